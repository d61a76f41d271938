//! Data-driven tests: fixture functions in, the lowered tool and its diagnostics out.
//!
//! Each file of `fixtures/` is a doc comment (`///`, `/** */` or `#[doc = "…"]` lines)
//! followed by one `fn` signature; `check` lowers it and snapshots what a user would see.

use std::path::Path;

use toolschema::doc::DocFragment;
use toolschema::lower::{lower_tool, ParamSource, ToolSource};
use toolschema::{Format, Pos, RustType};

#[test]
fn doc_fixtures() {
    insta::glob!("fixtures/*.txt", |path| {
        insta::assert_snapshot!(check(path));
    });
}

/// Lowers the fixture at `path` and renders everything a user would see of it.
fn check(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let file = path.file_name().unwrap().to_string_lossy().into_owned();
    let source = read_fixture(&text);
    let lowered = lower_tool(&source);
    let mut out = String::new();
    out += &format!("summary: {:?}\n", lowered.schema.summary);
    out += &format!("returns: {:?}\n", lowered.schema.returns.description);
    out += &format!("plans: {:?}\n", lowered.plans);
    out += "diagnostics:\n";
    for diagnostic in &lowered.diagnostics {
        out += &format!("{}\n", diagnostic.render(&file));
    }
    out += "--- anthropic\n";
    out += &lowered.schema.render(Format::Anthropic).unwrap();
    out += "--- text\n";
    out += &lowered.schema.render(Format::Text).unwrap();
    out
}

/// Reads the doc fragments and the signature of a fixture, with their positions.
fn read_fixture(text: &str) -> ToolSource {
    let lines: Vec<&str> = text.lines().collect();
    let mut doc = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let lineno = i as u32 + 1;
        let indent = line.len() - line.trim_start().len();
        let trimmed = line.trim_start();
        if trimmed.starts_with("//!") || trimmed.is_empty() {
            // A fixture's own comment, or spacing.
        } else if let Some(rest) = trimmed.strip_prefix("///") {
            doc.push(DocFragment { text: rest.to_string(), pos: Pos::new(lineno, indent as u32 + 4), block: false });
        } else if let Some(rest) = trimmed.strip_prefix("#[doc = ") {
            let literal = rest.strip_suffix(']').expect("`#[doc = \"…\"]` on one line");
            let value: String = serde_json::from_str(literal).expect("a doc string literal in JSON-compatible escapes");
            doc.push(DocFragment { text: value, pos: Pos::new(lineno, indent as u32 + 10), block: false });
        } else if let Some(rest) = trimmed.strip_prefix("/**") {
            let mut body = rest.to_string();
            while !body.contains("*/") {
                i += 1;
                body.push('\n');
                body.push_str(lines[i]);
            }
            let end = body.rfind("*/").unwrap();
            doc.push(DocFragment {
                text: body[..end].to_string(),
                pos: Pos::new(lineno, indent as u32 + 4),
                block: true,
            });
        } else if trimmed.contains("fn ") {
            return read_signature(line, lineno, doc);
        } else {
            panic!("fixture line {lineno} is neither doc nor signature: {line}");
        }
        i += 1;
    }
    panic!("fixture has no `fn` signature");
}

/// Reads `pub [async] fn name(a: T, …) [-> R]` on line `lineno`.
fn read_signature(line: &str, lineno: u32, doc: Vec<DocFragment>) -> ToolSource {
    let col = |byte: usize| line[..byte].chars().count() as u32 + 1;
    let fn_at = line.find("fn ").unwrap() + 3;
    let open = line.find('(').unwrap();
    let raw_name = line[fn_at..open].trim();
    let name_at = fn_at + line[fn_at..].find(raw_name).unwrap();
    let mut depth = 0;
    let mut close = open;
    for (byte, c) in line.char_indices().skip_while(|(b, _)| *b < open) {
        match c {
            '(' | '<' | '[' => depth += 1,
            ')' | '>' | ']' => depth -= 1,
            _ => {}
        }
        if depth == 0 && byte > open && c == ')' {
            close = byte;
            break;
        }
    }
    let mut params = Vec::new();
    let mut start = open + 1;
    let mut depth = 0;
    for (byte, c) in line.char_indices().filter(|(b, _)| *b > open && *b <= close) {
        match c {
            '(' | '<' | '[' => depth += 1,
            ')' | '>' | ']' if byte != close => depth -= 1,
            _ => {}
        }
        if (c == ',' && depth == 0) || byte == close {
            let part = &line[start..byte];
            if !part.trim().is_empty() {
                let (name, ty) = part.split_once(':').expect("`name: Type` parameters");
                let name_byte = start + part.find(name.trim()).unwrap();
                let ty_byte = start + name.len() + 1 + (ty.len() - ty.trim_start().len());
                params.push(ParamSource {
                    name: name.trim().trim_start_matches("r#").to_string(),
                    pos: Pos::new(lineno, col(name_byte)),
                    ty: RustType::parse(ty.trim()).unwrap_or_else(|| RustType::Other(ty.trim().to_string())),
                    ty_text: ty.trim().to_string(),
                    ty_pos: Pos::new(lineno, col(ty_byte)),
                });
            }
            start = byte + 1;
        }
    }
    let returns = line[close + 1..].trim().trim_end_matches(['{', '}', ';']).trim();
    ToolSource {
        name: raw_name.trim_start_matches("r#").to_string(),
        pos: Pos::new(lineno, col(name_at)),
        doc,
        params,
        returns: returns.strip_prefix("->").map(|r| r.trim().to_string()),
        returns_ty: returns.strip_prefix("->").and_then(|r| RustType::parse(r.trim())),
        is_async: line.contains("async fn"),
    }
}

/// A snapshot whose fixture was renamed or deleted would otherwise linger unnoticed.
#[test]
fn every_fixture_snapshot_has_its_fixture() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it");
    for entry in std::fs::read_dir(dir.join("snapshots")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if let Some(fixture) = name.strip_prefix("it__fixtures__doc_fixtures@").and_then(|n| n.strip_suffix(".snap")) {
            assert!(dir.join("fixtures").join(fixture).is_file(), "orphaned snapshot `{name}`: delete it");
        } else {
            assert!(!name.starts_with("it__fixtures__"), "orphaned snapshot `{name}`: delete it");
        }
    }
}
