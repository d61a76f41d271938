//! Synthetic tools, group 1.

use serde::{Deserialize, Serialize};

use crate::store::Store;

/// How urgent a piece of work is.
#[derive(Clone, Copy, Debug, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Priority1 {
    /// It can wait.
    Low,
    /// The usual.
    Normal,
    /// Drop everything else.
    High,
}

/// Which records to consider.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct Filter1 {
    /// The field to match.
    pub field: String,
    /// The value it must have.
    pub value: String,
    /// Whether the match ignores case.
    #[serde(default)]
    pub ignore_case: bool,
}

/// Count the orders that match, the way tool 50 of the catalogue does.
///
/// Args:
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     note: A note to keep with the change, if any.
///     threshold: The lowest score a result may have, between 0 and 1.
///     offset: How many results to skip from the start.
///     dry_run: Report what would change, change nothing. (default: false)
///
/// Returns:
///     What was done, for the model to read.
pub fn count_orders_50(mode: String, note: Option<String>, threshold: f64, offset: i64, dry_run: bool) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?}", "count_orders_50", mode, note, threshold, offset, dry_run);
    text.lines().map(str::to_owned).collect()
}

/// Create the invoices that match, the way tool 51 of the catalogue does.
///
/// Args:
///     filter: Which records to consider.
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_invoices_51(filter: Filter1, ids: Vec<u32>) -> Result<String, String> {
    let text = format!("{} {:?} {:?}", "create_invoices_51", filter, ids);
    Ok(text)
}

/// Count the customers that match, the way tool 52 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     tags: Tags a result must all carry.
///     note: A note to keep with the change, if any.
///     limit: How many results to return at most. (default: 10)
///
/// Returns:
///     What was done, for the model to read.
pub fn count_customers_52(store: &Store, tags: Vec<String>, note: Option<String>, limit: u32) -> u64 {
    let text = format!("{} {:?} {:?} {:?}", store.name(), tags, note, limit);
    text.len() as u64
}

/// List the users that match, the way tool 53 of the catalogue does.
///
/// Args:
///     filters: Filters, all of which must match.
///
/// Returns:
///     What was done, for the model to read.
pub fn list_users_53(filters: Vec<Filter1>) -> Filter1 {
    let text = format!("{} {:?}", "list_users_53", filters);
    Filter1 { field: text, value: String::new(), ignore_case: false }
}

/// Get the items that match, the way tool 54 of the catalogue does.
///
/// Args:
///     note: A note to keep with the change, if any.
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     tags: Tags a result must all carry.
///
/// Returns:
///     What was done, for the model to read.
pub fn get_items_54(note: Option<String>, mode: String, tags: Vec<String>) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?}", "get_items_54", note, mode, tags);
    Ok(text)
}

/// Create the orders that match, the way tool 55 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     title: A short title, as the user would write it.
///     tags: Tags a result must all carry.
///     query: The text to look for, in the user's own words.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_orders_55(title: String, tags: Vec<String>, query: String) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?}", "create_orders_55", title, tags, query);
    text.lines().map(str::to_owned).collect()
}

/// Update the items that match, the way tool 56 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     priority: How urgent this is.
///     threshold: The lowest score a result may have, between 0 and 1.
///     limit: How many results to return at most. (default: 10)
///     dry_run: Report what would change, change nothing. (default: false)
///     offset: How many results to skip from the start.
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub fn update_items_56(store: &Store, priority: Priority1, threshold: f64, limit: u32, dry_run: bool, offset: i64, ids: Vec<u32>) -> u64 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", store.name(), priority, threshold, limit, dry_run, offset, ids);
    text.len() as u64
}

/// Create the reports that match, the way tool 57 of the catalogue does.
///
/// Args:
///     priority: How urgent this is.
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     tags: Tags a result must all carry.
///     note: A note to keep with the change, if any.
///     page: The page to return; the first when absent.
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_reports_57(priority: Priority1, mode: String, tags: Vec<String>, note: Option<String>, page: Option<u32>, offset: i64) -> u64 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "create_reports_57", priority, mode, tags, note, page, offset);
    text.len() as u64
}

