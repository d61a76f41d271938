//! An agent-like consumer of the tools crate: offers every tool to a model, in JSON and in
//! a prompt, and runs the calls the model asked for through `dispatch`.
#![deny(warnings)]

use tools::{dispatch, dispatch_str, Context, CALCULATOR_SCHEMA, SEARCH_SCHEMA, TOOLS};
use toolschema::{ErrorCode, Format, ToolSchema};

/// The constants are usable in `const` and `static` context.
const CALCULATOR: &str = CALCULATOR_SCHEMA.name();
static OFFERED: &[&ToolSchema] = &[&CALCULATOR_SCHEMA, &SEARCH_SCHEMA];

#[test]
fn an_agent_offers_every_tool_and_runs_the_calls() {
    let root = tools::fs::Root::current_dir().expect("the current directory");
    let store = tools::orders::Store::demo();
    let ctx = Context { root: &root, store: &store };

    let request: Vec<toolschema::serde_json::Value> = TOOLS.iter().map(|tool| tool.to_json()).collect();
    assert_eq!(request.len(), TOOLS.len());
    let prompt: String = OFFERED.iter().map(|tool| tool.render(Format::Text)).collect::<Result<_, _>>().unwrap();
    assert!(prompt.starts_with("Tool Name: calculator"));

    let calls = [(CALCULATOR, r#"{"expr": "2*(3+4)"}"#), ("search", r#"{"query": "refunds", "limit": 1}"#)];
    for (name, arguments) in calls {
        match dispatch_str(&ctx, name, arguments) {
            Ok(result) => assert!(!result.is_null()),
            Err(error) => panic!("{error}"),
        }
    }

    let error = dispatch(&ctx, "search", &toolschema::serde_json::json!({"qurey": "refunds"})).unwrap_err();
    assert_eq!(error.code, ErrorCode::InvalidArguments);
    assert_eq!(error.problems.len(), 2);
}
