//! `dispatch` needs every context value the tools take: a `Context` without them does not build.

fn main() {
    let ctx = tools::Context {};
    let _ = tools::dispatch(&ctx, "calculator", &toolschema::serde_json::json!({}));
}
