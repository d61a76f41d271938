//! The loop object: turns until the model answers, and its two limits.

use serde_json::{json, Value};
use toolschema::ToolError;
use toolschema_agent::{check_history, Done, Loop, Step, Stop, Wire};

use crate::support::{request, run};

fn calling(id: &str, expr: &str) -> Value {
    json!({ "id": "m", "type": "message", "role": "assistant", "model": "claude", "stop_reason": "tool_use",
            "content": [{ "type": "tool_use", "id": id, "name": "calculator", "input": { "expr": expr } }] })
}

#[test]
fn the_loop_runs_calls_until_the_model_answers_and_keeps_a_valid_history() {
    let mut agent = Loop::new(Wire::Anthropic, vec![json!({ "role": "user", "content": "2*(3+4)?" })]);
    let step = agent.step(&calling("toolu_1", "2*(3+4)"), run).unwrap();
    assert!(matches!(step, Step::Continue { .. }));
    let last = agent.history().last().unwrap().clone();
    assert_eq!(last["content"][0]["content"], "14");
    let answer = json!({ "id": "m2", "type": "message", "role": "assistant", "model": "claude", "stop_reason": "end_turn",
                         "content": [{ "type": "text", "text": "14." }] });
    let Step::Done { turn, why } = agent.step(&answer, run).unwrap() else { panic!("not done") };
    assert_eq!((turn.text.as_str(), why), ("14.", Done::Answered(Stop::EndTurn)));
    assert_eq!(agent.turns(), 2);
    assert_eq!(check_history(Wire::Anthropic, &request(Wire::Anthropic, agent.into_history())), vec![]);
}

#[test]
fn the_loop_stops_after_n_turns_in_a_row_of_bad_calls() {
    let mut agent =
        Loop::new(Wire::Anthropic, vec![json!({ "role": "user", "content": "Go." })]).stop_after_bad_turns(2);
    assert!(matches!(agent.step(&calling("a", "1+"), run).unwrap(), Step::Continue { .. }));
    // A good turn in between starts the count again.
    assert!(matches!(agent.step(&calling("b", "1+1"), run).unwrap(), Step::Continue { .. }));
    assert!(matches!(agent.step(&calling("c", "1+"), run).unwrap(), Step::Continue { .. }));
    let Step::Done { why, .. } = agent.step(&calling("d", "1+"), run).unwrap() else { panic!("not done") };
    assert_eq!(why, Done::BadTurns(2));
    // The last turn's calls are answered all the same.
    assert_eq!(check_history(Wire::Anthropic, &request(Wire::Anthropic, agent.into_history())), vec![]);
}

#[test]
fn the_loop_stops_at_its_maximum_of_turns_with_every_call_answered() {
    let mut agent = Loop::new(Wire::Anthropic, vec![json!({ "role": "user", "content": "Go." })]).max_turns(2);
    assert!(matches!(agent.step(&calling("a", "1+1"), run).unwrap(), Step::Continue { .. }));
    let Step::Done { why, .. } = agent
        .step(&calling("b", "1+1"), |calls| {
            calls.iter().map(|c| Err(ToolError::tool_failed(&c.name, "down"))).collect()
        })
        .unwrap()
    else {
        panic!("not done")
    };
    assert_eq!(why, Done::MaxTurns);
    assert_eq!(check_history(Wire::Anthropic, &request(Wire::Anthropic, agent.into_history())), vec![]);
}

#[test]
fn a_body_that_is_not_a_response_leaves_the_history_as_it_was() {
    let mut agent = Loop::new(Wire::OpenAiChat, vec![json!({ "role": "user", "content": "Go." })]);
    assert!(agent.step(&json!({ "error": { "message": "rate limited" } }), run).is_err());
    assert_eq!(agent.history().len(), 1);
}
