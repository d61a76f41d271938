//! `Server`: a tools crate's `TOOLS` and a way to run them, served over MCP.

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use rmcp::model::Tool;
use serde_json::Value;
use tokio::sync::Semaphore;
use toolschema::{Call, ToolError, ToolSchema};

use crate::limits::Limits;
use crate::notify::LogLevel;
use crate::search_mode::Revealed;

/// The outcome of one call, as `dispatch` gives it.
pub type CallResult = Result<Value, ToolError>;

/// Runs a sync tool by name: the tools crate's `dispatch_call`, with its `Context` built
/// inside the closure from values the closure owns, and the [`Call`] the server made for this
/// call. Called on a blocking thread (or inline, for a tool annotated `inline`).
pub type SyncDispatch = dyn Fn(&Call, &str, &Value) -> CallResult + Send + Sync;

/// A call's future for [`Server::with_async`]: owns what it needs, so it can run on any worker.
pub type CallFuture = Pin<Box<dyn Future<Output = CallResult> + Send>>;

/// Runs an async tool by name: the tools crate's `dispatch_call_async` inside an
/// `async move` that owns (a clone of) the context values and the [`Call`].
pub type AsyncDispatch = dyn Fn(Call, String, Value) -> CallFuture + Send + Sync;

/// An MCP server for one tools crate.
///
/// ```no_run
/// # mod tools { pub static TOOLS: &[&toolschema::ToolSchema] = &[];
/// # pub struct Context<'a> { pub root: &'a () }
/// # pub fn dispatch_call(_: &Context<'_>, _: &toolschema::Call, _: &str, _: toolschema::dispatch::Arguments<'_>) -> toolschema_mcp::CallResult { todo!() } }
/// fn main() -> std::process::ExitCode {
///     let root = ();
///     let server = toolschema_mcp::Server::new_with_call("my-tools", tools::TOOLS, move |call, tool, args| {
///         tools::dispatch_call(&tools::Context { root: &root }, call, tool, args.into())
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
    pub(crate) search_mode: bool,
}

impl Server {
    /// A server named `name` offering `tools` (the generated `TOOLS`), running each call
    /// with `dispatch` (the generated `dispatch`). A tool taking `&toolschema::Progress`,
    /// `&toolschema::Log` or `&toolschema::Cancellation` gets their no-op versions this way:
    /// [`Server::new_with_call`] gives it the call's.
    pub fn new(
        name: impl Into<String>,
        tools: &'static [&'static ToolSchema],
        dispatch: impl Fn(&str, &Value) -> CallResult + Send + Sync + 'static,
    ) -> Self {
        Server::new_with_call(name, tools, move |_: &Call, tool: &str, args: &Value| dispatch(tool, args))
    }

    /// A server named `name` offering `tools`, running each call with `dispatch` (the
    /// generated `dispatch_call`) and the [`Call`] the server makes for it: progress sent as
    /// `notifications/progress`, log messages as `notifications/message`, and the client's
    /// `notifications/cancelled` seen by the tool's `Cancellation`.
    pub fn new_with_call(
        name: impl Into<String>,
        tools: &'static [&'static ToolSchema],
        dispatch: impl Fn(&Call, &str, &Value) -> CallResult + Send + Sync + 'static,
    ) -> Self {
        Server {
            name: name.into(),
            version: env!("CARGO_PKG_VERSION").into(),
            tools,
            sync: Arc::new(dispatch),
            asynchronous: None,
            limits: Limits::default(),
            search_mode: false,
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
    /// dispatch. The tools get no-op call parts this way: [`Server::with_async_call`] gives
    /// them the call's.
    pub fn with_async(self, dispatch: impl Fn(String, Value) -> CallFuture + Send + Sync + 'static) -> Self {
        self.with_async_call(move |_: Call, tool: String, args: Value| dispatch(tool, args))
    }

    /// [`Server::with_async`] through `dispatch_call_async`, with the call's parts.
    pub fn with_async_call(
        mut self,
        dispatch: impl Fn(Call, String, Value) -> CallFuture + Send + Sync + 'static,
    ) -> Self {
        self.asynchronous = Some(Arc::new(dispatch));
        self
    }

    /// Search mode: `tools/list` offers only the tools crate's `search_tools` tool at first,
    /// and each tool a call of it names from then on (in `TOOLS` order), announcing each
    /// growth with `notifications/tools/list_changed`; every tool can still be called. Each
    /// session (the stdio one, each HTTP session) starts from the search tool alone. The
    /// server refuses to start in this mode without a tool named `search_tools`, and over
    /// stateless HTTP, which has no session to remember what was revealed.
    pub fn search_mode(mut self) -> Self {
        self.search_mode = true;
        self
    }

    /// Everything fixed at start-up: the tool list in the `mcp` format, the tools by name,
    /// the slots for calls in flight. An error names the tool that cannot be served.
    pub(crate) fn prepare(self) -> Result<Prepared, String> {
        let listed = crate::tool_list::mcp_tools(self.tools)?;
        if self.asynchronous.is_none() {
            if let Some(tool) = self.tools.iter().find(|tool| tool.is_async) {
                return Err(format!(
                    "the tool `{}` is async: give the server its `dispatch_async` with `Server::with_async` (or `dispatch_call_async` with `Server::with_async_call`)",
                    tool.name()
                ));
            }
        }
        if self.search_mode && !self.tools.iter().any(|tool| tool.name == toolschema_retrieve::meta::SEARCH_TOOL) {
            return Err(format!(
                "search mode needs a tool named `{}` in the tools crate",
                toolschema_retrieve::meta::SEARCH_TOOL
            ));
        }
        let by_name = self.tools.iter().map(|tool| (tool.name(), *tool)).collect();
        let permits = Arc::new(Semaphore::new(self.limits.max_calls_in_flight.max(1)));
        let revealed = self.search_mode.then(Revealed::default);
        Ok(Prepared {
            listed: Arc::new(listed),
            by_name: Arc::new(by_name),
            permits,
            server: Arc::new(self),
            revealed,
            log_level: LogLevel::default(),
        })
    }
}

/// The multi-threaded runtime a transport serves on: sync tools go to its blocking threads.
pub(crate) fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|err| format!("cannot start the tokio runtime: {err}"))
}

/// A [`Server`] ready to answer: what `tools/list` sends, computed once, and one session's state.
#[derive(Clone)]
pub(crate) struct Prepared {
    pub listed: Arc<Vec<Tool>>,
    pub by_name: Arc<HashMap<&'static str, &'static ToolSchema>>,
    pub permits: Arc<Semaphore>,
    pub server: Arc<Server>,
    /// In search mode, the tools this session's searches have named.
    pub revealed: Option<Revealed>,
    /// The least level of log message this session's client asked for (`logging/setLevel`).
    pub log_level: LogLevel,
}

impl Prepared {
    /// The same server for a new session: in search mode nothing revealed yet, and no log
    /// level asked for.
    #[cfg(feature = "http")]
    pub fn session(&self) -> Prepared {
        Prepared {
            revealed: self.revealed.as_ref().map(|_| Revealed::default()),
            log_level: LogLevel::default(),
            ..self.clone()
        }
    }
}
