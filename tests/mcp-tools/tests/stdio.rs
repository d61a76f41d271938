//! The MCP server against tools that misbehave: a panic, a `println!`, a result over the cap,
//! slow sync tools in parallel with a `ping` among them, a cancelled call, an async tool.

mod rpc;

use std::time::{Duration, Instant};

use rpc::{text, Server};
use serde_json::json;

fn start() -> Server {
    let mut server = Server::start(env!("CARGO_BIN_EXE_mcp-fixture"));
    server.initialize();
    server
}

#[test]
fn a_panicking_tool_is_a_tool_error_and_the_server_goes_on() {
    let mut server = start();
    let started = Instant::now();
    let answer = server.call(1, "boom", json!({ "reason": "on purpose" }));
    assert!(started.elapsed() < Duration::from_secs(1), "{:?}", started.elapsed());
    assert_eq!(answer["result"]["isError"], true, "{answer}");
    assert!(text(&answer).starts_with("tool_panicked:"), "{answer}");
    assert!(text(&answer).contains("on purpose"), "{answer}");
    let answer = server.call(2, "shout", json!({ "text": "still here" }));
    assert_eq!(text(&answer), "still here");
}

#[test]
fn what_a_tool_prints_goes_to_stderr_not_into_the_protocol() {
    let mut server = start();
    // A line that would look like an answer, were it on stdout.
    let printed = r#"{"jsonrpc":"2.0","id":99,"result":{}}"#;
    for id in 1..=3 {
        let answer = server.call(id, "shout", json!({ "text": printed }));
        assert_eq!(answer["result"]["isError"], false, "{answer}");
    }
    server.ping(4);
    assert!(server.next(Duration::from_millis(200)).is_none(), "the printed line reached stdout");
    let deadline = Instant::now() + Duration::from_secs(5);
    while server.stderr().matches(printed).count() < 3 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(server.stderr().matches(printed).count(), 3, "stderr:\n{}", server.stderr());
}

#[test]
fn a_result_over_the_cap_is_a_tool_error_not_a_giant_message() {
    let mut server = start();
    let answer = server.call(1, "big", json!({ "len": 9 << 20 }));
    assert_eq!(answer["result"]["isError"], true, "{answer:.300}");
    assert!(text(&answer).contains("over this server's limit of 8388608 bytes"), "{answer}");
    // Under the cap is sent whole: 3 MiB twice (the text and `structuredContent`).
    let answer = server.call(2, "big", json!({ "len": 3 << 20 }));
    assert_eq!(text(&answer).len(), 3 << 20);
}

#[test]
fn sync_tools_run_in_parallel_and_ping_is_answered_meanwhile() {
    let mut server = start();
    let started = Instant::now();
    for id in 1..=40 {
        server.send(&json!({ "jsonrpc": "2.0", "id": id, "method": "tools/call",
            "params": { "name": "nap", "arguments": { "ms": 200 } } }));
    }
    let ping = Instant::now();
    server.ping(100);
    let ping = ping.elapsed();
    let mut counts: Vec<u64> = (1..=40)
        .map(|id| {
            let answer = server.answer(&json!(id));
            answer["result"]["structuredContent"]["result"].as_u64().unwrap_or_else(|| panic!("{answer}"))
        })
        .collect();
    let all = started.elapsed();
    counts.sort_unstable();
    assert_eq!(counts, (1..=40).collect::<Vec<_>>());
    eprintln!("40 calls of 200 ms: {all:?}; a ping among them: {ping:?}");
    assert!(all < Duration::from_secs(4), "{all:?}: the calls ran one after another");
    assert!(ping < Duration::from_millis(500), "{ping:?}");
}

