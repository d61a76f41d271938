//! Social media accounts: posts, scheduling, drafts, replies, mentions and followers.

/// Publishes a post on a social media account right away.
///
/// Args:
///     account: The account to post as, such as `@acme_official`.
///     text: What the post says.
///     media_urls: Links to images or videos to attach.
pub fn publish_post(account: String, text: String, media_urls: Vec<String>) -> String {
    format!("would publish {} bytes as {account} with {} media", text.len(), media_urls.len())
}

/// Schedules a post to be published later, at a given time.
///
/// Args:
///     account: The account to post as.
///     text: What the post says.
///     publish_at: When it goes out, with its time zone, such as `2026-05-01T09:00:00+09:00`.
pub fn schedule_post(account: String, text: String, publish_at: String) -> String {
    format!("would publish {} bytes as {account} at {publish_at}", text.len())
}

/// Saves a post as a draft to finish or have approved before it goes out.
///
/// Args:
///     account: The account the draft belongs to.
///     text: What the post says so far.
pub fn save_draft_post(account: String, text: String) -> String {
    format!("would save a draft of {} bytes for {account}", text.len())
}

/// Replies to a post, publicly, under it.
///
/// Args:
///     post_url: The post to answer, such as `https://social.example/@dana_k/112233445566`.
///     text: The reply.
pub fn reply_to_post(post_url: String, text: String) -> String {
    format!("would reply to {post_url} ({} bytes)", text.len())
}

/// Deletes one of the account's published posts for good.
///
/// Args:
///     post_id: The post's id or address.
pub fn delete_post(post_id: String) -> String {
    format!("would delete post {post_id}")
}

/// Lists the posts of an account, newest first.
///
/// Args:
///     handle: Whose posts, such as `@dana_k`.
///     since: Only posts from this day on.
///     limit: How many posts at most. (default: 20)
pub fn list_posts(handle: String, since: Option<String>, limit: u32) -> String {
    format!("would list {limit} posts of {handle} since {since:?}")
}

/// Lists the posts and replies that mention the account, newest first.
///
/// Args:
///     account: The account that was mentioned, such as `@acme_official`.
///     unanswered_only: Only mentions nobody from the account replied to yet. (default: false)
pub fn list_mentions(account: String, unanswered_only: bool) -> String {
    format!("would list the mentions of {account} (unanswered only: {unanswered_only})")
}

/// Reports an account's audience: followers gained and lost, reach and engagement over a period.
///
/// Args:
///     account: The account.
///     period: Over how long. (choices: ["7d", "28d", "90d"]) (default: "28d")
pub fn follower_stats(account: String, period: String) -> String {
    format!("would report the followers of {account} over {period}")
}
