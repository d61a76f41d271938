//! The doc-comment parser (section 3 of the spec): description, summary, Args and Returns, and
//! the Annotations section this crate adds for MCP's tool annotations.
//!
//! The pipeline: `lines` turns the fragments into normalised lines that keep every character's
//! source position, `sections` finds fenced code and section headers, then `description`,
//! `args` (with `markers`), `returns` and `annotations` read the sections.
//!
//! # A title on the first line (an extension of spec section 3.1)
//!
//! A doc comment whose first line that is not blank is a Markdown heading (`# Parse a date`,
//! at most three spaces deeper than the least indentation, as CommonMark reads a heading),
//! with a title that names no section of the table, has a title: that line is left out, and
//! the description is the text after it, up to the next section header. Section 3.1 alone
//! would read the heading as an "other" section and leave no description at all; rustdoc
//! shows it as the item's title, and schemars takes it as one. A heading that names a section
//! (`# Arguments`) is that section's header, as before; a heading on any later line is a
//! header only at the least indentation (section 3.1), and plain text otherwise.
//!
//! A `#[doc = …]` whose value is not a string literal (`concat!(…)`, `include_str!(…)`) is not
//! expanded: the codegen crate leaves it out of the doc text with a warning that quotes it.
//!
//! # Annotations (an extension of spec section 3)
//!
//! MCP's tool annotations are declared in a section of their own, which the `mcp` format
//! renders as the tool's `"annotations"` object and no other format shows:
//!
//! - **Header**: `Annotations:` (Google form) or `# Annotations` (Markdown form), under the rules
//!   of section 3.1 (whole line, least indentation, case-insensitive, also inside the last
//!   parentheses, never in a code fence). `annotations` is a title of its own, in no row of the
//!   section table; a line `Annotations:` that was plain description text before this
//!   extension is now a header.
//! - **Entries**: each non-blank line at the entry indentation (fixed by the first entry, as in
//!   an ARGS section) is an optional list bullet (`- `, `* `, `+ `), a key, in backticks or
//!   not, then either nothing or a colon (`:` or `：`) and a value, the rest of the line; lines
//!   indented deeper continue the value, joined with single spaces.
//!
//!   | key | MCP | value |
//!   |---|---|---|
//!   | `title` | `title` | text, as written (required) |
//!   | `read_only` | `readOnlyHint` | `true` or `false` (any case); the key alone means `true` |
//!   | `destructive` | `destructiveHint` | likewise |
//!   | `idempotent` | `idempotentHint` | likewise |
//!   | `open_world` | `openWorldHint` | likewise |
//!
//!   A key not declared is not rendered: MCP's defaults (`destructiveHint` and `openWorldHint`
//!   true, the others false) stay the client's to apply. Keys are rendered in the order of the
//!   table, whatever the order written.
//! - **Errors**, each at its `line:col`: a line that is not an entry; an unknown key (with the
//!   nearest key, or the key for MCP's own name: `readOnlyHint` → `read_only`); a key declared
//!   twice, in one section or two (at the second); a flag whose value is not `true` or `false`
//!   (at the value); `title` without text; `destructive` (true) beside `read_only` (true), which
//!   says two opposite things.
//! - **Warnings**: `destructive: false` or `idempotent` (either value) beside `read_only` (true):
//!   MCP reads them only when `readOnlyHint` is false, so they say nothing; they are still
//!   rendered as declared.

mod annotations;
mod args;
mod description;
mod lines;
mod markers;
mod returns;
mod sections;
#[cfg(test)]
mod tests;

use crate::diagnostic::{Diagnostic, Pos};
use crate::model::Annotations;
use sections::Kind;

/// One `#[doc]` attribute of a function, as the compiler sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DocFragment {
    /// The attribute's string: ` text` for `/// text`, the whole inside of `/** … */`.
    pub text: String,
    /// The position of the first character of `text` in the source file.
    /// A later line of a multi-line fragment starts at column 1 of the following line.
    pub pos: Pos,
    /// Whether it came from a block comment (`/** … */`), whose ` * ` prefix is removed.
    pub block: bool,
}

impl DocFragment {
    /// The fragments of `///` comments holding `text`, one per line, at line 1, 2, … column 1.
    pub fn lines(text: &str) -> Vec<DocFragment> {
        text.split('\n')
            .enumerate()
            .map(|(i, line)| DocFragment { text: line.to_string(), pos: Pos::new(i as u32 + 1, 1), block: false })
            .collect()
    }
}

/// What a doc comment says about a tool.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Doc {
    /// The text before the first section header (section 3.2).
    pub description: String,
    /// The first paragraph of the description.
    pub summary: String,
    /// The Args entries, in the order written (duplicates kept: the caller reports them).
    pub args: Vec<ArgEntry>,
    /// The Returns section's text, if there is one.
    pub returns: Option<String>,
    /// The Annotations section's declarations (none when there is no such section).
    pub annotations: Annotations,
    /// Problems the doc comment alone shows (malformed lines, markers that are not JSON).
    pub diagnostics: Vec<Diagnostic>,
}

/// One entry of an Args section.
#[derive(Clone, Debug, PartialEq)]
pub struct ArgEntry {
    /// The parameter it documents (`r#type` gives `type`).
    pub name: String,
    /// Its text, continuation lines joined, markers removed; empty when there is none.
    pub description: String,
    /// A `(default: …)` marker.
    pub default: Option<Marker>,
    /// A `(choices: […])` marker; its value is always an array.
    pub choices: Option<Marker>,
    /// Where the entry's name is.
    pub pos: Pos,
}

/// A parsed `(default: …)` or `(choices: […])` marker.
#[derive(Clone, Debug, PartialEq)]
pub struct Marker {
    /// The JSON value.
    pub value: serde_json::Value,
    /// The JSON as written, for messages.
    pub raw: String,
    /// Where the marker's `(` is.
    pub pos: Pos,
}

/// Parses the doc comment made of `fragments`.
///
/// It never fails: what it cannot read becomes a diagnostic (sorted by position) and the rest is
/// still read, so the author sees every problem at once.
pub fn parse(fragments: &[DocFragment]) -> Doc {
    let lines = lines::normalise(fragments);
    let mut diagnostics = Vec::new();
    let classes = sections::fences(&lines, &mut diagnostics);
    let mut doc = Doc::default();
    let mut returns = Vec::new();
    let mut annotations = Vec::new();
    for section in sections::split(&lines, &classes) {
        let body = &lines[section.body.clone()];
        match section.kind {
            Kind::Description => {
                (doc.description, doc.summary) = description::render(body, &classes[section.body]);
            }
            // Two ARGS sections are read as one list, each fixing its own entry indentation.
            Kind::Args => args::read(body, section.markdown, &mut doc.args, &mut diagnostics),
            Kind::Returns => returns.extend(body),
            // Two ANNOTATIONS sections are read as one too: a key in both is declared twice.
            Kind::Annotations => annotations::read(body, &mut annotations, &mut diagnostics),
            Kind::Other => {}
        }
    }
    doc.returns = returns::read(returns);
    doc.annotations = annotations::resolve(&annotations, &mut diagnostics);
    diagnostics.sort_by_key(|diagnostic| diagnostic.pos);
    doc.diagnostics = diagnostics;
    doc
}
