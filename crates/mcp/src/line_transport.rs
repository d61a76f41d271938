//! The stdio transport: one JSON-RPC message a line, read with a bound on its length and
//! screened before rmcp sees it, so that every malformed message gets a JSON-RPC answer
//! with its id where it has one, and nothing a client sends can stop the server.
//!
//! rmcp's own line transport drops unparsable lines silently and answers a well-formed
//! message of the wrong shape with `-32600` and a `null` id; MCP asks for `-32602` when a
//! `tools/call` has no `name` or its `arguments` are not an object, with the request's id,
//! so the screening is done here and rmcp gets only messages it can read.

use std::io;
use std::sync::Arc;

use rmcp::model::{ClientRequest, JsonRpcMessage};
use rmcp::service::{RoleServer, RxJsonRpcMessage, TxJsonRpcMessage};
use rmcp::transport::Transport;
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::sync::Mutex;

/// JSON-RPC's codes for the answers given here.
const PARSE_ERROR: i64 = -32700;
const INVALID_REQUEST: i64 = -32600;
const INVALID_PARAMS: i64 = -32602;

/// A line-delimited JSON-RPC transport over any reader and writer.
pub struct LineTransport<R, W> {
    read: BufReader<R>,
    /// The line read so far; kept across calls, since `receive` is polled in a `select!`
    /// and may be dropped between two reads.
    line: Vec<u8>,
    /// Inside a line already found too long, until its newline.
    skipping: bool,
    max_line: usize,
    write: Arc<Mutex<W>>,
    /// Told when the input ends, so the process can stop waiting for calls still running.
    ended: Option<tokio::sync::oneshot::Sender<()>>,
}

impl<R, W> LineTransport<R, W>
where
    R: AsyncRead + Send + Unpin,
    W: AsyncWrite + Send + Unpin + 'static,
{
    /// A transport reading lines of at most `max_line` bytes (newline excluded) from `read`;
    /// `ended` is sent when `read` ends or fails.
    pub fn new(read: R, write: W, max_line: usize, ended: tokio::sync::oneshot::Sender<()>) -> Self {
        LineTransport {
            read: BufReader::new(read),
            line: Vec::new(),
            skipping: false,
            max_line,
            write: Arc::new(Mutex::new(write)),
            ended: Some(ended),
        }
    }

    fn end(&mut self) -> Option<RxJsonRpcMessage<RoleServer>> {
        if let Some(ended) = self.ended.take() {
            let _ = ended.send(());
        }
        None
    }

    /// Writes one line on its own task: a dropped `receive` cannot leave half of it behind.
    fn answer(&self, message: Value) {
        let write = self.write.clone();
        let mut bytes = message.to_string().into_bytes();
        bytes.push(b'\n');
        tokio::spawn(async move {
            let mut write = write.lock().await;
            if let Err(err) = write_line(&mut *write, &bytes).await {
                eprintln!("toolschema-mcp: cannot write an error answer: {err}");
            }
        });
    }

    /// The next whole line into `self.line`, or `None` at the end of input. Cancel-safe:
    /// bytes move from the buffer to `line` with no `await` between taking and consuming.
    async fn read_line(&mut self) -> io::Result<Option<Line>> {
        loop {
            let available = self.read.fill_buf().await?;
            if available.is_empty() {
                return Ok(None);
            }
            let newline = available.iter().position(|&b| b == b'\n');
            let take = newline.map_or(available.len(), |at| at + 1);
            let line = match (self.skipping, newline.is_some()) {
                (true, ended) => {
                    self.skipping = !ended;
                    None
                }
                (false, ended) => {
                    let content = newline.map_or(take, |at| at);
                    if self.line.len() + content > self.max_line {
                        // Nothing more of it is kept: a client cannot make the server hold a
                        // line longer than the limit.
                        self.line.clear();
                        self.skipping = !ended;
                        Some(Line::TooLong)
                    } else {
                        self.line.extend_from_slice(&available[..take]);
                        ended.then_some(Line::Whole)
                    }
                }
            };
            self.read.consume(take);
            if let Some(line) = line {
                return Ok(Some(line));
            }
        }
    }
}

enum Line {
    Whole,
    TooLong,
}

