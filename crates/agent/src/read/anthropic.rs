//! Anthropic Messages: a `Message` with `content` blocks; `tool_use` blocks are the calls.

use serde_json::{json, Value};

use super::{api_error, array, object, string};
use crate::turn::{Args, Call, Stop, Turn, WireError};

pub(super) fn read(body: &Value) -> Result<Turn, WireError> {
    let message = object(body, "", "an Anthropic `Message`")?;
    if let Some(error) = api_error(message) {
        return Err(error);
    }
    if let Some(role) = message.get("role").and_then(Value::as_str).filter(|r| *r != "assistant") {
        return Err(WireError::new("/role", format!("expected the role `assistant`; got `{role}`")));
    }
    let content = array(message, "content", "")?;
    let mut calls = Vec::new();
    let mut text = String::new();
    for (i, block) in content.iter().enumerate() {
        let at = format!("/content/{i}");
        let block = object(block, &at, "a content block")?;
        match string(block, "type", &at)? {
            "text" => text.push_str(string(block, "text", &at)?),
            "tool_use" => calls.push(Call {
                id: Some(string(block, "id", &at)?.to_owned()),
                name: string(block, "name", &at)?.to_owned(),
                args: Args::Json(block.get("input").cloned().unwrap_or_else(|| json!({}))),
            }),
            // Thinking, redacted thinking, server tools' blocks: sent back as they are.
            _ => {}
        }
    }
    let stop = match message.get("stop_reason").and_then(Value::as_str) {
        Some("tool_use") => Stop::ToolUse,
        Some("end_turn") => Stop::EndTurn,
        Some("max_tokens") => Stop::MaxTokens,
        Some("refusal") => Stop::Refusal,
        Some(other) => Stop::Other(other.to_owned()),
        None => Stop::Other(String::new()),
    };
    let last_is_call = content.last().and_then(|b| b.get("type")).is_some_and(|t| t == "tool_use");
    let cut_off = cut_off(&mut calls, &stop, last_is_call);
    let assistant = vec![json!({ "role": "assistant", "content": content })];
    Ok(Turn { assistant, calls, cut_off, stop, text })
}

/// The last call, taken out of `calls`, when the token limit stopped the turn inside it (it
/// is the turn's last part).
pub(super) fn cut_off(calls: &mut Vec<Call>, stop: &Stop, last_is_call: bool) -> Option<Call> {
    match (stop, last_is_call) {
        (Stop::MaxTokens, true) => calls.pop(),
        _ => None,
    }
}
