//! `read_file`: reads a text file inside a root folder that the caller of `dispatch` chooses.
//!
//! The model names a path; the tool never reads outside [`Root`]. A path is refused when it is
//! absolute or has any `..` component (even `a/../b`, which stays inside: the rule is simpler to
//! state to a model than to normalise), and after joining it to the root the result is
//! canonicalised, so a symbolic link that leads out of the root is refused too. Links that stay
//! inside are followed.
//!
//! The file is read in chunks, so a huge file costs time but not memory beyond `max_chars`:
//! every byte is checked to be UTF-8 and every character counted, and the text is cut after
//! `max_chars` characters (never inside a character), followed by a line of its own
//! `[truncated: showing 2000 of 51234 characters]`.

use std::fs::File;
use std::io::{self, Read};
use std::path::{Component, Path, PathBuf};

/// The folder `read_file` may read: a canonical path, so that containment is a prefix check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Root {
    path: PathBuf,
}

impl Root {
    /// The folder at `path`, canonicalised; an error if it does not exist or is not a folder.
    pub fn new(path: impl AsRef<Path>) -> io::Result<Root> {
        let path = path.as_ref().canonicalize()?;
        if !path.is_dir() {
            return Err(io::Error::new(io::ErrorKind::InvalidInput, format!("`{}` is not a folder", path.display())));
        }
        Ok(Root { path })
    }

    /// The current directory: the root `cargo xtask call` gives `read_file`.
    pub fn current_dir() -> io::Result<Root> {
        Root::new(std::env::current_dir()?)
    }

