//! Property tests of dispatch: arguments generated from each tool's own schema.
//!
//! - Valid arguments reach the tool, from a value and from text alike, and an echo tool gets
//!   exactly what was sent (defaults filled in).
//! - Each mutation of valid arguments (a wrong type, a number out of range, a value outside
//!   `enum`, a missing or unknown argument, a repeated set item, a wrong length…) is
//!   `invalid_arguments` with a problem of the right code at the right path, the same from
//!   text as from a value and the same as `check_args`, and no tool runs.
//!
//! The seed is fixed, so a run is reproducible; `TOOLSCHEMA_PROP_CASES` raises the number of
//! cases per tool (default 400) for a longer search.

use std::collections::BTreeMap;

use proptest::prelude::*;
use proptest::strategy::{Union, ValueTree};
use proptest::test_runner::{Config, RngSeed, TestRunner};
use serde_json::{json, Map, Value};
use toolschema::{check_args, Additional, ErrorCode, Schema, ToolError, ToolSchema, Type};

fn cases() -> u32 {
    std::env::var("TOOLSCHEMA_PROP_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(400)
}

fn runner(salt: u64) -> TestRunner {
    let config = Config {
        cases: cases(),
        rng_seed: RngSeed::Fixed(0x7001_5c4e_3a00 ^ salt),
        failure_persistence: None,
        max_shrink_iters: 2000,
        ..Config::default()
    };
    TestRunner::new(config)
}

/// Valid values of `schema`.
fn valid(schema: &'static Schema, depth: u32) -> BoxedStrategy<Value> {
    if let Some(values) = &schema.enum_values {
        let values: Vec<Value> = values.iter().map(|v| v.to_value()).collect();
        return proptest::sample::select(values).boxed();
    }
    match &schema.ty {
        Type::Any => any_json(depth).boxed(),
        Type::Null => Just(Value::Null).boxed(),
        Type::Boolean => any::<bool>().prop_map(Value::from).boxed(),
        Type::Integer(int) => {
            let lo = int.min().max(i128::from(i64::MIN));
            let hi = i128::try_from(int.max()).unwrap_or(i128::MAX).min(i128::from(u64::MAX));
            prop_oneof![Just(lo), Just(hi), Just(0i128.clamp(lo, hi)), lo..=hi].prop_map(integer).boxed()
        }
        Type::Number(toolschema::FloatType::F32) => {
            any::<f32>().prop_filter("finite", |f| f.is_finite()).prop_map(|f| json!(f64::from(f))).boxed()
        }
        Type::Number(_) => any::<f64>().prop_filter("finite", |f| f.is_finite()).prop_map(|f| json!(f)).boxed(),
        Type::String => text().prop_map(Value::from).boxed(),
        Type::Char => any::<char>().prop_map(|c| Value::from(c.to_string())).boxed(),
        Type::Array { items, unique, len } => {
            let size = match len {
                Some(n) => (*n as usize)..=(*n as usize),
                None => 0..=3,
            };
            let unique = *unique;
            proptest::collection::vec(valid(items, depth + 1), size)
                .prop_map(move |mut items| {
                    if unique {
                        let mut kept: Vec<Value> = Vec::new();
                        items.retain(|item| {
                            !kept.contains(item) && {
                                kept.push(item.clone());
                                true
                            }
                        });
                    }
                    Value::Array(items)
                })
                .boxed()
        }
        Type::Tuple(items) => {
            let items: Vec<BoxedStrategy<Value>> = items.iter().map(|item| valid(item, depth + 1)).collect();
            items.prop_map(Value::Array).boxed()
        }
        Type::Map(values) => proptest::collection::btree_map(text(), valid(values, depth + 1), 0..3)
            .prop_map(|map| Value::Object(map.into_iter().collect()))
            .boxed(),
        // The keys are the type's integers, written as strings (the full range of `i128` and
        // `u128` too: a key is text, not a number `serde_json` would have to hold).
        Type::IntMap(int, values) => {
            let (lo, hi) = (int.min(), i128::try_from(int.max()).unwrap_or(i128::MAX));
            let key = prop_oneof![Just(lo), Just(hi), Just(0i128), lo..=hi].prop_map(|k| k.to_string());
            proptest::collection::btree_map(key, valid(values, depth + 1), 0..3)
                .prop_map(|map| Value::Object(map.into_iter().collect()))
                .boxed()
        }
        Type::Object(object) => {
            let fields: Vec<BoxedStrategy<Option<Value>>> =
                object.properties.iter().map(|p| field(&p.schema, p.required, false, depth + 1)).collect();
            let names: Vec<&'static str> = object.properties.iter().map(|p| p.name.as_ref()).collect();
            let extra = match &object.additional {
                Additional::Schema(values) => proptest::collection::btree_map(
                    "extra_[a-z]{1,4}".prop_map(String::from),
                    valid(values, depth + 1),
                    0..2,
                )
                .boxed(),
                _ => Just(BTreeMap::new()).boxed(),
            };
            (fields, extra)
                .prop_map(move |(fields, extra)| {
                    let mut map: Map<String, Value> = extra.into_iter().collect();
                    for (name, value) in names.iter().zip(fields) {
                        if let Some(value) = value {
                            map.insert(name.to_string(), value);
                        }
                    }
                    Value::Object(map)
                })
                .boxed()
        }
        Type::AnyOf(branches) => Union::new(branches.iter().map(|b| valid(b, depth))).boxed(),
    }
}

/// A property or parameter: always there when required; otherwise absent, `null` (where
/// allowed) or a value.
fn field(schema: &'static Schema, required: bool, param: bool, depth: u32) -> BoxedStrategy<Option<Value>> {
    // `null` in a field is absence (or a problem), never an `Any` value.
    let value = valid(schema, depth).prop_filter("null is absence", |v| !v.is_null()).prop_map(Some);
    match (required, param || schema.nullable) {
        (true, _) => value.boxed(),
        (false, true) => prop_oneof![1 => Just(None), 1 => Just(Some(Value::Null)), 3 => value].boxed(),
        (false, false) => prop_oneof![1 => Just(None), 3 => value].boxed(),
    }
}

/// Valid arguments of `tool`.
fn arguments(tool: &'static ToolSchema) -> BoxedStrategy<Value> {
    let fields: Vec<BoxedStrategy<Option<Value>>> =
        tool.params.iter().map(|p| field(&p.schema, p.required, true, 1)).collect();
    fields
        .prop_map(move |fields| {
            let map = tool.params.iter().zip(fields).filter_map(|(p, v)| Some((p.name.to_string(), v?))).collect();
            Value::Object(map)
        })
        .boxed()
}

fn integer(i: i128) -> Value {
    match u64::try_from(i) {
        Ok(u) => json!(u),
        Err(_) => json!(i64::try_from(i).expect("within i64")),
    }
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![3 => "[a-z ]{0,8}", 1 => "(?s).{0,12}", 1 => "[\"\\\\/\u{0}-\u{1f}\u{2028}\u{feff}é😀]{0,4}"]
}

/// Small arbitrary JSON, bounded in depth.
fn any_json(depth: u32) -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_filter("finite", |f| f.is_finite()).prop_map(Value::from),
        text().prop_map(Value::from),
    ];
    let levels = 3u32.saturating_sub(depth.min(3));
    leaf.prop_recursive(levels, 12, 3, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..3).prop_map(Value::Array),
            proptest::collection::btree_map(text(), inner, 0..3).prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

