//! The fixture tools as an MCP server over stdio, with the default limits but for the calls
//! in flight, which `MCP_FIXTURE_MAX_CALLS` may set (the test of the bound does); `--http
//! ADDR` serves Streamable HTTP instead (`tests/http.rs`), its bounds set by flags so that
//! `tests/bounds.rs` reaches them quickly.

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
    let server = toolschema_mcp::Server::new_with_call("mcp-fixture-tools", TOOLS, move |call, tool, args| {
        dispatch_call(&Context { counter: &sync_counter }, call, tool, args.into())
    })
    .limits(limits)
    // An async call owns a clone of the context values and builds its `Context` inside.
    .with_async_call(move |call, tool, args| {
        let counter = counter.clone();
        Box::pin(async move { dispatch_call_async(&Context { counter: &counter }, &call, &tool, &args).await })
    });
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None => server.run_stdio(),
        Some("--http") => serve_http(server, &args[1..]),
        _ => usage(),
    }
}

fn usage() -> ExitCode {
    eprintln!(
        "usage: mcp-fixture [--http ADDR [--allow-host NAME] [--max-sessions N] [--session-idle-ms MS] \
         [--head-timeout-ms MS] [--body-timeout-ms MS] [--max-connections N] [--stateless]]"
    );
    ExitCode::from(2)
}

fn serve_http(server: toolschema_mcp::Server, args: &[String]) -> ExitCode {
    use std::time::Duration;
    let Some(Ok(addr)) = args.first().map(|addr| addr.parse()) else { return usage() };
    let mut http = toolschema_mcp::Http::new(addr, "MCP_FIXTURE_TOKEN");
    let mut rest = args[1..].iter().map(String::as_str);
    while let Some(flag) = rest.next() {
        if flag == "--stateless" {
            http = http.stateless();
            continue;
        }
        let Some(value) = rest.next() else { return usage() };
        let number = value.parse::<u64>().ok();
        let ms = number.map(Duration::from_millis);
        http = match (flag, number) {
            ("--allow-host", _) => http.allow_host(value),
            ("--max-sessions", Some(n)) => http.max_sessions(n as usize),
            ("--session-idle-ms", Some(_)) => http.session_idle(ms.unwrap_or_default()),
            ("--head-timeout-ms", Some(_)) => {
                let body = http.body_timeout;
                http.read_timeouts(ms.unwrap_or_default(), body)
            }
            ("--body-timeout-ms", Some(_)) => {
                let head = http.head_timeout;
                http.read_timeouts(head, ms.unwrap_or_default())
            }
            ("--max-connections", Some(n)) => http.max_connections(n as usize),
            _ => return usage(),
        };
    }
    server.run_http(http)
}
