//! The cost of queries in instructions, for callgrind: `valgrind --tool=callgrind
//! --collect-atstart=no --toggle-collect='query_cost::run' target/release/examples/query_cost N`
//! counts only the queries (the bench's 8, 100 times) over a run-time index of the bench's
//! synthetic catalogue of N tools (200 by default), built with both lexicons beforehand.

#[path = "../benches/synthetic/mod.rs"]
mod synthetic;

use std::hint::black_box;

use toolschema_retrieve::Retriever;

/// The queries, 100 times each.
#[inline(never)]
fn run(retriever: &Retriever<'_>) -> usize {
    let mut found = 0;
    for _ in 0..100 {
        for q in synthetic::QUERIES {
            found += retriever.retrieve(black_box(q), 5).len();
        }
    }
    found
}

fn main() {
    let n = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(200);
    let tools = synthetic::catalogue(n);
    let lexicons = toolschema_retrieve::lexicons();
    let retriever = Retriever::of(tools.iter().collect(), &lexicons);
    println!("{n} tools: {} hits", run(&retriever));
}
