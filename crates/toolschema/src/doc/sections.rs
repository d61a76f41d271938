//! Section headers (spec section 3.1) and the fenced code blocks inside which no line is a header.

use std::ops::Range;

use super::lines::Text;
use crate::diagnostic::Diagnostic;

/// What a section holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// The text before the first header.
    Description,
    Args,
    Returns,
    /// MCP's tool annotations: not in the spec's table, which it extends.
    Annotations,
    /// A known section whose content is not used, or a Markdown heading with any other title.
    Other,
}

/// The part a line plays with respect to fenced code blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Class {
    Text,
    /// A line opening or closing a fenced code block.
    Fence,
    /// A line inside a fenced code block.
    Code,
}

/// A header and the lines after it, up to the next header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Section {
    pub(crate) kind: Kind,
    /// Whether the header is a Markdown heading (`# Arguments`), which suggests Markdown entries.
    pub(crate) markdown: bool,
    /// The lines of the section, its header excluded.
    pub(crate) body: Range<usize>,
}

const TITLES: &[(&str, Kind)] = &[
    ("args", Kind::Args),
    ("arguments", Kind::Args),
    ("parameters", Kind::Args),
    ("params", Kind::Args),
    ("returns", Kind::Returns),
    ("return", Kind::Returns),
    ("yields", Kind::Returns),
    ("annotations", Kind::Annotations),
    ("raises", Kind::Other),
    ("errors", Kind::Other),
    ("panics", Kind::Other),
    ("safety", Kind::Other),
    ("examples", Kind::Other),
    ("example", Kind::Other),
    ("notes", Kind::Other),
    ("note", Kind::Other),
    ("warnings", Kind::Other),
    ("warning", Kind::Other),
    ("see also", Kind::Other),
    ("todo", Kind::Other),
];

/// Classifies every line as CommonMark does: a fence is up to three spaces, then three or more
/// backticks or tildes, and it is closed by a run of the same character at least as long.
/// A block left open runs to the end of the doc, which is worth a warning.
pub(crate) fn fences(lines: &[Text], diagnostics: &mut Vec<Diagnostic>) -> Vec<Class> {
    let mut classes = Vec::with_capacity(lines.len());
    let mut open: Option<(char, usize, usize)> = None;
    for (i, line) in lines.iter().enumerate() {
        let class = match (open, fence(line)) {
            (None, Some((c, n, info))) if c == '~' || !info.contains(&'`') => {
                open = Some((c, n, i));
                Class::Fence
            }
            (Some((c, n, _)), Some((d, m, info))) if c == d && m >= n && info.is_empty() => {
                open = None;
                Class::Fence
            }
            (Some(_), _) => Class::Code,
            (None, _) => Class::Text,
        };
        classes.push(class);
    }
    if let Some((_, _, i)) = open {
        let message = "this code block is never closed, so the rest of the doc comment is read as code";
        diagnostics.push(Diagnostic::warning(lines[i].pos(lines[i].indent()), message));
    }
    classes
}

/// The fence character, the length of its run and what follows it, if `line` is a fence line.
fn fence(line: &Text) -> Option<(char, usize, &[char])> {
    let indent = line.indent();
    let chars = &line.chars()[indent..];
    let c = *chars.first()?;
    let run = chars.iter().take_while(|&&d| d == c).count();
    (indent <= 3 && (c == '`' || c == '~') && run >= 3).then(|| (c, run, &chars[run..]))
}

/// Cuts the lines into sections: the description first (possibly empty), then one per header.
/// A title on the first line is no part of any of them.
pub(crate) fn split(lines: &[Text], classes: &[Class]) -> Vec<Section> {
    let start = after_title(lines, classes);
    let mut sections = vec![Section { kind: Kind::Description, markdown: false, body: start..lines.len() }];
    for (i, line) in lines.iter().enumerate().skip(start) {
        let Some((kind, markdown)) = header(line).filter(|_| classes[i] == Class::Text) else { continue };
        if let Some(last) = sections.last_mut() {
            last.body.end = i;
        }
        sections.push(Section { kind, markdown, body: i + 1..lines.len() });
    }
    sections
}

/// The line after a title, or 0: a Markdown heading on the first line that is not blank, whose
/// title names no section (`# Parse a date`, the way rustdoc and schemars title an item), at
/// most three spaces deeper than the least indentation, as CommonMark reads a heading. It says
/// what the item is called, not what it does, so it is left out and the text after it is the
/// description; a heading elsewhere starts a section as section 3.1 says.
fn after_title(lines: &[Text], classes: &[Class]) -> usize {
    let Some(first) = lines.iter().position(|line| !line.is_blank()) else { return 0 };
    let line = &lines[first];
    let text = line.text();
    match (classes[first], line.indent() <= 3, heading(text.trim_start())) {
        (Class::Text, true, Some(title)) if kind(&title).is_none() => first + 1,
        _ => 0,
    }
}

/// The kind of section `line` starts and whether it is a Markdown heading, if it is a header.
fn header(line: &Text) -> Option<(Kind, bool)> {
    // Only a line that starts with `#` or ends with a colon may be one (most lines are not).
    let chars = line.chars();
    let (first, last) = (chars.first()?, chars.last()?);
    if *first != '#' && !matches!(last, ':' | '：') || line.indent() > 0 {
        return None;
    }
    let text = line.text();
    if let Some(title) = heading(&text) {
        return Some((kind(&title).unwrap_or(Kind::Other), true));
    }
    let title = text.strip_suffix(':').or_else(|| text.strip_suffix('：'))?;
    kind(title).map(|kind| (kind, false))
}

/// The title of a Markdown heading (`## Title ##`): one to six `#`, a space, the title; a
/// closing run of `#` counts only after a space, as in CommonMark.
fn heading(text: &str) -> Option<String> {
    let hashes = text.chars().take_while(|&c| c == '#').count();
    if hashes == 0 {
        return None;
    }
    let title = text[hashes..].strip_prefix(' ').filter(|_| hashes <= 6)?;
    let unclosed = title.trim_end_matches('#');
    let title = if unclosed.is_empty() || unclosed.ends_with(' ') { unclosed } else { title };
    Some(title.trim().trim_end_matches([':', '：']).to_string())
}

/// Whether `word` is `name` (lowercase ASCII) in any case, as `to_lowercase` would compare it.
fn same_word(word: &str, name: &str) -> bool {
    let mut lower = word.chars().flat_map(char::to_lowercase);
    name.chars().all(|c| lower.next() == Some(c)) && lower.next().is_none()
}

/// The kind a title names, matched as a whole or as the text inside its last pair of parentheses.
fn kind(title: &str) -> Option<Kind> {
    // The title's words, whitespace runs read as one space, against each name, in any case.
    let lookup = |title: &str| {
        TITLES
            .iter()
            .find(|(name, _)| {
                let mut words = title.split_whitespace();
                name.split(' ').all(|w| words.next().is_some_and(|t| same_word(t, w))) && words.next().is_none()
            })
            .map(|&(_, kind)| kind)
    };
    lookup(title).or_else(|| {
        let close = title.rfind(')')?;
        let open = title[..close].rfind('(')?;
        lookup(&title[open + 1..close])
    })
}
