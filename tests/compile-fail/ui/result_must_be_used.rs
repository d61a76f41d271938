//! A tool call's result, success or error, must be looked at.
#![deny(warnings)]

fn main() {
    let root = tools::fs::Root::current_dir().unwrap();
    let store = tools::orders::Store::demo();
    let ctx = tools::Context { root: &root, store: &store };
    tools::dispatch(&ctx, "calculator", &toolschema::serde_json::json!({"expr": "1+1"}));
}
