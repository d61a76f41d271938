//! Every tool of the catalogue answers a call with its required arguments, as any tools
//! crate must: the benchmark's tools are real tools, not only doc comments.

use retrieval_tools::{dispatch, Context, TOOLS};
use serde_json::{json, Map, Value};
use toolschema::Format;

/// The smallest arguments a schema accepts: each required property, with the first of its
/// `enum` values or a plain value of its type.
fn minimal_args(input_schema: &Value) -> Value {
    let mut args = Map::new();
    let required = input_schema["required"].as_array().cloned().unwrap_or_default();
    for name in required.iter().filter_map(Value::as_str) {
        let prop = &input_schema["properties"][name];
        let value = match (prop["enum"].get(0), prop["type"].as_str()) {
            (Some(first), _) => first.clone(),
            (None, Some("string")) => json!("x"),
            (None, Some("integer")) => prop["minimum"].as_i64().map_or(json!(1), |m| json!(m.max(1))),
            (None, Some("number")) => json!(1.5),
            (None, Some("boolean")) => json!(true),
            (None, Some("array")) => json!([]),
            _ => json!({}),
        };
        args.insert(name.to_owned(), value);
    }
    Value::Object(args)
}

#[test]
fn every_tool_answers_a_call_with_its_required_arguments() {
    let mut failures = Vec::new();
    for tool in TOOLS {
        let schema = tool.to_value(Format::Anthropic).expect("the canonical form always renders");
        let args = minimal_args(&schema["input_schema"]);
        match dispatch(&Context::default(), tool.name(), &args) {
            Ok(Value::String(text)) if text.starts_with(tool.name()) => {}
            other => failures.push(format!("{}({args}) gave {other:?}", tool.name())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_call_shows_its_arguments_and_a_bad_one_is_refused() {
    let ctx = Context::default();
    let good = dispatch(&ctx, "cancel_order", &json!({"order_id": "O-5001", "reason": "customer"}));
    let bad = dispatch(&ctx, "cancel_order", &json!({"order_id": "O-5001", "reason": "bored", "refnd": false}));
    let bad = bad.map_err(|e| e.to_string());
    insta::assert_snapshot!(format!("{good:?}\n{bad:?}"));
}
