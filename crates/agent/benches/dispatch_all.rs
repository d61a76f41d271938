//! The costs the issue sets anchors for (figures in crates/agent/BENCHMARKS.md):
//! - `dispatch_all` of 8 calls of a tool that sleeps 100 ms (under 150 ms: they run together);
//! - its overhead per call beside a plain loop of `dispatch`, for calls that do almost
//!   nothing (the workspace's `calculator` on `1`);
//! - reading and answering a turn of 8 calls (under 1% of a 500 ms model call: 5 ms).

// `criterion_group!` defines an undocumented `pub fn`.
#![allow(missing_docs)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::{json, Value};
use toolschema::dispatch::{run_all, Arguments};
use toolschema_agent::{append, read_turn, Wire};

/// An Anthropic response with 8 calls of `calculator`.
fn turn_of_eight() -> Value {
    let calls: Vec<Value> = (0..8)
        .map(|i| json!({ "type": "tool_use", "id": format!("toolu_{i}"), "name": "calculator", "input": { "expr": format!("{i}*(3+4)") } }))
        .collect();
    json!({ "id": "msg", "type": "message", "role": "assistant", "model": "m", "stop_reason": "tool_use",
            "content": calls, "usage": { "input_tokens": 1, "output_tokens": 1 } })
}

fn benches(c: &mut Criterion) {
    let root = tools::fs::Root::current_dir().unwrap();
    let store = tools::orders::Store::demo();
    let ctx = tools::Context { root: &root, store: &store };

    let mut group = c.benchmark_group("dispatch_all");
    group.sample_size(10);
    // The run-time half of the generated `dispatch_all`, with a tool that sleeps 100 ms.
    let sleepers: Vec<(&str, &str)> = vec![("sleep", "{}"); 8];
    group.bench_function("8 calls sleeping 100 ms", |b| {
        b.iter(|| {
            run_all(&(), &sleepers, |_, _, _: Arguments<'_>| {
                std::thread::sleep(Duration::from_millis(100));
                Ok(Value::Null)
            })
        })
    });
    group.finish();

    let one = json!({ "expr": "1" });
    let cheap: Vec<(&str, &Value)> = vec![("calculator", &one); 8];
    let mut group = c.benchmark_group("no-op calls");
    group.bench_function("dispatch loop, 8 calls", |b| {
        b.iter(|| cheap.iter().map(|(tool, args)| tools::dispatch(&ctx, tool, args)).collect::<Vec<_>>())
    });
    group.bench_function("dispatch_all, 8 calls", |b| b.iter(|| tools::dispatch_all(&ctx, &cheap)));
    group.bench_function("dispatch loop, 1 call", |b| b.iter(|| tools::dispatch(&ctx, "calculator", &one)));
    group.bench_function("dispatch_all, 1 call", |b| b.iter(|| tools::dispatch_all(&ctx, &cheap[..1])));
    group.finish();

    let body = turn_of_eight();
    let answers: Vec<_> = (0..8).map(|i| Ok(json!(i * 7))).collect::<Vec<_>>();
    c.bench_function("read and answer a turn of 8 calls", |b| {
        b.iter(|| {
            let turn = read_turn(Wire::Anthropic, black_box(&body)).unwrap();
            append(Wire::Anthropic, &turn, answers.clone())
        })
    });
}

criterion_group!(all, benches);
criterion_main!(all);
