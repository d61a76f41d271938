//! Values from a toolschema [`Schema`]: for every node, a few valid values, chosen to reach
//! every part of the schema rather than to be many.
//!
//! - every property of an object is present (`null` is one of the values of a nullable one),
//!   but one that may be left out and holds only `null`;
//! - integers take their type's largest and smallest value the schema allows (`i64`'s for the
//!   unbounded types), numbers `1.5` and `-0.25`, strings an ASCII and a non-ASCII one;
//! - an `enum` gives each of its values; an `anyOf` each value of each branch in turn;
//! - arrays, tuples, maps and objects start from the first value of each part, then vary
//!   one part at a time through its other values, so the count adds up instead of
//!   multiplying; arrays hold two items (N for `[T; N]`, distinct ones for a set), maps two
//!   entries, and open arrays and maps also come empty.

use serde_json::{json, Map, Value};
use toolschema::{Additional, Schema, Type};

/// A few valid values of `schema`; the first is the plainest.
pub(super) fn values(schema: &Schema) -> Vec<Value> {
    let mut found = match &schema.enum_values {
        Some(values) => values.iter().map(|v| v.to_value()).collect(),
        None => by_type(&schema.ty),
    };
    if schema.nullable {
        found.push(Value::Null);
    }
    found
}

fn by_type(ty: &Type) -> Vec<Value> {
    match ty {
        Type::Any => vec![json!({"any": [1, "two", null]}), json!(42)],
        Type::Null => vec![Value::Null],
        Type::Boolean => vec![json!(true), json!(false)],
        Type::Integer(int) => {
            let (min, max) = int.schema_bounds();
            let max = max.map_or(json!(i64::MAX), |m| json!(u64::try_from(m).unwrap_or(u64::MAX)));
            let min = min.map_or(json!(i64::MIN), |m| json!(i64::try_from(m).unwrap_or(i64::MIN)));
            vec![max, min]
        }
        Type::Number(_) => vec![json!(1.5), json!(-0.25)],
        Type::String => vec![json!("text"), json!("ünï ✓")],
        Type::Char => vec![json!("é")],
        Type::Array { items, unique, len } => array(&values(items), *unique, *len),
        Type::Tuple(items) => {
            let parts: Vec<Vec<Value>> = items.iter().map(values).collect();
            one_at_a_time(&parts).into_iter().map(Value::Array).collect()
        }
        Type::Map(inner) => map(inner, ["alpha", "beta", "gamma"].map(String::from)),
        // Integer keys at the type's bounds, written as strings.
        Type::IntMap(int, inner) => map(inner, [int.max().to_string(), int.min().to_string(), "0".to_string()]),
        Type::Object(object) => {
            // A property that may be left out and holds only `null` (an adjacently tagged unit
            // variant's content, a key of a flattened enum's branch that names no variant)
            // means the same left out: it is left out, so that what comes back can match.
            let present: Vec<&toolschema::Property> =
                object.properties.iter().filter(|p| p.required || p.schema.ty != Type::Null).collect();
            let parts: Vec<Vec<Value>> = present.iter().map(|p| values(&p.schema)).collect();
            let extra = match &object.additional {
                Additional::Schema(inner) => values(inner).into_iter().next(),
                Additional::Unstated | Additional::Denied => None,
            };
            one_at_a_time(&parts)
                .into_iter()
                .map(|row| {
                    let mut map: Map<String, Value> = present.iter().map(|p| p.name.to_string()).zip(row).collect();
                    if let Some(extra) = &extra {
                        map.insert("extra key".into(), extra.clone());
                    }
                    Value::Object(map)
                })
                .collect()
        }
        Type::AnyOf(branches) => branches.iter().flat_map(values).collect(),
    }
}

/// Maps with `keys`: two entries with the first two values of `inner`, one entry for each
/// other value, and the empty map.
fn map(inner: &Schema, [first, second, third]: [String; 3]) -> Vec<Value> {
    let alternatives = values(inner);
    let mut found = vec![json!({first: alternatives[0], second: alternatives[1 % alternatives.len()]})];
    found.extend(alternatives.iter().skip(2).map(|v| json!({ third.clone(): v })));
    found.push(json!({}));
    found
}

/// Arrays whose items, together, are every one of `alternatives`.
fn array(alternatives: &[Value], unique: bool, len: Option<u64>) -> Vec<Value> {
    let mut alternatives = alternatives.to_vec();
    if unique {
        let mut distinct: Vec<Value> = Vec::new();
        alternatives.retain(|v| {
            let new = !distinct.contains(v);
            distinct.push(v.clone());
            new
        });
    }
    let n = match len {
        Some(n) => usize::try_from(n).unwrap_or(0),
        None if unique => alternatives.len().min(2),
        None => 2,
    };
    let mut found = Vec::new();
    for start in (0..alternatives.len()).step_by(n.max(1)) {
        found.push(Value::Array((0..n).map(|k| alternatives[(start + k) % alternatives.len()].clone()).collect()));
    }
    if len.is_none() {
        found.push(json!([]));
    }
    found
}

/// Rows of one value per part: the first values, then each other value of each part in turn.
fn one_at_a_time(parts: &[Vec<Value>]) -> Vec<Vec<Value>> {
    let base: Vec<Value> = parts.iter().map(|p| p[0].clone()).collect();
    let mut rows = vec![base.clone()];
    for (i, part) in parts.iter().enumerate() {
        for value in &part[1..] {
            let mut row = base.clone();
            row[i] = value.clone();
            rows.push(row);
        }
    }
    rows
}
