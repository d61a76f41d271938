//! Synthetic tools, group 0.

use serde::{Deserialize, Serialize};

use crate::store::Store;

/// How urgent a piece of work is.
#[derive(Clone, Copy, Debug, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Priority0 {
    /// It can wait.
    Low,
    /// The usual.
    Normal,
    /// Drop everything else.
    High,
}

/// Which records to consider.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct Filter0 {
    /// The field to match.
    pub field: String,
    /// The value it must have.
    pub value: String,
    /// Whether the match ignores case.
    #[serde(default)]
    pub ignore_case: bool,
}

/// Rank the files that match, the way tool 0 of the catalogue does.
///
/// Args:
///     filter: Which records to consider.
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///
/// Returns:
///     What was done, for the model to read.
pub fn rank_files_0(filter: Filter0, mode: String) -> u64 {
    let text = format!("{} {:?} {:?}", "rank_files_0", filter, mode);
    text.len() as u64
}

/// Export the reports that match, the way tool 1 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     query: The text to look for, in the user's own words.
///     dry_run: Report what would change, change nothing. (default: false)
///     threshold: The lowest score a result may have, between 0 and 1.
///     page: The page to return; the first when absent.
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     note: A note to keep with the change, if any.
///
/// Returns:
///     What was done, for the model to read.
pub fn export_reports_1(query: String, dry_run: bool, threshold: f64, page: Option<u32>, mode: String, note: Option<String>) -> Filter0 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "export_reports_1", query, dry_run, threshold, page, mode, note);
    Filter0 { field: text, value: String::new(), ignore_case: false }
}

/// Archive the items that match, the way tool 2 of the catalogue does.
///
/// Args:
///     priority: How urgent this is.
///     dry_run: Report what would change, change nothing. (default: false)
///     query: The text to look for, in the user's own words.
///     tags: Tags a result must all carry.
///     threshold: The lowest score a result may have, between 0 and 1.
///
/// Returns:
///     What was done, for the model to read.
pub fn archive_items_2(priority: Priority0, dry_run: bool, query: String, tags: Vec<String>, threshold: f64) -> u64 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?}", "archive_items_2", priority, dry_run, query, tags, threshold);
    text.len() as u64
}

/// Count the files that match, the way tool 3 of the catalogue does.
///
/// Args:
///     filters: Filters, all of which must match.
///     ids: The ids of the records to work on.
///     title: A short title, as the user would write it.
///     threshold: The lowest score a result may have, between 0 and 1.
///     dry_run: Report what would change, change nothing. (default: false)
///
/// Returns:
///     What was done, for the model to read.
pub fn count_files_3(filters: Vec<Filter0>, ids: Vec<u32>, title: String, threshold: f64, dry_run: bool) -> Filter0 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?}", "count_files_3", filters, ids, title, threshold, dry_run);
    Filter0 { field: text, value: String::new(), ignore_case: false }
}

/// Create the notes that match, the way tool 4 of the catalogue does.
///
/// Args:
///     filters: Filters, all of which must match.
///     query: The text to look for, in the user's own words.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_notes_4(filters: Vec<Filter0>, query: String) -> Result<String, String> {
    let text = format!("{} {:?} {:?}", "create_notes_4", filters, query);
    Ok(text)
}

/// List the users that match, the way tool 5 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     limit: How many results to return at most. (default: 10)
///     note: A note to keep with the change, if any.
///     query: The text to look for, in the user's own words.
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     page: The page to return; the first when absent.
///     filter: Which records to consider.
///
/// Returns:
///     What was done, for the model to read.
pub fn list_users_5(limit: u32, note: Option<String>, query: String, mode: String, page: Option<u32>, filter: Filter0) -> Filter0 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "list_users_5", limit, note, query, mode, page, filter);
    Filter0 { field: text, value: String::new(), ignore_case: false }
}

