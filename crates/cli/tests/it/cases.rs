//! The command's edges: the default base, broken tools on either side, an unknown revision,
//! no `main`, the gate and its exit codes, accepted findings, stale schemas, the other report
//! formats, the comment-length limit, the workspace's own history.

use std::fmt::Write;

use crate::repo::Repo;
use crate::text;

const V1: &str = "/// Searches the help centre.
///
/// Args:
///     query: What to look for.
///     limit: How many results. (default: 10)
pub fn search(query: String, limit: u32) -> Vec<String> {
    unimplemented!()
}
";

/// `limit` removed (breaking), the description edited (docs).
const V2: &str = "/// Searches every article of the help centre.
///
/// Args:
///     query: What to look for.
pub fn search(query: String) -> Vec<String> {
    unimplemented!()
}
";

/// Only the default changed (behaviour).
const V3: &str = "/// Searches the help centre.
///
/// Args:
///     query: What to look for.
///     limit: How many results. (default: 20)
pub fn search(query: String, limit: u32) -> Vec<String> {
    unimplemented!()
}
";

/// Only the description changed (docs).
const V4: &str = "/// Searches all of the help centre.
///
/// Args:
///     query: What to look for.
///     limit: How many results. (default: 10)
pub fn search(query: String, limit: u32) -> Vec<String> {
    unimplemented!()
}
";

const BROKEN: &str = "/// Waits.
///
/// Args:
///     deadline: When to stop.
pub fn wait_until(deadline: Instant) -> String {
    unimplemented!()
}
";

/// The tools of a crate whose `src/lib.rs` is `lib`, written under the test's temporary folder.
fn tools_of_source(name: &str, lib: &str) -> Vec<toolschema::ToolSchema> {
    let repo = Repo::new(name, "main");
    repo.write_tools(lib);
    crate::tools_of(&repo.tools_dir())
}

fn code(output: &std::process::Output) -> Option<i32> {
    output.status.code()
}

#[test]
fn a_base_whose_tools_have_errors_is_an_input_error_reported_like_gen_schemas() {
    let mut repo = Repo::new("broken-base", "main");
    repo.commit_tools(BROKEN, "broken");
    repo.commit_tools(V1, "fixed");
    let output = repo.schema_diff(&["HEAD~1"]);
    let (stdout, stderr) = text(&output);
    assert_eq!(code(&output), Some(2), "{stdout}{stderr}");
    assert!(stdout.is_empty());
    insta::assert_snapshot!(stderr.replace(&repo.commit_hash("HEAD~1")[..12], "<base>"));
}

#[test]
fn broken_tools_in_the_working_tree_are_an_input_error() {
    let mut repo = Repo::new("broken-head", "main");
    repo.commit_tools(V1, "v1");
    repo.write_tools(BROKEN);
    let output = repo.schema_diff(&["HEAD"]);
    let (_, stderr) = text(&output);
    assert_eq!(code(&output), Some(2), "{stderr}");
    assert!(stderr.contains("tools/src/lib.rs:5:"), "{stderr}");
    assert!(stderr.contains("error: schema-diff: 1 error in the tools in the working tree"), "{stderr}");
}

#[test]
fn an_unknown_revision_a_folder_outside_git_and_bad_flags_are_usage_errors() {
    let mut repo = Repo::new("unknown-rev", "main");
    repo.commit_tools(V1, "v1");
    let mut seen = String::new();
    for args in
        [&["no-such-rev"][..], &["--bogus"], &["HEAD", "HEAD~1"], &["--fail-on", "sometimes"], &["--report", "html"]]
    {
        let output = repo.schema_diff(args);
        let (_, stderr) = text(&output);
        assert_eq!(code(&output), Some(2), "{args:?}: {stderr}");
        let _ = writeln!(seen, "{args:?}: {}", stderr.lines().next().unwrap_or_default());
    }
    let outside = std::env::temp_dir().join(format!("schema-diff-outside-{}", std::process::id()));
    std::fs::create_dir_all(&outside).unwrap();
    let output = crate::xtask(&outside, &["schema-diff", "--repo", &outside.display().to_string()]);
    assert_eq!(code(&output), Some(2));
    assert!(text(&output).1.contains("is not in a git repository"), "{}", text(&output).1);
    let _ = std::fs::remove_dir_all(&outside);
    insta::assert_snapshot!(seen);
}

