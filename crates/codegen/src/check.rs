//! Rules across tools: tool names are unique across the crate.

use std::collections::HashMap;

use toolschema::Diagnostic;

use crate::emit::Tool;
use crate::scan::SourceFile;
use crate::FileDiagnostic;

/// Reports every tool whose name an earlier tool (in file and source order, the order the
/// diagnostics are shown in) already has.
pub(crate) fn cross_item(tools: &[Tool<'_>], files: &[SourceFile]) -> Vec<FileDiagnostic> {
    let mut ordered: Vec<&Tool<'_>> = tools.iter().collect();
    ordered.sort_by(|a, b| {
        (&files[a.found.file].display, a.source.pos).cmp(&(&files[b.found.file].display, b.source.pos))
    });
    let mut first: HashMap<&str, &Tool<'_>> = HashMap::new();
    let mut diagnostics = Vec::new();
    for tool in ordered {
        let name = tool.source.name.as_str();
        match first.get(name) {
            Some(earlier) => {
                let earlier_file = &files[earlier.found.file].display;
                diagnostics.push(FileDiagnostic {
                    file: files[tool.found.file].display.clone(),
                    diagnostic: Diagnostic::error(
                        tool.source.pos,
                        format!(
                            "tool `{name}` is defined twice, in `{}` and in `{}` (at {earlier_file}:{}): tool names must be unique across the crate",
                            module_path(&tool.found.module),
                            module_path(&earlier.found.module),
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

fn module_path(module: &[String]) -> String {
    std::iter::once("crate").chain(module.iter().map(String::as_str)).collect::<Vec<_>>().join("::")
}
