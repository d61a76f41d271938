//! Serving over Streamable HTTP (the cargo feature `http`): rmcp's `StreamableHttpService`
//! behind a small hyper loop that checks the bearer token first, with `Host` and `Origin`
//! validated against DNS rebinding, and a refusal to listen beyond loopback without a token.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::{header, Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use tokio::net::TcpListener;
use tokio::signal::unix::{signal, SignalKind};

use crate::server::Server;

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
}

impl Http {
    /// Listening on `addr`, with the bearer token in the environment variable `token_var`
    /// (when it is set) and no `Host` names beyond the loopback names and `addr`.
    pub fn new(addr: SocketAddr, token_var: impl Into<String>) -> Http {
        Http { addr, token_var: token_var.into(), allowed_hosts: Vec::new() }
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
        let Http { addr, token_var, allowed_hosts: extra_hosts } = http;
        let token = match std::env::var(&token_var) {
            Ok(token) if !token.is_empty() => Some(Arc::<str>::from(token)),
            Ok(_) | Err(std::env::VarError::NotPresent) => None,
            Err(std::env::VarError::NotUnicode(_)) => return Err(format!("`{token_var}` is not UTF-8")),
        };
        if !addr.ip().is_loopback() && token.is_none() {
            return Err(format!(
                "refusing to listen on `{addr}` without a bearer token: anyone who can reach it could call \
                 the tools; set `{token_var}` to a secret the clients send as `Authorization: Bearer …`, or \
                 listen on 127.0.0.1"
            ));
        }
        let max_body = self.limits.max_request_bytes;
        let prepared = self.prepare()?;
        let runtime = crate::server::runtime()?;
        let result = runtime.block_on(async move {
            let listener = TcpListener::bind(addr).await.map_err(|err| format!("cannot listen on `{addr}`: {err}"))?;
            let local = listener.local_addr().map_err(|err| format!("cannot read the address listened on: {err}"))?;
            let config = StreamableHttpServerConfig::default()
                .with_allowed_hosts(allowed_hosts(local, &extra_hosts))
                .with_allowed_origins(allowed_origins(local, &extra_hosts))
                .enforce_origin_validation()
                .with_max_request_body_bytes(max_body);
            let shutdown = config.cancellation_token.clone();
            let service = StreamableHttpService::new(
                move || Ok(prepared.session()),
                Arc::new(LocalSessionManager::default()),
                config,
            );
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
                                continue;
                            }
                        };
                        without_nagle(&stream);
                        tokio::spawn(connection(stream, service.clone(), token.clone()));
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

type Mcp = StreamableHttpService<crate::server::Prepared, LocalSessionManager>;

async fn connection(stream: tokio::net::TcpStream, service: Mcp, token: Option<Arc<str>>) {
    let handler = hyper::service::service_fn(move |request: Request<hyper::body::Incoming>| {
        let (service, token) = (service.clone(), token.clone());
        async move {
            Ok::<_, Infallible>(match authorized(&request, token.as_deref()) {
                true => service.handle(request).await,
                false => unauthorized(),
            })
        }
    });
    let served = hyper::server::conn::http1::Builder::new().serve_connection(TokioIo::new(stream), handler).await;
    if let Err(err) = served {
        eprintln!("toolschema-mcp: a connection ended with an error: {err}");
    }
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

fn unauthorized() -> Response<http_body_util::combinators::BoxBody<Bytes, Infallible>> {
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
