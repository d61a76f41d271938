//! Normalised doc lines (the first paragraph of spec section 3), each character keeping its source position.

use std::ops::Range;

use super::DocFragment;
use crate::diagnostic::Pos;

/// A piece of doc text whose every character remembers where it is in the source file.
///
/// Keeping a position per character (rather than one per line) keeps columns exact through tab
/// expansion, dedenting and the joining of continuation lines. The positions are kept as runs:
/// characters at consecutive columns of one line share one entry (a line without tabs is one
/// run), which is what makes a doc comment cheap to read at thousands of tools.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Text {
    chars: Vec<char>,
    /// Each run's first character (its index in `chars`) and position, in order; a character
    /// is at its run's position moved by its distance from the run's first. Runs are as long as
    /// they can be, so that the same characters at the same places are the same `Text`.
    runs: Vec<(usize, Pos)>,
}

impl Text {
    pub(crate) fn chars(&self) -> &[char] {
        &self.chars
    }

    /// The position of the character at `i`; past the end, the column keeps counting.
    pub(crate) fn pos(&self, i: usize) -> Pos {
        let run = self.runs.partition_point(|&(start, _)| start <= i);
        match run.checked_sub(1).map(|r| self.runs[r]) {
            Some((start, pos)) => shift(pos, i - start),
            None => Pos::new(1, 1),
        }
    }

    pub(crate) fn push(&mut self, c: char, pos: Pos) {
        self.start_run(pos);
        self.chars.push(c);
    }

    /// Notes that the next character is at `pos`, unless its run already says so.
    fn start_run(&mut self, pos: Pos) {
        let continues = self.runs.last().is_some_and(|&(start, at)| shift(at, self.chars.len() - start) == pos);
        if !continues {
            self.runs.push((self.chars.len(), pos));
        }
    }

    /// Appends the characters of `other` in `range`, with their positions.
    pub(crate) fn extend_from(&mut self, other: &Text, range: Range<usize>) {
        if range.is_empty() {
            return;
        }
        let first = other.runs.partition_point(|&(start, _)| start <= range.start).saturating_sub(1);
        for &(start, _) in other.runs[first..].iter().take_while(|&&(start, _)| start < range.end) {
            let from = start.max(range.start);
            self.start_run(other.pos(from));
            let to = other.runs.iter().map(|&(s, _)| s).find(|&s| s > from).unwrap_or(usize::MAX).min(range.end);
            self.chars.extend_from_slice(&other.chars[from..to]);
        }
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
        let chars = &self.chars[range];
        if chars.iter().all(char::is_ascii) {
            // The usual text: a byte each, copied without encoding one character at a time.
            let bytes: Vec<u8> = chars.iter().map(|&c| c as u8).collect();
            return String::from_utf8(bytes).unwrap_or_default();
        }
        chars.iter().collect()
    }

    pub(crate) fn text(&self) -> String {
        self.slice(0..self.chars.len())
    }

    /// Removes the first `n` characters.
    fn drop_front(&mut self, n: usize) {
        let n = n.min(self.chars.len());
        if n == 0 {
            return;
        }
        if n == self.chars.len() {
            self.chars.clear();
            self.runs.clear();
            return;
        }
        let first = self.runs.partition_point(|&(start, _)| start <= n) - 1;
        let at = self.pos(n);
        self.runs.drain(..first);
        self.runs[0] = (n, at);
        for run in &mut self.runs {
            run.0 -= n;
        }
        self.chars.drain(..n);
    }

    fn trim_end(&mut self) {
        let end = self.chars.len() - self.chars.iter().rev().take_while(|c| c.is_whitespace()).count();
        self.chars.truncate(end);
        let runs = self.runs.partition_point(|&(start, _)| start < end);
        self.runs.truncate(runs);
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
    let mut raws = Vec::with_capacity(fragments.len());
    for fragment in fragments {
        let lines = fragment.text.split('\n').enumerate().map(|(k, line)| {
            let line_no = fragment.pos.line.saturating_add(u32::try_from(k).unwrap_or(u32::MAX));
            let start = if k == 0 { fragment.pos } else { Pos::new(line_no, 1) };
            source_line(line, start)
        });
        if !fragment.block {
            // A `///` line (or a `#[doc]` string): its lines as they are.
            raws.extend(lines.map(|text| Raw { text, opener: false }));
            continue;
        }
        let mut lines: Vec<Text> = lines.collect();
        let opener = unstar(&mut lines);
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
    let mut text = Text { chars: Vec::with_capacity(line.len()), runs: Vec::new() };
    if !line.contains('\t') {
        // The usual line: one character a column, one run (most often ASCII, one byte each).
        if line.is_ascii() {
            text.chars.extend(line.bytes().map(char::from));
        } else {
            text.chars.extend(line.chars());
        }
        if !text.chars.is_empty() {
            text.runs.push((0, start));
        }
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
