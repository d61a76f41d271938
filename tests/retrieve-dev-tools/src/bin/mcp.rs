//! The dev catalogue over MCP (stdio) in search mode: `tools/list` shows `search_tools`,
//! then the tools its answers name.

fn main() -> std::process::ExitCode {
    toolschema_mcp::Server::new("retrieve-dev-tools", retrieve_dev_tools::TOOLS, |tool, args| {
        retrieve_dev_tools::dispatch(&retrieve_dev_tools::Context::default(), tool, args)
    })
    .search_mode()
    .run_stdio()
}
