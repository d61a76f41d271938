//! One fixture per rule and direction (`fixtures/*.rs`): the tools crate's `src/lib.rs`
//! before and after `// ==== after ====`, committed one after the other; the JSON and
//! Markdown reports are snapshotted, every `// expect: RULE LEVEL DIRECTION` line of the
//! fixture must be among the findings, and every witness is checked both ways.

use std::fs;

use serde_json::Value;

use crate::repo::Repo;
use crate::{check_witnesses, text, tools_of};

const AFTER: &str = "// ==== after ====\n";

#[test]
fn every_rule_in_every_direction() {
    let mut failures = Vec::new();
    insta::glob!("fixtures/*.rs", |path| {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if let Err(panic) = std::panic::catch_unwind(|| check(path)) {
            let message = panic.downcast_ref::<String>().cloned().unwrap_or_default();
            failures.push(format!("{name}: {}", message.lines().next().unwrap_or_default()));
        }
    });
    assert!(failures.is_empty(), "{} fixtures failed:\n{}", failures.len(), failures.join("\n"));
}

fn check(path: &std::path::Path) {
    {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let source = fs::read_to_string(path).unwrap();
        let (before, after) = source.split_once(AFTER).unwrap_or_else(|| panic!("{name}: no `{AFTER}` line"));
        let mut repo = Repo::new(&format!("rule-{name}"), "main");
        repo.commit_tools(before, "before");
        let old = tools_of(&repo.tools_dir());
        repo.commit_tools(after, "after");
        let new = tools_of(&repo.tools_dir());

        let output = repo.schema_diff(&["HEAD~1", "--report", "json", "--fail-on", "none"]);
        let (stdout, stderr) = text(&output);
        assert_eq!(output.status.code(), Some(0), "{name}: {stderr}");
        let report: Value = serde_json::from_str(&stdout).unwrap();
        let findings: Vec<&Value> =
            report["tools"].as_array().unwrap().iter().flat_map(|t| t["findings"].as_array().unwrap()).collect();
        for expect in before.lines().filter_map(|l| l.strip_prefix("// expect: ")) {
            let mut words = expect.split_whitespace();
            let (rule, level, direction) = (words.next(), words.next(), words.next());
            assert!(
                findings.iter().any(|f| f["rule"].as_str() == rule
                    && f["level"].as_str() == level
                    && f["direction"].as_str() == direction),
                "{name}: no finding `{expect}` in {stdout}"
            );
        }
        let witnesses = check_witnesses(&report, &old, &new);
        insta::assert_snapshot!("json", stdout);

        let output = repo.schema_diff(&["HEAD~1", "--report", "markdown", "--fail-on", "none"]);
        let (markdown, stderr) = text(&output);
        assert_eq!(output.status.code(), Some(0), "{name}: {stderr}");
        insta::assert_snapshot!(
            "markdown",
            format!("{markdown}\n---- witnesses, checked both ways ----\n{}", witnesses.join("\n"))
        );
    }
}
