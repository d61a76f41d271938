//! Raw HTTP/1.1 on a `TcpStream` against the fixture server: the helpers of `http.rs` and
//! `bounds.rs`.

#![allow(dead_code)] // Each test file uses its own part.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// How long any answer may take.
pub const TIMEOUT: Duration = Duration::from_secs(20);

/// The server, and a client of the session it gave.
pub struct Http {
    pub child: Child,
    pub client: Client,
}

/// Where the server listens (`host:port`) and the session it gave.
#[derive(Clone)]
pub struct Client {
    pub addr: String,
    pub session: String,
}

/// What one request got back.
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// The JSON-RPC message of the body: plain JSON, or the `data:` of an SSE event.
    pub fn message(&self) -> Value {
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
    pub fn start() -> Http {
        Http::start_with(&[])
    }

    /// The server started with `args` after `--http 127.0.0.1:0`, initialised (with a
    /// session, unless `args` has `--stateless`).
    pub fn start_with(args: &[&str]) -> Http {
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
        if args.contains(&"--stateless") {
            assert_eq!(answer.header("mcp-session-id"), None, "a stateless server makes no session");
            assert_eq!(answer.header("content-type"), Some("application/json"), "{}", answer.body);
        } else {
            client.session = answer.header("mcp-session-id").expect("a session id").to_owned();
        }
        let answer = client.post(&json!({ "jsonrpc": "2.0", "method": "notifications/initialized" }));
        assert_eq!(answer.status, 202, "{}", answer.body);
        Http { child, client }
    }

    /// SIGTERM, then the exit status, which must come within `within`.
    pub fn terminate(mut self, within: Duration) -> ExitStatus {
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
    pub fn post(&self, message: &Value) -> Answer {
        self.raw(message.to_string().as_bytes(), &[])
    }

    /// POSTs `body` to `/mcp` with the session's headers and `extra` (which win).
    pub fn raw(&self, body: &[u8], extra: &[(&str, &str)]) -> Answer {
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

    pub fn ping(&self, id: u64) {
        let answer = self.post(&json!({ "jsonrpc": "2.0", "id": id, "method": "ping" }));
        assert_eq!(answer.status, 200, "{}", answer.body);
        assert_eq!(answer.message()["result"], json!({}), "{}", answer.body);
    }
}

/// Reads a whole HTTP/1.1 response (the server closes the connection after it), with a
/// chunked body decoded.
pub fn read_answer(stream: TcpStream) -> Answer {
    read_response(&mut BufReader::new(stream))
}

/// Reads one HTTP/1.1 response: its body by `Content-Length`, chunked, or to the end of the
/// connection; so a connection kept alive can carry the next request.
pub fn read_response(reader: &mut BufReader<TcpStream>) -> Answer {
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
    let header = |name: &str| headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.clone());
    let mut body = Vec::new();
    if header("transfer-encoding").is_some_and(|value| value.contains("chunked")) {
        loop {
            let mut size = String::new();
            reader.read_line(&mut size).unwrap();
            let size = usize::from_str_radix(size.trim(), 16).unwrap_or_else(|_| panic!("not a chunk size: {size:?}"));
            if size == 0 {
                let mut end = String::new();
                reader.read_line(&mut end).unwrap();
                break;
            }
            let mut chunk = vec![0; size + 2];
            reader.read_exact(&mut chunk).unwrap();
            body.extend_from_slice(&chunk[..size]);
        }
    } else if let Some(length) = header("content-length").and_then(|length| length.parse().ok()) {
        body = vec![0; length];
        reader.read_exact(&mut body).unwrap();
    } else {
        reader.read_to_end(&mut body).unwrap();
    }
    Answer { status, headers, body: String::from_utf8_lossy(&body).into_owned() }
}
