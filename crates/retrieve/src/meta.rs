//! The `search_tools` meta-tool's side of a conversation: its answer as names and
//! summaries or as Anthropic `tool_reference` blocks, and the tools list that defers every
//! other tool (`defer_loading: true`) until the search returns it.

use serde_json::{json, Value};

use super::Hit;
use toolschema::ToolSchema;
use toolschema::{Format, RenderError};

/// The name a tools crate gives its search tool, which [`deferred_tools`] never defers.
pub const SEARCH_TOOL: &str = "search_tools";

/// The answer a search tool returns: `[{"name", "summary", "score"}, …]`, best first,
/// leaving out the search tool itself (which retrieval never returns, but hits may come
/// from elsewhere); scores to six decimals.
pub fn matches(hits: &[Hit<'_>]) -> Value {
    let found = hits.iter().filter(|h| h.tool.name != SEARCH_TOOL);
    Value::Array(
        found.map(|h| json!({"name": h.tool.name(), "summary": h.tool.summary(), "score": rounded(h.score)})).collect(),
    )
}

/// A score to six decimals, as JSON shows it (an `f32` widened to `f64` would show digits
/// the score does not have).
pub fn rounded(score: f32) -> f64 {
    (f64::from(score) * 1e6).round() / 1e6
}

/// The names in a search tool's answer (what [`matches()`] made, or any array of objects
/// with a string `name`): what an MCP server adds to its list, or
/// [`anthropic_tool_result`] turns into references.
pub fn names(answer: &Value) -> Vec<String> {
    let items = answer.as_array().map(Vec::as_slice).unwrap_or_default();
    items.iter().filter_map(|m| m.get("name")?.as_str().map(str::to_owned)).collect()
}

/// Anthropic's `tool_result` for a search tool's answer when the other tools were sent
/// with `defer_loading: true`: one `tool_reference` block per tool found, which makes the
/// API load those tools' definitions for the model.
pub fn anthropic_tool_result(tool_use_id: &str, answer: &Value) -> Value {
    let references: Vec<Value> =
        names(answer).into_iter().map(|name| json!({"type": "tool_reference", "tool_name": name})).collect();
    json!({"type": "tool_result", "tool_use_id": tool_use_id, "content": references})
}

/// The tools for an Anthropic request in `format` (`anthropic` or `anthropic-strict`): every
/// tool with `"defer_loading": true` except the search tool and those named in `loaded`,
/// which the model sees from the start.
pub fn deferred_tools(tools: &[&ToolSchema], format: Format, loaded: &[&str]) -> Result<Vec<Value>, RenderError> {
    tools
        .iter()
        .map(|tool| {
            let mut value = tool.to_value(format)?;
            if tool.name != SEARCH_TOOL && !loaded.contains(&tool.name()) {
                if let Value::Object(map) = &mut value {
                    map.insert("defer_loading".to_owned(), Value::Bool(true));
                }
            }
            Ok(value)
        })
        .collect()
}

/// The text of a tool rendered in `anthropic` or `anthropic-strict` (one pretty-printed
/// object) with `"defer_loading": true` after its other keys (what `gen-schemas
/// --defer-loading` writes).
pub fn defer(rendering: &str) -> String {
    let body = rendering.trim_end().strip_suffix('}').unwrap_or(rendering).trim_end();
    format!("{body},\n  \"defer_loading\": true\n}}\n")
}
