//! Repeated items of a set, found in O(n log n) so that a huge array stays cheap.

use std::cmp::Ordering;

use serde_json::{Map, Value};

/// Arrays up to this length are compared pairwise, which allocates nothing.
const PAIRWISE: usize = 16;

/// `(repeat, first)` for every item equal to an earlier one, `first` being the earliest
/// equal item, ordered by `repeat`.
pub(crate) fn repeats(items: &[Value]) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    if items.len() <= PAIRWISE {
        for (j, item) in items.iter().enumerate() {
            if let Some(i) = items[..j].iter().position(|earlier| earlier == item) {
                found.push((j, i));
            }
        }
        return found;
    }
    let mut order: Vec<usize> = (0..items.len()).collect();
    // A stable sort keeps equal items in index order, so each run starts with its first.
    order.sort_by(|&a, &b| compare(&items[a], &items[b]));
    let mut first = order[0];
    for pair in order.windows(2) {
        if compare(&items[pair[0]], &items[pair[1]]) == Ordering::Equal {
            found.push((pair[1], first));
        } else {
            first = pair[1];
        }
    }
    found.sort_unstable();
    found
}

/// A total order on JSON values whose `Equal` is `Value`'s `==`.
fn compare(a: &Value, b: &Value) -> Ordering {
    match (a, b) {
        (Value::Null, Value::Null) => Ordering::Equal,
        (Value::Bool(x), Value::Bool(y)) => x.cmp(y),
        (Value::Number(x), Value::Number(y)) => number_rank(x).cmp(&number_rank(y)).then_with(|| {
            if let (Some(x), Some(y)) = (x.as_u64(), y.as_u64()) {
                x.cmp(&y)
            } else if let (Some(x), Some(y)) = (x.as_i64(), y.as_i64()) {
                x.cmp(&y)
            } else {
                // No NaN in JSON; `-0.0` and `0.0` are equal, as `==` has them.
                x.as_f64().partial_cmp(&y.as_f64()).unwrap_or(Ordering::Equal)
            }
        }),
        (Value::String(x), Value::String(y)) => x.cmp(y),
        (Value::Array(x), Value::Array(y)) => x
            .len()
            .cmp(&y.len())
            .then_with(|| x.iter().zip(y).map(|(x, y)| compare(x, y)).find(|o| o.is_ne()).unwrap_or(Ordering::Equal)),
        (Value::Object(x), Value::Object(y)) => x.len().cmp(&y.len()).then_with(|| compare_maps(x, y)),
        _ => kind_rank(a).cmp(&kind_rank(b)),
    }
}

/// Maps are equal whatever their key order, so they are compared sorted by key.
fn compare_maps(x: &Map<String, Value>, y: &Map<String, Value>) -> Ordering {
    fn sorted(map: &Map<String, Value>) -> Vec<(&String, &Value)> {
        let mut entries: Vec<(&String, &Value)> = map.iter().collect();
        entries.sort_unstable_by(|a, b| a.0.cmp(b.0));
        entries
    }
    let (x, y) = (sorted(x), sorted(y));
    x.iter()
        .zip(&y)
        .map(|((xk, xv), (yk, yv))| xk.cmp(yk).then_with(|| compare(xv, yv)))
        .find(|o| o.is_ne())
        .unwrap_or(Ordering::Equal)
}

/// `serde_json` never holds one number in two ways: a non-negative integer is a `u64`, a
/// negative one an `i64`, anything else an `f64`, and `1` and `1.0` are not `==`.
fn number_rank(n: &serde_json::Number) -> u8 {
    if n.is_u64() {
        0
    } else if n.is_i64() {
        1
    } else {
        2
    }
}

fn kind_rank(value: &Value) -> u8 {
    match value {
        Value::Null => 0,
        Value::Bool(_) => 1,
        Value::Number(_) => 2,
        Value::String(_) => 3,
        Value::Array(_) => 4,
        Value::Object(_) => 5,
    }
}
