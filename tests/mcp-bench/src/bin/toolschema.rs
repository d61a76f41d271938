//! The workspace's `search` and `summarise` served by toolschema-mcp over stdio, as
//! `tools/src/bin/mcp.rs` builds the server (its context values and `dispatch` too), built
//! under the bench profile beside the peer. Only the peer's two tools are listed, so that
//! `tools/list` compares like with like. The workspace annotates both `inline`; with
//! `MCP_BENCH_BLOCKING_POOL` set they run on the blocking pool instead.

#[path = "../../../../tools/src/bin/shared/mod.rs"]
mod shared;

use std::process::ExitCode;

use toolschema::ToolSchema;

static LISTED: [&ToolSchema; 2] = [&tools::SEARCH_SCHEMA, &tools::SUMMARISE_SCHEMA];

/// With `MCP_BENCH_BLOCKING_POOL` set, the same two tools without their `inline` annotation:
/// each call goes through the blocking pool, the path of a sync tool that may block.
fn listed() -> &'static [&'static ToolSchema] {
    if std::env::var_os("MCP_BENCH_BLOCKING_POOL").is_none() {
        return &LISTED;
    }
    let pooled = LISTED.map(|tool| {
        let mut tool = tool.clone();
        tool.annotations.inline = false;
        &*Box::leak(Box::new(tool))
    });
    Box::leak(Box::new(pooled))
}

fn main() -> ExitCode {
    let (root, store) = match shared::context_values() {
        Ok(values) => values,
        Err(exit) => return exit,
    };
    toolschema_mcp::Server::new_with_call("toolschema-tools", listed(), move |call, tool, args| {
        tools::dispatch_call(&tools::Context { root: &root, store: &store }, call, tool, args.into())
    })
    .run_stdio()
}
