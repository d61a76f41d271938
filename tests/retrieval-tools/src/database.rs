//! SQL databases, modelled on the Postgres, SQLite and Supabase MCP servers: queries, schemas,
//! tables, migrations and backups.

/// Runs a read-only SQL SELECT query and returns the rows.
///
/// Statements that change data are refused; use `execute_sql` for those.
///
/// Args:
///     sql: The SELECT statement.
///     max_rows: How many rows at most. (default: 500)
///
/// Returns:
///     The column names and the rows.
pub fn run_select_query(sql: String, max_rows: u32) -> String {
    format!("run_select_query: sql={sql:?}, max_rows={max_rows:?}")
}

/// Executes a SQL statement that changes data or schema: INSERT, UPDATE, DELETE, CREATE, ALTER.
///
/// Args:
///     sql: The statement.
///     database: The database; the default connection when absent.
///
/// Returns:
///     How many rows were affected.
pub fn execute_sql(sql: String, database: Option<String>) -> String {
    format!("execute_sql: sql={sql:?}, database={database:?}")
}

/// Lists the tables of a database schema, with their row counts.
///
/// Args:
///     schema: The schema's name. (default: "public")
///
/// Returns:
///     Each table's name and approximate row count.
pub fn list_tables(schema: String) -> String {
    format!("list_tables: schema={schema:?}")
}

/// Describes a table's columns, types, keys and indexes.
///
/// Args:
///     table: The table's name, such as `orders` or `public.users`.
///
/// Returns:
///     Each column's name, type, nullability and default, then the keys and indexes.
pub fn describe_table(table: String) -> String {
    format!("describe_table: table={table:?}")
}

/// Shows the query plan of a SQL statement, to see why it is slow.
///
/// Args:
///     sql: The statement.
///     analyze: Run it and show real timings. (default: false)
///
/// Returns:
///     The plan, as text.
pub fn explain_query(sql: String, analyze: bool) -> String {
    format!("explain_query: sql={sql:?}, analyze={analyze:?}")
}

/// Lists the databases on the database server, with their sizes.
///
/// Returns:
///     Each database's name, owner and size.
pub fn list_databases() -> String {
    "list_databases".to_owned()
}

/// Makes a backup (a dump) of a database.
///
/// Args:
///     database: The database's name.
///     destination: Where to write the dump file.
///
/// Returns:
///     The dump's path and size.
pub fn create_database_backup(database: String, destination: String) -> String {
    format!("create_database_backup: database={database:?}, destination={destination:?}")
}

/// Restores a database from a backup dump.
///
/// Args:
///     database: The database to restore into.
///     dump_path: The dump file.
///
/// Returns:
///     How many tables were restored.
pub fn restore_database_backup(database: String, dump_path: String) -> String {
    format!("restore_database_backup: database={database:?}, dump_path={dump_path:?}")
}

/// Applies a named schema migration to the database and records it.
///
/// Args:
///     name: The migration's name, such as `add_orders_index`.
///     sql: The migration's SQL.
///
/// Returns:
///     Whether it was applied.
pub fn apply_migration(name: String, sql: String) -> String {
    format!("apply_migration: name={name:?}, sql={sql:?}")
}

/// Lists the slowest queries the database has run recently.
///
/// Args:
///     min_duration_ms: Only queries slower than this. (default: 1000)
///     limit: How many. (default: 20)
///
/// Returns:
///     Each query's text, calls and mean time.
pub fn list_slow_queries(min_duration_ms: u32, limit: u32) -> String {
    format!("list_slow_queries: min_duration_ms={min_duration_ms:?}, limit={limit:?}")
}
