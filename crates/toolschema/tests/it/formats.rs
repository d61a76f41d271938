//! Every format of section 4.4 from hand-built type fixtures: golden snapshots, the draft
//! 2020-12 meta-schema, each provider's rules through a checker of its own, the per-request
//! limits, and that arguments valid for `check_args` stay valid in every format.

mod fixtures;
mod results;
mod rules;

use serde_json::{json, Value};
use toolschema::{check_args, Additional, Format, IntType, Json, Number, ToolSchema};

use self::fixtures::*;

/// Every format of a tool, as a user of `gen-schemas` sees it: problems, then the text.
/// The Python provider check (`tests/providers/check.py`) reads these snapshots too.
pub fn report(tool: &ToolSchema) -> String {
    let mut out = String::new();
    for &format in Format::ALL {
        out += &format!("--- {format}\n");
        let rendering = tool.rendering(format);
        for problem in &rendering.problems {
            out += &format!("{problem}\n");
        }
        out += rendering.text.as_deref().unwrap_or("");
    }
    out
}

#[test]
fn every_fixture_in_every_format() {
    for tool in all() {
        insta::assert_snapshot!(format!("fixture_{}", tool.name), report(&tool));
    }
}

/// The parameter schema, and the output schema if any, of a rendered tool.
fn schemas(format: Format, tool: &Value) -> Vec<&Value> {
    let params = match format {
        Format::Anthropic | Format::AnthropicStrict => &tool["input_schema"],
        Format::OpenAi | Format::OpenAiStrict => &tool["function"]["parameters"],
        Format::OpenAiResponses => &tool["parameters"],
        Format::Gemini => &tool["parametersJsonSchema"],
        Format::Mcp => &tool["inputSchema"],
        Format::Text => return vec![],
    };
    std::iter::once(params).chain(tool.get("outputSchema")).collect()
}

/// Every fixture that a format can state, parsed.
fn rendered() -> Vec<(String, Format, Value)> {
    let mut out = Vec::new();
    for tool in all() {
        for &format in Format::ALL.iter().filter(|f| **f != Format::Text) {
            if let Ok(text) = tool.render(format) {
                out.push((tool.name.to_string(), format, serde_json::from_str(&text).unwrap()));
            }
        }
    }
    out
}

#[test]
fn every_json_format_is_a_valid_2020_12_schema() {
    for (name, format, tool) in rendered() {
        for schema in schemas(format, &tool) {
            if let Err(error) = jsonschema::draft202012::meta::validate(schema) {
                panic!("`{name}` in `{format}` is not a valid 2020-12 schema: {error}\n{schema}");
            }
        }
    }
}

#[test]
fn every_rendering_obeys_its_providers_rules() {
    for (name, format, tool) in rendered() {
        let broken = rules::violations(format, &tool);
        assert!(broken.is_empty(), "`{name}` in `{format}`:\n{}", broken.join("\n"));
    }
}

#[test]
fn to_value_is_the_rendered_json() {
    for (name, format, tool) in rendered() {
        let fixture = all().into_iter().find(|t| t.name == name).unwrap();
        assert_eq!(fixture.to_value(format).unwrap(), tool, "{name} {format}");
    }
    let text = tool("t", "Does.", vec![], None).to_value(Format::Text).unwrap();
    assert_eq!(text, json!("Tool Name: t, Description: Does., Arguments: , Outputs: ()"));
}

/// Arguments `check_args` accepts are accepted by every format's schema (OpenAI strict
/// sends `null` for what it leaves out), so no format narrows what a call may say.
#[test]
fn arguments_valid_for_check_args_are_valid_in_every_format() {
    let cases = [
        (
            "scalars",
            json!({"flag": true, "tiny": -3, "byte": 255, "port": 80, "days": 4294967295u32, "offset": -1, "count": 0, "index": 9, "big": -9, "ratio": 0.5, "name": "n", "initial": "é"}),
        ),
        ("optional_and_defaults", json!({"city": "Paris"})),
        (
            "optional_and_defaults",
            json!({"city": "Paris", "unit": "celsius", "limit": 3, "note": "n", "format": "%d", "retries": 0, "level": 2, "letter": "b"}),
        ),
        (
            "arrays",
            json!({"names": [], "rgb": [1, 2, 3], "single": [0.5], "tags": ["a", "b"], "grid": [[1], []], "letters": ["x"]}),
        ),
        ("tuple_same_types", json!({"coords": [48.8, 2.3], "pair": [1, 2]})),
        (
            "structs",
            json!({"origin": {"x": 0.0, "y": 1.0}, "filter": {"folder": "/", "tags": [], "near": {"x": 1, "y": 2}}}),
        ),
        (
            "data_enums",
            json!({"kind": {"type": "circle", "r": 1.0}, "maybe_kind": {"type": "square", "side": 2}, "action": "Stop"}),
        ),
        ("data_enums", json!({"kind": {"type": "square", "side": 1.0}, "action": {"Move": {"x": -1}}})),
        (
            "nullable_values",
            json!({"numbers": [1, null], "units": [null, "celsius"], "points": {"a": null, "b": {"x": 1, "y": 2}}, "pair": [null, 3]}),
        ),
        ("integer_keys", json!({"by_id": {"0": "zero", "65535": "last"}})),
        (
            "get_weather",
            json!({"city": "Paris", "days": 3, "origin": {"x": 0, "y": 0}, "coords": [1, 2], "kind": {"type": "circle", "r": 1}}),
        ),
    ];
    for (name, args) in cases {
        let fixture = all().into_iter().find(|t| t.name == name).unwrap();
        assert_eq!(check_args(&fixture, &args), Ok(()), "{name}: {args}");
        for &format in Format::ALL.iter().filter(|f| **f != Format::Text) {
            let Ok(tool) = fixture.to_value(format) else { continue };
            let schema = schemas(format, &tool)[0];
            let mut sent = args.clone();
            if format == Format::OpenAiStrict {
                fill_nulls(schema, &mut sent);
            }
            let validator = jsonschema::draft202012::new(schema).unwrap();
            let errors: Vec<String> = validator.iter_errors(&sent).map(|e| e.to_string()).collect();
            assert!(errors.is_empty(), "{name} in {format} rejects {sent}: {errors:?}");
            assert_eq!(check_args(&fixture, &sent), Ok(()), "check_args rejects what {format} sends: {sent}");
        }
    }
}

