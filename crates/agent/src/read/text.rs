//! Plain text: `{"text": "…"}`, where a call is the convention's marker (`Action:`) and a
//! JSON blob `{"action": NAME, "action_input": ARGS}`. One call per turn, as in the agents
//! course; the text after the blob (a model that wrote its own `Observation:`) is not kept.

use serde_json::{json, Value};

use super::{object, string};
use crate::turn::{Args, Call, Stop, Turn, WireError};
use crate::wire::TextConvention;

pub(super) fn read(convention: TextConvention, body: &Value) -> Result<Turn, WireError> {
    let body = object(body, "", "`{\"text\": …}`")?;
    let text = string(body, "text", "")?;
    let Some((start, end)) = action_span(convention, text) else {
        return Ok(Turn {
            assistant: vec![json!({ "role": "assistant", "content": text })],
            calls: Vec::new(),
            cut_off: None,
            stop: Stop::EndTurn,
            text: text.to_owned(),
        });
    };
    let blob = &text[start..end];
    let call = match serde_json::from_str::<Value>(blob) {
        Ok(Value::Object(mut map)) => {
            let name = match map.remove(convention.name_key) {
                Some(Value::String(name)) => name,
                _ => String::new(),
            };
            let args = match map.remove(convention.args_key) {
                None | Some(Value::Null) => Args::Json(json!({})),
                // smolagents' rule: arguments written as a string of JSON are that JSON.
                Some(Value::String(inner)) => Args::Text(inner),
                Some(value) => Args::Json(value),
            };
            Call { id: None, name, args }
        }
        // Not a JSON object: the tool's name as far as it can be seen, and the blob itself as
        // the arguments, which dispatch then reports as not JSON.
        _ => Call { id: None, name: name_in(convention, blob), args: Args::Text(blob.to_owned()) },
    };
    // The turn as it must be sent back ends with the blob (and the code fence closing it).
    let mut kept = end;
    if let Some(fence) = text[end..].trim_start_matches([' ', '\n', '\r']).strip_prefix("```") {
        kept = text.len() - fence.len();
    }
    let said = &text[..kept];
    Ok(Turn {
        assistant: vec![json!({ "role": "assistant", "content": said })],
        calls: vec![call],
        cut_off: None,
        stop: Stop::ToolUse,
        text: said.to_owned(),
    })
}

/// The byte range of the JSON blob of the first call in `text`: from the first `{` after the
/// marker to the `}` that closes it (strings minded), or to the end of the text when none
/// does. `None` when the text has no marker followed by a `{`.
pub(crate) fn action_span(convention: TextConvention, text: &str) -> Option<(usize, usize)> {
    let marker = text.find(convention.marker)?;
    let after = marker + convention.marker.len();
    // Only up to an observation the model wrote itself.
    let limit = text[after..].find(convention.observation).map_or(text.len(), |i| after + i);
    let start = after + text[after..limit].find('{')?;
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for (i, c) in text[start..limit].char_indices() {
        match (in_string, escaped, c) {
            (true, true, _) => escaped = false,
            (true, false, '\\') => escaped = true,
            (true, false, '"') => in_string = false,
            (true, false, _) => {}
            (false, _, '"') => in_string = true,
            (false, _, '{' | '[') => depth += 1,
            (false, _, '}' | ']') => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return Some((start, start + i + 1));
                }
            }
            _ => {}
        }
    }
    Some((start, limit))
}

/// The string after the name key in a blob that is not JSON, when there is one.
fn name_in(convention: TextConvention, blob: &str) -> String {
    let key = format!("\"{}\"", convention.name_key);
    let Some(at) = blob.find(&key) else { return String::new() };
    let rest = blob[at + key.len()..].trim_start().trim_start_matches(':').trim_start();
    let Some(rest) = rest.strip_prefix('"') else { return String::new() };
    rest.split('"').next().unwrap_or_default().to_owned()
}
