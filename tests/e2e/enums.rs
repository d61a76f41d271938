//! Unit-variant enums and structs: dispatch leaves their names to serde where serde reads
//! exactly the names the schema shows, and never lets through what serde alone would read
//! besides (the `{"user": null}` form, an `alias`, anything into a `#[serde(other)]`
//! variant, a field read from a flattened buffer).

use fixture_tools::{calls, dispatch, dispatch_str, Context, Counter};
use serde_json::{json, Value};
use toolschema::{ErrorCode, ToolSchema};

/// The problems of a call of `enums` that must be refused, from a value and from text, as
/// `(code, path)`; the tool is never called.
fn refused(args: Value) -> Vec<(String, String)> {
    refused_by(&fixture_tools::ENUMS_SCHEMA, args)
}

/// [`refused`] for any tool of the fixture crate.
fn refused_by(tool: &ToolSchema, args: Value) -> Vec<(String, String)> {
    let counter = Counter::default();
    let ctx = Context { counter: &counter };
    let before = calls();
    let from_value = dispatch(&ctx, tool.name(), &args).unwrap_err();
    let from_text = dispatch_str(&ctx, tool.name(), &args.to_string()).unwrap_err();
    assert_eq!(calls(), before, "a refused call reached the tool: {args}");
    assert_eq!(from_value.code, ErrorCode::InvalidArguments);
    assert_eq!(from_value.to_json(), from_text.to_json(), "value and text disagree on {args}");
    let checked = toolschema::ArgProblems { listed: from_value.problems.clone(), omitted: from_value.omitted };
    assert_eq!(Err(checked), toolschema::check_args(tool, &args));
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
        "kind": "film",
        "aliased": null,
        "flat": null
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
fn structs_that_serde_reads_more_leniently_are_checked() {
    let counter = Counter::default();
    let ctx = Context { counter: &counter };
    let args = json!({"messages": [], "levels": [], "aliased": {"color": "red"}, "flat": {"role": "user"}});
    let echoed = dispatch(&ctx, "enums", &args).unwrap();
    assert_eq!((&echoed["aliased"], &echoed["flat"]), (&json!({"color": "red"}), &json!({"role": "user"})));
    let args = json!({"messages": [], "levels": [], "aliased": {"colour": "red"}});
    assert_eq!(refused(args), [pair("missing_argument", "aliased.color")]);
    let args = json!({"messages": [], "levels": [], "flat": {"role": {"user": null}}});
    assert_eq!(refused(args), [pair("not_in_enum", "flat.role")]);
}

/// serde's derive reads a struct from an array of its fields' values as well as from an
/// object (`["user", "hello"]` for `{"role": "user", "content": "hello"}`); the schema says
/// an object, so an array is refused wherever a struct stands, however it is read.
#[test]
fn a_struct_as_an_array_of_its_values_is_refused_though_serde_would_read_it() {
    // `messages` is read by serde alone; `aliased` and `flat` through the guided reader.
    let args = json!({"messages": [["user", "hello"]], "levels": []});
    assert_eq!(refused(args), [pair("wrong_type", "messages[0]")]);
    let args = json!({"messages": [{"role": "user", "content": "hello"}, ["user", "hi"]], "levels": []});
    assert_eq!(refused(args), [pair("wrong_type", "messages[1]")]);
    let args = json!({"messages": [], "levels": [], "aliased": ["red"]});
    assert_eq!(refused(args), [pair("wrong_type", "aliased")]);
    let args = json!({"messages": [], "levels": [], "flat": [["user"]]});
    assert_eq!(refused(args), [pair("wrong_type", "flat")]);
    for point in [json!([1, 2]), json!([1]), json!([])] {
        let args = json!({"messages": [], "point": point, "shape": {"kind": "square", "side": 2}, "action": "Stop"});
        assert_eq!(refused_by(&fixture_tools::SHAPES_SCHEMA, args), [pair("wrong_type", "point")]);
    }
}

#[test]
fn only_exact_names_are_left_to_serde() {
    let exact_names = |name: &str| {
        let param = fixture_tools::ENUMS_SCHEMA.param(name).unwrap();
        match &param.schema.ty {
            toolschema::Type::Array { items, .. } => items.exact_names,
            _ => param.schema.exact_names,
        }
    };
    assert!(!exact_names("levels"), "an alias: serde reads a name the schema does not show");
    assert!(!exact_names("kind"), "`other`: serde reads any name");
    let role = &fixture_tools::SHAPES_SCHEMA.param("role").unwrap().schema;
    assert!(role.exact_names, "plain unit variants are left to serde");
    let mode = &fixture_tools::DEFAULTS_SCHEMA.param("mode").unwrap().schema;
    assert!(!mode.exact_names, "choices are checked by dispatch");
    let schema = |name: &str| &fixture_tools::ENUMS_SCHEMA.param(name).unwrap().schema;
    assert!(!schema("aliased").exact_names, "an aliased field: serde reads a name the schema does not show");
    assert!(!schema("flat").exact_names, "a flattened field is read from a buffer");
    let point = &fixture_tools::SHAPES_SCHEMA.param("point").unwrap().schema;
    assert!(point.exact_names, "a plain struct is left to serde");
}

/// Every `enum` in a generated schema carries the text its problems list it by, and that
/// text is the values as JSON, separated by commas: a refused value copies it, and it must
/// say what the schema says.
#[test]
fn every_generated_enum_carries_the_text_of_its_values() {
    fn walk(schema: &toolschema::Schema, at: &str, seen: &mut usize) {
        if let Some(values) = &schema.enum_values {
            let listed: Vec<String> = values.iter().map(ToString::to_string).collect();
            assert_eq!(schema.enum_text.as_deref(), Some(listed.join(", ").as_str()), "at {at}");
            *seen += 1;
        }
        match &schema.ty {
            toolschema::Type::Array { items, .. } | toolschema::Type::Map(items) => walk(items, at, seen),
            toolschema::Type::Tuple(items) | toolschema::Type::AnyOf(items) => {
                items.iter().for_each(|item| walk(item, at, seen))
            }
            toolschema::Type::Object(object) => {
                object.properties.iter().for_each(|p| walk(&p.schema, &format!("{at}.{}", p.name), seen));
                if let toolschema::Additional::Schema(values) = &object.additional {
                    walk(values, at, seen);
                }
            }
            _ => {}
        }
    }
    let mut seen = 0;
    for tool in tools::TOOLS.iter().chain(fixture_tools::TOOLS) {
        for param in tool.params.iter() {
            walk(&param.schema, &format!("{}.{}", tool.name, param.name), &mut seen);
        }
    }
    // Roles, levels, kinds, tags of every tagging, choices: enough that none is missed.
    assert!(seen >= 10, "only {seen} enums were found");
}
