//! The fixture tools as an MCP server over stdio, with the default limits but for the calls
//! in flight, which `MCP_FIXTURE_MAX_CALLS` may set (the test of the bound does).

use std::process::ExitCode;
use std::sync::Arc;

use mcp_fixture_tools::misbehave::Counter;
use mcp_fixture_tools::{dispatch, dispatch_async, Context, TOOLS};

fn main() -> ExitCode {
    let mut limits = toolschema_mcp::Limits::default();
    if let Some(max) = std::env::var("MCP_FIXTURE_MAX_CALLS").ok().and_then(|max| max.parse().ok()) {
        limits.max_calls_in_flight = max;
    }
    let counter = Arc::new(Counter::default());
    let sync_counter = counter.clone();
    toolschema_mcp::Server::new("mcp-fixture-tools", TOOLS, move |tool, args| {
        dispatch(&Context { counter: &sync_counter }, tool, args)
    })
    .limits(limits)
    // An async call owns a clone of the context values and builds its `Context` inside.
    .with_async(move |tool, args| {
        let counter = counter.clone();
        Box::pin(async move { dispatch_async(&Context { counter: &counter }, &tool, &args).await })
    })
    .run_stdio()
}
