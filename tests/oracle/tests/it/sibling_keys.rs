//! The keys of the other branches: wherever a generated value holds an object that is one
//! branch of an `anyOf` (a variant), copies with a key only another branch has (a content
//! key, a variant's name, a field) holding `null`, `1` or `{}` are read by serde alone and
//! checked by `check_args`, which must agree. This catches what `unknown_keys` cannot: an
//! adjacently tagged unit variant with a content (`{"t": "Ping", "c": 1}`, which serde
//! refuses) or a `null` one under `deny_unknown_fields` (which serde reads).

use serde_json::{json, Map, Value};
use toolschema::check::check_value;
use toolschema::{Schema, Type};

use super::cases::CASES;
use super::generate::values;
use super::unknown_keys::LENIENT;

/// Where `check_args` and serde may differ on these copies, and why (`ORACLE.md`).
const KNOWN: &[(&str, &str)] = &[(
    "echo_flat_ext",
    "serde reads the first key that names a variant (by key order) and leaves the others; the schema, \
     open to other keys, takes a value naming two variants when either fits",
)];

#[test]
fn keys_of_other_branches_are_judged_as_serde_judges_them() {
    let (mut count, mut failures) = (0, Vec::new());
    for case in CASES {
        let tool = case.schema();
        let param = &tool.params[0];
        for value in values(&param.schema) {
            for (changed, at) in sibling_keys(&value, &param.schema, "") {
                count += 1;
                let serde = (case.parse)(changed.clone());
                let check = toolschema::check_args(tool, &json!({ "value": changed }));
                if serde.is_ok() == check.is_ok() {
                    continue;
                }
                if KNOWN.iter().any(|(tool, _)| *tool == case.tool) || (serde.is_ok() && LENIENT.contains(&case.tool)) {
                    continue;
                }
                failures.push(format!(
                    "{} with {changed} (a key added at `{at}`): serde {}, check_args {}",
                    case.tool,
                    serde.map_or_else(|e| format!("refuses it ({e})"), |()| "reads it".into()),
                    check.map_or_else(|p| format!("refuses it ({p:?})"), |()| "accepts it".into()),
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {count} copies misjudged:\n{}", failures.len(), failures.join("\n"));
    println!("{count} keys of other branches checked against serde");
}

/// Copies of `value` with one key of another branch added where it fits a branch of an
/// `anyOf`, each with where.
fn sibling_keys(value: &Value, schema: &Schema, path: &str) -> Vec<(Value, String)> {
    let mut found = Vec::new();
    match (&schema.ty, value) {
        (Type::AnyOf(branches), Value::Object(map)) => {
            let fits = |b: &&Schema| {
                let mut problems = Vec::new();
                check_value(b, value, "", &mut problems);
                problems.is_empty()
            };
            let Some(branch) = branches.iter().find(fits) else { return found };
            let names = branches.iter().flat_map(|b| match &b.ty {
                Type::Object(object) => object.properties.iter().map(|p| p.name.to_string()).collect(),
                _ => Vec::new(),
            });
            let mut added: Vec<String> = names.filter(|name| !map.contains_key(name)).collect();
            added.sort();
            added.dedup();
            for name in added {
                for extra in [Value::Null, json!(1), json!({})] {
                    let mut copy = map.clone();
                    copy.insert(name.clone(), extra);
                    found.push((Value::Object(copy), format!("{path}.{name}")));
                }
            }
            found.extend(sibling_keys(value, branch, path));
        }
        (Type::AnyOf(branches), _) => {
            if let Some(branch) = branches.iter().find(|b| {
                let mut problems = Vec::new();
                check_value(b, value, "", &mut problems);
                problems.is_empty()
            }) {
                found.extend(sibling_keys(value, branch, path));
            }
        }
        (Type::Object(object), Value::Object(map)) => {
            for property in object.properties.iter() {
                let Some(inner) = map.get(property.name.as_ref()) else { continue };
                for (changed, at) in sibling_keys(inner, &property.schema, &format!("{path}.{}", property.name)) {
                    let mut copy: Map<String, Value> = map.clone();
                    copy.insert(property.name.to_string(), changed);
                    found.push((Value::Object(copy), at));
                }
            }
        }
        (Type::Array { items, .. }, Value::Array(list)) if !list.is_empty() => {
            for (changed, at) in sibling_keys(&list[0], items, &format!("{path}[0]")) {
                let mut copy = list.clone();
                copy[0] = changed;
                found.push((Value::Array(copy), at));
            }
        }
        _ => {}
    }
    found
}
