//! A property test: `check_args` and serde agree on each type. For every echo tool, values
//! generated from its own schema (`generate`) are broken up to three ways at a time (a node
//! replaced by another value, a key removed or added, an item added or removed), then judged
//! by `check_args`, by serde alone (reading the type from the value and from its text), and
//! by `dispatch` (from the value and from the text). A disagreement prints every verdict.
//!
//! - `dispatch` answers text as it answers its parsed value, runs the tool only when
//!   `check_args` accepts, and always when `check_args` and serde both do.
//! - What `check_args` accepts, serde reads (`SOUND_BUT`: the exceptions, each said).
//! - What serde reads, `check_args` accepts, but where toolschema is stricter on purpose
//!   (`ORACLE.md`): serde's other spellings of a value (a struct or tagged enum from an array of
//!   its fields, a unit variant as `{"name": null}`), a catch-all `other` tag, a repeated item
//!   of a set (`not_unique`), and a flattened `Option` that serde reads as `None` whatever is
//!   wrong inside (`LENIENT`); those are not counted against it.
//!
//! The seed is fixed, so a run is reproducible; `TOOLSCHEMA_PROP_CASES` raises the number of
//! cases (default 3000) and `TOOLSCHEMA_PROP_SEED` picks another seed, for a longer search.

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};
use serde_json::{json, Value};
use toolschema::{check_args, ArgProblem, ArgProblems, ProblemCode, Schema, Type};

use std::cell::RefCell;

use super::cases::{Case, CASES};
use super::classes::Tally;
use super::generate::values;
use super::unknown_keys::LENIENT;

/// Where `check_args` accepts what serde refuses, and why.
fn sound_but(case: &Case, value: &Value, serde: &str) -> Option<&'static str> {
    match case.tool {
        // `try_from` may refuse more than the schema of what it converts (section 4.1).
        "echo_even" if serde.contains("is odd") => Some("try_from refuses it"),
        // serde takes the first key that names a variant, by key order; the schema, open to
        // other keys, takes a value naming two variants when either fits (`types/flatten.rs`).
        "echo_flat_ext" | "echo_flat_options"
            if value
                .as_object()
                .is_some_and(|m| ["Pair", "Size", "Nothing"].iter().filter(|k| m.contains_key(**k)).count() > 1) =>
        {
            Some("two variants of a flattened externally tagged enum")
        }
        _ => None,
    }
}

/// Where serde reads what `check_args` refuses on purpose, beyond serde's other spellings of
/// a value, and why (`ORACLE.md`).
fn stricter(case: &Case, value: &Value, problems: &ArgProblems) -> Option<&'static str> {
    if problems.iter().all(|p| p.code == ProblemCode::NotUnique) {
        // Section 8: a repeated item of a set is `not_unique`, where serde drops it.
        return Some("a repeated item of a set");
    }
    // serde also reads an internally or adjacently tagged variant from its index in place of
    // its tag (`"kind": 0`); the schema offers the tags.
    let index = |p: &ArgProblem| p.code == ProblemCode::NotInEnum && lookup(value, &p.path).is_some_and(Value::is_u64);
    if problems.iter().all(index) {
        return Some("a variant's index in place of its tag");
    }
    // serde's buffer of a variant's content (read when the content comes before the tag, as
    // in a `Value`) reads a unit struct or `()` from `{}` or `[]` too; the schema says `null`,
    // which serde reads in any order.
    let empty = |p: &ArgProblem| lookup(value, &p.path).is_some_and(|v| v == &json!({}) || v == &json!([]));
    if problems.iter().all(empty) {
        return Some("an empty object or array that serde's buffer reads as a unit");
    }
    match case.tool {
        // toolschema leaves `#[serde(other)]` out: any other tag is serde's catch-all.
        "echo_command" if value.get("op").is_some_and(|op| op != "go") => Some("serde's `other` catch-all"),
        _ => None,
    }
}

/// The node of `value` (the `value` argument) at a problem's path (`value.items[0].kind`):
/// keys after a dot or as JSON strings in brackets, indexes in brackets.
fn lookup<'v>(value: &'v Value, path: &str) -> Option<&'v Value> {
    let mut rest = path.strip_prefix("value")?;
    let mut node = value;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("[\"") {
            let end = after.find("\"]")?;
            node = node.get(&after[..end])?;
            rest = &after[end + 2..];
        } else if let Some(after) = rest.strip_prefix('[') {
            let end = after.find(']')?;
            node = node.get(after[..end].parse::<usize>().ok()?)?;
            rest = &after[end + 1..];
        } else {
            let after = rest.strip_prefix('.')?;
            let end = after.find(['.', '[']).unwrap_or(after.len());
            node = node.get(&after[..end])?;
            rest = &after[end..];
        }
    }
    Some(node)
}

