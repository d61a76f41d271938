//! Every stream fixture replayed event by event: the turn is the one its non-streamed body
//! gives, and each early problem is reported at the first event where it is certain
//! (snapshotted with the event's number).

use serde_json::{json, Value};
use toolschema_agent::{read_turn, EarlyProblem, Stream, Wire};

use crate::support::{fixtures, load, wire_of};

/// The events of a `.jsonl` fixture.
fn events(path: &std::path::Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines().map(|line| serde_json::from_str(line).unwrap()).collect()
}

#[test]
fn every_stream_gives_its_bodys_turn_and_its_early_problems() {
    insta::glob!("../fixtures", "streams/*/*.jsonl", |path| {
        let wire = wire_of(path);
        let mut stream = Stream::new(wire, tools::TOOLS);
        let mut shown = Vec::new();
        for (n, event) in events(path).iter().enumerate() {
            for early in stream.feed(event).unwrap_or_else(|e| panic!("{}: event {n}: {e}", path.display())) {
                let problem = match &early.problem {
                    EarlyProblem::UnknownTool => json!({ "code": "unknown_tool" }),
                    EarlyProblem::Argument(p) => {
                        json!({ "path": p.path, "code": p.code.as_str(), "message": p.message })
                    }
                };
                shown.push(
                    json!({ "event": n, "call": early.call, "id": early.id, "tool": early.tool, "problem": problem }),
                );
            }
        }
        let turn = stream.finish().unwrap();
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap();
        let wire_dir = path.parent().and_then(|p| p.file_name()).and_then(|s| s.to_str()).unwrap();
        let whole = load(&fixtures().join(format!("responses/{wire_dir}/{stem}.json")));
        assert_eq!(
            turn,
            read_turn(wire, &whole).unwrap(),
            "{}: the stream's turn differs from the body's",
            path.display()
        );
        insta::assert_snapshot!(serde_json::to_string_pretty(&shown).unwrap());
    });
}

#[test]
fn an_unknown_tool_is_reported_before_its_arguments() {
    let path = fixtures().join("streams/anthropic/parallel_mixed.jsonl");
    let mut stream = Stream::new(Wire::Anthropic, tools::TOOLS);
    for event in events(&path) {
        let early = stream.feed(&event).unwrap();
        if let Some(first) = early.iter().find(|e| e.problem == EarlyProblem::UnknownTool) {
            assert_eq!(event["type"], "content_block_start");
            assert_eq!(first.tool, "get_weather");
            assert!(first.to_error(tools::TOOLS).to_string().contains("get_weather"));
            return;
        }
    }
    panic!("no early unknown_tool");
}

#[test]
fn an_error_event_ends_the_stream_with_its_message() {
    let mut stream = Stream::new(Wire::Anthropic, tools::TOOLS);
    let event = json!({ "type": "error", "error": { "type": "overloaded_error", "message": "Overloaded" } });
    let err = stream.feed(&event).unwrap_err();
    assert_eq!(err.to_string(), "at `/error`: the stream reports an error: Overloaded");
}

#[test]
fn mcp_sampling_has_no_stream() {
    let mut stream = Stream::new(Wire::McpSampling, tools::TOOLS);
    assert!(stream.feed(&json!({ "role": "assistant" })).is_err());
}
