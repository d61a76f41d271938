//! One turn of the model as the loop reads it: what to send back, the calls, why it stopped.

use std::fmt;

use serde_json::Value;
use toolschema::dispatch::{Arguments, ToolCall};

/// The model's turn, read from one response (or one whole stream).
#[derive(Clone, Debug, PartialEq)]
pub struct Turn {
    /// What goes back into the conversation for the model's turn, verbatim: one assistant
    /// message (Anthropic, Chat, MCP, text), one `model` content (Gemini), or every output
    /// item (Responses). Thinking blocks, thought signatures and item ids are kept as sent.
    pub assistant: Vec<Value>,
    /// The calls to run, in the order the model wrote them.
    pub calls: Vec<Call>,
    /// The last call, when the output token limit cut it off: its arguments may be
    /// incomplete, so it is never run; [`answer`](crate::answer) answers it with an error
    /// after the others.
    pub cut_off: Option<Call>,
    /// Why the model stopped.
    pub stop: Stop,
    /// The turn's visible text, joined (no thinking): the final answer when there are no
    /// calls.
    pub text: String,
}

impl Turn {
    /// Every call of the turn, the cut-off one last: the calls [`answer`](crate::answer)
    /// answers.
    pub fn all_calls(&self) -> impl Iterator<Item = &Call> {
        self.calls.iter().chain(&self.cut_off)
    }
}

/// One call as the provider sent it.
#[derive(Clone, Debug, PartialEq)]
pub struct Call {
    /// The provider's id for the call, echoed in its answer; `None` where the wire has none
    /// (Gemini before version 3, plain text).
    pub id: Option<String>,
    /// The tool the model named, whether or not it exists.
    pub name: String,
    /// The arguments as they came.
    pub args: Args,
}

/// A call's arguments, kept as they came: OpenAI's text stays text, for `dispatch_str` to
/// read (and to report as not JSON, when it is not).
#[derive(Clone, Debug, PartialEq)]
pub enum Args {
    /// Parsed JSON (Anthropic, Gemini, MCP, text).
    Json(Value),
    /// JSON text (OpenAI's `arguments` strings).
    Text(String),
}

impl ToolCall for Call {
    fn tool(&self) -> &str {
        &self.name
    }

    /// The arguments; an empty or blank text is read as `{}`, as models send it for a tool
    /// without parameters.
    fn arguments(&self) -> Arguments<'_> {
        match &self.args {
            Args::Json(value) => Arguments::Value(value),
            Args::Text(text) if text.trim().is_empty() => Arguments::Text("{}"),
            Args::Text(text) => Arguments::Text(text),
        }
    }
}

/// Why the model stopped, in the words of `agent-turn`'s `stop`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// It asked for tools and waits for their answers.
    ToolUse,
    /// It finished its answer.
    EndTurn,
    /// The output token limit cut it off.
    MaxTokens,
    /// It declined, or a safety filter stopped it.
    Refusal,
    /// Anything else, with the provider's own word (`pause_turn`, `stop_sequence`,
    /// `MALFORMED_FUNCTION_CALL`…).
    Other(String),
}

impl Stop {
    /// `tool_use`, `end_turn`, `max_tokens`, `refusal` or `other`.
    pub fn as_str(&self) -> &str {
        match self {
            Stop::ToolUse => "tool_use",
            Stop::EndTurn => "end_turn",
            Stop::MaxTokens => "max_tokens",
            Stop::Refusal => "refusal",
            Stop::Other(_) => "other",
        }
    }
}

/// A body that is not a response (or a stream event) of the wire, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WireError {
    /// A JSON Pointer to the part at fault (`""` for the whole body).
    pub at: String,
    /// What is wrong, for a person.
    pub message: String,
}

impl WireError {
    pub(crate) fn new(at: impl Into<String>, message: impl Into<String>) -> Self {
        WireError { at: at.into(), message: message.into() }
    }
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at.is_empty() {
            true => f.write_str(&self.message),
            false => write!(f, "at `{}`: {}", self.at, self.message),
        }
    }
}

impl std::error::Error for WireError {}
