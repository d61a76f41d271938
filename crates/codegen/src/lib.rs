//! toolschema-codegen: reads a tools crate with `syn` and generates its schemas and dispatch.
//!
//! One pure [`generate`] serves every caller: `tools/build.rs` (through [`build_script`]),
//! `cargo xtask gen-schemas`, and the tests. It reads files and returns strings; the
//! callers decide what to write where.
//!
//! # Which paths name which types
//!
//! A type in a parameter, a field or a variant, a context type and the self type of an
//! `impl Deserialize` are resolved from the module they are written in, in the type
//! namespace, as rustc resolves them:
//!
//! - The first segment is `crate` (the root), `self` (this module), `super` (its parent;
//!   `super::super`, `self::super` go further), or a name in this module's scope, looked up
//!   in order: an item defined in the module (a struct, enum, union, type alias, trait or
//!   module) or an explicit `use` (a rename is known by its new name only, an
//!   `extern crate` too); then the glob imports (`use path::*`); then the standard prelude.
//!   A first segment found nowhere, of a longer path or of a `use`, is another crate. The
//!   first segment of a `use` path is looked for among items and explicit `use`s only, not
//!   through globs (rustc would also search globs; no tools crate we know relies on it).
//! - Each further segment is a name of the module reached so far that the writer's module
//!   may name: an item or `use` whose visibility admits it (private: that module and the
//!   ones inside it; `pub(super)`, `pub(in path)` likewise; `pub` and `pub(crate)`: the
//!   whole crate), or a name such a glob brings. So `super::X` finds the parent's private
//!   `use` of `X`, but `crate::m::X` from elsewhere needs `pub use`.
//! - A glob brings every name of its module the importing module may name (its items, its
//!   `use`s and what its own globs bring); the module's own items and explicit `use`s
//!   shadow it. A glob of another crate's module is taken to bring any name not found in
//!   this crate, except the standard names below.
//! - A `use` is followed to where the item is defined, through any chain of `pub use`
//!   re-exports and renames, so the mapping sees `crate::models::Item` however it was
//!   named. The walk is bounded (4096 steps, 48 deep): a cycle of `use`s names nothing.
//! - A single name found nowhere is one of the standard prelude (`Option`, `Result`,
//!   `String`, `Vec`, `Box`), a primitive (`u32`, `str`, …), or one of the other standard
//!   types of the mapping (`HashMap`, `HashSet`, `BTreeMap`, `BTreeSet`, `VecDeque`, `Cow`,
//!   `Arc`, `Rc`, `Path`, `PathBuf`, `Value`, read as if imported); any other is an error.
//!   A type of the crate named like one of these (`struct Duration`, `struct Value`) is the
//!   crate's wherever a `use`, a glob or its definition brings it into scope.
//!
//! A path that names nothing (`super::X` where the parent has no `X`, a rename used under its
//! original name, a private module from outside it) is an error at its `file:line:col` that
//! quotes the type as written; no type of the same name elsewhere is taken for it. Lifetime
//! parameters of a tool are allowed (its type and const parameters are errors): dispatch lends
//! each borrowed argument for the call, and every lifetime of a context type becomes the
//! lifetime of `Context` (`&'x Db<'x>` is the field `&'a Db<'a>`).

mod check;
mod contexts;
mod emit;
mod graph;
mod names;
mod print;
mod resolve;
#[cfg(feature = "retrieve")]
mod retrieval;
mod scan;
mod source;
mod tokens;
mod types;

pub mod build_script;

pub use build_script::Build;

use std::path::{Path, PathBuf};

use toolschema::{Diagnostic, ToolSchema};

pub use scan::SourceFile;

/// What [`generate`] found and made.
#[derive(Debug)]
pub struct Generated {
    /// The Rust source for `OUT_DIR`, formatted; empty when there are errors or
    /// [`Options::emit_rust`] is off.
    pub rust: String,
    /// Every tool, sorted by name (complete only when there are no errors).
    pub tools: Vec<ToolSchema>,
    /// Each of [`Generated::tools`] rendered in [`Options::render`]'s format, when asked for.
    pub renderings: Vec<Option<toolschema::Rendering>>,
    /// Where each of [`Generated::tools`] is defined, in the same order.
    pub locations: Vec<ToolLocation>,
    /// Every problem, in file and source order.
    pub diagnostics: Vec<FileDiagnostic>,
    /// Every file read, and every file whose creation would change the result.
    pub sources: Vec<PathBuf>,
    /// The fields of the generated `Context` (`root` for `&Root`), one per context type the
    /// tools take; empty when they take none, and `Context` is then `Default`.
    pub context_fields: Vec<String>,
    /// The tool graph: which tool's result feeds which tool's input (the generated `GRAPH`).
    pub graph: toolschema::graph::Graph,
}

impl Generated {
    /// Whether any problem is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(|d| d.diagnostic.is_error())
    }
}

/// Where a tool's function is: its file, as shown to the user, and the position of its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToolLocation {
    /// The file (`tools/src/fs.rs`).
    pub file: String,
    /// The position of the function's name in it.
    pub pos: toolschema::Pos,
}

/// A problem in one file of the tools crate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileDiagnostic {
    /// The file, as shown to the user (`tools/src/fs.rs`).
    pub file: String,
    /// The problem.
    pub diagnostic: Diagnostic,
}

impl std::fmt::Display for FileDiagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.diagnostic.render(&self.file))
    }
}

