//! The workspace's MCP server (`--bin mcp`) as a client that no SDK protects sees it: raw
//! lines on stdin, and after every bad one, the next good request is still answered. Every
//! line the server writes must parse as JSON-RPC (the reader fails the test otherwise).

#[path = "../../tests/mcp-tools/tests/rpc/mod.rs"]
mod rpc;

use std::time::Duration;

use rpc::{text, Server};
use serde_json::{json, Value};

fn start() -> Server {
    Server::start(env!("CARGO_BIN_EXE_mcp"))
}

#[test]
fn nothing_is_written_before_the_first_request() {
    let mut server = start();
    assert_eq!(server.next(Duration::from_millis(500)), None);
    let answer = server.initialize();
    assert_eq!(answer["result"]["serverInfo"]["name"], "toolschema-tools");
    assert!(answer["result"]["capabilities"]["tools"].is_object(), "{answer}");
}

#[test]
fn stdin_closing_ends_the_server_with_status_0() {
    let mut server = start();
    server.initialize();
    server.ping(1);
    let status = server.close(Duration::from_secs(5));
    assert!(status.success(), "{status:?}");
}

#[test]
fn every_bad_input_is_answered_and_the_next_request_still_is() {
    let mut server = start();
    server.initialize();

    // Not JSON: -32700 with a null id (there is no id to read).
    server.send_line(br#"{"jsonrpc": "2.0", "id": 1, "method": "ping""#);
    assert_eq!(server.null_answer()["error"]["code"], -32700);
    server.ping(2);

    // A request without `method`: -32600 with its id.
    server.send(&json!({ "jsonrpc": "2.0", "id": 3 }));
    assert_eq!(server.answer(&json!(3))["error"]["code"], -32600);
    server.ping(4);

    // An unknown method: -32601.
    let answer = server.request(json!(5), "tools/nope", json!({}));
    assert_eq!(answer["error"]["code"], -32601, "{answer}");
    server.ping(6);

    // A 2 MiB argument works.
    let query = "refund ".repeat(2 * 1024 * 1024 / 7);
    let answer = server.call(7, "search", json!({ "query": query, "limit": 1 }));
    assert_eq!(answer["result"]["isError"], false, "{answer:.300}");
    assert_eq!(answer["result"]["structuredContent"]["result"].as_array().map(Vec::len), Some(1));
    server.ping(8);

    // A line over the limit (8 MiB) is skipped without being held, and answered -32600.
    let long = format!(r#"{{"jsonrpc":"2.0","id":9,"method":"ping","params":{{"pad":"{}"}}}}"#, "a".repeat(9 << 20));
    server.send_line(long.as_bytes());
    let answer = server.null_answer();
    assert_eq!(answer["error"]["code"], -32600, "{answer}");
    assert!(answer["error"]["message"].as_str().unwrap().contains("limit"), "{answer}");
    server.ping(10);

    // An unknown tool: -32602 with the did-you-mean.
    let answer = server.call(11, "serch", json!({}));
    assert_eq!(answer["error"]["code"], -32602, "{answer}");
    assert!(answer["error"]["message"].as_str().unwrap().contains("did you mean `search`?"), "{answer}");
    server.ping(12);

    // Bad arguments: a tool error the model can read, every problem with its path.
    let answer = server.call(13, "search", json!({ "query": 5, "limit": "3", "sort": "new" }));
    assert_eq!(answer["result"]["isError"], true, "{answer}");
    let text = text(&answer);
    for path in ["- query:", "- limit:", "- sort:"] {
        assert!(text.contains(path), "{path} missing from {text}");
    }
    assert!(answer["result"].get("structuredContent").is_none(), "{answer}");
    server.ping(14);

    // A `tools/call` without `name`, or with arguments that are not an object: -32602.
    for (id, params) in [(15, json!({ "arguments": {} })), (16, json!({ "name": "search", "arguments": [1] }))] {
        let answer = server.request(json!(id), "tools/call", params);
        assert_eq!(answer["error"]["code"], -32602, "{answer}");
    }
    server.ping(17);

    // Not an object at all, and an empty line (ignored).
    server.send_line(b"[1, 2]");
    assert_eq!(server.null_answer()["error"]["code"], -32600);
    server.send_line(b"");
    server.ping(18);

    let status = server.close(Duration::from_secs(5));
    assert!(status.success(), "{status:?}");
}

#[test]
fn tools_list_is_the_mcp_rendering_in_tools_order() {
    let mut server = start();
    server.initialize();
    let answer = server.request(json!(1), "tools/list", json!({}));
    let listed = answer["result"]["tools"].as_array().expect("a list of tools");
    let expected: Vec<Value> = tools::TOOLS.iter().map(|t| t.to_value(toolschema::Format::Mcp).unwrap()).collect();
    assert_eq!(listed, &expected);
    assert!(answer["result"].get("nextCursor").is_none(), "{answer:.200}");
}

#[test]
fn a_good_call_has_structured_content_matching_the_output_schema() {
    let mut server = start();
    server.initialize();
    let answer = server.call(1, "lookup_customer", json!({ "customer_id": "C-1001" }));
    assert_eq!(answer["result"]["isError"], false, "{answer}");
    assert_eq!(answer["result"]["structuredContent"]["id"], "C-1001");
    let read: Value = serde_json::from_str(text(&answer)).unwrap();
    assert_eq!(read, answer["result"]["structuredContent"]);
    // A tool that fails answers its words as a tool error.
    let answer = server.call(2, "lookup_customer", json!({ "customer_id": "C-0" }));
    assert_eq!(answer["result"]["isError"], true, "{answer}");
    assert!(text(&answer).starts_with("tool_failed:"), "{answer}");
}
