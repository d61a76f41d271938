//! The dev catalogue over MCP (stdio) in search mode: `tools/list` shows `search_tools`,
//! then the tools its answers name.

fn main() -> std::process::ExitCode {
    toolschema_mcp::Server::new_with_call("retrieve-dev-tools", retrieve_dev_tools::TOOLS, |call, tool, args| {
        retrieve_dev_tools::dispatch_call(&retrieve_dev_tools::Context::default(), call, tool, args.into())
    })
    .search_mode()
    .run_stdio()
}
