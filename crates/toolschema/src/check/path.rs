//! Where a value sits in the arguments: a linked list on the stack, rendered only on error.

use std::fmt::Write;

/// A position in the arguments, borrowing its parent from the caller's stack frame.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Path<'a> {
    /// The start, written verbatim: `""` for the arguments, or a parameter name.
    Root(&'a str),
    /// A property of an object or a value of a map: `.key`, or `["odd key"]`.
    Key(&'a Path<'a>, &'a str),
    /// An item of an array or tuple: `[i]`.
    Index(&'a Path<'a>, usize),
}

impl<'a> Path<'a> {
    /// The arguments as a whole.
    pub(crate) const ROOT: Path<'static> = Path::Root("");

    /// The property `key` under this path.
    pub(crate) fn key(&'a self, key: &'a str) -> Path<'a> {
        Path::Key(self, key)
    }

    /// The item `index` under this path.
    pub(crate) fn index(&'a self, index: usize) -> Path<'a> {
        Path::Index(self, index)
    }

    /// The path as text: `filters.status`, `matrix[1][0]`, `scores["odd key"]`.
    pub(crate) fn render(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            Path::Root(start) => out.push_str(start),
            Path::Key(parent, key) => {
                parent.write(out);
                if is_plain(key) {
                    if !out.is_empty() {
                        out.push('.');
                    }
                    out.push_str(key);
                } else {
                    // JSON string syntax, so that any key can be read back unambiguously.
                    out.push('[');
                    out.push_str(&serde_json::to_string(key).unwrap_or_default());
                    out.push(']');
                }
            }
            Path::Index(parent, index) => {
                parent.write(out);
                let _ = write!(out, "[{index}]");
            }
        }
    }
}

/// Whether a key can be written after a dot: the characters tool and parameter names use.
fn is_plain(key: &str) -> bool {
    !key.is_empty() && key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}