/// Get the customers that match, the way tool 58 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     threshold: The lowest score a result may have, between 0 and 1.
///     title: A short title, as the user would write it.
///     page: The page to return; the first when absent.
///     tags: Tags a result must all carry.
///
/// Returns:
///     What was done, for the model to read.
pub fn get_customers_58(threshold: f64, title: String, page: Option<u32>, tags: Vec<String>) -> Filter1 {
    let text = format!("{} {:?} {:?} {:?} {:?}", "get_customers_58", threshold, title, page, tags);
    Filter1 { field: text, value: String::new(), ignore_case: false }
}

/// Tag the users that match, the way tool 59 of the catalogue does.
///
/// Args:
///     tags: Tags a result must all carry.
///     offset: How many results to skip from the start.
///     priority: How urgent this is.
///     title: A short title, as the user would write it.
///     query: The text to look for, in the user's own words.
///     filters: Filters, all of which must match.
///
/// Returns:
///     What was done, for the model to read.
pub fn tag_users_59(tags: Vec<String>, offset: i64, priority: Priority1, title: String, query: String, filters: Vec<Filter1>) -> Filter1 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "tag_users_59", tags, offset, priority, title, query, filters);
    Filter1 { field: text, value: String::new(), ignore_case: false }
}

/// Create the files that match, the way tool 60 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     filter: Which records to consider.
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     page: The page to return; the first when absent.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_files_60(store: &Store, filter: Filter1, mode: String, page: Option<u32>) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?}", store.name(), filter, mode, page);
    Ok(text)
}

/// Count the invoices that match, the way tool 61 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     limit: How many results to return at most. (default: 10)
///     filters: Filters, all of which must match.
///
/// Returns:
///     What was done, for the model to read.
pub async fn count_invoices_61(limit: u32, filters: Vec<Filter1>) -> u64 {
    let text = format!("{} {:?} {:?}", "count_invoices_61", limit, filters);
    text.len() as u64
}

/// Get the users that match, the way tool 62 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     ids: The ids of the records to work on.
///     note: A note to keep with the change, if any.
///     dry_run: Report what would change, change nothing. (default: false)
///     filters: Filters, all of which must match.
///
/// Returns:
///     What was done, for the model to read.
pub fn get_users_62(ids: Vec<u32>, note: Option<String>, dry_run: bool, filters: Vec<Filter1>) -> Filter1 {
    let text = format!("{} {:?} {:?} {:?} {:?}", "get_users_62", ids, note, dry_run, filters);
    Filter1 { field: text, value: String::new(), ignore_case: false }
}

/// Export the items that match, the way tool 63 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     filters: Filters, all of which must match.
///     threshold: The lowest score a result may have, between 0 and 1.
///
/// Returns:
///     What was done, for the model to read.
pub fn export_items_63(filters: Vec<Filter1>, threshold: f64) -> u64 {
    let text = format!("{} {:?} {:?}", "export_items_63", filters, threshold);
    text.len() as u64
}

/// Tag the items that match, the way tool 64 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     filter: Which records to consider.
///     tags: Tags a result must all carry.
///     threshold: The lowest score a result may have, between 0 and 1.
///
/// Returns:
///     What was done, for the model to read.
pub fn tag_items_64(filter: Filter1, tags: Vec<String>, threshold: f64) -> String {
    let text = format!("{} {:?} {:?} {:?}", "tag_items_64", filter, tags, threshold);
    text
}

/// Check the customers that match, the way tool 65 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     title: A short title, as the user would write it.
///
/// Returns:
///     What was done, for the model to read.
pub fn check_customers_65(title: String) -> Filter1 {
    let text = format!("{} {:?}", "check_customers_65", title);
    Filter1 { field: text, value: String::new(), ignore_case: false }
}

