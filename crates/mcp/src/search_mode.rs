//! Search mode ([`crate::Server::search_mode`]): `tools/list` offers the search tool and only
//! the tools its answers have named, and `notifications/tools/list_changed` says when that
//! list grows, so a client sends the model a handful of tools rather than the whole crate.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};

use rmcp::model::Tool;
use serde_json::Value;
use toolschema_retrieve::meta::{self, SEARCH_TOOL};

/// The tools a session's searches have named so far.
#[derive(Clone, Default)]
pub(crate) struct Revealed(Arc<Mutex<BTreeSet<String>>>);

impl Revealed {
    /// The tools of `listed` (in its order) that a session in search mode sees.
    pub(crate) fn visible(&self, listed: &[Tool]) -> Vec<Tool> {
        let revealed = self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        listed.iter().filter(|t| t.name == SEARCH_TOOL || revealed.contains(t.name.as_ref())).cloned().collect()
    }

    /// Adds the tools of `listed` that the search tool's `answer` names; whether any was new.
    pub(crate) fn add(&self, listed: &[Tool], answer: &Value) -> bool {
        let mut revealed = self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut grew = false;
        for name in meta::names(answer) {
            if listed.iter().any(|t| t.name == name) {
                grew |= revealed.insert(name);
            }
        }
        grew
    }
}
