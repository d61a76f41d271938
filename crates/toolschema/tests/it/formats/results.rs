//! Dispatch results as each provider's tool-result message, MCP's `structuredContent`
//! wrapped exactly as the tool's `outputSchema` is.

use serde_json::{json, Value};
use toolschema::provider_result::{
    anthropic_tool_result, gemini_function_response, mcp_call_result, openai_function_call_output, openai_tool_message,
};
use toolschema::{ArgProblem, Format, ProblemCode, ToolError};

use super::fixtures::all;

fn fixture(name: &str) -> toolschema::ToolSchema {
    all().into_iter().find(|t| t.name == name).unwrap()
}

/// The structured content of an MCP result validates against the tool's `outputSchema`.
fn assert_conforms(tool: &toolschema::ToolSchema, result: &Value) {
    let rendered: Value = serde_json::from_str(&tool.render(Format::Mcp).unwrap()).unwrap();
    let schema = &rendered["outputSchema"];
    let validator = jsonschema::draft202012::new(schema).unwrap();
    let content = &result["structuredContent"];
    assert!(validator.is_valid(content), "{content} does not fit {schema}");
}

#[test]
fn mcp_results_carry_structured_content_that_fits_the_output_schema() {
    let cases = [
        ("returns_struct", json!({"x": 1.5, "y": 2.0}), json!({"x": 1.5, "y": 2.0})),
        ("returns_string", json!("hello\nworld"), json!({"result": "hello\nworld"})),
        ("returns_option", json!(null), json!({"result": null})),
        ("returns_option", json!(7), json!({"result": 7})),
        ("returns_map", json!({"a": 1}), json!({"a": 1})),
        ("returns_list", json!([{"type": "circle", "r": 1.0}]), json!({"result": [{"type": "circle", "r": 1.0}]})),
    ];
    for (name, value, structured) in cases {
        let tool = fixture(name);
        let result = mcp_call_result(&tool, &Ok(value.clone()));
        assert_eq!(result["structuredContent"], structured, "{name}");
        assert_eq!(result["isError"], json!(false));
        assert_eq!(result["resultType"], json!("complete"));
        let text = result["content"][0]["text"].as_str().unwrap();
        match &value {
            Value::String(s) => assert_eq!(text, s),
            other => assert_eq!(text, other.to_string()),
        }
        assert_conforms(&tool, &result);
    }
}

#[test]
fn mcp_results_without_output_schema_or_with_an_error_have_no_structured_content() {
    let tool = fixture("no_params");
    let ok = mcp_call_result(&tool, &Ok(json!(null)));
    assert_eq!(ok, json!({"resultType": "complete", "content": [{"type": "text", "text": "null"}], "isError": false}));

    let tool = fixture("returns_struct");
    let problem = ArgProblem { path: "x".into(), code: ProblemCode::WrongType, message: "expected number".into() };
    let error = ToolError::invalid_arguments("returns_struct", vec![problem]);
    let failed = mcp_call_result(&tool, &Err(error.clone()));
    assert_eq!(failed["isError"], json!(true));
    assert!(failed.get("structuredContent").is_none(), "{failed}");
    assert_eq!(failed["content"][0]["text"], json!(error.to_string()));
    insta::assert_snapshot!(serde_json::to_string_pretty(&failed).unwrap(), @r#"
    {
      "content": [
        {
          "text": "invalid_arguments: the arguments for `returns_struct` have 1 problem; fix it and call the tool again\n- x: expected number (wrong_type)",
          "type": "text"
        }
      ],
      "isError": true,
      "resultType": "complete"
    }
    "#);
}

#[test]
fn content_is_sent_as_mcp_content_blocks_one_or_many() {
    let mut tool = fixture("no_params");
    tool.returns.content = true;
    let image = serde_json::to_value(toolschema::Image::new(*b"png", "image/png")).unwrap();
    let one = mcp_call_result(&tool, &Ok(image.clone()));
    assert_eq!(one, json!({"resultType": "complete", "content": [image.clone()], "isError": false}));
    let blocks = serde_json::to_value(vec![
        toolschema::Content::text("a caption"),
        toolschema::Content::Image(toolschema::Image::new(*b"png", "image/png")),
    ])
    .unwrap();
    let many = mcp_call_result(&tool, &Ok(blocks.clone()));
    assert_eq!(many, json!({"resultType": "complete", "content": blocks, "isError": false}));
    // An error is an error, whatever the tool returns when it works.
    let failed = mcp_call_result(&tool, &Err(ToolError::tool_failed("no_params", "no image today")));
    assert_eq!(failed["isError"], json!(true));
    assert_eq!(failed["content"][0]["type"], json!("text"));
}

#[test]
fn anthropic_openai_and_gemini_results() {
    let ok: Result<Value, ToolError> = Ok(json!({"x": 1}));
    let failed: Result<Value, ToolError> = Err(ToolError::tool_failed("calculator", "division by zero"));
    assert_eq!(
        anthropic_tool_result("toolu_1", &ok),
        json!({"type": "tool_result", "tool_use_id": "toolu_1", "content": "{\"x\":1}"})
    );
    let message = failed.as_ref().unwrap_err().to_string();
    assert_eq!(
        anthropic_tool_result("toolu_1", &failed),
        json!({"type": "tool_result", "tool_use_id": "toolu_1", "content": message, "is_error": true})
    );
    assert_eq!(
        openai_function_call_output("call_1", &failed),
        json!({"type": "function_call_output", "call_id": "call_1", "output": message})
    );
    assert_eq!(
        openai_tool_message("call_1", &ok),
        json!({"role": "tool", "tool_call_id": "call_1", "content": "{\"x\":1}"})
    );
    assert_eq!(
        openai_tool_message("call_1", &failed),
        json!({"role": "tool", "tool_call_id": "call_1", "content": message})
    );
    assert_eq!(openai_tool_message("call_1", &failed), failed.as_ref().unwrap_err().to_openai_tool_message("call_1"));
    assert_eq!(
        gemini_function_response(None, "calculator", &ok),
        json!({"functionResponse": {"name": "calculator", "response": {"output": {"x": 1}}}})
    );
    assert_eq!(
        gemini_function_response(Some("fc_1"), "calculator", &ok),
        json!({"functionResponse": {"id": "fc_1", "name": "calculator", "response": {"output": {"x": 1}}}})
    );
    assert_eq!(
        gemini_function_response(None, "calculator", &failed)["functionResponse"]["response"]["error"]["error"],
        json!("tool_failed")
    );
}
