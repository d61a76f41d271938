//! A rule checker of its own: each provider's rules as `providers.md` writes them, applied
//! to the emitted JSON, independently of the code that lowered it.

use serde_json::Value;
use toolschema::Format;

/// Keywords Anthropic strict accepts ("Structured outputs → JSON Schema limitations", and
/// what `anthropic.transform_schema` keeps).
const ANTHROPIC_STRICT: &[&str] = &[
    "type",
    "description",
    "enum",
    "const",
    "anyOf",
    "allOf",
    "default",
    "required",
    "additionalProperties",
    "properties",
    "items",
    "minItems",
    "format",
];
/// Keywords OpenAI strict accepts ("Structured model outputs → Supported schemas").
const OPENAI_STRICT: &[&str] = &[
    "type",
    "description",
    "enum",
    "anyOf",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "minItems",
    "maxItems",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "pattern",
    "format",
];
/// Keywords listed for Gemini's JSON Schema mode.
const GEMINI: &[&str] = &[
    "type",
    "format",
    "title",
    "description",
    "enum",
    "items",
    "prefixItems",
    "minItems",
    "maxItems",
    "minimum",
    "maximum",
    "anyOf",
    "oneOf",
    "properties",
    "additionalProperties",
    "required",
];
/// Never emitted by any format (section 4.1: everything is inlined, no `title`, no `format`).
const NEVER: &[&str] = &["$ref", "$defs", "$schema", "title", "format", "const", "oneOf", "allOf"];

/// Every broken rule of `format` in the emitted `tool`, as `path: what`.
pub fn violations(format: Format, tool: &Value) -> Vec<String> {
    let mut found = Vec::new();
    let mut expect = |ok: bool, what: &str| {
        if !ok {
            found.push(format!("(tool): {what}"));
        }
    };
    let params = match format {
        Format::Anthropic => &tool["input_schema"],
        Format::AnthropicStrict => {
            expect(tool["strict"] == Value::Bool(true), "`strict` is not true");
            &tool["input_schema"]
        }
        Format::OpenAi | Format::OpenAiStrict => {
            expect(tool["type"] == "function", "`type` is not `function`");
            let strict = format == Format::OpenAiStrict;
            expect(tool["function"].get("strict").and_then(Value::as_bool).unwrap_or(false) == strict, "`strict`");
            &tool["function"]["parameters"]
        }
        Format::OpenAiResponses => {
            expect(tool["type"] == "function", "`type` is not `function`");
            expect(tool["strict"] == Value::Bool(false), "`strict` is not sent as false");
            &tool["parameters"]
        }
        Format::Gemini => &tool["parametersJsonSchema"],
        Format::Mcp => {
            if let Some(output) = tool.get("outputSchema") {
                expect(output["type"] == "object", "`outputSchema` is not an object at the root");
            }
            &tool["inputSchema"]
        }
        Format::Text => return found,
    };
    expect(params["type"] == "object", "the parameters are not `type: object`");
    expect(params["properties"].is_object(), "the parameters have no `properties`");
    expect(params.get("anyOf").is_none(), "the parameters are an `anyOf`");
    node(format, params, "$", &mut found);
    found
}

fn node(format: Format, schema: &Value, path: &str, found: &mut Vec<String>) {
    let Some(map) = schema.as_object() else {
        found.push(format!("{path}: a boolean schema"));
        return;
    };
    let mut rule = |ok: bool, what: String| {
        if !ok {
            found.push(format!("{path}: {what}"));
        }
    };
    let types: Vec<&str> = match &map.get("type") {
        Some(Value::String(t)) => vec![t],
        Some(Value::Array(list)) => list.iter().filter_map(Value::as_str).collect(),
        _ => vec![],
    };
    let allowed = match format {
        Format::AnthropicStrict => Some(ANTHROPIC_STRICT),
        Format::OpenAiStrict => Some(OPENAI_STRICT),
        Format::Gemini => Some(GEMINI),
        _ => None,
    };
    for key in map.keys() {
        rule(!NEVER.contains(&key.as_str()), format!("`{key}` is never emitted"));
        if let Some(allowed) = allowed {
            rule(allowed.contains(&key.as_str()), format!("`{key}` is not accepted by `{format}`"));
        }
    }
    let strict = matches!(format, Format::AnthropicStrict | Format::OpenAiStrict);
    let is_object = types.contains(&"object");
    let is_array = types.contains(&"array");
    if strict {
        rule(!types.is_empty() || map.contains_key("anyOf"), "a node without `type` or `anyOf`".into());
        if is_object {
            rule(map.get("additionalProperties") == Some(&Value::Bool(false)), "an object not closed".into());
        }
        if let Some(values) = map.get("enum").and_then(Value::as_array) {
            rule(values.iter().all(|v| !v.is_array() && !v.is_object()), "an `enum` of non-scalar values".into());
        }
    }
    if format == Format::AnthropicStrict {
        rule(!matches!(map.get("type"), Some(Value::Array(_))), "a type list (the SDK rejects it)".into());
        let min = map.get("minItems").and_then(Value::as_u64);
        rule(min.is_none_or(|n| n <= 1), "`minItems` above 1".into());
    }
    if matches!(format, Format::OpenAi | Format::OpenAiStrict | Format::OpenAiResponses) {
        rule(!is_array || map.contains_key("items"), "an array without `items`".into());
        rule(!is_object || map.contains_key("properties"), "an object without `properties`".into());
    }
    if format == Format::OpenAiStrict {
        let keys: Vec<&String> =
            map.get("properties").and_then(Value::as_object).map(|p| p.keys().collect()).unwrap_or_default();
        let required: Vec<&str> = map
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        rule(
            keys.len() == required.len() && keys.iter().all(|k| required.contains(&k.as_str())),
            "not every property is required".into(),
        );
        if let Some(values) = map.get("enum").and_then(Value::as_array) {
            let fits = |v: &Value| match v {
                Value::Null => types.contains(&"null"),
                Value::Bool(_) => types.contains(&"boolean"),
                Value::Number(n) => {
                    types.contains(&"number") || (types.contains(&"integer") && n.is_i64() || n.is_u64())
                }
                Value::String(_) => types.contains(&"string"),
                _ => false,
            };
            rule(values.iter().all(fits), "an `enum` value that does not fit the node's `type`".into());
        }
    }
    if format == Format::Gemini {
        if let Some(values) = map.get("enum").and_then(Value::as_array) {
            rule(
                values.iter().all(|v| v.is_string() || v.is_number()),
                "an `enum` of other than strings and numbers".into(),
            );
        }
    }
    if let Some(properties) = map.get("properties").and_then(Value::as_object) {
        for (name, child) in properties {
            node(format, child, &format!("{path}.{name}"), found);
        }
    }
    for key in ["items", "additionalProperties"] {
        if let Some(child) = map.get(key).filter(|c| c.is_object()) {
            node(format, child, &format!("{path}.{key}"), found);
        }
    }
    for key in ["prefixItems", "anyOf"] {
        for (i, child) in map.get(key).and_then(Value::as_array).into_iter().flatten().enumerate() {
            node(format, child, &format!("{path}.{key}[{i}]"), found);
        }
    }
}
