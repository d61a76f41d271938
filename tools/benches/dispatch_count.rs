//! A fixed number of argument reads, for instruction counts under `valgrind --tool=callgrind`
//! (deterministic where wall-clock times on a shared machine are not); see
//! `crates/toolschema/BENCHMARKS.md`.
//!
//! `cargo bench -p tools --bench dispatch_count --no-run` builds it; run the binary it names
//! with `WAY N` (`WAY` one of `search_serde_value`, `search_serde_text`, `search_value`,
//! `search_text`, and the same for `summarise`) under callgrind, once with `N = 1` and once
//! with `N = 20001`: the difference divided by 20,000 is the count per read.

#![allow(missing_docs)]

use std::hint::black_box;

use serde::Deserialize;
use serde_json::json;
use toolschema::dispatch::{read_keyed, Arguments};

mod common;

use common::{search_key, summarise_key, SearchArgs, SearchParams, SummariseArgs, SummariseParams};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let (Some(way), Some(n)) = (args.first(), args.get(1).and_then(|n| n.parse::<usize>().ok())) else {
        eprintln!("usage: dispatch_count WAY N");
        return;
    };
    let search = json!({"query": "refund for a damaged item", "limit": 5, "safe": true});
    let summarise = json!({"messages": [
        {"role": "system", "content": "You are a helpful assistant that answers billing questions."},
        {"role": "user", "content": "Why was I charged twice for my subscription this month?"},
        {"role": "assistant", "content": "I can see two charges on 3 March; one is a pending authorisation."},
        {"role": "user", "content": "When will the pending one disappear from my statement?"}
    ]});
    let (search_text, summarise_text) = (search.to_string(), summarise.to_string());
    for _ in 0..n {
        match way.as_str() {
            "search_serde_value" => drop(black_box(SearchArgs::deserialize(black_box(&search)))),
            "search_serde_text" => drop(black_box(serde_json::from_str::<SearchArgs>(black_box(&search_text)))),
            "search_value" => drop(black_box(read_keyed::<SearchParams>(
                &tools::SEARCH_SCHEMA,
                Arguments::Value(&search),
                search_key,
            ))),
            "search_text" => drop(black_box(read_keyed::<SearchParams>(
                &tools::SEARCH_SCHEMA,
                Arguments::Text(&search_text),
                search_key,
            ))),
            "summarise_serde_value" => drop(black_box(SummariseArgs::deserialize(black_box(&summarise)))),
            "summarise_serde_text" => {
                drop(black_box(serde_json::from_str::<SummariseArgs>(black_box(&summarise_text))))
            }
            "summarise_value" => drop(black_box(read_keyed::<SummariseParams>(
                &tools::SUMMARISE_SCHEMA,
                Arguments::Value(&summarise),
                summarise_key,
            ))),
            "summarise_text" => drop(black_box(read_keyed::<SummariseParams>(
                &tools::SUMMARISE_SCHEMA,
                Arguments::Text(&summarise_text),
                summarise_key,
            ))),
            other => {
                eprintln!("unknown way `{other}`");
                return;
            }
        }
    }
}