/// Check the orders that match, the way tool 6 of the catalogue does.
///
/// Args:
///     offset: How many results to skip from the start.
///     title: A short title, as the user would write it.
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub fn check_orders_6(offset: i64, title: String, ids: Vec<u32>) -> String {
    let text = format!("{} {:?} {:?} {:?}", "check_orders_6", offset, title, ids);
    text
}

/// Tag the users that match, the way tool 7 of the catalogue does.
///
/// Args:
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     filter: Which records to consider.
///     priority: How urgent this is.
///     title: A short title, as the user would write it.
///     filters: Filters, all of which must match.
///     tags: Tags a result must all carry.
///
/// Returns:
///     What was done, for the model to read.
pub fn tag_users_7(store: &Store, mode: String, filter: Filter0, priority: Priority0, title: String, filters: Vec<Filter0>, tags: Vec<String>) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", store.name(), mode, filter, priority, title, filters, tags);
    Ok(text)
}

/// Check the reports that match, the way tool 8 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     title: A short title, as the user would write it.
///     query: The text to look for, in the user's own words.
///     page: The page to return; the first when absent.
///
/// Returns:
///     What was done, for the model to read.
pub fn check_reports_8(title: String, query: String, page: Option<u32>) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?}", "check_reports_8", title, query, page);
    text.lines().map(str::to_owned).collect()
}

/// Update the notes that match, the way tool 9 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     tags: Tags a result must all carry.
///
/// Returns:
///     What was done, for the model to read.
pub async fn update_notes_9(tags: Vec<String>) -> Filter0 {
    let text = format!("{} {:?}", "update_notes_9", tags);
    Filter0 { field: text, value: String::new(), ignore_case: false }
}

/// Export the users that match, the way tool 10 of the catalogue does.
///
/// Args:
///     tags: Tags a result must all carry.
///
/// Returns:
///     What was done, for the model to read.
pub fn export_users_10(tags: Vec<String>) -> Vec<String> {
    let text = format!("{} {:?}", "export_users_10", tags);
    text.lines().map(str::to_owned).collect()
}

/// List the files that match, the way tool 11 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub fn list_files_11(offset: i64) -> u64 {
    let text = format!("{} {:?}", "list_files_11", offset);
    text.len() as u64
}

/// Count the files that match, the way tool 12 of the catalogue does.
///
/// Args:
///     priority: How urgent this is.
///
/// Returns:
///     What was done, for the model to read.
pub fn count_files_12(priority: Priority0) -> Filter0 {
    let text = format!("{} {:?}", "count_files_12", priority);
    Filter0 { field: text, value: String::new(), ignore_case: false }
}

/// List the tickets that match, the way tool 13 of the catalogue does.
///
/// Args:
///     limit: How many results to return at most. (default: 10)
///     threshold: The lowest score a result may have, between 0 and 1.
///     filter: Which records to consider.
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub fn list_tickets_13(limit: u32, threshold: f64, filter: Filter0, ids: Vec<u32>) -> Filter0 {
    let text = format!("{} {:?} {:?} {:?} {:?}", "list_tickets_13", limit, threshold, filter, ids);
    Filter0 { field: text, value: String::new(), ignore_case: false }
}

/// Archive the events that match, the way tool 14 of the catalogue does.
///
/// Args:
///     threshold: The lowest score a result may have, between 0 and 1.
///     tags: Tags a result must all carry.
///     offset: How many results to skip from the start.
///     filter: Which records to consider.
///
/// Returns:
///     What was done, for the model to read.
pub fn archive_events_14(store: &Store, threshold: f64, tags: Vec<String>, offset: i64, filter: Filter0) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?} {:?}", store.name(), threshold, tags, offset, filter);
    Ok(text)
}

/// Find the events that match, the way tool 15 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     page: The page to return; the first when absent.
///
/// Returns:
///     What was done, for the model to read.
pub fn find_events_15(store: &Store, page: Option<u32>) -> u64 {
    let text = format!("{} {:?}", store.name(), page);
    text.len() as u64
}

