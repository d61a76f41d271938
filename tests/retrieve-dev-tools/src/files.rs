//! Files and folders on a storage volume.

/// Reads a text file and returns its contents.
///
/// Args:
///     path: The file's path, such as `/home/ann/notes.txt`.
pub fn read_text_file(path: String) -> String {
    format!("would read {path}")
}

/// Writes text to a file, replacing what it held.
///
/// Args:
///     path: The file's path.
///     contents: The new text.
pub fn write_text_file(path: String, contents: String) -> String {
    format!("would write {} bytes to {path}", contents.len())
}

/// Lists the entries of a directory: files and subfolders with their sizes.
///
/// Args:
///     path: The directory's path, such as `/var/log`.
pub fn list_directory(path: String) -> String {
    format!("would list {path}")
}

/// Shows how full each mounted filesystem is: size, used and free space.
pub fn filesystem_usage() -> String {
    "would show the disk usage".to_owned()
}

/// Moves a file or folder to the trash, from where it can be restored.
///
/// Args:
///     path: What to delete.
pub fn delete_path(path: String) -> String {
    format!("would move {path} to the trash")
}

/// Compresses files into a zip archive.
///
/// Args:
///     paths: The files and folders to put in the archive.
///     archive: The archive's path, ending in `.zip`.
pub fn zip_files(paths: Vec<String>, archive: String) -> String {
    format!("would zip {} paths into {archive}", paths.len())
}
