//! The snippet of docs/agent-loop.md for async-openai, compiled and run here against its
//! request and response types (the types features only): the tools it offers are
//! async-openai's `ChatCompletionTools` and read back as toolschema rendered them, and the
//! tool messages it builds answer every call of a response, in order, in a history that
//! `check_history` passes.

use serde_json::{json, Value};
use toolschema::Format;
use toolschema_agent::{check_history, Wire};

use crate::support::fixtures;

// snippet: start
use async_openai::types::chat::{
    ChatCompletionMessageToolCalls, ChatCompletionRequestMessage, ChatCompletionTools, CreateChatCompletionResponse,
};
use toolschema::provider_result::openai_tool_message;

/// Every tool, as async-openai's request type: toolschema renders OpenAI's shape, serde reads it.
fn offered() -> Vec<ChatCompletionTools> {
    let to_openai = |tool: &toolschema::ToolSchema| tool.to_value(Format::OpenAi).expect("no format problem");
    tools::TOOLS.iter().map(|tool| serde_json::from_value(to_openai(tool)).expect("OpenAI's tool shape")).collect()
}

/// One `tool` message per call of the response's first choice, in call order: a bad call
/// gets toolschema's error text, never a missing answer.
fn answers(ctx: &tools::Context<'_>, response: &CreateChatCompletionResponse) -> Vec<ChatCompletionRequestMessage> {
    let calls = response.choices[0].message.tool_calls.iter().flatten();
    calls
        .map(|call| {
            let (id, result) = match call {
                ChatCompletionMessageToolCalls::Function(call) => {
                    (&call.id, tools::dispatch_str(ctx, &call.function.name, &call.function.arguments))
                }
                // Custom tools are never offered above; a call of one is answered all the same.
                ChatCompletionMessageToolCalls::Custom(call) => {
                    (&call.id, Err(toolschema::ToolError::unknown_tool(&call.custom_tool.name, tools::TOOLS)))
                }
            };
            serde_json::from_value(openai_tool_message(id, &result)).expect("OpenAI's tool message")
        })
        .collect()
}
// snippet: end

#[test]
fn the_docs_hold_this_snippet_verbatim() {
    let this = include_str!("async_openai.rs");
    let snippet = this.split("// snippet: start\n").nth(1).and_then(|rest| rest.split("// snippet: end\n").next());
    let snippet = snippet.expect("the snippet's markers");
    let docs =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/agent-loop.md"))
            .expect("docs/agent-loop.md");
    assert!(
        docs.contains(&format!("```rust\n{snippet}```\n")),
        "docs/agent-loop.md lost the async-openai snippet:\n{snippet}"
    );
}

#[test]
fn the_offered_tools_are_async_openais_and_say_what_toolschema_rendered() {
    let offered = offered();
    assert_eq!(offered.len(), tools::TOOLS.len());
    for (tool, typed) in tools::TOOLS.iter().zip(&offered) {
        assert_eq!(serde_json::to_value(typed).unwrap(), tool.to_value(Format::OpenAi).unwrap(), "{}", tool.name());
    }
}

#[test]
fn every_call_of_a_response_is_answered_in_order_and_the_history_passes_check_history() {
    let body = crate::support::load(&fixtures().join("responses/openai-chat/parallel_mixed.json"));
    let response: CreateChatCompletionResponse = serde_json::from_value(body.clone()).expect("async-openai reads it");
    let root = tools::fs::Root::current_dir().unwrap();
    let store = tools::orders::Store::demo();
    let answers = answers(&tools::Context { root: &root, store: &store }, &response);
    let calls = body["choices"][0]["message"]["tool_calls"].as_array().unwrap();
    assert_eq!(answers.len(), calls.len());
    let sent: Vec<Value> = answers.iter().map(|m| serde_json::to_value(m).unwrap()).collect();
    for (message, call) in sent.iter().zip(calls) {
        assert_eq!(message["role"], "tool");
        assert_eq!(message["tool_call_id"], call["id"]);
    }
    assert_eq!(sent[0]["content"], "14");
    assert!(sent[3]["content"].as_str().unwrap().starts_with("unknown_tool: "), "{}", sent[3]);
    let mut history = vec![json!({ "role": "user", "content": "Go." }), body["choices"][0]["message"].clone()];
    history.extend(sent);
    assert_eq!(check_history(Wire::OpenAiChat, &json!({ "messages": history })), vec![]);
}
