//! Support: tickets and the agents who answer them.

use serde::{Deserialize, Serialize};

use crate::empty;
use crate::shop::{CustomerId, OrderId};

/// A ticket's id, such as `T-8812`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct TicketId(pub String);

/// A support agent's id, such as `AG-7`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct AgentId(pub String);

/// How urgent a ticket is.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Priority {
    /// It can wait.
    Low,
    /// The usual.
    #[default]
    Normal,
    /// Today.
    High,
    /// Now.
    Urgent,
}

/// Where a ticket is.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TicketStatus {
    /// Nobody answered yet.
    #[default]
    New,
    /// Being worked on.
    Open,
    /// Waiting for the customer.
    WaitingOnCustomer,
    /// Closed.
    Closed,
}

/// One message of a ticket.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Message {
    /// Who wrote it: the customer or an agent's name.
    pub author: String,
    /// What they wrote.
    pub body: String,
    /// When (RFC 3339).
    pub at: String,
}

/// A ticket in full.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Ticket {
    /// Its id.
    pub id: TicketId,
    /// The customer who opened it.
    pub customer_id: CustomerId,
    /// What it is about.
    pub subject: String,
    /// Where it is.
    pub status: TicketStatus,
    /// How urgent it is.
    pub priority: Priority,
    /// The agent working on it, if any.
    pub assignee: Option<AgentId>,
    /// The order it is about, if any.
    pub order_id: Option<OrderId>,
    /// The conversation so far.
    pub messages: Vec<Message>,
}

/// A ticket, as a list shows it.
#[derive(Clone, Debug, Default, Serialize)]
pub struct TicketSummary {
    /// Its id.
    pub id: TicketId,
    /// The customer who opened it.
    pub customer_id: CustomerId,
    /// What it is about.
    pub subject: String,
    /// Where it is.
    pub status: TicketStatus,
}

/// A support agent.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Agent {
    /// Their id.
    pub id: AgentId,
    /// Their name.
    pub name: String,
    /// The queue they work, such as `billing`.
    pub queue: String,
}

/// Opens a support ticket for a customer.
///
/// Args:
///     customer_id: The customer.
///     subject: What it is about, in a line.
///     body: The customer's message.
///     priority: How urgent it is. (default: "normal")
///     order_id: The order it is about, if any.
///
/// Annotations:
///     read_only: false
pub fn create_ticket(
    customer_id: CustomerId,
    subject: String,
    body: String,
    priority: Priority,
    order_id: Option<OrderId>,
) -> Result<Ticket, String> {
    let _ = (customer_id, subject, body, priority, order_id);
    Ok(empty())
}

/// Gets a ticket with its whole conversation.
///
/// Args:
///     ticket_id: The ticket, such as `T-8812`.
///
/// Annotations:
///     read_only
pub fn get_ticket(ticket_id: TicketId) -> Result<Ticket, String> {
    let _ = ticket_id;
    Ok(empty())
}

/// Searches tickets by the words in their subject and messages.
///
/// Args:
///     query: The words, such as `broken handle`.
///     status: Only tickets in this state.
///
/// Annotations:
///     read_only
pub fn search_tickets(query: String, status: Option<TicketStatus>) -> Vec<TicketSummary> {
    let _ = (query, status);
    empty()
}

/// Lists the tickets a customer opened, newest first.
///
/// Args:
///     customer_id: The customer.
///
/// Annotations:
///     read_only
pub fn list_customer_tickets(customer_id: CustomerId) -> Vec<TicketSummary> {
    let _ = customer_id;
    empty()
}

/// Assigns a ticket to an agent.
///
/// Args:
///     ticket_id: The ticket.
///     agent_id: The agent, such as `AG-7`.
///
/// Annotations:
///     read_only: false
///     idempotent
pub fn assign_ticket(ticket_id: TicketId, agent_id: AgentId) -> Result<Ticket, String> {
    let _ = (ticket_id, agent_id);
    Ok(empty())
}

/// Finds support agents by name.
///
/// Args:
///     name: Part of the agent's name, such as `Priya`.
///
/// Annotations:
///     read_only
pub fn find_agent(name: String) -> Vec<Agent> {
    let _ = name;
    empty()
}

/// Replies to the customer on a ticket.
///
/// Args:
///     ticket_id: The ticket.
///     message: The reply.
///
/// Annotations:
///     read_only: false
pub fn reply_to_ticket(ticket_id: TicketId, message: String) -> Result<Ticket, String> {
    let _ = (ticket_id, message);
    Ok(empty())
}

/// Closes a ticket as resolved.
///
/// Args:
///     ticket_id: The ticket.
///     resolution: How it was resolved.
///
/// Annotations:
///     read_only: false
pub fn close_ticket(ticket_id: TicketId, resolution: String) -> Result<Ticket, String> {
    let _ = (ticket_id, resolution);
    Ok(empty())
}

/// Escalates a ticket to the team leads.
///
/// Args:
///     ticket_id: The ticket.
///     reason: Why it needs a lead.
///
/// Annotations:
///     read_only: false
pub fn escalate_ticket(ticket_id: TicketId, reason: String) -> Result<Ticket, String> {
    let _ = (ticket_id, reason);
    Ok(empty())
}

/// Merges a duplicate ticket into another; the duplicate is closed.
///
/// Args:
///     primary_ticket_id: The ticket to keep, such as `T-8812`.
///     duplicate_ticket_id: The ticket to merge into it.
///
/// Annotations:
///     read_only: false
pub fn merge_tickets(primary_ticket_id: String, duplicate_ticket_id: String) -> Result<bool, String> {
    let _ = (primary_ticket_id, duplicate_ticket_id);
    Ok(true)
}

/// Tags a ticket, for reports.
///
/// Args:
///     ticket_id: The ticket, such as `T-8812`.
///     tag: The tag, such as `damaged-in-transit`.
///
/// Annotations:
///     read_only: false
///     idempotent
pub fn tag_ticket(ticket_id: String, tag: String) -> Result<bool, String> {
    let _ = (ticket_id, tag);
    Ok(true)
}
