//! OpenAI Chat Completions: an assistant message's `tool_calls` are each answered by a
//! `tool` message, and those messages come right after it, before any other message.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::{role, Code, Found};

pub(super) fn check(messages: &[Value], at: &str, found: &mut Found) {
    let mut earlier: HashMap<String, String> = HashMap::new();
    let mut answered: HashSet<String> = HashSet::new();
    // The calls of the last assistant message still waiting, while only `tool` messages
    // have followed it.
    let mut pending: Vec<(String, String)> = Vec::new();
    for (i, message) in messages.iter().enumerate() {
        let here = format!("{at}/{i}");
        let Some(role) = role(message, &here, found) else { continue };
        if role == "tool" {
            let Some(id) = message.get("tool_call_id").and_then(Value::as_str) else {
                found.add(here, Code::Malformed, "a `tool` message has no string `tool_call_id`".to_owned());
                continue;
            };
            if answered.contains(id) {
                found.add(here, Code::DuplicateResult, format!("a second `tool` message for `{id}`"));
            } else if let Some(k) = pending.iter().position(|(p, _)| p == id) {
                pending.remove(k);
                answered.insert(id.to_owned());
            } else if let Some(call) = earlier.get(id) {
                answered.insert(id.to_owned());
                found.add(
                    here,
                    Code::ResultNotNext,
                    format!("the `tool` message for `{id}` does not follow its assistant message (`{call}`) directly"),
                );
            } else {
                found.add(here, Code::UnknownCallId, format!("no assistant message before it has a tool call `{id}`"));
            }
            continue;
        }
        let why = format!("a `{role}` message (`{here}`) comes before its `tool` message");
        unanswered(&mut pending, found, &why);
        if role != "assistant" {
            continue;
        }
        let calls = message.get("tool_calls").and_then(Value::as_array).into_iter().flatten();
        for (j, call) in calls.enumerate() {
            let ptr = format!("{here}/tool_calls/{j}");
            let Some(id) = call.get("id").and_then(Value::as_str) else {
                found.add(ptr, Code::Malformed, "a tool call has no string `id`".to_owned());
                continue;
            };
            if let Some(first) = earlier.get(id) {
                found.add(ptr, Code::DuplicateCallId, format!("the call id `{id}` is used already at `{first}`"));
                continue;
            }
            earlier.insert(id.to_owned(), ptr.clone());
            pending.push((id.to_owned(), ptr));
        }
    }
    unanswered(&mut pending, found, "the conversation ends before its `tool` message");
}

fn unanswered(pending: &mut Vec<(String, String)>, found: &mut Found, why: &str) {
    for (id, ptr) in pending.drain(..) {
        found.add(ptr, Code::UnansweredCall, format!("the call `{id}` has no `tool` message: {why}"));
    }
}
