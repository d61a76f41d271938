//! The property the issue asks for: for any mix of calls, whatever the tools do (answer,
//! fail, panic, sleep, not exist, get arguments that are not JSON), every call's id is
//! answered exactly once and in call order, and the history with the answers is one the
//! provider takes.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Duration;

use proptest::prelude::*;
use serde_json::{json, Value};
use toolschema::dispatch::{run_all, Arguments};
use toolschema::ToolError;
use toolschema_agent::{answer, check_history, read_turn, Answer, Wire};

use crate::support::{request, user_message};

/// What a call's tool does.
#[derive(Clone, Copy, Debug)]
enum Does {
    Answer,
    Fail,
    Panic,
    Sleep(u64),
    NotATool,
    NotJson,
}

fn does() -> impl Strategy<Value = Does> {
    prop_oneof![
        Just(Does::Answer),
        Just(Does::Fail),
        Just(Does::Panic),
        (0u64..3).prop_map(Does::Sleep),
        Just(Does::NotATool),
        Just(Does::NotJson),
    ]
}

fn name(does: Does) -> &'static str {
    match does {
        Does::Answer | Does::NotJson => "answer",
        Does::Fail => "fail",
        Does::Panic => "panic",
        Does::Sleep(_) => "sleep",
        Does::NotATool => "no_such_tool",
    }
}

/// A dispatch of four tools that do what their names say, catching panics as the generated
/// dispatch does.
fn dispatch(_: &(), tool: &str, args: Arguments<'_>) -> Answer {
    let owned;
    let args = match args {
        Arguments::Value(value) => value,
        Arguments::Text(text) => match serde_json::from_str::<Value>(text) {
            Ok(value) => {
                owned = value;
                &owned
            }
            Err(_) => return Err(ToolError::invalid_arguments(tool.to_owned(), Vec::new())),
        },
        Arguments::Bytes(bytes) => match serde_json::from_slice::<Value>(bytes) {
            Ok(value) => {
                owned = value;
                &owned
            }
            Err(_) => return Err(ToolError::invalid_arguments(tool.to_owned(), Vec::new())),
        },
    };
    let ms = args.get("ms").and_then(Value::as_u64).unwrap_or(0);
    catch_unwind(AssertUnwindSafe(|| match tool {
        "answer" => Ok(json!("done")),
        "fail" => Err(ToolError::tool_failed(tool, "it failed")),
        "panic" => panic!("the tool panicked on purpose"),
        "sleep" => {
            std::thread::sleep(Duration::from_millis(ms));
            Ok(json!(ms))
        }
        _ => Err(ToolError::tool_failed(tool, "no such tool")),
    }))
    .unwrap_or_else(|_| Err(ToolError::tool_panicked(tool, "it panicked")))
}

/// A response of `wire` whose calls do `all`, with the ids `c0`, `c1`…
fn response(wire: Wire, all: &[Does]) -> Value {
    let args = |d: Does| match d {
        Does::Sleep(ms) => json!({ "ms": ms }),
        _ => json!({}),
    };
    let text = |d: Does| match d {
        Does::NotJson => "{\"ms\": ".to_owned(),
        d => args(d).to_string(),
    };
    let each = all.iter().enumerate();
    match wire {
        Wire::Anthropic | Wire::McpSampling => {
            let blocks: Vec<Value> = each
                .map(|(i, &d)| json!({ "type": "tool_use", "id": format!("c{i}"), "name": name(d), "input": args(d) }))
                .collect();
            json!({ "role": "assistant", "content": blocks, "stop_reason": "tool_use", "stopReason": "toolUse" })
        }
        Wire::OpenAiChat => {
            let calls: Vec<Value> = each
                .map(|(i, &d)| json!({ "id": format!("c{i}"), "type": "function", "function": { "name": name(d), "arguments": text(d) } }))
                .collect();
            json!({ "choices": [{ "index": 0, "message": { "role": "assistant", "content": null, "tool_calls": calls }, "finish_reason": "tool_calls" }] })
        }
        Wire::OpenAiResponses => {
            let items: Vec<Value> = each
                .map(|(i, &d)| json!({ "type": "function_call", "id": format!("fc{i}"), "call_id": format!("c{i}"), "name": name(d), "arguments": text(d) }))
                .collect();
            json!({ "status": "completed", "output": items })
        }
        Wire::Gemini | Wire::Text(_) => {
            let parts: Vec<Value> = each
                .map(|(i, &d)| json!({ "functionCall": { "id": format!("c{i}"), "name": name(d), "args": args(d) } }))
                .collect();
            json!({ "candidates": [{ "content": { "role": "model", "parts": parts }, "finishReason": "STOP" }] })
        }
    }
}

/// The call ids the answers give, in order.
fn answered_ids(wire: Wire, answers: &[Value]) -> Vec<String> {
    let ids: Vec<&Value> = match wire {
        Wire::Anthropic => answers[0]["content"].as_array().unwrap().iter().map(|b| &b["tool_use_id"]).collect(),
        Wire::McpSampling => answers[0]["content"].as_array().unwrap().iter().map(|b| &b["toolUseId"]).collect(),
        Wire::OpenAiChat => answers.iter().map(|m| &m["tool_call_id"]).collect(),
        Wire::OpenAiResponses => answers.iter().map(|m| &m["call_id"]).collect(),
        Wire::Gemini | Wire::Text(_) => {
            answers[0]["parts"].as_array().unwrap().iter().map(|p| &p["functionResponse"]["id"]).collect()
        }
    };
    ids.into_iter().map(|id| id.as_str().unwrap().to_owned()).collect()
}

fn wire() -> impl Strategy<Value = Wire> {
    prop_oneof![
        Just(Wire::Anthropic),
        Just(Wire::OpenAiChat),
        Just(Wire::OpenAiResponses),
        Just(Wire::Gemini),
        Just(Wire::McpSampling),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn every_id_is_answered_once_in_order_whatever_the_tools_do(
        wire in wire(),
        all in proptest::collection::vec(does(), 1..24),
    ) {
        let turn = read_turn(wire, &response(wire, &all)).unwrap();
        let answers = run_all(&(), &turn.calls, dispatch);
        let appended = answer(wire, &turn, answers);
        let expected: Vec<String> = (0..all.len()).map(|i| format!("c{i}")).collect();
        prop_assert_eq!(answered_ids(wire, &appended), expected);
        let mut history = vec![user_message(wire, "Go.")];
        history.extend(turn.assistant.clone());
        history.extend(appended);
        prop_assert_eq!(check_history(wire, &request(wire, history)), vec![]);
    }
}
