//! Untagged unit variants: serde reads them from `null`, their branch is `{"type": "null"}`,
//! and `check_args` and dispatch take `null` there and nothing else for them, from a value,
//! from text and from bytes, at every depth.

use fixture_tools::{calls, dispatch, dispatch_bytes, dispatch_str, Context, Counter, LIMITS_SCHEMA};
use serde_json::{json, Value};
use toolschema::{check_args, ErrorCode, Format};

/// Calls `limits` every way in; all must agree, and the tool is called once per way.
fn call(args: &Value) -> Result<Value, (Vec<(String, String)>, String)> {
    let counter = Counter::default();
    let ctx = Context { counter: &counter };
    let before = calls();
    let from_value = dispatch(&ctx, "limits", args);
    let from_text = dispatch_str(&ctx, "limits", &args.to_string());
    let from_bytes = dispatch_bytes(&ctx, "limits", args.to_string().as_bytes());
    assert_eq!(from_value, from_text, "value and text disagree on {args}");
    assert_eq!(from_value, from_bytes, "value and bytes disagree on {args}");
    let checked = check_args(&LIMITS_SCHEMA, args);
    match from_value {
        Ok(echo) => {
            assert_eq!(checked, Ok(()), "dispatch ran what check_args refuses: {args}");
            assert_eq!(calls(), before + 3);
            Ok(echo)
        }
        Err(error) => {
            assert_eq!(calls(), before, "a refused call reached the tool: {args}");
            assert_eq!(error.code, ErrorCode::InvalidArguments);
            assert_eq!(checked.map_err(|p| p.listed), Err(error.problems.clone()));
            let problems = error.problems.iter().map(|p| (p.code.as_str().to_owned(), p.path.clone())).collect();
            Err((problems, error.to_text()))
        }
    }
}

fn good() -> Value {
    json!({
        "limit": 5,
        "limits": [1, {"preset": "small"}, null],
        "quota": {"owner": "ana", "limit": null},
        "window": {"Days": 7}
    })
}

#[test]
fn null_is_the_unit_variant_wherever_the_enum_stands() {
    // Every place at once: a required parameter, array items, a struct field, an untagged
    // variant of an externally tagged enum.
    let args = json!({
        "limit": null,
        "limits": [null, 3, null],
        "quota": {"owner": "ana", "limit": null},
        "window": null
    });
    let echo = call(&args).unwrap();
    assert_eq!(echo, args);
    assert_eq!(echo["limit"], Value::Null, "read as `Unlimited`, written back as `null`");
    assert_eq!(echo["limits"], json!([null, 3, null]));
    assert_eq!(echo["quota"]["limit"], Value::Null);
    assert_eq!(echo["window"], Value::Null);

    // The other branches still read as before.
    let echo = call(&good()).unwrap();
    assert_eq!(echo["limits"], json!([1, {"preset": "small"}, null]));
    assert_eq!(echo["window"], json!({"Days": 7}));
}

#[test]
fn nothing_but_null_is_the_unit_variant() {
    for (field, bad) in [
        ("limit", json!("Unlimited")),
        ("limit", json!({})),
        ("limit", json!([])),
        ("limit", json!(false)),
        ("limit", json!({"Unlimited": null})),
        ("window", json!("Forever")),
        ("window", json!({"Forever": null})),
    ] {
        let mut args = good();
        args[field] = bad.clone();
        let (problems, text) = call(&args).unwrap_err();
        assert_eq!(problems.len(), 1, "{field}: {bad}: {text}");
        assert_eq!(problems[0].1, field, "{text}");
        assert!(text.contains("null"), "the message names the `null` shape: {text}");
    }
    // In an item and a field, the problem is at the item and the field.
    let mut args = good();
    args["limits"] = json!([null, "none"]);
    args["quota"]["limit"] = json!("none");
    let (problems, text) = call(&args).unwrap_err();
    let paths: Vec<&str> = problems.iter().map(|(_, path)| path.as_str()).collect();
    assert_eq!(paths, ["limits[1]", "quota.limit"], "{text}");
}

#[test]
fn an_absent_required_argument_is_still_missing() {
    let mut args = good();
    args.as_object_mut().unwrap().remove("limit");
    args["quota"].as_object_mut().unwrap().remove("limit");
    let (problems, _) = call(&args).unwrap_err();
    assert_eq!(
        problems,
        [
            ("missing_argument".to_owned(), "limit".to_owned()),
            ("missing_argument".to_owned(), "quota.limit".to_owned())
        ]
    );
}

#[test]
fn every_format_states_the_null_branch_as_a_type() {
    let canonical = LIMITS_SCHEMA.to_value(Format::Anthropic).unwrap();
    let limit = &canonical["input_schema"]["properties"]["limit"];
    assert_eq!(limit["anyOf"][2], json!({"type": "null", "description": "No limit at all."}));
    assert_eq!(canonical["input_schema"]["properties"]["window"]["anyOf"][1]["type"], "null");
    // Every JSON format; `text` shows Rust types, not schemas.
    for &format in Format::ALL.iter().filter(|f| **f != Format::Text) {
        let rendering = LIMITS_SCHEMA.rendering(format);
        assert!(rendering.problems.iter().all(|p| !p.is_error()), "{format}: {:?}", rendering.problems);
        let text = rendering.text.unwrap();
        assert!(text.contains(r#""type": "null""#), "{format}: {text}");
    }
}
