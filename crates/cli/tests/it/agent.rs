//! `agent-turn` and `agent-check` run as processes from the workspace root, on the fixtures of
//! `toolschema-agent`: the workspace's tools answer every call, the output is the issue's
//! object, and what `agent-turn` appends is a history `agent-check` passes.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::{json, Value};

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A fixture of `toolschema-agent`.
fn fixture(path: &str) -> String {
    root().join("crates/agent/tests/fixtures").join(path).display().to_string()
}

/// This build's `cargo-toolschema`, copied once the tests start: a target directory shared
/// with other checkouts may see the binary rebuilt from their sources while these tests run.
fn binary() -> &'static Path {
    static COPY: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    COPY.get_or_init(|| {
        let copy =
            Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("agent-cargo-toolschema-{}", std::process::id()));
        std::fs::copy(env!("CARGO_BIN_EXE_cargo-toolschema"), &copy).expect("the binary copies");
        copy
    })
}

/// Runs `cargo-toolschema ARGS` from the workspace root with `stdin`; the nested cargo (the
/// tools' `call` binary) shares this test's target directory.
fn command(args: &[&str], stdin: &str) -> (Option<i32>, Value, String) {
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).parent().expect("the target directory").to_path_buf();
    let mut child = Command::new(binary())
        .args(args)
        .current_dir(root())
        .env("CARGO_TARGET_DIR", target)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the command runs");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    let Output { status, stdout, stderr } = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&stderr).into_owned();
    let stdout = String::from_utf8_lossy(&stdout).into_owned();
    let value = match stdout.trim() {
        "" => Value::Null,
        text => serde_json::from_str(text).unwrap_or_else(|e| panic!("stdout is not JSON ({e}): {text}\n{stderr}")),
    };
    (status.code(), value, stderr)
}

/// The user's first message of `wire`.
fn user(wire: &str) -> Value {
    match wire {
        "gemini" => json!({ "role": "user", "parts": [{ "text": "Go." }] }),
        _ => json!({ "role": "user", "content": "Go." }),
    }
}

#[test]
fn agent_turn_answers_every_call_of_each_wire_and_its_append_passes_agent_check() {
    let cases = [
        ("anthropic", "anthropic/parallel_mixed.json", "messages"),
        ("openai-chat", "openai-chat/parallel_mixed.json", "messages"),
        ("openai-responses", "openai-responses/parallel_mixed.json", "input"),
        ("gemini", "gemini/parallel_with_ids.json", "contents"),
        ("text", "text/action.json", "messages"),
    ];
    for (wire, file, key) in cases {
        let (code, shown, stderr) =
            command(&["agent-turn", "--wire", wire, &fixture(&format!("responses/{file}"))], "");
        assert_eq!(code, Some(0), "{wire}: {stderr}");
        // The same object the library makes (whose snapshots `toolschema-agent` keeps).
        let body: Value =
            serde_json::from_str(&std::fs::read_to_string(fixture(&format!("responses/{file}"))).unwrap()).unwrap();
        let wire_of = toolschema_agent::Wire::from_name(wire).unwrap();
        let turn = toolschema_agent::read_turn(wire_of, &body).unwrap();
        assert_eq!(shown["calls"].as_array().unwrap().len(), turn.calls.len(), "{wire}");
        insta::assert_snapshot!(
            format!("agent_turn_{}", wire.replace('-', "_")),
            serde_json::to_string_pretty(&shown).unwrap()
        );
        let mut history = vec![user(wire)];
        history.extend(shown["append"].as_array().unwrap().iter().cloned());
        let request = json!({ key: history }).to_string();
        let (code, problems, stderr) = command(&["agent-check", "--wire", wire, "-"], &request);
        assert_eq!((code, &problems), (Some(0), &json!({ "problems": [] })), "{wire}: {stderr}");
    }
}

#[test]
fn agent_turn_without_calls_needs_no_tools_and_reads_standard_input() {
    let body = std::fs::read_to_string(fixture("responses/anthropic/end_turn.json")).unwrap();
    let (code, shown, stderr) = command(&["agent-turn", "--wire", "anthropic"], &body);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(shown["stop"], "end_turn");
    assert_eq!(shown["calls"], json!([]));
    assert_eq!(shown["append"].as_array().unwrap().len(), 1);
}

#[test]
fn agent_turn_refuses_what_is_not_a_response_of_its_wire_with_exit_1() {
    let (code, shown, _) =
        command(&["agent-turn", "--wire", "openai-chat", &fixture("responses/openai-chat/err_api_error.json")], "");
    assert_eq!(code, Some(1));
    assert_eq!(shown["error"]["at"], "/error");
    let (code, shown, _) = command(&["agent-turn", "--wire", "gemini", "-"], "not json");
    assert_eq!(code, Some(1));
    assert!(shown["error"]["message"].as_str().unwrap().starts_with("the input is not JSON"), "{shown}");
    // An Anthropic body read as OpenAI's is not one.
    let (code, shown, _) =
        command(&["agent-turn", "--wire", "openai-chat", &fixture("responses/anthropic/parallel_mixed.json")], "");
    assert_eq!((code, &shown["error"]["message"]), (Some(1), &json!("`choices` is missing")));
}

#[test]
fn agent_check_prints_every_problem_and_exits_1_or_0() {
    let (code, shown, _) =
        command(&["agent-check", "--wire", "anthropic", &fixture("histories/anthropic/broken.json")], "");
    assert_eq!(code, Some(1));
    let codes: Vec<&str> = shown["problems"].as_array().unwrap().iter().map(|p| p["code"].as_str().unwrap()).collect();
    assert!(codes.contains(&"result_not_first") && codes.contains(&"unanswered_call"), "{codes:?}");
    let (code, shown, _) =
        command(&["agent-check", "--wire", "gemini", &fixture("histories/gemini/good_two_turns.json")], "");
    assert_eq!((code, shown), (Some(0), json!({ "problems": [] })));
    let (code, shown, _) = command(&["agent-check", "--wire", "gemini", &fixture("histories/gemini/broken.json")], "");
    assert_eq!(code, Some(1));
    assert!(shown["problems"].as_array().unwrap().iter().any(|p| p["code"] == "result_count"));
}

#[test]
fn a_wrong_command_line_is_a_usage_error_with_exit_2() {
    let mut seen = String::new();
    for args in [
        &["agent-turn"][..],
        &["agent-turn", "--wire", "cohere"],
        &["agent-turn", "--wire", "anthropic", "a.json", "b.json"],
        &["agent-check", "--wire", "anthropic", "--package", "tools"],
        &["agent-check", "--wire", "anthropic", "/no/such/file.json"],
        &["agent-turn", "--wire"],
    ] {
        let (code, out, stderr) = command(args, "");
        assert_eq!((code, out), (Some(2), Value::Null), "{args:?}: {stderr}");
        seen.push_str(&format!("{args:?}: {}\n", stderr.lines().next().unwrap_or_default()));
    }
    insta::assert_snapshot!(seen);
}
