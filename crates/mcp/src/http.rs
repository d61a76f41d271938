//! Serving over Streamable HTTP (the cargo feature `http`): rmcp's `StreamableHttpService`
//! behind a small hyper loop that checks the bearer token first, with `Host` and `Origin`
//! validated against DNS rebinding, and a refusal to listen beyond loopback without a token.
//! The loop bounds what a client can open: connections (a cap), the time to send a request's
//! head and body, and sessions (a cap and an idle lifetime, in `sessions`); or it serves
//! statelessly, with no sessions at all.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use std::sync::atomic::{AtomicUsize, Ordering};

use bytes::Bytes;
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full, LengthLimitError, Limited};
use hyper::{header, Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use tokio::io::AsyncWriteExt;
use tokio::net::TcpListener;
use tokio::signal::unix::{signal, SignalKind};

use crate::server::Server;
use crate::sessions::{Busy, Sessions};

/// The header naming a request's session.
const SESSION_HEADER: &str = "mcp-session-id";

/// Where and how to listen.
#[derive(Clone, Debug)]
pub struct Http {
    /// The address to bind; a loopback one (`127.0.0.1:PORT`) unless a token is set.
    pub addr: SocketAddr,
    /// The environment variable holding the bearer token clients must send
    /// (`Authorization: Bearer …`). Read from the environment, never from the command line,
    /// where other users of the machine could see it.
    pub token_var: String,
    /// More `Host` names accepted besides the loopback names and the address listened on:
    /// the public name of a reverse proxy in front of the server (`mcp.example.com`, or with a
    /// port, `mcp.example.com:8443`). A page served from such a name may call the server too
    /// (`http://NAME` and `https://NAME` are accepted `Origin`s).
    pub allowed_hosts: Vec<String>,
    /// The most sessions live at once (default 1,000, about 50 MB). A new session at the cap
    /// closes the least recently used idle one; when every session has a request under way,
    /// `initialize` is refused with 503 and a JSON-RPC error.
    pub max_sessions: usize,
    /// How long a session lives without a request (default 5 min; one with a request under
    /// way, an open SSE stream included, is never idle). A request naming it afterwards gets
    /// 404, and the client initialises again.
    pub session_idle: Duration,
    /// The time a client has to send a request's head, from the connection's first byte or
    /// the previous response (default 10 s); the connection is closed then.
    pub head_timeout: Duration,
    /// The time a client has to send a request's body once its head is read (default 30 s);
    /// 408 with a JSON-RPC error then, and the connection is closed.
    pub body_timeout: Duration,
    /// The most connections open at once (default 1,024); one more is answered 503 with a
    /// JSON-RPC error and closed.
    pub max_connections: usize,
    /// No sessions (MCP 2026-07-28's stateless serving): each POST is answered on its own,
    /// as JSON, so that several processes behind a reverse proxy serve one endpoint. Clients
    /// of 2026-07-28 are served statelessly in either mode.
    pub stateless: bool,
}

/// The defaults of [`Http`]'s bounds.
impl Http {
    /// [`Http::max_sessions`]'s default.
    pub const MAX_SESSIONS: usize = 1_000;
    /// [`Http::session_idle`]'s default.
    pub const SESSION_IDLE: Duration = Duration::from_secs(5 * 60);
    /// [`Http::head_timeout`]'s default.
    pub const HEAD_TIMEOUT: Duration = Duration::from_secs(10);
    /// [`Http::body_timeout`]'s default.
    pub const BODY_TIMEOUT: Duration = Duration::from_secs(30);
    /// [`Http::max_connections`]'s default.
    pub const MAX_CONNECTIONS: usize = 1_024;
}

impl Http {
    /// Listening on `addr`, with the bearer token in the environment variable `token_var`
    /// (when it is set) and no `Host` names beyond the loopback names and `addr`.
    pub fn new(addr: SocketAddr, token_var: impl Into<String>) -> Http {
        Http {
            addr,
            token_var: token_var.into(),
            allowed_hosts: Vec::new(),
            max_sessions: Http::MAX_SESSIONS,
            session_idle: Http::SESSION_IDLE,
            head_timeout: Http::HEAD_TIMEOUT,
            body_timeout: Http::BODY_TIMEOUT,
            max_connections: Http::MAX_CONNECTIONS,
            stateless: false,
        }
    }

    /// Sets [`Http::max_sessions`] (at least 1).
    pub fn max_sessions(mut self, max: usize) -> Http {
        self.max_sessions = max.max(1);
        self
    }

    /// Sets [`Http::session_idle`].
    pub fn session_idle(mut self, lifetime: Duration) -> Http {
        self.session_idle = lifetime;
        self
    }

    /// Sets [`Http::head_timeout`] and [`Http::body_timeout`].
    pub fn read_timeouts(mut self, head: Duration, body: Duration) -> Http {
        (self.head_timeout, self.body_timeout) = (head, body);
        self
    }

    /// Sets [`Http::max_connections`] (at least 1).
    pub fn max_connections(mut self, max: usize) -> Http {
        self.max_connections = max.max(1);
        self
    }

    /// Serves without sessions ([`Http::stateless`]).
    pub fn stateless(mut self) -> Http {
        self.stateless = true;
        self
    }

    /// Accepts `host` as a `Host` name too (see [`Http::allowed_hosts`]).
    pub fn allow_host(mut self, host: impl Into<String>) -> Http {
        self.allowed_hosts.push(host.into());
        self
    }
}

impl Server {
    /// Serves over Streamable HTTP at `http://ADDR/mcp` until SIGTERM or Ctrl-C; exit status 0
    /// then, 1 when the server could not start (the reason is on stderr).
    pub fn run_http(self, http: Http) -> ExitCode {
        match self.try_run_http(http) {
            Ok(()) => ExitCode::SUCCESS,
            Err(err) => {
                eprintln!("error: {err}");
                ExitCode::from(1)
            }
        }
    }

    fn try_run_http(self, http: Http) -> Result<(), String> {
        let token = match std::env::var(&http.token_var) {
            Ok(token) if !token.is_empty() => Some(Arc::<str>::from(token)),
            Ok(_) | Err(std::env::VarError::NotPresent) => None,
            Err(std::env::VarError::NotUnicode(_)) => return Err(format!("`{}` is not UTF-8", http.token_var)),
        };
        let addr = http.addr;
        if !addr.ip().is_loopback() && token.is_none() {
            return Err(format!(
                "refusing to listen on `{addr}` without a bearer token: anyone who can reach it could call \
                 the tools; set `{}` to a secret the clients send as `Authorization: Bearer …`, or \
                 listen on 127.0.0.1",
                http.token_var
            ));
        }
        if http.stateless && self.search_mode {
            return Err("search mode needs sessions (each remembers the tools its searches named): \
                        it cannot serve statelessly"
                .into());
        }
        let max_body = self.limits.max_request_bytes;
        let prepared = self.prepare()?;
        let runtime = crate::server::runtime()?;
        let result = runtime.block_on(async move {
            let listener = TcpListener::bind(addr).await.map_err(|err| format!("cannot listen on `{addr}`: {err}"))?;
            let local = listener.local_addr().map_err(|err| format!("cannot read the address listened on: {err}"))?;
            let mut config = StreamableHttpServerConfig::default()
                .with_allowed_hosts(allowed_hosts(local, &http.allowed_hosts))
                .with_allowed_origins(allowed_origins(local, &http.allowed_hosts))
                .enforce_origin_validation()
                .with_max_request_body_bytes(max_body);
            if http.stateless {
                // Each answer whole, as JSON, so a proxy can retry a request another process lost.
                config = config.with_legacy_session_mode(false).with_json_response(true);
            }
            let shutdown = config.cancellation_token.clone();
            let sessions = Arc::new(Sessions::new(http.max_sessions, http.session_idle));
            let service = StreamableHttpService::new(move || Ok(prepared.session()), sessions.clone(), config);
            let state = Arc::new(State {
                service,
                sessions: sessions.clone(),
                token,
                body_timeout: http.body_timeout,
                max_body,
                stateless: http.stateless,
            });
            tokio::spawn(sweep(sessions));
            let open = Arc::new(AtomicUsize::new(0));
            let mut terminate =
                signal(SignalKind::terminate()).map_err(|err| format!("cannot watch for SIGTERM: {err}"))?;
            // Scripts wait for this line to know the port (an address with port 0 picks one).
            eprintln!("toolschema-mcp: listening on http://{local}/mcp");
            loop {
                tokio::select! {
                    accepted = listener.accept() => {
                        let stream = match accepted {
                            Ok((stream, _)) => stream,
                            Err(err) => {
                                eprintln!("toolschema-mcp: cannot accept a connection: {err}");
                                // Out of file descriptors, say: give the others time to close.
                                tokio::time::sleep(Duration::from_millis(10)).await;
                                continue;
                            }
                        };
                        let Some(slot) = Slot::take(&open, http.max_connections) else {
                            tokio::spawn(refuse_connection(stream, http.max_connections));
                            continue;
                        };
                        without_nagle(&stream);
                        tokio::spawn(connection(stream, state.clone(), http.head_timeout, slot));
                    }
                    _ = terminate.recv() => break,
                    _ = tokio::signal::ctrl_c() => break,
                }
            }
            shutdown.cancel();
            Ok(())
        });
        // Calls still running on blocking threads must not hold the exit.
        runtime.shutdown_timeout(Duration::from_secs(1));
        result
    }
}

type Mcp = StreamableHttpService<crate::server::Prepared, Sessions>;
type Body = BoxBody<Bytes, Infallible>;

/// What every connection's requests share.
struct State {
    service: Mcp,
    sessions: Arc<Sessions>,
    token: Option<Arc<str>>,
    body_timeout: Duration,
    max_body: usize,
    stateless: bool,
}

/// Closes the sessions idle for their lifetime, until the runtime stops.
async fn sweep(sessions: Arc<Sessions>) {
    let mut every = tokio::time::interval(sessions.sweep_every());
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        sessions.sweep().await;
    }
}

