//! Unit-variant enums: dispatch leaves their names to serde where serde reads exactly the
//! names the schema shows, and never lets through what serde alone would read besides (the
//! `{"user": null}` form, an `alias`, anything into a `#[serde(other)]` variant).

use fixture_tools::{calls, dispatch, dispatch_str, Context, Counter};
use serde_json::{json, Value};
use toolschema::ErrorCode;

/// The problems of a call that must be refused, from a value and from text, as `(code, path)`;
/// the tool is never called.
fn refused(args: Value) -> Vec<(String, String)> {
    let counter = Counter::default();
    let ctx = Context { counter: &counter };
    let before = calls();
    let from_value = dispatch(&ctx, "enums", &args).unwrap_err();
    let from_text = dispatch_str(&ctx, "enums", &args.to_string()).unwrap_err();
    assert_eq!(calls(), before, "a refused call reached the tool: {args}");
    assert_eq!(from_value.code, ErrorCode::InvalidArguments);
    assert_eq!(from_value.to_json(), from_text.to_json(), "value and text disagree on {args}");
    assert_eq!(Err(from_value.problems.clone()), toolschema::check_args(&fixture_tools::ENUMS_SCHEMA, &args));
    from_value.problems.iter().map(|p| (p.code.as_str().to_owned(), p.path.clone())).collect()
}

fn pair(code: &str, path: &str) -> (String, String) {
    (code.to_owned(), path.to_owned())
}

#[test]
fn names_reach_the_tool_and_come_back() {
    let counter = Counter::default();
    let ctx = Context { counter: &counter };
    let args = json!({
        "messages": [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "hi"}],
        "levels": ["high", "low"],
        "kind": "film"
    });
    let expected = json!({
        "messages": [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "hi"}],
        "levels": ["high", "low"],
        "kind": "film"
    });
    assert_eq!(dispatch(&ctx, "enums", &args).unwrap(), expected);
    assert_eq!(dispatch_str(&ctx, "enums", &args.to_string()).unwrap(), expected);
}

#[test]
fn a_variant_as_an_object_is_refused_where_serde_would_read_it() {
    let args = json!({"messages": [{"role": {"user": null}, "content": "hello"}], "levels": []});
    assert_eq!(refused(args), [pair("not_in_enum", "messages[0].role")]);
    let args = json!({"messages": [], "levels": ["low", {"high": null}], "kind": {"book": null}});
    assert_eq!(refused(args), [pair("not_in_enum", "levels[1]"), pair("not_in_enum", "kind")]);
}

#[test]
fn an_alias_and_an_unknown_name_are_refused_though_serde_would_read_them() {
    let args = json!({"messages": [], "levels": ["hi"]});
    assert_eq!(refused(args), [pair("not_in_enum", "levels[0]")]);
    let args = json!({"messages": [], "levels": [], "kind": "podcast"});
    assert_eq!(refused(args), [pair("not_in_enum", "kind")]);
    let args = json!({"messages": [], "levels": [], "kind": "other"});
    assert_eq!(refused(args), [pair("not_in_enum", "kind")]);
}

#[test]
fn only_exact_names_are_left_to_serde() {
    let variant_names = |name: &str| {
        let param = fixture_tools::ENUMS_SCHEMA.param(name).unwrap();
        match &param.schema.ty {
            toolschema::Type::Array { items, .. } => items.variant_names,
            _ => param.schema.variant_names,
        }
    };
    assert!(!variant_names("levels"), "an alias: serde reads a name the schema does not show");
    assert!(!variant_names("kind"), "`other`: serde reads any name");
    let role = &fixture_tools::SHAPES_SCHEMA.param("role").unwrap().schema;
    assert!(role.variant_names, "plain unit variants are left to serde");
    let mode = &fixture_tools::DEFAULTS_SCHEMA.param("mode").unwrap().schema;
    assert!(!mode.variant_names, "choices are checked by dispatch");
}