// ---------------------------------------------------------------------------------------------
// Invalid arguments: one mutation at one site, with the problem it must give.

/// A place in the arguments where a mutation can go: its path as `check_args` writes it,
/// the JSON pointer to it, and its schema.
struct Site {
    path: String,
    pointer: String,
    schema: &'static Schema,
    /// Whether it is a property of an object (where `null` is its own problem).
    required_property: bool,
}

fn plain(key: &str) -> bool {
    !key.is_empty() && key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

fn key_path(parent: &str, key: &str) -> String {
    match (plain(key), parent.is_empty()) {
        (true, true) => key.to_owned(),
        (true, false) => format!("{parent}.{key}"),
        (false, _) => format!("{parent}[{}]", Value::from(key)),
    }
}

fn pointer(parent: &str, key: &str) -> String {
    format!("{parent}/{}", key.replace('~', "~0").replace('/', "~1"))
}

/// Every site under `value` (of `schema`) that a mutation can target: not inside `anyOf`
/// (whose problems depend on which branch the value resembles) nor `Any`, but an `anyOf`
/// with a `null` branch itself (an untagged unit variant), `null` or not.
fn sites(schema: &'static Schema, value: &Value, path: &str, at: &str, required: bool, out: &mut Vec<Site>) {
    if null_union(schema) {
        out.push(Site { path: path.to_owned(), pointer: at.to_owned(), schema, required_property: required });
        return;
    }
    if matches!(schema.ty, Type::Any | Type::AnyOf(_)) || value.is_null() {
        return;
    }
    out.push(Site { path: path.to_owned(), pointer: at.to_owned(), schema, required_property: required });
    match (&schema.ty, value) {
        (Type::Array { items, .. }, Value::Array(values)) => {
            for (i, item) in values.iter().enumerate() {
                sites(items, item, &format!("{path}[{i}]"), &format!("{at}/{i}"), false, out);
            }
        }
        (Type::Tuple(items), Value::Array(values)) => {
            for (i, (item, value)) in items.iter().zip(values).enumerate() {
                sites(item, value, &format!("{path}[{i}]"), &format!("{at}/{i}"), false, out);
            }
        }
        (Type::Map(values) | Type::IntMap(_, values), Value::Object(map)) => {
            for (key, value) in map {
                sites(values, value, &key_path(path, key), &pointer(at, key), false, out);
            }
        }
        (Type::Object(object), Value::Object(map)) => {
            for property in object.properties.iter() {
                if let Some(value) = map.get(property.name.as_ref()) {
                    let (p, q) = (key_path(path, &property.name), pointer(at, &property.name));
                    sites(&property.schema, value, &p, &q, property.required, out);
                }
            }
        }
        _ => {}
    }
}

/// Whether `schema` is an `anyOf` with a `{"type": "null"}` branch: an untagged enum with a
/// unit variant, which serde reads from `null`.
fn null_union(schema: &Schema) -> bool {
    matches!(&schema.ty, Type::AnyOf(branches) if branches.iter().any(|b| b.ty == Type::Null))
}

/// The breakings of a [`null_union`]: a scalar that none of its branches takes (its name,
/// which serde does not read either, when no branch takes a string) is `wrong_type` there;
/// `null` itself is one of its valid values, which [`valid`] generates.
fn null_union_breakages(site: &Site) -> Vec<(Value, String, &'static str)> {
    let Type::AnyOf(branches) = &site.schema.ty else { return Vec::new() };
    let takes = |pick: fn(&Type) -> bool| branches.iter().any(|b| pick(&b.ty) || b.ty == Type::Any);
    let mut out = Vec::new();
    if !takes(|t| matches!(t, Type::Boolean)) {
        out.push((json!(true), site.path.clone(), "wrong_type"));
    }
    if !takes(|t| matches!(t, Type::String | Type::Char)) {
        out.push((json!("Unlimited"), site.path.clone(), "wrong_type"));
    }
    if !takes(|t| matches!(t, Type::Array { .. } | Type::Tuple(_))) {
        out.push((json!([null]), site.path.clone(), "wrong_type"));
    }
    out
}

/// The ways to break the value at a site, each with the problem code it must give and the
/// path of that problem relative to the site.
fn breakages(site: &Site, value: &Value) -> Vec<(Value, String, &'static str)> {
    let schema = site.schema;
    if null_union(schema) {
        return null_union_breakages(site);
    }
    let mut out = Vec::new();
    let mistyped = match &schema.ty {
        Type::Boolean => json!("true"),
        Type::Integer(_) => json!("5"),
        Type::Number(_) => json!("2.5"),
        Type::String | Type::Char => json!(7),
        Type::Array { .. } | Type::Tuple(_) => json!({"not": "an array"}),
        _ => json!([1]),
    };
    let code = if schema.enum_values.is_some() { "not_in_enum" } else { "wrong_type" };
    out.push((mistyped, site.path.clone(), code));
    if let (Type::Integer(int), None) = (&schema.ty, &schema.enum_values) {
        if int.max() < u128::from(u64::MAX) {
            out.push((json!(int.max() as u64 + 1), site.path.clone(), "out_of_range"));
        }
        if int.min() > i128::from(i64::MIN) {
            out.push((integer(int.min() - 1), site.path.clone(), "out_of_range"));
        }
        out.push((json!(1.5), site.path.clone(), "wrong_type"));
    }
    if let (Type::Number(toolschema::FloatType::F32), None) = (&schema.ty, &schema.enum_values) {
        out.push((json!(1e39), site.path.clone(), "out_of_range"));
    }
    if let (Type::String, Some(_)) = (&schema.ty, &schema.enum_values) {
        out.push((json!("no such choice"), site.path.clone(), "not_in_enum"));
        // serde reads a unit variant from `{"name": null}` too; the schema does not.
        if let Value::String(name) = value {
            let variant: Map<String, Value> = [(name.clone(), Value::Null)].into_iter().collect();
            out.push((Value::Object(variant), site.path.clone(), "not_in_enum"));
        }
    }
    if let (Type::Char, None) = (&schema.ty, &schema.enum_values) {
        out.push((json!("two"), site.path.clone(), "wrong_type"));
    }
    if site.required_property && !schema.nullable {
        out.push((Value::Null, site.path.clone(), "missing_argument"));
    }
    match (&schema.ty, value) {
        (Type::Array { unique: true, .. }, Value::Array(items)) if !items.is_empty() => {
            let mut repeated = items.clone();
            repeated.push(items[0].clone());
            out.push((Value::Array(repeated), format!("{}[{}]", site.path, items.len()), "not_unique"));
        }
        (Type::Array { len: Some(_), .. } | Type::Tuple(_), Value::Array(items)) => {
            let mut longer = items.clone();
            longer.push(items.first().cloned().unwrap_or(Value::Null));
            out.push((Value::Array(longer), site.path.clone(), "wrong_length"));
        }
        (Type::Object(object), Value::Object(map)) => {
            // serde's derive reads a struct from an array of its fields' values too.
            let values = object.properties.iter().filter_map(|p| map.get(p.name.as_ref()).cloned());
            out.push((Value::Array(values.collect()), site.path.clone(), "wrong_type"));
            if object.additional == Additional::Denied {
                let mut wider = map.clone();
                wider.insert("zz_unknown".into(), json!(1));
                out.push((Value::Object(wider), key_path(&site.path, "zz_unknown"), "unknown_argument"));
            }
            if let Some(required) = object.properties.iter().find(|p| p.required) {
                let mut narrower = map.clone();
                narrower.remove(required.name.as_ref());
                out.push((Value::Object(narrower), key_path(&site.path, &required.name), "missing_argument"));
            }
        }
        _ => {}
    }
    out
}

/// Every mutation of `args` (valid for `tool`) and the problem each must give.
fn mutations(tool: &'static ToolSchema, args: &Value) -> Vec<(Value, String, &'static str)> {
    let mut out = vec![(json!([args.clone()]), String::new(), "not_an_object")];
    let Value::Object(map) = args else { return out };
    let mut unknown = map.clone();
    unknown.insert("zz_unknown".into(), json!(true));
    out.push((Value::Object(unknown), "zz_unknown".to_owned(), "unknown_argument"));
    for param in tool.params.iter().filter(|p| p.required) {
        let mut without = map.clone();
        without.remove(param.name.as_ref());
        out.push((Value::Object(without.clone()), param.name.to_string(), "missing_argument"));
        // `null` is a value of an untagged unit variant's enum, not an absent argument.
        if !param.schema.takes_null() {
            without.insert(param.name.to_string(), Value::Null);
            out.push((Value::Object(without), param.name.to_string(), "missing_argument"));
        }
    }
    let mut found = Vec::new();
    for param in tool.params.iter() {
        if let Some(value) = map.get(param.name.as_ref()) {
            sites(&param.schema, value, &key_path("", &param.name), &pointer("", &param.name), false, &mut found);
        }
    }
    for site in &found {
        let current = args.pointer(&site.pointer).cloned().unwrap_or(Value::Null);
        for (replacement, path, code) in breakages(site, &current) {
            let mut mutated = args.clone();
            if let Some(slot) = mutated.pointer_mut(&site.pointer) {
                *slot = replacement;
            }
            out.push((mutated, path, code));
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The properties.

/// Drops `null` entries of objects, which an `Option` field echoes as absent.
fn without_nulls(value: &Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter().filter(|(_, v)| !v.is_null()).map(|(k, v)| (k.clone(), without_nulls(v))).collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(without_nulls).collect()),
        other => other.clone(),
    }
}

/// What an echo tool must return for `args`: each argument, or its default, or `null`;
/// sets sorted, as the tool's `BTreeSet` gives them back.
fn expected_echo(tool: &ToolSchema, args: &Value) -> Value {
    let mut out = Map::new();
    for param in tool.params.iter() {
        let given = args.get(param.name.as_ref()).filter(|v| !v.is_null()).cloned();
        let mut value = given.or_else(|| param.schema.default.as_ref().map(|d| d.to_value())).unwrap_or(Value::Null);
        if let (Type::Array { unique: true, .. }, Value::Array(items)) = (&param.schema.ty, &mut value) {
            items.sort_by_key(|v| v.as_i64());
        }
        out.insert(param.name.to_string(), value);
    }
    without_nulls(&Value::Object(out))
}

const ECHO_TOOLS: &[&str] =
    &["scalars", "collections", "borrowed", "shapes", "defaults", "anything", "enums", "limits"];

/// The same answer from a value, from text and from bytes.
///
/// The text is compared with a `dispatch` of the text parsed: without its `float_roundtrip`
/// feature, `serde_json` may read a float's 17th digit differently from how it wrote it,
/// and that is the parser's doing, not dispatch's.
fn all_ways(
    value: impl Fn(&Value) -> Result<Value, ToolError>,
    text: impl Fn(&str) -> Result<Value, ToolError>,
    bytes: impl Fn(&[u8]) -> Result<Value, ToolError>,
    args: &Value,
    compare_values: bool,
) -> Result<Result<Value, ToolError>, TestCaseError> {
    let from_value = value(args);
    let written = args.to_string();
    let reparsed: Value = serde_json::from_str(&written).unwrap();
    let from_reparsed = if &reparsed == args { from_value.clone() } else { value(&reparsed) };
    let from_text = text(&written);
    let from_bytes = bytes(written.as_bytes());
    let pretty = serde_json::to_string_pretty(args).unwrap();
    let from_pretty = text(&pretty);
    for (expected, other) in [
        (&from_reparsed, &from_text),
        (&from_reparsed, &from_bytes),
        (&from_reparsed, &from_pretty),
        (&from_value, &from_reparsed),
    ] {
        match (expected, other) {
            (Ok(a), Ok(b)) if compare_values && (&reparsed == args || !std::ptr::eq(expected, &from_value)) => {
                prop_assert_eq!(a, b, "{}", written)
            }
            (Ok(_), Ok(_)) => {}
            (Err(a), Err(b)) if compare_values || a.code == ErrorCode::InvalidArguments => {
                prop_assert_eq!(a, b, "{}", written)
            }
            (Err(a), Err(b)) => prop_assert_eq!(a.code, b.code, "{}", written),
            (a, b) => prop_assert!(false, "value: {:?}\ntext: {:?}\nargs: {}", a, b, written),
        }
    }
    Ok(from_value)
}

#[test]
fn valid_arguments_reach_the_fixture_tools_exactly() {
    let counter = fixture_tools::Counter::default();
    let ctx = fixture_tools::Context { counter: &counter };
    let total = std::cell::Cell::new(0usize);
    for (salt, tool) in fixture_tools::TOOLS.iter().enumerate() {
        if tool.is_async || ["boom", "fail"].contains(&tool.name()) {
            continue;
        }
        let name = tool.name();
        runner(salt as u64)
            .run(&arguments(tool), |args| {
                total.set(total.get() + 1);
                let before = fixture_tools::calls();
                let result = all_ways(
                    |v| fixture_tools::dispatch(&ctx, name, v),
                    |t| fixture_tools::dispatch_str(&ctx, name, t),
                    |b| fixture_tools::dispatch_bytes(&ctx, name, b),
                    &args,
                    true,
                )?;
                prop_assert!(check_args(tool, &args).is_ok(), "{:?}", check_args(tool, &args));
                let echo = result.map_err(|err| TestCaseError::fail(format!("{err}\nargs: {args}")))?;
                prop_assert!(fixture_tools::calls() >= before + 4, "one call per way in");
                if ECHO_TOOLS.contains(&name) {
                    let echo_args: Value = serde_json::from_str(&args.to_string()).unwrap();
                    let expected = [expected_echo(tool, &args), expected_echo(tool, &echo_args)];
                    prop_assert!(expected.contains(&without_nulls(&echo)), "echo {} for args {}", echo, args);
                }
                Ok(())
            })
            .unwrap_or_else(|err| panic!("`{name}`: {err}"));
    }
    eprintln!("valid_arguments_reach_the_fixture_tools_exactly: {} cases", total.get());
}

#[test]
fn invalid_arguments_are_refused_with_the_right_code_and_path() {
    let counter = fixture_tools::Counter::default();
    let ctx = fixture_tools::Context { counter: &counter };
    let total = std::cell::Cell::new(0usize);
    for (salt, tool) in fixture_tools::TOOLS.iter().chain(tools::TOOLS.iter()).enumerate() {
        let name = tool.name();
        let fixture = fixture_tools::TOOLS.iter().any(|t| std::ptr::eq(*t, *tool));
        runner(1000 + salt as u64)
            .run(&arguments(tool), |args| {
                for (mutated, path, code) in mutations(tool, &args) {
                    total.set(total.get() + 1);
                    let problems = match check_args(tool, &mutated) {
                        Ok(()) => return Err(TestCaseError::fail(format!("check_args accepts {mutated}"))),
                        Err(problems) => problems,
                    };
                    prop_assert!(
                        problems.iter().any(|p| p.path == path && p.code.as_str() == code),
                        "no `{}` at `{}` for {}: {:?}",
                        code,
                        path,
                        mutated,
                        problems
                    );
                    if !fixture {
                        continue;
                    }
                    let before = fixture_tools::calls();
                    let result = all_ways(
                        |v| fixture_tools::dispatch(&ctx, name, v),
                        |t| fixture_tools::dispatch_str(&ctx, name, t),
                        |b| fixture_tools::dispatch_bytes(&ctx, name, b),
                        &mutated,
                        true,
                    )?;
                    prop_assert_eq!(fixture_tools::calls(), before, "a tool ran for {}", mutated);
                    let err = match result {
                        Ok(value) => return Err(TestCaseError::fail(format!("accepted {mutated}: {value}"))),
                        Err(err) => err,
                    };
                    prop_assert_eq!(err.code, ErrorCode::InvalidArguments);
                    prop_assert_eq!(&err.problems, &problems, "dispatch reports what check_args reports");
                }
                Ok(())
            })
            .unwrap_or_else(|err| panic!("`{name}`: {err}"));
    }
    eprintln!("invalid_arguments_are_refused_with_the_right_code_and_path: {} mutations", total.get());
}

#[test]
fn the_tools_crate_answers_the_same_from_a_value_and_from_text() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("props-root");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("notes.txt"), "hello").unwrap();
    let root = tools::fs::Root::new(&dir).unwrap();
    let store = tools::orders::Store::demo();
    let ctx = tools::Context { root: &root, store: &store };
    let total = std::cell::Cell::new(0usize);
    for (salt, tool) in tools::TOOLS.iter().enumerate() {
        let name = tool.name();
        // The time moves on between two calls.
        let deterministic = name != "get_current_datetime";
        runner(2000 + salt as u64)
            .run(&arguments(tool), |args| {
                total.set(total.get() + 1);
                let result = all_ways(
                    |v| tools::dispatch(&ctx, name, v),
                    |t| tools::dispatch_str(&ctx, name, t),
                    |b| tools::dispatch_bytes(&ctx, name, b),
                    &args,
                    deterministic,
                )?;
                if let Err(err) = result {
                    prop_assert_eq!(err.code, ErrorCode::ToolFailed, "{} for {}", err, args);
                }
                Ok(())
            })
            .unwrap_or_else(|err| panic!("`{name}`: {err}"));
    }
    eprintln!("the_tools_crate_answers_the_same_from_a_value_and_from_text: {} cases", total.get());
}