    /// The canonical path of the folder.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Reads a UTF-8 text file inside the root folder.
///
/// The path is relative to the root; absolute paths, `..` and symbolic links that lead outside
/// the root are refused. A file longer than `max_chars` characters is cut on a character
/// boundary and ends with the line `[truncated: showing N of M characters]`.
///
/// Args:
///     root: The folder the tool may read, chosen by the caller.
///     path: The file's path relative to the root, e.g. `src/main.rs`.
///     max_chars: The most characters of the file to return. (default: 2000)
///
/// Returns:
///     The text of the file, cut to `max_chars` characters with a final notice when it is longer.
///
// Closed world: it reads only under the root its caller chose, never beyond it.
/// Annotations:
///     title: Read a file
///     read_only
///     open_world: false
pub fn read_file(root: &Root, path: String, max_chars: usize) -> Result<String, String> {
    let file = resolve(root, &path)?;
    let opened = File::open(&file).map_err(|err| format!("cannot open `{path}`: {err}"))?;
    let prefix = read_prefix(opened, max_chars).map_err(|err| match err {
        ReadError::Io(err) => format!("cannot read `{path}`: {err}"),
        ReadError::NotUtf8 { offset } => {
            format!("`{path}` is not UTF-8 text (invalid byte at offset {offset}); only text files can be read")
        }
    })?;
    let mut text = prefix.text;
    if prefix.total_chars > max_chars {
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str(&format!("[truncated: showing {max_chars} of {} characters]", prefix.total_chars));
    }
    Ok(text)
}

/// The canonical path of the regular file `path` names under `root`, or why it may not be read.
fn resolve(root: &Root, path: &str) -> Result<PathBuf, String> {
    if path.trim().is_empty() {
        return Err("`path` is empty: give a file path relative to the root".to_string());
    }
    let relative = Path::new(path);
    for component in relative.components() {
        match component {
            Component::Prefix(_) | Component::RootDir => {
                return Err(format!("`{path}` is an absolute path: give a path relative to the root"))
            }
            Component::ParentDir => return Err(format!("`{path}` contains `..`, which is not allowed")),
            Component::CurDir | Component::Normal(_) => {}
        }
    }
    let canonical = root.path.join(relative).canonicalize().map_err(|err| match err.kind() {
        io::ErrorKind::NotFound => format!("no file `{path}` under the root"),
        _ => format!("cannot open `{path}`: {err}"),
    })?;
    if !canonical.starts_with(&root.path) {
        return Err(format!("`{path}` leads outside the root through a symbolic link"));
    }
    let metadata = canonical.metadata().map_err(|err| format!("cannot open `{path}`: {err}"))?;
    if metadata.is_dir() {
        return Err(format!("`{path}` is a folder, not a file"));
    }
    if !metadata.is_file() {
        return Err(format!("`{path}` is not a regular file"));
    }
    Ok(canonical)
}

/// The first characters of a text and how many it has in all.
#[derive(Debug, PartialEq)]
struct Prefix {
    text: String,
    total_chars: usize,
}

#[derive(Debug)]
enum ReadError {
    Io(io::Error),
    /// The byte at `offset` does not belong to a valid UTF-8 sequence.
    NotUtf8 {
        offset: u64,
    },
}

const CHUNK: usize = 64 * 1024;

/// Reads `reader` to its end, checking that it is UTF-8 and keeping the first `max_chars` characters.
fn read_prefix(mut reader: impl Read, max_chars: usize) -> Result<Prefix, ReadError> {
    let mut prefix = Prefix { text: String::new(), total_chars: 0 };
    let mut buffer = vec![0; CHUNK];
    // Bytes read but not yet decoded: at most the start of one character cut by a chunk boundary.
    let mut pending: Vec<u8> = Vec::new();
    // Offset in the file of `pending[0]`.
    let mut offset: u64 = 0;
    loop {
        let read = match reader.read(&mut buffer) {
            Ok(0) => break,
            Ok(read) => read,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(ReadError::Io(err)),
        };
        pending.extend_from_slice(&buffer[..read]);
        let valid = match std::str::from_utf8(&pending) {
            Ok(text) => text,
            Err(err) => {
                let bad = err.valid_up_to();
                if err.error_len().is_some() {
                    return Err(ReadError::NotUtf8 { offset: offset + bad as u64 });
                }
                // An incomplete character at the end: decode what precedes it, keep the rest.
                std::str::from_utf8(&pending[..bad]).map_err(|_| ReadError::NotUtf8 { offset })?
            }
        };
        // Until the prefix is full, `total_chars` is also the number of characters kept.
        let wanted = max_chars.saturating_sub(prefix.total_chars);
        if wanted > 0 {
            let end = valid.char_indices().nth(wanted).map_or(valid.len(), |(i, _)| i);
            prefix.text.push_str(&valid[..end]);
        }
        prefix.total_chars += valid.chars().count();
        let used = valid.len();
        pending.drain(..used);
        offset += used as u64;
    }
    if !pending.is_empty() {
        return Err(ReadError::NotUtf8 { offset });
    }
    Ok(prefix)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    /// A temporary folder holding `root/` (the tool's root) and `outside.txt` beside it.
    struct Fixture {
        dir: tempfile::TempDir,
        root: Root,
    }

    fn fixture() -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("root/sub")).unwrap();
        fs::write(dir.path().join("root/hello.txt"), "hello\nworld\n").unwrap();
        fs::write(dir.path().join("root/sub/korean.txt"), "안녕하세요 세계").unwrap();
        fs::write(dir.path().join("outside.txt"), "secret").unwrap();
        let root = Root::new(dir.path().join("root")).unwrap();
        Fixture { dir, root }
    }

    fn read(f: &Fixture, path: &str, max_chars: usize) -> Result<String, String> {
        read_file(&f.root, path.to_string(), max_chars)
    }

    #[test]
    fn reads_files_relative_to_the_root() {
        let f = fixture();
        assert_eq!(read(&f, "hello.txt", 2000).unwrap(), "hello\nworld\n");
        assert_eq!(read(&f, "./sub/korean.txt", 2000).unwrap(), "안녕하세요 세계");
    }

    #[test]
    fn truncates_on_character_boundaries() {
        let f = fixture();
        assert_eq!(read(&f, "sub/korean.txt", 3).unwrap(), "안녕하\n[truncated: showing 3 of 8 characters]");
        assert_eq!(read(&f, "sub/korean.txt", 8).unwrap(), "안녕하세요 세계");
        assert_eq!(read(&f, "sub/korean.txt", 0).unwrap(), "[truncated: showing 0 of 8 characters]");
        assert_eq!(read(&f, "hello.txt", 6).unwrap(), "hello\n[truncated: showing 6 of 12 characters]");
    }

    #[test]
    fn refuses_parent_components() {
        let f = fixture();
        let err = read(&f, "../outside.txt", 2000).unwrap_err();
        assert_eq!(err, "`../outside.txt` contains `..`, which is not allowed");
        assert!(read(&f, "sub/../hello.txt", 2000).is_err());
    }

    #[test]
    fn refuses_absolute_paths() {
        let f = fixture();
        let absolute = f.dir.path().join("outside.txt");
        let err = read(&f, &absolute.to_string_lossy(), 2000).unwrap_err();
        assert!(err.contains("is an absolute path"), "{err}");
        let inside = f.root.path().join("hello.txt");
        assert!(read(&f, &inside.to_string_lossy(), 2000).is_err());
    }

    #[cfg(unix)]
    #[test]
    fn refuses_symlinks_out_of_the_root() {
        use std::os::unix::fs::symlink;
        let f = fixture();
        symlink(f.dir.path().join("outside.txt"), f.root.path().join("link.txt")).unwrap();
        symlink(f.dir.path(), f.root.path().join("up")).unwrap();
        let err = read(&f, "link.txt", 2000).unwrap_err();
        assert_eq!(err, "`link.txt` leads outside the root through a symbolic link");
        assert!(read(&f, "up/outside.txt", 2000).is_err());
    }

    #[cfg(unix)]
    #[test]
    fn follows_symlinks_inside_the_root() {
        let f = fixture();
        std::os::unix::fs::symlink(f.root.path().join("hello.txt"), f.root.path().join("alias.txt")).unwrap();
        assert_eq!(read(&f, "alias.txt", 2000).unwrap(), "hello\nworld\n");
    }

    #[test]
    fn clear_errors_for_missing_folders_and_binary_files() {
        let f = fixture();
        assert_eq!(read(&f, "nope.txt", 2000).unwrap_err(), "no file `nope.txt` under the root");
        assert_eq!(read(&f, "sub", 2000).unwrap_err(), "`sub` is a folder, not a file");
        assert_eq!(read(&f, ".", 2000).unwrap_err(), "`.` is a folder, not a file");
        assert!(read(&f, "", 2000).unwrap_err().contains("is empty"));
        fs::write(f.root.path().join("bin"), b"ok\xff\xfe").unwrap();
        assert_eq!(
            read(&f, "bin", 2000).unwrap_err(),
            "`bin` is not UTF-8 text (invalid byte at offset 2); only text files can be read"
        );
        fs::write(f.root.path().join("cut"), "é".as_bytes().split_at(1).0).unwrap();
        assert!(read(&f, "cut", 2000).unwrap_err().contains("offset 0"));
    }

    #[test]
    fn characters_split_across_chunks_are_decoded() {
        // One ASCII byte shifts every two-byte `é` so that a chunk boundary falls inside one.
        let text = format!("a{}", "é".repeat(CHUNK));
        let prefix = read_prefix(text.as_bytes(), 5).unwrap();
        assert_eq!(prefix, Prefix { text: "aéééé".to_string(), total_chars: CHUNK + 1 });
        let all = read_prefix(text.as_bytes(), usize::MAX).unwrap();
        assert_eq!(all.text, text);
        let mut bad = text.into_bytes();
        bad.push(0xff);
        assert!(
            matches!(read_prefix(&bad[..], 5), Err(ReadError::NotUtf8 { offset }) if offset == 2 * CHUNK as u64 + 1)
        );
    }

    #[test]
    fn roots_are_canonical_folders() {
        let f = fixture();
        let via_dot = Root::new(f.dir.path().join("root/./sub/..")).unwrap();
        assert_eq!(via_dot, f.root);
        assert!(Root::new(f.dir.path().join("outside.txt")).is_err());
        assert!(Root::new(f.dir.path().join("missing")).is_err());
        assert!(Root::current_dir().is_ok());
    }
}
