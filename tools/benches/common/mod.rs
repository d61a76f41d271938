//! The hand-written argument types both dispatch benchmarks read into: what a user would
//! write with serde alone, defaults as serde `default` functions.

use serde::Deserialize;
use tools::summarise::Message;

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

/// The index of `search`'s parameter a key names, as the generated arm matches it.
pub fn search_key(key: &str) -> Option<usize> {
    match key {
        "query" => Some(0),
        "limit" => Some(1),
        "safe" => Some(2),
        _ => None,
    }
}

/// The index of `summarise`'s parameter a key names, as the generated arm matches it.
pub fn summarise_key(key: &str) -> Option<usize> {
    match key {
        "messages" => Some(0),
        "limit" => Some(1),
        _ => None,
    }
}