/// Rank the customers that match, the way tool 16 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     query: The text to look for, in the user's own words.
///     tags: Tags a result must all carry.
///     dry_run: Report what would change, change nothing. (default: false)
///     page: The page to return; the first when absent.
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub async fn rank_customers_16(store: &Store, query: String, tags: Vec<String>, dry_run: bool, page: Option<u32>, offset: i64) -> String {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?}", store.name(), query, tags, dry_run, page, offset);
    text
}

/// Merge the customers that match, the way tool 17 of the catalogue does.
///
/// Args:
///     query: The text to look for, in the user's own words.
///     page: The page to return; the first when absent.
///     limit: How many results to return at most. (default: 10)
///     dry_run: Report what would change, change nothing. (default: false)
///     priority: How urgent this is.
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub fn merge_customers_17(query: String, page: Option<u32>, limit: u32, dry_run: bool, priority: Priority0, offset: i64) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "merge_customers_17", query, page, limit, dry_run, priority, offset);
    Ok(text)
}

/// Get the items that match, the way tool 18 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     query: The text to look for, in the user's own words.
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     page: The page to return; the first when absent.
///     offset: How many results to skip from the start.
///     limit: How many results to return at most. (default: 10)
///     priority: How urgent this is.
///
/// Returns:
///     What was done, for the model to read.
pub fn get_items_18(query: String, mode: String, page: Option<u32>, offset: i64, limit: u32, priority: Priority0) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "get_items_18", query, mode, page, offset, limit, priority);
    Ok(text)
}

/// Merge the tickets that match, the way tool 19 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     tags: Tags a result must all carry.
///     priority: How urgent this is.
///     filter: Which records to consider.
///     ids: The ids of the records to work on.
///     page: The page to return; the first when absent.
///     dry_run: Report what would change, change nothing. (default: false)
///
/// Returns:
///     What was done, for the model to read.
pub fn merge_tickets_19(tags: Vec<String>, priority: Priority0, filter: Filter0, ids: Vec<u32>, page: Option<u32>, dry_run: bool) -> Filter0 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "merge_tickets_19", tags, priority, filter, ids, page, dry_run);
    Filter0 { field: text, value: String::new(), ignore_case: false }
}

/// Create the files that match, the way tool 20 of the catalogue does.
///
/// Args:
///     tags: Tags a result must all carry.
///     page: The page to return; the first when absent.
///     filter: Which records to consider.
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_files_20(store: &Store, tags: Vec<String>, page: Option<u32>, filter: Filter0, offset: i64) -> Filter0 {
    let text = format!("{} {:?} {:?} {:?} {:?}", store.name(), tags, page, filter, offset);
    Filter0 { field: text, value: String::new(), ignore_case: false }
}

/// Count the events that match, the way tool 21 of the catalogue does.
///
/// Args:
///     page: The page to return; the first when absent.
///
/// Returns:
///     What was done, for the model to read.
pub fn count_events_21(page: Option<u32>) -> u64 {
    let text = format!("{} {:?}", "count_events_21", page);
    text.len() as u64
}

/// Merge the invoices that match, the way tool 22 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     page: The page to return; the first when absent.
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     dry_run: Report what would change, change nothing. (default: false)
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub fn merge_invoices_22(page: Option<u32>, mode: String, dry_run: bool, ids: Vec<u32>) -> String {
    let text = format!("{} {:?} {:?} {:?} {:?}", "merge_invoices_22", page, mode, dry_run, ids);
    text
}

/// Check the events that match, the way tool 23 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     limit: How many results to return at most. (default: 10)
///     page: The page to return; the first when absent.
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub fn check_events_23(limit: u32, page: Option<u32>, offset: i64) -> u64 {
    let text = format!("{} {:?} {:?} {:?}", "check_events_23", limit, page, offset);
    text.len() as u64
}

