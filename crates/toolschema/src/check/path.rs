//! Where a value sits in the arguments: a linked list on the stack, rendered only on error.

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
        // A parameter's own problem is the usual one: its name is the whole path.
        if let Path::Key(Path::Root(""), key) = self {
            if is_plain(key) {
                return String::from(*key);
            }
        }
        let mut out = String::with_capacity(24);
        self.write(&mut out);
        out
    }

    /// Appends the path as text to `out`, which may already hold the start of a message.
    pub(crate) fn write(&self, out: &mut String) {
        let start = out.len();
        self.write_from(out, start);
    }

    /// [`Path::write`], the path's own text starting at `start` in `out`.
    fn write_from(&self, out: &mut String, start: usize) {
        match self {
            Path::Root(root) => out.push_str(root),
            Path::Key(parent, key) => {
                parent.write_from(out, start);
                if is_plain(key) {
                    if out.len() > start {
                        out.push('.');
                    }
                    out.push_str(key);
                } else {
                    // JSON string syntax, so that any key can be read back unambiguously.
                    out.push_str("[\"");
                    super::message::escaped(out, key);
                    out.push_str("\"]");
                }
            }
            Path::Index(parent, index) => {
                parent.write_from(out, start);
                out.push('[');
                // Most indices are one digit: pushed as it is, without a buffer of digits.
                match u8::try_from(*index) {
                    Ok(digit @ 0..=9) => out.push(char::from(b'0' + digit)),
                    _ => super::message::unsigned(out, *index as u128),
                }
                out.push(']');
            }
        }
    }
}

/// Whether a key can be written after a dot: the characters tool and parameter names use.
fn is_plain(key: &str) -> bool {
    !key.is_empty() && key.bytes().all(|b| PLAIN[usize::from(b)])
}

/// Which bytes a plain key is made of, `[A-Za-z0-9_-]`: a table, since the three tests on
/// each byte cost more than the rest of a path.
const PLAIN: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < table.len() {
        let b = byte as u8;
        table[byte] = b.is_ascii_alphanumeric() || b == b'_' || b == b'-';
        byte += 1;
    }
    table
};
