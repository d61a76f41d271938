//! Reading a turn from a provider's response body: [`read_turn`].

mod anthropic;
mod gemini;
mod mcp;
mod openai_chat;
mod responses;
mod text;

use serde_json::{Map, Value};

use crate::turn::{Turn, WireError};
use crate::wire::Wire;

pub(crate) use self::text::action_span;

/// Reads the model's turn from one non-streaming response body, exactly as the provider's
/// API returns it (for [`Wire::Text`], `{"text": "…"}`; for [`Wire::McpSampling`], the
/// `CreateMessageResult`). `Err` when the body is not a response of that wire (an API error
/// body included), with a pointer to the part at fault.
pub fn read_turn(wire: Wire, body: &Value) -> Result<Turn, WireError> {
    match wire {
        Wire::Anthropic => anthropic::read(body),
        Wire::OpenAiChat => openai_chat::read(body),
        Wire::OpenAiResponses => responses::read(body),
        Wire::Gemini => gemini::read(body),
        Wire::McpSampling => mcp::read(body),
        Wire::Text(convention) => text::read(convention, body),
    }
}

/// The object at `at`, or why not.
pub(crate) fn object<'v>(value: &'v Value, at: &str, what: &str) -> Result<&'v Map<String, Value>, WireError> {
    value.as_object().ok_or_else(|| WireError::new(at, format!("expected {what}, a JSON object; got {}", kind(value))))
}

/// The string under `key` of `map` (at `at`), or why not.
pub(crate) fn string<'v>(map: &'v Map<String, Value>, key: &str, at: &str) -> Result<&'v str, WireError> {
    match map.get(key) {
        Some(Value::String(s)) => Ok(s),
        Some(other) => Err(WireError::new(format!("{at}/{key}"), format!("expected a string; got {}", kind(other)))),
        None => Err(WireError::new(at, format!("`{key}` is missing"))),
    }
}

/// The array under `key` of `map` (at `at`), or why not.
pub(crate) fn array<'v>(map: &'v Map<String, Value>, key: &str, at: &str) -> Result<&'v Vec<Value>, WireError> {
    match map.get(key) {
        Some(Value::Array(items)) => Ok(items),
        Some(other) => Err(WireError::new(format!("{at}/{key}"), format!("expected an array; got {}", kind(other)))),
        None => Err(WireError::new(at, format!("`{key}` is missing"))),
    }
}

/// An API error body (`{"error": …}`, `{"type": "error", …}`), said as such.
pub(crate) fn api_error(map: &Map<String, Value>) -> Option<WireError> {
    let error = map.get("error").filter(|e| !e.is_null())?;
    let message = error.get("message").and_then(Value::as_str).unwrap_or("no message");
    Some(WireError::new("/error", format!("the body is an API error, not a response: {message}")))
}

/// What kind of JSON value `value` is, for messages.
pub(crate) fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
