//! docs/schema-review.md's rules table is the rules the comparison applies.

#[test]
fn the_readme_lists_every_rule_as_rules_rs_has_it() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/schema-review.md")).unwrap();
    let table = toolschema_diff::rules::markdown_table();
    assert!(
        readme.contains(&table),
        "docs/schema-review.md's rules table differs from rules.rs; it should be:\n{table}"
    );
}
