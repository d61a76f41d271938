//! The README's Start section, followed literally by a newcomer outside this workspace: a
//! crate made with `cargo new --lib`, the dependency lines, `build.rs`, `src/lib.rs` and the
//! MCP binary exactly as Start writes them (read from the README, so the page cannot drift),
//! then `gen-schemas`, `call`, a `dispatch` from an agent's code, and `tools/list` over stdio.
//! The same checks pass on a crate `cargo toolschema init` made, and through a user's own
//! few-line xtask.
//!
//! The new projects resolve their own dependencies (their own `Cargo.lock`, their own
//! profiles); only `[patch.crates-io]` points the toolschema crates at this checkout, as the
//! published versions would be found. They share one target directory under this workspace's
//! `target/` so that the three projects compile the dependencies once, and build without debug
//! info (`CARGO_PROFILE_DEV_DEBUG=false`, which nothing here reads and which changes nothing
//! Start says): the test's builds take about two thirds of the time.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// This checkout's root.
fn checkout() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

/// The target directory the new projects share (never this workspace's own artifacts: the
/// projects' hashes differ, so nothing of the workspace is reused or disturbed).
fn shared_target() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("start-projects")
}

/// The fenced code blocks of the README's Start section, in order, as (language, text).
fn start_blocks() -> Vec<(String, String)> {
    let readme = std::fs::read_to_string(checkout().join("README.md")).unwrap();
    let start = readme.split("\n## Start").nth(1).expect("the README has a Start section");
    let start = start.split("\n## ").next().unwrap();
    let mut blocks = Vec::new();
    let mut lines = start.lines();
    while let Some(line) = lines.next() {
        if let Some(lang) = line.strip_prefix("```").filter(|l| !l.is_empty()) {
            let body: Vec<&str> = lines.by_ref().take_while(|l| !l.starts_with("```")).collect();
            blocks.push((lang.to_string(), body.join("\n") + "\n"));
        }
    }
    assert!(start.lines().count() <= 41, "Start is longer than 40 lines");
    blocks
}

/// The one block of `lang` at `index` among those of that language.
fn block(lang: &str, index: usize) -> String {
    start_blocks().into_iter().filter(|(l, _)| l == lang).nth(index).expect("the block is in Start").1
}

/// The text of the inline code span of Start that begins with `prefix`.
fn inline(prefix: &str) -> String {
    let readme = std::fs::read_to_string(checkout().join("README.md")).unwrap();
    let at = readme.find(&format!("`{prefix}")).expect("the code span is in the README") + 1;
    readme[at..].split('`').next().unwrap().to_string()
}

/// `[patch.crates-io]` for the crates a tools crate can depend on: this checkout's.
fn patch() -> String {
    let root = checkout();
    let mut text = String::from("\n[patch.crates-io]\n");
    for (name, dir) in [
        ("toolschema", "crates/toolschema"),
        ("toolschema-codegen", "crates/codegen"),
        ("toolschema-retrieve", "crates/retrieve"),
        ("toolschema-mcp", "crates/mcp"),
        ("toolschema-cli", "crates/cli"),
    ] {
        text.push_str(&format!("{name} = {{ path = {:?} }}\n", root.join(dir)));
    }
    text
}

fn run(dir: &Path, program: &str, args: &[&str]) -> Output {
    Command::new(program)
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", shared_target())
        .env("CARGO_PROFILE_DEV_DEBUG", "false")
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap_or_else(|e| panic!("{program} runs: {e}"))
}

fn cargo(dir: &Path, args: &[&str]) -> Output {
    run(dir, env!("CARGO"), args)
}

fn toolschema(dir: &Path, args: &[&str]) -> Output {
    run(dir, env!("CARGO_BIN_EXE_cargo-toolschema"), args)
}

fn ok(output: Output, what: &str) -> String {
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "{what} failed ({}):\n{stdout}\n{stderr}", output.status);
    stdout.into_owned()
}

/// A fresh folder outside the workspace, and `cargo new --lib NAME` in it.
fn new_crate(name: &str) -> (tempfile::TempDir, PathBuf) {
    let home = tempfile::tempdir().unwrap();
    ok(cargo(home.path(), &["new", "--lib", "--vcs", "none", name]), "cargo new");
    let dir = home.path().join(name);
    (home, dir)
}

fn append(path: &Path, text: &str) {
    std::fs::OpenOptions::new().append(true).open(path).unwrap().write_all(text.as_bytes()).unwrap();
}

