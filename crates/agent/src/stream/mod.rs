//! Streaming: [`Stream`] accumulates a provider's streamed events into the response body the
//! API would have returned whole, so that [`Stream::finish`] gives the same [`Turn`] as
//! [`read_turn`](crate::read_turn) does; and as a call's name and arguments arrive, it
//! reports the problems already certain ([`Early`]), so an agent can stop a bad call (or the
//! whole stream) before the model has finished writing it.
//!
//! The events are the documented ones:
//! - Anthropic: `message_start`, `content_block_start`, `content_block_delta` (`text_delta`,
//!   `thinking_delta`, `signature_delta`, `input_json_delta`, `citations_delta`),
//!   `content_block_stop`, `message_delta`, `message_stop`, `ping`, `error`;
//! - OpenAI Chat: `chat.completion.chunk` objects, `tool_calls[].function.arguments` arriving
//!   in pieces by `index`;
//! - OpenAI Responses: `response.created`, `response.output_item.added`,
//!   `response.function_call_arguments.delta` / `.done`, `response.output_item.done`,
//!   `response.completed` / `.incomplete` / `.failed` (whose `response` is the whole body),
//!   `error`;
//! - Gemini `streamGenerateContent`: each event a `GenerateContentResponse` whose parts
//!   follow the earlier ones (a `functionCall` comes whole);
//! - text: `{"text": DELTA}`.
//!
//! MCP sampling has no stream: [`Stream::feed`] refuses its events.

mod args;

use serde_json::{json, Map, Value};
use toolschema::{check_args, ArgProblem, ToolError, ToolSchema};

use self::args::Watch;
use crate::read::{kind, read_turn};
use crate::turn::{Turn, WireError};
use crate::wire::Wire;

/// A problem of one call that is certain before the stream ends.
#[derive(Clone, Debug, PartialEq)]
pub struct Early {
    /// The call's place among the turn's calls (its index in [`Turn::all_calls`]).
    pub call: usize,
    /// The call's id, when the wire gives one.
    pub id: Option<String>,
    /// The tool the model named.
    pub tool: String,
    /// What is wrong.
    pub problem: EarlyProblem,
}

/// What an [`Early`] problem is.
#[derive(Clone, Debug, PartialEq)]
pub enum EarlyProblem {
    /// No tool has the name.
    UnknownTool,
    /// One problem in the arguments, as `check_args` says it (path, code, message).
    Argument(ArgProblem),
}

impl Early {
    /// The error the call will be answered with (or a part of it: the arguments may hold
    /// more problems once complete), given the tools the stream was checked against.
    pub fn to_error(&self, tools: &[&ToolSchema]) -> ToolError {
        match &self.problem {
            EarlyProblem::UnknownTool => ToolError::unknown_tool(&self.tool, tools),
            EarlyProblem::Argument(problem) => ToolError::invalid_arguments(self.tool.clone(), vec![problem.clone()]),
        }
    }
}

/// One call being streamed: where it is in the body, what it is, its arguments so far.
struct Streaming<'t> {
    /// The content block's, tool call's or output item's index.
    key: usize,
    id: Option<String>,
    name: String,
    /// Whether the name is complete (and, when no tool has it, reported).
    settled: bool,
    schema: Option<&'t ToolSchema>,
    watch: Watch,
}

/// The accumulation of one streamed response; see the module docs.
pub struct Stream<'t> {
    wire: Wire,
    tools: &'t [&'t ToolSchema],
    body: Value,
    calls: Vec<Streaming<'t>>,
}