/// One of the open connections, counted until it is dropped.
struct Slot(Arc<AtomicUsize>);

impl Slot {
    fn take(open: &Arc<AtomicUsize>, max: usize) -> Option<Slot> {
        let taken = open.fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| (n < max).then_some(n + 1));
        taken.ok().map(|_| Slot(open.clone()))
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Answers a connection over the cap with 503 without reading it, then closes it.
async fn refuse_connection(mut stream: tokio::net::TcpStream, max: usize) {
    let body = rpc_error(-32000, &format!("the server has {max} connections open, its limit: retry later"));
    let head = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\
         retry-after: 1\r\nconnection: close\r\n\r\n",
        body.len()
    );
    // A client that does not read within a second is not waited for.
    let write = async {
        stream.write_all(head.as_bytes()).await?;
        stream.write_all(body.as_bytes()).await?;
        stream.shutdown().await
    };
    let _ = tokio::time::timeout(Duration::from_secs(1), write).await;
}

async fn connection(stream: tokio::net::TcpStream, state: Arc<State>, head_timeout: Duration, slot: Slot) {
    let _slot = slot;
    let handler = hyper::service::service_fn(move |request: Request<hyper::body::Incoming>| {
        let state = state.clone();
        async move { Ok::<_, Infallible>(answer(request, &state).await) }
    });
    let served = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(head_timeout)
        .serve_connection(TokioIo::new(stream), handler)
        .await;
    if let Err(err) = served {
        // A head not sent in time is the bound working, not news.
        if !err.is_timeout() {
            eprintln!("toolschema-mcp: a connection ended with an error: {err}");
        }
    }
}