/// Tag the customers that match, the way tool 24 of the catalogue does.
///
/// Args:
///     ids: The ids of the records to work on.
///     filter: Which records to consider.
///     tags: Tags a result must all carry.
///     note: A note to keep with the change, if any.
///     offset: How many results to skip from the start.
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///
/// Returns:
///     What was done, for the model to read.
pub fn tag_customers_24(ids: Vec<u32>, filter: Filter0, tags: Vec<String>, note: Option<String>, offset: i64, mode: String) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "tag_customers_24", ids, filter, tags, note, offset, mode);
    Ok(text)
}

/// Update the items that match, the way tool 25 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     filter: Which records to consider.
///     threshold: The lowest score a result may have, between 0 and 1.
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub fn update_items_25(filter: Filter0, threshold: f64, ids: Vec<u32>) -> Filter0 {
    let text = format!("{} {:?} {:?} {:?}", "update_items_25", filter, threshold, ids);
    Filter0 { field: text, value: String::new(), ignore_case: false }
}

/// Get the customers that match, the way tool 26 of the catalogue does.
///
/// Args:
///     limit: How many results to return at most. (default: 10)
///     filters: Filters, all of which must match.
///     page: The page to return; the first when absent.
///
/// Returns:
///     What was done, for the model to read.
pub fn get_customers_26(limit: u32, filters: Vec<Filter0>, page: Option<u32>) -> String {
    let text = format!("{} {:?} {:?} {:?}", "get_customers_26", limit, filters, page);
    text
}

/// Merge the tickets that match, the way tool 27 of the catalogue does.
///
/// Args:
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     note: A note to keep with the change, if any.
///
/// Returns:
///     What was done, for the model to read.
pub fn merge_tickets_27(mode: String, note: Option<String>) -> Vec<String> {
    let text = format!("{} {:?} {:?}", "merge_tickets_27", mode, note);
    text.lines().map(str::to_owned).collect()
}

/// Tag the tickets that match, the way tool 28 of the catalogue does.
///
/// Args:
///     note: A note to keep with the change, if any.
///     filters: Filters, all of which must match.
///     filter: Which records to consider.
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub fn tag_tickets_28(note: Option<String>, filters: Vec<Filter0>, filter: Filter0, ids: Vec<u32>) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?} {:?}", "tag_tickets_28", note, filters, filter, ids);
    text.lines().map(str::to_owned).collect()
}

/// Find the notes that match, the way tool 29 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     ids: The ids of the records to work on.
///     title: A short title, as the user would write it.
///     note: A note to keep with the change, if any.
///
/// Returns:
///     What was done, for the model to read.
pub fn find_notes_29(ids: Vec<u32>, title: String, note: Option<String>) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?}", "find_notes_29", ids, title, note);
    Ok(text)
}

/// Export the invoices that match, the way tool 30 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     limit: How many results to return at most. (default: 10)
///     priority: How urgent this is.
///
/// Returns:
///     What was done, for the model to read.
pub fn export_invoices_30(store: &Store, limit: u32, priority: Priority0) -> Vec<String> {
    let text = format!("{} {:?} {:?}", store.name(), limit, priority);
    text.lines().map(str::to_owned).collect()
}

/// Create the tickets that match, the way tool 31 of the catalogue does.
///
/// Args:
///     query: The text to look for, in the user's own words.
///     ids: The ids of the records to work on.
///     note: A note to keep with the change, if any.
///     title: A short title, as the user would write it.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_tickets_31(query: String, ids: Vec<u32>, note: Option<String>, title: String) -> String {
    let text = format!("{} {:?} {:?} {:?} {:?}", "create_tickets_31", query, ids, note, title);
    text
}

/// Check the users that match, the way tool 32 of the catalogue does.
///
/// Args:
///     priority: How urgent this is.
///
/// Returns:
///     What was done, for the model to read.
pub fn check_users_32(priority: Priority0) -> String {
    let text = format!("{} {:?}", "check_users_32", priority);
    text
}

