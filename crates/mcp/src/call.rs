//! One `tools/call`: a sync tool on a blocking thread within the bound on calls in flight
//! (or on the worker that read the call, for a tool annotated `inline`), an async one on the
//! workers, each given up on when the client cancels; and the cap on what is sent back.

use std::future::Future;
use std::io::{self, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};

use serde_json::Value;
use toolschema::{Call, ToolError, ToolSchema};

use crate::server::{CallResult, Prepared};

/// Whether `tool` may block the thread it runs on: every sync tool but one annotated `inline`.
pub fn may_block(tool: &ToolSchema) -> bool {
    !tool.is_async && !tool.annotations.inline
}

/// Runs `tool` with `args` and the call's parts; `None` when `cancelled` finished first.
///
/// On cancellation the call's `Cancellation` is cancelled. A sync tool already running keeps
/// its blocking thread (and its slot) until it returns: threads cannot be stopped, and the
/// slot counts work really in flight. An async tool is dropped at its next `.await`, unless
/// it has asked its `Cancellation`: then it is left to see the cancellation and return, and
/// its result is dropped.
pub async fn run(
    server: &Prepared,
    tool: &'static ToolSchema,
    args: Value,
    call: Call,
    cancelled: impl Future<Output = ()>,
) -> Option<CallResult> {
    let name = tool.name();
    let cancellation = call.cancellation().clone();
    let work = async {
        if tool.is_async {
            // `prepare` refused a crate with async tools and no async dispatch.
            let dispatch = server.server.asynchronous.clone()?;
            return Some(dispatch(call, name.to_owned(), args).await);
        }
        if tool.annotations.inline {
            // `dispatch` catches the tool's panics; this is for one in the closure around it.
            let dispatch = &server.server.sync;
            return Some(catch_unwind(AssertUnwindSafe(|| dispatch(&call, name, &args))).unwrap_or_else(|payload| {
                let text = payload_text(&*payload);
                // A payload whose `Drop` panics must not take the worker down: it is forgotten.
                std::mem::forget(payload);
                Err(ToolError::tool_panicked(name, &text))
            }));
        }
        let permit = server.permits.clone().acquire_owned().await.ok()?;
        let dispatch = server.server.sync.clone();
        let joined = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            dispatch(&call, name, &args)
        })
        .await;
        // dispatch catches panics itself; this is for one in a closure of the tools crate's.
        Some(joined.unwrap_or_else(|err| Err(ToolError::tool_panicked(name, &panic_text(err)))))
    };
    let mut work = std::pin::pin!(work);
    tokio::select! {
        result = &mut work => return result,
        () = cancelled => {}
    }
    cancellation.cancel();
    if tool.is_async && cancellation.is_watched() {
        let _ = work.await;
    }
    None
}

fn payload_text(payload: &(dyn std::any::Any + Send)) -> String {
    match (payload.downcast_ref::<&str>(), payload.downcast_ref::<String>()) {
        (Some(text), _) => (*text).to_owned(),
        (_, Some(text)) => text.clone(),
        _ => "a panic without a message".to_owned(),
    }
}

fn panic_text(err: tokio::task::JoinError) -> String {
    match err.try_into_panic() {
        Ok(payload) => payload_text(&*payload),
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
