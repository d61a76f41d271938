//! `cargo bench -p mcp-bench --bench round_trips`: `tools/call` round trips over stdio, one
//! call at a time, for `search` and `summarise`, against the workspace's server (its tools
//! `inline`, and again on the blocking pool) and against the same tool bodies behind rmcp's
//! `#[tool]` macros, in one run, the servers taking turns so that a busy machine slows all
//! alike. Prints calls per second and the p50 and
//! p99 latency of each, then `tools/list` and start-up (spawn to the first `tools/list`
//! answered), and `tools/list` of the 224 tools of `tests/retrieval-tools`, as the Markdown
//! rows of `crates/mcp/BENCHMARKS.md`.
//!
//! Before timing, each call is made once on every server and their answers compared (the
//! `structuredContent`, or the text read as JSON where there is none): all must be doing the
//! same work.

#[path = "../../mcp-tools/tests/rpc/mod.rs"]
mod rpc;

use std::time::{Duration, Instant};

use rpc::Server;
use serde_json::{json, Value};

/// A server: its name, its binary, its environment.
type Served = (&'static str, &'static str, &'static [(&'static str, &'static str)]);

const SERVERS: [Served; 3] = [
    ("toolschema-mcp (`inline`)", env!("CARGO_BIN_EXE_mcp-bench-toolschema"), &[]),
    ("toolschema-mcp (blocking pool)", env!("CARGO_BIN_EXE_mcp-bench-toolschema"), &[("MCP_BENCH_BLOCKING_POOL", "1")]),
    ("rmcp #[tool]", env!("CARGO_BIN_EXE_mcp-bench-rmcp"), &[]),
];
/// Rounds per server and tool; each round is `WARM_UP` untimed calls, then `CALLS` timed.
const ROUNDS: usize = 3;
const WARM_UP: usize = 200;
const CALLS: usize = 2_000;

fn main() {
    let roles = ["user", "assistant"];
    let messages: Vec<Value> = (0..20).map(|i| json!({ "role": roles[i % 2], "content": "hello" })).collect();
    let calls = [
        ("search", json!({ "query": "refund for a damaged item", "limit": 3 })),
        ("summarise", json!({ "messages": messages })),
    ];
    let mut servers: Vec<(Server, u64)> = SERVERS.iter().map(|(_, exe, env)| (started(exe, env), 1)).collect();

    for (tool, args) in &calls {
        let answers: Vec<Value> = servers.iter_mut().map(|(s, id)| answered(&call(s, id, tool, args))).collect();
        for (answer, (name, ..)) in answers.iter().zip(SERVERS).skip(1) {
            assert_eq!(&answers[0], answer, "{name} answers `{tool}` differently");
        }
    }

    println!("| server | tool | calls/s | p50 | p99 |");
    println!("|---|---|---|---|---|");
    for (tool, args) in &calls {
        let mut took: Vec<Vec<Duration>> = vec![Vec::new(); SERVERS.len()];
        let mut wall = vec![Duration::ZERO; SERVERS.len()];
        for _ in 0..ROUNDS {
            for (i, (server, id)) in servers.iter_mut().enumerate() {
                for _ in 0..WARM_UP {
                    call(server, id, tool, args);
                }
                let round = Instant::now();
                for _ in 0..CALLS {
                    let one = Instant::now();
                    call(server, id, tool, args);
                    took[i].push(one.elapsed());
                }
                wall[i] += round.elapsed();
            }
        }
        for (i, (name, ..)) in SERVERS.iter().enumerate() {
            let (p50, p99) = percentiles(&mut took[i]);
            let per_second = (ROUNDS * CALLS) as f64 / wall[i].as_secs_f64();
            println!("| {name} | `{tool}` | {per_second:.0} | {p50:.0?} | {p99:.0?} |");
        }
    }

    println!();
    println!("| server | `tools/list` p50 | p99 | start-up to the first `tools/list`, median of 20 |");
    println!("|---|---|---|---|");
    for (i, (server, id)) in servers.iter_mut().enumerate() {
        let mut took = Vec::new();
        for _ in 0..ROUNDS * CALLS / 10 {
            let one = Instant::now();
            let answer = server.request(json!(*id), "tools/list", json!({}));
            took.push(one.elapsed());
            *id += 1;
            assert_eq!(answer["result"]["tools"].as_array().map(Vec::len), Some(2), "{answer:.300}");
        }
        let (p50, p99) = percentiles(&mut took);
        let mut starts: Vec<Duration> = (0..20)
            .map(|_| {
                let spawned = Instant::now();
                let mut fresh = started(SERVERS[i].1, SERVERS[i].2);
                fresh.request(json!(1), "tools/list", json!({}));
                let start_up = spawned.elapsed();
                assert!(fresh.close(Duration::from_secs(5)).success());
                start_up
            })
            .collect();
        let (start_up, _) = percentiles(&mut starts);
        println!("| {} | {p50:.0?} | {p99:.0?} | {start_up:.1?} |", SERVERS[i].0);
    }
    for (server, _) in servers {
        assert!(server.close(Duration::from_secs(5)).success());
    }

    // A catalogue of hundreds of tools: `tools/list` of the retrieval benchmark's 224.
    let mut catalogue = started(env!("CARGO_BIN_EXE_mcp-bench-catalogue"), &[]);
    let mut took = Vec::new();
    let mut bytes = 0;
    for id in 0..1_000 {
        let one = Instant::now();
        let answer = catalogue.request(json!(id), "tools/list", json!({}));
        took.push(one.elapsed());
        let listed = answer["result"]["tools"].as_array().map_or(0, Vec::len);
        assert_eq!(listed, 224, "{answer:.300}");
        bytes = answer.to_string().len();
    }
    let (p50, p99) = percentiles(&mut took);
    println!();
    println!("| `tools/list` of 224 tools (toolschema-mcp) | p50 | p99 | answer |");
    println!("|---|---|---|---|");
    println!("| `tests/retrieval-tools` | {p50:.2?} | {p99:.2?} | {bytes} bytes |");
    assert!(catalogue.close(Duration::from_secs(5)).success());
}

/// A server started and initialised.
fn started(exe: &str, env: &[(&str, &str)]) -> Server {
    let mut server = Server::start_with(exe, env);
    server.initialize();
    server
}

/// One `tools/call`, which must succeed.
fn call(server: &mut Server, id: &mut u64, tool: &str, args: &Value) -> Value {
    let answer = server.call(*id, tool, args.clone());
    *id += 1;
    assert_eq!(answer["result"]["isError"], false, "{answer:.300}");
    answer
}

/// What a successful call answered: its `structuredContent`, or its text read as JSON.
fn answered(answer: &Value) -> Value {
    match &answer["result"]["structuredContent"] {
        Value::Null => {
            let text = answer["result"]["content"][0]["text"].as_str().unwrap_or_default();
            serde_json::from_str(text).unwrap_or(Value::Null)
        }
        structured => structured.clone(),
    }
}

fn percentiles(took: &mut [Duration]) -> (Duration, Duration) {
    took.sort_unstable();
    (took[took.len() / 2], took[took.len() * 99 / 100])
}
