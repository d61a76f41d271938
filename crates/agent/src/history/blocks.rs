//! Anthropic Messages and MCP sampling: every call (`tool_use`) of an assistant message has
//! its result (`tool_result`) in the very next message, a user message; the results come
//! before any other content there (Anthropic) or are all there is (MCP).

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::{role, Code, Found};

/// The names of the two wires' keys.
pub(super) struct Keys {
    /// The key of a result's call id: `tool_use_id`, `toolUseId`.
    result_id: &'static str,
    /// Whether a message of results must hold nothing else (MCP) rather than hold them first.
    alone: bool,
}

impl Keys {
    pub const ANTHROPIC: Keys = Keys { result_id: "tool_use_id", alone: false };
    pub const MCP: Keys = Keys { result_id: "toolUseId", alone: true };
}

/// A call waiting for its result: its id and where it is.
type Pending = Vec<(String, String)>;

pub(super) fn check(keys: Keys, messages: &[Value], at: &str, found: &mut Found) {
    let mut earlier: HashMap<String, String> = HashMap::new();
    let mut pending: Pending = Vec::new();
    let mut done: HashSet<String> = HashSet::new();
    for (i, message) in messages.iter().enumerate() {
        let here = format!("{at}/{i}");
        let Some(role) = role(message, &here, found) else { continue };
        let blocks = content(message, &here);
        if role == "assistant" {
            unanswered(&mut pending, found, "the next message is another assistant message");
            for (ptr, block) in &blocks {
                if block.get("type").and_then(Value::as_str) != Some("tool_use") {
                    continue;
                }
                let Some(id) = block.get("id").and_then(Value::as_str) else {
                    found.add(ptr.clone(), Code::Malformed, "a `tool_use` block has no string `id`".to_owned());
                    continue;
                };
                if let Some(first) = earlier.get(id) {
                    found.add(
                        ptr.clone(),
                        Code::DuplicateCallId,
                        format!("the call id `{id}` is used already at `{first}`"),
                    );
                    continue;
                }
                earlier.insert(id.to_owned(), ptr.clone());
                pending.push((id.to_owned(), ptr.clone()));
            }
            continue;
        }
        results(&keys, &blocks, &mut pending, &earlier, &mut done, found);
        unanswered(&mut pending, found, "the next message has no `tool_result` for it");
    }
    unanswered(&mut pending, found, "the conversation ends before its result");
}

/// The blocks of a message, each with its pointer (a string content has none; MCP's single
/// block is one).
fn content<'v>(message: &'v Value, at: &str) -> Vec<(String, &'v Value)> {
    match message.get("content") {
        Some(Value::Array(blocks)) => {
            blocks.iter().enumerate().map(|(j, b)| (format!("{at}/content/{j}"), b)).collect()
        }
        Some(block @ Value::Object(_)) => vec![(format!("{at}/content"), block)],
        _ => Vec::new(),
    }
}

/// The results of a user message, matched with the calls of the turn before.
fn results(
    keys: &Keys,
    blocks: &[(String, &Value)],
    pending: &mut Pending,
    earlier: &HashMap<String, String>,
    answered: &mut HashSet<String>,
    found: &mut Found,
) {
    let mut other: Option<&str> = None;
    let has_results = blocks.iter().any(|(_, b)| is_result(b));
    for (ptr, block) in blocks {
        if !is_result(block) {
            if keys.alone && has_results {
                found.add(
                    ptr.clone(),
                    Code::ResultNotAlone,
                    "a message of tool results holds other content too; MCP allows only tool results there".to_owned(),
                );
            }
            other.get_or_insert(ptr);
            continue;
        }
        let Some(id) = block.get(keys.result_id).and_then(Value::as_str) else {
            found.add(ptr.clone(), Code::Malformed, format!("a `tool_result` has no string `{}`", keys.result_id));
            continue;
        };
        if let (Some(before), false) = (other, keys.alone) {
            found.add(
                ptr.clone(),
                Code::ResultNotFirst,
                format!("the `tool_result` for `{id}` comes after other content (`{before}`); tool results come first in their message"),
            );
        }
        if answered.contains(id) {
            found.add(ptr.clone(), Code::DuplicateResult, format!("a second `tool_result` for `{id}`"));
        } else if let Some(k) = pending.iter().position(|(p, _)| p == id) {
            pending.remove(k);
            answered.insert(id.to_owned());
        } else if let Some(call) = earlier.get(id) {
            answered.insert(id.to_owned());
            found.add(
                ptr.clone(),
                Code::ResultNotNext,
                format!("the `tool_result` for `{id}` is not in the message right after its call (`{call}`)"),
            );
        } else {
            found.add(ptr.clone(), Code::UnknownCallId, format!("no `tool_use` before it has the id `{id}`"));
        }
    }
}

fn is_result(block: &Value) -> bool {
    block.get("type").and_then(Value::as_str) == Some("tool_result")
}

/// Each call still pending is unanswered, for `why`.
fn unanswered(pending: &mut Pending, found: &mut Found, why: &str) {
    for (id, ptr) in pending.drain(..) {
        found.add(ptr, Code::UnansweredCall, format!("the call `{id}` has no result: {why}"));
    }
}
