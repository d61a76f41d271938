//! An issue tracker, modelled on Jira's and Linear's MCP servers: tickets, sprints, comments,
//! transitions and worklogs.

use serde::Deserialize;

/// How urgent a ticket is.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Priority {
    /// Whenever there is time.
    Lowest,
    /// Soon.
    Low,
    /// This sprint.
    Medium,
    /// Before other work.
    High,
    /// Drop everything.
    Highest,
}

/// What kind of work a ticket is.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TicketType {
    /// Something is broken.
    Bug,
    /// A piece of work.
    Task,
    /// A user-facing feature.
    Story,
    /// A large body of work split into stories.
    Epic,
}

/// Creates a ticket in a project of the issue tracker.
///
/// Args:
///     project_key: The project's key, such as `PAY` or `WEB`.
///     summary: The ticket's one-line title.
///     ticket_type: What kind of work it is. (default: "task")
///     description: The details.
///     priority: How urgent it is. (default: "medium")
///     assignee: Who works on it, by username.
///
/// Returns:
///     The new ticket's key, such as `PAY-142`.
pub fn create_ticket(
    project_key: String,
    summary: String,
    ticket_type: TicketType,
    description: Option<String>,
    priority: Priority,
    assignee: Option<String>,
) -> String {
    format!("create_ticket: project_key={project_key:?}, summary={summary:?}, ticket_type={ticket_type:?}, description={description:?}, priority={priority:?}, assignee={assignee:?}")
}

/// Gets one ticket by its key: summary, status, assignee, priority and description.
///
/// Args:
///     ticket_key: The ticket's key, such as `PAY-142`.
///
/// Returns:
///     The ticket's fields.
pub fn get_ticket(ticket_key: String) -> String {
    format!("get_ticket: ticket_key={ticket_key:?}")
}

/// Changes a ticket's fields: summary, description, priority, labels.
///
/// Args:
///     ticket_key: The ticket's key.
///     summary: A new title.
///     description: A new description.
///     priority: A new priority.
///     labels: The labels, replacing the old ones.
///
/// Returns:
///     The updated ticket.
pub fn update_ticket(
    ticket_key: String,
    summary: Option<String>,
    description: Option<String>,
    priority: Option<Priority>,
    labels: Option<Vec<String>>,
) -> String {
    format!("update_ticket: ticket_key={ticket_key:?}, summary={summary:?}, description={description:?}, priority={priority:?}, labels={labels:?}")
}

/// Searches tickets with a JQL query (project, status, assignee, text).
///
/// Args:
///     jql: The query, such as `project = WEB AND status = "In Progress" AND assignee = currentUser()`.
///     max_results: How many. (default: 50)
///
/// Returns:
///     The matching tickets' keys, summaries and statuses.
pub fn search_tickets(jql: String, max_results: u32) -> String {
    format!("search_tickets: jql={jql:?}, max_results={max_results:?}")
}

/// Lists the open tickets assigned to you, by priority.
///
/// Args:
///     include_done: Also list tickets already done. (default: false)
///
/// Returns:
///     Your tickets' keys, summaries, statuses and priorities.
pub fn list_my_tickets(include_done: bool) -> String {
    format!("list_my_tickets: include_done={include_done:?}")
}

/// Moves a ticket to another status of its workflow, such as In Progress or Done.
///
/// Args:
///     ticket_key: The ticket's key.
///     status: The status to move to. (choices: ["To Do", "In Progress", "In Review", "Done", "Won't Do"])
///
/// Returns:
///     The ticket's new status.
pub fn transition_ticket(ticket_key: String, status: String) -> String {
    format!("transition_ticket: ticket_key={ticket_key:?}, status={status:?}")
}

/// Assigns a ticket to someone, or unassigns it.
///
/// Args:
///     ticket_key: The ticket's key.
///     assignee: The username; nobody when absent.
///
/// Returns:
///     The ticket's new assignee.
pub fn assign_ticket(ticket_key: String, assignee: Option<String>) -> String {
    format!("assign_ticket: ticket_key={ticket_key:?}, assignee={assignee:?}")
}

/// Adds a comment to a ticket.
///
/// Args:
///     ticket_key: The ticket's key.
///     body: The comment text.
///
/// Returns:
///     The comment's id.
pub fn add_ticket_comment(ticket_key: String, body: String) -> String {
    format!("add_ticket_comment: ticket_key={ticket_key:?}, body={body:?}")
}

/// Links two tickets: blocks, is blocked by, duplicates or relates to.
///
/// Args:
///     from_key: The first ticket's key.
///     to_key: The second ticket's key.
///     link_type: How they relate. (choices: ["blocks", "is blocked by", "duplicates", "relates to"])
///
/// Returns:
///     The link's id.
pub fn link_tickets(from_key: String, to_key: String, link_type: String) -> String {
    format!("link_tickets: from_key={from_key:?}, to_key={to_key:?}, link_type={link_type:?}")
}

/// Logs time spent on a ticket.
///
/// Args:
///     ticket_key: The ticket's key.
///     time_spent: How long, such as `2h 30m`.
///     comment: What was done.
///
/// Returns:
///     The worklog's id.
pub fn log_work(ticket_key: String, time_spent: String, comment: Option<String>) -> String {
    format!("log_work: ticket_key={ticket_key:?}, time_spent={time_spent:?}, comment={comment:?}")
}

/// Lists the sprints of a board: active, future and closed.
///
/// Args:
///     board_id: The board's id.
///     state: Which sprints. (default: "active") (choices: ["active", "future", "closed"])
///
/// Returns:
///     Each sprint's id, name, dates and goal.
pub fn list_sprints(board_id: u64, state: String) -> String {
    format!("list_sprints: board_id={board_id:?}, state={state:?}")
}

/// Moves tickets into a sprint.
///
/// Args:
///     sprint_id: The sprint's id.
///     ticket_keys: The tickets' keys.
///
/// Returns:
///     How many tickets moved.
pub fn move_to_sprint(sprint_id: u64, ticket_keys: Vec<String>) -> String {
    format!("move_to_sprint: sprint_id={sprint_id:?}, ticket_keys={ticket_keys:?}")
}

/// Lists the projects of the issue tracker, with their keys and leads.
///
/// Returns:
///     Each project's key, name and lead.
pub fn list_projects() -> String {
    "list_projects".to_owned()
}
