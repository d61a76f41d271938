//! Docs and wiki pages, modelled on the Notion and Confluence MCP servers: pages, spaces, databases
//! of pages and comments.

/// Searches the wiki's pages by title and content.
///
/// Args:
///     query: Words to find.
///     space: Only pages of this space, such as `ENG`.
///     limit: How many. (default: 10)
///
/// Returns:
///     The matching pages' ids, titles, spaces and snippets.
pub fn search_pages(query: String, space: Option<String>, limit: u32) -> String {
    format!("search_pages: query={query:?}, space={space:?}, limit={limit:?}")
}

/// Gets a wiki page's content as Markdown, with its title and last editor.
///
/// Args:
///     page_id: The page's id.
///
/// Returns:
///     The page's title, content and version.
pub fn get_page(page_id: String) -> String {
    format!("get_page: page_id={page_id:?}")
}

/// Creates a wiki page in a space, optionally under a parent page.
///
/// Args:
///     space: The space's key.
///     title: The page's title.
///     content: The page's body, in Markdown.
///     parent_id: The page to put it under.
///
/// Returns:
///     The new page's id and URL.
pub fn create_page(space: String, title: String, content: String, parent_id: Option<String>) -> String {
    format!("create_page: space={space:?}, title={title:?}, content={content:?}, parent_id={parent_id:?}")
}

/// Replaces the content of a wiki page, keeping the old version in its history.
///
/// Args:
///     page_id: The page's id.
///     content: The new body, in Markdown.
///     title: A new title.
///     version_comment: What changed, for the history.
///
/// Returns:
///     The page's new version number.
pub fn update_page(page_id: String, content: String, title: Option<String>, version_comment: Option<String>) -> String {
    format!(
        "update_page: page_id={page_id:?}, content={content:?}, title={title:?}, version_comment={version_comment:?}"
    )
}

/// Adds blocks of text at the end of a page without touching the rest.
///
/// Args:
///     page_id: The page's id.
///     content: The text to add, in Markdown.
///
/// Returns:
///     The page's new length in blocks.
pub fn append_to_page(page_id: String, content: String) -> String {
    format!("append_to_page: page_id={page_id:?}, content={content:?}")
}

/// Archives a wiki page: it leaves the page tree and search but can be restored.
///
/// Args:
///     page_id: The page's id.
///
/// Returns:
///     Whether it was archived.
pub fn archive_page(page_id: String) -> String {
    format!("archive_page: page_id={page_id:?}")
}

/// Lists the wiki's spaces (team areas), with their keys.
///
/// Returns:
///     Each space's key, name and description.
pub fn list_spaces() -> String {
    "list_spaces".to_owned()
}

/// Adds a comment to a wiki page.
///
/// Args:
///     page_id: The page's id.
///     text: The comment.
///
/// Returns:
///     The comment's id.
pub fn add_page_comment(page_id: String, text: String) -> String {
    format!("add_page_comment: page_id={page_id:?}, text={text:?}")
}

/// Queries a Notion-style database of pages with filters and sorting.
///
/// Args:
///     database_id: The database's id.
///     filter: A filter on the database's properties, as JSON.
///     sort_by: The property to sort by.
///
/// Returns:
///     The matching rows (pages) with their properties.
pub fn query_database(database_id: String, filter: Option<serde_json::Value>, sort_by: Option<String>) -> String {
    format!("query_database: database_id={database_id:?}, filter={filter:?}, sort_by={sort_by:?}")
}

/// Adds a row (a page with properties) to a Notion-style database.
///
/// Args:
///     database_id: The database's id.
///     properties: The row's property values, by property name.
///
/// Returns:
///     The new row's page id.
pub fn add_database_row(database_id: String, properties: serde_json::Value) -> String {
    format!("add_database_row: database_id={database_id:?}, properties={properties:?}")
}
