//! Anthropic Messages and MCP sampling: every call (`tool_use`) of an assistant message has
//! its result (`tool_result`) in the very next message, a user message; the results come
//! before any other content there (Anthropic) or are all there is (MCP).

use serde_json::Value;

use super::ledger::{Ledger, Words};
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

const WORDS: Words = Words {
    result: "`tool_result`",
    not_next: |call| format!("is not in the message right after its call (`{call}`)"),
    unknown: |id| format!("no `tool_use` before it has the id `{id}`"),
    lacks: "result",
};

pub(super) fn check(keys: Keys, messages: &[Value], at: &str, found: &mut Found) {
    let mut calls = Ledger::default();
    for (i, message) in messages.iter().enumerate() {
        let here = format!("{at}/{i}");
        let Some(role) = role(message, &here, found) else { continue };
        let blocks = content(message, &here);
        if role == "assistant" {
            calls.unanswered(&WORDS, "the next message is another assistant message", found);
            for (ptr, block) in &blocks {
                if block.get("type").and_then(Value::as_str) != Some("tool_use") {
                    continue;
                }
                match block.get("id").and_then(Value::as_str) {
                    Some(id) => calls.call(id, ptr, found),
                    None => found.add(ptr.clone(), Code::Malformed, "a `tool_use` block has no string `id`".to_owned()),
                }
            }
            continue;
        }
        results(&keys, &blocks, &mut calls, found);
        calls.unanswered(&WORDS, "the next message has no `tool_result` for it", found);
    }
    calls.unanswered(&WORDS, "the conversation ends before its result", found);
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
fn results(keys: &Keys, blocks: &[(String, &Value)], calls: &mut Ledger, found: &mut Found) {
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
        calls.answer(id, ptr, &WORDS, found);
    }
}

fn is_result(block: &Value) -> bool {
    block.get("type").and_then(Value::as_str) == Some("tool_result")
}
