//! The web: fetching pages and checking sites.

/// Downloads a web page and returns its text without the markup.
///
/// Args:
///     url: The page's address, such as `https://example.com/docs`.
pub fn fetch_page(url: String) -> String {
    format!("would fetch {url}")
}

/// Checks whether a website answers, and how fast.
///
/// Args:
///     url: The site's address.
///     timeout_seconds: How long to wait for an answer. (default: 10)
pub fn check_site(url: String, timeout_seconds: u32) -> String {
    format!("would check {url} within {timeout_seconds} s")
}