/// What OpenAI strict sends for the same call: `null` for every property left out.
fn fill_nulls(schema: &Value, value: &mut Value) {
    match value {
        Value::Object(map) => {
            let Some(properties) = schema["properties"].as_object() else {
                // The one `anyOf` branch whose properties hold every key given.
                let mut branches = schema["anyOf"].as_array().into_iter().flatten();
                let fits =
                    |b: &&Value| b["properties"].as_object().is_some_and(|p| map.keys().all(|k| p.contains_key(k)));
                if let Some(branch) = branches.find(fits) {
                    fill_nulls(branch, value);
                }
                return;
            };
            for (name, property) in properties {
                fill_nulls(property, map.entry(name.clone()).or_insert(Value::Null));
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| fill_nulls(&schema["items"], item)),
        _ => {}
    }
}

fn errors(tool: &ToolSchema, format: Format) -> Vec<String> {
    tool.rendering(format).errors().map(|e| e.message.clone()).collect()
}

#[test]
fn anthropic_strict_limits_of_a_request_are_errors_when_one_tool_breaks_them() {
    let optional = (0..25).map(|i| opt(&format!("p{i}"), string())).collect();
    let many_optional = tool("many_optional", "Too many.", optional, None);
    assert_eq!(
        errors(&many_optional, Format::AnthropicStrict),
        ["tool `many_optional` has 25 optional properties, more than the 24 `anthropic-strict` accepts in a whole request"]
    );
    assert!(many_optional.render(Format::OpenAiStrict).is_ok());

    let unions = (0..17).map(|i| req(&format!("s{i}"), shape())).collect();
    let many_unions = tool("many_unions", "Too many.", unions, None);
    assert_eq!(
        errors(&many_unions, Format::AnthropicStrict),
        ["tool `many_unions` has 17 properties of union type (`anyOf` or a type list), more than the 16 `anthropic-strict` accepts in a whole request"]
    );
    let sixteen = tool("sixteen", "Enough.", (0..16).map(|i| req(&format!("s{i}"), shape())).collect(), None);
    assert!(sixteen.render(Format::AnthropicStrict).is_ok());
}

#[test]
fn openai_strict_limits_of_a_request_are_errors_when_one_tool_breaks_them() {
    let nest = |levels: usize| {
        let mut schema = string();
        for _ in 0..levels {
            schema = object(vec![req("inner", schema)], Additional::Unstated);
        }
        tool("deep", "Deep.", vec![req("top", schema)], None)
    };
    // The root object is level 1.
    assert!(nest(9).render(Format::OpenAiStrict).is_ok());
    assert_eq!(
        errors(&nest(10), Format::OpenAiStrict),
        ["tool `deep` has 11 levels of nested objects, more than the 10 `openai-strict` accepts in a whole request"]
    );
    assert!(nest(10).render(Format::OpenAi).is_ok());

    let values: Vec<Json> = (0..1001).map(|n| Json::Number(Number::PosInt(n))).collect();
    let wide = tool("wide", "Wide.", vec![req("n", choices(int(IntType::U16), values))], None);
    assert_eq!(
        errors(&wide, Format::OpenAiStrict),
        ["tool `wide` has 1001 `enum` values, more than the 1000 `openai-strict` accepts in a whole request"]
    );
    let thousand: Vec<Json> = (0..1000).map(|n| Json::Number(Number::PosInt(n))).collect();
    let fits = tool("fits", "Fits.", vec![req("n", choices(int(IntType::U16), thousand))], None);
    assert!(fits.render(Format::OpenAiStrict).is_ok());
}

#[test]
fn a_render_error_names_the_tool_and_every_parameter() {
    let error = all().into_iter().find(|t| t.name == "map_param").unwrap().render(Format::OpenAiStrict).unwrap_err();
    assert_eq!(error.errors.iter().map(|e| e.param.as_deref()).collect::<Vec<_>>(), [Some("labels"), Some("scores")]);
    insta::assert_snapshot!(error.to_string(), @r"
    tool `map_param` has no `openai-strict` rendering:
    - parameter `labels` of tool `map_param` is a map, which `openai-strict` can only state by changing the arguments' shape (key/value entries)
    - parameter `scores` of tool `map_param` is a map, which `openai-strict` can only state by changing the arguments' shape (key/value entries)
    ");
}

#[test]
fn formats_parse_from_their_names() {
    for &format in Format::ALL {
        assert_eq!(format.name().parse::<Format>(), Ok(format));
    }
    assert_eq!(
        "openai-chat".parse::<Format>(),
        Err("unknown format `openai-chat`; the formats are anthropic, anthropic-strict, openai, openai-strict, openai-responses, gemini, mcp, text".to_string())
    );
}
