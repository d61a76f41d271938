//! Email, modelled on Gmail's and Outlook's MCP servers: sending, drafts, search, labels and
//! attachments.

/// Sends an email right away.
///
/// Args:
///     to: The recipients' addresses.
///     subject: The subject line.
///     body: The message body, plain text or HTML.
///     cc: Addresses to copy. (default: [])
///     bcc: Addresses to copy blind. (default: [])
///
/// Returns:
///     The sent message's id.
pub fn send_email(to: Vec<String>, subject: String, body: String, cc: Vec<String>, bcc: Vec<String>) -> String {
    format!("send_email: to={to:?}, subject={subject:?}, body={body:?}, cc={cc:?}, bcc={bcc:?}")
}

/// Saves an email as a draft without sending it.
///
/// Args:
///     to: The recipients' addresses.
///     subject: The subject line.
///     body: The message body.
///
/// Returns:
///     The draft's id.
pub fn create_draft(to: Vec<String>, subject: String, body: String) -> String {
    format!("create_draft: to={to:?}, subject={subject:?}, body={body:?}")
}

/// Sends a draft that was saved earlier.
///
/// Args:
///     draft_id: The draft's id.
///
/// Returns:
///     The sent message's id.
pub fn send_draft(draft_id: String) -> String {
    format!("send_draft: draft_id={draft_id:?}")
}

/// Replies to an email, keeping it in the same conversation.
///
/// Args:
///     message_id: The id of the message being answered.
///     body: The reply's body.
///     reply_all: Reply to every recipient, not only the sender. (default: false)
///
/// Returns:
///     The reply's message id.
pub fn reply_to_email(message_id: String, body: String, reply_all: bool) -> String {
    format!("reply_to_email: message_id={message_id:?}, body={body:?}, reply_all={reply_all:?}")
}

/// Forwards an email, with its attachments, to other recipients.
///
/// Args:
///     message_id: The id of the message to forward.
///     to: The new recipients' addresses.
///     note: A note to put above the forwarded message.
///
/// Returns:
///     The forwarded message's id.
pub fn forward_email(message_id: String, to: Vec<String>, note: Option<String>) -> String {
    format!("forward_email: message_id={message_id:?}, to={to:?}, note={note:?}")
}

/// Searches the mailbox with the mail search syntax (sender, subject, date, has attachment).
///
/// Args:
///     query: The search, such as `from:alice@example.com after:2024/05/01 has:attachment`.
///     max_results: How many messages at most. (default: 20)
///
/// Returns:
///     The matching messages with sender, subject, date and snippet.
pub fn search_emails(query: String, max_results: u32) -> String {
    format!("search_emails: query={query:?}, max_results={max_results:?}")
}

/// Reads one email in full: headers, body and the list of attachments.
///
/// Args:
///     message_id: The message's id.
///
/// Returns:
///     The message's headers, body and attachment names.
pub fn read_email(message_id: String) -> String {
    format!("read_email: message_id={message_id:?}")
}

/// Lists the newest messages in the inbox.
///
/// Args:
///     unread_only: Only unread messages. (default: false)
///     max_results: How many messages. (default: 20)
///
/// Returns:
///     Each message's id, sender, subject and date.
pub fn list_inbox(unread_only: bool, max_results: u32) -> String {
    format!("list_inbox: unread_only={unread_only:?}, max_results={max_results:?}")
}

/// Marks emails as read or unread.
///
/// Args:
///     message_ids: The messages' ids.
///     read: True to mark read, false to mark unread. (default: true)
///
/// Returns:
///     How many messages changed.
pub fn mark_as_read(message_ids: Vec<String>, read: bool) -> String {
    format!("mark_as_read: message_ids={message_ids:?}, read={read:?}")
}

/// Archives emails: removes them from the inbox without deleting them.
///
/// Args:
///     message_ids: The messages' ids.
///
/// Returns:
///     How many messages were archived.
pub fn archive_email(message_ids: Vec<String>) -> String {
    format!("archive_email: message_ids={message_ids:?}")
}

/// Moves emails to the trash, where they are deleted after 30 days.
///
/// Args:
///     message_ids: The messages' ids.
///
/// Returns:
///     How many messages were moved to the trash.
pub fn trash_email(message_ids: Vec<String>) -> String {
    format!("trash_email: message_ids={message_ids:?}")
}

/// Adds or removes a label on emails.
///
/// Args:
///     message_ids: The messages' ids.
///     label: The label's name, such as `Receipts`.
///     remove: Remove the label instead of adding it. (default: false)
///
/// Returns:
///     How many messages changed.
pub fn apply_label(message_ids: Vec<String>, label: String, remove: bool) -> String {
    format!("apply_label: message_ids={message_ids:?}, label={label:?}, remove={remove:?}")
}

/// Downloads an attachment of an email to a local file.
///
/// Args:
///     message_id: The message's id.
///     attachment_name: The attachment's file name.
///     save_to: The local path to write it to.
///
/// Returns:
///     The path written and its size in bytes.
pub fn download_attachment(message_id: String, attachment_name: String, save_to: String) -> String {
    format!("download_attachment: message_id={message_id:?}, attachment_name={attachment_name:?}, save_to={save_to:?}")
}

/// Turns the out-of-office auto-reply on or off, with its message and dates.
///
/// Args:
///     enabled: Whether auto-replies are sent.
///     message: The auto-reply text.
///     start_date: The first day, as YYYY-MM-DD.
///     end_date: The last day, as YYYY-MM-DD.
///
/// Returns:
///     The responder's settings.
pub fn set_vacation_responder(
    enabled: bool,
    message: Option<String>,
    start_date: Option<String>,
    end_date: Option<String>,
) -> String {
    format!("set_vacation_responder: enabled={enabled:?}, message={message:?}, start_date={start_date:?}, end_date={end_date:?}")
}
