//! The trailing `(default: …)` and `(choices: […])` markers of an Args entry (spec section 3.3).

use super::lines::Text;
use super::Marker;
use crate::diagnostic::Diagnostic;

/// An entry's text once its trailing markers are taken off.
#[derive(Debug, Default)]
pub(crate) struct Stripped {
    pub(crate) description: String,
    pub(crate) default: Option<Marker>,
    pub(crate) choices: Option<Marker>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Default,
    Choices,
}

impl Kind {
    fn keyword(self) -> &'static str {
        match self {
            Kind::Default => "default",
            Kind::Choices => "choices",
        }
    }
}

/// A marker found in the text: its kind, where its `(` and `)` are, where its JSON starts.
#[derive(Clone, Copy, Debug)]
struct Found {
    kind: Kind,
    open: usize,
    json: usize,
    close: usize,
}

/// Takes the markers off the end of `text`, the entry of parameter `name`, parsing their JSON.
/// A marker that cannot be used is an error, and is taken off the description all the same.
pub(crate) fn strip(text: &Text, name: &str, diagnostics: &mut Vec<Diagnostic>) -> Stripped {
    let chars = text.chars();
    let range = text.trimmed();
    let mut end = range.end;
    let mut found = Vec::new();
    while let Some(marker) = trailing(chars, range.start, end) {
        found.push(marker);
        end = chars[..marker.open].iter().rposition(|c| !c.is_whitespace()).map_or(range.start, |i| i + 1);
    }
    if found.is_empty() {
        warn_unclosed(text, range.start, end, diagnostics);
    }
    let mut stripped = Stripped { description: text.slice(range.start..end.max(range.start)), ..Stripped::default() };
    let mut seen = Vec::new();
    for marker in found.into_iter().rev() {
        let pos = text.pos(marker.open);
        if seen.contains(&marker.kind) {
            let message = format!("entry `{name}` has two `{}` markers", marker.kind.keyword());
            diagnostics.push(Diagnostic::error(pos, message));
            continue;
        }
        seen.push(marker.kind);
        let quoted = text.slice(marker.open..marker.close + 1);
        let raw = text.slice(marker.json..marker.close).trim().to_string();
        let value = match serde_json::from_str::<serde_json::Value>(&raw) {
            Ok(value) => value,
            Err(error) => {
                let message = format!("`{quoted}` is not valid JSON: {}", hint(&raw, &error));
                diagnostics.push(Diagnostic::error(pos, message));
                continue;
            }
        };
        let slot = match marker.kind {
            Kind::Default => &mut stripped.default,
            Kind::Choices if !value.is_array() => {
                let message = format!("`{quoted}` is not a JSON array, as in `(choices: [\"a\", \"b\"])`");
                diagnostics.push(Diagnostic::error(pos, message));
                continue;
            }
            Kind::Choices => &mut stripped.choices,
        };
        *slot = Some(Marker { value, raw, pos });
    }
    stripped
}

/// The leftmost marker in `chars[start..end]` that ends at `end`. When none ends there with
/// balanced JSON but the text ends with `)`, the last marker whose JSON never closes is taken,
/// so that `(default: [1, 2)` is reported rather than left in the description.
fn trailing(chars: &[char], start: usize, end: usize) -> Option<Found> {
    // Either way the marker ends the text: without a `)` there, there is none to look for.
    if end == start || chars[end - 1] != ')' {
        return None;
    }
    let candidates = || (start..end).filter_map(|open| head(chars, open, end));
    let balanced = candidates().find(|found| close(chars, found.json, end) == Some(end - 1));
    if balanced.is_some() {
        return balanced.map(|found| Found { close: end - 1, ..found });
    }
    candidates()
        .rev()
        .find(|found| close(chars, found.json, end).is_none())
        .map(|found| Found { close: end - 1, ..found })
}

/// The marker opening at `open` (`(`, a keyword in any case, `:` or `：`), spaces allowed between.
fn head(chars: &[char], open: usize, end: usize) -> Option<Found> {
    if chars[open] != '(' {
        return None;
    }
    let skip = |mut i: usize| {
        while i < end && chars[i].is_whitespace() {
            i += 1;
        }
        i
    };
    let at = skip(open + 1);
    let kind = [Kind::Default, Kind::Choices].into_iter().find(|kind| {
        let word = kind.keyword();
        chars.len() >= at + word.len()
            && chars[at..at + word.len()].iter().zip(word.chars()).all(|(c, w)| c.eq_ignore_ascii_case(&w))
    })?;
    let colon = skip(at + kind.keyword().len());
    (colon < end && (chars[colon] == ':' || chars[colon] == '：')).then_some(Found {
        kind,
        open,
        json: colon + 1,
        close: end,
    })
}

/// The `)` that ends JSON starting at `from`: the first one outside strings and brackets.
fn close(chars: &[char], from: usize, end: usize) -> Option<usize> {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for (i, &c) in chars.iter().enumerate().take(end).skip(from) {
        match c {
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            _ if in_string => {}
            '[' | '{' => depth += 1,
            ']' | '}' => depth = depth.saturating_sub(1),
            ')' if depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// Warns about a marker at the end of the text that is never closed, which reads as plain text.
fn warn_unclosed(text: &Text, start: usize, end: usize, diagnostics: &mut Vec<Diagnostic>) {
    let chars = text.chars();
    if !chars[start..end].contains(&'(') {
        return;
    }
    let last = (start..end).rev().find_map(|open| head(chars, open, end));
    if let Some(found) = last.filter(|found| close(chars, found.json, end).is_none()) {
        let quoted = text.slice(found.open..end);
        let message = format!("`{quoted}` is not closed by `)`, so it is kept as text");
        diagnostics.push(Diagnostic::warning(text.pos(found.open), message));
    }
}

/// What to tell the author about JSON that does not parse: most often strings written without
/// double quotes, or Python's `True`, `False` and `None`.
fn hint(raw: &str, error: &serde_json::Error) -> String {
    let words = bare_words(raw);
    let literal = |word: &&str| ["true", "false", "null", "none", "nil"].iter().any(|l| word.eq_ignore_ascii_case(l));
    let exact = |word: &&str| ["true", "false", "null"].contains(word);
    let sentence = raw.chars().all(|c| c.is_alphanumeric() || " _-./".contains(c));
    if raw.contains('\'') {
        "JSON strings use double quotes".to_string()
    } else if words.iter().any(|word| literal(word) && !exact(word)) {
        "JSON writes `true`, `false` and `null` in lowercase".to_string()
    } else if words.iter().any(|word| !literal(word)) && sentence {
        format!("JSON strings use double quotes, as in `\"{raw}\"`")
    } else if words.iter().any(|word| !literal(word)) {
        "JSON strings use double quotes".to_string()
    } else {
        error.to_string()
    }
}

/// The words of `raw` outside double-quoted strings, numbers (`1e5`) left out.
fn bare_words(raw: &str) -> Vec<&str> {
    let (mut words, mut in_string, mut escaped, mut start) = (Vec::new(), false, false, None);
    for (i, c) in raw.char_indices().chain([(raw.len(), ' ')]) {
        let word = !in_string && (c.is_alphanumeric() || c == '_');
        if word && start.is_none() {
            start = Some(i);
        } else if let Some(from) = start.filter(|_| !word) {
            words.push(&raw[from..i]);
            start = None;
        }
        match c {
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            _ => {}
        }
    }
    words.retain(|word| !word.starts_with(|c: char| c.is_ascii_digit()));
    words
}
