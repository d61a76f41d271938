//! `summarise`: counts the messages of a conversation by role.
//!
//! Messages are typed: the schema tells the model every field and the allowed roles, and
//! dispatch has checked them before this code runs, so counting cannot fail.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One message of a conversation.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct Message {
    /// Who wrote it.
    pub role: Role,
    /// What it says.
    pub content: String,
}

/// Who wrote a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// The person using the agent.
    User,
    /// The model.
    Assistant,
    /// The instructions the agent was given.
    System,
    /// The output of a tool.
    Tool,
}

/// Counts the messages of a conversation per role.
///
/// Args:
///     messages: The conversation, oldest message first.
///     limit: Count only the first this many messages; all of them when absent.
///
/// Returns:
///     How many messages each role wrote, for the roles that wrote any.
///
/// Annotations:
///     title: Count messages per role
///     read_only
///     open_world: false
///     inline
pub fn summarise(messages: Vec<Message>, limit: Option<u32>) -> BTreeMap<Role, u32> {
    let limit = limit.map_or(usize::MAX, |limit| usize::try_from(limit).unwrap_or(usize::MAX));
    let mut counts = BTreeMap::new();
    for message in messages.iter().take(limit) {
        let count: &mut u32 = counts.entry(message.role).or_default();
        *count = count.saturating_add(1);
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(role: Role) -> Message {
        Message { role, content: String::from("hi") }
    }

    #[test]
    fn counts_per_role_in_role_order() {
        let messages = vec![message(Role::User), message(Role::Assistant), message(Role::User), message(Role::System)];
        let counts = summarise(messages, None);
        assert_eq!(counts, BTreeMap::from([(Role::User, 2), (Role::Assistant, 1), (Role::System, 1)]));
    }

    #[test]
    fn limit_counts_only_the_first_messages() {
        let messages = vec![message(Role::User), message(Role::Assistant), message(Role::Tool)];
        assert_eq!(summarise(messages.clone(), Some(2)).len(), 2);
        assert!(summarise(messages, Some(0)).is_empty());
    }
}
