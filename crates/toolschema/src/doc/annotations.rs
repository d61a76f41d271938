//! The entries of an ANNOTATIONS section: MCP's tool annotations (`title`, `readOnlyHint`, …),
//! declared in the doc comment as `read_only`, `destructive: false` or `title: Cancel an order`,
//! and `inline`, a hint to a server rather than to clients (`Annotations::inline`).
//!
//! Every line of the section is a declaration, so a line that is not one is an error rather
//! than a warning: a hint silently dropped would tell a client something the author did not mean.

use super::lines::Text;
use crate::check::closest;
use crate::diagnostic::{Diagnostic, Pos};
use crate::model::Annotations;

/// The keys, in the order MCP lists the hints they stand for, then the server's own.
pub(crate) const KEYS: &[&str] = &["title", "read_only", "destructive", "idempotent", "open_world", "inline"];

/// One entry as written: its key, and its value when it has one.
pub(crate) struct Entry {
    key: String,
    pos: Pos,
    /// The text after the colon, continuation lines joined; `None` for a bare key.
    value: Option<(String, Pos)>,
}

/// Reads the entries of one ANNOTATIONS section into `entries`.
///
/// The first entry fixes the entry indentation, as in an ARGS section; deeper lines continue
/// the current entry's value (so a long title may wrap).
pub(crate) fn read(lines: &[Text], entries: &mut Vec<Entry>, diagnostics: &mut Vec<Diagnostic>) {
    let mut indent: Option<usize> = None;
    let mut open: Option<usize> = None;
    for line in lines.iter().filter(|line| !line.is_blank()) {
        let depth = line.indent();
        if indent.is_some_and(|indent| depth > indent) {
            if let Some(entry) = open.and_then(|i| entries.get_mut(i)) {
                let range = line.trimmed();
                let more = line.slice(range.clone());
                match &mut entry.value {
                    Some((value, _)) if !value.is_empty() => *value = format!("{value} {more}"),
                    value => *value = Some((more, line.pos(range.start))),
                }
            }
            continue;
        }
        open = None;
        match entry(line, depth).filter(|_| indent.is_none_or(|indent| depth == indent)) {
            Some(entry) => {
                indent = Some(depth);
                open = Some(entries.len());
                entries.push(entry);
            }
            None => {
                let message = "line is not an annotation; entries look like `read_only`, `idempotent: false` or `title: Cancel an order`";
                diagnostics.push(Diagnostic::error(line.pos(depth), message));
            }
        }
    }
}

/// The entry `line` holds at `at`: an optional list bullet (`- `, `* `, `+ `), a key, in
/// backticks or not, then nothing or a colon and the value.
fn entry(line: &Text, at: usize) -> Option<Entry> {
    let chars = line.chars();
    let bullet = matches!(chars.get(at..at + 2), Some(['*' | '-' | '+', ' ']));
    let mut i = if bullet { skip_spaces(chars, at + 1) } else { at };
    let ticked = chars.get(i) == Some(&'`');
    i += usize::from(ticked);
    let start = i;
    while chars.get(i).is_some_and(|&c| !c.is_whitespace() && !matches!(c, ':' | '：' | '`')) {
        i += 1;
    }
    if i == start || ticked && chars.get(i) != Some(&'`') {
        return None;
    }
    let key = line.slice(start..i);
    let after = skip_spaces(chars, i + usize::from(ticked));
    let value = match chars.get(after) {
        None => None,
        Some(':' | '：') => {
            let from = skip_spaces(chars, after + 1);
            (from < chars.len()).then(|| (line.slice(from..chars.len()), line.pos(from)))
        }
        Some(_) => return None,
    };
    Some(Entry { key, pos: line.pos(start), value })
}

fn skip_spaces(chars: &[char], mut i: usize) -> usize {
    while chars.get(i).is_some_and(|c| c.is_whitespace()) {
        i += 1;
    }
    i
}

