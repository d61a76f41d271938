//! Rules across tools: tool names are unique across the crate.

use std::collections::HashMap;

use toolschema::Diagnostic;

use crate::emit::Tool;
use crate::scan::SourceFile;
use crate::FileDiagnostic;

/// Reports every tool whose name an earlier tool (in file and source order) already has.
pub(crate) fn cross_item(tools: &[Tool<'_>], files: &[SourceFile]) -> Vec<FileDiagnostic> {
    let mut first: HashMap<&str, &Tool<'_>> = HashMap::new();
    let mut diagnostics = Vec::new();
    for tool in tools {
        let name = tool.source.name.as_str();
        match first.get(name) {
            Some(earlier) => {
                let earlier_file = &files[earlier.found.file].display;
                diagnostics.push(FileDiagnostic {
                    file: files[tool.found.file].display.clone(),
                    diagnostic: Diagnostic::error(
                        tool.source.pos,
                        format!(
                            "tool `{name}` is defined twice: tool names must be unique across the crate (the other is at {earlier_file}:{})",
                            earlier.source.pos
                        ),
                    ),
                });
            }
            None => {
                first.insert(name, tool);
            }
        }
    }
    diagnostics
}
