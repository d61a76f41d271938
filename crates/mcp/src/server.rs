//! `Server`: a tools crate's `TOOLS` and a way to run them, served over MCP.

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use rmcp::model::Tool;
use serde_json::Value;
use tokio::sync::Semaphore;
use toolschema::{ToolError, ToolSchema};

use crate::limits::Limits;

/// The outcome of one call, as `dispatch` gives it.
pub type CallResult = Result<Value, ToolError>;

/// Runs a sync tool by name: the tools crate's `dispatch`, with its `Context` built inside
/// the closure from values the closure owns. Called on a blocking thread.
pub type SyncDispatch = dyn Fn(&str, &Value) -> CallResult + Send + Sync;

/// A call's future for [`Server::with_async`]: owns what it needs, so it can run on any worker.
pub type CallFuture = Pin<Box<dyn Future<Output = CallResult> + Send>>;

/// Runs an async tool by name: the tools crate's `dispatch_async` inside an `async move`
/// that owns (a clone of) the context values.
pub type AsyncDispatch = dyn Fn(String, Value) -> CallFuture + Send + Sync;

/// An MCP server for one tools crate.
///
/// ```no_run
/// # mod tools { pub static TOOLS: &[&toolschema::ToolSchema] = &[];
/// # pub struct Context<'a> { pub root: &'a () }
/// # pub fn dispatch(_: &Context<'_>, _: &str, _: &serde_json::Value) -> toolschema_mcp::CallResult { todo!() } }
/// fn main() -> std::process::ExitCode {
///     let root = ();
///     let server = toolschema_mcp::Server::new("my-tools", tools::TOOLS, move |tool, args| {
///         tools::dispatch(&tools::Context { root: &root }, tool, args)
///     });
///     server.run_stdio()
/// }
/// ```
pub struct Server {
    pub(crate) name: String,
    pub(crate) version: String,
    pub(crate) tools: &'static [&'static ToolSchema],
    pub(crate) sync: Arc<SyncDispatch>,
    pub(crate) asynchronous: Option<Arc<AsyncDispatch>>,
    pub(crate) limits: Limits,
}

impl Server {
    /// A server named `name` offering `tools` (the generated `TOOLS`), running each call
    /// with `dispatch`.
    pub fn new(
        name: impl Into<String>,
        tools: &'static [&'static ToolSchema],
        dispatch: impl Fn(&str, &Value) -> CallResult + Send + Sync + 'static,
    ) -> Self {
        Server {
            name: name.into(),
            version: env!("CARGO_PKG_VERSION").into(),
            tools,
            sync: Arc::new(dispatch),
            asynchronous: None,
            limits: Limits::default(),
        }
    }

    /// The version told to clients in `serverInfo` (default: this crate's).
    pub fn version(mut self, version: impl Into<String>) -> Self {
        self.version = version.into();
        self
    }

    /// The bounds on requests, results and calls in flight.
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// How `pub async fn` tools run: on the async workers, through `dispatch_async`. Needed
    /// only when the crate has async tools; sync tools always go through [`Server::new`]'s
    /// dispatch on a blocking thread.
    pub fn with_async(mut self, dispatch: impl Fn(String, Value) -> CallFuture + Send + Sync + 'static) -> Self {
        self.asynchronous = Some(Arc::new(dispatch));
        self
    }

    /// Everything fixed at start-up: the tool list in the `mcp` format, the tools by name,
    /// the slots for calls in flight. An error names the tool that cannot be served.
    pub(crate) fn prepare(self) -> Result<Prepared, String> {
        let listed = crate::tool_list::mcp_tools(self.tools)?;
        if self.asynchronous.is_none() {
            if let Some(tool) = self.tools.iter().find(|tool| tool.is_async) {
                return Err(format!(
                    "the tool `{}` is async: give the server its `dispatch_async` with `Server::with_async`",
                    tool.name()
                ));
            }
        }
        let by_name = self.tools.iter().map(|tool| (tool.name(), *tool)).collect();
        let permits = Arc::new(Semaphore::new(self.limits.max_calls_in_flight.max(1)));
        Ok(Prepared { listed: Arc::new(listed), by_name, permits, server: Arc::new(self) })
    }
}

/// The multi-threaded runtime a transport serves on: sync tools go to its blocking threads.
pub(crate) fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|err| format!("cannot start the tokio runtime: {err}"))
}

/// A [`Server`] ready to answer: what `tools/list` sends, computed once.
#[derive(Clone)]
pub(crate) struct Prepared {
    pub listed: Arc<Vec<Tool>>,
    pub by_name: HashMap<&'static str, &'static ToolSchema>,
    pub permits: Arc<Semaphore>,
    pub server: Arc<Server>,
}
