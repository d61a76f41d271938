//! Gemini: the `functionCall` parts of a `model` content are answered by the very next
//! content, a `user` one, with as many `functionResponse` parts; where the calls have ids,
//! each response echoes one.

use std::collections::HashSet;

use serde_json::Value;

use super::{role, Code, Found};

/// A call of the content before: its id, its name, where it is.
struct Pending {
    id: Option<String>,
    name: String,
    at: String,
}

pub(super) fn check(contents: &[Value], at: &str, found: &mut Found) {
    let mut pending: Option<(String, Vec<Pending>)> = None;
    let mut ids: Vec<(String, String)> = Vec::new();
    for (i, content) in contents.iter().enumerate() {
        let here = format!("{at}/{i}");
        let Some(role) = role(content, &here, found) else { continue };
        let parts: Vec<(String, &Value)> = content
            .get("parts")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .enumerate()
            .map(|(j, p)| (format!("{here}/parts/{j}"), p))
            .collect();
        let responses: Vec<(&String, &Value)> =
            parts.iter().filter_map(|(ptr, p)| Some((ptr, p.get("functionResponse")?))).collect();
        match pending.take() {
            Some((calls_at, calls)) if matches!(role, "user" | "function") && !responses.is_empty() => {
                answer(&calls_at, calls, &responses, &here, found)
            }
            Some((_, calls)) => {
                for call in calls {
                    found.add(
                        call.at,
                        Code::UnansweredCall,
                        format!("the call of `{}` has no `functionResponse` in the next content (`{here}`)", call.name),
                    );
                }
                not_next(&responses, found);
            }
            None => not_next(&responses, found),
        }
        if role != "model" {
            continue;
        }
        let calls: Vec<Pending> = parts
            .iter()
            .filter_map(|(ptr, p)| {
                let call = p.get("functionCall")?;
                let name = call.get("name").and_then(Value::as_str).unwrap_or_default().to_owned();
                let id = call.get("id").and_then(Value::as_str).map(str::to_owned);
                Some(Pending { id, name, at: ptr.clone() })
            })
            .collect();
        for call in &calls {
            let Some(id) = &call.id else { continue };
            if let Some((_, first)) = ids.iter().find(|(seen, _)| seen == id) {
                found.add(
                    call.at.clone(),
                    Code::DuplicateCallId,
                    format!("the call id `{id}` is used already at `{first}`"),
                );
            } else {
                ids.push((id.clone(), call.at.clone()));
            }
        }
        if !calls.is_empty() {
            pending = Some((here, calls));
        }
    }
    for call in pending.map(|(_, calls)| calls).into_iter().flatten() {
        found.add(
            call.at,
            Code::UnansweredCall,
            format!("the call of `{}` has no `functionResponse`: the conversation ends before it", call.name),
        );
    }
}

/// The responses of the content at `here` against the calls of the content before.
fn answer(calls_at: &str, calls: Vec<Pending>, responses: &[(&String, &Value)], here: &str, found: &mut Found) {
    if responses.len() != calls.len() {
        found.add(
            here,
            Code::ResultCount,
            format!(
                "{} `functionResponse` {} the {} `functionCall` part{} of `{calls_at}`; the numbers must be equal",
                responses.len(),
                if responses.len() == 1 { "part answers" } else { "parts answer" },
                calls.len(),
                if calls.len() == 1 { "" } else { "s" },
            ),
        );
    }
    let mut answered: HashSet<usize> = HashSet::new();
    for (ptr, response) in responses {
        let id = response.get("id").and_then(Value::as_str);
        let name = response.get("name").and_then(Value::as_str).unwrap_or_default();
        // By id where the response has one; else the first call of that name not yet answered.
        let matched = match id {
            Some(id) => calls.iter().position(|c| c.id.as_deref() == Some(id)),
            None => calls.iter().enumerate().position(|(k, c)| c.name == name && !answered.contains(&k)),
        };
        match matched {
            Some(k) if !answered.insert(k) => found.add(
                (*ptr).clone(),
                Code::DuplicateResult,
                format!("a second `functionResponse` for `{}`", id.unwrap_or(name)),
            ),
            Some(_) => {}
            None => found.add(
                (*ptr).clone(),
                Code::UnknownCallId,
                match id {
                    Some(id) => format!("no `functionCall` of `{calls_at}` has the id `{id}`"),
                    None => format!("no `functionCall` of `{calls_at}` calls `{name}`"),
                },
            ),
        }
    }
    for (k, call) in calls.into_iter().enumerate() {
        if answered.contains(&k) {
            continue;
        }
        let which = call.id.as_deref().map_or_else(|| format!("of `{}`", call.name), |id| format!("`{id}`"));
        found.add(call.at, Code::UnansweredCall, format!("the call {which} has no `functionResponse` in `{here}`"));
    }
}

/// Responses where no call precedes them.
fn not_next(responses: &[(&String, &Value)], found: &mut Found) {
    for (ptr, _) in responses {
        found.add(
            (*ptr).clone(),
            Code::ResultNotNext,
            "a `functionResponse` in a content that does not follow a `model` content with calls".to_owned(),
        );
    }
}
