//! Checking a history before the provider does: [`check_history`] finds the bookkeeping
//! mistakes that each provider answers with a 400.

mod blocks;
mod chat;
mod gemini;
mod ledger;
mod responses;
mod text;

use std::fmt;

use serde_json::Value;

use crate::read::kind;
use crate::wire::Wire;

/// One problem in a history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// A JSON Pointer into the request body: the call, the result or the message at fault.
    pub at: String,
    /// What kind of problem.
    pub code: Code,
    /// What is wrong, naming the ids, for a person.
    pub message: String,
}

impl Problem {
    /// `{"at", "code", "message"}`, as `agent-check` prints it.
    pub fn to_json(&self) -> Value {
        serde_json::json!({ "at": self.at, "code": self.code.as_str(), "message": self.message })
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} ({})", self.at, self.message, self.code)
    }
}

/// The kinds of [`Problem`] (the rules behind each are in `docs/agent-loop.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Code {
    /// A call with no answer where the wire needs one.
    UnansweredCall,
    /// A result for an id no call of its turn has (nor any call before it).
    UnknownCallId,
    /// A second result for the same call.
    DuplicateResult,
    /// Anthropic: a `tool_result` after other content in its message.
    ResultNotFirst,
    /// A result that is not in the message right after its call (or, for Responses, comes
    /// before it).
    ResultNotNext,
    /// Gemini: the number of `functionResponse` parts differs from the number of
    /// `functionCall` parts of the turn before.
    ResultCount,
    /// MCP sampling: a message of tool results that holds something else too.
    ResultNotAlone,
    /// Two calls with the same id.
    DuplicateCallId,
    /// The body is not a request of the wire where it says so (a message that is not an
    /// object, a result without its id…).
    Malformed,
}

impl Code {
    /// The code as `agent-check` prints it: `unanswered_call`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Code::UnansweredCall => "unanswered_call",
            Code::UnknownCallId => "unknown_call_id",
            Code::DuplicateResult => "duplicate_result",
            Code::ResultNotFirst => "result_not_first",
            Code::ResultNotNext => "result_not_next",
            Code::ResultCount => "result_count",
            Code::ResultNotAlone => "result_not_alone",
            Code::DuplicateCallId => "duplicate_call_id",
            Code::Malformed => "malformed",
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Every problem of the history in `request`, a request body of `wire` (`messages`,
/// `input` or `contents` holds the history), in the order of the body; empty when the
/// provider would take it.
pub fn check_history(wire: Wire, request: &Value) -> Vec<Problem> {
    let mut found = Found::default();
    let key = wire.history_key();
    let Some(body) = request.as_object() else {
        found.add("", Code::Malformed, format!("expected a request body, a JSON object; got {}", kind(request)));
        return found.problems;
    };
    match body.get(key) {
        // Responses takes a plain string as its whole input: nothing to check.
        Some(Value::String(_)) if wire == Wire::OpenAiResponses => {}
        Some(Value::Array(items)) => {
            let at = format!("/{key}");
            match wire {
                Wire::Anthropic => blocks::check(blocks::Keys::ANTHROPIC, items, &at, &mut found),
                Wire::McpSampling => blocks::check(blocks::Keys::MCP, items, &at, &mut found),
                Wire::OpenAiChat => chat::check(items, &at, &mut found),
                Wire::OpenAiResponses => {
                    responses::check(items, &at, body.contains_key("previous_response_id"), &mut found)
                }
                Wire::Gemini => gemini::check(items, &at, &mut found),
                Wire::Text(convention) => text::check(convention, items, &at, &mut found),
            }
        }
        Some(other) => found.add(format!("/{key}"), Code::Malformed, format!("expected an array; got {}", kind(other))),
        None => found.add("", Code::Malformed, format!("`{key}` is missing")),
    }
    // In the order of the body (a check may find a problem after others further on).
    found.problems.sort_by(|a, b| order(&a.at).cmp(&order(&b.at)));
    found.problems
}

/// A pointer as a sort key: its indices as numbers.
fn order(at: &str) -> Vec<(usize, &str)> {
    at.split('/').map(|step| (step.parse().unwrap_or(usize::MAX), step)).collect()
}

/// The problems found so far.
#[derive(Default)]
pub(crate) struct Found {
    problems: Vec<Problem>,
}

impl Found {
    pub fn add(&mut self, at: impl Into<String>, code: Code, message: String) {
        self.problems.push(Problem { at: at.into(), code, message });
    }
}

/// The role of a message, or `Malformed` said and `None`.
pub(crate) fn role<'v>(message: &'v Value, at: &str, found: &mut Found) -> Option<&'v str> {
    match message.get("role").and_then(Value::as_str) {
        Some(role) => Some(role),
        None if message.is_object() => {
            found.add(at, Code::Malformed, "the message has no string `role`".to_owned());
            None
        }
        None => {
            found.add(at, Code::Malformed, format!("expected a message, a JSON object; got {}", kind(message)));
            None
        }
    }
}