/// Get the notes that match, the way tool 66 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     tags: Tags a result must all carry.
///     limit: How many results to return at most. (default: 10)
///
/// Returns:
///     What was done, for the model to read.
pub fn get_notes_66(tags: Vec<String>, limit: u32) -> u64 {
    let text = format!("{} {:?} {:?}", "get_notes_66", tags, limit);
    text.len() as u64
}

/// Check the users that match, the way tool 67 of the catalogue does.
///
/// Args:
///     limit: How many results to return at most. (default: 10)
///     threshold: The lowest score a result may have, between 0 and 1.
///
/// Returns:
///     What was done, for the model to read.
pub fn check_users_67(limit: u32, threshold: f64) -> Filter1 {
    let text = format!("{} {:?} {:?}", "check_users_67", limit, threshold);
    Filter1 { field: text, value: String::new(), ignore_case: false }
}

/// Create the files that match, the way tool 68 of the catalogue does.
///
/// Args:
///     filter: Which records to consider.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_files_68(filter: Filter1) -> u64 {
    let text = format!("{} {:?}", "create_files_68", filter);
    text.len() as u64
}

/// Archive the events that match, the way tool 69 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     threshold: The lowest score a result may have, between 0 and 1.
///
/// Returns:
///     What was done, for the model to read.
pub fn archive_events_69(threshold: f64) -> Filter1 {
    let text = format!("{} {:?}", "archive_events_69", threshold);
    Filter1 { field: text, value: String::new(), ignore_case: false }
}

/// Export the reports that match, the way tool 70 of the catalogue does.
///
/// Args:
///     note: A note to keep with the change, if any.
///     page: The page to return; the first when absent.
///     limit: How many results to return at most. (default: 10)
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///
/// Returns:
///     What was done, for the model to read.
pub async fn export_reports_70(store: &Store, note: Option<String>, page: Option<u32>, limit: u32, mode: String) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?} {:?}", store.name(), note, page, limit, mode);
    Ok(text)
}

/// Tag the orders that match, the way tool 71 of the catalogue does.
///
/// Args:
///     filter: Which records to consider.
///     offset: How many results to skip from the start.
///     page: The page to return; the first when absent.
///
/// Returns:
///     What was done, for the model to read.
pub fn tag_orders_71(filter: Filter1, offset: i64, page: Option<u32>) -> Filter1 {
    let text = format!("{} {:?} {:?} {:?}", "tag_orders_71", filter, offset, page);
    Filter1 { field: text, value: String::new(), ignore_case: false }
}

/// Find the orders that match, the way tool 72 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     offset: How many results to skip from the start.
///     threshold: The lowest score a result may have, between 0 and 1.
///     dry_run: Report what would change, change nothing. (default: false)
///     priority: How urgent this is.
///     note: A note to keep with the change, if any.
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub async fn find_orders_72(offset: i64, threshold: f64, dry_run: bool, priority: Priority1, note: Option<String>, ids: Vec<u32>) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "find_orders_72", offset, threshold, dry_run, priority, note, ids);
    text.lines().map(str::to_owned).collect()
}

/// Count the orders that match, the way tool 73 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     dry_run: Report what would change, change nothing. (default: false)
///     ids: The ids of the records to work on.
///     filter: Which records to consider.
///     note: A note to keep with the change, if any.
///
/// Returns:
///     What was done, for the model to read.
pub fn count_orders_73(dry_run: bool, ids: Vec<u32>, filter: Filter1, note: Option<String>) -> String {
    let text = format!("{} {:?} {:?} {:?} {:?}", "count_orders_73", dry_run, ids, filter, note);
    text
}

/// Find the notes that match, the way tool 74 of the catalogue does.
///
/// Args:
///     page: The page to return; the first when absent.
///     query: The text to look for, in the user's own words.
///     offset: How many results to skip from the start.
///     threshold: The lowest score a result may have, between 0 and 1.
///
/// Returns:
///     What was done, for the model to read.
pub fn find_notes_74(store: &Store, page: Option<u32>, query: String, offset: i64, threshold: f64) -> String {
    let text = format!("{} {:?} {:?} {:?} {:?}", store.name(), page, query, offset, threshold);
    text
}