impl<'t> Stream<'t> {
    /// A stream of `wire`, whose calls are checked against `tools` (the generated `TOOLS`).
    pub fn new(wire: Wire, tools: &'t [&'t ToolSchema]) -> Self {
        let body = match wire {
            Wire::Text(_) => json!({ "text": "" }),
            _ => Value::Null,
        };
        Stream { wire, tools, body, calls: Vec::new() }
    }

    /// Takes one event (its `data`, parsed) and returns the problems it made certain. `Err`
    /// when the event is not one of the wire's, or is the provider's `error` event.
    pub fn feed(&mut self, event: &Value) -> Result<Vec<Early>, WireError> {
        let Some(map) = event.as_object() else {
            return Err(WireError::new("", format!("expected an event, a JSON object; got {}", kind(event))));
        };
        if let Some(error) = map.get("error").filter(|e| !e.is_null()) {
            let message = error.get("message").and_then(Value::as_str).unwrap_or("no message");
            return Err(WireError::new("/error", format!("the stream reports an error: {message}")));
        }
        let mut early = Vec::new();
        match self.wire {
            Wire::Anthropic => self.anthropic(map, &mut early)?,
            Wire::OpenAiChat => self.chat(map, &mut early)?,
            Wire::OpenAiResponses => self.responses(map, &mut early)?,
            Wire::Gemini => self.gemini(map, &mut early)?,
            Wire::Text(_) => {
                let delta =
                    map.get("text").and_then(Value::as_str).ok_or_else(|| WireError::new("", "`text` is missing"))?;
                if let Some(Value::String(text)) = self.body.get_mut("text") {
                    text.push_str(delta);
                }
            }
            Wire::McpSampling => return Err(WireError::new("", "MCP sampling has no stream: read its result whole")),
        }
        Ok(early)
    }

    /// The response body rebuilt so far, as the API would have returned it whole.
    pub fn body(&self) -> &Value {
        &self.body
    }

    /// The turn the whole stream gave: [`read_turn`] of [`Stream::body`].
    pub fn finish(self) -> Result<Turn, WireError> {
        if self.body.is_null() {
            return Err(WireError::new("", "the stream ended before its first event"));
        }
        read_turn(self.wire, &self.body)
    }

    /// A new call at `key`, its name `name` (settled when `settled`).
    fn start(&mut self, key: usize, id: Option<String>, name: String, settled: bool, early: &mut Vec<Early>) {
        self.calls.push(Streaming { key, id, name, settled: false, schema: None, watch: Watch::new() });
        if settled {
            let k = self.calls.len() - 1;
            self.settle(k, early);
        }
    }

    /// The name of call `k` is complete: look the tool up, and say so when there is none.
    fn settle(&mut self, k: usize, early: &mut Vec<Early>) {
        let tools = self.tools;
        let call = &mut self.calls[k];
        if std::mem::replace(&mut call.settled, true) {
            return;
        }
        call.schema = tools.iter().copied().find(|t| t.name() == call.name);
        if call.schema.is_none() {
            early.push(Early {
                call: k,
                id: call.id.clone(),
                tool: call.name.clone(),
                problem: EarlyProblem::UnknownTool,
            });
        }
    }

    /// Arguments text for call `k`.
    fn arguments(&mut self, k: usize, delta: &str, early: &mut Vec<Early>) {
        self.settle(k, early);
        let call = &mut self.calls[k];
        let problems = call.watch.feed(delta, call.schema);
        // An unknown tool's arguments are kept, but said nothing about: the name is the fault.
        if call.schema.is_none() {
            return;
        }
        for problem in problems {
            early.push(Early {
                call: k,
                id: call.id.clone(),
                tool: call.name.clone(),
                problem: EarlyProblem::Argument(problem),
            });
        }
    }

    fn call_at(&self, key: usize) -> Option<usize> {
        self.calls.iter().position(|c| c.key == key)
    }

    fn anthropic(&mut self, event: &Map<String, Value>, early: &mut Vec<Early>) -> Result<(), WireError> {
        let kind = event.get("type").and_then(Value::as_str).ok_or_else(|| WireError::new("", "`type` is missing"))?;
        let index = || event.get("index").and_then(Value::as_u64).map(|i| i as usize);
        match kind {
            "message_start" => {
                let message = event.get("message").filter(|m| m.is_object());
                self.body = message.cloned().ok_or_else(|| WireError::new("/message", "`message` is missing"))?;
                if !self.body.get("content").is_some_and(Value::is_array) {
                    self.body["content"] = json!([]);
                }
            }
            "content_block_start" => {
                let i = index().ok_or_else(|| WireError::new("", "`index` is missing"))?;
                let block = event
                    .get("content_block")
                    .cloned()
                    .ok_or_else(|| WireError::new("", "`content_block` is missing"))?;
                let content = self.content()?;
                while content.len() <= i {
                    content.push(Value::Null);
                }
                content[i] = block.clone();
                if block.get("type").and_then(Value::as_str) == Some("tool_use") {
                    let id = block.get("id").and_then(Value::as_str).map(str::to_owned);
                    let name = block.get("name").and_then(Value::as_str).unwrap_or_default().to_owned();
                    self.start(i, id, name, true, early);
                }
            }
            "content_block_delta" => {
                let i = index().ok_or_else(|| WireError::new("", "`index` is missing"))?;
                let delta = event
                    .get("delta")
                    .and_then(Value::as_object)
                    .ok_or_else(|| WireError::new("", "`delta` is missing"))?;
                let block = self.content()?.get_mut(i).filter(|b| b.is_object()).ok_or_else(|| {
                    WireError::new("/index", format!("a delta for the block {i}, which has not started"))
                })?;
                let text = |key: &str| delta.get(key).and_then(Value::as_str).unwrap_or_default();
                match delta.get("type").and_then(Value::as_str).unwrap_or_default() {
                    "text_delta" => push_str(block, "text", text("text")),
                    "thinking_delta" => push_str(block, "thinking", text("thinking")),
                    "signature_delta" => push_str(block, "signature", text("signature")),
                    "citations_delta" => {
                        let citation = delta.get("citation").cloned().unwrap_or(Value::Null);
                        match block.get_mut("citations").and_then(Value::as_array_mut) {
                            Some(list) => list.push(citation),
                            None => block["citations"] = json!([citation]),
                        }
                    }
                    "input_json_delta" => {
                        if let Some(k) = self.call_at(i) {
                            self.arguments(k, text("partial_json"), early);
                        }
                    }
                    _ => {}
                }
            }
            "content_block_stop" => {
                let i = index().ok_or_else(|| WireError::new("", "`index` is missing"))?;
                if let Some(k) = self.call_at(i) {
                    let text = self.calls[k].watch.text().to_owned();
                    // No delta at all is a call without arguments; arguments cut off by the
                    // token limit are not JSON, and the call is never run.
                    let input = match text.trim() {
                        "" => json!({}),
                        text => serde_json::from_str(text).unwrap_or_else(|_| json!({})),
                    };
                    if let Some(block) = self.content()?.get_mut(i) {
                        block["input"] = input;
                    }
                }
            }
            "message_delta" => {
                if let (Some(delta), Some(body)) =
                    (event.get("delta").and_then(Value::as_object), self.body.as_object_mut())
                {
                    for (key, value) in delta {
                        body.insert(key.clone(), value.clone());
                    }
                }
                if let (Some(Value::Object(usage)), Some(Value::Object(into))) =
                    (event.get("usage"), self.body.get_mut("usage"))
                {
                    for (key, value) in usage {
                        into.insert(key.clone(), value.clone());
                    }
                }
            }
            "message_stop" | "ping" => {}
            other => return Err(WireError::new("/type", format!("`{other}` is no event of Anthropic's stream"))),
        }
        Ok(())
    }

    /// Anthropic's `content` so far.
    fn content(&mut self) -> Result<&mut Vec<Value>, WireError> {
        self.body
            .get_mut("content")
            .and_then(Value::as_array_mut)
            .ok_or_else(|| WireError::new("", "a content block before `message_start`"))
    }

    fn chat(&mut self, chunk: &Map<String, Value>, early: &mut Vec<Early>) -> Result<(), WireError> {
        if self.body.is_null() {
            let mut body = Map::new();
            for key in ["id", "created", "model", "service_tier", "system_fingerprint"] {
                if let Some(value) = chunk.get(key) {
                    body.insert(key.into(), value.clone());
                }
            }
            body.insert("object".into(), json!("chat.completion"));
            body.insert(
                "choices".into(),
                json!([{ "index": 0, "message": { "role": "assistant", "content": null, "refusal": null }, "finish_reason": null, "logprobs": null }]),
            );
            self.body = Value::Object(body);
        }
        if let Some(usage) = chunk.get("usage").filter(|u| !u.is_null()) {
            self.body["usage"] = usage.clone();
        }
        let choices =
            chunk.get("choices").and_then(Value::as_array).ok_or_else(|| WireError::new("", "`choices` is missing"))?;
        // The loop goes on with the first choice, as `read_turn` does.
        let Some(choice) = choices.iter().find(|c| c.get("index").and_then(Value::as_u64).unwrap_or(0) == 0) else {
            return Ok(());
        };
        if let Some(delta) = choice.get("delta").and_then(Value::as_object) {
            for key in ["content", "refusal"] {
                if let Some(piece) = delta.get(key).and_then(Value::as_str) {
                    let message = &mut self.body["choices"][0]["message"];
                    match message.get_mut(key) {
                        Some(Value::String(text)) => text.push_str(piece),
                        _ => message[key] = json!(piece),
                    }
                }
            }
            for call in delta.get("tool_calls").and_then(Value::as_array).into_iter().flatten() {
                let i = call.get("index").and_then(Value::as_u64).unwrap_or(0) as usize;
                let function = call.get("function");
                let name = function.and_then(|f| f.get("name")).and_then(Value::as_str);
                let args = function.and_then(|f| f.get("arguments")).and_then(Value::as_str).unwrap_or_default();
                let k = match self.call_at(i) {
                    Some(k) => k,
                    None => {
                        // A new call: the names of those before it are complete.
                        for k in 0..self.calls.len() {
                            self.settle(k, early);
                        }
                        let id = call.get("id").and_then(Value::as_str).map(str::to_owned);
                        self.start(i, id, String::new(), false, early);
                        let message = &mut self.body["choices"][0]["message"];
                        if !message.get("tool_calls").is_some_and(Value::is_array) {
                            message["tool_calls"] = json!([]);
                        }
                        let kind = call.get("type").cloned().unwrap_or(json!("function"));
                        let entry = json!({ "id": call.get("id").cloned().unwrap_or(json!("")), "type": kind, "function": { "name": "", "arguments": "" } });
                        if let Some(list) = message["tool_calls"].as_array_mut() {
                            list.push(entry);
                        }
                        self.calls.len() - 1
                    }
                };
                let entry = &mut self.body["choices"][0]["message"]["tool_calls"][k];
                if let Some(id) = call.get("id").and_then(Value::as_str) {
                    entry["id"] = json!(id);
                    self.calls[k].id = Some(id.to_owned());
                }
                if let Some(name) = name {
                    push_str(&mut entry["function"], "name", name);
                    self.calls[k].name.push_str(name);
                }
                push_str(&mut entry["function"], "arguments", args);
                if !args.is_empty() {
                    self.arguments(k, args, early);
                }
            }
        }
        if let Some(reason) = choice.get("finish_reason").filter(|r| !r.is_null()) {
            self.body["choices"][0]["finish_reason"] = reason.clone();
            for k in 0..self.calls.len() {
                self.settle(k, early);
            }
        }
        Ok(())
    }

    fn responses(&mut self, event: &Map<String, Value>, early: &mut Vec<Early>) -> Result<(), WireError> {
        let kind = event.get("type").and_then(Value::as_str).ok_or_else(|| WireError::new("", "`type` is missing"))?;
        let index = || event.get("output_index").and_then(Value::as_u64).map(|i| i as usize);
        match kind {
            "response.created"
            | "response.in_progress"
            | "response.completed"
            | "response.incomplete"
            | "response.failed" => {
                let response = event.get("response").filter(|r| r.is_object());
                self.body = response.cloned().ok_or_else(|| WireError::new("/response", "`response` is missing"))?;
            }
            "response.output_item.added" | "response.output_item.done" => {
                let i = index().ok_or_else(|| WireError::new("", "`output_index` is missing"))?;
                let item = event.get("item").cloned().ok_or_else(|| WireError::new("", "`item` is missing"))?;
                let output = self
                    .body
                    .get_mut("output")
                    .and_then(Value::as_array_mut)
                    .ok_or_else(|| WireError::new("", "an output item before `response.created`"))?;
                while output.len() <= i {
                    output.push(Value::Null);
                }
                output[i] = item.clone();
                if kind.ends_with("added") && item.get("type").and_then(Value::as_str) == Some("function_call") {
                    let id = item.get("call_id").and_then(Value::as_str).map(str::to_owned);
                    let name = item.get("name").and_then(Value::as_str).unwrap_or_default().to_owned();
                    self.start(i, id, name, true, early);
                    let args = item.get("arguments").and_then(Value::as_str).unwrap_or_default().to_owned();
                    if !args.is_empty() {
                        let k = self.calls.len() - 1;
                        self.arguments(k, &args, early);
                    }
                }
            }
            "response.function_call_arguments.delta" => {
                let i = index().ok_or_else(|| WireError::new("", "`output_index` is missing"))?;
                let delta = event.get("delta").and_then(Value::as_str).unwrap_or_default();
                if let Some(item) = self.body.get_mut("output").and_then(|o| o.get_mut(i)) {
                    push_str(item, "arguments", delta);
                }
                if let Some(k) = self.call_at(i) {
                    self.arguments(k, delta, early);
                }
            }
            "response.function_call_arguments.done" => {
                let i = index().ok_or_else(|| WireError::new("", "`output_index` is missing"))?;
                if let (Some(item), Some(args)) =
                    (self.body.get_mut("output").and_then(|o| o.get_mut(i)), event.get("arguments"))
                {
                    item["arguments"] = args.clone();
                }
            }
            // Text, reasoning and the rest: their items arrive whole in `output_item.done`,
            // and the whole response at the end.
            _ if kind.starts_with("response.") => {}
            other => return Err(WireError::new("/type", format!("`{other}` is no event of the Responses stream"))),
        }
        Ok(())
    }

    fn gemini(&mut self, chunk: &Map<String, Value>, early: &mut Vec<Early>) -> Result<(), WireError> {
        let candidate = chunk.get("candidates").and_then(Value::as_array).and_then(|c| c.first());
        if self.body.is_null() {
            let mut body = chunk.clone();
            body.insert("candidates".into(), json!([{ "content": { "role": "model", "parts": [] }, "index": 0 }]));
            self.body = Value::Object(body);
        } else {
            for (key, value) in chunk.iter().filter(|(k, _)| *k != "candidates") {
                self.body[key] = value.clone();
            }
        }
        let Some(candidate) = candidate.and_then(Value::as_object) else { return Ok(()) };
        for (key, value) in candidate.iter().filter(|(k, _)| *k != "content") {
            self.body["candidates"][0][key] = value.clone();
        }
        let parts = candidate.get("content").and_then(|c| c.get("parts")).and_then(Value::as_array);
        for part in parts.into_iter().flatten() {
            let into = self.body["candidates"][0]["content"]["parts"].as_array_mut().expect("made above");
            // Text continues the text before it, as the whole response has it in one part.
            let plain = |p: &Value| p.as_object().is_some_and(|p| p.keys().all(|k| k == "text" || k == "thought"));
            if let (Some(last), true) = (into.last_mut(), plain(part)) {
                if plain(last) && last.get("thought") == part.get("thought") && last.get("text").is_some() {
                    push_str(last, "text", part.get("text").and_then(Value::as_str).unwrap_or_default());
                    continue;
                }
            }
            into.push(part.clone());
            let Some(call) = part.get("functionCall") else { continue };
            let id = call.get("id").and_then(Value::as_str).map(str::to_owned);
            let name = call.get("name").and_then(Value::as_str).unwrap_or_default().to_owned();
            let key = into.len() - 1;
            self.start(key, id, name, true, early);
            // A Gemini call arrives whole: every problem of its arguments is certain.
            let k = self.calls.len() - 1;
            if let Some(schema) = self.calls[k].schema {
                let args = call.get("args").cloned().unwrap_or_else(|| json!({}));
                if let Err(problems) = check_args(schema, &args) {
                    let c = &self.calls[k];
                    for problem in problems.listed {
                        early.push(Early {
                            call: k,
                            id: c.id.clone(),
                            tool: c.name.clone(),
                            problem: EarlyProblem::Argument(problem),
                        });
                    }
                }
            }
        }
        Ok(())
    }
}

/// Appends `piece` to the string under `key` of `object` (made when absent).
fn push_str(object: &mut Value, key: &str, piece: &str) {
    match object.get_mut(key) {
        Some(Value::String(text)) => text.push_str(piece),
        _ => object[key] = json!(piece),
    }
}
