//! Tests of the generated API over the real tools: schemas, `TOOLS` and `dispatch`.

use serde_json::{json, Value};
use toolschema::{ErrorCode, Format};

use crate::fs::Root;
use crate::{dispatch, dispatch_str, Context, CANCEL_ORDER_SCHEMA, GET_CURRENT_DATETIME_SCHEMA, SEARCH_SCHEMA, TOOLS};

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
    let store = crate::orders::Store::demo();
    dispatch(&Context { root: &root, store: &store }, tool, &args)
}

#[test]
fn datetime_schema_is_the_seed() {
    assert_eq!(GET_CURRENT_DATETIME_SCHEMA.render(Format::Anthropic).unwrap(), SEED);
}

#[test]
fn annotations_are_in_the_mcp_rendering_only() {
    let cancel = CANCEL_ORDER_SCHEMA.to_value(Format::Mcp).unwrap();
    assert_eq!(
        cancel["annotations"],
        json!({
            "title": "Cancel an order",
            "readOnlyHint": false,
            "destructiveHint": true,
            "idempotentHint": true,
            "openWorldHint": false
        })
    );
    let search = SEARCH_SCHEMA.to_value(Format::Mcp).unwrap();
    assert_eq!(search["annotations"]["readOnlyHint"], true, "{search}");
    // Every tool declares them, and no other format has the key.
    for tool in TOOLS {
        assert!(tool.to_value(Format::Mcp).unwrap().get("annotations").is_some(), "{}", tool.name());
        for &format in Format::ALL.iter().filter(|&&f| f != Format::Mcp && f != Format::Text) {
            let value = tool.to_value(format).unwrap();
            assert!(!value.to_string().contains("readOnlyHint"), "{format} {value}");
        }
    }
}

#[test]
fn every_tool_is_listed() {
    let names: Vec<&str> = TOOLS.iter().map(|t| t.name()).collect();
    assert_eq!(
        names,
        [
            "calculator",
            "cancel_order",
            "get_current_datetime",
            "lookup_customer",
            "read_file",
            "search",
            "search_orders",
            "summarise"
        ]
    );
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
    assert_eq!(err.message(), "division by zero at character 2");
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
    let two = json!([{"role": "user", "content": "hi"}, {"role": "user", "content": "again"}]);
    let counts = call("summarise", json!({"messages": two, "limit": null})).unwrap();
    assert_eq!(counts, json!({"user": 2}));
    // A message without a role, or with a role that is not one of the four, never reaches the tool.
    let err =
        call("summarise", json!({"messages": [{"content": "?"}, {"role": "robot", "content": "beep"}]})).unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidArguments);
    let paths: Vec<&str> = err.problems.iter().map(|p| p.path.as_str()).collect();
    assert_eq!(paths, ["messages[0].role", "messages[1].role"]);
}

#[test]
fn the_order_desk_through_dispatch() {
    let customer = call("lookup_customer", json!({"customer_id": "C-1001"})).unwrap();
    assert_eq!(customer["name"], "Ada Byron");
    assert!(customer.get("orders").is_none(), "orders only when asked for: {customer}");
    let pending = call("search_orders", json!({"customer_id": "C-1002", "status": "pending"})).unwrap();
    assert_eq!(pending[0]["id"], "O-5005");
    let err = call("search_orders", json!({"customer_id": "C-1002", "status": "lost"})).unwrap_err();
    assert_eq!(err.problems[0].path, "status");
    let cancelled = call("cancel_order", json!({"order_id": "O-5003", "reason": "ordered twice"})).unwrap();
    assert_eq!(cancelled["status"], "cancelled");
    let err = call("cancel_order", json!({"order_id": "O-5004", "reason": "too slow"})).unwrap_err();
    assert_eq!(err.code, ErrorCode::ToolFailed);
}

#[test]
fn raw_json_arguments() {
    let root = Root::new(env!("CARGO_MANIFEST_DIR")).unwrap();
    let store = crate::orders::Store::demo();
    let ctx = Context { root: &root, store: &store };
    assert_eq!(dispatch_str(&ctx, "calculator", r#"{"expr": "-2^2"}"#).unwrap(), json!(-4));
    assert_eq!(dispatch_str(&ctx, "calculator", "{").unwrap_err().code, ErrorCode::InvalidArguments);
    assert_eq!(dispatch_str(&ctx, "calculatr", "{}").unwrap_err().code, ErrorCode::UnknownTool);
}
