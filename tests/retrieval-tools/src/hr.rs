//! Human resources, modelled on BambooHR- and Workday-style MCP servers: the employee directory,
//! time off, payslips, onboarding and hiring.

use serde::Deserialize;

/// A kind of time off.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LeaveType {
    /// Paid holiday.
    Vacation,
    /// Sick leave.
    Sick,
    /// Parental leave.
    Parental,
    /// Unpaid leave.
    Unpaid,
}

/// Searches the employee directory by name, team, role or location.
///
/// Args:
///     query: Words to find.
///     department: Only this department.
///
/// Returns:
///     The matching employees' ids, names, titles, teams and managers.
pub fn search_employees(query: String, department: Option<String>) -> String {
    format!("search_employees: query={query:?}, department={department:?}")
}

/// Gets an employee's record: title, manager, team, start date and contact details.
///
/// Args:
///     employee_id: The employee's id, such as `E-0412`.
///
/// Returns:
///     The employee's record.
pub fn get_employee(employee_id: String) -> String {
    format!("get_employee: employee_id={employee_id:?}")
}

/// Gets the reporting lines under a manager: who reports to whom.
///
/// Args:
///     manager_id: The manager's employee id.
///     depth: How many levels down. (default: 2)
///
/// Returns:
///     The tree of reports.
pub fn get_org_chart(manager_id: String, depth: u32) -> String {
    format!("get_org_chart: manager_id={manager_id:?}, depth={depth:?}")
}

/// Requests time off (vacation, sick leave) for dates, for a manager to approve.
///
/// Args:
///     leave_type: The kind of leave.
///     start_date: The first day off, as YYYY-MM-DD.
///     end_date: The last day off, as YYYY-MM-DD.
///     note: A note for the approver.
///
/// Returns:
///     The request's id and status.
pub fn request_time_off(leave_type: LeaveType, start_date: String, end_date: String, note: Option<String>) -> String {
    format!(
        "request_time_off: leave_type={leave_type:?}, start_date={start_date:?}, end_date={end_date:?}, note={note:?}"
    )
}

/// Gets how many vacation and sick days an employee has left this year.
///
/// Args:
///     employee_id: The employee; you when absent.
///
/// Returns:
///     The days left per leave type.
pub fn get_time_off_balance(employee_id: Option<String>) -> String {
    format!("get_time_off_balance: employee_id={employee_id:?}")
}

/// Lists time-off requests, yours or those waiting for your approval.
///
/// Args:
///     status: Which requests. (default: "pending") (choices: ["pending", "approved", "denied", "all"])
///     to_approve: Requests from your reports waiting for you. (default: false)
///
/// Returns:
///     Each request's id, employee, dates, type and status.
pub fn list_time_off_requests(status: String, to_approve: bool) -> String {
    format!("list_time_off_requests: status={status:?}, to_approve={to_approve:?}")
}

/// Approves or denies an employee's time-off request.
///
/// Args:
///     request_id: The request's id.
///     approve: True to approve, false to deny.
///     comment: A note to the employee.
///
/// Returns:
///     The request's new status.
pub fn approve_time_off(request_id: String, approve: bool, comment: Option<String>) -> String {
    format!("approve_time_off: request_id={request_id:?}, approve={approve:?}, comment={comment:?}")
}

/// Gets an employee's payslip for a month: gross, deductions and net pay.
///
/// Args:
///     month: The month, as YYYY-MM.
///     employee_id: The employee; you when absent.
///
/// Returns:
///     The payslip's lines and totals.
pub fn get_payslip(month: String, employee_id: Option<String>) -> String {
    format!("get_payslip: month={month:?}, employee_id={employee_id:?}")
}

/// Lists the company's public holidays for a year and country.
///
/// Args:
///     year: The year.
///     country: The two-letter country code. (default: "US")
///
/// Returns:
///     Each holiday's date and name.
pub fn list_public_holidays(year: u16, country: String) -> String {
    format!("list_public_holidays: year={year:?}, country={country:?}")
}

/// Starts onboarding a new hire: accounts, laptop, buddy and first-week checklist.
///
/// Args:
///     name: The new hire's full name.
///     email: Their work email.
///     start_date: Their first day, as YYYY-MM-DD.
///     manager_id: Their manager's employee id.
///
/// Returns:
///     The onboarding checklist's id.
pub fn start_onboarding(name: String, email: String, start_date: String, manager_id: String) -> String {
    format!("start_onboarding: name={name:?}, email={email:?}, start_date={start_date:?}, manager_id={manager_id:?}")
}

/// Publishes a job opening on the careers page.
///
/// Args:
///     title: The job's title.
///     department: The hiring department.
///     location: Where, or `Remote`.
///     description: The job description.
///
/// Returns:
///     The opening's id and URL.
pub fn post_job_opening(title: String, department: String, location: String, description: String) -> String {
    format!("post_job_opening: title={title:?}, department={department:?}, location={location:?}, description={description:?}")
}

/// Lists the candidates who applied for a job opening, by stage.
///
/// Args:
///     opening_id: The job opening's id.
///     stage: Only this stage. (choices: ["applied", "screen", "interview", "offer", "hired", "rejected"])
///
/// Returns:
///     Each candidate's name, stage and application date.
pub fn list_candidates(opening_id: String, stage: Option<String>) -> String {
    format!("list_candidates: opening_id={opening_id:?}, stage={stage:?}")
}
