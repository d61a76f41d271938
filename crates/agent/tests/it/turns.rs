//! Every response fixture read, its calls run with the workspace's tools, and answered: the
//! `agent-turn` object of each, snapshotted; and every turn's append, after the user's first
//! message, is a history its provider takes.

use toolschema_agent::{check_history, read_turn, report, Wire};

use crate::support::{load, request, run, user_message, wire_of};

#[test]
fn every_response_fixture_reads_and_answers() {
    insta::glob!("../fixtures", "responses/*/*.json", |path| {
        let wire = wire_of(path);
        let body = load(path);
        let shown = match read_turn(wire, &body) {
            Ok(turn) => {
                let answers = run(&turn.calls);
                let shown = report(wire, &turn, answers);
                let mut history = vec![user_message(wire, "Go.")];
                history.extend(shown["append"].as_array().cloned().unwrap_or_default());
                let problems = check_history(wire, &request(wire, history));
                assert!(problems.is_empty(), "{}: the append is not a valid history: {problems:#?}", path.display());
                shown
            }
            Err(err) => serde_json::json!({ "error": { "at": err.at, "message": err.message } }),
        };
        let error_fixture = path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("err_"));
        assert_eq!(shown.get("error").is_some(), error_fixture, "{}: only `err_` fixtures are refused", path.display());
        insta::assert_snapshot!(serde_json::to_string_pretty(&shown).unwrap());
    });
}

#[test]
fn every_call_of_a_turn_is_answered_once_in_order_with_its_id() {
    let path = crate::support::fixtures().join("responses/anthropic/parallel_mixed.json");
    let turn = read_turn(Wire::Anthropic, &load(&path)).unwrap();
    let shown = report(Wire::Anthropic, &turn, run(&turn.calls));
    let results = shown["append"][1]["content"].as_array().unwrap();
    let ids: Vec<&str> = results.iter().map(|r| r["tool_use_id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["toolu_01A", "toolu_01B", "toolu_01C", "toolu_01D", "toolu_01E"]);
    let errors: Vec<bool> = results.iter().map(|r| r.get("is_error") == Some(&serde_json::json!(true))).collect();
    assert_eq!(errors, [false, true, true, true, false]);
}

#[test]
fn openai_arguments_stay_text_and_empty_ones_are_no_arguments() {
    let path = crate::support::fixtures().join("responses/openai-chat/parallel_mixed.json");
    let turn = read_turn(Wire::OpenAiChat, &load(&path)).unwrap();
    assert_eq!(turn.calls[4].args, toolschema_agent::Args::Text("{\"query\": \"refund dam".into()));
    assert_eq!(turn.calls[5].args, toolschema_agent::Args::Text(String::new()));
}

#[test]
fn a_short_list_of_answers_still_answers_every_call() {
    let path = crate::support::fixtures().join("responses/openai-responses/parallel_mixed.json");
    let turn = read_turn(Wire::OpenAiResponses, &load(&path)).unwrap();
    let answers = toolschema_agent::answer(Wire::OpenAiResponses, &turn, Vec::new());
    let ids: Vec<&str> = answers.iter().map(|a| a["call_id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["call_A", "call_B", "call_C", "call_D", "call_E", "call_F"]);
    assert!(answers[0]["output"].as_str().unwrap().contains("gave no answer"));
}
