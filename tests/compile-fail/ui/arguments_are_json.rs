//! `dispatch` takes parsed JSON; raw text goes through `dispatch_str`.

fn main() {
    let root = tools::fs::Root::current_dir().unwrap();
    let store = tools::orders::Store::demo();
    let ctx = tools::Context { root: &root, store: &store };
    let _ = tools::dispatch(&ctx, "calculator", r#"{"expr": "1+1"}"#);
}
