//! The provider APIs whose turns the loop reads and answers.

use std::fmt;

/// A provider's API, as the loop reads its responses and writes its requests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wire {
    /// Anthropic Messages: `tool_use` blocks, answered by one user message of `tool_result`s.
    Anthropic,
    /// OpenAI Chat Completions: `tool_calls`, answered by one `tool` message each.
    OpenAiChat,
    /// OpenAI Responses: `function_call` items, answered by one `function_call_output` each.
    OpenAiResponses,
    /// Gemini `generateContent`: `functionCall` parts, answered by one user content of
    /// `functionResponse` parts.
    Gemini,
    /// MCP sampling with tools (`sampling/createMessage`, revision 2025-11-25): `tool_use`
    /// content, answered by a user message of `tool_result` content only.
    McpSampling,
    /// Plain text: the model writes `Action:` and a JSON blob, and reads `Observation:`.
    Text(TextConvention),
}

/// How a model writes a call in plain text, and how it reads the answer: the Hugging Face
/// agents course's convention by default,
///
/// ```text
/// Thought: I need the time.
/// Action:
/// {"action": "get_current_datetime", "action_input": {"date_format": "%H:%M"}}
/// ```
///
/// answered by a user message `Observation: 14:05`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextConvention {
    /// What precedes the JSON blob of a call.
    pub marker: &'static str,
    /// The key of the blob naming the tool.
    pub name_key: &'static str,
    /// The key of the blob holding the arguments (an object, or a string of JSON).
    pub args_key: &'static str,
    /// What the answer starts with (and where a model that wrote on past its call stopped
    /// being read).
    pub observation: &'static str,
}

impl TextConvention {
    /// `Action:`, `action`, `action_input`, `Observation:`.
    pub const AGENTS_COURSE: TextConvention =
        TextConvention { marker: "Action:", name_key: "action", args_key: "action_input", observation: "Observation:" };
}

impl Default for TextConvention {
    fn default() -> Self {
        TextConvention::AGENTS_COURSE
    }
}

impl Wire {
    /// The wires by the names the commands take.
    pub const NAMES: &'static [&'static str] =
        &["anthropic", "openai-chat", "openai-responses", "gemini", "mcp-sampling", "text"];

    /// The wire called `name` (one of [`Wire::NAMES`]); `text` is the agents course's
    /// convention.
    pub fn from_name(name: &str) -> Option<Wire> {
        Some(match name {
            "anthropic" => Wire::Anthropic,
            "openai-chat" => Wire::OpenAiChat,
            "openai-responses" => Wire::OpenAiResponses,
            "gemini" => Wire::Gemini,
            "mcp-sampling" => Wire::McpSampling,
            "text" => Wire::Text(TextConvention::AGENTS_COURSE),
            _ => return None,
        })
    }

    /// The wire's name, as [`Wire::from_name`] reads it.
    pub fn name(self) -> &'static str {
        match self {
            Wire::Anthropic => "anthropic",
            Wire::OpenAiChat => "openai-chat",
            Wire::OpenAiResponses => "openai-responses",
            Wire::Gemini => "gemini",
            Wire::McpSampling => "mcp-sampling",
            Wire::Text(_) => "text",
        }
    }

    /// The key of a request body that holds the conversation: `messages`, `input` or
    /// `contents`.
    pub fn history_key(self) -> &'static str {
        match self {
            Wire::OpenAiResponses => "input",
            Wire::Gemini => "contents",
            _ => "messages",
        }
    }
}

impl fmt::Display for Wire {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
