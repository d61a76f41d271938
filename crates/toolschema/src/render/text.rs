//! The `text` format (section 4.4): one line for a prompt, as in the Hugging Face agents course.

use crate::model::ToolSchema;

/// `Tool Name: calculator, Description: Multiply two integers., Arguments: a: i64, b: i64, Outputs: i64`
pub fn line(tool: &ToolSchema) -> String {
    let args: Vec<String> = tool.params.iter().map(|p| format!("{}: {}", p.name, p.rust_type)).collect();
    // The summary may keep a list item's line break; a prompt line must stay one line.
    let summary = tool.summary.split_whitespace().collect::<Vec<_>>().join(" ");
    format!(
        "Tool Name: {}, Description: {}, Arguments: {}, Outputs: {}",
        tool.name,
        summary,
        args.join(", "),
        tool.returns.rust_type
    )
}
