//! Dispatch against its two alternatives, side by side, on realistic calls of this crate's
//! tools; the figures are in `crates/toolschema/BENCHMARKS.md`.
//!
//! - (a) `serde`: hand-written argument structs read by `Args::deserialize(&value)` or
//!   `serde_json::from_str::<Args>(text)`, with no validation at all: the floor;
//! - (b) `jsonschema`: the canonical schema validated by the `jsonschema` crate (`is_valid`,
//!   or `iter_errors` for an invalid call), then the same deserialisation;
//! - (c) `toolschema`: the generated `dispatch` (from a value) and `dispatch_str` (from text).
//!
//! Each is measured twice: `…/call` includes the tool call and the serialisation of its
//! result (what an agent pays per call), `…/args` stops once the arguments are typed (where
//! the three differ; for (c) it is `toolschema::dispatch::read`, the first line of every
//! generated arm).

// `criterion_group!` defines an undocumented `pub fn`.
#![allow(missing_docs)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion};
use serde::Deserialize;
use serde_json::{json, Value};
use tools::summarise::summarise;
use tools::{dispatch, dispatch_str, Context};
use toolschema::dispatch::{finish_value, read_keyed, Arguments, Slot};
use toolschema::ToolSchema;

mod common;

use common::{
    conversation, conversation_ending, search_key, summarise_key, SearchArgs, SearchParams, SummariseArgs,
    SummariseParams,
};

fn search_call(args: SearchArgs) -> Value {
    finish_value("search", tools::search::search(args.query, args.limit, args.safe)).unwrap()
}

fn summarise_call(args: SummariseArgs) -> Value {
    finish_value("summarise", summarise(args.messages, args.limit)).unwrap()
}

/// A validator of the tool's canonical `input_schema`.
fn validator(tool: &ToolSchema) -> jsonschema::Validator {
    jsonschema::validator_for(&tool.to_json()["input_schema"]).unwrap()
}

fn short(group: &mut BenchmarkGroup<'_, criterion::measurement::WallTime>) {
    group.warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_millis(900)).sample_size(40);
}

/// One valid call, three ways, arguments only and with the call.
fn valid<A: for<'de> Deserialize<'de>, P: toolschema::dispatch::Params>(
    c: &mut Criterion,
    name: &str,
    tool: &'static ToolSchema,
    args: &Value,
    call: fn(A) -> Value,
    key: impl Fn(&str) -> Option<Slot> + Copy,
) {
    let text = args.to_string();
    let schema = validator(tool);
    let root = tools::fs::Root::new(std::env::temp_dir()).unwrap();
    let store = tools::orders::Store::demo();
    let ctx = Context { root: &root, store: &store };
    assert!(schema.is_valid(args));
    assert_eq!(dispatch(&ctx, name, args).unwrap(), call(A::deserialize(args).unwrap()));

    let mut group = c.benchmark_group(format!("{name}/args"));
    short(&mut group);
    group.bench_function("a_serde_value", |b| b.iter(|| A::deserialize(black_box(args)).unwrap()));
    group.bench_function("a_serde_text", |b| b.iter(|| serde_json::from_str::<A>(black_box(&text)).unwrap()));
    group.bench_function("b_jsonschema_value", |b| {
        b.iter(|| {
            assert!(schema.is_valid(black_box(args)));
            A::deserialize(args).unwrap()
        })
    });
    group.bench_function("c_toolschema_value", |b| {
        b.iter(|| read_keyed::<P>(tool, Arguments::Value(black_box(args)), key).unwrap())
    });
    group.bench_function("c_toolschema_text", |b| {
        b.iter(|| read_keyed::<P>(tool, Arguments::Text(black_box(&text)), key).unwrap())
    });
    group.finish();

    let mut group = c.benchmark_group(format!("{name}/call"));
    short(&mut group);
    group.bench_function("a_serde_value", |b| b.iter(|| call(A::deserialize(black_box(args)).unwrap())));
    group.bench_function("a_serde_text", |b| b.iter(|| call(serde_json::from_str::<A>(black_box(&text)).unwrap())));
    group.bench_function("b_jsonschema_value", |b| {
        b.iter(|| {
            assert!(schema.is_valid(black_box(args)));
            call(A::deserialize(args).unwrap())
        })
    });
    group.bench_function("c_toolschema_value", |b| b.iter(|| dispatch(&ctx, name, black_box(args)).unwrap()));
    group.bench_function("c_toolschema_text", |b| b.iter(|| dispatch_str(&ctx, name, black_box(&text)).unwrap()));
    group.finish();
}

