//! The workspace's `search` and `summarise` served by toolschema-mcp over stdio, as
//! `tools/src/bin/mcp.rs` builds the server (its context values and `dispatch` too), built
//! under the bench profile beside the peer. Only the peer's two tools are listed, so that
//! `tools/list` compares like with like.

#[path = "../../../../tools/src/bin/shared/mod.rs"]
mod shared;

use std::process::ExitCode;

use toolschema::ToolSchema;

static LISTED: [&ToolSchema; 2] = [&tools::SEARCH_SCHEMA, &tools::SUMMARISE_SCHEMA];

fn main() -> ExitCode {
    let (root, store) = match shared::context_values() {
        Ok(values) => values,
        Err(exit) => return exit,
    };
    toolschema_mcp::Server::new_with_call("toolschema-tools", &LISTED, move |call, tool, args| {
        tools::dispatch_call(&tools::Context { root: &root, store: &store }, call, tool, args.into())
    })
    .run_stdio()
}
