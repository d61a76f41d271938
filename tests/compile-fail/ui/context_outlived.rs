//! A `Context` borrows its values: it cannot outlive them.

fn main() {
    let store = tools::orders::Store::demo();
    let ctx = {
        let root = tools::fs::Root::current_dir().unwrap();
        tools::Context { root: &root, store: &store }
    };
    let _ = tools::dispatch(&ctx, "read_file", &toolschema::serde_json::json!({"path": "README.md"}));
}
