//! Tests: check_args, check_value and closest (section 8 of the spec).
//!
//! Each case renders the problems as `path: code: message` lines (`ok` when there are
//! none), so a snapshot shows exactly what a model would read.

use std::borrow::Cow;

use insta::assert_snapshot;
use serde_json::{json, Value};
use toolschema::check::{check_value, closest};
use toolschema::{
    check_args, Additional, ArgProblem, FloatType, IntType, Json, Node, Object, ProblemCode, Property, Returns, Schema,
    ToolSchema, Type,
};

// Schema builders, so that a tool reads like its Rust signature.

fn of(ty: Type) -> Schema {
    Schema::of(ty)
}

fn int(int: IntType) -> Schema {
    of(Type::Integer(int))
}

fn string() -> Schema {
    of(Type::String)
}

fn array(items: Schema) -> Schema {
    of(Type::Array { items: Node::new(items), unique: false, len: None })
}

fn set(items: Schema) -> Schema {
    of(Type::Array { items: Node::new(items), unique: true, len: None })
}

fn fixed(items: Schema, len: u64) -> Schema {
    of(Type::Array { items: Node::new(items), unique: false, len: Some(len) })
}

fn tuple(items: Vec<Schema>) -> Schema {
    of(Type::Tuple(Cow::Owned(items)))
}

fn map(values: Schema) -> Schema {
    of(Type::Map(Node::new(values)))
}

fn object(properties: Vec<Property>, additional: Additional) -> Schema {
    of(Type::Object(Object { properties: Cow::Owned(properties), additional }))
}

