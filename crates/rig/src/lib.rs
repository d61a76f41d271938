//! toolschema-rig: a tools crate's generated tools as [rig]'s runtime tools
//! ([`DynamicTool`]), so that a rig agent offers the schemas toolschema made and every call
//! goes through toolschema's dispatch, checked before any Rust code runs.
//!
//! ```no_run
//! # mod tools {
//! #     pub static TOOLS: &[&toolschema::ToolSchema] = &[];
//! #     pub struct Context;
//! #     pub fn dispatch(_: &Context, tool: &str, _: &serde_json::Value)
//! #         -> Result<serde_json::Value, toolschema::ToolError> { unimplemented!("{tool}") }
//! # }
//! use std::sync::Arc;
//!
//! let context = Arc::new(tools::Context);
//! let offered = toolschema_rig::dynamic_tools(tools::TOOLS, move |tool, args| {
//!     tools::dispatch(&context, tool, args)
//! });
//! // `offered` goes to whatever registry the agent uses; `DynamicTool::execute` runs one.
//! ```
//!
//! # What rig sees
//!
//! - **The definition**: the tool's name, and the `description` and `input_schema` of its
//!   canonical form ([`ToolSchema::to_json`], SPEC §4.3) as rig's `description` and
//!   `parameters`. Rig's providers convert it for their APIs as they convert any tool.
//! - **A result**: a JSON string becomes a text block ([`ToolOutput::text`]), as rig treats
//!   a tool returning `String`; any other value a JSON block ([`ToolOutput::json`]).
//! - **A failed call** becomes a [`ToolExecutionError`] whose model-visible text is
//!   toolschema's whole [`ToolError::to_text`] (every problem with its path, the
//!   did-you-mean), and whose [`code`](ToolExecutionError::code) is toolschema's error code
//!   ([`error_of`] says which kind each code maps to): bad arguments are rig's
//!   `invalid_args`, so rig's policies treat them as the model's mistake.
//!
//! # Sync and async tools
//!
//! [`dynamic_tools`] takes the generated `dispatch` (or `dispatch_str`, `dispatch_bytes`):
//! the call runs when rig polls it, on the thread that polls, so it suits tools that do not
//! block. [`dynamic_tools_async`] takes a function returning a future, for the generated
//! `dispatch_async` or for a runtime's `spawn_blocking` around a blocking tool.
//!
//! rig-core's minor version is pinned (`~0.44.0`): its tool API changes between minors.
//!
//! [rig]: https://docs.rs/rig-core

use std::future::Future;
use std::sync::Arc;

use rig_core::message::ToolName;
use rig_core::tool::{DynamicTool, ToolErrorKind, ToolExecutionError, ToolOutput};
use serde_json::Value;
use toolschema::{ErrorCode, ToolError, ToolSchema};

/// Each tool of `tools` (a tools crate's `TOOLS`, or any part of it) as a [`DynamicTool`]
/// whose calls `dispatch(tool, arguments)` runs, in the order of `tools`.
pub fn dynamic_tools<F>(tools: &[&ToolSchema], dispatch: F) -> Vec<DynamicTool>
where
    F: Fn(&str, &Value) -> Result<Value, ToolError> + Send + Sync + 'static,
{
    let dispatch = Arc::new(dispatch);
    each(tools, |name| {
        let dispatch = dispatch.clone();
        move |arguments: Value| -> Pending {
            let answer = answer(dispatch(&name, &arguments));
            Box::pin(async move { answer })
        }
    })
}

/// [`dynamic_tools`] for a `dispatch` that returns a future: the generated `dispatch_async`
/// (with owned context), or a runtime's `spawn_blocking` around the generated `dispatch`.
pub fn dynamic_tools_async<F, Fut>(tools: &[&ToolSchema], dispatch: F) -> Vec<DynamicTool>
where
    F: Fn(String, Value) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<Value, ToolError>> + Send + 'static,
{
    let dispatch = Arc::new(dispatch);
    each(tools, |name| {
        let dispatch = dispatch.clone();
        move |arguments: Value| -> Pending {
            let call = dispatch(name.clone(), arguments);
            Box::pin(async move { answer(call.await) })
        }
    })
}

/// Each tool's [`DynamicTool`], its calls answered by the callback `callback(name)` makes.
fn each<C>(tools: &[&ToolSchema], callback: impl Fn(String) -> C) -> Vec<DynamicTool>
where
    C: Fn(Value) -> Pending + Send + Sync + 'static,
{
    tools.iter().map(|tool| definition(tool, callback(tool.name().to_owned()))).collect()
}

type Answer = Result<ToolOutput, ToolExecutionError>;
type Pending = std::pin::Pin<Box<dyn Future<Output = Answer> + Send + 'static>>;

/// The [`DynamicTool`] of `tool`, its calls answered by `callback`.
fn definition<C>(tool: &ToolSchema, callback: C) -> DynamicTool
where
    C: Fn(Value) -> Pending + Send + Sync + 'static,
{
    let mut canonical = tool.to_json();
    let description = match canonical["description"].take() {
        Value::String(text) => text,
        _ => String::new(),
    };
    let parameters = canonical["input_schema"].take();
    // A tools crate's names are Rust identifiers: never empty.
    let name = ToolName::new(tool.name()).expect("a tool name is never empty");
    DynamicTool::new(name, description, parameters, callback)
}

/// What rig is given for one call's answer.
fn answer(result: Result<Value, ToolError>) -> Answer {
    match result {
        Ok(value) => Ok(output_of(value)),
        Err(error) => Err(error_of(&error)),
    }
}

/// A tool's result as rig's output: a JSON string as text, anything else as JSON.
pub fn output_of(value: Value) -> ToolOutput {
    match value {
        Value::String(text) => ToolOutput::text(text),
        other => ToolOutput::json(other),
    }
}

/// A failed call as rig's error: `invalid_arguments` is [`ToolErrorKind::InvalidArgs`],
/// `unknown_tool` [`ToolErrorKind::NotFound`], `tool_failed` and `tool_panicked`
/// [`ToolErrorKind::Other`]. The model sees [`ToolError::to_text`], the operator the same
/// text as the message; [`ToolExecutionError::code`] is toolschema's code.
pub fn error_of(error: &ToolError) -> ToolExecutionError {
    let kind = match error.code {
        ErrorCode::InvalidArguments => ToolErrorKind::InvalidArgs,
        ErrorCode::UnknownTool => ToolErrorKind::NotFound,
        ErrorCode::ToolFailed | ErrorCode::ToolPanicked => ToolErrorKind::Other,
    };
    ToolExecutionError::new(kind, error.to_text()).with_code(error.code.as_str())
}
