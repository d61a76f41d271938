//! Unknown keys, against serde: wherever a generated value holds an object, a copy with one
//! more key is read by serde alone (not through `check_args`). Where the schema says
//! `additionalProperties: false`, serde must refuse it, and `check_args` too; where the
//! schema leaves other keys open, serde must accept it, and `check_args` too. This checks
//! the mapping's `deny_unknown_fields` and closed tag objects against what the types do.

use serde_json::{json, Value};
use toolschema::check::check_value;
use toolschema::{Additional, Schema, Type};

use super::cases::CASES;
use super::generate::values;

/// The echo tools of a flattened `Option` of a struct or an enum, which serde reads as `None`
/// whatever is wrong in the fields or the variant a value names; the schema holds them to it.
pub(super) const LENIENT: &[&str] = &["echo_query", "echo_flat_options", "echo_flat_option_int"];

/// The key added; no fixture has a field of that name.
const UNKNOWN: &str = "unknown_key";

#[test]
fn unknown_keys_are_refused_where_the_schema_says() {
    let (mut count, mut failures) = (0, Vec::new());
    for case in CASES {
        let tool = case.schema();
        let param = &tool.params[0];
        for value in values(&param.schema) {
            for (with_extra, denied, at) in extra_keys(&value, &param.schema, "") {
                count += 1;
                let serde = (case.parse)(with_extra.clone());
                let args = json!({ "value": with_extra });
                let check = toolschema::check_args(tool, &args);
                let fail = |what: &str| format!("{} with {UNKNOWN} at `{at}` of {value}: {what}", case.tool);
                match (denied, &serde) {
                    // serde reads `None` for a flattened `Option` whose enum fails; the schema
                    // holds a value that names a variant to it (`ORACLE.md`).
                    (true, Ok(())) if LENIENT.contains(&case.tool) => {}
                    (true, Ok(())) => failures.push(fail("the schema denies it, serde accepts it")),
                    (false, Err(why)) => failures.push(fail(&format!("the schema allows it, serde refuses it: {why}"))),
                    _ => {}
                }
                if check.is_ok() == denied {
                    failures.push(fail(&format!("check_args disagrees with the schema: {check:?}")));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {count} unknown keys misjudged:\n{}", failures.len(), failures.join("\n"));
    println!("{count} unknown keys checked against serde");
}

/// Copies of `value` with an unknown key added to one of its objects (the first item of an
/// array or a map, and each part of a tuple), each with whether the schema denies it and
/// where it is.
fn extra_keys(value: &Value, schema: &Schema, path: &str) -> Vec<(Value, bool, String)> {
    if value.is_null() {
        return Vec::new();
    }
    let mut found = Vec::new();
    match (&schema.ty, value) {
        (Type::Object(object), Value::Object(map)) => {
            if !matches!(object.additional, Additional::Schema(_)) {
                let mut with_extra = map.clone();
                with_extra.insert(UNKNOWN.into(), json!(1));
                found.push((Value::Object(with_extra), object.additional == Additional::Denied, path.to_string()));
            }
            for property in object.properties.iter() {
                let Some(inner) = map.get(property.name.as_ref()) else { continue };
                for (changed, denied, at) in extra_keys(inner, &property.schema, &format!("{path}.{}", property.name)) {
                    let mut copy = map.clone();
                    copy.insert(property.name.to_string(), changed);
                    found.push((Value::Object(copy), denied, at));
                }
            }
        }
        (Type::AnyOf(branches), _) => {
            let fits = |branch: &&Schema| {
                let mut problems = Vec::new();
                check_value(branch, value, "", &mut problems);
                problems.is_empty()
            };
            if let Some(branch) = branches.iter().find(fits) {
                found = extra_keys(value, branch, path);
            }
        }
        (Type::Array { items, .. }, Value::Array(list)) if !list.is_empty() => {
            for (changed, denied, at) in extra_keys(&list[0], items, &format!("{path}[0]")) {
                let mut copy = list.clone();
                copy[0] = changed;
                found.push((Value::Array(copy), denied, at));
            }
        }
        (Type::Tuple(items), Value::Array(list)) => {
            for (i, item) in items.iter().enumerate() {
                for (changed, denied, at) in extra_keys(&list[i], item, &format!("{path}[{i}]")) {
                    let mut copy = list.clone();
                    copy[i] = changed;
                    found.push((Value::Array(copy), denied, at));
                }
            }
        }
        (Type::Map(inner) | Type::IntMap(_, inner), Value::Object(map)) => {
            if let Some((key, first)) = map.iter().next() {
                for (changed, denied, at) in extra_keys(first, inner, &format!("{path}.{key}")) {
                    let mut copy = map.clone();
                    copy.insert(key.clone(), changed);
                    found.push((Value::Object(copy), denied, at));
                }
            }
        }
        _ => {}
    }
    found
}
