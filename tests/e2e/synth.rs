//! A crate from `cargo xtask synth` (the build benchmarks' crate): its generated code compiles
//! under `#![deny(warnings)]` (the crate denies them, `missing_docs` included), a no-op
//! `cargo build` does not rerun its build script, and touching one of its files does.

use std::fs::File;
use std::path::Path;
use std::process::Command;
use std::time::SystemTime;

use crate::{root, scratch, text, xtask};

fn build(workspace: &Path) -> String {
    let output = Command::new(env!("CARGO"))
        .args(["build", "--package", "synth-toolschema", "--verbose"])
        .current_dir(workspace)
        .env("CARGO_TARGET_DIR", crate::target_dir())
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "the synthetic crate does not build:\n{stderr}");
    stderr
}

fn build_script_ran(log: &str) -> bool {
    log.lines().any(|l| l.contains("Running") && l.contains("synth-toolschema-") && l.contains("build-script-build"))
}

#[test]
fn a_synthetic_crate_builds_warning_free_and_its_build_script_reruns_only_on_change() {
    let dir = scratch("synth");
    let made = xtask(&root(), &["synth", "40", dir.to_str().unwrap(), "--per-file", "10"], None);
    let (stdout, stderr) = text(&made);
    assert!(made.status.success(), "{stderr}");
    assert_eq!(stdout, format!("synth: 40 tools in 4 files, three ways, in {}\n", dir.display()));

    let first = build(&dir);
    assert!(build_script_ran(&first), "the first build did not run the build script:\n{first}");
    assert!(!first.contains("warning:"), "the synthetic crate has warnings:\n{first}");

    let again = build(&dir);
    assert!(!build_script_ran(&again), "a no-op build reran the build script:\n{again}");

    File::options()
        .append(true)
        .open(dir.join("toolschema/src/group_002.rs"))
        .unwrap()
        .set_modified(SystemTime::now())
        .unwrap();
    let touched = build(&dir);
    assert!(build_script_ran(&touched), "touching a tools file did not rerun the build script:\n{touched}");
}

/// `--split`: the hand-written crates with each tool's call and schema in a function of its
/// own (the fairer baseline at thousands of tools) compile warning-free too.
#[test]
fn the_split_hand_written_crates_compile_warning_free() {
    let dir = scratch("synth-split");
    let made = xtask(&root(), &["synth", "12", dir.to_str().unwrap(), "--per-file", "6", "--split"], None);
    assert!(made.status.success(), "{}", text(&made).1);
    let lib = std::fs::read_to_string(dir.join("schemars/src/lib.rs")).unwrap();
    assert!(lib.contains("mod calls {") && lib.contains("mod schemas {"), "{lib}");
    let output = Command::new(env!("CARGO"))
        .args(["check", "--package", "synth-schemars", "--package", "synth-serde"])
        .current_dir(&dir)
        .env("CARGO_TARGET_DIR", crate::target_dir())
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "the split crates do not compile:\n{stderr}");
    assert!(!stderr.contains("warning:"), "the split crates have warnings:\n{stderr}");
}