/// Random bytes, and random edits of valid text, never panic, never reach a tool with
/// arguments `check_args` refuses, and answer the same as a parse followed by `dispatch`.
#[test]
fn random_text_never_breaks_dispatch() {
    let counter = fixture_tools::Counter::default();
    let ctx = fixture_tools::Context { counter: &counter };
    let mut runner = runner(3000);
    let mut total = 0;
    for tool in fixture_tools::TOOLS.iter() {
        if ["boom", "later_boom"].contains(&tool.name()) {
            continue;
        }
        let strategy = (arguments(tool), any::<u64>(), proptest::collection::vec(any::<u8>(), 0..8));
        for _ in 0..cases() {
            let (args, at, junk) = strategy.new_tree(&mut runner).unwrap().current();
            let mut bytes = args.to_string().into_bytes();
            // Cut, splice in junk, or both.
            let cut = (at as usize) % (bytes.len() + 1);
            match at % 3 {
                0 => bytes.truncate(cut),
                1 => bytes.splice(cut..cut, junk.iter().copied()).for_each(drop),
                _ => bytes = junk.clone(),
            }
            total += 1;
            let before = fixture_tools::calls();
            let result = fixture_tools::dispatch_bytes(&ctx, tool.name(), &bytes);
            let unmarked = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
            let parsed: Result<Value, _> = serde_json::from_slice(unmarked);
            match (&result, &parsed) {
                (_, Ok(value)) => {
                    let again = fixture_tools::dispatch(&ctx, tool.name(), value);
                    match (&result, &again) {
                        (Err(a), Err(b)) => assert_eq!(a.code, b.code),
                        (a, b) => assert_eq!(a.is_ok(), b.is_ok(), "{a:?} {b:?}"),
                    }
                    if check_args(tool, value).is_err() {
                        assert_eq!(fixture_tools::calls(), before);
                    }
                }
                (Err(err), Err(_)) => {
                    assert_eq!(err.code, ErrorCode::InvalidArguments);
                    assert_eq!(fixture_tools::calls(), before);
                }
                (Ok(_), Err(_)) => panic!("accepted text that is not JSON: {:?}", String::from_utf8_lossy(&bytes)),
            }
        }
    }
    eprintln!("random_text_never_breaks_dispatch: {total} cases");
}