/// The annotations the entries declare, with a problem for every unknown or repeated key, bad
/// value and contradiction.
pub(crate) fn resolve(entries: &[Entry], diagnostics: &mut Vec<Diagnostic>) -> Annotations {
    let mut annotations = Annotations::NONE;
    // Where each known key was first declared, for repeats and contradictions.
    let mut first: Vec<(&str, Pos)> = Vec::new();
    for entry in entries {
        let Some(&key) = KEYS.iter().find(|&&key| key == entry.key) else {
            diagnostics.push(Diagnostic::error(entry.pos, unknown(&entry.key)));
            continue;
        };
        if let Some((_, at)) = first.iter().find(|(seen, _)| *seen == key) {
            let message = format!("annotation `{key}` is declared twice (first on line {})", at.line);
            diagnostics.push(Diagnostic::error(entry.pos, message));
            continue;
        }
        first.push((key, entry.pos));
        if key == "title" {
            match &entry.value {
                Some((title, _)) => annotations.title = Some(title.clone().into()),
                None => diagnostics.push(Diagnostic::error(
                    entry.pos,
                    "annotation `title` needs its text, as in `title: Cancel an order`",
                )),
            }
            continue;
        }
        let Some(flag) = flag(key, entry.value.as_ref(), diagnostics) else { continue };
        if key == "inline" {
            annotations.inline = flag;
            continue;
        }
        let slot = match key {
            "read_only" => &mut annotations.read_only,
            "destructive" => &mut annotations.destructive,
            "idempotent" => &mut annotations.idempotent,
            _ => &mut annotations.open_world,
        };
        *slot = Some(flag);
    }
    // MCP reads `destructiveHint` and `idempotentHint` only when `readOnlyHint` is false: a
    // destructive read-only tool says two opposite things, the others say nothing.
    if annotations.read_only == Some(true) {
        let at = |key: &str| first.iter().find(|(seen, _)| *seen == key).map(|&(_, pos)| pos);
        for (key, value) in [("destructive", annotations.destructive), ("idempotent", annotations.idempotent)] {
            let (Some(value), Some(pos)) = (value, at(key)) else { continue };
            diagnostics.push(if key == "destructive" && value {
                Diagnostic::error(
                    pos,
                    "annotation `destructive` contradicts `read_only`: a tool that modifies nothing destroys nothing",
                )
            } else {
                Diagnostic::warning(
                    pos,
                    format!("annotation `{key}` means nothing for a `read_only` tool (MCP reads it only when `readOnlyHint` is false); drop it"),
                )
            });
        }
    }
    annotations
}

/// A flag's value: a bare key is `true`; otherwise `true` or `false`, in any case.
fn flag(key: &str, value: Option<&(String, Pos)>, diagnostics: &mut Vec<Diagnostic>) -> Option<bool> {
    let Some((text, pos)) = value else { return Some(true) };
    match text.to_lowercase().as_str() {
        "true" => Some(true),
        "false" => Some(false),
        _ => {
            let message = format!("annotation `{key}` is `true` or `false` (alone, it means `true`), not `{text}`");
            diagnostics.push(Diagnostic::error(*pos, message));
            None
        }
    }
}

/// The message for a key that is none of [`KEYS`], naming the one meant when it is near or
/// when it is MCP's own name for it (`readOnlyHint`).
fn unknown(key: &str) -> String {
    let squash = |name: &str| {
        let name: String = name.chars().filter(|c| c.is_alphanumeric()).collect::<String>().to_lowercase();
        name.strip_suffix("hint").map(str::to_string).unwrap_or(name)
    };
    let near =
        KEYS.iter().copied().find(|known| squash(known) == squash(key)).or_else(|| closest(key, KEYS.iter().copied()));
    let all = KEYS.iter().map(|key| format!("`{key}`")).collect::<Vec<_>>().join(", ");
    match near {
        Some(near) => format!("unknown annotation `{key}` (did you mean `{near}`?); the annotations are {all}"),
        None => format!("unknown annotation `{key}`; the annotations are {all}"),
    }
}
