//! Every tool of the workspace's `tools/` crate and of every type fixture (`types/*.txt`), in
//! every format of section 4.4, with the warnings and errors each format gives.
//!
//! The snapshots live in `snapshots_formats/`, one `--- FORMAT TOOL` section per tool and
//! format; `tests/providers/check.py` loads the same sections with the providers' libraries.

use std::path::{Path, PathBuf};

use crate::fixtures::write_crate;
use toolschema::{Format, ToolSchema};
use toolschema_codegen::{generate, Options};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it")
}

/// Each tool in each format: its problems, then its text.
fn report(tools: &[ToolSchema]) -> String {
    let mut out = String::new();
    for tool in tools {
        for &format in Format::ALL {
            out += &format!("--- {format} {}\n", tool.name);
            let rendering = tool.rendering(format);
            for problem in &rendering.problems {
                out += &format!("{problem}\n");
            }
            out += rendering.text.as_deref().unwrap_or("");
        }
    }
    out
}

fn snapshot(name: &str, tools: &[ToolSchema]) {
    insta::with_settings!({ snapshot_path => dir().join("snapshots_formats"), prepend_module_to_snapshot => false }, {
        insta::assert_snapshot!(name, report(tools));
    });
}

#[test]
fn every_tool_of_the_tools_crate_in_every_format() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tools");
    let generated = generate(&Options::new(&root, "tools"));
    assert!(!generated.has_errors(), "{:#?}", generated.diagnostics);
    for tool in &generated.tools {
        snapshot(&format!("tools__{}", tool.name), std::slice::from_ref(tool));
    }
}

/// The type fixtures, but those that exist only to show errors.
fn type_fixtures() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir().join("types"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter_map(|n| n.strip_suffix(".txt").map(str::to_string))
        .filter(|n| !n.starts_with("err_"))
        .collect();
    names.sort();
    names
}

#[test]
fn every_type_fixture_in_every_format() {
    for name in type_fixtures() {
        let text = std::fs::read_to_string(dir().join("types").join(format!("{name}.txt"))).unwrap();
        let crate_dir = write_crate(&format!("formats-{name}"), &text);
        let generated = generate(&Options::new(&crate_dir, "tools"));
        std::fs::remove_dir_all(&crate_dir).ok();
        // A fixture that shows an error has its own snapshot in `fixtures.rs`.
        if generated.has_errors() {
            continue;
        }
        snapshot(&format!("types__{name}"), &generated.tools);
    }
}

/// A snapshot whose tool or fixture is gone would otherwise linger unnoticed.
#[test]
fn every_format_snapshot_has_its_tool_or_fixture() {
    let tools = generate(&Options::new(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tools"), "tools"));
    let fixtures = type_fixtures();
    for entry in std::fs::read_dir(dir().join("snapshots_formats")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let stem = name.strip_suffix(".snap").unwrap_or(&name);
        let known = match stem.split_once("__") {
            Some(("tools", tool)) => tools.tools.iter().any(|t| t.name == tool),
            Some(("types", fixture)) => fixtures.iter().any(|f| f == fixture),
            _ => false,
        };
        assert!(known, "orphaned snapshot `snapshots_formats/{name}`: delete it");
    }
}
