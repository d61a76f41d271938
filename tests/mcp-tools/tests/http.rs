//! The fixture server over Streamable HTTP, driven with raw HTTP/1.1 on a `TcpStream`: every
//! bad request (bytes that are not JSON, an unknown method, a foreign `Host` or `Origin`, a
//! body over the limit) gets an answer naming the problem, and the next good request is still
//! served; SIGTERM ends the server with status 0 within a few seconds, a call in flight or not.
//! Needs the feature `http`: `cargo test -p mcp-fixture-tools --features http` (run by `.ci/run`).

#![cfg(feature = "http")]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// How long any answer may take.
const TIMEOUT: Duration = Duration::from_secs(20);

/// The server, and a client of the session it gave.
struct Http {
    child: Child,
    client: Client,
}

/// Where the server listens (`host:port`) and the session it gave.
#[derive(Clone)]
struct Client {
    addr: String,
    session: String,
}

/// What one request got back.
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: String,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// The JSON-RPC message of the body: plain JSON, or the `data:` of an SSE event.
    fn message(&self) -> Value {
        let text = match self.header("content-type") {
            Some(kind) if kind.starts_with("text/event-stream") => self
                .body
                .lines()
                .filter_map(|line| line.strip_prefix("data:"))
                .map(str::trim)
                .find(|data| !data.is_empty())
                .unwrap_or_else(|| panic!("no event with data in {:?}", self.body)),
            _ => self.body.as_str(),
        };
        serde_json::from_str(text).unwrap_or_else(|err| panic!("not JSON ({err}): {text:?}"))
    }
}

impl Http {
    fn start() -> Http {
        Http::start_with(&[])
    }

