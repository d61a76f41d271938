//! `cargo run -p tools --bin mcp`: the workspace's tools as an MCP server over stdio, with
//! the context values of `cargo xtask call`: the current directory as the root of
//! `read_file`, and the demo order desk (one store for the whole session, so a cancelled
//! order stays cancelled until the client restarts the server).
//!
//! `… --features mcp-http -- --http 127.0.0.1:PORT` serves Streamable HTTP at
//! `http://127.0.0.1:PORT/mcp` instead; a non-loopback address needs a bearer token in
//! `TOOLSCHEMA_MCP_TOKEN`.

mod shared;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let http = match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        [] => None,
        ["--http", addr] => match addr.parse::<std::net::SocketAddr>() {
            Ok(addr) => Some(addr),
            Err(err) => {
                eprintln!("error: `{addr}` is not an address to listen on such as `127.0.0.1:8080`: {err}");
                return ExitCode::from(2);
            }
        },
        _ => {
            eprintln!("usage: mcp [--http ADDR]  (stdio without arguments)");
            return ExitCode::from(2);
        }
    };
    let (root, store) = match shared::context_values() {
        Ok(values) => values,
        Err(exit) => return exit,
    };
    let server = toolschema_mcp::Server::new("toolschema-tools", tools::TOOLS, move |tool, args| {
        tools::dispatch(&tools::Context { root: &root, store: &store }, tool, args)
    })
    .version(env!("CARGO_PKG_VERSION"));
    match http {
        None => server.run_stdio(),
        Some(addr) => serve_http(server, addr),
    }
}

#[cfg(feature = "mcp-http")]
fn serve_http(server: toolschema_mcp::Server, addr: std::net::SocketAddr) -> ExitCode {
    server.run_http(toolschema_mcp::Http { addr, token_var: "TOOLSCHEMA_MCP_TOKEN".into() })
}

#[cfg(not(feature = "mcp-http"))]
fn serve_http(_: toolschema_mcp::Server, _: std::net::SocketAddr) -> ExitCode {
    eprintln!("error: this `mcp` was built without HTTP: build it with `--features mcp-http`");
    ExitCode::from(2)
}
