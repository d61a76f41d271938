//! Normalised doc lines (the first paragraph of spec section 3), each character keeping its source position.

use std::ops::Range;

use super::DocFragment;
use crate::diagnostic::Pos;

/// A piece of doc text whose every character remembers where it is in the source file.
///
/// Keeping a position per character (rather than one per line) keeps columns exact through tab
/// expansion, dedenting and the joining of continuation lines, at a cost no doc comment notices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Text {
    chars: Vec<char>,
    pos: Vec<Pos>,
}

impl Text {
    pub(crate) fn chars(&self) -> &[char] {
        &self.chars
    }

    /// The position of the character at `i`; past the end, the column keeps counting.
    pub(crate) fn pos(&self, i: usize) -> Pos {
        match (self.pos.get(i), self.pos.last()) {
            (Some(&pos), _) => pos,
            (None, Some(&last)) => shift(last, i + 1 - self.pos.len()),
            (None, None) => Pos::new(1, 1),
        }
    }

    pub(crate) fn push(&mut self, c: char, pos: Pos) {
        self.chars.push(c);
        self.pos.push(pos);
    }

    /// Appends the characters of `other` in `range`, with their positions.
    pub(crate) fn extend_from(&mut self, other: &Text, range: Range<usize>) {
        self.chars.extend_from_slice(&other.chars[range.clone()]);
        self.pos.extend_from_slice(&other.pos[range]);
    }

    /// The number of leading spaces.
    pub(crate) fn indent(&self) -> usize {
        self.chars.iter().take_while(|&&c| c == ' ').count()
    }

    pub(crate) fn is_blank(&self) -> bool {
        self.chars.iter().all(|c| c.is_whitespace())
    }

    /// The range left once leading and trailing whitespace is cut off.
    pub(crate) fn trimmed(&self) -> Range<usize> {
        let start = self.chars.iter().take_while(|c| c.is_whitespace()).count();
        let end = self.chars.len() - self.chars[start..].iter().rev().take_while(|c| c.is_whitespace()).count();
        start..end
    }

    pub(crate) fn slice(&self, range: Range<usize>) -> String {
        self.chars[range].iter().collect()
    }

    pub(crate) fn text(&self) -> String {
        self.chars.iter().collect()
    }

    /// Removes the first `n` characters.
    fn drop_front(&mut self, n: usize) {
        let n = n.min(self.chars.len());
        self.chars.drain(..n);
        self.pos.drain(..n);
    }

    fn trim_end(&mut self) {
        let end = self.chars.len() - self.chars.iter().rev().take_while(|c| c.is_whitespace()).count();
        self.chars.truncate(end);
        self.pos.truncate(end);
    }
}

/// `pos` moved `chars` characters to the right, saturating rather than overflowing on absurd input.
pub(crate) fn shift(pos: Pos, chars: usize) -> Pos {
    Pos::new(pos.line, pos.column.saturating_add(u32::try_from(chars).unwrap_or(u32::MAX)))
}

/// A line before dedenting.
struct Raw {
    text: Text,
    /// The first line of a block comment, on the `/**` line itself: like the first line of a Python
    /// docstring, it neither sets nor receives the common indentation, it is only left-trimmed.
    opener: bool,
}

/// Turns the fragments into the doc's lines: split at `\n`, `\r` dropped at line ends, tabs as
/// four spaces, block comments' ` * ` prefixes removed, common indentation removed, lines right-trimmed.
pub(crate) fn normalise(fragments: &[DocFragment]) -> Vec<Text> {
    let mut raws = Vec::new();
    for fragment in fragments {
        let mut lines: Vec<Text> = fragment
            .text
            .split('\n')
            .enumerate()
            .map(|(k, line)| {
                let line_no = fragment.pos.line.saturating_add(u32::try_from(k).unwrap_or(u32::MAX));
                let start = if k == 0 { fragment.pos } else { Pos::new(line_no, 1) };
                source_line(line, start)
            })
            .collect();
        let opener = fragment.block && unstar(&mut lines);
        raws.extend(lines.into_iter().enumerate().map(|(k, text)| Raw { text, opener: opener && k == 0 }));
    }
    let margin = raws.iter().filter(|raw| !raw.opener && !raw.text.is_blank()).map(|raw| raw.text.indent()).min();
    let margin = margin.unwrap_or(0);
    raws.into_iter()
        .map(|Raw { mut text, opener }| {
            let cut = if opener { text.trimmed().start } else { margin.min(text.indent()) };
            text.drop_front(cut);
            text.trim_end();
            text
        })
        .collect()
}

/// One source line starting at `start`, tabs expanded (every space of a tab points at the tab).
fn source_line(line: &str, start: Pos) -> Text {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let mut text = Text { chars: Vec::with_capacity(line.len()), pos: Vec::with_capacity(line.len()) };
    if !line.contains('\t') {
        // The usual line: one character a column, filled in two passes without a branch.
        text.chars.extend(line.chars());
        text.pos.extend((0..text.chars.len()).map(|i| shift(start, i)));
        return text;
    }
    for (i, c) in line.chars().enumerate() {
        let pos = shift(start, i);
        if c == '\t' {
            (0..4).for_each(|_| text.push(' ', pos));
        } else {
            text.push(c, pos);
        }
    }
    text
}

/// Applies rustdoc's rules to the lines of one `/** … */`: a blank first line and a last line of
/// only `*`s and whitespace go, and a `*` that starts every line (after whitespace) is removed.
/// The first line, when it sits on the `/**` line and has no `*`, is not asked to have one.
/// Returns whether that first line is still there.
fn unstar(lines: &mut Vec<Text>) -> bool {
    let mut opener = true;
    if lines.first().is_some_and(Text::is_blank) {
        lines.remove(0);
        opener = false;
    }
    let closer = lines.last().is_some_and(|line| line.chars().iter().all(|&c| c.is_whitespace() || c == '*'));
    if closer && !(opener && lines.len() == 1) {
        lines.pop();
    }
    let skip = usize::from(opener && lines.first().and_then(star).is_none());
    let rest = lines.iter().skip(skip).filter(|line| !line.is_blank());
    if rest.clone().count() == 0 || !rest.clone().all(|line| star(line).is_some()) {
        return opener;
    }
    for line in lines.iter_mut().skip(skip) {
        if let Some(at) = star(line) {
            line.drop_front(at + 1);
        }
    }
    opener
}

/// Where the `*` that starts `line` (after whitespace) is, unless it is the start of `*/`.
fn star(line: &Text) -> Option<usize> {
    let at = line.chars().iter().position(|c| !c.is_whitespace())?;
    let chars = line.chars();
    (chars[at] == '*' && chars.get(at + 1) != Some(&'/')).then_some(at)
}