/// Create the events that match, the way tool 75 of the catalogue does.
///
/// Args:
///     filter: Which records to consider.
///     limit: How many results to return at most. (default: 10)
///     ids: The ids of the records to work on.
///     query: The text to look for, in the user's own words.
///     priority: How urgent this is.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_events_75(filter: Filter1, limit: u32, ids: Vec<u32>, query: String, priority: Priority1) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?}", "create_events_75", filter, limit, ids, query, priority);
    Ok(text)
}

/// Merge the files that match, the way tool 76 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     title: A short title, as the user would write it.
///     note: A note to keep with the change, if any.
///     dry_run: Report what would change, change nothing. (default: false)
///
/// Returns:
///     What was done, for the model to read.
pub fn merge_files_76(mode: String, title: String, note: Option<String>, dry_run: bool) -> Filter1 {
    let text = format!("{} {:?} {:?} {:?} {:?}", "merge_files_76", mode, title, note, dry_run);
    Filter1 { field: text, value: String::new(), ignore_case: false }
}

/// Merge the files that match, the way tool 77 of the catalogue does.
///
/// Args:
///     dry_run: Report what would change, change nothing. (default: false)
///     filter: Which records to consider.
///     filters: Filters, all of which must match.
///     note: A note to keep with the change, if any.
///     page: The page to return; the first when absent.
///
/// Returns:
///     What was done, for the model to read.
pub fn merge_files_77(store: &Store, dry_run: bool, filter: Filter1, filters: Vec<Filter1>, note: Option<String>, page: Option<u32>) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?}", store.name(), dry_run, filter, filters, note, page);
    text.lines().map(str::to_owned).collect()
}

/// Create the users that match, the way tool 78 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     filter: Which records to consider.
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_users_78(filter: Filter1, offset: i64) -> Result<String, String> {
    let text = format!("{} {:?} {:?}", "create_users_78", filter, offset);
    Ok(text)
}

/// Rank the tickets that match, the way tool 79 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     dry_run: Report what would change, change nothing. (default: false)
///     tags: Tags a result must all carry.
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub fn rank_tickets_79(dry_run: bool, tags: Vec<String>, offset: i64) -> Filter1 {
    let text = format!("{} {:?} {:?} {:?}", "rank_tickets_79", dry_run, tags, offset);
    Filter1 { field: text, value: String::new(), ignore_case: false }
}

/// Export the orders that match, the way tool 80 of the catalogue does.
///
/// Args:
///     title: A short title, as the user would write it.
///     offset: How many results to skip from the start.
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub fn export_orders_80(title: String, offset: i64, ids: Vec<u32>) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?}", "export_orders_80", title, offset, ids);
    Ok(text)
}

/// List the tickets that match, the way tool 81 of the catalogue does.
///
/// Args:
///     filters: Filters, all of which must match.
///     limit: How many results to return at most. (default: 10)
///     threshold: The lowest score a result may have, between 0 and 1.
///
/// Returns:
///     What was done, for the model to read.
pub fn list_tickets_81(store: &Store, filters: Vec<Filter1>, limit: u32, threshold: f64) -> Filter1 {
    let text = format!("{} {:?} {:?} {:?}", store.name(), filters, limit, threshold);
    Filter1 { field: text, value: String::new(), ignore_case: false }
}

/// Get the events that match, the way tool 82 of the catalogue does.
///
/// Args:
///     query: The text to look for, in the user's own words.
///     page: The page to return; the first when absent.
///     ids: The ids of the records to work on.
///     threshold: The lowest score a result may have, between 0 and 1.
///     limit: How many results to return at most. (default: 10)
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub fn get_events_82(query: String, page: Option<u32>, ids: Vec<u32>, threshold: f64, limit: u32, offset: i64) -> u64 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "get_events_82", query, page, ids, threshold, limit, offset);
    text.len() as u64
}

