//! What the tests share: the fixtures, the workspace's tools and their context.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use toolschema_agent::{Answer, Call, Wire};

/// The fixtures folder.
pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// The JSON of a fixture file.
pub fn load(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The wire a fixture is filed under (its folder's name).
pub fn wire_of(path: &Path) -> Wire {
    let name = path.parent().and_then(Path::file_name).and_then(|n| n.to_str()).expect("a folder");
    Wire::from_name(name).unwrap_or_else(|| panic!("no wire `{name}`"))
}

/// Runs the calls with the workspace's tools, together, in the context `cargo xtask call`
/// uses (the demo store; the current folder as the root).
pub fn run(calls: &[Call]) -> Vec<Answer> {
    let root = tools::fs::Root::current_dir().expect("a current folder");
    let store = tools::orders::Store::demo();
    tools::dispatch_all(&tools::Context { root: &root, store: &store }, calls)
}

/// A user's first message in `wire`'s request shape.
pub fn user_message(wire: Wire, text: &str) -> Value {
    match wire {
        Wire::Gemini => json!({ "role": "user", "parts": [{ "text": text }] }),
        Wire::McpSampling => json!({ "role": "user", "content": { "type": "text", "text": text } }),
        _ => json!({ "role": "user", "content": text }),
    }
}

/// A request body of `wire` holding `history`.
pub fn request(wire: Wire, history: Vec<Value>) -> Value {
    let mut body = serde_json::Map::new();
    body.insert(wire.history_key().into(), Value::Array(history));
    Value::Object(body)
}
