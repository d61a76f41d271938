//! Panics in a tool (or in its `Deserialize` and `Serialize` impls) become `tool_panicked`,
//! and the process and the other tools carry on.

use std::any::Any;
use std::future::Future;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::task::Poll;

use crate::error::ToolError;

/// Calls `f`, turning a panic into `tool_panicked`.
pub fn catch_panic<R>(tool: &str, f: impl FnOnce() -> R) -> Result<R, ToolError> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|payload| panic_error(tool, payload))
}

/// Awaits `future`, turning a panic while it is polled into `tool_panicked`.
///
/// Needs no runtime: it only wraps each `poll`.
pub async fn catch_panic_async<F: Future>(tool: &str, future: F) -> Result<F::Output, ToolError> {
    // Boxing pins the future without `unsafe`; one allocation per async call.
    let mut future = Box::pin(future);
    std::future::poll_fn(move |cx| match catch_unwind(AssertUnwindSafe(|| future.as_mut().poll(cx))) {
        Ok(Poll::Ready(value)) => Poll::Ready(Ok(value)),
        Ok(Poll::Pending) => Poll::Pending,
        Err(payload) => Poll::Ready(Err(panic_error(tool, payload))),
    })
    .await
}

fn panic_error(tool: &str, payload: Box<dyn Any + Send>) -> ToolError {
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_string());
    // Dropping the payload could itself panic (a payload with a panicking `Drop`): forget it.
    std::mem::forget(payload);
    ToolError::tool_panicked(tool, &message)
}