/// What one line is.
enum Screened {
    Message(Box<RxJsonRpcMessage<RoleServer>>),
    Answer(Value),
    Nothing,
}

/// Reads one line as a message rmcp can take, or as the error answer it deserves.
fn screen(line: &[u8]) -> Screened {
    let line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line);
    if line.iter().all(u8::is_ascii_whitespace) {
        return Screened::Nothing;
    }
    // A message rmcp reads as one of MCP's own needs no screening: a `tools/call` it reads as
    // one has a string `name` and object `arguments`. Reading the line once, straight into
    // rmcp's type, rather than into a `Value` and out of it again, was a fifth of a call's
    // time. What rmcp reads as a custom request (a `tools/call` with bad params is one) is
    // screened below.
    if let Ok(message) = serde_json::from_slice::<RxJsonRpcMessage<RoleServer>>(line) {
        let custom =
            matches!(&message, JsonRpcMessage::Request(r) if matches!(r.request, ClientRequest::CustomRequest(_)));
        if !custom {
            return Screened::Message(Box::new(message));
        }
    }
    let value: Value = match serde_json::from_slice(line) {
        Ok(value) => value,
        Err(err) => return Screened::Answer(error(Value::Null, PARSE_ERROR, format!("the line is not JSON: {err}"))),
    };
    let Some(object) = value.as_object() else {
        let message = "a message must be one JSON-RPC object (batches are not part of MCP)";
        return Screened::Answer(error(Value::Null, INVALID_REQUEST, message.into()));
    };
    let id = object.get("id").filter(|id| id.is_string() || id.is_number()).cloned();
    let method = object.get("method").cloned();
    if let (Some(id), Some(Value::String(method))) = (&id, &method) {
        if method == "tools/call" {
            if let Some(problem) = call_params_problem(object.get("params")) {
                return Screened::Answer(error(id.clone(), INVALID_PARAMS, problem.into()));
            }
        }
    }
    match serde_json::from_value::<RxJsonRpcMessage<RoleServer>>(value) {
        Ok(message) => Screened::Message(Box::new(message)),
        // A notification is never answered, not even when it is malformed.
        Err(err) if id.is_none() && method.is_some() => {
            eprintln!("toolschema-mcp: ignoring a malformed notification: {err}");
            Screened::Nothing
        }
        Err(err) => {
            let message = match method {
                None => format!("the message has no `method` and is not a response: {err}"),
                Some(_) => format!("the message is not a JSON-RPC request MCP defines: {err}"),
            };
            Screened::Answer(error(id.unwrap_or(Value::Null), INVALID_REQUEST, message))
        }
    }
}

/// Why the params of a `tools/call` cannot be a call, if they cannot.
fn call_params_problem(params: Option<&Value>) -> Option<&'static str> {
    let Some(Value::Object(params)) = params else {
        return Some("`tools/call` needs `params`, an object with the tool's `name`");
    };
    match (params.get("name"), params.get("arguments")) {
        (None, _) => Some("`tools/call` needs the tool's `name` in its `params`"),
        (Some(name), _) if !name.is_string() => Some("the `name` of a `tools/call` must be a string"),
        (_, Some(args)) if !(args.is_object() || args.is_null()) => {
            Some("the `arguments` of a `tools/call` must be an object of the tool's parameters")
        }
        _ => None,
    }
}

fn error(id: Value, code: i64, message: String) -> Value {
    json!({ "jsonrpc": "2.0", "id": id, "error": { "code": code, "message": message } })
}

async fn write_line<W: AsyncWrite + Unpin>(write: &mut W, bytes: &[u8]) -> io::Result<()> {
    write.write_all(bytes).await?;
    write.flush().await
}

