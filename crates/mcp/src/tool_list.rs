//! `tools/list`: the generated constants rendered once, at start-up, in the `mcp` format.

use rmcp::model::Tool;
use toolschema::{Format, ToolSchema};

/// Every tool in `TOOLS` order, as rmcp's `Tool`, from `ToolSchema::to_value(Format::Mcp)`:
/// nothing is derived or reflected at run time, and the text is the same as
/// `cargo xtask gen-schemas --format mcp` writes.
pub fn mcp_tools(tools: &[&ToolSchema]) -> Result<Vec<Tool>, String> {
    tools.iter().map(|tool| one(tool)).collect()
}

fn one(tool: &ToolSchema) -> Result<Tool, String> {
    let name = tool.name();
    let value = tool
        .to_value(Format::Mcp)
        .map_err(|err| format!("the tool `{name}` cannot be stated in the `mcp` format: {err}"))?;
    serde_json::from_value(value)
        .map_err(|err| format!("the `mcp` rendering of the tool `{name}` is not an MCP tool: {err}"))
}
