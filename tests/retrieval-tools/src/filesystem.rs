//! The local filesystem, modelled on the reference MCP filesystem server: reading, writing, moving
//! and finding files in allowed folders.

/// Reads a text file from the local disk, whole or only its first or last lines.
///
/// Args:
///     path: The file's path.
///     head: Only the first N lines.
///     tail: Only the last N lines.
///
/// Returns:
///     The file's text.
pub fn read_text_file(path: String, head: Option<u32>, tail: Option<u32>) -> String {
    format!("read_text_file: path={path:?}, head={head:?}, tail={tail:?}")
}

/// Reads several files at once; a file that cannot be read does not stop the others.
///
/// Args:
///     paths: The files' paths.
///
/// Returns:
///     Each file's path and text, or why it could not be read.
pub fn read_multiple_files(paths: Vec<String>) -> String {
    format!("read_multiple_files: paths={paths:?}")
}

/// Writes a file, creating it or overwriting it completely.
///
/// Args:
///     path: The file's path.
///     content: The new content.
///
/// Returns:
///     The number of bytes written.
pub fn write_file(path: String, content: String) -> String {
    format!("write_file: path={path:?}, content={content:?}")
}

/// Edits a text file by replacing exact pieces of text, and shows the diff.
///
/// Args:
///     path: The file's path.
///     old_text: The text to find, exactly as it is in the file.
///     new_text: What to put in its place.
///     dry_run: Only show the diff, change nothing. (default: false)
///
/// Returns:
///     A git-style diff of the change.
pub fn edit_file(path: String, old_text: String, new_text: String, dry_run: bool) -> String {
    format!("edit_file: path={path:?}, old_text={old_text:?}, new_text={new_text:?}, dry_run={dry_run:?}")
}

/// Creates a directory, with any missing parent directories.
///
/// Args:
///     path: The directory's path.
///
/// Returns:
///     Whether it was created or existed already.
pub fn create_directory(path: String) -> String {
    format!("create_directory: path={path:?}")
}

/// Lists the files and subdirectories directly inside a directory.
///
/// Args:
///     path: The directory's path.
///     show_hidden: Include names starting with a dot. (default: false)
///
/// Returns:
///     Each entry's name, marked `[FILE]` or `[DIR]`.
pub fn list_directory(path: String, show_hidden: bool) -> String {
    format!("list_directory: path={path:?}, show_hidden={show_hidden:?}")
}

/// Shows a directory's whole tree of files and subdirectories, recursively.
///
/// Args:
///     path: The root directory.
///     max_depth: How many levels deep. (default: 5)
///
/// Returns:
///     The tree as nested JSON.
pub fn directory_tree(path: String, max_depth: u32) -> String {
    format!("directory_tree: path={path:?}, max_depth={max_depth:?}")
}

/// Moves or renames a file or directory.
///
/// Args:
///     source: The current path.
///     destination: The new path; it must not exist yet.
///
/// Returns:
///     The new path.
pub fn move_file(source: String, destination: String) -> String {
    format!("move_file: source={source:?}, destination={destination:?}")
}

/// Copies a file to another path.
///
/// Args:
///     source: The file to copy.
///     destination: Where the copy goes.
///     overwrite: Replace the destination when it exists. (default: false)
///
/// Returns:
///     The copy's path.
pub fn copy_file(source: String, destination: String, overwrite: bool) -> String {
    format!("copy_file: source={source:?}, destination={destination:?}, overwrite={overwrite:?}")
}

/// Deletes a file, or a directory with everything in it.
///
/// Args:
///     path: The file or directory's path.
///     recursive: Required to delete a directory that is not empty. (default: false)
///
/// Returns:
///     Whether it was deleted.
pub fn delete_file(path: String, recursive: bool) -> String {
    format!("delete_file: path={path:?}, recursive={recursive:?}")
}

/// Finds files and directories whose names match a glob pattern, recursively.
///
/// Args:
///     path: The directory to search from.
///     pattern: A glob such as `*.csv` or `**/test_*.py`.
///     exclude: Globs to skip, such as `node_modules`. (default: [])
///
/// Returns:
///     The matching paths.
pub fn search_files(path: String, pattern: String, exclude: Vec<String>) -> String {
    format!("search_files: path={path:?}, pattern={pattern:?}, exclude={exclude:?}")
}

/// Searches inside files for lines containing a text or regular expression.
///
/// Args:
///     path: The directory to search.
///     pattern: The text or regular expression.
///     file_glob: Only files matching this glob, such as `*.rs`.
///     ignore_case: Match regardless of case. (default: false)
///
/// Returns:
///     Each matching line with its file and line number.
pub fn grep_files(path: String, pattern: String, file_glob: Option<String>, ignore_case: bool) -> String {
    format!("grep_files: path={path:?}, pattern={pattern:?}, file_glob={file_glob:?}, ignore_case={ignore_case:?}")
}

/// Gets a file's metadata: size, created and modified times, permissions.
///
/// Args:
///     path: The file's path.
///
/// Returns:
///     The file's size, times, type and permissions.
pub fn get_file_info(path: String) -> String {
    format!("get_file_info: path={path:?}")
}
