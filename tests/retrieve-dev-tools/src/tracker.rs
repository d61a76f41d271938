//! An issue tracker with projects, boards and sprints, like Jira or Linear.

/// Creates a ticket in a project's backlog.
///
/// Args:
///     project: The project's key, such as `WEB`.
///     title: What has to be done, in one line.
///     description: The details, in Markdown.
///     kind: The kind of ticket. (choices: ["task", "story", "epic"]) (default: "task")
pub fn create_ticket(project: String, title: String, description: String, kind: String) -> String {
    format!("would create the {kind} `{title}` in {project} ({} bytes)", description.len())
}

/// Assigns a ticket to a person, who then becomes responsible for it.
///
/// Args:
///     key: The ticket's key, such as `PROJ-142`.
///     assignee: The person's e-mail address, such as `dana@example.com`, or `me`.
pub fn assign_ticket(key: String, assignee: String) -> String {
    format!("would assign {key} to {assignee}")
}

/// Moves a ticket to another column of its board, such as from in progress to done.
///
/// Args:
///     key: The ticket's key, such as `PROJ-142`.
///     status: The new status. (choices: ["to_do", "in_progress", "in_review", "done"])
pub fn transition_ticket(key: String, status: String) -> String {
    format!("would move {key} to {status}")
}

/// Adds a comment to a ticket's discussion.
///
/// Args:
///     key: The ticket's key, such as `PROJ-142`.
///     text: The comment, in Markdown.
pub fn comment_on_ticket(key: String, text: String) -> String {
    format!("would comment on {key} ({} bytes)", text.len())
}

/// Searches the tickets of every project by words in their title or description.
///
/// Args:
///     query: The words to look for, such as `checkout timeout`.
///     assignee: Only tickets assigned to this e-mail address.
///     status: Only tickets in this status. (choices: ["to_do", "in_progress", "in_review", "done"])
pub fn search_tickets(query: String, assignee: Option<String>, status: Option<String>) -> String {
    format!("would search tickets for `{query}` ({assignee:?}, {status:?})")
}

/// Lists the sprints of a board with their dates, goals and progress.
///
/// Args:
///     board: The board's name, such as `Mobile`.
///     state: Which sprints. (choices: ["active", "future", "closed"]) (default: "active")
pub fn list_sprints(board: String, state: String) -> String {
    format!("would list the {state} sprints of {board}")
}