/// One invalid call: what each way costs to say what is wrong.
fn invalid<A: for<'de> Deserialize<'de>>(c: &mut Criterion, name: &str, tool: &'static ToolSchema, args: &Value) {
    let text = args.to_string();
    let schema = validator(tool);
    let root = tools::fs::Root::new(std::env::temp_dir()).unwrap();
    let store = tools::orders::Store::demo();
    let ctx = Context { root: &root, store: &store };
    let problems = dispatch(&ctx, tool.name(), args).unwrap_err().problems.len();
    let errors = schema.iter_errors(args).count();
    assert!(A::deserialize(args).is_err() && problems > 0 && errors > 0);

    let mut group = c.benchmark_group(format!("{name}/invalid"));
    short(&mut group);
    group.bench_function("a_serde_value_first_error", |b| b.iter(|| A::deserialize(black_box(args)).is_err()));
    group.bench_function("a_serde_text_first_error", |b| {
        b.iter(|| serde_json::from_str::<A>(black_box(&text)).is_err())
    });
    group.bench_function("b_jsonschema_iter_errors", |b| {
        b.iter(|| schema.iter_errors(black_box(args)).collect::<Vec<_>>())
    });
    group.bench_function("b_jsonschema_iter_errors_messages", |b| {
        b.iter(|| {
            schema
                .iter_errors(black_box(args))
                .map(|e| (e.instance_path().to_string(), e.to_string()))
                .collect::<Vec<_>>()
        })
    });
    // What (c) from text is up against: `iter_errors` alone is handed a parsed `Value`.
    group.bench_function("b_jsonschema_text_iter_errors", |b| {
        b.iter(|| {
            let value: Value = serde_json::from_str(black_box(&text)).unwrap();
            black_box(schema.iter_errors(&value).collect::<Vec<_>>()).len()
        })
    });
    group
        .bench_function("c_toolschema_value", |b| b.iter(|| dispatch(&ctx, tool.name(), black_box(args)).unwrap_err()));
    // Beside `b_jsonschema_iter_errors_messages`: the error as the JSON a model is sent.
    group.bench_function("c_toolschema_value_rendered", |b| {
        b.iter(|| dispatch(&ctx, tool.name(), black_box(args)).unwrap_err().to_json())
    });
    group.bench_function("c_check_args_alone", |b| {
        b.iter(|| toolschema::check_args(tool, black_box(args)).unwrap_err())
    });
    group.bench_function("c_toolschema_text", |b| {
        b.iter(|| dispatch_str(&ctx, tool.name(), black_box(&text)).unwrap_err())
    });
    group.finish();
}

fn benches(c: &mut Criterion) {
    common::assert_keys_are_generated_ones();
    let search = json!({"query": "refund for a damaged item", "limit": 5, "safe": true});
    valid::<SearchArgs, SearchParams>(c, "search", &tools::SEARCH_SCHEMA, &search, search_call, search_key);
    let conversation_ok = conversation("user", None);
    valid::<SummariseArgs, SummariseParams>(
        c,
        "summarise",
        &tools::SUMMARISE_SCHEMA,
        &conversation_ok,
        summarise_call,
        summarise_key,
    );

    // A number sent as a string: the commonest slip.
    invalid::<SearchArgs>(c, "search", &tools::SEARCH_SCHEMA, &json!({"query": "refund", "limit": "5"}));
    // A misspelt role in the second message and a negative limit.
    invalid::<SummariseArgs>(c, "summarise", &tools::SUMMARISE_SCHEMA, &conversation("asistant", Some(-1)));
    // The misspelt role alone: the first refusal is deep inside `messages`.
    invalid::<SummariseArgs>(c, "role", &tools::SUMMARISE_SCHEMA, &conversation("asistant", None));
    // The same in the last message: the fast path reads the most before its refusal.
    invalid::<SummariseArgs>(c, "last", &tools::SUMMARISE_SCHEMA, &conversation_ending("asistant"));
}

criterion_group!(dispatch_benches, benches);
criterion_main!(dispatch_benches);
