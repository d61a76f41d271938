//! One `tools/call`: a sync tool on a blocking thread within the bound on calls in flight, an
//! async one on the workers, both given up on when the client cancels; and the cap on what
//! is sent back.

use std::future::Future;
use std::io::{self, Write};

use serde_json::Value;
use toolschema::{ToolError, ToolSchema};

use crate::server::{CallResult, Prepared};

/// Runs `tool` with `args`; `None` when `cancelled` finished first. A sync tool already
/// running keeps its blocking thread (and its slot) until it returns: threads cannot be
/// stopped, and the slot counts work really in flight.
pub async fn run(
    server: &Prepared,
    tool: &'static ToolSchema,
    args: Value,
    cancelled: impl Future<Output = ()>,
) -> Option<CallResult> {
    let name = tool.name();
    let work = async {
        if tool.is_async {
            // `prepare` refused a crate with async tools and no async dispatch.
            let dispatch = server.server.asynchronous.clone()?;
            return Some(dispatch(name.to_owned(), args).await);
        }
        let permit = server.permits.clone().acquire_owned().await.ok()?;
        let dispatch = server.server.sync.clone();
        let joined = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            dispatch(name, &args)
        })
        .await;
        // dispatch catches panics itself; this is for one in a closure of the tools crate's.
        Some(joined.unwrap_or_else(|err| Err(ToolError::tool_panicked(name, &panic_text(err)))))
    };
    tokio::select! {
        result = work => result,
        () = cancelled => None,
    }
}

fn panic_text(err: tokio::task::JoinError) -> String {
    match err.try_into_panic() {
        Ok(payload) => match (payload.downcast_ref::<&str>(), payload.downcast_ref::<String>()) {
            (Some(text), _) => (*text).to_owned(),
            (_, Some(text)) => text.clone(),
            _ => "a panic without a message".to_owned(),
        },
        Err(err) => err.to_string(),
    }
}

/// `answer` (a `CallToolResult`) as it is when its compact JSON is at most `max` bytes, and
/// a tool error saying how large it was otherwise.
pub fn capped(tool: &ToolSchema, answer: Value, max: usize) -> Value {
    let mut counter = Counter(0);
    // Counting writes nothing, and a `Value` always serialises.
    let _ = serde_json::to_writer(&mut counter, &answer);
    if counter.0 <= max {
        return answer;
    }
    let message = format!(
        "its result is {} bytes of JSON, over this server's limit of {max} bytes; ask for less at a time",
        counter.0
    );
    ToolError::tool_failed(tool.name(), message).to_mcp_result()
}

/// Counts the bytes serde_json would write.
struct Counter(usize);

impl Write for Counter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0 += buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use toolschema::{Returns, ToolSchema};

    fn tool() -> ToolSchema {
        ToolSchema {
            name: "big".into(),
            summary: "Big.".into(),
            description: "".into(),
            params: Default::default(),
            returns: Returns { rust_type: "String".into(), description: "".into(), schema: None, content: false },
            is_async: false,
            annotations: toolschema::Annotations::NONE,
        }
    }

    #[test]
    fn a_result_over_the_cap_becomes_a_tool_error_with_its_size() {
        let answer = json!({ "content": [{ "type": "text", "text": "x".repeat(100) }], "isError": false });
        assert_eq!(super::capped(&tool(), answer.clone(), 1000), answer);
        let capped = super::capped(&tool(), answer, 50);
        assert_eq!(capped["isError"], true);
        let text = capped["content"][0]["text"].as_str().unwrap();
        assert!(text.starts_with("tool_failed: ") && text.contains("over this server's limit of 50 bytes"), "{text}");
    }
}
