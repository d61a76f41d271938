//! `cargo xtask gen-schemas` and `cargo xtask call`, run as processes.

use std::fs;
use std::path::Path;

use crate::{root, scratch, text, xtask, xtask_os};

/// A tools crate outside the workspace: one module with a context type and two tools.
fn write_outside_crate(dir: &Path) {
    fs::create_dir_all(dir.join("src")).unwrap();
    fs::write(dir.join("Cargo.toml"), "[package]\nname = \"outside\"\nversion = \"0.1.0\"\n").unwrap();
    fs::write(dir.join("src/lib.rs"), "//! Outside tools.\npub mod weather;\n").unwrap();
    fs::write(
        dir.join("src/weather.rs"),
        r#"/// A weather service.
pub struct Service;

/// Gets the weather for a city.
///
/// Args:
///     city: The city's name.
///     unit: The unit. (choices: ["celsius", "fahrenheit"]) (default: "celsius")
pub fn get_weather(service: &Service, city: String, unit: String) -> String {
    let _ = service;
    format!("{city}: 20 {unit}")
}

/// Lists the cities it knows.
pub fn cities() -> Vec<String> {
    Vec::new()
}
"#,
    )
    .unwrap();
}

/// Makes the outside crate's schemas in `out` stale (`cities.json`), missing
/// (`get_weather.json`) and extra (`retired_tool.json`).
fn make_stale(out: &Path) {
    fs::write(out.join("cities.json"), "{}\n").unwrap();
    fs::remove_file(out.join("get_weather.json")).unwrap();
    fs::write(out.join("retired_tool.json"), "{\n  \"name\": \"retired_tool\"\n}\n").unwrap();
}

#[test]
fn gen_schemas_check_is_clean_on_the_workspace() {
    let output = xtask(&root(), &["gen-schemas", "--check"], None);
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(0), "{stdout}\n{stderr}");
    assert!(stdout.is_empty(), "a clean check prints no diff:\n{stdout}");
}

#[test]
fn gen_schemas_writes_checks_and_cleans_a_crate_outside_the_workspace() {
    let dir = scratch("outside");
    write_outside_crate(&dir.join("outside"));
    let out = dir.join("schemas");
    let (tools_dir, out_dir) = (dir.join("outside").display().to_string(), out.display().to_string());
    let args = ["gen-schemas", "--tools-dir", &tools_dir, "--out", &out_dir];

    let output = xtask(&root(), &args, None);
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(0), "{stdout}\n{stderr}");
    assert!(stdout.contains("2 tools") && stdout.contains("2 written"), "{stdout}");
    let weather = fs::read_to_string(out.join("get_weather.json")).unwrap();
    assert!(weather.contains(r#""enum": ["#) && !weather.contains("service"), "{weather}");
    assert!(out.join("cities.json").is_file());

    // Stale, missing and extra files are each shown as a diff, and the check fails.
    make_stale(&out);
    let mut check_args = args.to_vec();
    check_args.push("--check");
    let output = xtask(&root(), &check_args, None);
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(1), "{stdout}\n{stderr}");
    assert!(stdout.contains("--- a/") && stdout.contains("cities.json"), "stale file not diffed:\n{stdout}");
    assert!(stdout.contains("--- /dev/null") && stdout.contains("get_weather.json"), "missing file:\n{stdout}");
    assert!(stdout.contains("+++ /dev/null") && stdout.contains("retired_tool.json"), "extra file:\n{stdout}");
    assert!(stderr.contains("3 files") && stderr.contains("cargo xtask gen-schemas"), "{stderr}");
    assert!(!out.join("get_weather.json").exists(), "--check wrote a file");

    // Writing again repairs all three, and deletes the extra file.
    let output = xtask(&root(), &args, None);
    let (stdout, _) = text(&output);
    assert!(stdout.contains("2 written, 1 deleted, 0 unchanged"), "{stdout}");
    assert!(!out.join("retired_tool.json").exists());
    let output = xtask(&root(), &check_args, None);
    assert_eq!(output.status.code(), Some(0), "{:?}", text(&output));

    // The text format writes one line per tool in `<tool>.txt`.
    let text_args = ["gen-schemas", "--tools-dir", &tools_dir, "--out", &out_dir, "--format", "text"];
    let output = xtask(&root(), &text_args, None);
    assert_eq!(output.status.code(), Some(0), "{:?}", text(&output));
    let line = fs::read_to_string(out.join("get_weather.txt")).unwrap();
    assert_eq!(
        line,
        "Tool Name: get_weather, Description: Gets the weather for a city., Arguments: city: String, unit: String, Outputs: String\n"
    );
}

