//! toolschema-codegen: reads a tools crate with `syn` and generates its schemas and dispatch.
//!
//! One pure [`generate`] serves every caller: `tools/build.rs` (through [`build_script`]),
//! `cargo xtask gen-schemas`, and the tests. It reads files and returns strings; the
//! callers decide what to write where.

mod check;
mod contexts;
mod emit;
mod names;
mod resolve;
mod scan;
mod source;
mod tokens;
mod types;

pub mod build_script;

use std::path::{Path, PathBuf};

use toolschema::{Diagnostic, ToolSchema};

pub use scan::SourceFile;

/// What [`generate`] found and made.
#[derive(Debug)]
pub struct Generated {
    /// The Rust source for `OUT_DIR`, formatted; empty when there are errors.
    pub rust: String,
    /// Every tool, sorted by name (complete only when there are no errors).
    pub tools: Vec<ToolSchema>,
    /// Every problem, in file and source order.
    pub diagnostics: Vec<FileDiagnostic>,
    /// Every file read, and every file whose creation would change the result.
    pub sources: Vec<PathBuf>,
}

impl Generated {
    /// Whether any problem is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(|d| d.diagnostic.is_error())
    }
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
}

impl Options {
    /// Options for the crate in `crate_dir`, shown as `display_dir`.
    pub fn new(crate_dir: impl Into<PathBuf>, display_dir: impl Into<String>) -> Self {
        Options { crate_dir: crate_dir.into(), display_dir: display_dir.into(), deny_warnings: false }
    }
}

/// Scans the tools crate and generates everything from it.
pub fn generate(options: &Options) -> Generated {
    let scan = scan::scan_crate(&options.crate_dir.join("src"), &Path::new(&options.display_dir).join("src"));
    let mut diagnostics = scan.diagnostics.clone();
    let defs = types::type_defs(&scan);
    let lowerer = toolschema::lower::Lowerer::new(&defs);
    let mut tools = Vec::new();
    for found in &scan.fns {
        let file = &scan.files[found.file];
        let scope = resolve::Scope { module: &found.module, scan: &scan };
        let (source, mut problems) = source::tool_source(&found.item, file, scope);
        let lowered = lowerer.lower(&source);
        problems.extend(lowered.diagnostics.iter().cloned());
        diagnostics.extend(problems.into_iter().map(|d| FileDiagnostic {
            file: d.file.clone().unwrap_or_else(|| file.display.clone()),
            diagnostic: Diagnostic { file: None, ..d },
        }));
        tools.push(emit::Tool { found, source, lowered });
    }
    diagnostics.extend(check::cross_item(&tools, &scan.files));
    let contexts = contexts::contexts(&tools, &scan, &mut diagnostics);
    if options.deny_warnings {
        for d in &mut diagnostics {
            d.diagnostic.severity = toolschema::Severity::Error;
        }
    }
    diagnostics.sort_by(|a, b| (&a.file, a.diagnostic.pos).cmp(&(&b.file, b.diagnostic.pos)));
    diagnostics.dedup();
    tools.sort_by(|a, b| a.lowered.schema.name.cmp(&b.lowered.schema.name));
    let has_errors = diagnostics.iter().any(|d| d.diagnostic.is_error());
    let rust = if has_errors { String::new() } else { emit::rust(&tools, &contexts) };
    Generated { rust, tools: tools.into_iter().map(|t| t.lowered.schema).collect(), diagnostics, sources: scan.sources }
}
