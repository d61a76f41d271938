//! The tools of a tools crate for the retrieval commands: scanned and lowered as
//! `gen-schemas` does, indexed as the build script does.

use std::path::PathBuf;

use toolschema::ToolSchema;
use toolschema_codegen::{generate, Options};

use crate::{usage, workspace_root, Failure};

/// The tools of the crate in `dir` (the workspace's `tools` when `None`), sorted by name.
pub fn load(dir: Option<&PathBuf>, command: &str) -> Result<Vec<ToolSchema>, Failure> {
    let (tools_dir, display) = match dir {
        Some(dir) => (dir.clone(), dir.display().to_string()),
        None => (workspace_root().join("tools"), "tools".to_string()),
    };
    if !tools_dir.join("src").join("lib.rs").is_file() {
        return Err(usage(format!("`{}` is not a crate with a `src/lib.rs`", tools_dir.display())));
    }
    let generated = generate(&Options::new(&tools_dir, display));
    if generated.has_errors() {
        for problem in generated.diagnostics.iter().filter(|d| d.diagnostic.is_error()) {
            eprintln!("{problem}\n");
        }
        eprintln!("{command}: the tools have errors (above), nothing to search");
        return Err(Failure::Failed);
    }
    Ok(generated.tools)
}
