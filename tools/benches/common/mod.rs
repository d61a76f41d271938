//! What both dispatch benchmarks share: the hand-written argument types they read into (what
//! a user would write with serde alone, defaults as serde `default` functions), the generated
//! arms' argument lookup, and `summarise`'s arguments.

use serde::Deserialize;
use serde_json::{json, Value};
use tools::summarise::Message;
use toolschema::dispatch::Slot;

/// `search`'s arguments.
#[derive(Deserialize)]
#[allow(dead_code)] // `dispatch_count` only reads them.
pub struct SearchArgs {
    pub query: String,
    #[serde(default = "three")]
    pub limit: u32,
    #[serde(default = "yes")]
    pub safe: bool,
}

fn three() -> u32 {
    3
}

fn yes() -> bool {
    true
}

/// `summarise`'s arguments.
#[derive(Deserialize)]
#[allow(dead_code)] // `dispatch_count` only reads them.
pub struct SummariseArgs {
    pub messages: Vec<Message>,
    pub limit: Option<u32>,
}

/// The same parameters as toolschema's `read` types them.
pub type SearchParams = (String, (u32, (bool, ())));
/// The same parameters as toolschema's `read` types them.
pub type SummariseParams = (Vec<Message>, (Option<u32>, ()));

/// The slot of `search`'s parameter a key names, as the generated arm matches it.
pub fn search_key(key: &str) -> Option<Slot> {
    match key {
        "query" => Some(Slot::plain(0, true)),
        "limit" => Some(Slot::plain(1, false)),
        "safe" => Some(Slot::plain(2, false)),
        _ => None,
    }
}

/// The slot of `summarise`'s parameter a key names, as the generated arm matches it.
pub fn summarise_key(key: &str) -> Option<Slot> {
    match key {
        "messages" => Some(Slot::strict(0, true)),
        "limit" => Some(Slot::plain(1, false)),
        _ => None,
    }
}

/// Panics unless the two functions above give the slots the generated arms give.
pub fn assert_keys_are_generated_ones() {
    for (schema, key) in
        [(&tools::SEARCH_SCHEMA, search_key as fn(&str) -> Option<Slot>), (&tools::SUMMARISE_SCHEMA, summarise_key)]
    {
        for (index, param) in schema.params.iter().enumerate() {
            assert_eq!(key(&param.name), Some(Slot::of(index, param)), "{}", param.name);
        }
    }
}

/// `summarise`'s arguments: four messages, the second with `second_role`, and `limit` if given.
pub fn conversation(second_role: &str, limit: Option<i64>) -> Value {
    let mut args = json!({
        "messages": [
            {"role": "system", "content": "You are a helpful assistant that answers billing questions."},
            {"role": second_role, "content": "Why was I charged twice for my subscription this month?"},
            {"role": "assistant", "content": "I can see two charges on 3 March; one is a pending authorisation."},
            {"role": "user", "content": "When will the pending one disappear from my statement?"}
        ]
    });
    if let Some(limit) = limit {
        args["limit"] = json!(limit);
    }
    args
}

/// The conversation with `role` for the last message's role: a refusal the fast path finds
/// only after reading the three messages before it.
pub fn conversation_ending(role: &str) -> Value {
    let mut args = conversation("user", None);
    args["messages"][3]["role"] = json!(role);
    args
}
