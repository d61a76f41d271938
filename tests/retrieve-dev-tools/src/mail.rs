//! E-mail: sending, searching and reading messages.

/// Sends an e-mail.
///
/// Args:
///     to: The recipient's address, such as `kim@example.com`.
///     subject: The subject line.
///     body: The text of the message.
pub fn send_email(to: String, subject: String, body: String) -> String {
    format!("would send `{subject}` to {to} ({} bytes)", body.len())
}

/// Searches the mailbox for messages matching a query.
///
/// Args:
///     query: Words, a sender (`from:lee@example.com`) or a date (`after:2026-01-01`).
///     folder: Where to look. (choices: ["inbox", "sent", "spam", "all"]) (default: "inbox")
pub fn search_email(query: String, folder: String) -> String {
    format!("would search {folder} for `{query}`")
}

/// Opens one message and returns its headers and text.
///
/// Args:
///     message_id: The message's id, such as `msg_19a2c`.
pub fn read_email(message_id: String) -> String {
    format!("would read {message_id}")
}
