//! Hostile arguments: nesting, size, numbers, duplicates, encodings and shapes a model (or
//! an attacker behind one) can send. Each gets a structured answer; none panics, overflows
//! the stack or reaches the tool.

use std::task::{Context as TaskContext, Poll, Waker};

use fixture_tools::{calls, dispatch, dispatch_async, dispatch_bytes, dispatch_str, Context, Counter};
use serde_json::{json, Value};
use toolschema::{ErrorCode, ToolError};

fn with_ctx<R>(f: impl FnOnce(&Context<'_>) -> R) -> R {
    let counter = Counter::default();
    f(&Context { counter: &counter })
}

/// Asserts `result` is `invalid_arguments` with a problem of `code` at `path`, and that no
/// tool ran while it was computed (`before` is [`calls`] from before the call).
#[track_caller]
fn rejected(result: Result<Value, ToolError>, before: usize, path: &str, code: &str) -> ToolError {
    assert_eq!(calls(), before, "a tool ran");
    let err = match result {
        Ok(value) => panic!("accepted: {}", short(&value.to_string())),
        Err(err) => err,
    };
    assert_eq!(err.code, ErrorCode::InvalidArguments, "{}", short(&err.to_string()));
    assert!(
        err.problems.iter().any(|p| p.path == path && p.code.as_str() == code),
        "no `{code}` at `{path}` in:\n{}",
        short(&err.to_string())
    );
    err
}

fn short(text: &str) -> String {
    text.chars().take(2000).collect()
}

/// Arrays nested `levels` deep around `1`, as text.
fn nested_text(levels: usize) -> String {
    format!("{}1{}", "[".repeat(levels), "]".repeat(levels))
}

/// Arrays nested `levels` deep around `1`, built without recursion.
fn nested_value(levels: usize) -> Value {
    let mut value = json!(1);
    for _ in 0..levels {
        value = Value::Array(vec![value]);
    }
    value
}

/// Drops a deep value without recursion (dropping it whole would overflow the stack).
fn dismantle(value: Value) {
    let mut stack = vec![value];
    while let Some(value) = stack.pop() {
        match value {
            Value::Array(items) => stack.extend(items),
            Value::Object(map) => stack.extend(map.into_iter().map(|(_, v)| v)),
            _ => {}
        }
    }
}

#[test]
fn nesting_100_000_deep_is_refused_on_every_path() {
    with_ctx(|ctx| {
        let before = calls();
        let deep = nested_text(100_000);
        let err =
            rejected(dispatch_str(ctx, "anything", &format!(r#"{{"value": {deep}}}"#)), before, "", "not_an_object");
        assert!(err.problems[0].message.contains("nested too deeply"), "{err}");
        rejected(dispatch_str(ctx, "anything", &deep), before, "", "not_an_object");
        rejected(dispatch_str(ctx, "collections", &format!(r#"{{"matrix": {deep}}}"#)), before, "", "not_an_object");
        // Unclosed: the parser gives up at its depth limit, long before the end.
        rejected(dispatch_str(ctx, "anything", &"[".repeat(100_000)), before, "", "not_an_object");

        let mut args = json!({});
        args["value"] = nested_value(100_000);
        let err = rejected(dispatch(ctx, "anything", &args), before, "value", "out_of_range");
        assert!(err.message().len() < 200 && err.problems.len() == 1, "{err}");
        args["matrix"] = args["value"].take();
        rejected(dispatch(ctx, "collections", &args), before, "matrix", "out_of_range");
        dismantle(args);
    });
}

#[test]
fn the_nesting_limit_is_the_same_for_text_and_values() {
    with_ctx(|ctx| {
        // The arguments object is the first level: 126 more arrays are the most allowed.
        for (levels, accepted) in [(126, true), (127, false)] {
            let text = format!(r#"{{"value": {}}}"#, nested_text(levels));
            let mut args = json!({});
            args["value"] = nested_value(levels);
            let from_text = dispatch_str(ctx, "anything", &text);
            let from_value = dispatch(ctx, "anything", &args);
            assert_eq!(from_text.is_ok(), accepted, "{levels} levels from text");
            assert_eq!(from_value.is_ok(), accepted, "{levels} levels from a value");
            if let (Ok(a), Ok(b)) = (&from_text, &from_value) {
                assert_eq!(a, b);
            }
            for value in [from_text, from_value].into_iter().flatten() {
                dismantle(value);
            }
            dismantle(args);
        }
    });
}

/// Every place where `check_args` passes over a value without walking into it (a wrong
/// type, an unknown argument or field, a value outside an enum, an `anyOf`, items past a
/// tuple's end, anything under `Value`): a value nested one level too deep there is refused
/// as too deep, and one level less gets its usual problem.
#[test]
fn a_deep_value_is_refused_wherever_the_check_passes_over_it() {
    let message = json!([{"role": "user", "content": "hi"}]);
    let point = json!({"x": 1, "y": 2});
    let shape = json!({"kind": "square", "side": 2});
    // (tool, arguments, where the deep value goes, the argument reported, the usual problem)
    let places: Vec<(&str, Value, &[&str], &str, &str)> = vec![
        ("anything", json!({}), &["value"], "value", ""),
        ("collections", json!({}), &["matrix"], "matrix", "wrong_type"),
        ("collections", json!({}), &["tags", "0"], "tags", "wrong_type"),
        ("collections", json!({"scores": {}}), &["scores", "a"], "scores", "wrong_type"),
        ("collections", json!({"pair": ["a", 1]}), &["pair", "2"], "pair", "wrong_length"),
        ("defaults", json!({}), &["junk"], "junk", "unknown_argument"),
        // Serde skips a field the struct does not know, so `point` is left out for the
        // arguments to reach the check at all.
        (
            "shapes",
            json!({"messages": message, "shape": shape, "action": "Stop"}),
            &["messages", "0", "extra"],
            "messages",
            "missing_argument",
        ),
        // The same field in a message dispatch's read gets through before it stops, at the
        // misspelt role after it or at an argument after all of them: the check resumes
        // there, and still measures what it leaves out.
        (
            "shapes",
            json!({"messages": [message[0], {"role": "asistant", "content": "hi"}], "point": point, "shape": shape, "action": "Stop"}),
            &["messages", "0", "extra"],
            "messages",
            "not_in_enum",
        ),
        (
            "shapes",
            json!({"messages": message, "point": {"x": 1}, "shape": shape, "action": "Stop"}),
            &["messages", "0", "extra"],
            "messages",
            "missing_argument",
        ),
        (
            "shapes",
            json!({"messages": [], "point": point, "shape": shape, "action": "Stop"}),
            &["point", "z"],
            "point",
            "unknown_argument",
        ),
        ("shapes", json!({"messages": [], "point": point, "action": "Stop"}), &["shape"], "shape", "wrong_type"),
        ("shapes", json!({"messages": [], "point": point, "shape": shape}), &["action"], "action", "wrong_type"),
        (
            "shapes",
            json!({"messages": [], "point": point, "shape": shape, "action": "Stop"}),
            &["role"],
            "role",
            "not_in_enum",
        ),
    ];
    with_ctx(|ctx| {
        for (tool, args, at, argument, usual) in places {
            // The arguments object is the first level, and each container on the way down to
            // the value one more: what is left is the most the value itself may nest.
            let room = 126 - (at.len() - 1);
            for (levels, too_deep) in [(room + 74, true), (room + 1, true), (room, false)] {
                let mut args = args.clone();
                let mut slot = &mut args;
                for key in at {
                    slot = match slot {
                        Value::Array(items) => {
                            let i: usize = key.parse().unwrap();
                            if items.len() <= i {
                                items.resize(i + 1, json!("a"));
                            }
                            &mut items[i]
                        }
                        _ => &mut slot[*key],
                    };
                }
                *slot = nested_value(levels);
                let before = calls();
                let result = dispatch(ctx, tool, &args);
                let label = format!("{tool} at {at:?}, {levels} levels");
                match (too_deep, result) {
                    (true, result) => {
                        let err = rejected(result, before, argument, "out_of_range");
                        assert_eq!(err.problems.len(), 1, "{label}: {err}");
                    }
                    (false, Ok(echo)) => {
                        assert!(usual.is_empty(), "{label}: accepted");
                        dismantle(echo);
                    }
                    (false, Err(err)) => {
                        assert_eq!(calls(), before, "{label}: a tool ran");
                        assert!(err.problems.iter().any(|p| p.code.as_str() == usual), "{label}: {err}");
                        assert!(err.problems.iter().all(|p| p.code.as_str() != "out_of_range"), "{label}: {err}");
                    }
                }
                dismantle(args);
            }
        }
    });
}

#[test]
fn a_50_mb_string_is_read_once_and_quoted_short() {
    with_ctx(|ctx| {
        let big = "a".repeat(50 << 20);
        let text = format!(r#"{{"value": "{big}", "note": "{big}"}}"#);
        let echo = dispatch_str(ctx, "anything", &text).unwrap();
        assert_eq!(echo["note"].as_str().map(str::len), Some(50 << 20));

        let before = calls();
        let err =
            rejected(dispatch_str(ctx, "defaults", &format!(r#"{{"count": "{big}"}}"#)), before, "count", "wrong_type");
        assert!(err.to_string().len() < 1000, "the message quotes a short piece: {}", short(&err.to_string()));
        assert!(err.to_json().to_string().len() < 1000);
        let err =
            rejected(dispatch_str(ctx, "defaults", &format!(r#"{{"mode": "{big}"}}"#)), before, "mode", "not_in_enum");
        assert!(err.to_string().len() < 1000);
        let err = dispatch(ctx, &big, &json!({})).unwrap_err();
        assert_eq!(err.code, ErrorCode::UnknownTool);
        assert!(err.to_string().len() < 1000);
    });
}

#[test]
fn numbers_at_the_edges() {
    with_ctx(|ctx| {
        let call = |args: &str| dispatch_str(ctx, "scalars", &scalars_with(args));
        assert!(call("").is_ok(), "{:?}", call(""));
        let before = calls();
        let err = rejected(call(r#""exact": 1e400"#), before, "exact", "out_of_range");
        assert_eq!(err.problems.len(), 1, "{err}");
        rejected(call(r#""tiny": -0"#), before, "tiny", "wrong_type");
        rejected(call(r#""big": 18446744073709551616"#), before, "big", "out_of_range");
        rejected(call(r#""huge": 18446744073709551616"#), before, "huge", "out_of_range");
        rejected(call(r#""huge": -9223372036854775809"#), before, "huge", "out_of_range");
        rejected(call(r#""unsigned": 340282366920938463463374607431768211455"#), before, "unsigned", "out_of_range");
        rejected(call(r#""ratio": 1e39"#), before, "ratio", "out_of_range");
        rejected(call(r#""tiny": 256"#), before, "tiny", "out_of_range");
        rejected(call(r#""small": -129"#), before, "small", "out_of_range");
        rejected(call(r#""tiny": 5.0"#), before, "tiny", "wrong_type");
        rejected(call(r#""tiny": 1e2"#), before, "tiny", "wrong_type");
        rejected(call(r#""letter": "ab""#), before, "letter", "wrong_type");

        let echo = call(r#""exact": -0, "ratio": 3.4e38, "big": 18446744073709551615, "huge": -9223372036854775808"#);
        let echo = echo.unwrap();
        assert_eq!(echo["exact"].as_f64().map(f64::is_sign_negative), Some(true), "{echo}");
        assert_eq!(echo["big"], json!(u64::MAX));
        assert_eq!(echo["huge"], json!(i64::MIN));
        assert_eq!(echo["exact"], json!(-0.0));
        let echo = call(r#""unsigned": 18446744073709551615, "exact": 1e308"#).unwrap();
        assert_eq!(echo["unsigned"], json!(u64::MAX));
    });
}

/// The problems of a refused call as `(path, code, message)`, from text and from bytes alike.
#[track_caller]
fn refusal(ctx: &Context<'_>, tool: &str, text: &str) -> Vec<(String, String, String)> {
    let before = calls();
    let from_text = dispatch_str(ctx, tool, text);
    let from_bytes = dispatch_bytes(ctx, tool, text.as_bytes());
    assert_eq!(calls(), before, "a tool ran for {}", short(text));
    let err = from_text.expect_err("refused");
    assert_eq!(from_bytes.as_ref().err(), Some(&err), "text and bytes differ for {}", short(text));
    assert_eq!(err.code, ErrorCode::InvalidArguments, "{err}");
    err.problems.iter().map(|p| (p.path.clone(), p.code.as_str().to_owned(), p.message.clone())).collect()
}

/// `(path, code, message)` of one expected problem.
fn problem(path: &str, code: &str, message: &str) -> (String, String, String) {
    (path.to_owned(), code.to_owned(), message.to_owned())
}

#[test]
fn numbers_too_big_for_rust_are_named_as_written() {
    let long = format!("1{}", "2".repeat(4_999_999));
    let f64_range = "must be between -1.7976931348623157e308 and 1.7976931348623157e308";
    with_ctx(|ctx| {
        let scalars = |args: &str| refusal(ctx, "scalars", &scalars_with(args));
        assert_eq!(
            scalars(r#""exact": 1e400"#),
            [problem("exact", "out_of_range", &format!("1e400 is out of range: an `f64` value {f64_range}"))]
        );
        assert_eq!(
            scalars(r#""tiny": -1e400"#),
            [problem("tiny", "out_of_range", "-1e400 is out of range: a `u8` value must be between 0 and 255")]
        );
        assert_eq!(
            scalars(r#""ratio": 1E+400"#),
            [problem(
                "ratio",
                "out_of_range",
                "1E+400 is out of range: an `f32` value must be between -3.4028235e38 and 3.4028235e38"
            )]
        );
        // Twenty digits: `serde_json` holds a float, which the message used to name.
        assert_eq!(
            scalars(r#""big": 123456789012345678901"#),
            [problem(
                "big",
                "out_of_range",
                "123456789012345678901 is out of range: a `u64` value must be between 0 and 18446744073709551615"
            )]
        );
        // As a float, `u128::MAX` rounds up past it.
        assert_eq!(
            scalars(r#""unsigned": 340282366920938463463374607431768211455"#),
            [problem(
                "unsigned",
                "out_of_range",
                "340282366920938463463374607431768211455 is out of range: a `u128` value must be between 0 and 340282366920938463463374607431768211455"
            )]
        );
        let shortened = format!("{}… (5000000 digits)", &long[..50]);
        assert_eq!(
            scalars(&format!(r#""huge": {long}"#)),
            [problem(
                "huge",
                "out_of_range",
                &format!("{shortened} is out of range: an `i128` value must be between -170141183460469231731687303715884105728 and 170141183460469231731687303715884105727")
            )]
        );
        // Where no number goes, the problem is the one a number would have.
        assert_eq!(
            scalars(r#""name": 1e400, "flag": -123456789012345678901"#),
            [
                problem("flag", "wrong_type", "expected a boolean (true or false), got -123456789012345678901"),
                problem("name", "wrong_type", "expected a string, got 1e400"),
            ]
        );
        // Several, with other problems, in the order of the parameters.
        let all = scalars(r#""exact": -1e400, "small": "x", "tiny": 1e999, "letter": 1e400"#);
        let codes: Vec<(&str, &str)> = all.iter().map(|(path, code, _)| (path.as_str(), code.as_str())).collect();
        assert_eq!(
            codes,
            [("tiny", "out_of_range"), ("small", "wrong_type"), ("exact", "out_of_range"), ("letter", "wrong_type")]
        );
        // An unknown argument is that, whatever it holds.
        assert_eq!(
            scalars(r#""zz": 1e400"#),
            [problem("zz", "unknown_argument", "unknown argument `zz`; `scalars` takes `flag`, `tiny`, `small`, `big`, `huge`, `unsigned`, `ratio`, `exact`, `letter`, `name`")]
        );
        // `1e-400` is zero, which `serde_json` reads.
        let echo = dispatch_str(ctx, "scalars", &scalars_with(r#""exact": 1e-400"#)).unwrap();
        assert_eq!(echo["exact"], json!(0.0));
    });
}

#[test]
fn numbers_too_big_for_rust_are_found_at_any_depth() {
    with_ctx(|ctx| {
        let paths = |tool: &str, text: &str| -> Vec<(String, String)> {
            refusal(ctx, tool, text).into_iter().map(|(path, code, _)| (path, code)).collect()
        };
        let pairs = |expected: &[(&str, &str)]| -> Vec<(String, String)> {
            expected.iter().map(|(p, c)| (p.to_string(), c.to_string())).collect()
        };
        let collections = r#"{"tags": ["a", 1e400], "unique": [1, 1e400, 1e400], "triple": [1, 2, 1e400], "pair": ["a", 1e400, 1e400], "scores": {"a": 1, "b c": -1e400}, "matrix": [[1, 123456789012345678901]]}"#;
        assert_eq!(
            paths("collections", collections),
            pairs(&[
                ("tags[1]", "wrong_type"),
                ("unique[1]", "out_of_range"),
                ("unique[2]", "out_of_range"),
                ("unique[2]", "not_unique"),
                ("triple[2]", "out_of_range"),
                ("pair", "wrong_length"),
                ("pair[1]", "out_of_range"),
                ("scores[\"b c\"]", "out_of_range"),
                ("matrix[0][1]", "out_of_range"),
            ])
        );
        // Inside a `Value` too, which holds numbers as `f64` at most.
        assert_eq!(
            refusal(ctx, "anything", r#"{"value": {"a": [1, 1e400]}, "note": 5}"#),
            [
                problem("value.a[1]", "out_of_range", "1e400 is out of range: a number must be between -1.7976931348623157e308 and 1.7976931348623157e308"),
                problem("note", "wrong_type", "expected a string, got 5"),
            ]
        );
        assert_eq!(paths("anything", r#"{"value": -1e400}"#), pairs(&[("value", "out_of_range")]));
        // In struct fields, and the field of an `anyOf` branch.
        let shapes = r#"{"messages": [{"role": "user", "content": 1e400}], "point": {"x": 1e400, "y": 2}, "shape": {"kind": "circle", "r": 1e400}, "action": {"Move": 1e400}}"#;
        assert_eq!(
            paths("shapes", shapes),
            pairs(&[
                ("messages[0].content", "wrong_type"),
                ("point.x", "out_of_range"),
                ("shape.r", "out_of_range"),
                ("action.Move", "out_of_range"),
            ])
        );
        // Under a value the check passes over for a problem of its own, only that problem.
        assert_eq!(
            paths(
                "shapes",
                r#"{"messages": [], "point": [1e400, 2], "shape": {"kind": "circle", "r": 1}, "action": "Stop", "extra": {"a": 1e400}}"#
            ),
            pairs(&[("point", "wrong_type"), ("extra", "unknown_argument")])
        );
    });
}

#[test]
fn numbers_too_big_for_rust_and_the_rest_of_json() {
    with_ctx(|ctx| {
        // A repeated key keeps its last value, as `serde_json` has it.
        let echo = dispatch_str(ctx, "defaults", r#"{"count": 1e400, "count": 3}"#).unwrap();
        assert_eq!(echo["count"], 3);
        let before = calls();
        rejected(dispatch_str(ctx, "defaults", r#"{"count": 3, "count": 1e400}"#), before, "count", "out_of_range");
        // A byte-order mark is skipped.
        rejected(dispatch_str(ctx, "defaults", "\u{feff}{\"count\": 1e400}"), before, "count", "out_of_range");
        rejected(dispatch_bytes(ctx, "defaults", b"\xEF\xBB\xBF{\"count\": 1e400}"), before, "count", "out_of_range");
        // Text that is not JSON is still that, at the place as sent.
        for text in [
            r#"{"count": 1e400, }"#,
            r#"{"count": 1e400"#,
            r#"{"count": 1e400e5}"#,
            r#"{"count": 1e400 "mode": "fast"}"#,
        ] {
            let err = rejected(dispatch_str(ctx, "defaults", text), before, "", "not_an_object");
            let blanked = text.replace("1e400", "0    ");
            let expected = serde_json::from_str::<Value>(&blanked).unwrap_err().to_string();
            let expected = if text.contains("1e400e5") { "number out of range".to_owned() } else { expected };
            assert!(err.problems[0].message.contains(&expected), "{text}: {err} (expected {expected})");
        }
        rejected(
            dispatch_bytes(ctx, "defaults", b"{\"count\": 1e400, \"mode\": \"\xff\"}"),
            before,
            "",
            "not_an_object",
        );
        // The arguments themselves.
        let err = rejected(dispatch_str(ctx, "defaults", "1e400"), before, "", "not_an_object");
        assert!(err.problems[0].message.ends_with("got 1e400"), "{err}");
        // The sync `dispatch` checks an async tool's text too.
        rejected(dispatch_str(ctx, "later", r#"{"n": 1e400}"#), before, "n", "out_of_range");
        rejected(block_on(dispatch_async(ctx, "later", r#"{"n": 1e400}"#)), before, "n", "out_of_range");
    });
}

#[test]
fn floats_beyond_the_integers_in_a_value_are_out_of_range() {
    with_ctx(|ctx| {
        let before = calls();
        let call = |key: &str, value: Value| {
            let mut args: Value = serde_json::from_str(&scalars_with("")).unwrap();
            args[key] = value;
            dispatch(ctx, "scalars", &args)
        };
        for (key, value, named) in [
            ("tiny", json!(1.2345678901234567e20), "1.2345678901234567e+20 is out of range: a `u8`"),
            ("big", json!(-1e19), "-1e+19 is out of range: a `u64`"),
            ("huge", json!(1e39), "1e+39 is out of range: an `i128`"),
            ("unsigned", json!(1e300), "1e+300 is out of range: a `u128`"),
            ("unsigned", json!(1e20), "1e+20 cannot be passed exactly"),
        ] {
            let err = rejected(call(key, value), before, key, "out_of_range");
            assert!(err.problems[0].message.starts_with(named), "{err}");
        }
    });
}

/// Valid arguments of `scalars`, with `overrides` (a JSON object's inner text) replacing some.
fn scalars_with(overrides: &str) -> String {
    let mut args: serde_json::Map<String, Value> = serde_json::from_value(json!({
        "flag": true, "tiny": 1, "small": -1, "big": 2, "huge": -3, "unsigned": 4,
        "ratio": 0.5, "exact": 0.25, "letter": "x", "name": "n",
    }))
    .unwrap();
    // The overrides are text, so that numbers beyond `serde_json`'s own reach stay as written.
    let mut parts: Vec<String> = Vec::new();
    for (key, value) in &mut args {
        if !overrides.contains(&format!("\"{key}\":")) {
            parts.push(format!("{}: {value}", Value::String(key.clone())));
        }
    }
    if !overrides.is_empty() {
        parts.push(overrides.to_owned());
    }
    format!("{{{}}}", parts.join(", "))
}

#[test]
fn a_repeated_key_keeps_its_last_value_as_a_parsed_value_would() {
    with_ctx(|ctx| {
        let text = r#"{"greeting": 5, "greeting": "hello", "count": null, "count": 7}"#;
        let parsed: Value = serde_json::from_str(text).unwrap();
        let from_text = dispatch_str(ctx, "defaults", text).unwrap();
        assert_eq!(from_text, dispatch(ctx, "defaults", &parsed).unwrap());
        assert_eq!(from_text["greeting"], "hello");
        assert_eq!(from_text["count"], 7);

        let text = r#"{"messages": [], "point": {"x": 1, "x": 2, "y": 3}, "shape": {"kind": "square", "side": 1}, "action": "Stop"}"#;
        let echo = dispatch_str(ctx, "shapes", text).unwrap();
        assert_eq!(echo["point"], json!({"x": 2, "y": 3}));
    });
}

#[test]
fn a_byte_order_mark_is_skipped() {
    with_ctx(|ctx| {
        let plain = dispatch_str(ctx, "defaults", r#"{"count": 3}"#).unwrap();
        assert_eq!(dispatch_str(ctx, "defaults", "\u{feff}{\"count\": 3}").unwrap(), plain);
        assert_eq!(dispatch_bytes(ctx, "defaults", b"\xEF\xBB\xBF{\"count\": 3}").unwrap(), plain);
        // Only one, and only at the start.
        let before = calls();
        rejected(dispatch_str(ctx, "defaults", "\u{feff}\u{feff}{}"), before, "", "not_an_object");
        rejected(dispatch_str(ctx, "defaults", "{\u{feff}}"), before, "", "not_an_object");
    });
}

#[test]
fn invalid_utf8_and_truncated_text_are_refused() {
    with_ctx(|ctx| {
        let before = calls();
        let err = rejected(dispatch_bytes(ctx, "defaults", b"{\"greeting\": \"\xff\"}"), before, "", "not_an_object");
        assert!(err.problems[0].message.contains("UTF-8"), "{err}");
        rejected(dispatch_bytes(ctx, "defaults", b"\xc3\x28"), before, "", "not_an_object");
        rejected(dispatch_bytes(ctx, "defaults", b""), before, "", "not_an_object");

        let text = r#"{"messages": [{"role": "user", "content": "hi", "title": "t"}], "role": "assistant", "point": {"x": 1, "y": -2}, "shape": {"kind": "circle", "r": 1.5}, "action": {"Move": 3}}"#;
        assert!(dispatch_str(ctx, "shapes", text).is_ok());
        let before = calls();
        for end in 0..text.len() {
            let err = dispatch_str(ctx, "shapes", &text[..end]).unwrap_err();
            assert_eq!(err.code, ErrorCode::InvalidArguments, "{err}");
            assert_eq!(err.problems[0].code.as_str(), "not_an_object", "{}: {err}", &text[..end]);
            let err = dispatch_bytes(ctx, "shapes", &text.as_bytes()[..end]).unwrap_err();
            assert_eq!(err.code, ErrorCode::InvalidArguments, "{err}");
        }
        assert_eq!(calls(), before);
    });
}

#[test]
fn arguments_that_are_not_an_object() {
    with_ctx(|ctx| {
        let before = calls();
        for text in ["[]", "[1, 2]", r#""text""#, "42", "true", r#""{\"greeting\": \"hi\"}""#] {
            rejected(dispatch_str(ctx, "defaults", text), before, "", "not_an_object");
            let value: Value = serde_json::from_str(text).unwrap();
            rejected(dispatch(ctx, "defaults", &value), before, "", "not_an_object");
        }
        // `null` is `{}`: fine for a tool whose parameters all have defaults or are optional…
        let defaults = dispatch_str(ctx, "defaults", "null").unwrap();
        assert_eq!(defaults, json!({"greeting": "hi", "count": 2, "mode": "fast", "sizes": [1]}));
        assert_eq!(dispatch(ctx, "defaults", &Value::Null).unwrap(), defaults);
        // … and a missing argument for one with a required parameter.
        let before = calls();
        rejected(dispatch_str(ctx, "anything", "null"), before, "value", "missing_argument");
    });
}

#[test]
fn a_panicking_tool_is_reported_and_everything_carries_on() {
    with_ctx(|ctx| {
        let err = dispatch(ctx, "boom", &json!({"reason": "the tool broke"})).unwrap_err();
        assert_eq!(err.code, ErrorCode::ToolPanicked);
        assert!(err.message().contains("the tool broke"), "{err}");
        assert_eq!(err.to_json()["error"], "tool_panicked");
        let err = dispatch_str(ctx, "boom", r#"{"reason": "again"}"#).unwrap_err();
        assert_eq!(err.code, ErrorCode::ToolPanicked);
        assert_eq!(dispatch(ctx, "nothing", &json!({})).unwrap(), "nothing");
        let err = block_on(dispatch_async(ctx, "later_boom", r#"{"reason": "while polled"}"#)).unwrap_err();
        assert_eq!(err.code, ErrorCode::ToolPanicked);
        assert!(err.message().contains("while polled"), "{err}");
        assert_eq!(block_on(dispatch_async(ctx, "later", &json!({"n": 21}))).unwrap(), 42);
    });
}

#[test]
fn async_dispatch_runs_sync_and_async_tools_from_any_input() {
    with_ctx(|ctx| {
        assert_eq!(block_on(dispatch_async(ctx, "later", r#"{"n": 4}"#)).unwrap(), 8);
        assert_eq!(block_on(dispatch_async(ctx, "later", b"{\"n\": 5}".as_slice())).unwrap(), 10);
        assert_eq!(block_on(dispatch_async(ctx, "nothing", &json!(null))).unwrap(), "nothing");
        let before = calls();
        rejected(block_on(dispatch_async(ctx, "later", r#"{"n": -1}"#)), before, "n", "out_of_range");
        // The sync dispatch checks an async tool's arguments, then says where to run it.
        rejected(dispatch(ctx, "later", &json!({"n": "4"})), before, "n", "wrong_type");
        let err = dispatch(ctx, "later", &json!({"n": 4})).unwrap_err();
        assert_eq!(err.code, ErrorCode::ToolFailed);
        assert!(err.message().contains("dispatch_async"), "{err}");
        assert_eq!(calls(), before);
    });
}

#[test]
fn every_error_renders_for_models_and_providers() {
    with_ctx(|ctx| {
        let errors = [
            dispatch(ctx, "defalts", &json!({})).unwrap_err(),
            dispatch(ctx, "defaults", &json!({"count": "3", "mode": "quick", "extra": 1})).unwrap_err(),
            dispatch(ctx, "fail", &json!({"reason": "the order is already shipped"})).unwrap_err(),
            dispatch(ctx, "boom", &json!({"reason": "oops"})).unwrap_err(),
        ];
        let codes: Vec<&str> = errors.iter().map(|e| e.code.as_str()).collect();
        assert_eq!(codes, ["unknown_tool", "invalid_arguments", "tool_failed", "tool_panicked"]);
        for err in &errors {
            let object = err.to_json();
            assert_eq!(object["error"], err.code.as_str());
            assert!(object["tool"].is_string() && object["message"].is_string());
            assert_eq!(object.get("problems").is_some(), err.code == ErrorCode::InvalidArguments);
            let text = err.to_string();
            assert!(text.starts_with(err.code.as_str()), "{text}");
            let anthropic = err.to_anthropic_tool_result("toolu_1");
            assert_eq!(anthropic["is_error"], true);
            assert_eq!(anthropic["content"], text.as_str());
            let mcp = err.to_mcp_result();
            assert_eq!(mcp["isError"], true);
            assert_eq!(mcp["content"][0]["text"], text.as_str());
            assert!(mcp.get("structuredContent").is_none());
            assert_eq!(err.to_jsonrpc_error()["code"], -32602);
            assert_eq!(err.to_openai_tool_message("call_1")["content"], text.as_str());
        }
        assert!(errors[0].to_string().contains("did you mean `defaults`?"), "{}", errors[0]);
        let invalid = errors[1].to_string();
        for line in [
            "- count: expected an integer (`u32`), got the string \"3\"; write it as 3, without quotes (wrong_type)",
            "- mode: expected one of \"fast\", \"slow\", got the string \"quick\"",
            "- extra: unknown argument `extra`",
        ] {
            assert!(invalid.contains(line), "missing {line:?} in\n{invalid}");
        }
        assert_eq!(errors[2].to_string(), "tool_failed: the tool `fail` failed: the order is already shipped");
    });
}

/// Polls `future` to completion on this thread: dispatch needs no runtime.
fn block_on<F: std::future::Future>(future: F) -> F::Output {
    let mut future = std::pin::pin!(future);
    let mut cx = TaskContext::from_waker(Waker::noop());
    loop {
        if let Poll::Ready(value) = future.as_mut().poll(&mut cx) {
            return value;
        }
    }
}
