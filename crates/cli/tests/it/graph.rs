//! `graph`, `plan` and `retrieve` over the workspace's tools crates, as a process: the graph of
//! every fixture tools crate (one line an edge), and the order desk's plans and prerequisites
//! in the JSON the issue fixes.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::{text, xtask};

/// The workspace's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

/// The command's JSON on stdout; it must succeed.
fn json_of(args: &[&str]) -> Value {
    let output = xtask(&root(), args);
    let (stdout, stderr) = text(&output);
    assert!(output.status.success(), "{args:?}: {stdout}{stderr}");
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {stdout}"))
}

#[test]
fn the_graph_of_every_fixture_tools_crate() {
    for dir in [
        "tools",
        "tests/fixture-tools",
        "tests/paths-tools",
        "tests/mcp-tools",
        "tests/oracle",
        "tests/retrieval-tools",
        "tests/retrieve-dev-tools",
        "tests/graph-tools",
    ] {
        let graph = json_of(&["toolschema", "graph", "--tools-dir", dir, "--json"]);
        let edges = graph["edges"].as_array().expect("`edges` is a list");
        let mut lines = vec![format!("{} edges", edges.len())];
        for e in edges {
            assert_eq!(e.as_object().unwrap().len(), 4, "an edge has from, to, param and type: {e}");
            lines.push(format!("{} -> {}.{}: {}", e["from"], e["to"], e["param"], e["type"]).replace('"', ""));
        }
        let name = dir.rsplit('/').next().unwrap();
        insta::assert_snapshot!(format!("graph_{name}"), lines.join("\n"));
    }
}

#[test]
fn the_order_desk_plans_cancel_order_through_search_orders_and_offers_it_as_a_prerequisite() {
    let plan = json_of(&["toolschema", "plan", "cancel_order", "--tools-dir", "tools", "--json"]);
    let have_id =
        json_of(&["toolschema", "plan", "cancel_order", "--have", "order_id", "--tools-dir", "tools", "--json"]);
    let have_type = json_of(&[
        "toolschema",
        "plan",
        "cancel_order",
        "--have",
        "crate::orders::CustomerId",
        "--tools-dir",
        "tools",
        "--json",
    ]);
    let hits = json_of(&["toolschema", "retrieve", "cancel my last order", "--tools-dir", "tools", "--json"]);
    let first = &hits[0];
    assert_eq!(first["name"], "cancel_order", "{hits:#}");
    assert_eq!(first["prerequisites"], serde_json::json!(["search_orders"]), "{hits:#}");
    let shown =
        serde_json::json!({"plan": plan, "have order_id": have_id, "have CustomerId": have_type, "retrieve": hits});
    insta::assert_snapshot!(serde_json::to_string_pretty(&shown).unwrap());
}

#[test]
fn an_unknown_goal_is_a_usage_error_with_the_nearest_name() {
    let output = xtask(&root(), &["toolschema", "plan", "cancel_ordr", "--tools-dir", "tools", "--json"]);
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(2), "{stdout}{stderr}");
    assert!(stderr.contains("there is no tool `cancel_ordr` (did you mean `cancel_order`?)"), "{stderr}");
}