#[test]
fn without_main_the_base_is_head_and_the_working_tree_is_compared_with_it() {
    let mut repo = Repo::new("no-main", "trunk");
    repo.commit_tools(V1, "v1");
    repo.write_tools(V2);
    let output = repo.schema_diff(&["--fail-on", "none"]);
    let (stdout, stderr) = text(&output);
    assert_eq!(code(&output), Some(0), "{stderr}");
    assert!(stdout.starts_with("schema-diff against `HEAD` (no `main`)"), "{stdout}");
    assert!(stdout.contains("param-removed"), "{stdout}");
}

#[test]
fn by_default_the_base_is_the_merge_base_with_main() {
    let mut repo = Repo::new("merge-base", "main");
    repo.commit_tools(V1, "v1");
    repo.git(&["checkout", "--quiet", "-b", "feature"]);
    repo.commit_tools(V3, "v3");
    repo.commit_tools(V2, "v2");
    let output = repo.schema_diff(&["--report", "json"]);
    let (stdout, stderr) = text(&output);
    assert_eq!(code(&output), Some(1), "the removed parameter trips the default gate: {stderr}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let merge_base = repo.commit_hash("main");
    assert_eq!(report["base"], format!("merge base with `main` ({})", &merge_base[..12]));
    let rules: Vec<&str> =
        report["tools"][0]["findings"].as_array().unwrap().iter().map(|f| f["rule"].as_str().unwrap()).collect();
    assert_eq!(rules, ["description-changed", "param-removed"], "v1 → v2, not v3 → v2");
    let checked =
        crate::check_witnesses(&report, &tools_of_source("merge-base-v1", V1), &crate::tools_of(&repo.tools_dir()));
    assert_eq!(checked, [r#"search {"limit":0,"query":"text"} → unknown_argument (accepted before, refused after)"#]);
}

#[test]
fn the_gate_trips_at_the_level_asked_for() {
    // (the edit, --fail-on, the exit code)
    let cases = [
        (V2, None, 1),
        (V2, Some("none"), 0),
        (V2, Some("behaviour"), 1),
        (V3, None, 0),
        (V3, Some("behaviour"), 1),
        (V3, Some("any"), 1),
        (V4, Some("behaviour"), 0),
        (V4, Some("any"), 1),
        (V1, Some("any"), 0),
    ];
    for (i, (edit, fail_on, expected)) in cases.into_iter().enumerate() {
        let mut repo = Repo::new(&format!("gate-{i}"), "main");
        repo.commit_tools(V1, "v1");
        repo.write_tools(edit);
        let mut args = vec!["HEAD"];
        if let Some(level) = fail_on {
            args.extend(["--fail-on", level]);
        }
        let output = repo.schema_diff(&args);
        let (stdout, stderr) = text(&output);
        assert_eq!(code(&output), Some(expected), "case {i} ({fail_on:?}): {stdout}{stderr}");
        assert_eq!(stderr.contains("the gate"), expected == 1, "{stderr}");
    }
}

#[test]
fn an_accepted_finding_is_still_shown_and_no_longer_trips_the_gate() {
    let mut repo = Repo::new("accept", "main");
    repo.commit_tools(V1, "v1");
    repo.write_tools(V2);
    let report: serde_json::Value =
        serde_json::from_str(&text(&repo.schema_diff(&["HEAD", "--report", "json"])).0).unwrap();
    let finding = report["tools"][0]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["rule"] == "param-removed")
        .unwrap()
        .clone();
    let fingerprint = finding["fingerprint"].as_str().unwrap();
    let accept = repo.dir.join("accepted.txt");
    let file = format!("# accepted breaks\n{fingerprint} no agent sends limit since v2 of the prompt\n0123456789abcdef a change made long ago\n");
    std::fs::write(&accept, file).unwrap();
    let accept = accept.display().to_string();
    let output = repo.schema_diff(&["HEAD", "--accept", &accept, "--report", "markdown"]);
    let (stdout, stderr) = text(&output);
    assert_eq!(code(&output), Some(0), "{stderr}");
    assert!(
        stdout.contains(&format!("accepted `{fingerprint}`: no agent sends limit since v2 of the prompt")),
        "{stdout}"
    );
    assert!(stdout.contains("the accepted fingerprint `0123456789abcdef` matches no finding"), "{stdout}");
    let json: serde_json::Value =
        serde_json::from_str(&text(&repo.schema_diff(&["HEAD", "--accept", &accept, "--report", "json"])).0).unwrap();
    let accepted =
        json["tools"][0]["findings"].as_array().unwrap().iter().find(|f| f["fingerprint"] == fingerprint).unwrap();
    assert_eq!(accepted["accepted"], "no agent sends limit since v2 of the prompt");
    assert_eq!(json["tools"][0]["verdict"], "docs", "the accepted break no longer decides the verdict");

    // The fingerprint is the same from another commit, as long as the change is.
    repo.commit_tools(V1, "back to v1");
    repo.commit("an unrelated commit");
    repo.write_tools(V2);
    let again: serde_json::Value =
        serde_json::from_str(&text(&repo.schema_diff(&["HEAD", "--report", "json"])).0).unwrap();
    assert!(again["tools"][0]["findings"].as_array().unwrap().iter().any(|f| f["fingerprint"] == fingerprint));

    for (bad, why) in [("zz not hex\n", "is not a fingerprint"), (&format!("{fingerprint}\n")[..], "has no reason")] {
        std::fs::write(repo.dir.join("bad.txt"), bad).unwrap();
        let output = repo.schema_diff(&["HEAD", "--accept", &repo.dir.join("bad.txt").display().to_string()]);
        assert_eq!(code(&output), Some(2));
        assert!(text(&output).1.contains(why), "{}", text(&output).1);
    }
}

#[test]
fn stale_committed_schemas_are_reported_at_either_side() {
    let mut repo = Repo::new("stale", "main");
    repo.write_tools(V1);
    std::fs::create_dir_all(repo.dir.join("schemas")).unwrap();
    std::fs::write(repo.dir.join("schemas/search.json"), "{}\n").unwrap();
    std::fs::write(repo.dir.join("schemas/retired.json"), "{}\n").unwrap();
    repo.commit("v1 with stale schemas");
    repo.write_tools(V3);
    std::fs::remove_file(repo.dir.join("schemas/retired.json")).unwrap();
    let output = repo.schema_diff(&["HEAD", "--report", "json", "--fail-on", "none"]);
    let report: serde_json::Value = serde_json::from_str(&text(&output).0).unwrap();
    assert_eq!(
        report["stale_schemas"],
        serde_json::json!([
            "base: schemas/retired.json (extra)",
            "base: schemas/search.json (stale)",
            "working tree: schemas/search.json (stale)"
        ])
    );
}

#[test]
fn text_and_github_reports() {
    let mut repo = Repo::new("formats", "main");
    repo.commit_tools(V1, "v1");
    repo.commit_tools(V2, "v2");
    let mut out = String::new();
    for style in ["text", "github"] {
        let output = repo.schema_diff(&["HEAD~1", "--report", style]);
        assert_eq!(code(&output), Some(1));
        let _ = writeln!(out, "---- {style} ----\n{}", text(&output).0);
    }
    insta::assert_snapshot!(out);
}

#[test]
fn github_annotations_sit_on_the_function_in_its_own_file_and_a_removed_tool_on_the_summary() {
    let mut repo = Repo::new("github-places", "main");
    let lib = "pub mod more;\n\n/// Pings.\npub fn ping() -> bool {\n    true\n}\n";
    let more = |version: u32| {
        let limit = if version == 1 { "limit: u32" } else { "limit: u8" };
        format!("//! More tools.\n\n/// Lists.\n///\n/// Args:\n///     limit: At most.\npub fn   list({limit}) -> u32 {{\n    0\n}}\n")
    };
    std::fs::create_dir_all(repo.tools_dir().join("src")).unwrap();
    std::fs::write(repo.tools_dir().join("src/more.rs"), more(1)).unwrap();
    repo.commit_tools(lib, "v1");
    std::fs::write(repo.tools_dir().join("src/more.rs"), more(2)).unwrap();
    repo.commit_tools("pub mod more;\n", "v2");
    let output = repo.schema_diff(&["HEAD~1", "--report", "github"]);
    let (stdout, stderr) = text(&output);
    assert_eq!(code(&output), Some(1), "{stderr}");
    let line_of =
        |rule: &str| stdout.lines().find(|l| l.contains(rule)).unwrap_or_else(|| panic!("no {rule} in {stdout}"));
    // `list` is in `src/more.rs`, its name at line 7, column 10 (after `pub fn   `).
    assert!(line_of("list").starts_with("::error file=tools/src/more.rs,line=7,col=10,title="), "{stdout}");
    // `ping` is gone from the working tree: its annotation has no place.
    assert!(line_of("tool-removed").starts_with("::error title="), "{stdout}");
}

#[test]
fn the_comment_stays_under_githubs_limit_by_folding_compatible_and_docs_first() {
    let mut repo = Repo::new("long-comment", "main");
    let tools = |version: u32| -> String {
        let mut lib = String::new();
        for i in 0..400 {
            let words = if version == 1 {
                "Finds the things that match, quickly and well"
            } else {
                "Finds every thing that matches, slowly but surely"
            };
            let limit = if version == 1 { "limit: u32" } else { "limit: u8" };
            let _ = write!(lib, "/// {words}, number {i}.\n///\n/// Args:\n///     query: {words}.\n///     limit: At most.\npub fn tool_{i}(query: String, {limit}) -> u32 {{\n    unimplemented!()\n}}\n\n");
        }
        lib
    };
    repo.commit_tools(&tools(1), "v1");
    repo.commit_tools(&tools(2), "v2");
    let output = repo.schema_diff(&["HEAD~1", "--report", "markdown", "--fail-on", "none"]);
    let (stdout, stderr) = text(&output);
    assert_eq!(code(&output), Some(0), "{stderr}");
    assert!(stdout.chars().count() <= 65_536, "{} characters", stdout.chars().count());
    assert!(stdout.contains("finding(s) folded to fit the comment"), "{}", &stdout[..2000]);
    assert!(stdout.contains("400 of 400 tools changed: 400 breaking"), "the summary still counts everything");
}

#[test]
fn the_workspace_against_its_first_tools_commit() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let first = std::process::Command::new("git")
        .args(["log", "--format=%H", "--diff-filter=A", "--", "tools/src/lib.rs"])
        .current_dir(root)
        .output()
        .unwrap();
    let first = String::from_utf8_lossy(&first.stdout).lines().last().map(str::to_string);
    let Some(first) = first else { return };
    let output = crate::xtask(root, &["schema-diff", &first, "--fail-on", "none", "--report", "json"]);
    let (stdout, stderr) = text(&output);
    assert_eq!(code(&output), Some(0), "{stderr}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert!(report["tools"].as_array().unwrap().iter().any(|t| t["name"] == "read_file"));
}
