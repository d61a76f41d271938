//! Team chat: channels, messages and people.

/// Posts a message in a channel.
///
/// Args:
///     channel: The channel's name, such as `#random`.
///     text: The message, in Markdown.
pub fn post_message(channel: String, text: String) -> String {
    format!("would post {} bytes in {channel}", text.len())
}

/// Sends a direct message to one person.
///
/// Args:
///     user: Who gets it, as `@handle`, such as `@kim`.
///     text: The message.
pub fn send_direct_message(user: String, text: String) -> String {
    format!("would send {} bytes to {user}", text.len())
}

/// Lists the channels of the workspace with their topics and member counts.
///
/// Args:
///     include_archived: Whether archived channels are listed too.
pub fn list_channels(include_archived: bool) -> String {
    format!("would list the channels (archived: {include_archived})")
}

/// Reads the latest messages of a channel.
///
/// Args:
///     channel: The channel's name.
///     limit: How many messages, newest first. (default: 20)
pub fn channel_history(channel: String, limit: u32) -> String {
    format!("would read {limit} messages of {channel}")
}
