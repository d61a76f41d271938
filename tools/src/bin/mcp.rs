//! `cargo run -p tools --bin mcp`: the workspace's tools as an MCP server over stdio, with
//! the context values of `cargo xtask call`: the current directory as the root of
//! `read_file`, and the demo order desk (one store for the whole session, so a cancelled
//! order stays cancelled until the client restarts the server).

use std::process::ExitCode;

fn main() -> ExitCode {
    let root = match tools::fs::Root::current_dir() {
        Ok(root) => root,
        Err(err) => {
            eprintln!("error: cannot open the current directory as the root of `read_file`: {err}");
            return ExitCode::from(1);
        }
    };
    let store = tools::orders::Store::demo();
    toolschema_mcp::Server::new("toolschema-tools", tools::TOOLS, move |tool, args| {
        tools::dispatch(&tools::Context { root: &root, store: &store }, tool, args)
    })
    .version(env!("CARGO_PKG_VERSION"))
    .run_stdio()
}