// ---------------------------------------------------------------------------------------------
// Numbers too big for Rust: still JSON, refused like any other number.

/// What stands for a big number in a value, replaced by the number in its text.
const BIG_MARKER: &str = "zz-big-number-marker";

/// Number literals `serde_json` cannot hold as written, each with the float it holds for it
/// (for an integer beyond `i64` and `u64`), if any: out of `f64`'s range, a float it holds
/// for an integer of 21 digits, and an integer of 400 digits.
fn big_literals() -> Vec<(String, Option<f64>)> {
    vec![
        ("1e400".to_owned(), None),
        ("-1e400".to_owned(), None),
        ("123456789012345678901".to_owned(), Some(123456789012345678901.0)),
        ("-12345678901234567890123".to_owned(), Some(-12345678901234567890123.0)),
        (format!("9{}", "1".repeat(399)), None),
    ]
}

/// The arguments `args` with `literal` at `site`, as text (compact and pretty), and the
/// `(path, code)` of the problems they must give: those of the float `serde_json` holds for
/// it (`held`), which may be none; or, for a number beyond `f64`, those of any number there
/// (a float beyond every integer type stands in), or `out_of_range` where a float is fine.
fn too_big(
    tool: &ToolSchema,
    args: &Value,
    site: &Site,
    literal: &str,
    held: Option<f64>,
) -> ([String; 2], Vec<(String, String)>) {
    let mut marked = args.clone();
    let mut standing = args.clone();
    let float = held.unwrap_or(if literal.starts_with('-') { f64::MIN } else { f64::MAX });
    if let (Some(slot), Some(other)) = (marked.pointer_mut(&site.pointer), standing.pointer_mut(&site.pointer)) {
        *slot = json!(BIG_MARKER);
        *other = json!(float);
    }
    let quoted = Value::from(BIG_MARKER).to_string();
    let texts =
        [marked.to_string(), serde_json::to_string_pretty(&marked).unwrap()].map(|t| t.replace(&quoted, literal));
    let mut expected: Vec<(String, String)> = match check_args(tool, &standing) {
        Ok(()) => Vec::new(),
        Err(problems) => problems.into_iter().map(|p| (p.path, p.code.as_str().to_owned())).collect(),
    };
    if held.is_none() && !expected.iter().any(|(path, _)| *path == site.path) {
        expected.push((site.path.clone(), "out_of_range".to_owned()));
    }
    (texts, expected)
}

