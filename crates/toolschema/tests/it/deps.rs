//! The core crate stays free of `syn`, `quote` and `proc-macro2` (like serde_core).

use std::process::Command;

#[test]
fn core_crate_has_no_syn_in_its_dependency_tree() {
    let output = Command::new(env!("CARGO"))
        .args(["tree", "-p", "toolschema", "-e", "normal,build", "--prefix", "none", "--offline"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo tree runs");
    assert!(output.status.success(), "cargo tree failed: {}", String::from_utf8_lossy(&output.stderr));
    let tree = String::from_utf8(output.stdout).unwrap();
    assert!(tree.starts_with("toolschema "), "unexpected tree:\n{tree}");
    for line in tree.lines() {
        let name = line.split_whitespace().next().unwrap_or("");
        assert!(!["syn", "quote", "proc-macro2"].contains(&name), "`{name}` entered the core crate's tree:\n{tree}");
    }
}
