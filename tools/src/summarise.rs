//! `summarise`: counts the messages of a conversation by role.
//!
//! Messages are plain JSON objects for now (typed message structs come later), so each one is
//! checked here: it must be an object with a string `role`. Only the messages that are counted
//! are checked; those after `limit` are ignored.

use std::collections::BTreeMap;

use serde_json::Value;

/// Counts the messages of a conversation per role.
///
/// Args:
///     messages: The conversation, each message an object with a string `role` such as `"user"` or `"assistant"`.
///     limit: Count only the first this many messages; all of them when absent.
///
/// Returns:
///     A map from each role to the number of its messages, roles in alphabetical order.
pub fn summarise(messages: Vec<Value>, limit: Option<u32>) -> Result<BTreeMap<String, u32>, String> {
    let limit = limit.map_or(usize::MAX, |limit| usize::try_from(limit).unwrap_or(usize::MAX));
    let mut counts = BTreeMap::new();
    for (index, message) in messages.iter().enumerate().take(limit) {
        let Some(fields) = message.as_object() else {
            return Err(format!("`messages[{index}]` is {}, not an object with a `role`", kind(message)));
        };
        let role = match fields.get("role") {
            Some(Value::String(role)) => role,
            Some(other) => return Err(format!("the `role` of `messages[{index}]` is {}, not a string", kind(other))),
            None => return Err(format!("`messages[{index}]` has no `role`")),
        };
        let count: &mut u32 = counts.entry(role.clone()).or_default();
        *count = count.saturating_add(1);
    }
    Ok(counts)
}

/// What a JSON value is, for messages: `a number`, `null`.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn messages(value: Value) -> Vec<Value> {
        match value {
            Value::Array(items) => items,
            other => vec![other],
        }
    }

    fn conversation() -> Vec<Value> {
        messages(json!([
            {"role": "system", "content": "be brief"},
            {"role": "user", "content": "hi"},
            {"role": "assistant", "content": "hello"},
            {"role": "user", "content": "bye"},
        ]))
    }

    #[test]
    fn counts_roles_in_order() {
        let counts = summarise(conversation(), None).unwrap();
        assert_eq!(serde_json::to_value(&counts).unwrap(), json!({"assistant": 1, "system": 1, "user": 2}));
        assert_eq!(serde_json::to_string(&counts).unwrap(), r#"{"assistant":1,"system":1,"user":2}"#);
    }

    #[test]
    fn limit_counts_only_the_first_messages() {
        assert_eq!(
            serde_json::to_value(summarise(conversation(), Some(2)).unwrap()).unwrap(),
            json!({"system": 1, "user": 1})
        );
        assert!(summarise(conversation(), Some(0)).unwrap().is_empty());
        assert_eq!(summarise(conversation(), Some(u32::MAX)).unwrap().len(), 3);
        assert!(summarise(Vec::new(), None).unwrap().is_empty());
    }

    #[test]
    fn bad_messages_are_named_by_index() {
        let mut bad = conversation();
        bad.push(json!({"content": "no role"}));
        assert_eq!(summarise(bad.clone(), None).unwrap_err(), "`messages[4]` has no `role`");
        assert!(summarise(bad, Some(4)).is_ok(), "messages after the limit are not read");
        let err = summarise(messages(json!([{"role": "user"}, {"role": 7}])), None).unwrap_err();
        assert_eq!(err, "the `role` of `messages[1]` is a number, not a string");
        let err = summarise(messages(json!(["user"])), None).unwrap_err();
        assert_eq!(err, "`messages[0]` is a string, not an object with a `role`");
    }
}
