//! An ordered JSON tree and its pretty printer: two-space indentation, UTF-8, keys in the
//! order they were pushed, so every renderer controls its key order exactly.

use std::borrow::Cow;

/// A JSON value whose object keys keep the order they were pushed in.
#[derive(Clone, Debug, PartialEq)]
pub enum Out<'a> {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(serde_json::Number),
    /// A string.
    String(Cow<'a, str>),
    /// An array.
    Array(Vec<Out<'a>>),
    /// An object.
    Object(Vec<(&'a str, Out<'a>)>),
}

impl<'a> Out<'a> {
    /// A string.
    pub fn str(s: &'a str) -> Self {
        Out::String(Cow::Borrowed(s))
    }

    /// A number.
    pub fn num(n: impl Into<serde_json::Number>) -> Self {
        Out::Number(n.into())
    }

    /// The pretty text, with one trailing newline.
    pub fn pretty(&self) -> String {
        let mut text = String::new();
        write_value(self, 0, &mut text);
        text.push('\n');
        text
    }

    /// Converts to a `serde_json` value (whose map may sort the keys).
    pub fn to_value(&self) -> serde_json::Value {
        use serde_json::Value;
        match self {
            Out::Null => Value::Null,
            Out::Bool(b) => Value::Bool(*b),
            Out::Number(n) => Value::Number(n.clone()),
            Out::String(s) => Value::String(s.to_string()),
            Out::Array(items) => Value::Array(items.iter().map(Out::to_value).collect()),
            Out::Object(entries) => Value::Object(entries.iter().map(|(k, v)| (k.to_string(), v.to_value())).collect()),
        }
    }
}

fn write_value(value: &Out<'_>, depth: usize, text: &mut String) {
    match value {
        Out::Null => text.push_str("null"),
        Out::Bool(b) => text.push_str(if *b { "true" } else { "false" }),
        Out::Number(n) => text.push_str(&n.to_string()),
        Out::String(s) => write_string(s, text),
        Out::Array(items) if items.is_empty() => text.push_str("[]"),
        Out::Array(items) => {
            text.push('[');
            for (i, item) in items.iter().enumerate() {
                text.push_str(if i == 0 { "\n" } else { ",\n" });
                indent(depth + 1, text);
                write_value(item, depth + 1, text);
            }
            text.push('\n');
            indent(depth, text);
            text.push(']');
        }
        Out::Object(entries) if entries.is_empty() => text.push_str("{}"),
        Out::Object(entries) => {
            text.push('{');
            for (i, (key, item)) in entries.iter().enumerate() {
                text.push_str(if i == 0 { "\n" } else { ",\n" });
                indent(depth + 1, text);
                write_string(key, text);
                text.push_str(": ");
                write_value(item, depth + 1, text);
            }
            text.push('\n');
            indent(depth, text);
            text.push('}');
        }
    }
}

/// Writes a JSON string: non-ASCII as UTF-8, only what JSON requires escaped, exactly as
/// `serde_json` escapes it (the escaper `check_args`' messages use).
fn write_string(s: &str, text: &mut String) {
    text.reserve(s.len() + 2);
    text.push('"');
    crate::check::message::escaped(text, s);
    text.push('"');
}

fn indent(depth: usize, text: &mut String) {
    for _ in 0..depth {
        text.push_str("  ");
    }
}

#[cfg(test)]
mod tests {
    use super::write_string;

    /// The escaping is serde_json's, byte for byte: every ASCII character, alone and in
    /// prose, and characters beyond ASCII (which stay UTF-8).
    #[test]
    fn strings_are_escaped_as_serde_json_escapes_them() {
        let mut cases: Vec<String> = (0u8..0x80).map(|b| char::from(b).to_string()).collect();
        cases.push((0u8..0x80).map(char::from).collect());
        cases.extend(
            ["", "plain words", "a \"quoted\" C:\\path\n\tnext", "한국어 é ✓ 😀\u{7f}\u{2028}"].map(String::from),
        );
        for case in cases {
            let mut ours = String::new();
            write_string(&case, &mut ours);
            assert_eq!(ours, serde_json::Value::from(case.as_str()).to_string(), "{case:?}");
        }
    }
}