/// One request: the token checked, the body read within its time and size, room made for a
/// new session, then rmcp's answer, with the session marked busy until that answer is sent.
async fn answer(request: Request<hyper::body::Incoming>, state: &State) -> Response<Body> {
    if !authorized(&request, state.token.as_deref()) {
        return unauthorized();
    }
    let (parts, body) = request.into_parts();
    let read = tokio::time::timeout(state.body_timeout, Limited::new(body, state.max_body).collect()).await;
    let bytes = match read {
        Err(_) => {
            let message = format!("the request's body did not arrive within {:?}", state.body_timeout);
            return closing(refusal(StatusCode::REQUEST_TIMEOUT, -32600, &message));
        }
        Ok(Err(err)) if err.downcast_ref::<LengthLimitError>().is_some() => {
            let message = format!("the request's body is over {} bytes, the server's limit", state.max_body);
            return closing(refusal(StatusCode::PAYLOAD_TOO_LARGE, -32600, &message));
        }
        Ok(Err(err)) => {
            return closing(refusal(StatusCode::BAD_REQUEST, -32700, &format!("cannot read the body: {err}")))
        }
        Ok(Ok(collected)) => collected.to_bytes(),
    };
    let session = parts.headers.get(SESSION_HEADER).and_then(|value| value.to_str().ok());
    let opens_session = session.is_none() && !state.stateless && parts.method == Method::POST && is_initialize(&bytes);
    if opens_session && !state.sessions.make_room().await {
        let message = "every session the server keeps has a request under way: retry later";
        let mut response = refusal(StatusCode::SERVICE_UNAVAILABLE, -32000, message);
        response.headers_mut().insert(header::RETRY_AFTER, header::HeaderValue::from_static("1"));
        return response;
    }
    let busy = session.and_then(|id| state.sessions.enter(id));
    let response = state.service.handle(Request::from_parts(parts, Full::new(bytes))).await;
    match busy {
        None => response,
        Some(busy) => response.map(|body| Guarded { body, _busy: busy }.boxed()),
    }
}

