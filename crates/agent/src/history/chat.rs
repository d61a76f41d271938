//! OpenAI Chat Completions: an assistant message's `tool_calls` are each answered by a
//! `tool` message, and those messages come right after it, before any other message.

use serde_json::Value;

use super::ledger::{Ledger, Words};
use super::{role, Code, Found};

const WORDS: Words = Words {
    result: "`tool` message",
    not_next: |call| format!("does not follow its assistant message (`{call}`) directly"),
    unknown: |id| format!("no assistant message before it has a tool call `{id}`"),
    lacks: "`tool` message",
};

pub(super) fn check(messages: &[Value], at: &str, found: &mut Found) {
    // The calls of the last assistant message wait while only `tool` messages follow it.
    let mut calls = Ledger::default();
    for (i, message) in messages.iter().enumerate() {
        let here = format!("{at}/{i}");
        let Some(role) = role(message, &here, found) else { continue };
        if role == "tool" {
            match message.get("tool_call_id").and_then(Value::as_str) {
                Some(id) => calls.answer(id, &here, &WORDS, found),
                None => found.add(here, Code::Malformed, "a `tool` message has no string `tool_call_id`".to_owned()),
            }
            continue;
        }
        let why = format!("a `{role}` message (`{here}`) comes before its `tool` message");
        calls.unanswered(&WORDS, &why, found);
        if role != "assistant" {
            continue;
        }
        let tool_calls = message.get("tool_calls").and_then(Value::as_array).into_iter().flatten();
        for (j, call) in tool_calls.enumerate() {
            let ptr = format!("{here}/tool_calls/{j}");
            match call.get("id").and_then(Value::as_str) {
                Some(id) => calls.call(id, &ptr, found),
                None => found.add(ptr, Code::Malformed, "a tool call has no string `id`".to_owned()),
            }
        }
    }
    calls.unanswered(&WORDS, "the conversation ends before its `tool` message", found);
}