/// Update the orders that match, the way tool 33 of the catalogue does.
///
/// Args:
///     query: The text to look for, in the user's own words.
///     tags: Tags a result must all carry.
///     page: The page to return; the first when absent.
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     filters: Filters, all of which must match.
///     dry_run: Report what would change, change nothing. (default: false)
///
/// Returns:
///     What was done, for the model to read.
pub fn update_orders_33(store: &Store, query: String, tags: Vec<String>, page: Option<u32>, mode: String, filters: Vec<Filter0>, dry_run: bool) -> String {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", store.name(), query, tags, page, mode, filters, dry_run);
    text
}

/// List the files that match, the way tool 34 of the catalogue does.
///
/// Args:
///     filters: Filters, all of which must match.
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub fn list_files_34(filters: Vec<Filter0>, ids: Vec<u32>) -> Result<String, String> {
    let text = format!("{} {:?} {:?}", "list_files_34", filters, ids);
    Ok(text)
}

/// Update the customers that match, the way tool 35 of the catalogue does.
///
/// Args:
///     title: A short title, as the user would write it.
///     page: The page to return; the first when absent.
///     filter: Which records to consider.
///     filters: Filters, all of which must match.
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub fn update_customers_35(store: &Store, title: String, page: Option<u32>, filter: Filter0, filters: Vec<Filter0>, ids: Vec<u32>) -> String {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?}", store.name(), title, page, filter, filters, ids);
    text
}

/// Get the customers that match, the way tool 36 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     title: A short title, as the user would write it.
///     filter: Which records to consider.
///     note: A note to keep with the change, if any.
///
/// Returns:
///     What was done, for the model to read.
pub fn get_customers_36(title: String, filter: Filter0, note: Option<String>) -> u64 {
    let text = format!("{} {:?} {:?} {:?}", "get_customers_36", title, filter, note);
    text.len() as u64
}

/// Create the reports that match, the way tool 37 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     ids: The ids of the records to work on.
///     filter: Which records to consider.
///     dry_run: Report what would change, change nothing. (default: false)
///     query: The text to look for, in the user's own words.
///     filters: Filters, all of which must match.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_reports_37(ids: Vec<u32>, filter: Filter0, dry_run: bool, query: String, filters: Vec<Filter0>) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?}", "create_reports_37", ids, filter, dry_run, query, filters);
    text.lines().map(str::to_owned).collect()
}

/// Rank the events that match, the way tool 38 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     ids: The ids of the records to work on.
///     priority: How urgent this is.
///     note: A note to keep with the change, if any.
///
/// Returns:
///     What was done, for the model to read.
pub fn rank_events_38(store: &Store, ids: Vec<u32>, priority: Priority0, note: Option<String>) -> String {
    let text = format!("{} {:?} {:?} {:?}", store.name(), ids, priority, note);
    text
}

/// Export the items that match, the way tool 39 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     limit: How many results to return at most. (default: 10)
///     ids: The ids of the records to work on.
///     page: The page to return; the first when absent.
///     dry_run: Report what would change, change nothing. (default: false)
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub fn export_items_39(mode: String, limit: u32, ids: Vec<u32>, page: Option<u32>, dry_run: bool, offset: i64) -> Filter0 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "export_items_39", mode, limit, ids, page, dry_run, offset);
    Filter0 { field: text, value: String::new(), ignore_case: false }
}

/// Export the events that match, the way tool 40 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     query: The text to look for, in the user's own words.
///     title: A short title, as the user would write it.
///     note: A note to keep with the change, if any.
///     threshold: The lowest score a result may have, between 0 and 1.
///     offset: How many results to skip from the start.
///     filters: Filters, all of which must match.
///
/// Returns:
///     What was done, for the model to read.
pub fn export_events_40(query: String, title: String, note: Option<String>, threshold: f64, offset: i64, filters: Vec<Filter0>) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "export_events_40", query, title, note, threshold, offset, filters);
    Ok(text)
}