#[test]
fn numbers_too_big_for_rust_are_refused_like_any_number() {
    let counter = fixture_tools::Counter::default();
    let ctx = fixture_tools::Context { counter: &counter };
    let total = std::cell::Cell::new(0usize);
    let literals = big_literals();
    for (salt, tool) in fixture_tools::TOOLS.iter().enumerate() {
        let name = tool.name();
        // Each case breaks every site five ways: a quarter of the cases cover as many.
        let config = Config { cases: cases().div_ceil(4), ..runner(4000 + salt as u64).config().clone() };
        TestRunner::new(config)
            .run(&arguments(tool), |args| {
                let Value::Object(map) = &args else { return Ok(()) };
                let mut found = Vec::new();
                for param in tool.params.iter() {
                    if let Some(value) = map.get(param.name.as_ref()) {
                        sites(
                            &param.schema,
                            value,
                            &key_path("", &param.name),
                            &pointer("", &param.name),
                            false,
                            &mut found,
                        );
                    }
                }
                for site in &found {
                    for (literal, held) in &literals {
                        total.set(total.get() + 1);
                        let ([compact, pretty], expected) = too_big(tool, &args, site, literal, *held);
                        let before = fixture_tools::calls();
                        let from_text = fixture_tools::dispatch_str(&ctx, name, &compact);
                        let from_bytes = fixture_tools::dispatch_bytes(&ctx, name, compact.as_bytes());
                        let from_pretty = fixture_tools::dispatch_str(&ctx, name, &pretty);
                        if expected.is_empty() {
                            // A float, which this place takes (an `f32`, an `f64`).
                            prop_assert!(from_text.is_ok() && from_bytes.is_ok() && from_pretty.is_ok(), "{}", compact);
                            prop_assert_eq!(fixture_tools::calls(), before + 3);
                            continue;
                        }
                        prop_assert_eq!(fixture_tools::calls(), before, "a tool ran for {}", compact);
                        let err = match from_text {
                            Ok(value) => return Err(TestCaseError::fail(format!("accepted {compact}: {value}"))),
                            Err(err) => err,
                        };
                        prop_assert_eq!(err.code, ErrorCode::InvalidArguments);
                        prop_assert_eq!(from_bytes.as_ref().err(), Some(&err), "bytes: {}", compact);
                        prop_assert_eq!(from_pretty.as_ref().err(), Some(&err), "pretty: {}", compact);
                        let got: Vec<(String, String)> =
                            err.problems.iter().map(|p| (p.path.clone(), p.code.as_str().to_owned())).collect();
                        prop_assert_eq!(&got, &expected, "{}", compact);
                        // Named as written (shortened when long), wherever a number is quoted.
                        let named = if literal.len() > 60 { &literal[..50] } else { literal.as_str() };
                        for p in err.problems.iter().filter(|p| p.path == site.path && p.code.as_str() != "not_unique")
                        {
                            prop_assert!(p.message.contains(named), "{:?} does not name {}", p.message, named);
                        }
                        // A float `serde_json` holds for the integer: the same problems from
                        // the value, which names the float.
                        if let Some(float) = held {
                            let mut value = args.clone();
                            if let Some(slot) = value.pointer_mut(&site.pointer) {
                                *slot = json!(float);
                            }
                            let from_value = fixture_tools::dispatch(&ctx, name, &value).unwrap_err();
                            let paths: Vec<(String, String)> = from_value
                                .problems
                                .iter()
                                .map(|p| (p.path.clone(), p.code.as_str().to_owned()))
                                .collect();
                            prop_assert_eq!(&paths, &expected, "from a value: {}", value);
                        }
                    }
                }
                Ok(())
            })
            .unwrap_or_else(|err| panic!("`{name}`: {err}"));
    }
    eprintln!("numbers_too_big_for_rust_are_refused_like_any_number: {} cases", total.get());
}
