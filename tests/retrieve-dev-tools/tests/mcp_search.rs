//! MCP search mode through the dev catalogue's server, with raw JSON-RPC lines.

#[path = "../../mcp-tools/tests/rpc/mod.rs"]
mod rpc;

use std::time::Duration;

use rpc::Server;
use serde_json::{json, Value};

fn listed(server: &mut Server, id: u64) -> Vec<String> {
    let answer = server.request(json!(id), "tools/list", json!({}));
    let tools = answer["result"]["tools"].as_array().cloned().unwrap_or_default();
    tools.iter().map(|t| t["name"].as_str().unwrap_or_default().to_owned()).collect()
}

#[test]
fn the_list_grows_with_what_the_search_returns() {
    let mut server = Server::start(env!("CARGO_BIN_EXE_mcp-retrieve-dev"));
    let init = server.initialize();
    assert_eq!(init["result"]["capabilities"]["tools"]["listChanged"], true, "{init}");
    assert_eq!(listed(&mut server, 2), ["search_tools"]);

    // A tool not listed yet can still be called.
    let answer = server.call(3, "get_note", json!({"note_id": "n_1"}));
    assert_eq!(answer["result"]["isError"], false, "{answer}");

    let answer = server.call(4, "search_tools", json!({"query": "refund my booking", "limit": 2}));
    assert_eq!(answer["result"]["isError"], false, "{answer}");
    // The notification comes before the answer; waiting for the answer kept it aside.
    let changed = |m: &Value| m["method"] == "notifications/tools/list_changed";
    assert_eq!(server.others.iter().filter(|m| changed(m)).count(), 1, "{:?}", server.others);
    // Exactly the tools the answer named, and the search tool, in `TOOLS` (name) order.
    let found: Value = serde_json::from_str(rpc::text(&answer)).unwrap();
    let mut expected: Vec<String> =
        found.as_array().unwrap().iter().map(|m| m["name"].as_str().unwrap().to_owned()).collect();
    assert_eq!(expected.len(), 2, "{found}");
    assert!(expected.contains(&"refund_booking".to_owned()), "{found}");
    expected.push("search_tools".to_owned());
    expected.sort();
    assert_eq!(listed(&mut server, 5), expected);

    // The same answer again reveals nothing new and announces nothing.
    server.call(6, "search_tools", json!({"query": "refund my booking", "limit": 2}));
    let late: Vec<Value> = std::iter::from_fn(|| server.next(Duration::from_millis(300))).collect();
    assert_eq!(server.others.iter().chain(&late).filter(|m| changed(m)).count(), 1, "{late:?}");
}