/// How one break changes a value: which node (by index among all nodes), and how.
#[derive(Clone, Debug)]
struct Break {
    node: usize,
    kind: u8,
    pick: usize,
}

/// Values put in place of others, or added.
fn pool() -> Vec<Value> {
    vec![
        Value::Null,
        json!(true),
        json!(0),
        json!(-1),
        json!(255),
        json!(256),
        json!(1.5),
        json!("x"),
        json!(""),
        json!([]),
        json!({}),
        json!("01"),
    ]
}

/// Every property name in `schema`, and keys no schema has (`unknown_key`, integer keys).
fn names(schema: &Schema, found: &mut Vec<String>) {
    match &schema.ty {
        Type::Object(object) => {
            for property in object.properties.iter() {
                found.push(property.name.to_string());
                names(&property.schema, found);
            }
        }
        Type::Array { items, .. } | Type::Map(items) | Type::IntMap(_, items) => names(items, found),
        Type::Tuple(items) | Type::AnyOf(items) => items.iter().for_each(|s| names(s, found)),
        _ => {}
    }
}

/// Every node of `value`, as a path of object keys and array indexes, the root first.
fn nodes(value: &Value, path: &mut Vec<Value>, found: &mut Vec<Vec<Value>>) {
    found.push(path.clone());
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                path.push(json!(key));
                nodes(inner, path, found);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (i, inner) in items.iter().enumerate() {
                path.push(json!(i));
                nodes(inner, path, found);
                path.pop();
            }
        }
        _ => {}
    }
}

fn at<'v>(value: &'v mut Value, path: &[Value]) -> &'v mut Value {
    path.iter().fold(value, |node, step| match (node, step) {
        (Value::Object(map), Value::String(key)) => map.get_mut(key).expect("a key of the path"),
        (Value::Array(items), Value::Number(i)) => &mut items[i.as_u64().unwrap_or(0) as usize],
        _ => unreachable!("a path of the value"),
    })
}

/// Applies `b` to `value`; whether it put an array or an object where another shape was,
/// which may spell a value as serde also reads it and `check_args` refuses on purpose (a
/// struct as an array of its fields, a unit variant as `{"name": null}` once a key is added).
fn apply(value: &mut Value, b: &Break, names: &[String]) -> bool {
    let mut all = Vec::new();
    nodes(value, &mut Vec::new(), &mut all);
    let path = &all[b.node % all.len()];
    let node = at(value, path);
    let pool = pool();
    match (b.kind % 5, node) {
        (1, Value::Object(map)) if !map.is_empty() => {
            let key = map.keys().nth(b.pick % map.len()).cloned().unwrap_or_default();
            map.remove(&key);
            false
        }
        (2, Value::Object(map)) => {
            let name = names[b.pick % names.len()].clone();
            map.insert(name, pool[(b.pick / names.len()) % pool.len()].clone());
            false
        }
        (3, Value::Array(items)) => {
            items.push(pool[b.pick % pool.len()].clone());
            false
        }
        (4, Value::Array(items)) if !items.is_empty() => {
            items.pop();
            false
        }
        (_, node) => {
            let shape = |v: &Value| (v.is_object(), v.is_array());
            let before = shape(node);
            *node = pool[b.pick % pool.len()].clone();
            let after = shape(node);
            after != (false, false) && after != before
        }
    }
}

/// The seed: fixed, or `TOOLSCHEMA_PROP_SEED` to search elsewhere.
fn seed() -> u64 {
    std::env::var("TOOLSCHEMA_PROP_SEED").ok().and_then(|n| n.parse().ok()).unwrap_or(0x5e4d_e034)
}

