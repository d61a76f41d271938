//! A raw JSON-RPC client over a child's stdin and stdout, for the MCP server tests: writes
//! lines as they are given, reads every line the server writes on a thread of its own and
//! fails the test on any that is not a JSON-RPC message, and bounds every wait, so a hang
//! fails instead of waiting forever. Shared by `tools/tests/mcp_stdio.rs` through `#[path]`.

#![allow(dead_code)]

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// How long any one answer may take.
pub const TIMEOUT: Duration = Duration::from_secs(20);

/// A running server and the lines it wrote.
pub struct Server {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Result<Value, String>>,
    /// Answers read while waiting for another id.
    early: HashMap<String, Value>,
    /// Notifications and answers with a `null` id, in order.
    pub others: Vec<Value>,
    stderr: Arc<Mutex<String>>,
}

impl Server {
    /// Starts `exe` with piped stdin, stdout and stderr.
    pub fn start(exe: &str) -> Server {
        Server::start_with(exe, &[])
    }

    /// [`Server::start`] with environment variables set.
    pub fn start_with(exe: &str, env: &[(&str, &str)]) -> Server {
        let mut child = Command::new(exe)
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|err| panic!("cannot start `{exe}`: {err}"));
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let checked = line.map_err(|err| err.to_string()).and_then(|line| check_line(&line));
                let bad = checked.is_err();
                if send.send(checked).is_err() || bad {
                    return;
                }
            }
        });
        let stderr = Arc::new(Mutex::new(String::new()));
        let mut pipe = child.stderr.take().unwrap();
        let sink = stderr.clone();
        thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n @ 1..) = pipe.read(&mut buf) {
                sink.lock().unwrap().push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        let stdin = child.stdin.take();
        Server { child, stdin, lines, early: HashMap::new(), others: Vec::new(), stderr }
    }

    /// What the server wrote to stderr so far.
    pub fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    /// Writes `bytes` and a newline.
    pub fn send_line(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        stdin.write_all(bytes).unwrap();
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
    }

    /// Writes one message.
    pub fn send(&mut self, message: &Value) {
        self.send_line(message.to_string().as_bytes());
    }

    /// The next line the server writes, if one comes within `wait`.
    pub fn next(&mut self, wait: Duration) -> Option<Value> {
        match self.lines.recv_timeout(wait) {
            Ok(Ok(value)) => Some(value),
            Ok(Err(bad)) => panic!("{bad}"),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => panic!("the server closed stdout; stderr:\n{}", self.stderr()),
        }
    }

    /// Waits for the answer to `id`, keeping the others for later.
    pub fn answer(&mut self, id: &Value) -> Value {
        let key = id.to_string();
        let deadline = Instant::now() + TIMEOUT;
        loop {
            if let Some(answer) = self.early.remove(&key) {
                return answer;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            let Some(line) = self.next(left) else {
                panic!("no answer to {key} within {TIMEOUT:?}; stderr:\n{}", self.stderr())
            };
            match line.get("id") {
                Some(Value::Null) | None => self.others.push(line),
                Some(other) => {
                    self.early.insert(other.to_string(), line);
                }
            }
        }
    }

    /// Waits for the next line answering with a `null` id (a line that could not be read).
    pub fn null_answer(&mut self) -> Value {
        let deadline = Instant::now() + TIMEOUT;
        loop {
            if let Some(at) = self.others.iter().position(|line| line["id"].is_null() && line.get("id").is_some()) {
                return self.others.remove(at);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            let line =
                self.next(left).unwrap_or_else(|| panic!("no answer with a null id; stderr:\n{}", self.stderr()));
            match line.get("id") {
                Some(Value::Null) | None => self.others.push(line),
                Some(other) => {
                    self.early.insert(other.to_string(), line);
                }
            }
        }
    }

    /// Sends a request and waits for its answer.
    pub fn request(&mut self, id: Value, method: &str, params: Value) -> Value {
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        self.answer(&id)
    }

    /// A `tools/call` of `tool` and its answer.
    pub fn call(&mut self, id: u64, tool: &str, arguments: Value) -> Value {
        self.request(json!(id), "tools/call", json!({ "name": tool, "arguments": arguments }))
    }

    /// `initialize` and `notifications/initialized`, at revision 2025-11-25.
    pub fn initialize(&mut self) -> Value {
        let params = json!({
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": { "name": "raw-stdio-test", "version": "0" },
        });
        let answer = self.request(json!(0), "initialize", params);
        self.send(&json!({ "jsonrpc": "2.0", "method": "notifications/initialized" }));
        answer
    }

    /// A `ping`, which must be answered with an empty result.
    pub fn ping(&mut self, id: u64) {
        let answer = self.request(json!(id), "ping", json!({}));
        assert_eq!(answer["result"], json!({}), "ping {id}: {answer}");
    }

    /// Closes stdin and waits (bounded) for the process to end.
    pub fn close(mut self, within: Duration) -> ExitStatus {
        drop(self.stdin.take());
        let deadline = Instant::now() + within;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("the server did not exit within {within:?} of stdin closing; stderr:\n{}", self.stderr());
            }
            thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A line the server wrote, as JSON-RPC: an answer (an id and one of `result` and `error`)
/// or a notification, or why it is neither.
fn check_line(line: &str) -> Result<Value, String> {
    let value: Value = serde_json::from_str(line)
        .map_err(|err| format!("the server wrote a line that is not JSON ({err}): {line:.200}"))?;
    let answer = value.get("id").is_some() && (value.get("result").is_some() ^ value.get("error").is_some());
    let notification = value.get("id").is_none() && value["method"].is_string();
    match value["jsonrpc"] == "2.0" && (answer || notification) {
        true => Ok(value),
        false => Err(format!("the server wrote a line that is not a JSON-RPC answer or notification: {line:.200}")),
    }
}

/// The text of a `CallToolResult`'s single text block.
pub fn text(answer: &Value) -> &str {
    answer["result"]["content"][0]["text"].as_str().unwrap_or_else(|| panic!("no text in {answer:.300}"))
}
