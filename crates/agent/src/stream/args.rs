//! Arguments watched as they stream in: the problems certain before the text is complete.
//!
//! The text of an arguments object is scanned as it grows. A problem is reported once it is
//! certain whatever comes next:
//! - the text does not start with `{` (`not_an_object`);
//! - a top-level key is complete and no parameter has that name (`unknown_argument`, with
//!   `check_args`' own message, "did you mean" included);
//! - a top-level value is complete (a string at its closing quote, an array or object at its
//!   closing bracket, a number or literal at the character after it) and `check_args` finds
//!   a problem in it (`wrong_type`, `out_of_range`, `not_in_enum`…, at their paths), or it is
//!   not JSON.
//!
//! `missing_argument` is never early: a key may still come.

use serde_json::{Map, Value};
use toolschema::{check_args, ArgProblem, ProblemCode, ToolSchema};

/// Where the scan is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Before the opening `{`.
    Start,
    /// Inside the object, where a key or the closing `}` may come.
    Key,
    /// Inside a key's string.
    InKey { escaped: bool },
    /// After a key, before its `:`.
    Colon,
    /// After the `:`, before the value.
    Value,
    /// Inside a value: how deep in arrays and objects, whether in a string.
    InValue { depth: usize, in_string: bool, escaped: bool },
    /// After the object closed, or after something certain to be wrong: nothing more to see.
    Done,
}

/// The scan of one call's arguments.
#[derive(Debug)]
pub(crate) struct Watch {
    text: String,
    state: State,
    key_start: usize,
    key: String,
    value_start: usize,
}

impl Watch {
    pub fn new() -> Self {
        Watch { text: String::new(), state: State::Start, key_start: 0, key: String::new(), value_start: 0 }
    }

    /// The text so far.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Adds `delta` and returns the problems it makes certain (`schema` is the tool's, when
    /// the name is one).
    pub fn feed(&mut self, delta: &str, schema: Option<&ToolSchema>) -> Vec<ArgProblem> {
        let mut found = Vec::new();
        let from = self.text.len();
        self.text.push_str(delta);
        let mut i = from;
        while i < self.text.len() {
            let c = self.text[i..].chars().next().unwrap_or(' ');
            self.step(i, c, schema, &mut found);
            i += c.len_utf8();
        }
        found
    }

    fn step(&mut self, i: usize, c: char, schema: Option<&ToolSchema>, found: &mut Vec<ArgProblem>) {
        match self.state {
            State::Done => {}
            State::Start => match c {
                c if c.is_whitespace() => {}
                '{' => self.state = State::Key,
                _ => {
                    found.push(problem(
                        ProblemCode::NotAnObject,
                        "",
                        "the arguments are not a JSON object: send a JSON object",
                    ));
                    self.state = State::Done;
                }
            },
            State::Key => match c {
                '"' => {
                    self.key_start = i;
                    self.state = State::InKey { escaped: false };
                }
                '}' => self.state = State::Done,
                _ => {}
            },
            State::InKey { escaped } => match (escaped, c) {
                (true, _) => self.state = State::InKey { escaped: false },
                (false, '\\') => self.state = State::InKey { escaped: true },
                (false, '"') => {
                    self.key = serde_json::from_str(&self.text[self.key_start..=i]).unwrap_or_default();
                    self.state = State::Colon;
                    if let Some(schema) = schema {
                        let mut probe = Map::new();
                        probe.insert(self.key.clone(), Value::Null);
                        found.extend(under(schema, &Value::Object(probe), &self.key, true));
                    }
                }
                _ => {}
            },
            State::Colon => {
                if c == ':' {
                    self.state = State::Value;
                }
            }
            State::Value => {
                if !c.is_whitespace() {
                    self.value_start = i;
                    let (depth, in_string) = match c {
                        '{' | '[' => (1, false),
                        '"' => (0, true),
                        _ => (0, false),
                    };
                    self.state = State::InValue { depth, in_string, escaped: false };
                }
            }
            State::InValue { depth, in_string, escaped } => {
                let next = match (in_string, escaped, c) {
                    (true, true, _) => State::InValue { depth, in_string, escaped: false },
                    (true, false, '\\') => State::InValue { depth, in_string, escaped: true },
                    (true, false, '"') if depth == 0 => return self.value_done(i + 1, State::Key, schema, found),
                    (true, false, '"') => State::InValue { depth, in_string: false, escaped: false },
                    (true, false, _) => State::InValue { depth, in_string, escaped },
                    (false, _, '"') => State::InValue { depth, in_string: true, escaped: false },
                    (false, _, '{' | '[') => State::InValue { depth: depth + 1, in_string, escaped },
                    (false, _, '}' | ']') if depth == 1 => return self.value_done(i + 1, State::Key, schema, found),
                    (false, _, '}' | ']') if depth > 1 => State::InValue { depth: depth - 1, in_string, escaped },
                    // A scalar ends at the first character that cannot continue it.
                    (false, _, ',' | '}') if depth == 0 => {
                        let after = if c == '}' { State::Done } else { State::Key };
                        return self.value_done(i, after, schema, found);
                    }
                    (false, _, c) if depth == 0 && c.is_whitespace() => {
                        return self.value_done(i, State::Key, schema, found)
                    }
                    _ => State::InValue { depth, in_string, escaped },
                };
                self.state = next;
            }
        }
    }

    /// The value of the current key ended before `end`.
    fn value_done(&mut self, end: usize, next: State, schema: Option<&ToolSchema>, found: &mut Vec<ArgProblem>) {
        self.state = next;
        let Some(schema) = schema else { return };
        match serde_json::from_str::<Value>(&self.text[self.value_start..end]) {
            Ok(value) => {
                let mut probe = Map::new();
                probe.insert(self.key.clone(), value);
                found.extend(under(schema, &Value::Object(probe), &self.key, false));
            }
            Err(_) => {
                found.push(problem(
                    ProblemCode::NotAnObject,
                    "",
                    "the arguments are not valid JSON; send a JSON object",
                ));
                self.state = State::Done;
            }
        }
    }
}

/// `check_args`' problems of `probe` under `key`: when the key is read (`key_read`), only
/// `unknown_argument`; when its value is, all but `unknown_argument` (found already) and
/// `missing_argument` (never certain early).
fn under(schema: &ToolSchema, probe: &Value, key: &str, key_read: bool) -> Vec<ArgProblem> {
    let Err(problems) = check_args(schema, probe) else { return Vec::new() };
    let keep = |p: &ArgProblem| match p.code {
        ProblemCode::UnknownArgument => key_read,
        ProblemCode::MissingArgument => false,
        _ => !key_read,
    };
    problems.listed.into_iter().filter(|p| keep(p) && starts(&p.path, key)).collect()
}

/// Whether `path` is `key` or inside it (`key.x`, `key[2]`).
fn starts(path: &str, key: &str) -> bool {
    match path.strip_prefix(key) {
        Some(rest) => rest.is_empty() || rest.starts_with(['.', '[']),
        None => false,
    }
}

fn problem(code: ProblemCode, path: &str, message: &str) -> ArgProblem {
    ArgProblem { path: path.to_owned(), code, message: message.to_owned() }
}
