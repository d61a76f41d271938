//! The conformance fixture tools over Streamable HTTP: `conformance-mcp --http ADDR
//! [--stateless]`, for tests/conformance/run.sh and tests/nginx/run.sh.

use std::process::ExitCode;

use conformance_tools::{dispatch_call, Context, TOOLS};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (addr, stateless) = match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["--http", addr] => (addr.parse(), false),
        ["--http", addr, "--stateless"] => (addr.parse(), true),
        _ => {
            eprintln!("usage: conformance-mcp --http ADDR [--stateless]");
            return ExitCode::from(2);
        }
    };
    let addr = match addr {
        Ok(addr) => addr,
        Err(err) => {
            eprintln!("error: {err}");
            return ExitCode::from(2);
        }
    };
    toolschema_mcp::Server::new_with_call("conformance-tools", TOOLS, |call, tool, args| {
        dispatch_call(&Context::default(), call, tool, args.into())
    })
    .run_http(match stateless {
        true => toolschema_mcp::Http::new(addr, "CONFORMANCE_MCP_TOKEN").stateless(),
        false => toolschema_mcp::Http::new(addr, "CONFORMANCE_MCP_TOKEN"),
    })
}