/// Options of [`generate`].
#[derive(Clone, Debug)]
pub struct Options {
    /// The tools crate's directory (the one holding `Cargo.toml` and `src/`).
    pub crate_dir: PathBuf,
    /// How that directory is shown in diagnostics (`tools`).
    pub display_dir: String,
    /// Turn every warning into an error.
    pub deny_warnings: bool,
    /// Generate the Rust for `OUT_DIR` (the build script's part); `gen-schemas`, which only
    /// writes schemas, turns it off and spares the time and memory of making and formatting it.
    pub emit_rust: bool,
    /// Render each tool in this format as it is made (`gen-schemas`' part): on the threads
    /// that make the tools, rather than after them all.
    pub render: Option<toolschema::Format>,
    /// Free the parsed syntax trees when done (the default). A process that exits right after
    /// (`gen-schemas`, the build script) turns it off: freeing a big crate's trees node by node
    /// was a share of its main thread worth sparing (crates/toolschema/BENCHMARKS.md, "Seventh
    /// round"), and the process's exit returns that memory at once.
    pub free_trees: bool,
    /// Warn where a required parameter named like an id (`order_id`, `id`) is a plain string
    /// or integer that another tool's result holds as a field too: a newtype would put it in
    /// the tool graph (on by default; `Build::allow_primitive_ids` and `gen-schemas
    /// --allow-primitive-ids` turn it off).
    pub lint_ids: bool,
}

impl Options {
    /// Options for the crate in `crate_dir`, shown as `display_dir`.
    pub fn new(crate_dir: impl Into<PathBuf>, display_dir: impl Into<String>) -> Self {
        Options {
            crate_dir: crate_dir.into(),
            display_dir: display_dir.into(),
            deny_warnings: false,
            emit_rust: true,
            render: None,
            free_trees: true,
            lint_ids: true,
        }
    }
}

/// Scans the tools crate and generates everything from it.
pub fn generate(options: &Options) -> Generated {
    let mut scan = scan::scan_crate(&options.crate_dir.join("src"), &Path::new(&options.display_dir).join("src"));
    let mut diagnostics = scan.diagnostics.clone();
    let defs = types::type_defs(&scan);
    let lowerer = toolschema::lower::Lowerer::new(&defs);
    // Paths and types are resolved once per module, however many tools name them.
    let memo = resolve::Memo::default();
    let mut tools = Vec::with_capacity(scan.fns.len());
    let mut renderings = Vec::with_capacity(scan.fns.len());
    for found in &scan.fns {
        let file = &scan.files[found.file];
        let scope = resolve::Scope { module: &found.module, modules: &scan.modules, memo: Some(&memo) };
        let (source, mut problems) = source::tool_source(found, file, scope);
        let lowered = lowerer.lower(&source);
        renderings.push(options.render.map(|format| lowered.schema.rendering(format)));
        // The doc is lowered: nothing reads its text again.
        let source = toolschema::lower::ToolSource { doc: Vec::new(), ..source };
        problems.extend(lowered.diagnostics.iter().cloned());
        diagnostics.extend(problems.into_iter().map(|d| FileDiagnostic {
            file: d.file.clone().unwrap_or_else(|| file.display.clone()),
            diagnostic: Diagnostic { file: None, ..d },
        }));
        tools.push(emit::Tool { found, source, lowered });
    }
    diagnostics.extend(check::cross_item(&tools, &scan.files));
    let contexts = contexts::contexts(&tools, &scan, &mut diagnostics);
    // The tools sorted by name, their renderings with them.
    let mut order: Vec<usize> = (0..tools.len()).collect();
    order.sort_by(|&a, &b| tools[a].lowered.schema.name.cmp(&tools[b].lowered.schema.name));
    let mut slots: Vec<Option<(emit::Tool<'_>, Option<toolschema::Rendering>)>> =
        tools.into_iter().zip(renderings).map(Some).collect();
    let (tools, renderings): (Vec<_>, Vec<_>) =
        order.into_iter().map(|i| slots[i].take().expect("each tool once")).unzip();
    let (graph, lints) = graph::derive(&tools, &scan, &defs, options.lint_ids);
    if options.deny_warnings {
        for d in &mut diagnostics {
            d.diagnostic.severity = toolschema::Severity::Error;
        }
    }
    // The primitive-id lint is advice about style, never an error, even where warnings are
    // denied: a crate's ids are its author's choice.
    diagnostics.extend(lints);
    diagnostics.sort_by(|a, b| (&a.file, a.diagnostic.pos).cmp(&(&b.file, b.diagnostic.pos)));
    diagnostics.dedup();
    let has_errors = diagnostics.iter().any(|d| d.diagnostic.is_error());
    let rust = match has_errors || !options.emit_rust {
        true => String::new(),
        false => emit::rust(&tools, &contexts) + &graph::rust(&graph),
    };
    let locations = tools
        .iter()
        .map(|t| ToolLocation { file: scan.files[t.found.file].display.clone(), pos: t.source.pos })
        .collect();
    let sources = std::mem::take(&mut scan.sources);
    let context_fields = contexts.fields.keys().cloned().collect();
    let mut schemas = Vec::with_capacity(tools.len());
    let mut rest = Vec::with_capacity(tools.len());
    for t in tools {
        schemas.push(t.lowered.schema);
        rest.push((t.source, t.lowered.plans, t.lowered.diagnostics));
    }
    if !options.free_trees {
        std::mem::forget((scan, rest, defs, contexts));
    }
    Generated { rust, tools: schemas, renderings, locations, diagnostics, sources, context_fields, graph }
}
