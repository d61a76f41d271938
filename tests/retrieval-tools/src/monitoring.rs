//! Monitoring and on-call, modelled on the Datadog, Sentry and PagerDuty MCP servers: metrics,
//! logs, errors, alerts and incidents.

use serde::Deserialize;

/// How bad an incident is.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// A full outage for customers.
    Sev1,
    /// A major feature is down.
    Sev2,
    /// Degraded, with a workaround.
    Sev3,
    /// Minor.
    Sev4,
}

/// Queries a time series of a metric, such as CPU, latency or request rate.
///
/// Args:
///     query: The metric query, such as `avg:system.cpu.user{service:api}`.
///     from: The start, as a date-time or `-1h`.
///     to: The end. (default: "now")
///
/// Returns:
///     The series' points.
pub fn query_metrics(query: String, from: String, to: String) -> String {
    format!("query_metrics: query={query:?}, from={from:?}, to={to:?}")
}

/// Searches application logs by text, service and level over a time window.
///
/// Args:
///     query: The log query, such as `service:checkout status:error timeout`.
///     from: The start, as a date-time or `-15m`. (default: "-15m")
///     limit: How many lines. (default: 100)
///
/// Returns:
///     The matching log lines with their time, host and service.
pub fn search_logs(query: String, from: String, limit: u32) -> String {
    format!("search_logs: query={query:?}, from={from:?}, limit={limit:?}")
}

/// Lists grouped application errors (exceptions) by how often they happen, as Sentry does.
///
/// Args:
///     project: The project's slug, such as `web-frontend`.
///     status: Which errors. (default: "unresolved") (choices: ["unresolved", "resolved", "ignored"])
///     environment: Only this environment, such as `production`.
///
/// Returns:
///     Each error group's id, title, count, users affected and last seen.
pub fn list_error_issues(project: String, status: String, environment: Option<String>) -> String {
    format!("list_error_issues: project={project:?}, status={status:?}, environment={environment:?}")
}

/// Gets one error group with its stack trace, tags and latest event.
///
/// Args:
///     issue_id: The error group's id.
///
/// Returns:
///     The stack trace, tags, release and breadcrumbs.
pub fn get_error_details(issue_id: String) -> String {
    format!("get_error_details: issue_id={issue_id:?}")
}

/// Marks an error group as resolved, optionally in the next release.
///
/// Args:
///     issue_id: The error group's id.
///     in_next_release: Resolve it only once the next release ships. (default: false)
///
/// Returns:
///     The group's new status.
pub fn resolve_error(issue_id: String, in_next_release: bool) -> String {
    format!("resolve_error: issue_id={issue_id:?}, in_next_release={in_next_release:?}")
}

/// Lists alerting monitors and whether each is OK, warning or alerting.
///
/// Args:
///     state: Only monitors in this state. (choices: ["ok", "warn", "alert", "no_data"])
///     tag: Only monitors with this tag, such as `team:payments`.
///
/// Returns:
///     Each monitor's id, name, query and state.
pub fn list_monitors(state: Option<String>, tag: Option<String>) -> String {
    format!("list_monitors: state={state:?}, tag={tag:?}")
}

/// Creates an alert monitor that notifies when a metric crosses a threshold.
///
/// Args:
///     name: The monitor's name.
///     query: The metric query with its threshold, such as `avg(last_5m):avg:api.latency{*} > 500`.
///     notify: Who to notify, such as `@slack-oncall` or an email.
///
/// Returns:
///     The monitor's id.
pub fn create_monitor(name: String, query: String, notify: Vec<String>) -> String {
    format!("create_monitor: name={name:?}, query={query:?}, notify={notify:?}")
}

/// Silences a monitor's alerts for a while, for example during maintenance.
///
/// Args:
///     monitor_id: The monitor's id.
///     minutes: For how long. (default: 60)
///
/// Returns:
///     When the mute ends.
pub fn mute_monitor(monitor_id: u64, minutes: u32) -> String {
    format!("mute_monitor: monitor_id={monitor_id:?}, minutes={minutes:?}")
}

/// Opens an incident and pages the on-call responder of a service.
///
/// Args:
///     service: The affected service, such as `checkout-api`.
///     title: What is wrong.
///     severity: How bad it is. (default: "sev3")
///
/// Returns:
///     The incident's id and who was paged.
pub fn trigger_incident(service: String, title: String, severity: Severity) -> String {
    format!("trigger_incident: service={service:?}, title={title:?}, severity={severity:?}")
}

/// Acknowledges an incident so it stops paging, while you work on it.
///
/// Args:
///     incident_id: The incident's id.
///
/// Returns:
///     The incident's new status.
pub fn acknowledge_incident(incident_id: String) -> String {
    format!("acknowledge_incident: incident_id={incident_id:?}")
}

/// Resolves an incident once the problem is fixed.
///
/// Args:
///     incident_id: The incident's id.
///     resolution: What fixed it.
///
/// Returns:
///     The incident's new status.
pub fn resolve_incident(incident_id: String, resolution: Option<String>) -> String {
    format!("resolve_incident: incident_id={incident_id:?}, resolution={resolution:?}")
}

/// Lists incidents, open or recent, by service or status.
///
/// Args:
///     status: Which incidents. (default: "triggered") (choices: ["triggered", "acknowledged", "resolved"])
///     service: Only this service.
///
/// Returns:
///     Each incident's id, title, service, severity and status.
pub fn list_incidents(status: String, service: Option<String>) -> String {
    format!("list_incidents: status={status:?}, service={service:?}")
}

/// Gets who is on call now (or at a time) for a schedule or service.
///
/// Args:
///     schedule: The on-call schedule's or service's name.
///     at: When; now when absent.
///
/// Returns:
///     The on-call person's name and contact, and when their shift ends.
pub fn get_on_call(schedule: String, at: Option<String>) -> String {
    format!("get_on_call: schedule={schedule:?}, at={at:?}")
}

/// Checks whether a URL is up and how fast it answers, from several regions.
///
/// Args:
///     url: The URL to check, such as `https://example.com/health`.
///
/// Returns:
///     The status code and response time per region.
pub fn check_uptime(url: String) -> String {
    format!("check_uptime: url={url:?}")
}
