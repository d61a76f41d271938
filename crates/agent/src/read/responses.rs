//! OpenAI Responses: a `Response` whose `output` items are sent back as they are;
//! `function_call` items are the calls, their `arguments` kept as text.

use serde_json::Value;

use super::anthropic::cut_off;
use super::{api_error, array, object, string};
use crate::turn::{Args, Call, Stop, Turn, WireError};

pub(super) fn read(body: &Value) -> Result<Turn, WireError> {
    let response = object(body, "", "an OpenAI `Response`")?;
    if let Some(error) = api_error(response) {
        return Err(error);
    }
    let output = array(response, "output", "")?;
    let mut calls = Vec::new();
    let mut text = String::new();
    let mut refused = false;
    for (i, item) in output.iter().enumerate() {
        let at = format!("/output/{i}");
        let item = object(item, &at, "an output item")?;
        match string(item, "type", &at)? {
            "function_call" => calls.push(Call {
                id: Some(string(item, "call_id", &at)?.to_owned()),
                name: string(item, "name", &at)?.to_owned(),
                args: Args::Text(string(item, "arguments", &at)?.to_owned()),
            }),
            "message" => {
                for part in item.get("content").and_then(Value::as_array).into_iter().flatten() {
                    match part.get("type").and_then(Value::as_str) {
                        Some("output_text") => text.push_str(part.get("text").and_then(Value::as_str).unwrap_or("")),
                        Some("refusal") => refused = true,
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    let reason = response.get("incomplete_details").and_then(|d| d.get("reason")).and_then(Value::as_str);
    let stop = match (refused, response.get("status").and_then(Value::as_str), reason) {
        (true, _, _) | (_, _, Some("content_filter")) => Stop::Refusal,
        (_, Some("incomplete"), Some("max_output_tokens")) => Stop::MaxTokens,
        (_, Some("completed") | None, _) if !calls.is_empty() => Stop::ToolUse,
        (_, Some("completed") | None, _) => Stop::EndTurn,
        (_, Some(status), reason) => Stop::Other(reason.unwrap_or(status).to_owned()),
    };
    let last = output.last();
    let last_is_call = last.and_then(|i| i.get("type")).is_some_and(|t| t == "function_call");
    let cut_off = match last.and_then(|i| i.get("status")).is_some_and(|s| s == "incomplete") && last_is_call {
        true => calls.pop(),
        false => cut_off(&mut calls, &stop, last_is_call),
    };
    Ok(Turn { assistant: output.clone(), calls, cut_off, stop, text })
}
