//! The entries of an ARGS section (spec section 3.3), in Google (`name (type): text`) or Markdown
//! (`` * `name` - text ``) form, with their continuation lines.

use super::lines::Text;
use super::{markers, ArgEntry};
use crate::diagnostic::{Diagnostic, Pos};

/// An entry being read: its name, where the name is, its text so far.
struct Open {
    name: String,
    pos: Pos,
    text: Text,
}

/// Reads the entries of one ARGS section into `args`; `markdown` tells which form the warning suggests.
///
/// The first entry fixes the entry indentation; deeper lines continue the current entry, and any
/// other line is ignored with a warning. Deeper lines right after an ignored line belong to it
/// and are ignored without a warning of their own.
pub(crate) fn read(lines: &[Text], markdown: bool, args: &mut Vec<ArgEntry>, diagnostics: &mut Vec<Diagnostic>) {
    let mut indent: Option<usize> = None;
    let mut open: Option<Open> = None;
    for line in lines.iter().filter(|line| !line.is_blank()) {
        let depth = line.indent();
        if indent.is_some_and(|indent| depth > indent) {
            if let Some(open) = &mut open {
                let range = line.trimmed();
                open.text.push(' ', line.pos(range.start));
                open.text.extend_from(line, range);
            }
            continue;
        }
        if let Some(finished) = open.take() {
            args.push(finish(finished, diagnostics));
        }
        match entry(line, depth).filter(|_| indent.is_none_or(|indent| depth == indent)) {
            Some(entry) => {
                indent = Some(depth);
                open = Some(entry);
            }
            None => {
                let form = if markdown { "* name - description" } else { "name: description" };
                let message = format!("line is not an argument entry and is ignored; entries look like `{form}`");
                diagnostics.push(Diagnostic::warning(line.pos(depth), message));
            }
        }
    }
    if let Some(finished) = open.take() {
        args.push(finish(finished, diagnostics));
    }
}

fn finish(open: Open, diagnostics: &mut Vec<Diagnostic>) -> ArgEntry {
    let stripped = markers::strip(&open.text, &open.name, diagnostics);
    ArgEntry {
        name: open.name,
        description: stripped.description,
        default: stripped.default,
        choices: stripped.choices,
        pos: open.pos,
    }
}

/// The entry that `line` starts at `at`, if it starts one: a Markdown list item
/// (`` * `name` (type) - text ``, separator `-`, `:` or `：`) or a Google entry (`name (type): text`).
fn entry(line: &Text, at: usize) -> Option<Open> {
    let chars = line.chars();
    let markdown = matches!(chars.get(at..at + 2), Some(['*' | '-' | '+', ' ']));
    let at = if markdown { skip_spaces(chars, at + 1) } else { at };
    let (name, name_at, after) = name(chars, at)?;
    let after = skip_spaces(chars, after);
    let after = if chars.get(after) == Some(&'(') { skip_spaces(chars, close_paren(chars, after)? + 1) } else { after };
    let next = chars.get(after + 1).copied();
    let text_at = match chars.get(after) {
        None if markdown => after,
        Some(':') if next != Some(':') => after + 1,
        Some('：') => after + 1,
        Some('-' | '–' | '—') if markdown && next.is_none_or(char::is_whitespace) => after + 1,
        _ => return None,
    };
    let mut text = Text::default();
    text.extend_from(line, skip_spaces(chars, text_at).min(chars.len())..chars.len());
    Some(Open { name, pos: line.pos(name_at), text })
}

/// A parameter name at `at` (`name`, `r#name`, either in backticks): the name without `r#`,
/// where it starts, and the index after it.
fn name(chars: &[char], at: usize) -> Option<(String, usize, usize)> {
    let ticked = chars.get(at) == Some(&'`');
    let mut i = at + usize::from(ticked);
    if chars.get(i..i + 2) == Some(&['r', '#']) {
        i += 2;
    }
    let start = i;
    if !chars.get(i).is_some_and(|&c| c.is_alphabetic() || c == '_') {
        return None;
    }
    while chars.get(i).is_some_and(|&c| c.is_alphanumeric() || c == '_') {
        i += 1;
    }
    let name = chars[start..i].iter().collect();
    if ticked {
        if chars.get(i) != Some(&'`') {
            return None;
        }
        i += 1;
    }
    Some((name, start, i))
}

/// The `)` matching the `(` at `open`, so that a type like `(Option<(u8, u8)>)` is skipped whole.
fn close_paren(chars: &[char], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, &c) in chars.iter().enumerate().skip(open) {
        match c {
            '(' => depth += 1,
            ')' if depth == 1 => return Some(i),
            ')' => depth -= 1,
            _ => {}
        }
    }
    None
}

fn skip_spaces(chars: &[char], mut i: usize) -> usize {
    while chars.get(i).is_some_and(|c| c.is_whitespace()) {
        i += 1;
    }
    i
}