/// Archive the invoices that match, the way tool 83 of the catalogue does.
///
/// Args:
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub async fn archive_invoices_83(ids: Vec<u32>) -> u64 {
    let text = format!("{} {:?}", "archive_invoices_83", ids);
    text.len() as u64
}

/// Merge the reports that match, the way tool 84 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     query: The text to look for, in the user's own words.
///     tags: Tags a result must all carry.
///     filters: Filters, all of which must match.
///
/// Returns:
///     What was done, for the model to read.
pub fn merge_reports_84(query: String, tags: Vec<String>, filters: Vec<Filter1>) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?}", "merge_reports_84", query, tags, filters);
    text.lines().map(str::to_owned).collect()
}

/// Merge the items that match, the way tool 85 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     dry_run: Report what would change, change nothing. (default: false)
///     title: A short title, as the user would write it.
///     query: The text to look for, in the user's own words.
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub fn merge_items_85(dry_run: bool, title: String, query: String, offset: i64) -> String {
    let text = format!("{} {:?} {:?} {:?} {:?}", "merge_items_85", dry_run, title, query, offset);
    text
}

/// Find the reports that match, the way tool 86 of the catalogue does.
///
/// Args:
///     ids: The ids of the records to work on.
///     limit: How many results to return at most. (default: 10)
///     filters: Filters, all of which must match.
///
/// Returns:
///     What was done, for the model to read.
pub fn find_reports_86(ids: Vec<u32>, limit: u32, filters: Vec<Filter1>) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?}", "find_reports_86", ids, limit, filters);
    Ok(text)
}

/// Find the reports that match, the way tool 87 of the catalogue does.
///
/// Args:
///     dry_run: Report what would change, change nothing. (default: false)
///     query: The text to look for, in the user's own words.
///     threshold: The lowest score a result may have, between 0 and 1.
///
/// Returns:
///     What was done, for the model to read.
pub fn find_reports_87(dry_run: bool, query: String, threshold: f64) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?}", "find_reports_87", dry_run, query, threshold);
    text.lines().map(str::to_owned).collect()
}

/// Archive the items that match, the way tool 88 of the catalogue does.
///
/// Args:
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     offset: How many results to skip from the start.
///
/// Returns:
///     What was done, for the model to read.
pub fn archive_items_88(store: &Store, mode: String, offset: i64) -> String {
    let text = format!("{} {:?} {:?}", store.name(), mode, offset);
    text
}

/// List the users that match, the way tool 89 of the catalogue does.
///
/// Args:
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     threshold: The lowest score a result may have, between 0 and 1.
///     note: A note to keep with the change, if any.
///     priority: How urgent this is.
///
/// Returns:
///     What was done, for the model to read.
pub fn list_users_89(mode: String, threshold: f64, note: Option<String>, priority: Priority1) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?} {:?}", "list_users_89", mode, threshold, note, priority);
    Ok(text)
}

/// Check the users that match, the way tool 90 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     filters: Filters, all of which must match.
///     priority: How urgent this is.
///     title: A short title, as the user would write it.
///
/// Returns:
///     What was done, for the model to read.
pub fn check_users_90(filters: Vec<Filter1>, priority: Priority1, title: String) -> u64 {
    let text = format!("{} {:?} {:?} {:?}", "check_users_90", filters, priority, title);
    text.len() as u64
}

/// Archive the users that match, the way tool 91 of the catalogue does.
///
/// Args:
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     limit: How many results to return at most. (default: 10)
///
/// Returns:
///     What was done, for the model to read.
pub fn archive_users_91(mode: String, limit: u32) -> Vec<String> {
    let text = format!("{} {:?} {:?}", "archive_users_91", mode, limit);
    text.lines().map(str::to_owned).collect()
}