impl<R, W> Transport<RoleServer> for LineTransport<R, W>
where
    R: AsyncRead + Send + Unpin,
    W: AsyncWrite + Send + Unpin + 'static,
{
    type Error = io::Error;

    fn send(
        &mut self,
        item: TxJsonRpcMessage<RoleServer>,
    ) -> impl std::future::Future<Output = Result<(), Self::Error>> + Send + 'static {
        // Serialised now, written whole under the lock: lines never interleave.
        let bytes = serde_json::to_vec(&item).map(|mut bytes| {
            bytes.push(b'\n');
            bytes
        });
        let write = self.write.clone();
        async move {
            let bytes = bytes.map_err(io::Error::other)?;
            let mut write = write.lock().await;
            write_line(&mut *write, &bytes).await
        }
    }

    async fn receive(&mut self) -> Option<RxJsonRpcMessage<RoleServer>> {
        loop {
            let line = match self.read_line().await {
                Ok(Some(line)) => line,
                Ok(None) => return self.end(),
                Err(err) => {
                    eprintln!("toolschema-mcp: cannot read standard input: {err}");
                    return self.end();
                }
            };
            let screened = match line {
                Line::TooLong => {
                    let message = format!("the request is longer than this server's limit of {} bytes", self.max_line);
                    eprintln!("toolschema-mcp: {message}");
                    Screened::Answer(error(Value::Null, INVALID_REQUEST, message))
                }
                Line::Whole => {
                    let line = std::mem::take(&mut self.line);
                    let screened = screen(line.strip_suffix(b"\n").unwrap_or(&line));
                    // The buffer's capacity is kept for the next line, unless it was a big one.
                    if line.capacity() <= 64 * 1024 {
                        self.line = line;
                        self.line.clear();
                    }
                    screened
                }
            };
            match screened {
                Screened::Message(message) => return Some(*message),
                Screened::Answer(answer) => self.answer(answer),
                Screened::Nothing => {}
            }
        }
    }

    async fn close(&mut self) -> Result<(), Self::Error> {
        self.write.lock().await.flush().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(line: &str) -> Value {
        match screen(line.as_bytes()) {
            Screened::Answer(answer) => answer,
            Screened::Message(message) => panic!("`{line}` was taken: {message:?}"),
            Screened::Nothing => panic!("`{line}` was ignored"),
        }
    }

    #[test]
    fn bad_calls_are_invalid_params_with_their_id() {
        for params in [r#"{"arguments": {}}"#, r#"{"name": 5}"#, r#"{"name": "x", "arguments": [1]}"#, "3"] {
            let line = format!(r#"{{"jsonrpc": "2.0", "id": "a", "method": "tools/call", "params": {params}}}"#);
            let answer = answer(&line);
            assert_eq!(
                (answer["id"].as_str(), answer["error"]["code"].as_i64()),
                (Some("a"), Some(INVALID_PARAMS)),
                "{line}"
            );
        }
    }

    #[test]
    fn what_is_not_a_message_is_answered_and_a_bad_notification_is_not() {
        assert_eq!(answer("{nope")["error"]["code"], PARSE_ERROR);
        assert_eq!(answer("[]")["error"]["code"], INVALID_REQUEST);
        let no_method = answer(r#"{"jsonrpc": "2.0", "id": 7}"#);
        assert_eq!((no_method["id"].as_i64(), no_method["error"]["code"].as_i64()), (Some(7), Some(INVALID_REQUEST)));
        let notification = r#"{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": 5}"#;
        assert!(matches!(screen(notification.as_bytes()), Screened::Nothing));
        assert!(matches!(screen(b"  \r"), Screened::Nothing));
    }

    #[test]
    fn good_messages_pass_a_byte_order_mark_too() {
        let ping = "\u{feff}{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}";
        assert!(matches!(screen(ping.as_bytes()), Screened::Message(_)));
        let call = r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "x", "arguments": null}}"#;
        assert!(matches!(screen(call.as_bytes()), Screened::Message(_)));
    }

    #[tokio::test]
    async fn a_long_line_is_refused_without_being_kept_and_the_next_is_read() {
        let input = format!("{}\n{{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}}\n", "x".repeat(100_000));
        let (ended, _) = tokio::sync::oneshot::channel();
        let mut transport = LineTransport::new(input.as_bytes(), tokio::io::sink(), 1000, ended);
        assert!(matches!(transport.read_line().await.unwrap(), Some(Line::TooLong)));
        assert!(transport.line.capacity() <= 1000 + 8192, "{}", transport.line.capacity());
        assert!(matches!(transport.read_line().await.unwrap(), Some(Line::Whole)));
        assert!(transport.line.starts_with(b"{\"jsonrpc\""));
    }
}
