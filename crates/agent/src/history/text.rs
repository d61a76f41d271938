//! Plain text: an assistant message with a call (the marker and a JSON blob) is followed by
//! a user message that starts with the observation.

use serde_json::Value;

use super::{role, Code, Found};
use crate::read::action_span;
use crate::wire::TextConvention;

pub(super) fn check(convention: TextConvention, messages: &[Value], at: &str, found: &mut Found) {
    let mut pending: Option<String> = None;
    for (i, message) in messages.iter().enumerate() {
        let here = format!("{at}/{i}");
        let Some(role) = role(message, &here, found) else { continue };
        let text = message.get("content").and_then(Value::as_str).unwrap_or_default();
        let observes = role == "user" && text.trim_start().starts_with(convention.observation);
        match (pending.take(), observes) {
            (Some(_), true) => {}
            (Some(call), false) => found.add(
                call,
                Code::UnansweredCall,
                format!("the call has no answer: the next message does not start with `{}`", convention.observation),
            ),
            (None, true) => found.add(
                here.clone(),
                Code::ResultNotNext,
                "an observation that does not follow an assistant message with a call".to_owned(),
            ),
            (None, false) => {}
        }
        if role == "assistant" && action_span(convention, text).is_some() {
            pending = Some(here);
        }
    }
    if let Some(call) = pending {
        found.add(call, Code::UnansweredCall, "the call has no answer: the conversation ends before it".to_owned());
    }
}
