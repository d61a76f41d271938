//! The differences between two schemas, each at a JSON pointer, the leaves that differ.

use std::fmt;

use serde_json::Value;

use super::normalise::UNORDERED;

/// One place where two schemas differ.
#[derive(Debug)]
pub(super) struct Difference {
    /// A JSON pointer into both schemas (`/properties/limit/maximum`).
    pub path: String,
    /// schemars' side, normalised; `None` when it has nothing there.
    pub schemars: Option<Value>,
    /// toolschema's side; `None` when it has nothing there.
    pub toolschema: Option<Value>,
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let show = |v: &Option<Value>| v.as_ref().map_or_else(|| "(absent)".to_string(), Value::to_string);
        write!(f, "at `{}`: schemars {}, toolschema {}", self.path, show(&self.schemars), show(&self.toolschema))
    }
}

/// Every place where `schemars` and `toolschema` differ.
pub(super) fn diff(schemars: &Value, toolschema: &Value) -> Vec<Difference> {
    let mut found = Vec::new();
    walk(schemars, toolschema, "", &mut found);
    found
}

fn walk(left: &Value, right: &Value, path: &str, found: &mut Vec<Difference>) {
    match (left, right) {
        (Value::Object(l), Value::Object(r)) => {
            let unordered = l.contains_key(UNORDERED);
            let keys = l.keys().chain(r.keys().filter(|k| !l.contains_key(*k)));
            for key in keys.filter(|k| *k != UNORDERED) {
                let here = format!("{path}/{}", key.replace('~', "~0").replace('/', "~1"));
                match (l.get(key), r.get(key)) {
                    (Some(Value::Array(a)), Some(Value::Array(b))) if key == "enum" && unordered => {
                        let (mut a, mut b) = (a.clone(), b.clone());
                        a.sort_by_key(Value::to_string);
                        b.sort_by_key(Value::to_string);
                        walk(&Value::Array(a), &Value::Array(b), &here, found);
                    }
                    (Some(Value::Array(a)), Some(Value::Array(b))) if key == "anyOf" => any_of(a, b, &here, found),
                    (Some(a), Some(b)) => walk(a, b, &here, found),
                    (a, b) => found.push(Difference { path: here, schemars: a.cloned(), toolschema: b.cloned() }),
                }
            }
        }
        (Value::Array(l), Value::Array(r)) if l.len() == r.len() => {
            for (i, (a, b)) in l.iter().zip(r).enumerate() {
                walk(a, b, &format!("{path}/{i}"), found);
            }
        }
        (l, r) if l == r => {}
        (l, r) => {
            found.push(Difference { path: path.to_string(), schemars: Some(l.clone()), toolschema: Some(r.clone()) })
        }
    }
}

/// The branches of two `anyOf`s, paired most alike first (the order of branches is no part
/// of what this oracle checks); a path holds schemars' index, or for a branch only
/// toolschema has, one past schemars' last.
fn any_of(left: &[Value], right: &[Value], path: &str, found: &mut Vec<Difference>) {
    let mut pairs: Vec<(usize, usize, usize)> = Vec::new();
    for (i, a) in left.iter().enumerate() {
        for (j, b) in right.iter().enumerate() {
            pairs.push((diff(a, b).len(), i, j));
        }
    }
    pairs.sort_unstable();
    let (mut left_done, mut right_done) = (vec![false; left.len()], vec![false; right.len()]);
    for (_, i, j) in pairs {
        if !left_done[i] && !right_done[j] {
            (left_done[i], right_done[j]) = (true, true);
            walk(&left[i], &right[j], &format!("{path}/{i}"), found);
        }
    }
    for (i, _) in left_done.iter().enumerate().filter(|(_, done)| !**done) {
        found.push(Difference { path: format!("{path}/{i}"), schemars: Some(left[i].clone()), toolschema: None });
    }
    let extra = right_done.iter().enumerate().filter(|(_, done)| !**done);
    for (k, (j, _)) in extra.enumerate() {
        let here = format!("{path}/{}", left.len() + k);
        found.push(Difference { path: here, schemars: None, toolschema: Some(right[j].clone()) });
    }
}