/// Check the tickets that match, the way tool 41 of the catalogue does.
///
/// Args:
///     threshold: The lowest score a result may have, between 0 and 1.
///     title: A short title, as the user would write it.
///     query: The text to look for, in the user's own words.
///     dry_run: Report what would change, change nothing. (default: false)
///     note: A note to keep with the change, if any.
///
/// Returns:
///     What was done, for the model to read.
pub async fn check_tickets_41(threshold: f64, title: String, query: String, dry_run: bool, note: Option<String>) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?}", "check_tickets_41", threshold, title, query, dry_run, note);
    Ok(text)
}

/// Count the events that match, the way tool 42 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     dry_run: Report what would change, change nothing. (default: false)
///     filter: Which records to consider.
///     page: The page to return; the first when absent.
///     note: A note to keep with the change, if any.
///     offset: How many results to skip from the start.
///     filters: Filters, all of which must match.
///
/// Returns:
///     What was done, for the model to read.
pub fn count_events_42(dry_run: bool, filter: Filter0, page: Option<u32>, note: Option<String>, offset: i64, filters: Vec<Filter0>) -> String {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "count_events_42", dry_run, filter, page, note, offset, filters);
    text
}

/// Check the orders that match, the way tool 43 of the catalogue does.
///
/// Args:
///     tags: Tags a result must all carry.
///     offset: How many results to skip from the start.
///     title: A short title, as the user would write it.
///     dry_run: Report what would change, change nothing. (default: false)
///
/// Returns:
///     What was done, for the model to read.
pub async fn check_orders_43(tags: Vec<String>, offset: i64, title: String, dry_run: bool) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?} {:?}", "check_orders_43", tags, offset, title, dry_run);
    text.lines().map(str::to_owned).collect()
}

/// Create the files that match, the way tool 44 of the catalogue does.
///
/// Args:
///     tags: Tags a result must all carry.
///     dry_run: Report what would change, change nothing. (default: false)
///     filter: Which records to consider.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_files_44(tags: Vec<String>, dry_run: bool, filter: Filter0) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?}", "create_files_44", tags, dry_run, filter);
    text.lines().map(str::to_owned).collect()
}

/// Check the customers that match, the way tool 45 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     filters: Filters, all of which must match.
///
/// Returns:
///     What was done, for the model to read.
pub async fn check_customers_45(filters: Vec<Filter0>) -> Result<String, String> {
    let text = format!("{} {:?}", "check_customers_45", filters);
    Ok(text)
}

/// Get the orders that match, the way tool 46 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     tags: Tags a result must all carry.
///     page: The page to return; the first when absent.
///     query: The text to look for, in the user's own words.
///     threshold: The lowest score a result may have, between 0 and 1.
///     filter: Which records to consider.
///
/// Returns:
///     What was done, for the model to read.
pub fn get_orders_46(mode: String, tags: Vec<String>, page: Option<u32>, query: String, threshold: f64, filter: Filter0) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "get_orders_46", mode, tags, page, query, threshold, filter);
    text.lines().map(str::to_owned).collect()
}

/// Rank the invoices that match, the way tool 47 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///
/// Returns:
///     What was done, for the model to read.
pub fn rank_invoices_47(mode: String) -> Vec<String> {
    let text = format!("{} {:?}", "rank_invoices_47", mode);
    text.lines().map(str::to_owned).collect()
}

/// List the events that match, the way tool 48 of the catalogue does.
///
/// Args:
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub fn list_events_48(ids: Vec<u32>) -> Result<String, String> {
    let text = format!("{} {:?}", "list_events_48", ids);
    Ok(text)
}

/// Get the events that match, the way tool 49 of the catalogue does.
///
/// Args:
///     note: A note to keep with the change, if any.
///     query: The text to look for, in the user's own words.
///     threshold: The lowest score a result may have, between 0 and 1.
///     page: The page to return; the first when absent.
///     filter: Which records to consider.
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub async fn get_events_49(note: Option<String>, query: String, threshold: f64, page: Option<u32>, filter: Filter0, offset: i64) -> Filter0 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "get_events_49", note, query, threshold, page, filter, offset);
    Filter0 { field: text, value: String::new(), ignore_case: false }
}