/// What every Start project must do: build, generate and check its schema, run a good and a
/// bad call, and (with the MCP binary) answer `tools/list` over stdio.
fn check_project(dir: &Path, tool: &str, args: &str, answer: &str, mcp: bool) {
    ok(cargo(dir, &["build", "--all-targets"]), "cargo build");
    ok(toolschema(dir, &["gen-schemas"]), "gen-schemas");
    assert!(dir.join(format!("schemas/{tool}.json")).is_file(), "gen-schemas wrote schemas/{tool}.json");
    ok(toolschema(dir, &["gen-schemas", "--check"]), "gen-schemas --check");
    let good = ok(toolschema(dir, &["call", tool, args]), "a good call");
    assert_eq!(good.trim(), answer);
    let bad = toolschema(dir, &["call", tool, r#"{"name": 7}"#]);
    assert_eq!(bad.status.code(), Some(1), "a bad call exits 1");
    assert!(String::from_utf8_lossy(&bad.stdout).contains("invalid_arguments"), "{bad:?}");
    if mcp {
        let listed = tools_list(&shared_target().join("debug/mcp"));
        assert!(listed.contains(&format!(r#""name":"{tool}""#)), "tools/list names {tool}: {listed}");
    }
}

/// `tools/list` over stdio: the lines a client sends, then the end of input, after which the
/// server answers what is in flight and exits.
fn tools_list(binary: &Path) -> String {
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the MCP binary starts");
    let lines = [
        r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"start","version":"0"}}}"#,
        r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        r#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#,
    ];
    child.stdin.take().unwrap().write_all((lines.join("\n") + "\n").as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "the MCP server exits 0 at the end of stdin");
    String::from_utf8(output.stdout).unwrap()
}

/// Start, literally: the dependency lines, `build.rs`, `src/lib.rs`, the agent's call and the
/// MCP binary as the README writes them.
fn start_project() -> (tempfile::TempDir, PathBuf) {
    let (home, dir) = new_crate("my_tools");
    append(&dir.join("Cargo.toml"), &block("toml", 0).replace("[dependencies]", ""));
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
    // `cargo new` wrote an empty `[dependencies]`; Start's lines go under it.
    assert!(manifest.contains("toolschema = \"0.1\""), "{manifest}");
    append(&dir.join("Cargo.toml"), &patch());
    std::fs::write(dir.join("build.rs"), inline("fn main() { toolschema_codegen") + "\n").unwrap();
    std::fs::write(dir.join("src/lib.rs"), block("rust", 0)).unwrap();
    std::fs::create_dir_all(dir.join("src/bin")).unwrap();
    std::fs::write(dir.join("src/bin/mcp.rs"), block("rust", 1)).unwrap();
    // The agent's call, as Start writes it, in a test of an agent's code.
    let call = inline("my_tools::dispatch(");
    std::fs::create_dir_all(dir.join("tests")).unwrap();
    std::fs::write(
        dir.join("tests/agent.rs"),
        format!(
            "#[test]\nfn an_agent_calls_greet() {{\n    let args = toolschema::serde_json::json!({{\"name\": \"Ada\"}});\n    \
             let offered: Vec<_> = my_tools::TOOLS.iter().map(|tool| tool.to_json()).collect();\n    \
             assert_eq!(offered[0][\"name\"], \"greet\");\n    assert_eq!({call}.unwrap(), \"Hello, Ada.\");\n}}\n"
        ),
    )
    .unwrap();
    (home, dir)
}

#[test]
fn the_readme_start_section_works_in_a_new_crate() {
    let (_home, dir) = start_project();
    check_project(&dir, "greet", r#"{"name": "Ada"}"#, r#""Hello, Ada.""#, true);
    ok(cargo(&dir, &["test", "--test", "agent"]), "the agent's dispatch");

    // `init` on a second fresh crate gives a crate that passes the same checks.
    let (_home2, second) = new_crate("second_tools");
    append(&second.join("Cargo.toml"), &patch());
    ok(toolschema(&second, &["init"]), "init");
    let before = std::fs::read_to_string(second.join("src/lib.rs")).unwrap();
    let again = ok(toolschema(&second, &["init"]), "init, again");
    assert_eq!(std::fs::read_to_string(second.join("src/lib.rs")).unwrap(), before, "{again}");
    check_project(&second, "greet", r#"{"name": "Ada", "excited": true}"#, r#""Hello, Ada!""#, false);

    // One test, not three: the projects share a target directory and a package name, and
    // `call`'s runner for that name would be linked by two of them at once.
    through_a_users_own_xtask(&dir);
}

/// The Start project driven through an xtask of a few lines over `toolschema-cli`.
fn through_a_users_own_xtask(dir: &Path) {
    append(&dir.join("Cargo.toml"), "\n[workspace]\nmembers = [\"xtask\"]\n");
    std::fs::create_dir_all(dir.join("xtask/src")).unwrap();
    std::fs::create_dir_all(dir.join(".cargo")).unwrap();
    std::fs::write(
        dir.join("xtask/Cargo.toml"),
        "[package]\nname = \"xtask\"\nversion = \"0.1.0\"\nedition = \"2021\"\npublish = false\n\n[dependencies]\n\
         toolschema-cli = { version = \"0.1\", default-features = false }\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("xtask/src/main.rs"),
        "fn main() -> std::process::ExitCode {\n    let args: Vec<_> = std::env::args_os().skip(1).collect();\n    \
         toolschema_cli::run(\"cargo xtask\", &args)\n}\n",
    )
    .unwrap();
    std::fs::write(dir.join(".cargo/config.toml"), "[alias]\nxtask = \"run --quiet --package xtask --\"\n").unwrap();
    ok(cargo(dir, &["xtask", "gen-schemas"]), "cargo xtask gen-schemas");
    ok(cargo(dir, &["xtask", "gen-schemas", "--check"]), "cargo xtask gen-schemas --check");
    let good = ok(cargo(dir, &["xtask", "call", "greet", r#"{"name": "Ada"}"#]), "cargo xtask call");
    assert_eq!(good.trim(), r#""Hello, Ada.""#);
    let bad = cargo(dir, &["xtask", "call", "greet", "{}"]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stdout).contains("invalid_arguments"));
}