/// Whether a POST body is an `initialize` request (the only one that makes a session).
fn is_initialize(body: &[u8]) -> bool {
    #[derive(serde::Deserialize)]
    struct Method<'a> {
        #[serde(borrow)]
        method: Option<std::borrow::Cow<'a, str>>,
    }
    serde_json::from_slice::<Method<'_>>(body).is_ok_and(|request| request.method.as_deref() == Some("initialize"))
}

/// A response body that keeps its session busy until it is sent (or dropped).
struct Guarded {
    body: Body,
    _busy: Busy,
}

impl hyper::body::Body for Guarded {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<hyper::body::Frame<Bytes>, Infallible>>> {
        std::pin::Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        self.body.size_hint()
    }
}

/// A JSON-RPC error with a `null` id (the request's is not known), as a JSON body's text.
fn rpc_error(code: i64, message: &str) -> String {
    serde_json::json!({ "jsonrpc": "2.0", "id": null, "error": { "code": code, "message": message } }).to_string()
}

/// A refusal: `status`, with the reason as a JSON-RPC error.
fn refusal(status: StatusCode, code: i64, message: &str) -> Response<Body> {
    let mut response = Response::new(Full::new(Bytes::from(rpc_error(code, message))).boxed());
    *response.status_mut() = status;
    response.headers_mut().insert(header::CONTENT_TYPE, header::HeaderValue::from_static("application/json"));
    response
}

/// `response`, after which the connection is closed (its request was not read to the end).
fn closing(mut response: Response<Body>) -> Response<Body> {
    response.headers_mut().insert(header::CONNECTION, header::HeaderValue::from_static("close"));
    response
}