/// Create the items that match, the way tool 92 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     dry_run: Report what would change, change nothing. (default: false)
///     page: The page to return; the first when absent.
///     tags: Tags a result must all carry.
///     offset: How many results to skip from the start.
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     limit: How many results to return at most. (default: 10)
///
/// Returns:
///     What was done, for the model to read.
pub fn create_items_92(dry_run: bool, page: Option<u32>, tags: Vec<String>, offset: i64, mode: String, limit: u32) -> u64 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "create_items_92", dry_run, page, tags, offset, mode, limit);
    text.len() as u64
}

/// Check the files that match, the way tool 93 of the catalogue does.
///
/// Args:
///     dry_run: Report what would change, change nothing. (default: false)
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///     filters: Filters, all of which must match.
///
/// Returns:
///     What was done, for the model to read.
pub fn check_files_93(dry_run: bool, mode: String, filters: Vec<Filter1>) -> Vec<String> {
    let text = format!("{} {:?} {:?} {:?}", "check_files_93", dry_run, mode, filters);
    text.lines().map(str::to_owned).collect()
}

/// Rank the notes that match, the way tool 94 of the catalogue does.
///
/// The change is applied at once and cannot be undone, so confirm with the user first.
///
/// Args:
///     note: A note to keep with the change, if any.
///     threshold: The lowest score a result may have, between 0 and 1.
///     tags: Tags a result must all carry.
///     dry_run: Report what would change, change nothing. (default: false)
///     filter: Which records to consider.
///     mode: How the query is matched. (choices: ["exact", "prefix", "fuzzy"]) (default: "exact")
///
/// Returns:
///     What was done, for the model to read.
pub async fn rank_notes_94(note: Option<String>, threshold: f64, tags: Vec<String>, dry_run: bool, filter: Filter1, mode: String) -> u64 {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?} {:?}", "rank_notes_94", note, threshold, tags, dry_run, filter, mode);
    text.len() as u64
}

/// Find the reports that match, the way tool 95 of the catalogue does.
///
/// Only records the caller may see are considered; the others are skipped silently.
///
/// Args:
///     note: A note to keep with the change, if any.
///     filter: Which records to consider.
///     page: The page to return; the first when absent.
///     priority: How urgent this is.
///
/// Returns:
///     What was done, for the model to read.
pub fn find_reports_95(note: Option<String>, filter: Filter1, page: Option<u32>, priority: Priority1) -> Result<String, String> {
    let text = format!("{} {:?} {:?} {:?} {:?}", "find_reports_95", note, filter, page, priority);
    Ok(text)
}

/// Create the reports that match, the way tool 96 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     filter: Which records to consider.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_reports_96(filter: Filter1) -> u64 {
    let text = format!("{} {:?}", "create_reports_96", filter);
    text.len() as u64
}

/// Create the users that match, the way tool 97 of the catalogue does.
///
/// Results come back newest first; an empty answer means nothing matched, not an error.
///
/// Args:
///     filters: Filters, all of which must match.
///
/// Returns:
///     What was done, for the model to read.
pub fn create_users_97(filters: Vec<Filter1>) -> Result<String, String> {
    let text = format!("{} {:?}", "create_users_97", filters);
    Ok(text)
}

/// Rank the customers that match, the way tool 98 of the catalogue does.
///
/// Args:
///     ids: The ids of the records to work on.
///
/// Returns:
///     What was done, for the model to read.
pub fn rank_customers_98(store: &Store, ids: Vec<u32>) -> Result<String, String> {
    let text = format!("{} {:?}", store.name(), ids);
    Ok(text)
}

/// Export the invoices that match, the way tool 99 of the catalogue does.
///
/// Args:
///     page: The page to return; the first when absent.
///     ids: The ids of the records to work on.
///     threshold: The lowest score a result may have, between 0 and 1.
///     dry_run: Report what would change, change nothing. (default: false)
///     priority: How urgent this is.
///
/// Returns:
///     What was done, for the model to read.
pub fn export_invoices_99(page: Option<u32>, ids: Vec<u32>, threshold: f64, dry_run: bool, priority: Priority1) -> String {
    let text = format!("{} {:?} {:?} {:?} {:?} {:?}", "export_invoices_99", page, ids, threshold, dry_run, priority);
    text
}
