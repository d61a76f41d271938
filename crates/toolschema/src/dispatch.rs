//! The run-time half of the generated `dispatch`: each step a generated arm takes, written
//! once here rather than expanded into every arm.

use std::fmt::Display;
use std::panic::{catch_unwind, AssertUnwindSafe};

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::check::{check_args, ArgProblem, ProblemCode};
use crate::error::ToolError;
use crate::model::ToolSchema;

/// Arguments that passed `check_args`: an object, or `null` standing for `{}`.
#[derive(Clone, Copy, Debug)]
pub struct Checked<'a>(Option<&'a Map<String, Value>>);

/// Runs `check_args` for `tool`.
pub fn check<'a>(tool: &ToolSchema, args: &'a Value) -> Result<Checked<'a>, ToolError> {
    check_args(tool, args).map_err(|problems| ToolError::invalid_arguments(tool.name(), problems))?;
    Ok(Checked(args.as_object()))
}

/// Reads parameter `index` of `tool`: absent or `null` gives the default, or `None` for an `Option`.
pub fn argument<T: DeserializeOwned>(tool: &ToolSchema, args: Checked<'_>, index: usize) -> Result<T, ToolError> {
    let param = &tool.params[index];
    let given = args.0.and_then(|map| map.get(param.name.as_ref())).filter(|v| !v.is_null());
    let read = match (given, &param.schema.default) {
        (Some(value), _) => T::deserialize(value),
        (None, Some(default)) => T::deserialize(default.to_value()),
        (None, None) => T::deserialize(Value::Null),
    };
    // check_args has accepted the value, so this fails only where the two disagree.
    read.map_err(|err| {
        let problem =
            ArgProblem { path: param.name.to_string(), code: ProblemCode::WrongType, message: err.to_string() };
        ToolError::invalid_arguments(tool.name(), vec![problem])
    })
}

/// Calls `f`, turning a panic into `tool_panicked`.
pub fn catch_panic<R>(tool: &str, f: impl FnOnce() -> R) -> Result<R, ToolError> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|payload| panic_error(tool, payload))
}

fn panic_error(tool: &str, payload: Box<dyn std::any::Any + Send>) -> ToolError {
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_string());
    ToolError::tool_panicked(tool, &message)
}

/// Serialises what a tool returned.
pub fn finish_value<T: Serialize>(tool: &str, value: T) -> Result<Value, ToolError> {
    serde_json::to_value(value)
        .map_err(|err| ToolError::tool_failed(tool, format!("the result of `{tool}` cannot be serialised: {err}")))
}

/// Serialises a tool's `Ok`, or reports its `Err` as `tool_failed`.
pub fn finish_result<T: Serialize, E: Display>(tool: &str, result: Result<T, E>) -> Result<Value, ToolError> {
    match result {
        Ok(value) => finish_value(tool, value),
        Err(err) => Err(ToolError::tool_failed(tool, err.to_string())),
    }
}

/// Parses the raw JSON text of the arguments; text that is not JSON is `invalid_arguments`.
pub fn parse_args(tool: &str, text: &str) -> Result<Value, ToolError> {
    serde_json::from_str(text).map_err(|err| {
        let problem = ArgProblem {
            path: String::new(),
            code: ProblemCode::NotAnObject,
            message: format!("the arguments are not valid JSON ({err}); send a JSON object"),
        };
        ToolError::invalid_arguments(tool, vec![problem])
    })
}

/// Awaits `future`, turning a panic while it is polled into `tool_panicked`.
pub async fn catch_panic_async<F: std::future::Future>(tool: &str, future: F) -> Result<F::Output, ToolError> {
    // Boxing pins the future without `unsafe`; one allocation per async call.
    let mut future = Box::pin(future);
    std::future::poll_fn(move |cx| match catch_unwind(AssertUnwindSafe(|| future.as_mut().poll(cx))) {
        Ok(std::task::Poll::Ready(value)) => std::task::Poll::Ready(Ok(value)),
        Ok(std::task::Poll::Pending) => std::task::Poll::Pending,
        Err(payload) => std::task::Poll::Ready(Err(panic_error(tool, payload))),
    })
    .await
}
