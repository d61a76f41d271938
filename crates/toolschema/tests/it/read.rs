//! Tests: `dispatch::read` with types whose own `Deserialize` is stricter than their schema,
//! which generated code never meets (codegen refuses a hand-written `Deserialize`), but a
//! hand-built schema can: the type's reason must still reach the model.

use std::borrow::Cow;

use serde::{Deserialize, Deserializer};
use serde_json::json;
use toolschema::dispatch::{read, Arguments};
use toolschema::{ErrorCode, Node, Property, Returns, Schema, ToolSchema, Type};

/// A string to the schema; its `Deserialize` turns down a string without an `@`.
#[derive(Debug, PartialEq)]
struct Email(String);

impl<'de> Deserialize<'de> for Email {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Email, D::Error> {
        let address = String::deserialize(deserializer)?;
        match address.contains('@') {
            true => Ok(Email(address)),
            false => Err(serde::de::Error::custom(format!("`{address}` has no @"))),
        }
    }
}

/// `greet(to: Email, cc: Option<Email>)`.
fn greet() -> ToolSchema {
    let param = |name: &'static str, required: bool| Property {
        name: Cow::Borrowed(name),
        rust_type: Cow::Borrowed("Email"),
        required,
        schema: Schema::of(Type::String),
    };
    ToolSchema {
        name: Cow::Borrowed("greet"),
        summary: Cow::Borrowed(""),
        description: Cow::Borrowed(""),
        params: Cow::Owned(vec![param("to", true), param("cc", false)]),
        returns: Returns {
            rust_type: Cow::Borrowed("()"),
            description: Cow::Borrowed(""),
            schema: None,
            content: false,
        },
        is_async: false,
        annotations: toolschema::Annotations::NONE,
    }
}

type Params = (Email, (Option<Email>, ()));

#[test]
fn a_value_the_schema_takes_but_the_type_refuses_keeps_the_type_s_reason() {
    let tool = greet();
    for args in [json!({"to": "nobody"}), json!({"to": "a@b", "cc": "nobody"})] {
        let text = args.to_string();
        for given in [Arguments::Value(&args), Arguments::Text(&text)] {
            let err = read::<Params>(&tool, given).unwrap_err();
            assert_eq!(err.code, ErrorCode::InvalidArguments, "{given:?}");
            let [problem] = &err.problems[..] else { panic!("one problem expected: {err}") };
            assert_eq!(problem.code.as_str(), "wrong_type", "{given:?}");
            assert!(problem.message.contains("`nobody` has no @"), "{given:?}: {}", problem.message);
            assert_eq!(problem.path, if args.get("cc").is_some() { "cc" } else { "to" }, "{given:?}");
        }
    }
}

/// `notify(to: Vec<Email>)`: an array, read as a whole by serde.
fn notify() -> ToolSchema {
    let items = Schema::of(Type::String);
    let array = Schema::of(Type::Array { items: Node::new(items), unique: false, len: None });
    let to =
        Property { name: Cow::Borrowed("to"), rust_type: Cow::Borrowed("Vec<Email>"), required: true, schema: array };
    ToolSchema { name: Cow::Borrowed("notify"), params: Cow::Owned(vec![to]), ..greet() }
}

#[test]
fn inside_an_array_too_the_type_s_reason_is_kept() {
    let tool = notify();
    let args = json!({"to": ["a@b", "nobody"]});
    let text = args.to_string();
    for given in [Arguments::Value(&args), Arguments::Text(&text)] {
        let err = read::<(Vec<Email>, ())>(&tool, given).unwrap_err();
        let [problem] = &err.problems[..] else { panic!("one problem expected: {err}") };
        assert_eq!((problem.path.as_str(), problem.code.as_str()), ("to", "wrong_type"), "{given:?}");
        assert!(problem.message.contains("`nobody` has no @"), "{given:?}: {}", problem.message);
    }
    let args = json!({"to": ["a@b", "c@d"]});
    let (to, ()) = read::<(Vec<Email>, ())>(&tool, Arguments::Value(&args)).unwrap();
    assert_eq!(to, [Email("a@b".to_owned()), Email("c@d".to_owned())]);
}

#[test]
fn what_both_take_is_read_and_a_misfit_is_worded_by_check_args() {
    let tool = greet();
    let args = json!({"to": "a@b", "cc": null});
    let (to, (cc, ())) = read::<Params>(&tool, Arguments::Value(&args)).unwrap();
    assert_eq!((to, cc), (Email("a@b".to_owned()), None));
    let args = json!({"to": 5});
    let err = read::<Params>(&tool, Arguments::Value(&args)).unwrap_err();
    assert_eq!(err.problems, toolschema::check_args(&tool, &args).unwrap_err());
}