/// Turns Nagle's algorithm off: hyper writes a response's head, its body and an SSE stream's
/// events in separate small writes, and with Nagle on each waits for the client's delayed ACK
/// (40 ms on Linux): one call at a time over HTTP ran at 40 calls/s (p50 18 ms, p90 48 ms)
/// before, about 220 calls/s (p50 3 ms) after (the Inspector's `--load`, crates/mcp/BENCHMARKS.md).
fn without_nagle(stream: &tokio::net::TcpStream) {
    if let Err(err) = stream.set_nodelay(true) {
        eprintln!("toolschema-mcp: cannot set TCP_NODELAY on a connection: {err}");
    }
}

/// Whether `request` carries the bearer token (always, when there is none to carry).
fn authorized<B>(request: &Request<B>, token: Option<&str>) -> bool {
    let Some(token) = token else { return true };
    let sent = request.headers().get(header::AUTHORIZATION).and_then(|value| value.to_str().ok());
    match sent.and_then(|value| value.split_once(' ')) {
        Some((scheme, sent)) if scheme.eq_ignore_ascii_case("bearer") => same(sent.trim().as_bytes(), token.as_bytes()),
        _ => false,
    }
}

/// Compares in time that depends only on the lengths, so the token cannot be guessed a
/// byte at a time from how fast a wrong one is refused.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |diff, (x, y)| diff | (x ^ y)) == 0
}

fn unauthorized() -> Response<Body> {
    let body = Full::new(Bytes::from_static(b"unauthorized: send the server's token as `Authorization: Bearer ...`\n"));
    let mut response = Response::new(body.boxed());
    *response.status_mut() = StatusCode::UNAUTHORIZED;
    response.headers_mut().insert(header::WWW_AUTHENTICATE, header::HeaderValue::from_static("Bearer"));
    response
}

/// The `Host` values accepted: the loopback names, the address listened on, and `extra`.
fn allowed_hosts(local: SocketAddr, extra: &[String]) -> Vec<String> {
    let mut hosts: Vec<String> = ["localhost", "127.0.0.1", "::1", "[::1]"].map(String::from).to_vec();
    if !local.ip().is_loopback() {
        hosts.push(local.ip().to_string());
        hosts.push(local.to_string());
    }
    hosts.extend(extra.iter().cloned());
    hosts
}

/// The browser origins accepted: pages served from this machine, or from a name in `extra`.
/// A request without an `Origin` (any client that is not a browser) passes; one from another
/// site is refused.
fn allowed_origins(local: SocketAddr, extra: &[String]) -> Vec<String> {
    let mut origins: Vec<String> =
        ["http://localhost:*", "http://127.0.0.1:*", "http://[::1]:*"].map(String::from).to_vec();
    if !local.ip().is_loopback() {
        origins.push(format!("http://{local}"));
    }
    for host in extra {
        origins.push(format!("http://{host}"));
        origins.push(format!("https://{host}"));
    }
    origins
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(authorization: Option<&str>) -> Request<()> {
        let mut request = Request::new(());
        if let Some(value) = authorization {
            request.headers_mut().insert(header::AUTHORIZATION, value.parse().unwrap());
        }
        request
    }

    #[tokio::test]
    async fn accepted_connections_send_without_waiting_for_acks() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let _client = tokio::net::TcpStream::connect(listener.local_addr().unwrap()).await.unwrap();
        let (stream, _) = listener.accept().await.unwrap();
        assert!(!stream.nodelay().unwrap(), "Nagle is on by default");
        without_nagle(&stream);
        assert!(stream.nodelay().unwrap());
    }

    #[test]
    fn only_the_right_bearer_token_passes() {
        assert!(authorized(&request(None), None));
        assert!(authorized(&request(Some("Bearer s3cret")), Some("s3cret")));
        assert!(authorized(&request(Some("bearer s3cret")), Some("s3cret")));
        for wrong in [None, Some("Bearer s3cre"), Some("Bearer s3cret2"), Some("Basic s3cret"), Some("s3cret")] {
            assert!(!authorized(&request(wrong), Some("s3cret")), "{wrong:?}");
        }
    }
}
