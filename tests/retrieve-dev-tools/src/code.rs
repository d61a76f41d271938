//! Code hosting: repositories, pull requests and issues.

/// Merges an open pull request into its base branch.
///
/// Args:
///     repo: The repository as `owner/name`, such as `octo/widgets`.
///     number: The pull request's number.
///     method: How the commits are combined. (choices: ["merge", "squash", "rebase"]) (default: "merge")
pub fn merge_pull_request(repo: String, number: u64, method: String) -> String {
    format!("would merge #{number} of {repo} by {method}")
}

/// Lists the pull requests of a repository, newest first.
///
/// Args:
///     repo: The repository as `owner/name`.
///     state: Which pull requests to list. (choices: ["open", "closed", "all"]) (default: "open")
pub fn list_pull_requests(repo: String, state: String) -> String {
    format!("would list the {state} pull requests of {repo}")
}

/// Opens a pull request that asks to merge one branch into another.
///
/// Args:
///     repo: The repository as `owner/name`.
///     head: The branch with the changes.
///     base: The branch to merge into, usually `main`.
///     title: A one-line title.
pub fn create_pull_request(repo: String, head: String, base: String, title: String) -> String {
    format!("would open `{title}` from {head} into {base} in {repo}")
}

/// Closes an issue, with an optional comment explaining why.
///
/// Args:
///     repo: The repository as `owner/name`.
///     number: The issue number, such as `42`.
///     comment: A comment to leave before closing.
pub fn close_issue(repo: String, number: u64, comment: Option<String>) -> String {
    format!("would close issue #{number} of {repo} ({})", comment.unwrap_or_default())
}

/// Files a new issue: a bug report or a feature request.
///
/// Args:
///     repo: The repository as `owner/name`.
///     title: What is wrong or wanted, in one line.
///     body: The details, in Markdown.
pub fn create_issue(repo: String, title: String, body: String) -> String {
    format!("would file `{title}` in {repo} ({} bytes)", body.len())
}

/// Searches the source code of a repository for a text.
///
/// Args:
///     repo: The repository as `owner/name`.
///     text: The text to look for, such as a function name.
pub fn search_code(repo: String, text: String) -> String {
    format!("would search {repo} for `{text}`")
}
