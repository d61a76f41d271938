//! MCP sampling with tools (revision 2025-11-25): a `CreateMessageResult`, whose `content` is
//! one block or a list; `tool_use` blocks are the calls.

use serde_json::{json, Value};

use super::anthropic::cut_off;
use super::{api_error, object, string};
use crate::turn::{Args, Call, Stop, Turn, WireError};

pub(super) fn read(body: &Value) -> Result<Turn, WireError> {
    let result = object(body, "", "an MCP `CreateMessageResult`")?;
    if let Some(error) = api_error(result) {
        return Err(error);
    }
    if let Some(role) = result.get("role").and_then(Value::as_str).filter(|r| *r != "assistant") {
        return Err(WireError::new("/role", format!("expected the role `assistant`; got `{role}`")));
    }
    let content = result.get("content").ok_or_else(|| WireError::new("", "`content` is missing"))?;
    let blocks: Vec<(String, &Value)> = match content {
        Value::Array(items) => items.iter().enumerate().map(|(i, b)| (format!("/content/{i}"), b)).collect(),
        single => vec![("/content".to_owned(), single)],
    };
    let mut calls = Vec::new();
    let mut text = String::new();
    for (at, block) in &blocks {
        let block = object(block, at, "a content block")?;
        match string(block, "type", at)? {
            "text" => text.push_str(string(block, "text", at)?),
            "tool_use" => calls.push(Call {
                id: Some(string(block, "id", at)?.to_owned()),
                name: string(block, "name", at)?.to_owned(),
                args: Args::Json(block.get("input").cloned().unwrap_or_else(|| json!({}))),
            }),
            _ => {}
        }
    }
    let stop = match result.get("stopReason").and_then(Value::as_str) {
        Some("toolUse") => Stop::ToolUse,
        Some("endTurn") => Stop::EndTurn,
        Some("maxTokens") => Stop::MaxTokens,
        Some(other) => Stop::Other(other.to_owned()),
        None if calls.is_empty() => Stop::EndTurn,
        None => Stop::ToolUse,
    };
    let last_is_call = blocks.last().and_then(|(_, b)| b.get("type")).is_some_and(|t| t == "tool_use");
    let cut_off = cut_off(&mut calls, &stop, last_is_call);
    let assistant = vec![json!({ "role": "assistant", "content": content })];
    Ok(Turn { assistant, calls, cut_off, stop, text })
}
