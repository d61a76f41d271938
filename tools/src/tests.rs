//! Tests of the generated API over the real tools: schemas, `TOOLS` and `dispatch`.

use serde_json::{json, Value};
use toolschema::{ErrorCode, Format};

use crate::fs::Root;
use crate::{dispatch, dispatch_str, Context, GET_CURRENT_DATETIME_SCHEMA, TOOLS};

/// The seed example of the spec (section 4.3), byte for byte.
const SEED: &str = r#"{
  "name": "get_current_datetime",
  "description": "Returns the current date and time formatted according to the specified format",
  "input_schema": {
    "type": "object",
    "properties": {
      "date_format": {
        "type": "string",
        "description": "A string specifying the format of the returned datetime. Uses Python's strftime format codes.",
        "default": "%Y-%m-%d %H:%M:%S"
      }
    },
    "required": []
  }
}
"#;

fn call(tool: &str, args: Value) -> Result<Value, toolschema::ToolError> {
    let root = Root::new(env!("CARGO_MANIFEST_DIR")).unwrap();
    dispatch(&Context { root: &root }, tool, &args)
}

#[test]
fn datetime_schema_is_the_seed() {
    assert_eq!(GET_CURRENT_DATETIME_SCHEMA.render(Format::Anthropic), SEED);
}

#[test]
fn every_tool_is_listed() {
    let names: Vec<&str> = TOOLS.iter().map(|t| t.name()).collect();
    assert_eq!(names, ["calculator", "get_current_datetime", "read_file", "search", "summarise"]);
    for tool in TOOLS {
        assert!(!tool.summary.is_empty(), "{}", tool.name());
        assert!(!tool.returns.description.is_empty() || tool.name() == "get_current_datetime", "{}", tool.name());
    }
}

#[test]
fn context_parameters_are_not_in_the_schema() {
    let read_file = TOOLS.iter().find(|t| t.name() == "read_file").unwrap();
    let schema = read_file.to_json();
    let properties = &schema["input_schema"]["properties"];
    assert!(properties.get("root").is_none(), "{schema}");
    assert_eq!(properties["max_chars"]["default"], json!(2000));
    assert_eq!(schema["input_schema"]["required"], json!(["path"]));
}

#[test]
fn calculator_through_dispatch() {
    assert_eq!(call("calculator", json!({"expr": "2*(3+4)"})).unwrap(), json!(14));
    assert_eq!(call("calculator", json!({"expr": "1/4"})).unwrap(), json!(0.25));
    let err = call("calculator", json!({"expr": "1/0"})).unwrap_err();
    assert_eq!(err.code, ErrorCode::ToolFailed);
    assert_eq!(err.message, "division by zero at character 2");
    let err = call("calculator", json!({"expr": 5})).unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidArguments);
}

#[test]
fn datetime_through_dispatch() {
    let now = call("get_current_datetime", json!({})).unwrap();
    assert_eq!(now.as_str().map(str::len), Some(19), "{now}");
    let err = call("get_current_datetime", json!({"date_format": "%Q"})).unwrap_err();
    assert_eq!(err.code, ErrorCode::ToolFailed);
}

#[test]
fn read_file_through_dispatch() {
    let text = call("read_file", json!({"path": "Cargo.toml", "max_chars": 9})).unwrap();
    let text = text.as_str().unwrap();
    assert!(text.starts_with("[package]\n[truncated: showing 9 of "), "{text}");
    let err = call("read_file", json!({"path": "../Cargo.toml"})).unwrap_err();
    assert_eq!(err.code, ErrorCode::ToolFailed);
    let err = call("read_file", json!({"path": "src/lib.rs", "max_chars": -1})).unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidArguments);
}

#[test]
fn search_and_summarise_through_dispatch() {
    let hits = call("search", json!({"query": "refunds"})).unwrap();
    assert_eq!(hits.as_array().map(Vec::len), Some(3));
    assert_eq!(hits[0]["title"], json!("Refunds: when you get your money back"));
    let counts = call("summarise", json!({"messages": [{"role": "user"}, {"role": "user"}], "limit": null})).unwrap();
    assert_eq!(counts, json!({"user": 2}));
    let err = call("summarise", json!({"messages": [{}]})).unwrap_err();
    assert_eq!(err.message, "`messages[0]` has no `role`");
}

#[test]
fn raw_json_arguments() {
    let root = Root::new(env!("CARGO_MANIFEST_DIR")).unwrap();
    let ctx = Context { root: &root };
    assert_eq!(dispatch_str(&ctx, "calculator", r#"{"expr": "-2^2"}"#).unwrap(), json!(-4));
    assert_eq!(dispatch_str(&ctx, "calculator", "{").unwrap_err().code, ErrorCode::InvalidArguments);
    assert_eq!(dispatch_str(&ctx, "calculatr", "{}").unwrap_err().code, ErrorCode::UnknownTool);
}
