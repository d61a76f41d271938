//! The workspace's `tools` crate as rig's runtime tools: each definition is the canonical
//! schema, and calls run through rig's own `DynamicTool::execute`, answered by the generated
//! `dispatch` (and `dispatch_async`): results as rig's outputs, bad arguments as rig's
//! `invalid_args` with toolschema's whole text, a tool's own failure as rig's `other`.

use std::sync::Arc;

use futures::executor::block_on;
use rig_core::tool::{DynamicTool, ToolErrorKind};
use serde_json::{json, Value};
use tools::{fs::Root, orders::Store, Context, TOOLS};

/// What the tools run against: the demo shop and a folder holding one file.
struct World {
    root: Root,
    store: Store,
    _dir: std::path::PathBuf,
}

fn world() -> Arc<World> {
    let dir = std::env::temp_dir().join(format!("toolschema-rig-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("notes.txt"), "rig reads this").unwrap();
    Arc::new(World { root: Root::new(&dir).unwrap(), store: Store::demo(), _dir: dir })
}

fn sync_tools() -> Vec<DynamicTool> {
    let world = world();
    toolschema_rig::dynamic_tools(TOOLS, move |tool, args| {
        tools::dispatch(&Context { root: &world.root, store: &world.store }, tool, args)
    })
}

fn named<'a>(offered: &'a [DynamicTool], name: &str) -> &'a DynamicTool {
    offered.iter().find(|t| *t.name() == *name).unwrap_or_else(|| panic!("no tool {name}"))
}

#[test]
fn every_tool_is_offered_with_its_canonical_description_and_input_schema() {
    let offered = sync_tools();
    assert_eq!(offered.len(), TOOLS.len());
    for (tool, rig) in TOOLS.iter().zip(&offered) {
        let definition = rig.definition();
        let canonical = tool.to_json();
        assert_eq!(definition.name.to_string(), tool.name());
        assert_eq!(definition.description, canonical["description"].as_str().unwrap(), "{}", tool.name());
        assert_eq!(definition.parameters, canonical["input_schema"], "{}", tool.name());
    }
}

#[test]
fn a_good_call_is_answered_json_and_a_string_result_as_text() {
    let offered = sync_tools();
    let sum = block_on(named(&offered, "calculator").execute(json!({ "expr": "2*(3+4)" }))).unwrap();
    assert_eq!(sum.as_json(), Some(&json!(14)));
    let text = block_on(named(&offered, "read_file").execute(json!({ "path": "notes.txt" }))).unwrap();
    assert_eq!(text.as_text(), Some("rig reads this"));
}

#[test]
fn bad_arguments_are_rigs_invalid_args_carrying_every_problem_as_toolschema_words_them() {
    let offered = sync_tools();
    let args = json!({ "customer_id": 7, "include_orders": "yes", "extra": 1 });
    let error = block_on(named(&offered, "lookup_customer").execute(args.clone())).unwrap_err();
    let world = world();
    let expected =
        tools::dispatch(&Context { root: &world.root, store: &world.store }, "lookup_customer", &args).unwrap_err();
    assert_eq!(error.kind(), ToolErrorKind::InvalidArgs);
    assert_eq!(error.code(), Some("invalid_arguments"));
    assert_eq!(error.model_feedback(), Some(expected.to_text().as_str()));
    assert_eq!(error.message(), expected.to_text());
    let text = error.model_feedback().unwrap();
    for path in ["customer_id", "include_orders", "extra"] {
        assert!(text.contains(path), "{path} is named: {text}");
    }
}

#[test]
fn a_tool_that_fails_is_rigs_other_with_its_own_words_for_the_model() {
    let offered = sync_tools();
    let args = json!({ "order_id": "O-5004", "reason": "changed my mind" });
    let error = block_on(named(&offered, "cancel_order").execute(args)).unwrap_err();
    assert_eq!(error.kind(), ToolErrorKind::Other);
    assert_eq!(error.code(), Some("tool_failed"));
    let text = error.model_feedback().unwrap();
    assert!(text.starts_with("tool_failed: the tool `cancel_order` failed: "), "{text}");
    assert!(text.contains("O-5004"), "{text}");
}

#[test]
fn arguments_that_are_no_object_are_invalid_args_too() {
    let offered = sync_tools();
    let error = block_on(named(&offered, "calculator").execute(json!([1, 2]))).unwrap_err();
    assert_eq!(error.kind(), ToolErrorKind::InvalidArgs, "{}", error.message());
}

#[test]
fn an_async_dispatch_answers_the_same() {
    let world = world();
    let offered = toolschema_rig::dynamic_tools_async(TOOLS, move |tool, args: Value| {
        let world = world.clone();
        async move {
            let ctx = Context { root: &world.root, store: &world.store };
            tools::dispatch_async(&ctx, &tool, &args).await
        }
    });
    let sum = block_on(named(&offered, "calculator").execute(json!({ "expr": "6*7" }))).unwrap();
    assert_eq!(sum.as_json(), Some(&json!(42)));
    let error = block_on(named(&offered, "calculator").execute(json!({ "expr": true }))).unwrap_err();
    assert_eq!(error.kind(), ToolErrorKind::InvalidArgs);
    assert!(error.model_feedback().unwrap().contains("expr"), "{}", error.message());
}

#[test]
fn an_unknown_tool_is_rigs_not_found() {
    let error = toolschema_rig::error_of(&toolschema::ToolError::unknown_tool("serch", TOOLS));
    assert_eq!(error.kind(), ToolErrorKind::NotFound);
    assert_eq!(error.code(), Some("unknown_tool"));
    assert!(error.model_feedback().unwrap().contains("serch"));
}
