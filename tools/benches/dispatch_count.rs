//! A fixed number of calls, for instruction counts under `valgrind --tool=callgrind`
//! (deterministic where wall-clock times on a shared machine are not); see
//! `crates/toolschema/BENCHMARKS.md`.
//!
//! `cargo bench -p tools --bench dispatch_count --no-run` builds it; run the binary it names
//! with `WAY N` under callgrind, once with `N = 1` and once with `N = 20001`: the difference
//! divided by 20,000 is the count per call. The ways:
//! - valid arguments only: `search_serde_value`, `search_serde_text`, `search_jsonschema_value`
//!   (`is_valid`, then the same deserialisation), `search_value`, `search_text`, and the same
//!   for `summarise`;
//! - an invalid call (the one `dispatch.rs` measures): `search_invalid_WHAT`, with `WHAT` one
//!   of `iter` (jsonschema's `iter_errors` collected), `iter_messages` (with each path and
//!   message as text), `text_iter` (the text parsed, then `iter_errors`), `check`
//!   (`check_args` alone), `value` (`dispatch`), `text` (`dispatch_str`); the same for
//!   `summarise`, for `role` (`summarise` with the misspelt role alone, in the second
//!   message) and for `last` (the same in the last message).

#![allow(missing_docs)]

use std::hint::black_box;

use serde::Deserialize;
use serde_json::{json, Value};
use tools::{dispatch, dispatch_str, Context};
use toolschema::dispatch::{read_keyed, Arguments};
use toolschema::ToolSchema;

mod common;

use common::{
    conversation, conversation_ending, search_key, summarise_key, SearchArgs, SearchParams, SummariseArgs,
    SummariseParams,
};

fn main() {
    common::assert_keys_are_generated_ones();
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let (Some(way), Some(n)) = (args.first(), args.get(1).and_then(|n| n.parse::<usize>().ok())) else {
        eprintln!("usage: dispatch_count WAY N");
        return;
    };
    let outcome = match way.split_once("_invalid_") {
        Some((tool, what)) => invalid(tool, what, n),
        None => valid(way, n),
    };
    if let Err(unknown) = outcome {
        eprintln!("unknown way `{unknown}`");
    }
}

fn valid(way: &str, n: usize) -> Result<(), String> {
    let search = json!({"query": "refund for a damaged item", "limit": 5, "safe": true});
    let summarise = conversation("user", None);
    let (search_text, summarise_text) = (search.to_string(), summarise.to_string());
    let search_validator = validator(&tools::SEARCH_SCHEMA)?;
    let summarise_validator = validator(&tools::SUMMARISE_SCHEMA)?;
    for _ in 0..n {
        match way {
            "search_serde_value" => drop(black_box(SearchArgs::deserialize(black_box(&search)))),
            "search_serde_text" => drop(black_box(serde_json::from_str::<SearchArgs>(black_box(&search_text)))),
            "search_jsonschema_value" => {
                assert!(search_validator.is_valid(black_box(&search)));
                drop(black_box(SearchArgs::deserialize(&search)));
            }
            "search_value" => drop(black_box(read_keyed::<SearchParams>(
                &tools::SEARCH_SCHEMA,
                Arguments::Value(black_box(&search)),
                search_key,
            ))),
            "search_text" => drop(black_box(read_keyed::<SearchParams>(
                &tools::SEARCH_SCHEMA,
                Arguments::Text(black_box(&search_text)),
                search_key,
            ))),
            "summarise_serde_value" => drop(black_box(SummariseArgs::deserialize(black_box(&summarise)))),
            "summarise_serde_text" => {
                drop(black_box(serde_json::from_str::<SummariseArgs>(black_box(&summarise_text))))
            }
            "summarise_jsonschema_value" => {
                assert!(summarise_validator.is_valid(black_box(&summarise)));
                drop(black_box(SummariseArgs::deserialize(&summarise)));
            }
            "summarise_value" => drop(black_box(read_keyed::<SummariseParams>(
                &tools::SUMMARISE_SCHEMA,
                Arguments::Value(black_box(&summarise)),
                summarise_key,
            ))),
            "summarise_text" => drop(black_box(read_keyed::<SummariseParams>(
                &tools::SUMMARISE_SCHEMA,
                Arguments::Text(black_box(&summarise_text)),
                summarise_key,
            ))),
            other => return Err(other.to_owned()),
        }
    }
    Ok(())
}

fn invalid(tool: &str, what: &str, n: usize) -> Result<(), String> {
    let (schema, args): (&ToolSchema, Value) = match tool {
        "search" => (&tools::SEARCH_SCHEMA, json!({"query": "refund", "limit": "5"})),
        "summarise" => (&tools::SUMMARISE_SCHEMA, conversation("asistant", Some(-1))),
        // The misspelt role alone, so that the fast path's first refusal is inside `messages`.
        "role" => (&tools::SUMMARISE_SCHEMA, conversation("asistant", None)),
        // The misspelt role in the last message: the fast path reads the most before its refusal.
        "last" => (&tools::SUMMARISE_SCHEMA, conversation_ending("asistant")),
        other => return Err(other.to_owned()),
    };
    let text = args.to_string();
    let validator = validator(schema)?;
    let root = tools::fs::Root::new(std::env::temp_dir()).map_err(|e| e.to_string())?;
    let store = tools::orders::Store::demo();
    let ctx = Context { root: &root, store: &store };
    for _ in 0..n {
        match what {
            "iter" => drop(black_box(validator.iter_errors(black_box(&args)).collect::<Vec<_>>())),
            "iter_messages" => drop(black_box(
                validator
                    .iter_errors(black_box(&args))
                    .map(|e| (e.instance_path().to_string(), e.to_string()))
                    .collect::<Vec<_>>(),
            )),
            "text_iter" => {
                let parsed: Value = serde_json::from_str(black_box(&text)).map_err(|e| e.to_string())?;
                drop(black_box(validator.iter_errors(&parsed).collect::<Vec<_>>()));
            }
            "check" => drop(black_box(toolschema::check_args(schema, black_box(&args)))),
            "value" => drop(black_box(dispatch(&ctx, schema.name(), black_box(&args)))),
            "text" => drop(black_box(dispatch_str(&ctx, schema.name(), black_box(&text)))),
            other => return Err(other.to_owned()),
        }
    }
    Ok(())
}

/// A validator of the tool's canonical `input_schema`, as `dispatch.rs` builds it.
fn validator(tool: &ToolSchema) -> Result<jsonschema::Validator, String> {
    jsonschema::validator_for(&tool.to_json()["input_schema"]).map_err(|e| e.to_string())
}
