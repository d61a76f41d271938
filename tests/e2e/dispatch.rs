//! `dispatch` through the tools crate's public surface: every way in, every way out.

use serde_json::json;
use tools::{dispatch, dispatch_str, Context, TOOLS};
use toolschema::ErrorCode;

const CALCULATOR_NAME: &str = tools::CALCULATOR_SCHEMA.name();

fn with_ctx<R>(f: impl FnOnce(&Context<'_>) -> R) -> R {
    let root = tools::fs::Root::new(crate::root()).unwrap();
    let store = tools::orders::Store::demo();
    f(&Context { root: &root, store: &store })
}

#[test]
fn tools_are_listed_sorted_and_the_constants_are_const() {
    let names: Vec<&str> = TOOLS.iter().map(|t| t.name()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted);
    for name in ["calculator", "get_current_datetime", "read_file", "search", "summarise"] {
        assert!(names.contains(&name), "{name} missing from {names:?}");
    }
    assert_eq!(CALCULATOR_NAME, "calculator");
    assert!(tools::READ_FILE_SCHEMA.param("root").is_none(), "context parameters are not in the schema");
}

#[test]
fn a_valid_call_returns_the_serialised_result() {
    with_ctx(|ctx| {
        assert_eq!(dispatch(ctx, "calculator", &json!({"expr": "2*(3+4)"})).unwrap(), json!(14));
        assert_eq!(dispatch_str(ctx, "calculator", r#"{"expr": "1/4"}"#).unwrap(), json!(0.25));
    });
}

#[test]
fn names_and_values_written_with_escapes_are_read_as_what_they_say() {
    with_ctx(|ctx| {
        let plain = dispatch_str(ctx, "search", r#"{"query": "refund", "limit": 2}"#).unwrap();
        let escaped = dispatch_str(ctx, "search", r#"{"qu\u0065ry": "r\u0065fund", "\u006cimit": 2}"#).unwrap();
        assert_eq!(escaped, plain);
        let bytes = br#"{"qu\u0065ry": "refund", "limit": 2}"#;
        assert_eq!(tools::dispatch_bytes(ctx, "search", bytes).unwrap(), plain);
        let err = dispatch_str(ctx, "search", r#"{"qu\u0065ry": "refund", "l\u0069mit": "2"}"#).unwrap_err();
        let problems: Vec<(&str, &str)> = err.problems.iter().map(|p| (p.path.as_str(), p.code.as_str())).collect();
        assert_eq!(problems, [("limit", "wrong_type")], "{err}");
    });
}

#[test]
fn defaults_fill_absent_and_null_arguments() {
    with_ctx(|ctx| {
        let absent = dispatch(ctx, "search", &json!({"query": "refunds"})).unwrap();
        let null = dispatch(ctx, "search", &json!({"query": "refunds", "limit": null, "safe": null})).unwrap();
        assert_eq!(absent, null);
        assert!(absent.as_array().unwrap().len() <= 3, "the default limit is 3: {absent}");
        let text = dispatch(ctx, "read_file", &json!({"path": "README.md"})).unwrap();
        assert!(text.as_str().unwrap().starts_with("# toolschema"));
    });
}

#[test]
fn bad_arguments_never_reach_the_tool() {
    with_ctx(|ctx| {
        for args in [json!([1, 2]), json!("expr"), json!(42)] {
            let err = dispatch(ctx, "calculator", &args).unwrap_err();
            assert_eq!(err.code, ErrorCode::InvalidArguments);
            assert_eq!(err.problems[0].code.as_str(), "not_an_object");
        }
        let err = dispatch(ctx, "search", &json!({"query": 5, "limit": -1, "safe": "yes", "extra": 1})).unwrap_err();
        let codes: Vec<&str> = err.problems.iter().map(|p| p.code.as_str()).collect();
        assert_eq!(codes, ["wrong_type", "out_of_range", "wrong_type", "unknown_argument"], "{err}");
        let err = dispatch_str(ctx, "search", "{\"query\": ").unwrap_err();
        assert_eq!(err.code, ErrorCode::InvalidArguments);
    });
}

/// The read straight from text turns the arguments object down where it stands (an unknown,
/// repeated, missing or `null` argument, a plain one of the wrong type) and leaves the rest
/// unread: whatever follows, the answer is the parsed text's, or why the text is not JSON.
#[test]
fn a_refusal_from_text_is_answered_as_the_parsed_text_wherever_it_stands() {
    let refused = [
        r#"{"limit": "5", "query": "refund"}"#,
        r#"{"query": "refund", "limit": "5"}"#,
        r#"{"query": "refund", "limit": "5", "safe": "no"}"#,
        r#"{"qurey": "refund", "limit": 2}"#,
        r#"{"query": "refund", "qurey": {"deep": [1, 2]}, "limit": "x"}"#,
        r#"{"query": "a", "limit": 1, "limit": "x"}"#,
        r#"{"query": null, "limit": 2}"#,
        r#"{"query": [1, "two"], "safe": true}"#,
        r#"{"query": {"a": 1}, "limit": -1}"#,
        r#"{"limit": 2}"#,
        r#"{}"#,
        "null",
        // Not JSON after the refusal: the text's own fault is the answer.
        r#"{"limit": "5", "query": "#,
        r#"{"limit": "5"} and more"#,
        r#"{"limit": "5", "query": "r",}"#,
        r#"{"qurey": "refund" "limit": 2}"#,
    ];
    with_ctx(|ctx| {
        for text in refused {
            let from_text = dispatch_str(ctx, "search", text).unwrap_err();
            match serde_json::from_str::<serde_json::Value>(text) {
                Ok(parsed) => {
                    let from_value = dispatch(ctx, "search", &parsed).unwrap_err();
                    assert_eq!(from_text.to_json(), from_value.to_json(), "{text}");
                }
                Err(_) => {
                    assert_eq!(from_text.code, ErrorCode::InvalidArguments, "{text}");
                    assert_eq!(from_text.problems.len(), 1, "{text}: {from_text}");
                    assert_eq!(from_text.problems[0].code.as_str(), "not_an_object", "{text}: {from_text}");
                }
            }
        }
        // A repeated key is read as the parsed text reads it: the last one wins.
        let repeated = dispatch_str(ctx, "search", r#"{"query": "x", "limit": "5", "limit": 1}"#).unwrap();
        assert_eq!(repeated, dispatch(ctx, "search", &json!({"query": "x", "limit": 1})).unwrap());
    });
}

#[test]
fn a_tool_error_is_tool_failed_and_renders_as_the_spec_says() {
    with_ctx(|ctx| {
        let err = dispatch(ctx, "calculator", &json!({"expr": "1/0"})).unwrap_err();
        assert_eq!(err.code, ErrorCode::ToolFailed);
        let value = err.to_json();
        assert_eq!(value["error"], "tool_failed");
        assert_eq!(value["tool"], "calculator");
        assert!(value.get("problems").is_none());
        let err = dispatch(ctx, "read_file", &json!({"path": "../../etc/passwd"})).unwrap_err();
        assert_eq!(err.code, ErrorCode::ToolFailed, "{err}");
    });
}

#[test]
fn an_unknown_tool_names_the_nearest() {
    with_ctx(|ctx| {
        let err = dispatch(ctx, "serch", &json!({})).unwrap_err();
        assert_eq!(err.code, ErrorCode::UnknownTool);
        assert!(err.message().contains("`search`"), "{}", err.message());
    });
}

#[test]
fn a_panic_is_reported_and_the_process_goes_on() {
    let err = toolschema::dispatch::catch_panic("boom", || -> u8 { panic!("the tool broke") }).unwrap_err();
    assert_eq!(err.code, ErrorCode::ToolPanicked);
    assert!(err.message().contains("the tool broke"));
    with_ctx(|ctx| assert!(dispatch(ctx, "calculator", &json!({"expr": "1"})).is_ok()));
}

/// Past the cap, problems are counted, not listed: the message gives the true total, the JSON
/// form says how many were left out, and every listed entry is a real problem at its path.
#[test]
fn a_capped_problem_list_tells_the_true_total_and_lists_only_real_problems() {
    let mut args = serde_json::Map::new();
    args.insert("query".into(), json!("refund"));
    for i in 0..100_000 {
        args.insert(format!("extra_{i:06}"), json!(i));
    }
    let value = serde_json::Value::Object(args);
    let text = value.to_string();
    with_ctx(|ctx| {
        let from_value = dispatch(ctx, "search", &value).unwrap_err();
        let from_text = dispatch_str(ctx, "search", &text).unwrap_err();
        let from_bytes = tools::dispatch_bytes(ctx, "search", text.as_bytes()).unwrap_err();
        assert_eq!(from_value, from_text);
        assert_eq!(from_value, from_bytes);
        let cap = toolschema::check::MAX_PROBLEMS;
        // 100,000 unknown arguments, each a problem.
        assert_eq!(from_value.problems.len(), cap);
        assert_eq!(from_value.omitted, 100_000 - cap);
        assert_eq!(
            from_value.message(),
            format!(
                "the arguments for `search` have 100000 problems; the first {cap} are listed and {} more are not: fix these and call the tool again to see the rest",
                100_000 - cap
            )
        );
        let json = from_value.to_json();
        assert_eq!(json["omitted"], 100_000 - cap);
        assert_eq!(json["message"], from_value.message().as_ref());
        for (i, problem) in json["problems"].as_array().unwrap().iter().enumerate() {
            assert_eq!(problem["code"], "unknown_argument", "{problem}");
            assert_eq!(problem["path"], format!("extra_{i:06}"), "the first keys, in order");
            assert!(problem["message"].as_str().unwrap().starts_with(&format!("unknown argument `extra_{i:06}`")));
        }
        assert!(from_value.to_text().lines().count() == cap + 1, "one line per listed problem");

        // Under the cap nothing is said about omissions.
        let few = dispatch(ctx, "search", &json!({"query": "x", "limit": 1, "safe": true, "extra": 1})).unwrap_err();
        assert_eq!(few.omitted, 0);
        assert!(few.to_json().get("omitted").is_none());
        assert_eq!(few.message(), "the arguments for `search` have 1 problem; fix it and call the tool again");
    });
}

/// Past the cap, a literal's problem is counted like any other: listed where the check's
/// order puts it among the first hundred, counted with the rest otherwise.
#[test]
fn numbers_too_big_for_rust_past_the_problem_cap_are_counted() {
    let unknown: Vec<String> = (0..150).map(|i| format!("\"x{i:03}\": {i}")).collect();
    with_ctx(|ctx| {
        // `limit` comes first in the check's order: listed, and the unknown keys fill the rest.
        let text = format!("{{\"query\": \"q\", \"limit\": 1e400, {}}}", unknown.join(", "));
        let error = dispatch_str(ctx, "search", &text).unwrap_err();
        assert_eq!((error.problems.len(), error.omitted), (100, 51), "{}", error.message());
        assert_eq!((error.problems[0].path.as_str(), error.problems[0].code.as_str()), ("limit", "out_of_range"));
        assert!(error.problems[1..].iter().all(|p| p.code.as_str() == "unknown_argument"));
        assert!(error.message().contains("have 151 problems"), "{}", error.message());

        // A literal under an unknown key is that key's problem, counted once.
        let text = format!("{{\"query\": \"q\", {}, \"zzz\": 1e400}}", unknown.join(", "));
        let error = dispatch_str(ctx, "search", &text).unwrap_err();
        assert_eq!((error.problems.len(), error.omitted), (100, 51), "{}", error.message());
    });
}
