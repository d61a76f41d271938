//! How deep a value nests, asked without ever recursing past the depth asked about.

use serde_json::Value;

/// Whether the arrays and objects in `value` (it too, if it is one) nest at most `levels`
/// deep. The recursion stops at `levels`, so any value is safe to ask about.
// Always inlined: most values are not containers, and the test costs less than the call.
#[inline(always)]
pub(crate) fn nests_within(value: &Value, levels: usize) -> bool {
    !matches!(value, Value::Array(_) | Value::Object(_)) || container_within(value, levels)
}

/// [`nests_within`] for an array or an object.
fn container_within(value: &Value, levels: usize) -> bool {
    match value {
        Value::Array(items) => levels > 0 && items.iter().all(|item| nests_within(item, levels - 1)),
        Value::Object(map) => levels > 0 && map.values().all(|item| nests_within(item, levels - 1)),
        _ => true,
    }
}