#[test]
fn every_mistake_is_reported_with_its_position() {
    let dir = scratch("broken").join("broken");
    fs::create_dir_all(dir.join("src")).unwrap();
    fs::write(dir.join("Cargo.toml"), "[package]\nname = \"broken\"\nversion = \"0.1.0\"\n").unwrap();
    fs::write(dir.join("src/lib.rs"), "pub mod a;\npub mod b;\n").unwrap();
    fs::write(
        dir.join("src/a.rs"),
        "/// Uses a foreign type.\n///\n/// Args:\n///     id: The id.\n///     ghost: Not a parameter.\npub fn by_id(id: uuid::Uuid) {}\n",
    )
    .unwrap();
    fs::write(dir.join("src/b.rs"), "/// Broken.\npub fn broken( {\n").unwrap();
    let tools_dir = dir.display().to_string();
    let output = xtask(&root(), &["gen-schemas", "--tools-dir", &tools_dir, "--out", "unused"], None);
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(1), "{stdout}\n{stderr}");
    for expected in [
        "error: Args entry `ghost` of tool `by_id` names no parameter of the function",
        "/src/a.rs:5:9",
        "error: parameter `id` of tool `by_id` has type `uuid::Uuid`, which has no JSON Schema mapping",
        "/src/a.rs:6:18",
        "error: syntax error",
        "/src/b.rs:",
    ] {
        assert!(stderr.contains(expected), "missing `{expected}` in:\n{stderr}");
    }
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!root().join("unused").exists(), "nothing is written when the tools have errors");
}

