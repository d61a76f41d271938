//! Data-driven tests: each fixture is a small tools crate written as one text file, with
//! `//- path` lines starting each file (`//- src/lib.rs`, `//- src/fs.rs`).
//!
//! `check` writes the crate to a temporary directory, runs the generator as `build.rs` and
//! `gen-schemas` do, and snapshots every diagnostic, or the generated Rust and schemas.

use std::path::{Path, PathBuf};

use toolschema::Format;
use toolschema_codegen::{generate, Options};

#[test]
fn crate_fixtures() {
    insta::glob!("fixtures/*.txt", |path| {
        insta::assert_snapshot!(check(path));
    });
}

/// Type fixtures: crates whose tools take and return the crate's own structs and enums;
/// the snapshot shows each tool's canonical schema and its output schema.
#[test]
fn type_fixtures() {
    insta::glob!("types/*.txt", |path| {
        insta::assert_snapshot!(check_types(path));
    });
}

fn check_types(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let name = path.file_stem().unwrap().to_string_lossy().into_owned();
    let dir = write_crate(&format!("types-{name}"), &text);
    let generated = generate(&Options::new(&dir, "tools"));
    std::fs::remove_dir_all(&dir).ok();
    let mut out = String::new();
    for problem in &generated.diagnostics {
        out += &format!("{problem}\n");
    }
    if generated.has_errors() {
        return out;
    }
    for tool in &generated.tools {
        out += &tool.render(Format::Anthropic).unwrap();
        if let Some(output) = &tool.returns.schema {
            out += &format!("--- output of {}\n", tool.name);
            out += &toolschema::render::canonical::schema(output).pretty();
        }
    }
    out
}

/// Generates from the fixture crate at `path` and renders what a user would see.
fn check(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let name = path.file_stem().unwrap().to_string_lossy().into_owned();
    let dir = write_crate(&name, &text);
    let generated = generate(&Options::new(&dir, "tools"));
    std::fs::remove_dir_all(&dir).ok();
    let mut out = String::new();
    if !generated.diagnostics.is_empty() {
        out += "--- diagnostics\n";
        for problem in &generated.diagnostics {
            out += &format!("{problem}\n");
        }
    }
    if !generated.has_errors() {
        out += "--- schemas\n";
        for tool in &generated.tools {
            out += &tool.render(Format::Text).unwrap();
        }
        if !generated.graph.tools.is_empty() {
            out += "--- graph\n";
            out += &graph_text(&generated.graph);
        }
        out += "--- generated rust\n";
        out += &formatted(&generated.rust);
    }
    out
}

/// The generated Rust as a person reads it: its header, then the whole file parsed and
/// formatted by prettyplease (the generator formats only the API and writes the rest one
/// item to a line, which this also proves is Rust).
fn formatted(rust: &str) -> String {
    let (header, body) = rust.split_once("\n\n").expect("a header, then the items");
    let file = syn::parse_file(body).unwrap_or_else(|e| panic!("the generated Rust does not parse: {e}\n{body}"));
    format!("{header}\n\n{}", prettyplease::unparse(&file))
}

/// The tool graph, one line per edge (with where the producer's result holds the value,
/// and whether it is in a list or not always there), then each tool's consumers and
/// prerequisites.
pub(crate) fn graph_text(graph: &toolschema::graph::Graph) -> String {
    let mut out = String::new();
    for edge in graph.edges() {
        let input = graph.inputs(edge.to).iter().find(|i| i.param == edge.param && i.ty == edge.ty).unwrap();
        let producer = input.producers.iter().find(|p| p.tool == edge.from).unwrap();
        let flags = [(producer.many, " many"), (producer.maybe, " maybe"), (input.listed, " listed")];
        let flags: String = flags.iter().filter(|(on, _)| *on).map(|(_, f)| *f).collect();
        out += &format!("{} -> {}.{}: {} at {}{flags}\n", edge.from, edge.to, edge.param, edge.ty, producer.path);
    }
    for links in graph.tools.iter() {
        let names = |list: &[toolschema::Text]| list.iter().map(|n| &**n).collect::<Vec<_>>().join(", ");
        out += &format!(
            "{}: consumers [{}], prerequisites [{}]\n",
            links.tool,
            names(&links.consumers),
            names(&links.prerequisites)
        );
    }
    out
}

/// Writes the files of a fixture under a fresh temporary directory.
pub(crate) fn write_crate(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("toolschema-codegen-{}-{name}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    let mut current: Option<(PathBuf, String)> = None;
    let flush = |file: Option<(PathBuf, String)>| {
        if let Some((path, body)) = file {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, body).unwrap();
        }
    };
    for line in text.split_inclusive('\n') {
        if let Some(file) = line.strip_prefix("//- ") {
            flush(current.take());
            current = Some((dir.join(file.trim()), String::new()));
        } else if let Some((_, body)) = &mut current {
            body.push_str(line);
        }
    }
    flush(current);
    dir
}

/// A snapshot whose fixture was renamed or deleted would otherwise linger unnoticed.
#[test]
fn every_fixture_snapshot_has_its_fixture() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it");
    for entry in std::fs::read_dir(dir.join("snapshots")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let fixture = name
            .strip_prefix("it__fixtures__crate_fixtures@")
            .map(|n| ("fixtures", n))
            .or_else(|| name.strip_prefix("it__fixtures__type_fixtures@").map(|n| ("types", n)))
            .and_then(|(folder, n)| Some(dir.join(folder).join(n.strip_suffix(".snap")?)));
        assert!(fixture.is_some_and(|f| f.is_file()), "orphaned snapshot `{name}`: delete it");
    }
}

/// The primitive-id lint stays a warning where warnings are denied, and `lint_ids` (what
/// `Build::allow_primitive_ids` and `gen-schemas --allow-primitive-ids` set) turns it off.
#[test]
fn the_primitive_id_lint_is_never_an_error_and_turns_off() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/fixtures/graph_no_edge_primitives.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let dir = write_crate("lint-switches", &text);
    let mut options = Options::new(&dir, "tools");
    options.deny_warnings = true;
    let denied = generate(&options);
    options.deny_warnings = false;
    options.lint_ids = false;
    let off = generate(&options);
    std::fs::remove_dir_all(&dir).ok();
    let lints = |g: &toolschema_codegen::Generated| {
        g.diagnostics.iter().filter(|d| d.diagnostic.message.contains("a newtype")).count()
    };
    assert!(lints(&denied) > 0, "{:?}", denied.diagnostics);
    assert!(!denied.has_errors(), "{:?}", denied.diagnostics);
    assert_eq!(lints(&off), 0, "{:?}", off.diagnostics);
}
