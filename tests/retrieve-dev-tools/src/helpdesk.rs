//! A customer support help desk, like Zendesk: tickets customers open, replies, macros and satisfaction.

/// How urgent a support ticket is.
#[derive(Clone, Copy, Debug, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Priority {
    /// Whenever there is time.
    Low,
    /// The usual.
    Normal,
    /// Before the normal ones.
    High,
    /// Drop everything.
    Urgent,
}

/// Opens a support ticket on behalf of a customer who wrote or called in.
///
/// The customer gets an e-mail confirming the request with its number.
///
/// Args:
///     requester: The customer's e-mail address, such as `jo.miller@gmail.com`.
///     subject: The problem in one line.
///     description: What the customer said.
///     priority: How urgent it is. (default: "normal")
pub fn create_support_ticket(requester: String, subject: String, description: String, priority: Priority) -> String {
    format!("would open `{subject}` for {requester} ({priority:?}, {} bytes)", description.len())
}

/// Lists the support tickets in the queue, oldest waiting first.
///
/// Args:
///     status: Which tickets. (choices: ["new", "open", "pending", "solved", "closed"]) (default: "open")
///     assignee: Only tickets assigned to this agent, by e-mail address, or `me`.
///     requester: Only tickets from this customer's e-mail address.
pub fn list_support_tickets(status: String, assignee: Option<String>, requester: Option<String>) -> String {
    format!("would list the {status} support tickets ({assignee:?}, {requester:?})")
}

/// Shows a support ticket with the whole conversation with the customer, its tags and its history.
///
/// Args:
///     ticket_id: The ticket's number, such as `4411` (shown as `#4411`).
pub fn get_support_ticket(ticket_id: u64) -> String {
    format!("would show support ticket #{ticket_id}")
}

/// Replies to the customer on a support ticket, or adds an internal note only agents see.
///
/// Args:
///     ticket_id: The ticket's number.
///     body: The reply.
///     public: `true` to e-mail it to the customer, `false` for an internal note. (default: true)
pub fn reply_to_ticket(ticket_id: u64, body: String, public: bool) -> String {
    format!("would reply on #{ticket_id} (public: {public}, {} bytes)", body.len())
}

/// Applies a macro to a support ticket: a saved reply with the status, tags and fields it sets.
///
/// Args:
///     ticket_id: The ticket's number.
///     macro_name: The macro, such as `Refund issued` or `Ask for order number`.
pub fn apply_macro(ticket_id: u64, macro_name: String) -> String {
    format!("would apply `{macro_name}` to #{ticket_id}")
}

/// Escalates a support ticket to a higher tier or a specialist group and raises its priority.
///
/// Args:
///     ticket_id: The ticket's number.
///     group: The group that takes it over. (choices: ["tier_2", "billing", "engineering", "management"])
///     priority: Its new priority. (default: "high")
///     reason: Why it is escalated, as an internal note.
pub fn escalate_ticket(ticket_id: u64, group: String, priority: Priority, reason: Option<String>) -> String {
    format!("would escalate #{ticket_id} to {group} ({priority:?}): {reason:?}")
}

/// Merges duplicate support tickets into one, so the customer's requests are answered together.
///
/// The merged tickets are closed, and their comments are copied into the ticket that stays.
///
/// Args:
///     source_ids: The tickets that go away.
///     target_id: The ticket that stays.
pub fn merge_tickets(source_ids: Vec<u64>, target_id: u64) -> String {
    format!("would merge {} tickets into #{target_id}", source_ids.len())
}

/// Reports the satisfaction (CSAT) ratings customers gave after their tickets were solved.
///
/// Args:
///     since: The first day, such as `2026-03-01`.
///     score: Only ratings of this score. (choices: ["good", "bad"])
///
/// Returns:
///     The share of good ratings, and each rating with its ticket, agent and comment.
pub fn satisfaction_ratings(since: String, score: Option<String>) -> String {
    format!("would report the ratings since {since} ({score:?})")
}
