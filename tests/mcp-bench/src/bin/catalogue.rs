//! The retrieval benchmark's catalogue (`tests/retrieval-tools`, 224 tools modelled on public
//! MCP servers) served by toolschema-mcp over stdio: the bench's `tools/list` of a catalogue
//! of hundreds of tools.

use std::process::ExitCode;

fn main() -> ExitCode {
    toolschema_mcp::Server::new_with_call("retrieval-tools", retrieval_tools::TOOLS, |call, tool, args| {
        retrieval_tools::dispatch_call(&retrieval_tools::Context::default(), call, tool, args.into())
    })
    .run_stdio()
}