/// A string restricted to `values`, as a unit-only enum maps.
fn choices(values: &[&'static str]) -> Schema {
    with_enum(string(), values.iter().map(|v| Json::String(Cow::Borrowed(v))).collect())
}

fn with_enum(schema: Schema, values: Vec<Json>) -> Schema {
    Schema { enum_values: Some(Cow::Owned(values)), ..schema }
}

fn nullable(schema: Schema) -> Schema {
    Schema { nullable: true, ..schema }
}

/// A required parameter or field.
fn req(name: &'static str, schema: Schema) -> Property {
    Property { name: Cow::Borrowed(name), rust_type: Cow::Borrowed("_"), required: true, schema }
}

/// A parameter or field that is not required (an `Option` or a default).
fn opt(name: &'static str, schema: Schema) -> Property {
    Property { required: false, ..req(name, schema) }
}

fn tool(name: &'static str, params: Vec<Property>) -> ToolSchema {
    ToolSchema {
        name: Cow::Borrowed(name),
        summary: Cow::Borrowed(""),
        description: Cow::Borrowed(""),
        params: Cow::Owned(params),
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

/// `search(query: String, limit: u32 (default: 3), safe: bool (default: true))`.
fn search() -> ToolSchema {
    tool("search", vec![req("query", string()), opt("limit", int(IntType::U32)), opt("safe", of(Type::Boolean))])
}

fn render(problems: &[ArgProblem]) -> String {
    problems.iter().map(|p| format!("{}: {}: {}\n", p.path, p.code.as_str(), p.message)).collect()
}

/// Checks each of `calls` against `tool`, one block of problems per call.
fn check(tool: &ToolSchema, calls: &[Value]) -> String {
    let mut out = String::new();
    for args in calls {
        out.push_str(&format!("{args}\n"));
        match check_args(tool, args) {
            Ok(()) => out.push_str("  ok\n"),
            Err(problems) => {
                assert!(!problems.is_empty(), "`Err` with no problem");
                for line in render(&problems).lines() {
                    out.push_str(&format!("  {line}\n"));
                }
            }
        }
    }
    out
}

#[test]
fn search_accepts_good_calls() {
    assert_snapshot!(check(&search(), &[
        json!({"query": "refunds"}),
        json!({"query": "refunds", "limit": 10, "safe": false}),
        json!({"query": "", "limit": null, "safe": null}),
        json!({"query": "refunds", "limit": 4294967295_u32}),
    ]), @r#"
        {"query":"refunds"}
          ok
        {"limit":10,"query":"refunds","safe":false}
          ok
        {"limit":null,"query":"","safe":null}
          ok
        {"limit":4294967295,"query":"refunds"}
          ok
        "#);
}

#[test]
fn search_reports_every_problem() {
    assert_snapshot!(check(&search(), &[
        json!({"qurey": "refunds"}),
        json!({"Query": "refunds", "limt": 3}),
        json!({"query": "refunds", "query_text": "x", "odd key": 1}),
        json!({"query": 5, "limit": "5", "safe": "true"}),
        json!({"query": null, "limit": 3.5, "safe": 1}),
        json!({"query": ["a"], "limit": 5.0, "safe": {}}),
        json!({"query": "x", "limit": 1e2}),
        json!({"query": "x", "limit": -1}),
        json!({"query": "x", "limit": 4294967296_u64}),
    ]), @r#"
        {"qurey":"refunds"}
          query: missing_argument: missing required argument `query`: expected a string
          qurey: unknown_argument: unknown argument `qurey`; did you mean `query`?
        {"Query":"refunds","limt":3}
          query: missing_argument: missing required argument `query`: expected a string
          Query: unknown_argument: unknown argument `Query`; did you mean `query`?
          limt: unknown_argument: unknown argument `limt`; did you mean `limit`?
        {"odd key":1,"query":"refunds","query_text":"x"}
          ["odd key"]: unknown_argument: unknown argument `odd key`; `search` takes `query`, `limit`, `safe`
          query_text: unknown_argument: unknown argument `query_text`; `search` takes `query`, `limit`, `safe`
        {"limit":"5","query":5,"safe":"true"}
          query: wrong_type: expected a string, got 5
          limit: wrong_type: expected an integer (`u32`), got the string "5"; write it as 5, without quotes
          safe: wrong_type: expected a boolean (true or false), got the string "true"; write it as true, without quotes
        {"limit":3.5,"query":null,"safe":1}
          query: missing_argument: argument `query` is null, but it is required: expected a string
          limit: wrong_type: expected an integer (`u32`), got 3.5
          safe: wrong_type: expected a boolean (true or false), got 1
        {"limit":5.0,"query":["a"],"safe":{}}
          query: wrong_type: expected a string, got an array of 1 item
          limit: wrong_type: expected an integer (`u32`), got 5.0; write it as 5, without a decimal point or exponent
          safe: wrong_type: expected a boolean (true or false), got an empty object
        {"limit":100.0,"query":"x"}
          limit: wrong_type: expected an integer (`u32`), got 100.0; write it as 100, without a decimal point or exponent
        {"limit":-1,"query":"x"}
          limit: out_of_range: -1 is out of range: a `u32` value must be between 0 and 4294967295
        {"limit":4294967296,"query":"x"}
          limit: out_of_range: 4294967296 is out of range: a `u32` value must be between 0 and 4294967295
        "#);
}

#[test]
fn arguments_must_be_an_object() {
    let ping = tool("ping", vec![]);
    assert_snapshot!(check(&search(), &[
        Value::Null,
        json!([]),
        json!("refunds"),
        json!("{\"query\": \"refunds\"}"),
        json!(5),
        json!(true),
    ]) + &check(&ping, &[json!({}), Value::Null, json!({"host": "example.com"})]), @r#"
        null
          query: missing_argument: missing required argument `query`: expected a string
        []
          : not_an_object: the arguments must be a JSON object (`search` takes `query`, `limit`, `safe`), got an empty array
        "refunds"
          : not_an_object: the arguments must be a JSON object (`search` takes `query`, `limit`, `safe`), got the string "refunds"
        "{\"query\": \"refunds\"}"
          : not_an_object: the arguments must be a JSON object (`search` takes `query`, `limit`, `safe`), got the string "{\"query\": \"refunds\"}"; send the object itself, not a string containing it
        5
          : not_an_object: the arguments must be a JSON object (`search` takes `query`, `limit`, `safe`), got 5
        true
          : not_an_object: the arguments must be a JSON object (`search` takes `query`, `limit`, `safe`), got true
        {}
          ok
        null
          ok
        {"host":"example.com"}
          host: unknown_argument: unknown argument `host`; `ping` takes no arguments
        "#);
}

#[test]
fn integer_ranges_are_the_rust_types() {
    let ints = tool(
        "ints",
        vec![
            opt("u8", int(IntType::U8)),
            opt("i8", int(IntType::I8)),
            opt("i64", int(IntType::I64)),
            opt("u64", int(IntType::U64)),
            opt("i128", int(IntType::I128)),
            opt("u128", int(IntType::U128)),
            opt("f32", of(Type::Number(FloatType::F32))),
            opt("f64", of(Type::Number(FloatType::F64))),
        ],
    );
    let parse = |text: &str| serde_json::from_str::<Value>(text).unwrap();
    assert_snapshot!(check(&ints, &[
        json!({"u8": 0, "i8": -128, "i64": i64::MIN, "u64": u64::MAX, "i128": i64::MIN, "u128": u64::MAX}),
        json!({"u8": 255, "i8": 127, "i64": i64::MAX, "f32": 3.4028235e38, "f64": 1e308}),
        json!({"u8": 256, "i8": -129, "i64": (i64::MAX as u64) + 1, "u64": -1}),
        parse(r#"{"i64": -9223372036854775809, "u64": 18446744073709551616, "u8": 1e300}"#),
        parse(r#"{"u8": -0, "i8": 1e1, "i64": 2.5e3, "u64": 0.5}"#),
        parse(r#"{"u128": 18446744073709551616, "i128": -9223372036854775809}"#),
        parse(r#"{"u128": 1e40, "i128": -1e39, "f32": 3.5e38, "f64": -1.7e308}"#),
        json!({"f32": "1.5", "f64": "abc", "u8": "0x10"}),
    ]), @r#"
        {"i128":-9223372036854775808,"i64":-9223372036854775808,"i8":-128,"u128":18446744073709551615,"u64":18446744073709551615,"u8":0}
          ok
        {"f32":3.4028235e+38,"f64":1e+308,"i64":9223372036854775807,"i8":127,"u8":255}
          ok
        {"i64":9223372036854775808,"i8":-129,"u64":-1,"u8":256}
          u8: out_of_range: 256 is out of range: a `u8` value must be between 0 and 255
          i8: out_of_range: -129 is out of range: an `i8` value must be between -128 and 127
          i64: out_of_range: 9223372036854775808 is out of range: an `i64` value must be between -9223372036854775808 and 9223372036854775807
          u64: out_of_range: -1 is out of range: a `u64` value must be between 0 and 18446744073709551615
        {"i64":-9.223372036854776e+18,"u64":1.8446744073709552e+19,"u8":1e+300}
          u8: out_of_range: 1e+300 is out of range: a `u8` value must be between 0 and 255
          i64: out_of_range: -9.223372036854776e+18 is out of range: an `i64` value must be between -9223372036854775808 and 9223372036854775807
          u64: out_of_range: 1.8446744073709552e+19 is out of range: a `u64` value must be between 0 and 18446744073709551615
        {"i64":2500.0,"i8":10.0,"u64":0.5,"u8":-0.0}
          u8: wrong_type: expected an integer (`u8`), got -0.0; write it as 0, without a decimal point or exponent
          i8: wrong_type: expected an integer (`i8`), got 10.0; write it as 10, without a decimal point or exponent
          i64: wrong_type: expected an integer (`i64`), got 2500.0; write it as 2500, without a decimal point or exponent
          u64: wrong_type: expected an integer (`u64`), got 0.5
        {"i128":-9.223372036854776e+18,"u128":1.8446744073709552e+19}
          i128: out_of_range: -9.223372036854776e+18 cannot be passed exactly: an integer argument must be between -9223372036854775808 and 18446744073709551615
          u128: out_of_range: 1.8446744073709552e+19 cannot be passed exactly: an integer argument must be between -9223372036854775808 and 18446744073709551615
        {"f32":3.5e+38,"f64":-1.7e+308,"i128":-1e+39,"u128":1e+40}
          i128: out_of_range: -1e+39 is out of range: an `i128` value must be between -170141183460469231731687303715884105728 and 170141183460469231731687303715884105727
          u128: out_of_range: 1e+40 is out of range: a `u128` value must be between 0 and 340282366920938463463374607431768211455
          f32: out_of_range: 3.5e+38 is out of range: an `f32` value must be between -3.4028235e38 and 3.4028235e38
        {"f32":"1.5","f64":"abc","u8":"0x10"}
          u8: wrong_type: expected an integer (`u8`), got the string "0x10"
          f32: wrong_type: expected a number (`f32`), got the string "1.5"; write it as 1.5, without quotes
          f64: wrong_type: expected a number, got the string "abc"
        "#);
}

#[test]
fn nested_paths() {
    let shapes = tool(
        "shapes",
        vec![
            opt("matrix", array(array(int(IntType::U8)))),
            opt("scores", map(int(IntType::U32))),
            opt("pair", tuple(vec![string(), int(IntType::U32)])),
            opt("rgb", fixed(int(IntType::U8), 3)),
        ],
    );
    assert_snapshot!(check(&shapes, &[
        json!({"matrix": [[1, 2], [], [3, 300, -1]], "scores": {"alice": 1}, "pair": ["a", 1], "rgb": [0, 0, 255]}),
        json!({"matrix": [[1], "1", [true, null]], "scores": {"alice": -1, "odd key": "x", "": 2.5}}),
        json!({"pair": ["a"], "rgb": [1, 2]}),
        json!({"pair": [1, "b", 3], "rgb": [1, 2, 3, 256]}),
        json!({"matrix": "[[1]]", "scores": [1], "pair": {"0": "a"}, "rgb": 7}),
    ]), @r#"
        {"matrix":[[1,2],[],[3,300,-1]],"pair":["a",1],"rgb":[0,0,255],"scores":{"alice":1}}
          matrix[2][1]: out_of_range: 300 is out of range: a `u8` value must be between 0 and 255
          matrix[2][2]: out_of_range: -1 is out of range: a `u8` value must be between 0 and 255
        {"matrix":[[1],"1",[true,null]],"scores":{"":2.5,"alice":-1,"odd key":"x"}}
          matrix[1]: wrong_type: expected an array of integers (`u8`), got the string "1"
          matrix[2][0]: wrong_type: expected an integer (`u8`), got true
          matrix[2][1]: wrong_type: expected an integer (`u8`), got null
          scores[""]: wrong_type: expected an integer (`u32`), got 2.5
          scores.alice: out_of_range: -1 is out of range: a `u32` value must be between 0 and 4294967295
          scores["odd key"]: wrong_type: expected an integer (`u32`), got the string "x"
        {"pair":["a"],"rgb":[1,2]}
          pair: wrong_length: expected an array of exactly 2 items: [a string, an integer (`u32`)], got 1 item
          rgb: wrong_length: expected an array of exactly 3 integers (`u8`), got 2 items
        {"pair":[1,"b",3],"rgb":[1,2,3,256]}
          pair: wrong_length: expected an array of exactly 2 items: [a string, an integer (`u32`)], got 3 items
          pair[0]: wrong_type: expected a string, got 1
          pair[1]: wrong_type: expected an integer (`u32`), got the string "b"
          rgb: wrong_length: expected an array of exactly 3 integers (`u8`), got 4 items
          rgb[3]: out_of_range: 256 is out of range: a `u8` value must be between 0 and 255
        {"matrix":"[[1]]","pair":{"0":"a"},"rgb":7,"scores":[1]}
          matrix: wrong_type: expected an array of arrays of integers (`u8`), got the string "[[1]]"; send the array itself, not a string containing it
          scores: wrong_type: expected an object whose values are integers (`u32`), got an array of 1 item
          pair: wrong_type: expected an array of exactly 2 items: [a string, an integer (`u32`)], got an object with keys `0`
          rgb: wrong_type: expected an array of exactly 3 integers (`u8`), got 7
        "#);
}

#[test]
fn sets_report_each_repeat_at_its_path() {
    let tagger = tool("tagger", vec![opt("tags", set(string())), opt("ids", set(array(int(IntType::U32))))]);
    // More than 16 items takes the sorting path; the pairwise one is below.
    let mut many: Vec<Value> = (0..40).map(|i| json!(format!("t{i}"))).collect();
    many[30] = json!("t3");
    many[35] = json!("t3");
    many[39] = json!("t0");
    assert_snapshot!(check(&tagger, &[
        json!({"tags": ["a", "b", "c"], "ids": [[1], [1, 2], [2, 1]]}),
        json!({"tags": ["a", "b", "a", "c", "b", "a"], "ids": [[1, 2], [3], [1, 2]]}),
        json!({"tags": many}),
        json!({"tags": ["a", 1, "a"]}),
    ]), @r#"
        {"ids":[[1],[1,2],[2,1]],"tags":["a","b","c"]}
          ok
        {"ids":[[1,2],[3],[1,2]],"tags":["a","b","a","c","b","a"]}
          tags[2]: not_unique: this item repeats `tags[0]`; the items must be unique (a set)
          tags[4]: not_unique: this item repeats `tags[1]`; the items must be unique (a set)
          tags[5]: not_unique: this item repeats `tags[0]`; the items must be unique (a set)
          ids[2]: not_unique: this item repeats `ids[0]`; the items must be unique (a set)
        {"tags":["t0","t1","t2","t3","t4","t5","t6","t7","t8","t9","t10","t11","t12","t13","t14","t15","t16","t17","t18","t19","t20","t21","t22","t23","t24","t25","t26","t27","t28","t29","t3","t31","t32","t33","t34","t3","t36","t37","t38","t0"]}
          tags[30]: not_unique: this item repeats `tags[3]`; the items must be unique (a set)
          tags[35]: not_unique: this item repeats `tags[3]`; the items must be unique (a set)
          tags[39]: not_unique: this item repeats `tags[0]`; the items must be unique (a set)
        {"tags":["a",1,"a"]}
          tags[1]: wrong_type: expected a string, got 1
          tags[2]: not_unique: this item repeats `tags[0]`; the items must be unique (a set)
        "#);
}

/// `list_issues(filters: Filters, labels: Option<Vec<Label>>)` with a
/// `#[serde(deny_unknown_fields)]` struct and a unit-only enum.
fn list_issues() -> ToolSchema {
    let filters = object(
        vec![
            req("status", choices(&["open", "closed"])),
            opt("since", nullable(string())),
            opt("limit", int(IntType::U8)),
            opt("extra", object(vec![req("flag", of(Type::Boolean))], Additional::Unstated)),
            opt("meta", object(vec![], Additional::Schema(Node::new(string())))),
        ],
        Additional::Denied,
    );
    tool("list_issues", vec![req("filters", filters), opt("labels", nullable(array(choices(&["bug", "docs"]))))])
}

#[test]
fn nested_objects() {
    assert_snapshot!(check(&list_issues(), &[
        json!({"filters": {"status": "open"}}),
        json!({"filters": {"status": "closed", "since": null, "limit": 3}, "labels": null}),
        json!({"filters": {"status": "open", "extra": {"flag": true, "other": 1}, "meta": {"a": "b"}}}),
        json!({"filters": {}}),
        json!({"filters": {"status": null, "limit": null, "statuss": "x", "zzz": 1}}),
        json!({"filters": {"status": "opn", "extra": {}, "meta": {"a": 1}}, "labels": ["bug", "feature"]}),
        json!({"filters": "{\"status\": \"open\"}", "labels": "bug"}),
    ]), @r#"
        {"filters":{"status":"open"}}
          ok
        {"filters":{"limit":3,"since":null,"status":"closed"},"labels":null}
          ok
        {"filters":{"extra":{"flag":true,"other":1},"meta":{"a":"b"},"status":"open"}}
          ok
        {"filters":{}}
          filters.status: missing_argument: missing required property `status`: expected one of "open", "closed"
        {"filters":{"limit":null,"status":null,"statuss":"x","zzz":1}}
          filters.status: missing_argument: property `status` is null, but it is required: expected one of "open", "closed"
          filters.limit: wrong_type: expected an integer (`u8`), got null; leave `limit` out instead
          filters.statuss: unknown_argument: unknown property `statuss`; did you mean `status`?
          filters.zzz: unknown_argument: unknown property `zzz`; the allowed properties are `status`, `since`, `limit`, `extra`, `meta`
        {"filters":{"extra":{},"meta":{"a":1},"status":"opn"},"labels":["bug","feature"]}
          filters.status: not_in_enum: expected one of "open", "closed", got the string "opn"; did you mean "open"?
          filters.extra.flag: missing_argument: missing required property `flag`: expected a boolean (true or false)
          filters.meta.a: wrong_type: expected a string, got 1
          labels[1]: not_in_enum: expected one of "bug", "docs", got the string "feature"
        {"filters":"{\"status\": \"open\"}","labels":"bug"}
          filters: wrong_type: expected an object with properties `status`, `since`, `limit`, `extra`, `meta`, got the string "{\"status\": \"open\"}"; send the object itself, not a string containing it
          labels: wrong_type: expected an array of strings, each one of "bug", "docs", got the string "bug"; to pass a single item, wrap it in brackets
        "#);
}

#[test]
fn enums_and_chars() {
    let t = tool(
        "t",
        vec![
            opt("level", with_enum(int(IntType::U8), vec![json_int(1), json_int(2), json_int(3)])),
            opt("sep", of(Type::Char)),
            opt("mode", choices(&["fast", "slow"])),
        ],
    );
    assert_snapshot!(check(&t, &[
        json!({"level": 2, "sep": ",", "mode": "fast"}),
        json!({"sep": "é", "mode": "slow"}),
        json!({"sep": "🦀"}),
        json!({"level": 4, "sep": "ab", "mode": "Fast"}),
        json!({"level": 1.0, "sep": "", "mode": 1}),
        json!({"level": "1", "sep": 44, "mode": null}),
    ]), @r#"
        {"level":2,"mode":"fast","sep":","}
          ok
        {"mode":"slow","sep":"é"}
          ok
        {"sep":"🦀"}
          ok
        {"level":4,"mode":"Fast","sep":"ab"}
          level: not_in_enum: expected one of 1, 2, 3, got 4
          sep: wrong_type: expected a single character (a string of length 1), got the string "ab" (2 characters)
          mode: not_in_enum: expected one of "fast", "slow", got the string "Fast"; did you mean "fast"?
        {"level":1.0,"mode":1,"sep":""}
          level: wrong_type: expected one of 1, 2, 3, got 1.0; write it as 1, without a decimal point or exponent
          sep: wrong_type: expected a single character (a string of length 1), got an empty string
          mode: not_in_enum: expected one of "fast", "slow", got 1
        {"level":"1","mode":null,"sep":44}
          level: not_in_enum: expected one of 1, 2, 3, got the string "1"; write it as 1, without quotes
          sep: wrong_type: expected a single character (a string of length 1), got 44
        "#);
}

fn json_int(n: u64) -> Json {
    Json::Number(toolschema::Number::PosInt(n))
}

/// `draw(shape: Shape)` with `#[serde(tag = "type")] enum Shape { Circle { radius: f64 }, Square { side: f64 } }`,
/// and `fill: Fill` with an externally tagged `enum Fill { None, Solid(String) }`.
fn draw() -> ToolSchema {
    let number = of(Type::Number(FloatType::F64));
    let variant = |tag: &'static str, field: &'static str| {
        object(vec![req("type", choices(&[tag])), req(field, number.clone())], Additional::Unstated)
    };
    let shape = of(Type::AnyOf(Cow::Owned(vec![variant("circle", "radius"), variant("square", "side")])));
    let fill =
        of(Type::AnyOf(Cow::Owned(vec![choices(&["None"]), object(vec![req("Solid", string())], Additional::Denied)])));
    tool("draw", vec![req("shape", shape), opt("fill", fill)])
}

#[test]
fn any_of() {
    assert_snapshot!(check(&draw(), &[
        json!({"shape": {"type": "circle", "radius": 1.5}, "fill": "None"}),
        json!({"shape": {"type": "square", "side": 2}, "fill": {"Solid": "red"}}),
        json!({"shape": {"type": "circle", "radius": "big"}, "fill": {"Solid": 1}}),
        json!({"shape": {"type": "circle"}, "fill": {"Solid": "red", "extra": 1}}),
        json!({"shape": {"type": "triangle", "side": 1}, "fill": "none"}),
        json!({"shape": 5, "fill": {"Gradient": []}}),
    ]), @r#"
        {"fill":"None","shape":{"radius":1.5,"type":"circle"}}
          ok
        {"fill":{"Solid":"red"},"shape":{"side":2,"type":"square"}}
          ok
        {"fill":{"Solid":1},"shape":{"radius":"big","type":"circle"}}
          shape.radius: wrong_type: expected a number, got the string "big"
          fill.Solid: wrong_type: expected a string, got 1
        {"fill":{"Solid":"red","extra":1},"shape":{"type":"circle"}}
          shape.radius: missing_argument: missing required property `radius`: expected a number
          fill.extra: unknown_argument: unknown property `extra`; the allowed properties are `Solid`
        {"fill":"none","shape":{"side":1,"type":"triangle"}}
          shape.type: not_in_enum: expected one of "circle", "square", got the string "triangle"
          fill: wrong_type: expected one of 2 shapes: (1) the string "None"; (2) an object with the single key `Solid`; got the string "none"; did you mean "None"?
        {"fill":{"Gradient":[]},"shape":5}
          shape: wrong_type: expected one of 2 shapes: (1) an object with `type`: "circle"; (2) an object with `type`: "square"; got 5
          fill: wrong_type: expected one of 2 shapes: (1) the string "None"; (2) an object with the single key `Solid`; got an object with keys `Gradient`
        "#);
}

#[test]
fn check_value_starts_paths_at_the_given_name() {
    let mut problems = Vec::new();
    check_value(&int(IntType::U8), &json!(300), "limit", &mut problems);
    check_value(&array(string()), &json!(["a", 1]), "names", &mut problems);
    check_value(&map(string()), &json!({"a b": 1}), "", &mut problems);
    check_value(&string(), &json!("fine"), "query", &mut problems);
    assert_snapshot!(render(&problems), @r#"
        limit: out_of_range: 300 is out of range: a `u8` value must be between 0 and 255
        names[1]: wrong_type: expected a string, got 1
        ["a b"]: wrong_type: expected a string, got 1
        "#);
}

#[test]
fn problems_display_as_path_and_message() {
    let problems = check_args(&search(), &json!({"limit": "3"})).unwrap_err();
    let shown: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert_snapshot!(shown.join("\n"), @r#"
        query: missing required argument `query`: expected a string
        limit: expected an integer (`u32`), got the string "3"; write it as 3, without quotes
        "#);
    let not_object = check_args(&search(), &json!(1)).unwrap_err();
    assert_eq!(not_object[0].to_string(), not_object[0].message);
    assert_eq!(not_object[0].code, ProblemCode::NotAnObject);
    assert_eq!(ProblemCode::NotUnique.to_string(), "not_unique");
}

#[test]
fn closest_names() {
    let params = ["query", "limit", "safe"];
    assert_eq!(closest("qurey", params), Some("query"));
    assert_eq!(closest("limt", params), Some("limit"));
    assert_eq!(closest("lmt", params), None, "two edits in three letters is too far");
    assert_eq!(closest("Query", params), Some("query"));
    assert_eq!(closest("SAFE", params), Some("safe"));
    assert_eq!(closest("max_token", ["max_tokens", "max_results"]), Some("max_tokens"));
    assert_eq!(closest("read_fiel", ["read_file", "write_file"]), Some("read_file"));
    assert_eq!(closest("q", params), None);
    assert_eq!(closest("search_term", params), None);
    assert_eq!(closest("", params), None);
    assert_eq!(closest("query", []), None);
    assert_eq!(closest(&"x".repeat(100_000), params), None);
    assert_eq!(closest("Query", ["query", "Query"]), Some("Query"), "an exact match wins");
    assert_eq!(closest("lima", ["limb", "limo"]), Some("limb"), "the earlier of equals wins");
}

#[test]
fn never_panics_on_odd_values() {
    let any = tool("any", vec![req("value", of(Type::Any)), opt("items", set(of(Type::Any)))]);
    let mut deep = json!(1);
    for _ in 0..100 {
        deep = json!([deep]);
    }
    let items: Vec<Value> = (0..10_000).map(|i| json!({"i": i % 5000, "deep": [i % 5000 % 7]})).collect();
    let problems = check_args(&any, &json!({"value": deep, "items": items})).unwrap_err();
    // 5000 repeats: the first `MAX_PROBLEMS` listed, the other 4900 counted.
    assert_eq!(problems.len(), toolschema::check::MAX_PROBLEMS);
    assert_eq!((problems.omitted, problems.total()), (4900, 5000));
    assert_eq!(problems[0].path, "items[5000]");
    assert!(problems[0].message.contains("items[0]"), "{}", problems[0].message);
    assert!(problems.iter().all(|p| p.code == ProblemCode::NotUnique), "{:?}", problems.last());

    let huge_key = "k".repeat(1 << 20);
    let problems = check_args(&search(), &json!({"query": "x", huge_key.clone(): "y"})).unwrap_err();
    assert_eq!(problems[0].path, huge_key);
    assert!(problems[0].message.len() < 200, "{}", problems[0].message);

    let many: serde_json::Map<String, Value> = (0..10_000).map(|i| (format!("k{i}"), json!(i))).collect();
    let problems = check_args(&list_issues(), &json!({"filters": many})).unwrap_err();
    assert_eq!(problems.len(), toolschema::check::MAX_PROBLEMS);
    assert_eq!(problems.total(), 10_001, "the unknown keys and the missing `state`");
}

#[test]
fn a_flood_of_problems_is_listed_up_to_the_cap_then_counted() {
    let tool = tool("ids", vec![req("ids", array(int(IntType::U8)))]);
    let flood: Vec<Value> = (0..1000).map(|i| json!(format!("{i}"))).collect();
    let problems = check_args(&tool, &json!({ "ids": flood })).unwrap_err();
    assert_eq!(problems.len(), toolschema::check::MAX_PROBLEMS);
    assert_eq!(problems.omitted, 900);
    // Every entry listed is a real problem at its own path: the count is said elsewhere.
    for (i, problem) in problems.iter().enumerate() {
        assert_eq!(problem.path, format!("ids[{i}]"));
        assert_eq!(problem.code, ProblemCode::WrongType);
        assert!(
            problem.message.starts_with(&format!("expected an integer (`u8`), got the string \"{i}\"")),
            "{}",
            problem.message
        );
    }

    // A list that was not capped compares equal to its `Vec`; a capped one does not.
    let few: Vec<Value> = (0..3).map(|i| json!(format!("{i}"))).collect();
    let three = check_args(&tool, &json!({ "ids": few })).unwrap_err();
    assert_eq!(three.omitted, 0);
    assert_eq!(three, three.listed.clone());
    assert_ne!(problems, problems.listed.clone());
}

/// An untagged unit variant's branch takes `null` and nothing else; a parameter or field of
/// such an enum takes `null` as its value, not as absent; absent is still missing.
#[test]
fn a_null_branch_takes_null_and_nothing_else() {
    let limit = || of(Type::AnyOf(vec![int(IntType::U32), of(Type::Null)].into()));
    let quota = object(vec![req("limit", limit())], Additional::Unstated);
    let tool = tool("limits", vec![req("limit", limit()), req("items", array(limit())), opt("quota", quota)]);
    assert!(limit().takes_null() && of(Type::Null).takes_null() && nullable(string()).takes_null());
    assert!(!string().takes_null() && !of(Type::AnyOf(vec![string()].into())).takes_null());
    assert_snapshot!(check(&tool, &[
        json!({"limit": null, "items": [null, 3], "quota": {"limit": null}}),
        json!({"limit": 7, "items": []}),
        json!({"limit": "none", "items": [false], "quota": {"limit": {}}}),
        json!({"items": [], "quota": {}}),
    ]), @r#"
    {"items":[null,3],"limit":null,"quota":{"limit":null}}
      ok
    {"items":[],"limit":7}
      ok
    {"items":[false],"limit":"none","quota":{"limit":{}}}
      limit: wrong_type: expected one of 2 shapes: (1) an integer (`u32`); (2) null; got the string "none"
      items[0]: wrong_type: expected one of 2 shapes: (1) an integer (`u32`); (2) null; got false
      quota.limit: wrong_type: expected one of 2 shapes: (1) an integer (`u32`); (2) null; got an empty object
    {"items":[],"quota":{}}
      limit: missing_argument: missing required argument `limit`: expected one of 2 shapes
      quota.limit: missing_argument: missing required property `limit`: expected one of 2 shapes
    "#);
    let mut problems = Vec::new();
    check_value(&of(Type::Null), &json!(0), "x", &mut problems);
    assert_eq!(render(&problems), "x: wrong_type: expected null, got 0\n");
}
