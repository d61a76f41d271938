//! How long a plan takes at 200 tools (the issue's bound: under 100 µs).
//!
//! The catalogue is synthetic and written as Rust source that the codegen crate reads, as a
//! build script would: 40 kinds of record, each a newtype id and a struct holding its own id
//! and its parent's (kind `i`'s parent is kind `i - 1`), with five tools each: `find_k(name)
//! -> Option<K>`, `list_k(parent) -> Vec<K>`, `get_k(id) -> K`, `update_k(id, name) -> K`
//! (not read-only) and `cancel_k(id, reason) -> K` (destructive). Every id is produced by three
//! read-only tools and taken by three more, so a plan for `cancel_k` searches a chain of
//! lists back to the first kind or a `find` (the plan stops at `MAX_DEPTH`).
//!
//!     cargo bench -p toolschema-codegen --bench plan

// `criterion_group!` defines an undocumented `pub fn`.
#![allow(missing_docs)]

use std::fmt::Write;
use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion};
use toolschema_codegen::{generate, Options};

const KINDS: usize = 40;

fn source() -> String {
    let mut src = String::from("//! A synthetic catalogue.\n\nuse serde::{Deserialize, Serialize};\n\n");
    for k in 0..KINDS {
        let parent = if k == 0 { "String".to_owned() } else { format!("K{}Id", k - 1) };
        write!(
            src,
            r#"/// A k{k}'s id.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
pub struct K{k}Id(pub String);

/// A k{k}.
#[derive(Clone, Debug, Default, Serialize)]
pub struct K{k} {{
    /// Its id.
    pub id: K{k}Id,
    /// What it belongs to.
    pub parent: {parent},
    /// Its name.
    pub name: String,
}}

/// Finds a k{k} by name.
///
/// Args:
///     name: Its name.
///
/// Annotations:
///     read_only
pub fn find_k{k}(name: String) -> Option<K{k}> {{
    let _ = name;
    None
}}

/// Lists the k{k}s of a parent.
///
/// Args:
///     parent: The parent.
///
/// Annotations:
///     read_only
pub fn list_k{k}(parent: {parent}) -> Vec<K{k}> {{
    let _ = parent;
    Vec::new()
}}

/// Gets a k{k}.
///
/// Args:
///     id: Its id.
///
/// Annotations:
///     read_only
pub fn get_k{k}(id: K{k}Id) -> K{k} {{
    let _ = id;
    K{k}::default()
}}

/// Renames a k{k}.
///
/// Args:
///     id: Its id.
///     name: The new name.
///
/// Annotations:
///     read_only: false
pub fn update_k{k}(id: K{k}Id, name: String) -> K{k} {{
    let _ = (id, name);
    K{k}::default()
}}

/// Cancels a k{k}.
///
/// Args:
///     id: Its id.
///     reason: Why.
///
/// Annotations:
///     destructive
pub fn cancel_k{k}(id: K{k}Id, reason: String) -> K{k} {{
    let _ = (id, reason);
    K{k}::default()
}}

"#
        )
        .unwrap();
    }
    src
}

fn bench(c: &mut Criterion) {
    let dir: PathBuf = std::env::temp_dir().join(format!("toolschema-plan-bench-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(dir.join("Cargo.toml"), "[package]\nname = \"synthetic\"\nversion = \"0.0.0\"\n").unwrap();
    std::fs::write(dir.join("src/lib.rs"), source()).unwrap();
    let generated = generate(&Options::new(&dir, "synthetic"));
    std::fs::remove_dir_all(&dir).ok();
    assert!(!generated.has_errors(), "{:?}", generated.diagnostics);
    assert_eq!(generated.tools.len(), KINDS * 5);
    let tools: Vec<_> = generated.tools.iter().collect();
    let graph = &generated.graph;

    // The deepest goal: the search weighs a chain of lists back to `list_k0` against `find_k39`.
    let deep = format!("cancel_k{}", KINDS - 1);
    let plan = toolschema_plan::plan(&tools, graph, &deep, &[]).unwrap();
    assert_eq!(plan.steps.len(), 2, "find_k39, then the goal: {plan:?}");
    let mut group = c.benchmark_group("plan at 200 tools");
    group.bench_function("cancel_k39, holding nothing", |b| {
        b.iter(|| toolschema_plan::plan(&tools, graph, &deep, &[]).unwrap())
    });
    group.bench_function("cancel_k39, holding its parent's id", |b| {
        b.iter(|| toolschema_plan::plan(&tools, graph, &deep, &["crate::K38Id"]).unwrap())
    });
    group.bench_function("get_k20, holding its name", |b| {
        b.iter(|| toolschema_plan::plan(&tools, graph, "get_k20", &["name"]).unwrap())
    });
    group.bench_function("prerequisites of cancel_k39", |b| {
        b.iter(|| toolschema_plan::prerequisites(&tools, graph, &deep))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