    /// The server started with `args` after `--http 127.0.0.1:0`.
    fn start_with(args: &[&str]) -> Http {
        let mut child = Command::new(env!("CARGO_BIN_EXE_mcp-fixture"))
            .args(["--http", "127.0.0.1:0"])
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the fixture server starts");
        let mut stderr = BufReader::new(child.stderr.take().unwrap());
        let mut line = String::new();
        stderr.read_line(&mut line).unwrap();
        let addr = line
            .trim()
            .strip_prefix("toolschema-mcp: listening on http://")
            .and_then(|rest| rest.strip_suffix("/mcp"))
            .unwrap_or_else(|| panic!("not the line saying where it listens: {line:?}"))
            .to_owned();
        // The rest of the log is drained so that the server never blocks on a full pipe.
        std::thread::spawn(move || std::io::copy(&mut stderr, &mut std::io::sink()));
        let mut client = Client { addr, session: String::new() };
        let answer = client.post(&json!({ "jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": { "name": "raw", "version": "1" } } }));
        assert_eq!(answer.status, 200, "{}", answer.body);
        client.session = answer.header("mcp-session-id").expect("a session id").to_owned();
        let answer = client.post(&json!({ "jsonrpc": "2.0", "method": "notifications/initialized" }));
        assert_eq!(answer.status, 202, "{}", answer.body);
        Http { child, client }
    }

    /// SIGTERM, then the exit status, which must come within `within`.
    fn terminate(mut self, within: Duration) -> ExitStatus {
        let killed = Command::new("kill").args(["-TERM", &self.child.id().to_string()]).status().unwrap();
        assert!(killed.success());
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            if started.elapsed() > within {
                let _ = self.child.kill();
                panic!("the server was still running {within:?} after SIGTERM");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Client {
    fn post(&self, message: &Value) -> Answer {
        self.raw(message.to_string().as_bytes(), &[])
    }

    /// POSTs `body` to `/mcp` with the session's headers and `extra` (which win).
    fn raw(&self, body: &[u8], extra: &[(&str, &str)]) -> Answer {
        let mut headers: Vec<(String, String)> = vec![
            ("Host".into(), self.addr.clone()),
            ("Content-Type".into(), "application/json".into()),
            ("Accept".into(), "application/json, text/event-stream".into()),
            ("Content-Length".into(), body.len().to_string()),
            ("Connection".into(), "close".into()),
        ];
        if !self.session.is_empty() {
            headers.push(("Mcp-Session-Id".into(), self.session.clone()));
            headers.push(("MCP-Protocol-Version".into(), "2025-11-25".into()));
        }
        for (name, value) in extra {
            headers.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
            headers.push(((*name).into(), (*value).into()));
        }
        let mut stream = TcpStream::connect(&self.addr).unwrap();
        stream.set_read_timeout(Some(TIMEOUT)).unwrap();
        let mut head = String::from("POST /mcp HTTP/1.1\r\n");
        for (name, value) in &headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        head.push_str("\r\n");
        stream.write_all(head.as_bytes()).unwrap();
        // A server that refuses early may close before the body is through: its answer counts.
        let _ = stream.write_all(body);
        read_answer(stream)
    }

    fn ping(&self, id: u64) {
        let answer = self.post(&json!({ "jsonrpc": "2.0", "id": id, "method": "ping" }));
        assert_eq!(answer.status, 200, "{}", answer.body);
        assert_eq!(answer.message()["result"], json!({}), "{}", answer.body);
    }
}

/// Reads a whole HTTP/1.1 response (the server closes the connection after it), with a
/// chunked body decoded.
fn read_answer(stream: TcpStream) -> Answer {
    let mut reader = BufReader::new(stream);
    let mut status_line = String::new();
    reader.read_line(&mut status_line).unwrap();
    let status = status_line.split(' ').nth(1).and_then(|code| code.parse().ok()).unwrap_or_else(|| {
        panic!("not an HTTP status line: {status_line:?}");
    });
    let mut headers = Vec::new();
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        let (name, value) = line.split_once(':').unwrap_or_else(|| panic!("not a header: {line:?}"));
        headers.push((name.trim().to_owned(), value.trim().to_owned()));
    }
    let chunked = headers.iter().any(|(n, v)| n.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked"));
    let mut body = Vec::new();
    if chunked {
        loop {
            let mut size = String::new();
            reader.read_line(&mut size).unwrap();
            let size = usize::from_str_radix(size.trim(), 16).unwrap_or_else(|_| panic!("not a chunk size: {size:?}"));
            if size == 0 {
                break;
            }
            let mut chunk = vec![0; size + 2];
            reader.read_exact(&mut chunk).unwrap();
            body.extend_from_slice(&chunk[..size]);
        }
    } else {
        reader.read_to_end(&mut body).unwrap();
    }
    Answer { status, headers, body: String::from_utf8_lossy(&body).into_owned() }
}

#[test]
fn every_bad_request_gets_an_answer_and_the_next_one_is_served() {
    let server = Http::start();
    let http = &server.client;
    http.ping(1);

    // Bytes that are not JSON: a JSON-RPC parse error, or a 4xx saying so; never a 5xx.
    let answer = http.raw(b"{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": ", &[]);
    assert!((400..500).contains(&answer.status), "{} {}", answer.status, answer.body);
    http.ping(3);

    let answer = http.post(&json!({ "jsonrpc": "2.0", "id": 4, "method": "no/such/method" }));
    assert_eq!(answer.message()["error"]["code"], -32601, "{}", answer.body);
    http.ping(5);

    // DNS rebinding: a page of another site cannot reach the server through a name of its own.
    let answer = http.raw(
        json!({ "jsonrpc": "2.0", "id": 6, "method": "ping" }).to_string().as_bytes(),
        &[("Host", "evil.example")],
    );
    assert_eq!(answer.status, 403, "{}", answer.body);
    let answer = http.raw(
        json!({ "jsonrpc": "2.0", "id": 7, "method": "ping" }).to_string().as_bytes(),
        &[("Origin", "http://evil.example")],
    );
    assert_eq!(answer.status, 403, "{}", answer.body);
    http.ping(8);

    // A body over the limit (8 MiB) is refused before it is read whole.
    let answer = http.raw(&vec![b' '; 9 * 1024 * 1024], &[]);
    assert_eq!(answer.status, 413, "{}", answer.body);
    http.ping(9);

    // A tool that panics is a tool error, and the server goes on.
    let answer = http.post(&json!({ "jsonrpc": "2.0", "id": 10, "method": "tools/call",
        "params": { "name": "boom", "arguments": { "reason": "raw http" } } }));
    let message = answer.message();
    assert_eq!(message["result"]["isError"], true, "{}", answer.body);
    assert!(message["result"]["content"][0]["text"].as_str().unwrap().starts_with("tool_panicked:"), "{}", answer.body);
    http.ping(11);

    let status = server.terminate(Duration::from_secs(5));
    assert!(status.success(), "{status:?}");
}

#[test]
fn a_host_name_allowed_on_the_command_line_is_served() {
    let server = Http::start_with(&["--allow-host", "mcp.example.com"]);
    let ping = json!({ "jsonrpc": "2.0", "id": 1, "method": "ping" }).to_string();
    let answer =
        server.client.raw(ping.as_bytes(), &[("Host", "mcp.example.com"), ("Origin", "https://mcp.example.com")]);
    assert_eq!(answer.status, 200, "{}", answer.body);
    // Other names are still refused.
    let answer = server.client.raw(ping.as_bytes(), &[("Host", "evil.example")]);
    assert_eq!(answer.status, 403, "{}", answer.body);
    assert!(server.terminate(Duration::from_secs(5)).success());
}

#[test]
fn sigterm_ends_the_server_with_status_0_even_with_a_call_in_flight() {
    let server = Http::start();
    let call = server.client.clone();
    // The call's connection is the client's to give up on; the server must not wait for it.
    // (Its thread panics when the server goes away; the test does not join it.)
    std::thread::spawn(move || {
        call.post(&json!({ "jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": { "name": "nap", "arguments": { "ms": 20000 } } }))
    });
    std::thread::sleep(Duration::from_millis(500));
    server.client.ping(2);
    let started = Instant::now();
    let status = server.terminate(Duration::from_secs(5));
    assert!(status.success(), "{status:?}");
    eprintln!("exit with a 20 s call in flight: {:?} after SIGTERM", started.elapsed());
}
