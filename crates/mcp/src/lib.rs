//! An MCP server for any toolschema tools crate, on rmcp, the official Rust SDK.
//!
//! The tools crate already has everything a server needs, made at build time: `TOOLS`, each
//! tool's `mcp` rendering (`inputSchema`, `outputSchema`), and `dispatch`. A binary of a few
//! lines serves it:
//!
//! ```no_run
//! # mod tools { pub static TOOLS: &[&toolschema::ToolSchema] = &[];
//! # pub struct Context<'a> { pub root: &'a () }
//! # pub fn dispatch_call(_: &Context<'_>, _: &toolschema::Call, _: &str, _: toolschema::dispatch::Arguments<'_>) -> toolschema_mcp::CallResult { todo!() } }
//! fn main() -> std::process::ExitCode {
//!     let root = (); // the context values, owned by the server for its whole life
//!     toolschema_mcp::Server::new_with_call("my-tools", tools::TOOLS, move |call, tool, args| {
//!         tools::dispatch_call(&tools::Context { root: &root }, call, tool, args.into())
//!     })
//!     .run_stdio()
//! }
//! ```
//!
//! - `tools/list` is built once, at start-up, from `ToolSchema::to_value(Format::Mcp)` of
//!   each tool, in `TOOLS` order, one page. Nothing here derives or reflects a schema.
//! - `tools/call` answers `provider_result::mcp_call_result`: the text and
//!   `structuredContent` on success, `isError: true` with the `ToolError` text (every problem
//!   with its path) for `invalid_arguments`, `tool_failed` and `tool_panicked`; an unknown
//!   tool is JSON-RPC `-32602` with the did-you-mean, as is a call without a `name` or with
//!   `arguments` that are not an object.
//! - Sync tools run on tokio's blocking threads, at most [`Limits::max_calls_in_flight`] at
//!   once, so the server answers `ping` and other calls while they run; async tools (given
//!   with [`Server::with_async`]) run on the workers. A cancelled call stops being waited for.
//! - Stdout belongs to the protocol: the server keeps a duplicate of fd 1 for JSON-RPC and
//!   points fd 1 at stderr before it reads anything, so a tool's `println!` goes to the log;
//!   nothing is written before the first request.
//! - [`Limits`] bounds the request line read and the result sent.
//! - [`Server::search_mode`] lists only the tools crate's `search_tools` tool and the tools
//!   its answers have named, with `notifications/tools/list_changed` as that list grows.
//! - With the feature `http`, `Server::run_http` serves Streamable HTTP on loopback, with
//!   `Host`/`Origin` validation and an optional bearer token; `Http` bounds the sessions (a
//!   cap, the least recently used idle one closed first, an idle lifetime), the time to send a
//!   request's head and body, and the open connections, refusing with 503/408 and a JSON-RPC
//!   error (404 for an expired session); `Http::stateless` serves without sessions, for
//!   several processes behind a reverse proxy. The rules, with every default: docs/mcp.md.
//! - A tool may take `&toolschema::Progress`, `&toolschema::Log` and
//!   `&toolschema::Cancellation`: the server sends `notifications/progress` and
//!   `notifications/message` while it runs and cancels on `notifications/cancelled`. A tool
//!   returning `toolschema::Image`, `Audio`, `Resource`, `ResourceLink` or `Content` answers
//!   with those MCP content blocks. A sync tool annotated `inline` runs on the worker that read
//!   the call, without the hand-off to a blocking thread (for tools that never block).
//!
//! Unix only: keeping fd 1 for the protocol is `dup2`, and HTTP's shutdown is SIGTERM.

mod call;
mod handler;
#[cfg(feature = "http")]
mod http;
mod limits;
mod line_transport;
mod notify;
mod search_mode;
mod server;
#[cfg(feature = "http")]
mod sessions;
mod stdio;
mod stdout_guard;
mod tool_list;

#[cfg(feature = "http")]
pub use http::Http;
pub use limits::Limits;
pub use server::{AsyncDispatch, CallFuture, CallResult, Server, SyncDispatch};
