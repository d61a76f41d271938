//! OpenAI Responses: every `function_call` item of the input has one
//! `function_call_output` with its `call_id`, after it. With `previous_response_id`, the
//! calls may be in the stored response rather than in the input, so an output whose call is
//! not in the input is not a problem then.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::{Code, Found};
use crate::read::kind;

pub(super) fn check(items: &[Value], at: &str, continues: bool, found: &mut Found) {
    let calls: HashMap<&str, usize> = items
        .iter()
        .enumerate()
        .filter(|(_, item)| item_type(item) == Some("function_call"))
        .filter_map(|(i, item)| Some((item.get("call_id")?.as_str()?, i)))
        .collect();
    let mut seen_calls: HashMap<&str, String> = HashMap::new();
    let mut answered: HashSet<&str> = HashSet::new();
    for (i, item) in items.iter().enumerate() {
        let here = format!("{at}/{i}");
        if !item.is_object() {
            found.add(here, Code::Malformed, format!("expected an input item, a JSON object; got {}", kind(item)));
            continue;
        }
        match item_type(item) {
            Some("function_call") => {
                let Some(id) = item.get("call_id").and_then(Value::as_str) else {
                    found.add(here, Code::Malformed, "a `function_call` has no string `call_id`".to_owned());
                    continue;
                };
                match seen_calls.get(id) {
                    Some(first) => found.add(
                        here,
                        Code::DuplicateCallId,
                        format!("the call id `{id}` is used already at `{first}`"),
                    ),
                    None => {
                        seen_calls.insert(id, here);
                    }
                }
            }
            Some("function_call_output") => {
                let Some(id) = item.get("call_id").and_then(Value::as_str) else {
                    found.add(here, Code::Malformed, "a `function_call_output` has no string `call_id`".to_owned());
                    continue;
                };
                if !answered.insert(id) {
                    found.add(here, Code::DuplicateResult, format!("a second `function_call_output` for `{id}`"));
                } else if seen_calls.contains_key(id) {
                } else if let Some(&later) = calls.get(id) {
                    found.add(
                        here,
                        Code::ResultNotNext,
                        format!("the output for `{id}` comes before its `function_call` (`{at}/{later}`)"),
                    );
                } else if !continues {
                    found.add(
                        here,
                        Code::UnknownCallId,
                        format!("no `function_call` of the input has the call id `{id}`"),
                    );
                }
            }
            _ => {}
        }
    }
    let mut unanswered: Vec<(&str, &String)> =
        seen_calls.iter().filter(|(id, _)| !answered.contains(*id)).map(|(id, at)| (*id, at)).collect();
    unanswered.sort_by_key(|(_, at)| index(at));
    for (id, ptr) in unanswered {
        found.add(ptr.clone(), Code::UnansweredCall, format!("the call `{id}` has no `function_call_output`"));
    }
}

fn item_type(item: &Value) -> Option<&str> {
    item.get("type").and_then(Value::as_str)
}

/// The item index at the end of a pointer, for ordering.
fn index(at: &str) -> usize {
    at.rsplit('/').next().and_then(|i| i.parse().ok()).unwrap_or(usize::MAX)
}
