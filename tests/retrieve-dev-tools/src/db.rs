//! A SQL database: queries and the schema.

/// Runs a read-only SQL query and returns the rows.
///
/// Args:
///     sql: The `SELECT` statement.
///     max_rows: At most this many rows are returned. (default: 100)
pub fn run_query(sql: String, max_rows: u32) -> String {
    format!("would run {} bytes of SQL for at most {max_rows} rows", sql.len())
}

/// Lists the tables of the database with their row counts.
///
/// Args:
///     schema: The schema to list, such as `public`. (default: "public")
pub fn list_tables(schema: String) -> String {
    format!("would list the tables of {schema}")
}

/// Describes a table: its columns, their types and its indexes.
///
/// Args:
///     table: The table's name.
pub fn describe_table(table: String) -> String {
    format!("would describe {table}")
}
