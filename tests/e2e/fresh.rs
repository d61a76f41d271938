//! The committed `schemas/` are what the generator makes of `tools/` today (that the seed
//! tool's schema is the spec's, byte for byte, is tested in `tools/src/tests.rs`).

use toolschema::Format;
use toolschema_codegen::{generate, Options};

use crate::root;

#[test]
fn committed_schemas_are_fresh() {
    let generated = generate(&Options::new(root().join("tools"), "tools"));
    assert!(!generated.has_errors(), "{:#?}", generated.diagnostics);
    let mut expected: Vec<String> = Vec::new();
    for tool in &generated.tools {
        let name = format!("{}.json", tool.name);
        let committed = std::fs::read_to_string(root().join("schemas").join(&name)).unwrap_or_default();
        assert_eq!(
            committed.replace("\r\n", "\n"),
            tool.render(Format::Anthropic).unwrap(),
            "schemas/{name} is stale: run `cargo xtask gen-schemas`"
        );
        expected.push(name);
    }
    let mut present: Vec<String> = std::fs::read_dir(root().join("schemas"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".json"))
        .collect();
    present.sort();
    expected.sort();
    assert_eq!(present, expected, "schemas/ holds files no tool makes: run `cargo xtask gen-schemas`");
}
