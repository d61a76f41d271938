//! `cargo toolschema` run as a process: `schema-diff` on real git repositories made in temporary
//! folders, and the README's Start section in new crates outside the workspace.

mod cases;
mod repo;
mod rules;
mod start;

use std::path::Path;
use std::process::Output;

use serde_json::Value;
use toolschema::ToolSchema;
use toolschema_codegen::{generate, Options};

/// Runs `cargo-toolschema` with `args`.
pub fn xtask(dir: &Path, args: &[&str]) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_cargo-toolschema"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the command runs")
}

/// Standard output and error of a finished command.
pub fn text(output: &Output) -> (String, String) {
    (String::from_utf8_lossy(&output.stdout).into_owned(), String::from_utf8_lossy(&output.stderr).into_owned())
}

/// The tools of a tools crate in `dir`, which must have no errors.
pub fn tools_of(dir: &Path) -> Vec<ToolSchema> {
    let generated = generate(&Options::new(dir, "tools"));
    assert!(!generated.has_errors(), "{:?}", generated.diagnostics);
    generated.tools
}

/// Checks every witness of a JSON report both ways, independently of the command: the old
/// tool's `input_schema` (through the `jsonschema` crate) and its `check_args` accept the
/// call, and `check_args` on the new tool refuses it with the code the report gives (or the
/// tool is gone: `unknown_tool`). Every input break has one. Returns the lines it checked,
/// `tool args → code`, for the snapshot.
pub fn check_witnesses(report: &Value, old: &[ToolSchema], new: &[ToolSchema]) -> Vec<String> {
    let mut checked = Vec::new();
    for tool in report["tools"].as_array().unwrap() {
        for f in tool["findings"].as_array().unwrap() {
            let breaking_input = f["level"] == "breaking"
                && matches!(f["direction"].as_str(), Some("input" | "tool"))
                && f["rule"] != "tool-added";
            let w = &f["witness"];
            if w.is_null() {
                assert!(!breaking_input, "an input break without a witness: {f:#}");
                continue;
            }
            let name = w["tool"].as_str().unwrap();
            let args = &w["arguments"];
            let before = old.iter().find(|t| t.name == name).expect("the witness calls an old tool");
            let validator = jsonschema::validator_for(&before.to_json()["input_schema"]).unwrap();
            assert!(validator.is_valid(args), "the old schema refuses the witness {args} of {f:#}");
            assert!(toolschema::check_args(before, args).is_ok(), "the old check_args refuses {args}");
            match new.iter().find(|t| t.name == name) {
                Some(after) => {
                    let problems = toolschema::check_args(after, args).expect_err("the new tool refuses the witness");
                    let code = w["code"].as_str().unwrap();
                    assert!(problems.listed.iter().any(|p| p.code.as_str() == code), "{code} not among {problems:?}");
                }
                None => assert_eq!(w["code"], "unknown_tool"),
            }
            checked.push(format!("{name} {args} → {} (accepted before, refused after)", w["code"].as_str().unwrap()));
        }
    }
    checked
}
