//! The fixture tools as an MCP server over stdio, with the default limits but for the calls
//! in flight, which `MCP_FIXTURE_MAX_CALLS` may set (the test of the bound does); with the
//! feature `http`, `--http ADDR` serves Streamable HTTP instead (`tests/http.rs`).

use std::process::ExitCode;
use std::sync::Arc;

use mcp_fixture_tools::misbehave::Counter;
use mcp_fixture_tools::{dispatch_call, dispatch_call_async, Context, TOOLS};

fn main() -> ExitCode {
    let mut limits = toolschema_mcp::Limits::default();
    if let Some(max) = std::env::var("MCP_FIXTURE_MAX_CALLS").ok().and_then(|max| max.parse().ok()) {
        limits.max_calls_in_flight = max;
    }
    let counter = Arc::new(Counter::default());
    let sync_counter = counter.clone();
    let server = toolschema_mcp::Server::new("mcp-fixture-tools", TOOLS, move |call, tool, args| {
        dispatch_call(&Context { counter: &sync_counter }, call, tool, args.into())
    })
    .limits(limits)
    // An async call owns a clone of the context values and builds its `Context` inside.
    .with_async(move |call, tool, args| {
        let counter = counter.clone();
        Box::pin(async move { dispatch_call_async(&Context { counter: &counter }, &call, &tool, &args).await })
    });
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        [] => server.run_stdio(),
        ["--http", addr] => serve_http(server, addr, None),
        ["--http", addr, "--allow-host", host] => serve_http(server, addr, Some(host)),
        _ => {
            eprintln!("usage: mcp-fixture [--http ADDR [--allow-host NAME]]");
            ExitCode::from(2)
        }
    }
}

#[cfg(feature = "http")]
fn serve_http(server: toolschema_mcp::Server, addr: &str, host: Option<&str>) -> ExitCode {
    match addr.parse() {
        Ok(addr) => {
            let http = toolschema_mcp::Http::new(addr, "MCP_FIXTURE_TOKEN");
            server.run_http(host.into_iter().fold(http, toolschema_mcp::Http::allow_host))
        }
        Err(err) => {
            eprintln!("error: `{addr}`: {err}");
            ExitCode::from(2)
        }
    }
}

#[cfg(not(feature = "http"))]
fn serve_http(_: toolschema_mcp::Server, _: &str, _: Option<&str>) -> ExitCode {
    eprintln!("error: this `mcp-fixture` was built without the feature `http`");
    ExitCode::from(2)
}
