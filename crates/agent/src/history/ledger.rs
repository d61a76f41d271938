//! The bookkeeping of the wires whose results name their call's id and belong in the message
//! right after it (Anthropic's and MCP sampling's blocks, OpenAI Chat's `tool` messages):
//! which calls were made, which wait for their results now, which were answered, and what a
//! result that matches none of them is.

use std::collections::{HashMap, HashSet};

use super::{Code, Found};

/// How a wire's messages name its results and its calls.
pub(super) struct Words {
    /// A result (`` `tool_result` ``, `` `tool` message ``).
    pub result: &'static str,
    /// What a result for an earlier call is, given the call's pointer: the end of "the
    /// result for `id` …".
    pub not_next: fn(&str) -> String,
    /// What a result whose id no call has is, given the id.
    pub unknown: fn(&str) -> String,
    /// What a call left unanswered has not (`result`, `` `tool` message ``).
    pub lacks: &'static str,
}

/// The calls of a conversation so far.
#[derive(Default)]
pub(super) struct Ledger {
    /// Every call's id, with where the call is.
    earlier: HashMap<String, String>,
    /// The ids answered.
    answered: HashSet<String>,
    /// The calls waiting for their results in the message being read: id and pointer.
    pending: Vec<(String, String)>,
}

impl Ledger {
    /// A call with `id` at `ptr`: it waits for its result, unless its id is used already.
    pub fn call(&mut self, id: &str, ptr: &str, found: &mut Found) {
        if let Some(first) = self.earlier.get(id) {
            found.add(ptr, Code::DuplicateCallId, format!("the call id `{id}` is used already at `{first}`"));
            return;
        }
        self.earlier.insert(id.to_owned(), ptr.to_owned());
        self.pending.push((id.to_owned(), ptr.to_owned()));
    }

    /// A result for `id` at `ptr`: the answer of a waiting call, or the problem it is.
    pub fn answer(&mut self, id: &str, ptr: &str, words: &Words, found: &mut Found) {
        let result = words.result;
        if self.answered.contains(id) {
            found.add(ptr, Code::DuplicateResult, format!("a second {result} for `{id}`"));
        } else if let Some(k) = self.pending.iter().position(|(p, _)| p == id) {
            self.pending.remove(k);
            self.answered.insert(id.to_owned());
        } else if let Some(call) = self.earlier.get(id) {
            let not_next = (words.not_next)(call);
            self.answered.insert(id.to_owned());
            found.add(ptr, Code::ResultNotNext, format!("the {result} for `{id}` {not_next}"));
        } else {
            found.add(ptr, Code::UnknownCallId, (words.unknown)(id));
        }
    }

    /// Every call still waiting is unanswered, for `why`.
    pub fn unanswered(&mut self, words: &Words, why: &str, found: &mut Found) {
        for (id, ptr) in self.pending.drain(..) {
            found.add(ptr, Code::UnansweredCall, format!("the call `{id}` has no {}: {why}", words.lacks));
        }
    }
}
