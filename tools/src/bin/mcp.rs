//! `cargo run -p tools --bin mcp`: the workspace's tools as an MCP server over stdio, with
//! the context values of `cargo xtask call`: the current directory as the root of
//! `read_file`, and the demo order desk (one store for the whole session, so a cancelled
//! order stays cancelled until the client restarts the server).
//!
//! `… --features mcp-http -- --http 127.0.0.1:PORT` serves Streamable HTTP at
//! `http://127.0.0.1:PORT/mcp` instead; a non-loopback address needs a bearer token in
//! `TOOLSCHEMA_MCP_TOKEN`, and `--allow-host NAME` (repeatable) accepts a reverse proxy's
//! public name as `Host` too. The HTTP bounds (docs/mcp.md): `--max-sessions N`,
//! `--session-idle SECS`, `--head-timeout SECS`, `--body-timeout SECS`, `--max-connections N`;
//! `--stateless` serves without sessions, for several processes behind one reverse proxy.

mod shared;

use std::process::ExitCode;

fn main() -> ExitCode {
    let (http, options) = match arguments(std::env::args().skip(1)) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("{message}");
            eprintln!(
                "usage: mcp [--http ADDR [--allow-host NAME]... [--max-sessions N] [--session-idle SECS] \
                 [--head-timeout SECS] [--body-timeout SECS] [--max-connections N] [--stateless]]  \
                 (stdio without arguments)"
            );
            return ExitCode::from(2);
        }
    };
    let (root, store) = match shared::context_values() {
        Ok(values) => values,
        Err(exit) => return exit,
    };
    let server = toolschema_mcp::Server::new_with_call("toolschema-tools", tools::TOOLS, move |call, tool, args| {
        tools::dispatch_call(&tools::Context { root: &root, store: &store }, call, tool, args.into())
    })
    .version(env!("CARGO_PKG_VERSION"));
    match http {
        None => server.run_stdio(),
        Some(addr) => serve_http(server, addr, options),
    }
}

/// The address to serve HTTP on (none: stdio) and the HTTP options after it, each a flag and
/// its value (`--stateless` has none), checked here and applied by `serve_http`.
type Options = Vec<(String, Option<String>)>;

fn arguments(mut args: impl Iterator<Item = String>) -> Result<(Option<std::net::SocketAddr>, Options), String> {
    let (mut http, mut options) = (None, Vec::new());
    while let Some(arg) = args.next() {
        if arg == "--stateless" {
            options.push((arg, None));
            continue;
        }
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
            "--allow-host" => options.push((arg, Some(value))),
            "--max-sessions" | "--session-idle" | "--head-timeout" | "--body-timeout" | "--max-connections" => {
                if value.parse::<u64>().is_err() {
                    return Err(format!("error: `{arg}` takes a whole number, not `{value}`"));
                }
                options.push((arg, Some(value)));
            }
            _ => return Err(format!("error: unknown argument `{arg}`")),
        }
    }
    if http.is_none() && !options.is_empty() {
        return Err("error: the options after `--http` are for `--http`".into());
    }
    Ok((http, options))
}

#[cfg(feature = "mcp-http")]
fn serve_http(server: toolschema_mcp::Server, addr: std::net::SocketAddr, options: Options) -> ExitCode {
    use std::time::Duration;
    let mut http = toolschema_mcp::Http::new(addr, "TOOLSCHEMA_MCP_TOKEN");
    for (flag, value) in options {
        let value = value.unwrap_or_default();
        let number = value.parse::<u64>().unwrap_or_default();
        http = match flag.as_str() {
            "--allow-host" => http.allow_host(value),
            "--max-sessions" => http.max_sessions(number as usize),
            "--session-idle" => http.session_idle(Duration::from_secs(number)),
            "--head-timeout" => {
                let body = http.body_timeout;
                http.read_timeouts(Duration::from_secs(number), body)
            }
            "--body-timeout" => {
                let head = http.head_timeout;
                http.read_timeouts(head, Duration::from_secs(number))
            }
            "--max-connections" => http.max_connections(number as usize),
            _ => http.stateless(),
        };
    }
    server.run_http(http)
}

#[cfg(not(feature = "mcp-http"))]
fn serve_http(_: toolschema_mcp::Server, _: std::net::SocketAddr, _: Options) -> ExitCode {
    eprintln!("error: this `mcp` was built without HTTP: build it with `--features mcp-http`");
    ExitCode::from(2)
}
