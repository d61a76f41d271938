//! `tools/build.rs` reruns when, and only when, a source file of the tools crate changes.

use std::fs::File;
use std::path::Path;
use std::process::Command;
use std::time::SystemTime;

use crate::root;

fn build_tools() -> String {
    let output = Command::new(env!("CARGO"))
        .args(["build", "--package", "tools", "--lib", "--verbose"])
        .current_dir(root())
        .env("CARGO_TARGET_DIR", crate::target_dir())
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "{stderr}");
    stderr
}

fn touch(path: &Path) {
    File::options().append(true).open(path).unwrap().set_modified(SystemTime::now()).unwrap();
}

fn build_script_ran(log: &str) -> bool {
    log.lines().any(|l| l.contains("Running") && l.contains("tools-") && l.contains("build-script-build"))
}

#[test]
fn build_script_reruns_only_when_a_tools_source_changes() {
    build_tools();
    touch(&root().join("README.md"));
    touch(&root().join("crates/toolschema/BENCHMARKS.md"));
    let log = build_tools();
    assert!(!build_script_ran(&log), "a change outside tools/src reran the build script:\n{log}");

    touch(&root().join("tools/src/calculator.rs"));
    let log = build_tools();
    assert!(build_script_ran(&log), "a change in tools/src did not rerun the build script:\n{log}");
}
