//! OpenAI Chat Completions: a `ChatCompletion`; the first choice's `message.tool_calls` are
//! the calls, their `arguments` kept as the text the model wrote.

use serde_json::{Map, Value};

use super::anthropic::cut_off;
use super::{api_error, array, object, string};
use crate::turn::{Args, Call, Stop, Turn, WireError};

pub(super) fn read(body: &Value) -> Result<Turn, WireError> {
    let completion = object(body, "", "an OpenAI `ChatCompletion`")?;
    if let Some(error) = api_error(completion) {
        return Err(error);
    }
    let choices = array(completion, "choices", "")?;
    // `n` above 1 asks for several alternative answers; the loop goes on with the first.
    let choice = choices.first().ok_or_else(|| WireError::new("/choices", "there is no choice"))?;
    let choice = object(choice, "/choices/0", "a choice")?;
    let message = object(choice.get("message").unwrap_or(&Value::Null), "/choices/0/message", "a message")?;
    let mut calls = Vec::new();
    let tool_calls = match message.get("tool_calls") {
        None | Some(Value::Null) => &[][..],
        Some(_) => &array(message, "tool_calls", "/choices/0/message")?[..],
    };
    for (i, call) in tool_calls.iter().enumerate() {
        let at = format!("/choices/0/message/tool_calls/{i}");
        let call = object(call, &at, "a tool call")?;
        let id = string(call, "id", &at)?.to_owned();
        // A custom tool's call carries free text rather than JSON: dispatched as text, it is
        // answered (as not JSON) like any other call.
        let (function, key) = match call.get("custom") {
            Some(custom) => (object(custom, &format!("{at}/custom"), "a custom call")?, "input"),
            None => (
                object(call.get("function").unwrap_or(&Value::Null), &format!("{at}/function"), "a function")?,
                "arguments",
            ),
        };
        let inner = format!("{at}/{}", if key == "input" { "custom" } else { "function" });
        let name = string(function, "name", &inner)?.to_owned();
        let args = match function.get(key) {
            None | Some(Value::Null) => String::new(),
            Some(_) => string(function, key, &inner)?.to_owned(),
        };
        calls.push(Call { id: Some(id), name, args: Args::Text(args) });
    }
    let refused = message.get("refusal").is_some_and(|r| !r.is_null());
    let stop = match (refused, choice.get("finish_reason").and_then(Value::as_str)) {
        (true, _) | (_, Some("content_filter")) => Stop::Refusal,
        (_, Some("tool_calls" | "function_call")) => Stop::ToolUse,
        (_, Some("stop")) => Stop::EndTurn,
        (_, Some("length")) => Stop::MaxTokens,
        (_, Some(other)) => Stop::Other(other.to_owned()),
        (_, None) => Stop::Other(String::new()),
    };
    let cut_off = cut_off(&mut calls, &stop, !tool_calls.is_empty());
    let text = message.get("content").and_then(Value::as_str).unwrap_or_default().to_owned();
    Ok(Turn { assistant: vec![Value::Object(echo(message))], calls, cut_off, stop, text })
}

/// The assistant message as a request takes it back: the keys of
/// `ChatCompletionAssistantMessageParam` only (a response's `annotations` are not one), and
/// `audio` by its id.
fn echo(message: &Map<String, Value>) -> Map<String, Value> {
    let mut out = Map::new();
    out.insert("role".into(), "assistant".into());
    out.insert("content".into(), message.get("content").cloned().unwrap_or(Value::Null));
    for key in ["refusal", "name", "tool_calls", "function_call"] {
        if let Some(value) = message.get(key).filter(|v| !v.is_null()) {
            out.insert(key.into(), value.clone());
        }
    }
    if let Some(id) = message.get("audio").and_then(|a| a.get("id")) {
        out.insert("audio".into(), serde_json::json!({ "id": id }));
    }
    out
}