fn cases() -> u32 {
    std::env::var("TOOLSCHEMA_PROP_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(3000)
}

#[test]
fn check_args_and_serde_agree_on_every_type() {
    let config = Config {
        cases: cases(),
        rng_seed: RngSeed::Fixed(seed()),
        failure_persistence: None,
        max_shrink_iters: 4000,
        ..Config::default()
    };
    let breaks = proptest::collection::vec(
        (any::<usize>(), any::<u8>(), any::<usize>()).prop_map(|(node, kind, pick)| Break { node, kind, pick }),
        0..4,
    );
    let strategy = (0..CASES.len(), any::<usize>(), breaks);
    let ctx = toolschema_oracle::Context::default();
    let tally = RefCell::new(Tally::default());
    let result = TestRunner::new(config).run(&strategy, |(index, base, breaks)| {
        let case = &CASES[index];
        let tool = case.schema();
        let schema = &tool.params[0].schema;
        let generated = values(schema);
        let mut value = generated[base % generated.len()].clone();
        let mut found = vec!["unknown_key".to_string(), "0".into(), "01".into(), "-1".into(), "256".into()];
        names(schema, &mut found);
        let mut other_spelling = false;
        for b in &breaks {
            other_spelling |= apply(&mut value, b, &found);
        }
        judge(case, &ctx, value, other_spelling, &tally)
    });
    if let Err(failure) = result {
        panic!("{failure}");
    }
    let columns = [
        "values judged",
        "read by serde",
        "accepted by check_args",
        "the same verdict",
        "refused by check_args alone, on purpose",
        "accepted by check_args alone (`sound_but`)",
    ];
    tally.borrow().print("the property test", &columns);
}

/// Every verdict on `value` as the argument of `case`'s tool, and whether they agree.
fn judge(
    case: &Case,
    ctx: &toolschema_oracle::Context<'_>,
    value: Value,
    other_spelling: bool,
    tally: &RefCell<Tally>,
) -> Result<(), TestCaseError> {
    let tool = case.schema();
    let args = json!({ "value": value });
    let text = args.to_string();
    let check = check_args(tool, &args);
    let by_value = (case.parse)(value.clone());
    let by_text = (case.parse_text)(&value.to_string());
    let dispatched = toolschema_oracle::dispatch(ctx, case.tool, &args);
    let dispatched_text = toolschema_oracle::dispatch_str(ctx, case.tool, &text);
    let verdicts = || {
        let said = |r: &Result<(), String>| r.clone().map_or_else(|e| format!("refuses ({e})"), |()| "reads it".into());
        format!(
            "{} with {value}:\n  check_args: {}\n  serde from the value: {}\n  serde from the text: {}\n  dispatch: {}\n  dispatch_str: {}",
            case.tool,
            check.as_ref().map_or_else(|p| format!("refuses ({p:?})"), |()| "accepts".into()),
            said(&by_value),
            said(&by_text),
            dispatched.as_ref().map_or_else(|e| format!("refuses ({e})"), |_| "runs the tool".into()),
            dispatched_text.as_ref().map_or_else(|e| format!("refuses ({e})"), |_| "runs the tool".into()),
        )
    };
    prop_assert_eq!(dispatched.is_ok(), dispatched_text.is_ok(), "text answered unlike its value\n{}", verdicts());
    prop_assert!(dispatched.is_err() || check.is_ok(), "dispatch ran what check_args refuses\n{}", verdicts());
    let serde = by_value.is_ok() && by_text.is_ok();
    let counts = [
        1,
        u32::from(serde),
        u32::from(check.is_ok()),
        u32::from(serde == check.is_ok()),
        u32::from(serde && check.is_err()),
        u32::from(!serde && check.is_ok()),
    ];
    tally.borrow_mut().add(case.tool, &counts);
    if check.is_ok() && serde {
        prop_assert!(dispatched.is_ok(), "check_args and serde accept, dispatch refuses\n{}", verdicts());
    }
    if check.is_ok() && !serde {
        let why = by_value.as_ref().err().or(by_text.as_ref().err()).cloned().unwrap_or_default();
        prop_assert!(sound_but(case, &value, &why).is_some(), "check_args accepts what serde refuses\n{}", verdicts());
    }
    // serde's two readings disagree with each other only where its buffers differ from its
    // parser (`{}` read as `()` from a `Value`): no verdict of check_args can match both.
    if let (true, Err(problems)) = (serde, &check) {
        let allowed = other_spelling || LENIENT.contains(&case.tool) || stricter(case, &value, problems).is_some();
        prop_assert!(allowed, "serde reads what check_args refuses\n{}", verdicts());
    }
    Ok(())
}
