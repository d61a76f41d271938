//! What a dispatch result becomes in each provider's tool-result message.
//!
//! Each function answers one call; `toolschema-agent` puts the answers of a whole turn into the
//! message (or messages, or items) each provider expects after the assistant's turn.
//!
//! The model reads the text: the string itself when a tool returns a string (a file's text,
//! not a JSON-escaped one), compact JSON otherwise, and the error's `Display` (its message
//! and one line per problem) on failure. MCP also gets `structuredContent`, wrapped as the
//! tool's `outputSchema` is (`render::output`), and never on an error, where it could not
//! match the schema. A tool that returns content (`Returns::content`: an image, …) gives MCP
//! its blocks as they are, and the others their JSON as text.

use serde_json::{json, Map, Value};

use crate::error::ToolError;
use crate::model::ToolSchema;
use crate::render::output::{wraps, RESULT_KEY};

/// The text a model reads for `result`.
pub fn result_text(result: &Result<Value, ToolError>) -> String {
    match result {
        Ok(Value::String(text)) => text.clone(),
        Ok(value) => value.to_string(),
        Err(error) => error.to_string(),
    }
}

/// An MCP `CallToolResult`: a text block, `structuredContent` when `tool` has an output
/// schema, `isError: true` on failure, and `resultType` (required from revision 2026-07-28,
/// ignored by earlier ones).
pub fn mcp_call_result(tool: &ToolSchema, result: &Result<Value, ToolError>) -> Value {
    // A failure's shape is the error's own, in one place.
    let value = match result {
        Ok(value) => value,
        Err(error) => return error.to_mcp_result(),
    };
    let mut out = Map::new();
    out.insert("resultType".into(), json!("complete"));
    if tool.returns.content {
        // The value is MCP's own blocks (`content`): one, or a list of them.
        let blocks = match value {
            Value::Array(blocks) => Value::Array(blocks.clone()),
            block => Value::Array(vec![block.clone()]),
        };
        out.insert("content".into(), blocks);
        out.insert("isError".into(), json!(false));
        return Value::Object(out);
    }
    out.insert("content".into(), json!([{ "type": "text", "text": result_text(result) }]));
    if let Some(schema) = tool.returns.schema.as_deref() {
        let structured = match wraps(schema) {
            true => json!({ RESULT_KEY: value }),
            false => value.clone(),
        };
        out.insert("structuredContent".into(), structured);
    }
    out.insert("isError".into(), json!(false));
    Value::Object(out)
}

/// An Anthropic `tool_result` content block, with `is_error: true` on failure.
pub fn anthropic_tool_result(tool_use_id: &str, result: &Result<Value, ToolError>) -> Value {
    match result {
        Ok(_) => json!({ "type": "tool_result", "tool_use_id": tool_use_id, "content": result_text(result) }),
        Err(error) => error.to_anthropic_tool_result(tool_use_id),
    }
}

/// An OpenAI Chat Completions `tool` message, `{"role": "tool", "tool_call_id", "content"}`:
/// one follows the assistant message for each of its `tool_calls`. OpenAI has no error flag:
/// on failure the text says it, as [`ToolError::to_openai_tool_message`] does.
pub fn openai_tool_message(tool_call_id: &str, result: &Result<Value, ToolError>) -> Value {
    json!({ "role": "tool", "tool_call_id": tool_call_id, "content": result_text(result) })
}

/// An OpenAI Responses `function_call_output` item (OpenAI has no error flag: the text says it).
pub fn openai_function_call_output(call_id: &str, result: &Result<Value, ToolError>) -> Value {
    json!({ "type": "function_call_output", "call_id": call_id, "output": result_text(result) })
}

/// A Gemini `functionResponse` part for the call `name` (the name as the model wrote it, a
/// tool of the crate or not): the value under `output`, or the error under `error`, and the
/// call's `id` echoed when the call had one (Gemini 3 matches answers to calls by it; earlier
/// models send none, and then match by order and name).
pub fn gemini_function_response(call_id: Option<&str>, name: &str, result: &Result<Value, ToolError>) -> Value {
    let response = match result {
        Ok(value) => json!({ "output": value }),
        Err(error) => json!({ "error": error.to_json() }),
    };
    match call_id {
        Some(id) => json!({ "functionResponse": { "id": id, "name": name, "response": response } }),
        None => json!({ "functionResponse": { "name": name, "response": response } }),
    }
}
