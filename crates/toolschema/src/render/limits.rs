//! Each target's name rules, and the per-request limits that one tool can break alone.
//!
//! The limits are counted on the emitted schema, so they count what the target will see.

use super::problem::Problems;
use super::writer::Out;
use super::Format;
use crate::model::Property;

/// Checks the tool name against the target's rule, and Gemini's rule for parameter names.
pub(super) fn names(format: Format, name: &str, params: &[Property], problems: &mut Problems<'_>) {
    let (ok, rule) = match format {
        // The canonical form never fails: its rule is section 2's, checked (an error) where
        // a tool is lowered, so that `render(Format::Anthropic)` always has a result.
        Format::Anthropic | Format::Text => (true, ""),
        Format::AnthropicStrict | Format::OpenAi | Format::OpenAiStrict | Format::OpenAiResponses => {
            (charset(name, 1, 64, "_-"), "^[a-zA-Z0-9_-]{1,64}$")
        }
        // Older API references allow 63 or 64 characters, the newest 128: the lowest is safe.
        Format::Gemini => (leading(name) && charset(name, 1, 64, "_.:-"), "^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$"),
        Format::Mcp => (charset(name, 1, 128, "_.-"), "^[A-Za-z0-9._-]{1,128}$"),
    };
    if !ok {
        problems.error(None, format!("tool name `{name}` does not match the `{format}` rule `{rule}`"));
    }
    if format == Format::Gemini {
        for param in params.iter().filter(|p| !(leading(&p.name) && charset(&p.name, 1, 64, "_"))) {
            let message = format!(
                "{} does not match the `gemini` rule for parameter names `^[a-zA-Z_][a-zA-Z0-9_]{{0,63}}$`",
                problems.subject(&param.name)
            );
            problems.error(Some(&param.name), message);
        }
    }
}

fn charset(name: &str, min: usize, max: usize, extra: &str) -> bool {
    (min..=max).contains(&name.len()) && name.chars().all(|c| c.is_ascii_alphanumeric() || extra.contains(c))
}

fn leading(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

/// Anthropic strict counts per request: 24 optional properties, 16 unions.
const ANTHROPIC_OPTIONAL: usize = 24;
const ANTHROPIC_UNIONS: usize = 16;
/// OpenAI strict: 10 levels of object nesting, 1000 `enum` values, 5000 properties.
const OPENAI_DEPTH: usize = 10;
const OPENAI_ENUM_VALUES: usize = 1000;
const OPENAI_PROPERTIES: usize = 5000;

/// Checks the limits of `format` on the emitted parameter schema.
pub(super) fn per_request(format: Format, schema: &Out<'_>, problems: &mut Problems<'_>) {
    let mut tally = Tally::default();
    tally.node(schema, 0);
    let tool = problems.tool;
    let mut over = |count: usize, limit: usize, what: &str| {
        if count > limit {
            let message = format!(
                "tool `{tool}` has {count} {what}, more than the {limit} `{format}` accepts in a whole request"
            );
            problems.error(None, message);
        }
    };
    match format {
        Format::AnthropicStrict => {
            over(tally.optional, ANTHROPIC_OPTIONAL, "optional properties");
            over(tally.unions, ANTHROPIC_UNIONS, "properties of union type (`anyOf` or a type list)");
        }
        Format::OpenAiStrict => {
            over(tally.depth, OPENAI_DEPTH, "levels of nested objects");
            over(tally.enum_values, OPENAI_ENUM_VALUES, "`enum` values");
            over(tally.properties, OPENAI_PROPERTIES, "properties");
        }
        _ => {}
    }
}

/// What the limits count, over every node of a schema.
#[derive(Default)]
struct Tally {
    optional: usize,
    unions: usize,
    properties: usize,
    enum_values: usize,
    /// The most objects on one path from the root (the root object is level 1).
    depth: usize,
}

impl Tally {
    fn node(&mut self, node: &Out<'_>, depth: usize) {
        let Out::Object(entries) = node else { return };
        let get = |key: &str| entries.iter().find(|(k, _)| *k == key).map(|(_, v)| v);
        let depth = match get("type") {
            Some(Out::String(t)) if t == "object" => depth + 1,
            Some(Out::Array(types)) if types.iter().any(|t| matches!(t, Out::String(t) if t == "object")) => depth + 1,
            _ => depth,
        };
        self.depth = self.depth.max(depth);
        if get("anyOf").is_some() || matches!(get("type"), Some(Out::Array(_))) {
            self.unions += 1;
        }
        if let Some(Out::Array(values)) = get("enum") {
            self.enum_values += values.len();
        }
        if let Some(Out::Object(properties)) = get("properties") {
            let required = match get("required") {
                Some(Out::Array(names)) => names.len(),
                _ => 0,
            };
            self.properties += properties.len();
            self.optional += properties.len().saturating_sub(required);
            for (_, child) in properties {
                self.node(child, depth);
            }
        }
        for key in ["items", "additionalProperties"] {
            if let Some(child) = get(key) {
                self.node(child, depth);
            }
        }
        for key in ["prefixItems", "anyOf"] {
            if let Some(Out::Array(children)) = get(key) {
                for child in children {
                    self.node(child, depth);
                }
            }
        }
    }
}
