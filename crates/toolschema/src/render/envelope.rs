//! The tool object of each JSON format around its parameter schema (section 4.4's shapes).

use super::lowering::Lowering;
use super::problem::Problems;
use super::rules::Rules;
use super::writer::Out;
use super::{canonical, limits, output, Format};
use crate::model::{Annotations, ToolSchema};

/// The tool in a JSON `format`, with every problem of that format in `problems`.
pub(super) fn tool<'a>(format: Format, tool: &'a ToolSchema, problems: &mut Problems<'_>) -> Out<'a> {
    limits::names(format, &tool.name, &tool.params, problems);
    let params = match format {
        // The canonical schema is every non-strict target's as it stands, or nearly.
        Format::Anthropic | Format::Mcp | Format::Text => canonical::object(&tool.params, None),
        _ => Lowering { rules: Rules::of(format), problems }.params(&tool.params),
    };
    limits::per_request(format, &params, problems);
    let name = ("name", Out::str(&tool.name));
    let description = (!tool.description.is_empty()).then(|| ("description", Out::str(&tool.description)));
    let object = |entries: Vec<Option<(&'a str, Out<'a>)>>| Out::Object(entries.into_iter().flatten().collect());
    match format {
        Format::Anthropic | Format::Text => canonical::tool(tool),
        Format::AnthropicStrict => {
            object(vec![Some(name), description, Some(("input_schema", params)), Some(("strict", Out::Bool(true)))])
        }
        Format::OpenAi => chat(object(vec![Some(name), description, Some(("parameters", params))])),
        Format::OpenAiStrict => {
            chat(object(vec![Some(name), description, Some(("parameters", params)), Some(("strict", Out::Bool(true)))]))
        }
        // `strict` is always sent: left out, the Responses API tries to make the schema
        // strict itself, and falls back silently.
        Format::OpenAiResponses => object(vec![
            Some(("type", Out::str("function"))),
            Some(name),
            description,
            Some(("parameters", params)),
            Some(("strict", Out::Bool(false))),
        ]),
        Format::Gemini => object(vec![Some(name), description, Some(("parametersJsonSchema", params))]),
        Format::Mcp => object(vec![
            Some(name),
            description,
            Some(("inputSchema", params)),
            output::schema(tool).map(|schema| ("outputSchema", schema)),
            annotations(&tool.annotations).map(|hints| ("annotations", hints)),
        ]),
    }
}

/// The Chat Completions wrapper: `{"type": "function", "function": …}`.
fn chat(function: Out<'_>) -> Out<'_> {
    Out::Object(vec![("type", Out::str("function")), ("function", function)])
}

/// MCP's `annotations` object: the keys declared, in MCP's order; `None` when nothing is.
fn annotations(hints: &Annotations) -> Option<Out<'_>> {
    let flags = [
        ("readOnlyHint", hints.read_only),
        ("destructiveHint", hints.destructive),
        ("idempotentHint", hints.idempotent),
        ("openWorldHint", hints.open_world),
    ];
    let title = hints.title.as_deref().map(|title| ("title", Out::str(title)));
    let flags = flags.into_iter().filter_map(|(key, flag)| Some((key, Out::Bool(flag?))));
    let entries: Vec<(&str, Out<'_>)> = title.into_iter().chain(flags).collect();
    (!entries.is_empty()).then_some(Out::Object(entries))
}
