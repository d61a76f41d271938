//! Gemini `generateContent`: a `GenerateContentResponse`; the first candidate's content is
//! sent back as it is (thought signatures included), and its `functionCall` parts are the
//! calls, with their `id` when the model gave one.

use serde_json::{json, Value};

use super::anthropic::cut_off;
use super::{api_error, object};
use crate::turn::{Args, Call, Stop, Turn, WireError};

pub(super) fn read(body: &Value) -> Result<Turn, WireError> {
    let response = object(body, "", "a Gemini `GenerateContentResponse`")?;
    if let Some(error) = api_error(response) {
        return Err(error);
    }
    let candidate = match response.get("candidates").and_then(Value::as_array).and_then(|c| c.first()) {
        Some(candidate) => object(candidate, "/candidates/0", "a candidate")?,
        // No candidate at all: the prompt itself was blocked.
        None if response.get("promptFeedback").and_then(|f| f.get("blockReason")).is_some() => {
            return Ok(Turn {
                assistant: Vec::new(),
                calls: Vec::new(),
                cut_off: None,
                stop: Stop::Refusal,
                text: String::new(),
            })
        }
        None => return Err(WireError::new("", "there is no candidate, and no `promptFeedback.blockReason`")),
    };
    let mut content = match candidate.get("content") {
        Some(content) => object(content, "/candidates/0/content", "a content")?.clone(),
        None => serde_json::Map::new(),
    };
    let parts = content.get("parts").and_then(Value::as_array).cloned().unwrap_or_default();
    let mut calls = Vec::new();
    let mut text = String::new();
    for (i, part) in parts.iter().enumerate() {
        let at = format!("/candidates/0/content/parts/{i}");
        let part = object(part, &at, "a part")?;
        if let Some(call) = part.get("functionCall") {
            let call = object(call, &format!("{at}/functionCall"), "a function call")?;
            let name = super::string(call, "name", &format!("{at}/functionCall"))?.to_owned();
            let id = call.get("id").and_then(Value::as_str).map(str::to_owned);
            let args = call.get("args").cloned().unwrap_or_else(|| json!({}));
            calls.push(Call { id, name, args: Args::Json(args) });
        } else if let (Some(t), false) =
            (part.get("text").and_then(Value::as_str), part.get("thought") == Some(&json!(true)))
        {
            text.push_str(t);
        }
    }
    let stop = match candidate.get("finishReason").and_then(Value::as_str) {
        Some("STOP" | "FINISH_REASON_UNSPECIFIED") | None if !calls.is_empty() => Stop::ToolUse,
        Some("STOP" | "FINISH_REASON_UNSPECIFIED") | None => Stop::EndTurn,
        Some("MAX_TOKENS") => Stop::MaxTokens,
        Some("SAFETY" | "RECITATION" | "BLOCKLIST" | "PROHIBITED_CONTENT" | "SPII" | "IMAGE_SAFETY" | "LANGUAGE") => {
            Stop::Refusal
        }
        Some(other) => Stop::Other(other.to_owned()),
    };
    let last_is_call = parts.last().is_some_and(|p| p.get("functionCall").is_some());
    let cut_off = cut_off(&mut calls, &stop, last_is_call);
    // A content sent back needs its role (a response may leave it out).
    content.entry("role").or_insert_with(|| json!("model"));
    let assistant = match content.get("parts").is_some() {
        true => vec![Value::Object(content)],
        false => Vec::new(),
    };
    Ok(Turn { assistant, calls, cut_off, stop, text })
}
