//! Every history fixture checked: `agent-check`'s problems for each, snapshotted; the good
//! ones have none, the broken ones each code their wire can break.

use toolschema_agent::check_history;

use crate::support::{load, wire_of};

#[test]
fn every_history_fixture_is_checked() {
    insta::glob!("../fixtures", "histories/*/*.json", |path| {
        let problems = check_history(wire_of(path), &load(path));
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        assert_eq!(problems.is_empty(), name.starts_with("good"), "{}: {problems:#?}", path.display());
        let shown: Vec<_> = problems.iter().map(|p| p.to_json()).collect();
        insta::assert_snapshot!(serde_json::to_string_pretty(&serde_json::json!({ "problems": shown })).unwrap());
    });
}

#[test]
fn the_broken_histories_show_every_code_the_issue_names() {
    let mut codes = std::collections::BTreeSet::new();
    for wire in ["anthropic", "openai-chat", "openai-responses", "gemini", "text", "mcp-sampling"] {
        let path = crate::support::fixtures().join(format!("histories/{wire}/broken.json"));
        codes.extend(check_history(wire_of(&path), &load(&path)).iter().map(|p| p.code.as_str()));
    }
    for code in [
        "unanswered_call",
        "unknown_call_id",
        "duplicate_result",
        "result_not_first",
        "result_not_next",
        "result_count",
    ] {
        assert!(codes.contains(code), "no broken fixture shows `{code}`: {codes:?}");
    }
}