#[test]
fn a_cancelled_call_gets_no_answer_and_the_server_goes_on() {
    let mut server = start();
    server.send(&json!({ "jsonrpc": "2.0", "id": 1, "method": "tools/call",
        "params": { "name": "later", "arguments": { "n": 1, "ms": 1500 } } }));
    server.send(&json!({ "jsonrpc": "2.0", "method": "notifications/cancelled",
        "params": { "requestId": 1, "reason": "the user gave up" } }));
    server.ping(2);
    let answer = server.call(3, "later", json!({ "n": 21, "ms": 0 }));
    assert_eq!(answer["result"]["structuredContent"]["result"], 42, "{answer}");
    // Past the time the cancelled call would have taken: still no answer to it.
    let deadline = Instant::now() + Duration::from_millis(2000);
    while let Some(line) = server.next(deadline.saturating_duration_since(Instant::now())) {
        assert_ne!(line["id"], 1, "a cancelled call was answered: {line}");
    }
}

#[test]
fn stdin_closing_ends_the_server_even_with_a_call_in_flight() {
    let mut server = start();
    server.send(&json!({ "jsonrpc": "2.0", "id": 1, "method": "tools/call",
        "params": { "name": "nap", "arguments": { "ms": 20000 } } }));
    server.ping(2);
    let started = Instant::now();
    let status = server.close(Duration::from_secs(3));
    assert!(status.success(), "{status:?}");
    eprintln!("exit with a 20 s call in flight: {:?} after stdin closed", started.elapsed());
}

#[test]
fn calls_in_flight_are_bounded() {
    let mut server = Server::start_with(env!("CARGO_BIN_EXE_mcp-fixture"), &[("MCP_FIXTURE_MAX_CALLS", "2")]);
    server.initialize();
    let started = Instant::now();
    for id in 1..=6 {
        server.send(&json!({ "jsonrpc": "2.0", "id": id, "method": "tools/call",
            "params": { "name": "nap", "arguments": { "ms": 300 } } }));
    }
    // The workers stay free while the slots are taken.
    server.ping(100);
    for id in 1..=6 {
        server.answer(&json!(id));
    }
    let all = started.elapsed();
    // Three rounds of two at least; that they do run in parallel is the test of 40 calls.
    assert!(all >= Duration::from_millis(900), "{all:?}: more than 2 calls ran at once");
}

#[test]
fn progress_and_log_messages_come_before_the_answer_and_only_when_asked_for() {
    let mut server = start();
    // Neither a progress token nor a log level: the tool's reports go nowhere.
    let answer = server.call(1, "steps", json!({ "n": 3 }));
    assert_eq!(text(&answer), "3", "{answer}");
    server.ping(2);
    assert!(server.others.is_empty(), "{:?}", server.others);

    let answer = server.request(json!(3), "logging/setLevel", json!({ "level": "info" }));
    assert_eq!(answer["result"], json!({}), "{answer}");
    let params = json!({ "name": "steps", "arguments": { "n": 3 }, "_meta": { "progressToken": "t-1" } });
    let answer = server.request(json!(4), "tools/call", params);
    assert_eq!(text(&answer), "3", "{answer}");
    let methods: Vec<&str> = server.others.iter().map(|line| line["method"].as_str().unwrap()).collect();
    assert_eq!(methods, ["notifications/message", "notifications/progress"].repeat(3), "{:?}", server.others);
    let progress: Vec<(f64, f64)> = server
        .others
        .iter()
        .filter(|line| line["method"] == "notifications/progress")
        .map(|line| {
            assert_eq!(line["params"]["progressToken"], "t-1");
            (line["params"]["progress"].as_f64().unwrap(), line["params"]["total"].as_f64().unwrap())
        })
        .collect();
    assert_eq!(progress, [(1.0, 3.0), (2.0, 3.0), (3.0, 3.0)]);
    let first = &server.others[0]["params"];
    assert_eq!(first["level"], "info");
    assert_eq!(first["logger"], "steps");
    assert_eq!(first["data"], "step 1 of 3");
}

#[test]
fn an_inline_tool_answers_like_any_other() {
    let mut server = start();
    for id in 1..=20 {
        let answer = server.call(id, "succ", json!({ "n": id }));
        assert_eq!(text(&answer), (id + 1).to_string(), "{answer}");
    }
    server.ping(99);
}