/// A reader that stops reading (`| head`) ends the output, not the command: no panic and no
/// backtrace, and the command's own exit code (`gen-schemas --check` still fails when stale).
#[test]
fn output_into_a_closed_pipe_ends_quietly_with_the_commands_own_code() {
    let stale = scratch("closed-pipe");
    let stale = stale.to_str().unwrap();
    let cases: [(&[&str], i32); 3] = [
        (&["retrieve", "order", "--k", "40", "--tools-dir", "tools"], 0),
        (&["retrieve-bench"], 0),
        (&["gen-schemas", "--check", "--out", stale], 1),
    ];
    for (args, code) in cases {
        let mut child = std::process::Command::new(env!("CARGO"))
            .arg("xtask")
            .args(args)
            .current_dir(root())
            .env("CARGO_TARGET_DIR", crate::target_dir())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("cargo runs");
        // Closed before the command has written anything: its first write meets the closed pipe.
        drop(child.stdout.take());
        let output = child.wait_with_output().expect("cargo finishes");
        let (_, stderr) = text(&output);
        assert_eq!(output.status.code(), Some(code), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked") && !stderr.contains("cannot write"), "{args:?}: {stderr}");
    }
}

#[test]
fn usage_errors_exit_2() {
    for args in [&["gen-schemas", "--frobnicate"][..], &["gen-schemas", "--format", "yaml"], &["launch"], &["call"]] {
        let output = xtask(&root(), args, None);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {:?}", text(&output));
    }
}

#[test]
fn call_prints_the_result() {
    let output = xtask(&root(), &["call", "calculator", r#"{"expr": "2*(3+4)"}"#], None);
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(0), "{stdout}\n{stderr}");
    assert_eq!(stdout.trim(), "14");
}

#[test]
fn call_reads_arguments_from_stdin() {
    let big = "1+".repeat(50_000) + "1";
    let json = serde_json::json!({ "expr": big }).to_string();
    let output = xtask(&root(), &["call", "calculator", "-"], Some(&json));
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(0), "{stdout}\n{stderr}");
    assert_eq!(stdout.trim(), "50001");
}

#[test]
fn call_reports_every_problem_of_bad_arguments() {
    let output = xtask(&root(), &["call", "search", r#"{"qurey": "refunds"}"#], None);
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(1), "{stdout}\n{stderr}");
    let error: serde_json::Value = serde_json::from_str(&stdout).expect("the error object on stdout");
    assert_eq!(error["error"], "invalid_arguments");
    assert_eq!(error["tool"], "search");
    let problems = error["problems"].as_array().unwrap();
    let find =
        |code: &str| problems.iter().find(|p| p["code"] == code).unwrap_or_else(|| panic!("no {code}: {stdout}"));
    assert_eq!(find("missing_argument")["path"], "query");
    assert_eq!(find("unknown_argument")["path"], "qurey");
    assert!(find("unknown_argument")["message"].as_str().unwrap().contains("`query`"), "{stdout}");
    assert!(stderr.contains("invalid_arguments") && stderr.contains("qurey"), "{stderr}");
}

#[test]
fn call_names_a_number_too_big_for_rust_as_written() {
    let output = xtask(&root(), &["call", "search", r#"{"query": "x", "limit": 1e400}"#], None);
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(1), "{stdout}\n{stderr}");
    let error: serde_json::Value = serde_json::from_str(&stdout).expect("the error object on stdout");
    assert_eq!(error["error"], "invalid_arguments");
    assert_eq!(
        error["problems"],
        serde_json::json!([{
            "path": "limit",
            "code": "out_of_range",
            "message": "1e400 is out of range: a `u32` value must be between 0 and 4294967295",
        }])
    );
    assert!(stderr.contains("limit: 1e400 is out of range"), "{stderr}");

    // From standard input, an integer of five million digits, shortened.
    let digits = "9".repeat(5_000_000);
    let json = format!(r#"{{"query": "x", "limit": {digits}}}"#);
    let output = xtask(&root(), &["call", "search", "-"], Some(&json));
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(1), "{}\n{stderr}", &stdout[..stdout.len().min(2000)]);
    let error: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let message = error["problems"][0]["message"].as_str().unwrap();
    assert_eq!(error["problems"][0]["path"], "limit");
    assert!(message.starts_with(&format!("{}… (5000000 digits) is out of range", &digits[..50])), "{message}");
    assert!(stdout.len() < 1000, "the message quotes a short piece");
}

#[test]
fn call_of_an_unknown_tool_suggests_the_nearest() {
    let output = xtask(&root(), &["call", "calculater", "{}"], None);
    let (stdout, _) = text(&output);
    assert_eq!(output.status.code(), Some(1));
    let error: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(error["error"], "unknown_tool");
    assert!(error["message"].as_str().unwrap().contains("`calculator`"), "{stdout}");
}

#[test]
fn check_diffs_name_files_as_git_does_and_apply_with_git_apply() {
    // Inside the workspace, wherever the target directory is (`CARGO_TARGET_DIR` may point
    // elsewhere): the diff names files relative to the workspace, and `git apply` runs there.
    let dir = root().join("target/e2e-git-apply");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    write_outside_crate(&dir.join("outside"));
    let out = dir.join("schemas");
    let (tools_dir, out_dir) = (dir.join("outside").display().to_string(), out.display().to_string());
    let args = ["gen-schemas", "--tools-dir", &tools_dir, "--out", &out_dir];
    assert_eq!(xtask(&root(), &args, None).status.code(), Some(0));
    let good_weather = fs::read_to_string(out.join("get_weather.json")).unwrap();
    let good_cities = fs::read_to_string(out.join("cities.json")).unwrap();

    // One stale, one missing and one extra file.
    make_stale(&out);
    let mut check = args.to_vec();
    check.push("--check");
    let output = xtask(&root(), &check, None);
    let (diff, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(1), "{diff}\n{stderr}");

    // Paths relative to the workspace root, as `git diff` writes them.
    let shown = out.strip_prefix(root()).unwrap().display().to_string();
    for header in [
        format!("--- a/{shown}/cities.json\n+++ b/{shown}/cities.json\n"),
        format!("--- /dev/null\n+++ b/{shown}/get_weather.json\n"),
        format!("--- a/{shown}/retired_tool.json\n+++ /dev/null\n"),
    ] {
        assert!(diff.contains(&header), "no `{header}` in:\n{diff}");
    }
    assert!(!diff.contains("a//") && !diff.contains(&root().display().to_string()), "{diff}");
    assert!(stderr.contains(&format!("in {shown} out of date")), "{stderr}");

    // `git apply`, run at the workspace root, takes the diff and repairs all three files.
    let patch = dir.join("stale.diff");
    fs::write(&patch, &diff).unwrap();
    let applied = std::process::Command::new("git").arg("apply").arg(&patch).current_dir(root()).output().unwrap();
    assert!(applied.status.success(), "{:?}", text(&applied));
    assert_eq!(fs::read_to_string(out.join("get_weather.json")).unwrap(), good_weather);
    assert_eq!(fs::read_to_string(out.join("cities.json")).unwrap(), good_cities);
    assert!(!out.join("retired_tool.json").exists());
    assert_eq!(xtask(&root(), &check, None).status.code(), Some(0));
}

/// Arguments that are not UTF-8 are the model's mistake, answered as `dispatch_bytes` answers
/// them: `not_an_object`, exit 1, the error object on stdout; never a usage error.
#[test]
fn call_answers_arguments_that_are_not_utf8() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    let utf16: Vec<u8> = "\u{feff}{\"query\": \"refund\", \"limit\": 3, \"safe\": true}"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    let stray_in_string = b"{\"query\": \"re\xfffund\", \"limit\": 3, \"safe\": true}".to_vec();
    let stray_in_key = b"{\"qu\xc3ery\": \"refund\", \"limit\": 3, \"safe\": true}".to_vec();
    let truncated_sequence = b"{\"query\": \"caf\xc3".to_vec();
    let utf16_without_bom: Vec<u8> = "{\"query\": \"x\"}".encode_utf16().flat_map(u16::to_be_bytes).collect();
    for (name, bytes) in [
        ("utf-16", utf16),
        ("utf-16 big-endian, no mark", utf16_without_bom),
        ("string", stray_in_string),
        ("key", stray_in_key),
        ("truncated", truncated_sequence),
    ] {
        // UTF-16 of ASCII without a byte-order mark is valid UTF-8 (NUL bytes), but not JSON.
        let offset = std::str::from_utf8(&bytes).err().map(|bad| bad.valid_up_to());
        let mut outputs = vec![("stdin", xtask_os(&root(), ["call", "search", "-"].map(OsStr::new), &bytes))];
        // A command line cannot hold a NUL byte, which UTF-16 text of ASCII is full of.
        if !bytes.contains(&0) {
            let args = [OsStr::new("call"), OsStr::new("search"), OsStr::from_bytes(&bytes)];
            outputs.push(("argument", xtask_os(&root(), args, b"")));
        }
        for (way, output) in outputs {
            let (stdout, stderr) = text(&output);
            assert_eq!(output.status.code(), Some(1), "{name} by {way}: {stdout}\n{stderr}");
            let error: serde_json::Value = serde_json::from_str(&stdout).expect("the error object on stdout");
            assert_eq!(error["error"], "invalid_arguments", "{name} by {way}");
            let problems = error["problems"].as_array().unwrap();
            assert_eq!(problems.len(), 1, "{name} by {way}: {stdout}");
            assert_eq!(problems[0]["code"], "not_an_object");
            assert_eq!(problems[0]["path"], "");
            let message = problems[0]["message"].as_str().unwrap();
            match offset {
                Some(offset) => assert!(message.contains(&format!("offset {offset}")), "{name} by {way}: {message}"),
                None => assert!(message.starts_with("the arguments are not valid JSON"), "{name}: {message}"),
            }
            assert_eq!(message.contains("look like UTF-16"), name.starts_with("utf-16"), "{name}: {message}");
            assert!(!stderr.contains("stream did not contain valid UTF-8") && !stderr.contains("panicked"), "{stderr}");
        }
    }
}

#[test]
fn call_with_a_flood_of_problems_says_how_many_it_left_out() {
    let keys: Vec<String> = (0..100_000).map(|i| format!("\"x{i}\": {i}")).collect();
    let json = format!("{{\"query\": \"refund\", {}}}", keys.join(", "));
    let output = xtask(&root(), &["call", "search", "-"], Some(&json));
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    let error: serde_json::Value = serde_json::from_str(&stdout).expect("the error object on stdout");
    assert_eq!(error["omitted"], 100_000 - 100);
    assert_eq!(error["problems"].as_array().unwrap().len(), 100);
    assert!(error["message"].as_str().unwrap().contains("have 100000 problems"), "{}", error["message"]);
    assert!(stderr.contains("100000 problems") && stderr.lines().count() < 110, "{}", &stderr[..500]);
}
