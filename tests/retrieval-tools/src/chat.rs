//! Team chat, modelled on Slack's MCP server: channels, messages, threads, reactions, users and
//! reminders.

/// Lists the public channels of the workspace, with their topic and member count.
///
/// Args:
///     include_archived: Also list archived channels. (default: false)
///     limit: How many channels at most. (default: 100)
///
/// Returns:
///     Each channel's id, name, topic and member count.
pub fn list_channels(include_archived: bool, limit: u32) -> String {
    format!("list_channels: include_archived={include_archived:?}, limit={limit:?}")
}

/// Creates a new channel, public or private.
///
/// Args:
///     name: The channel's name, lowercase without spaces, such as `release-planning`.
///     is_private: Only invited members can see it. (default: false)
///     topic: The channel's topic.
///
/// Returns:
///     The new channel's id.
pub fn create_channel(name: String, is_private: bool, topic: Option<String>) -> String {
    format!("create_channel: name={name:?}, is_private={is_private:?}, topic={topic:?}")
}

/// Archives a channel: it becomes read-only and leaves the channel list.
///
/// Args:
///     channel: The channel's id or name, such as `#old-project`.
///
/// Returns:
///     Whether the channel was archived.
pub fn archive_channel(channel: String) -> String {
    format!("archive_channel: channel={channel:?}")
}

/// Invites one or more users to a channel.
///
/// Args:
///     channel: The channel's id or name.
///     users: The user ids to invite.
///
/// Returns:
///     The channel's new member count.
pub fn invite_to_channel(channel: String, users: Vec<String>) -> String {
    format!("invite_to_channel: channel={channel:?}, users={users:?}")
}

/// Posts a message to a channel.
///
/// Args:
///     channel: The channel's id or name, such as `#general`.
///     text: The message text, with Slack mrkdwn formatting.
///
/// Returns:
///     The posted message's timestamp, which identifies it.
pub fn post_message(channel: String, text: String) -> String {
    format!("post_message: channel={channel:?}, text={text:?}")
}

/// Replies in the thread of a message.
///
/// Args:
///     channel: The channel the message is in.
///     thread_ts: The timestamp of the thread's parent message.
///     text: The reply text.
///     also_send_to_channel: Also show the reply in the channel. (default: false)
///
/// Returns:
///     The reply's timestamp.
pub fn reply_to_thread(channel: String, thread_ts: String, text: String, also_send_to_channel: bool) -> String {
    format!("reply_to_thread: channel={channel:?}, thread_ts={thread_ts:?}, text={text:?}, also_send_to_channel={also_send_to_channel:?}")
}

/// Sends a private direct message to a user.
///
/// Args:
///     user: The user's id or handle, such as `@dana`.
///     text: The message text.
///
/// Returns:
///     The message's timestamp.
pub fn send_direct_message(user: String, text: String) -> String {
    format!("send_direct_message: user={user:?}, text={text:?}")
}

/// Schedules a message to be posted to a channel at a later time.
///
/// Args:
///     channel: The channel's id or name.
///     text: The message text.
///     post_at: When to post it, as an RFC 3339 date-time.
///
/// Returns:
///     The scheduled message's id.
pub fn schedule_message(channel: String, text: String, post_at: String) -> String {
    format!("schedule_message: channel={channel:?}, text={text:?}, post_at={post_at:?}")
}

/// Edits the text of a message you posted.
///
/// Args:
///     channel: The channel the message is in.
///     ts: The message's timestamp.
///     text: The new text.
///
/// Returns:
///     The edited message's timestamp.
pub fn update_message(channel: String, ts: String, text: String) -> String {
    format!("update_message: channel={channel:?}, ts={ts:?}, text={text:?}")
}

/// Deletes a message you posted.
///
/// Args:
///     channel: The channel the message is in.
///     ts: The message's timestamp.
///
/// Returns:
///     Whether it was deleted.
pub fn delete_message(channel: String, ts: String) -> String {
    format!("delete_message: channel={channel:?}, ts={ts:?}")
}

/// Adds an emoji reaction to a message.
///
/// Args:
///     channel: The channel the message is in.
///     ts: The message's timestamp.
///     emoji: The emoji's name without colons, such as `thumbsup`.
///
/// Returns:
///     Whether the reaction was added.
pub fn add_reaction(channel: String, ts: String, emoji: String) -> String {
    format!("add_reaction: channel={channel:?}, ts={ts:?}, emoji={emoji:?}")
}

/// Gets the most recent messages of a channel.
///
/// Args:
///     channel: The channel's id or name.
///     limit: How many messages, newest first. (default: 20)
///     oldest: Only messages after this timestamp.
///
/// Returns:
///     The messages with author, timestamp and text.
pub fn get_channel_history(channel: String, limit: u32, oldest: Option<String>) -> String {
    format!("get_channel_history: channel={channel:?}, limit={limit:?}, oldest={oldest:?}")
}

/// Gets all replies in a message's thread.
///
/// Args:
///     channel: The channel the thread is in.
///     thread_ts: The timestamp of the thread's parent message.
///
/// Returns:
///     The replies, oldest first.
pub fn get_thread_replies(channel: String, thread_ts: String) -> String {
    format!("get_thread_replies: channel={channel:?}, thread_ts={thread_ts:?}")
}

/// Searches messages across channels by keywords, sender or date.
///
/// Args:
///     query: The search text; `from:@user` and `in:#channel` narrow it.
///     count: How many results. (default: 20)
///
/// Returns:
///     The matching messages with their channel and permalink.
pub fn search_messages(query: String, count: u32) -> String {
    format!("search_messages: query={query:?}, count={count:?}")
}

/// Lists the members of the chat workspace.
///
/// Args:
///     limit: How many users at most. (default: 200)
///
/// Returns:
///     Each user's id, handle, display name and time zone.
pub fn list_users(limit: u32) -> String {
    format!("list_users: limit={limit:?}")
}

/// Gets a chat user's profile: name, title, status, time zone and email.
///
/// Args:
///     user: The user's id or handle.
///
/// Returns:
///     The user's profile.
pub fn get_user_profile(user: String) -> String {
    format!("get_user_profile: user={user:?}")
}

/// Sets your chat status text and emoji, optionally until a time.
///
/// Args:
///     text: The status text, such as `In a meeting`.
///     emoji: The status emoji, such as `calendar`.
///     expires_at: When to clear it, as an RFC 3339 date-time.
///
/// Returns:
///     Your new status.
pub fn set_status(text: String, emoji: Option<String>, expires_at: Option<String>) -> String {
    format!("set_status: text={text:?}, emoji={emoji:?}, expires_at={expires_at:?}")
}

/// Creates a reminder in chat for you or another user.
///
/// Args:
///     text: What to be reminded of.
///     time: When, as a date-time or a phrase such as `in 15 minutes`.
///     user: Who to remind; you when absent.
///
/// Returns:
///     The reminder's id.
pub fn create_reminder(text: String, time: String, user: Option<String>) -> String {
    format!("create_reminder: text={text:?}, time={time:?}, user={user:?}")
}
