//! The fixture server over Streamable HTTP, driven with raw HTTP/1.1 on a `TcpStream`: every
//! bad request (bytes that are not JSON, an unknown method, a foreign `Host` or `Origin`, a
//! body over the limit) gets an answer naming the problem, and the next good request is still
//! served; SIGTERM ends the server with status 0 within a few seconds, a call in flight or not;
//! a stateless server answers each request on its own, as JSON.

mod raw_http;

use std::time::{Duration, Instant};

use raw_http::Http;
use serde_json::json;

#[test]
fn every_bad_request_gets_an_answer_and_the_next_one_is_served() {
    let server = Http::start();
    let http = &server.client;
    http.ping(1);

    // Bytes that are not JSON: a JSON-RPC parse error, or a 4xx saying so; never a 5xx.
    let answer = http.raw(b"{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": ", &[]);
    assert!((400..500).contains(&answer.status), "{} {}", answer.status, answer.body);
    http.ping(3);

    let answer = http.post(&json!({ "jsonrpc": "2.0", "id": 4, "method": "no/such/method" }));
    assert_eq!(answer.message()["error"]["code"], -32601, "{}", answer.body);
    http.ping(5);

    // DNS rebinding: a page of another site cannot reach the server through a name of its own.
    let answer = http.raw(
        json!({ "jsonrpc": "2.0", "id": 6, "method": "ping" }).to_string().as_bytes(),
        &[("Host", "evil.example")],
    );
    assert_eq!(answer.status, 403, "{}", answer.body);
    let answer = http.raw(
        json!({ "jsonrpc": "2.0", "id": 7, "method": "ping" }).to_string().as_bytes(),
        &[("Origin", "http://evil.example")],
    );
    assert_eq!(answer.status, 403, "{}", answer.body);
    http.ping(8);

    // A body over the limit (8 MiB) is refused before it is read whole.
    let answer = http.raw(&vec![b' '; 9 * 1024 * 1024], &[]);
    assert_eq!(answer.status, 413, "{}", answer.body);
    http.ping(9);

    // A tool that panics is a tool error, and the server goes on.
    let answer = http.post(&json!({ "jsonrpc": "2.0", "id": 10, "method": "tools/call",
        "params": { "name": "boom", "arguments": { "reason": "raw http" } } }));
    let message = answer.message();
    assert_eq!(message["result"]["isError"], true, "{}", answer.body);
    assert!(message["result"]["content"][0]["text"].as_str().unwrap().starts_with("tool_panicked:"), "{}", answer.body);
    http.ping(11);

    let status = server.terminate(Duration::from_secs(5));
    assert!(status.success(), "{status:?}");
}

#[test]
fn a_host_name_allowed_on_the_command_line_is_served() {
    let server = Http::start_with(&["--allow-host", "mcp.example.com"]);
    let ping = json!({ "jsonrpc": "2.0", "id": 1, "method": "ping" }).to_string();
    let answer =
        server.client.raw(ping.as_bytes(), &[("Host", "mcp.example.com"), ("Origin", "https://mcp.example.com")]);
    assert_eq!(answer.status, 200, "{}", answer.body);
    // Other names are still refused.
    let answer = server.client.raw(ping.as_bytes(), &[("Host", "evil.example")]);
    assert_eq!(answer.status, 403, "{}", answer.body);
    assert!(server.terminate(Duration::from_secs(5)).success());
}

#[test]
fn sigterm_ends_the_server_with_status_0_even_with_a_call_in_flight() {
    let server = Http::start();
    let call = server.client.clone();
    // The call's connection is the client's to give up on; the server must not wait for it.
    // (Its thread panics when the server goes away; the test does not join it.)
    std::thread::spawn(move || {
        call.post(&json!({ "jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": { "name": "nap", "arguments": { "ms": 20000 } } }))
    });
    std::thread::sleep(Duration::from_millis(500));
    server.client.ping(2);
    let started = Instant::now();
    let status = server.terminate(Duration::from_secs(5));
    assert!(status.success(), "{status:?}");
    eprintln!("exit with a 20 s call in flight: {:?} after SIGTERM", started.elapsed());
}

#[test]
fn a_stateless_server_answers_each_request_on_its_own_as_json() {
    let server = Http::start_with(&["--stateless"]);
    let http = &server.client;
    let answer = http.post(&json!({ "jsonrpc": "2.0", "id": 1, "method": "tools/call",
        "params": { "name": "big", "arguments": { "len": 3 } } }));
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert_eq!(answer.header("content-type"), Some("application/json"), "{}", answer.body);
    assert_eq!(answer.header("mcp-session-id"), None);
    assert_eq!(answer.message()["result"]["content"][0]["text"], "xxx", "{}", answer.body);
    http.ping(2);
    assert!(server.terminate(Duration::from_secs(5)).success());
}
