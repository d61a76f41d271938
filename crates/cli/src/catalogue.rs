//! The tools of a tools crate for the commands that search them: scanned and lowered as
//! `gen-schemas` does.

use toolschema::ToolSchema;
use toolschema_codegen::{generate, Options};

use crate::locate::ToolsCrate;
use crate::Failure;

/// The tools of `tools`, sorted by name; errors in them are printed, and fail `command`.
pub(crate) fn load(tools: &ToolsCrate, command: &str) -> Result<Vec<ToolSchema>, Failure> {
    let generated = generate(&Options::new(&tools.dir, tools.display.clone()));
    if generated.has_errors() {
        for problem in generated.diagnostics.iter().filter(|d| d.diagnostic.is_error()) {
            eprintln!("{problem}\n");
        }
        eprintln!("{command}: the tools have errors (above), nothing to search");
        return Err(Failure::Failed);
    }
    Ok(generated.tools)
}
