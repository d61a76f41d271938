//! Query latency: the dev catalogue's static index, and indexes built at run time over
//! synthetic catalogues of 200 and 2,000 tools (`cargo bench -p retrieve-dev-tools`).

// `criterion_group!` defines an undocumented `pub fn`.
#![allow(missing_docs)]

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use toolschema_retrieve::Retriever;

mod synthetic;
use synthetic::{catalogue, QUERIES};

fn bench(c: &mut Criterion) {
    let dev = retrieve_dev_tools::TOOLS.len();
    c.bench_function(&format!("static index, {dev} tools, 8 queries"), |b| {
        b.iter(|| QUERIES.iter().map(|q| retrieve_dev_tools::retrieve(black_box(q), 5).len()).sum::<usize>())
    });
    let lexicons = toolschema_retrieve::lexicons();
    for n in [200, 2000] {
        let tools = catalogue(n);
        let retriever = Retriever::of(tools.iter().collect(), &lexicons);
        c.bench_function(&format!("run-time index, {n} tools, 8 queries"), |b| {
            b.iter(|| QUERIES.iter().map(|q| retriever.retrieve(black_box(q), 5).len()).sum::<usize>())
        });
    }
    let tools = catalogue(200);
    c.bench_function("building the index of 200 tools with the lexicons", |b| {
        b.iter(|| toolschema_retrieve::build(&tools.iter().collect::<Vec<_>>(), &lexicons).docs())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
