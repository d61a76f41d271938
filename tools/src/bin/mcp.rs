//! `cargo run -p tools --bin mcp`: the workspace's tools as an MCP server over stdio, with
//! the context values of `cargo xtask call`: the current directory as the root of
//! `read_file`, and the demo order desk (one store for the whole session, so a cancelled
//! order stays cancelled until the client restarts the server).
//!
//! `… --features mcp-http -- --http 127.0.0.1:PORT` serves Streamable HTTP at
//! `http://127.0.0.1:PORT/mcp` instead; a non-loopback address needs a bearer token in
//! `TOOLSCHEMA_MCP_TOKEN`, and `--allow-host NAME` (repeatable) accepts a reverse proxy's
//! public name as `Host` too.

mod shared;

use std::process::ExitCode;

fn main() -> ExitCode {
    let (http, hosts) = match arguments(std::env::args().skip(1)) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("{message}");
            eprintln!("usage: mcp [--http ADDR [--allow-host NAME]...]  (stdio without arguments)");
            return ExitCode::from(2);
        }
    };
    let (root, store) = match shared::context_values() {
        Ok(values) => values,
        Err(exit) => return exit,
    };
    let server = toolschema_mcp::Server::new("toolschema-tools", tools::TOOLS, move |call, tool, args| {
        tools::dispatch_call(&tools::Context { root: &root, store: &store }, call, tool, args.into())
    })
    .version(env!("CARGO_PKG_VERSION"));
    match http {
        None => server.run_stdio(),
        Some(addr) => serve_http(server, addr, hosts),
    }
}

/// The address to serve HTTP on (none: stdio) and the extra `Host` names to accept.
fn arguments(mut args: impl Iterator<Item = String>) -> Result<(Option<std::net::SocketAddr>, Vec<String>), String> {
    let (mut http, mut hosts) = (None, Vec::new());
    while let Some(arg) = args.next() {
        let value = args.next().ok_or_else(|| format!("error: `{arg}` needs a value"))?;
        match arg.as_str() {
            "--http" => match value.parse::<std::net::SocketAddr>() {
                Ok(addr) => http = Some(addr),
                Err(err) => {
                    return Err(format!(
                        "error: `{value}` is not an address to listen on such as `127.0.0.1:8080`: {err}"
                    ))
                }
            },
            "--allow-host" => hosts.push(value),
            _ => return Err(format!("error: unknown argument `{arg}`")),
        }
    }
    if http.is_none() && !hosts.is_empty() {
        return Err("error: `--allow-host` is for `--http`".into());
    }
    Ok((http, hosts))
}

#[cfg(feature = "mcp-http")]
fn serve_http(server: toolschema_mcp::Server, addr: std::net::SocketAddr, hosts: Vec<String>) -> ExitCode {
    let http = toolschema_mcp::Http::new(addr, "TOOLSCHEMA_MCP_TOKEN");
    server.run_http(hosts.into_iter().fold(http, toolschema_mcp::Http::allow_host))
}

#[cfg(not(feature = "mcp-http"))]
fn serve_http(_: toolschema_mcp::Server, _: std::net::SocketAddr, _: Vec<String>) -> ExitCode {
    eprintln!("error: this `mcp` was built without HTTP: build it with `--features mcp-http`");
    ExitCode::from(2)
}
