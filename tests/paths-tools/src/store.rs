//! Context types, and tools with lifetime parameters on borrowed arguments and on context.

/// A folder the tools work in.
#[derive(Debug)]
pub struct Workspace {
    /// Its path.
    pub root: String,
}

/// A database borrowing its name.
#[derive(Debug)]
pub struct Db<'n> {
    /// Its name.
    pub name: &'n str,
}

/// A cache, re-exported by `api` as `SharedCache`.
#[derive(Debug)]
pub struct Cache;

/// Copies a file inside the workspace.
///
/// Args:
///     from: The file to copy.
///     to: Where to put the copy.
pub fn copy<'a>(from: &'a str, to: &'a str, ws: &'a Workspace) -> String {
    format!("{}: {from} -> {to}", ws.root)
}

/// Counts the names that start with a prefix; the bounds are lifetimes only.
///
/// Args:
///     names: The names.
///     prefix: What they start with.
pub fn count_prefixed<'a, 'b: 'a>(names: &'a [String], prefix: Option<&'b str>, ws: &'b Workspace) -> usize
where
    'a: 'b,
{
    let _ = ws;
    names.iter().filter(|n| n.starts_with(prefix.unwrap_or(""))).count()
}

/// Runs a query; the context types carry named lifetimes of their own.
///
/// Args:
///     sql: The query.
///     tags: Labels for the log.
pub fn query<'x, 'b>(
    db: &'x Db<'x>,
    cache: &'b crate::api::SharedCache,
    sql: &'x String,
    tags: &'b Vec<String>,
) -> String {
    let _ = cache;
    format!("{}: {sql} {}", db.name, tags.len())
}

/// Names the database, its lifetime elided as a signature may.
pub fn name_of(db: &Db) -> String {
    db.name.to_string()
}

/// Looks a key up, asynchronously.
///
/// Args:
///     key: The key.
pub async fn fetch<'a>(key: &'a str, db: &'a Db<'a>) -> String {
    format!("{}/{key}", db.name)
}
