//! Answering a turn: the messages (or items) that follow the model's turn, in the provider's
//! request shape, one answer per call in call order.

use serde_json::{json, Value};
use toolschema::dispatch::Answer;
use toolschema::provider_result::{
    anthropic_tool_result, gemini_function_response, openai_function_call_output, openai_tool_message, result_text,
};
use toolschema::{ArgProblem, ProblemCode, ToolError};

use crate::turn::{Call, Turn};
use crate::wire::Wire;

/// The answers to `turn`'s calls in `wire`'s request shape, given `answers`, the results of
/// [`Turn::calls`] in the same order (what `dispatch_all` returns):
/// - Anthropic: one user message of `tool_result` blocks (`is_error: true` on failure);
/// - OpenAI Chat: one `tool` message per call;
/// - Responses: one `function_call_output` item per call;
/// - Gemini: one user content of `functionResponse` parts, each call's `id` echoed;
/// - MCP sampling: one user message of `tool_result` content only (`isError` on failure);
/// - text: one user message `Observation: …`.
///
/// Every call gets exactly one answer: the cut-off call an `invalid_arguments` error (it
/// was never run), and a call `answers` has no entry for (a shorter list) a `tool_failed`
/// error saying so; extra answers are ignored.
pub fn answer(wire: Wire, turn: &Turn, answers: Vec<Answer>) -> Vec<Value> {
    let mut answers = answers.into_iter();
    let pairs: Vec<(&Call, Answer)> = turn
        .calls
        .iter()
        .map(|call| {
            let answer = answers
                .next()
                .unwrap_or_else(|| Err(ToolError::tool_failed(&call.name, "the agent gave no answer for this call")));
            (call, answer)
        })
        .chain(turn.cut_off.iter().map(|call| (call, Err(cut_off_error(&call.name)))))
        .collect();
    if pairs.is_empty() {
        return Vec::new();
    }
    let id = |call: &Call| call.id.clone().unwrap_or_default();
    match wire {
        Wire::Anthropic => {
            let blocks: Vec<Value> = pairs.iter().map(|(call, a)| anthropic_tool_result(&id(call), a)).collect();
            vec![json!({ "role": "user", "content": blocks })]
        }
        Wire::OpenAiChat => pairs.iter().map(|(call, a)| openai_tool_message(&id(call), a)).collect(),
        Wire::OpenAiResponses => pairs.iter().map(|(call, a)| openai_function_call_output(&id(call), a)).collect(),
        Wire::Gemini => {
            let parts: Vec<Value> =
                pairs.iter().map(|(call, a)| gemini_function_response(call.id.as_deref(), &call.name, a)).collect();
            vec![json!({ "role": "user", "parts": parts })]
        }
        Wire::McpSampling => {
            let blocks: Vec<Value> = pairs
                .iter()
                .map(|(call, a)| {
                    json!({
                        "type": "tool_result",
                        "toolUseId": id(call),
                        "content": [{ "type": "text", "text": result_text(a) }],
                        "isError": a.is_err(),
                    })
                })
                .collect();
            vec![json!({ "role": "user", "content": blocks })]
        }
        Wire::Text(convention) => {
            let said: Vec<String> = pairs.iter().map(|(_, a)| result_text(a)).collect();
            vec![json!({ "role": "user", "content": format!("{} {}", convention.observation, said.join("\n")) })]
        }
    }
}

/// What a turn adds to the conversation: the model's turn as it must be sent back, then
/// [`answer`]'s messages.
pub fn append(wire: Wire, turn: &Turn, answers: Vec<Answer>) -> Vec<Value> {
    let mut out = turn.assistant.clone();
    out.extend(answer(wire, turn, answers));
    out
}

/// The answer to a call the token limit cut off: never run, since its arguments may be a
/// prefix of what the model meant.
pub fn cut_off_error(tool: &str) -> ToolError {
    let problem = ArgProblem {
        path: String::new(),
        code: ProblemCode::NotAnObject,
        message: "the output token limit cut the call off before its arguments were complete, so it was not run; \
                  call the tool again with all of its arguments"
            .to_owned(),
    };
    ToolError::invalid_arguments(tool.to_owned(), vec![problem])
}

/// What `agent-turn` prints for a turn and its answers (in [`Turn::all_calls`] order, the
/// cut-off call's left out: [`answer`] makes it):
/// `{"stop", "calls": [{"id", "name", "ok"}], "append": [...]}`, `append` being
/// [`append`]'s messages. A call with no id has `"id": null`.
pub fn report(wire: Wire, turn: &Turn, answers: Vec<Answer>) -> Value {
    let mut oks: Vec<bool> = answers.iter().map(Result::is_ok).collect();
    oks.resize(turn.calls.len(), false);
    let calls: Vec<Value> = turn
        .all_calls()
        .zip(oks.into_iter().chain(std::iter::repeat(false)))
        .map(|(call, ok)| json!({ "id": call.id, "name": call.name, "ok": ok }))
        .collect();
    json!({ "stop": turn.stop.as_str(), "calls": calls, "append": append(wire, turn, answers) })
}
