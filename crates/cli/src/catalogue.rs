//! The tools of a tools crate for the commands that search and plan over them: scanned and
//! lowered as `gen-schemas` does, with their tool graph.

use toolschema::graph::Graph;
use toolschema::ToolSchema;
use toolschema_codegen::{generate, Options};

use crate::locate::ToolsCrate;
use crate::Failure;

/// A tools crate's tools, sorted by name, and its tool graph.
pub struct Catalogue {
    /// The tools, as `TOOLS` holds them.
    pub tools: Vec<ToolSchema>,
    /// The tool graph, as `GRAPH` holds it.
    pub graph: Graph,
}

/// The tools of `tools`; errors in them are printed, and fail `command`.
pub(crate) fn load(tools: &ToolsCrate, command: &str) -> Result<Catalogue, Failure> {
    let mut options = Options::new(&tools.dir, tools.display.clone());
    // The commands that read a crate's tools say nothing of its style.
    options.lint_ids = false;
    let generated = generate(&options);
    if generated.has_errors() {
        for problem in generated.diagnostics.iter().filter(|d| d.diagnostic.is_error()) {
            eprintln!("{problem}\n");
        }
        eprintln!("{command}: the tools have errors (above), nothing to search");
        return Err(Failure::Failed);
    }
    Ok(Catalogue { tools: generated.tools, graph: generated.graph })
}
