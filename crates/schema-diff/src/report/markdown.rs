//! The report as one pull-request comment: a marker (so a workflow can find and update it),
//! the summary line, a table of the tools that changed, and each tool's findings folded in a
//! `<details>`. Kept under GitHub's 65,536-character limit: compatible findings are folded
//! to a count first, then docs, then behaviour, then breaking, then the table is cut.

use std::fmt::Write;

use super::{tokens_cell, tool_title, verdict_word, Report};
use crate::finding::{Finding, Level, WordChange};
use crate::tokens::{FORMATS, LABEL};

/// The first line of the comment, for a workflow to find it again.
pub const MARKER: &str = "<!-- toolschema schema-diff -->";

/// GitHub's limit on a comment's length, in characters.
pub const LIMIT: usize = 65_536;

/// The comment, within [`LIMIT`].
pub fn render(report: &Report) -> String {
    render_within(report, LIMIT)
}

/// The comment, within `limit` characters.
pub fn render_within(report: &Report, limit: usize) -> String {
    let folds: [&[Level]; 5] = [
        &[],
        &[Level::Compatible],
        &[Level::Compatible, Level::Docs],
        &[Level::Compatible, Level::Docs, Level::Behaviour],
        &[Level::Compatible, Level::Docs, Level::Behaviour, Level::Breaking],
    ];
    let mut text = String::new();
    for folded in folds {
        text = comment(report, folded, usize::MAX);
        if text.chars().count() <= limit {
            return text;
        }
    }
    // Even counts alone are too long: list as many tools as fit.
    let mut rows = report.tools.len();
    while rows > 0 && text.chars().count() > limit {
        rows /= 2;
        text = comment(report, folds[4], rows);
    }
    text
}

fn comment(report: &Report, folded: &[Level], max_rows: usize) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{MARKER}\n### Tool schema changes\n\n**{}**\n", report.summary());
    let _ = writeln!(out, "Against {}.\n", report.base);
    let changed: Vec<_> = report.tools.iter().filter(|t| t.changed()).collect();
    if !changed.is_empty() {
        let header: Vec<String> = FORMATS.iter().map(|(_, n)| format!("{n} tokens")).collect();
        let _ = writeln!(out, "| tool | verdict | {} | findings |", header.join(" | "));
        let _ = writeln!(out, "|---|---|{}---|", "---|".repeat(FORMATS.len()));
        for tool in changed.iter().take(max_rows) {
            let tokens: Vec<String> = (0..FORMATS.len()).map(|i| tokens_cell(tool, i)).collect();
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} |",
                tool_title(tool),
                verdict_word(tool),
                tokens.join(" | "),
                tool.findings.len()
            );
        }
        if changed.len() > max_rows {
            let _ = writeln!(
                out,
                "\n{} more changed tools are not listed (the comment would be too long); see the JSON report.",
                changed.len() - max_rows
            );
        }
        out.push('\n');
    }
    let unchanged = report.tools.len() - changed.len();
    if unchanged > 0 {
        let _ = writeln!(out, "{unchanged} tool{} unchanged.\n", if unchanged == 1 { "" } else { "s" });
    }
    for tool in changed.iter().take(max_rows).filter(|t| !t.findings.is_empty()) {
        // Markdown is not read inside `<summary>`: the names are HTML there.
        let title = match &tool.old_name {
            Some(old) => format!("<code>{}</code> (was <code>{}</code>)", html(&tool.name), html(old)),
            None => format!("<code>{}</code>", html(&tool.name)),
        };
        let _ = writeln!(out, "<details><summary>{title} — {}</summary>\n", verdict_word(tool));
        let mut hidden = [0usize; 4];
        for f in &tool.findings {
            if folded.contains(&f.level) {
                hidden[Level::ALL.iter().position(|l| *l == f.level).expect("a level")] += 1;
            } else {
                out.push_str(&finding(f));
            }
        }
        let hidden: Vec<String> =
            Level::ALL.iter().zip(hidden).filter(|(_, n)| *n > 0).map(|(l, n)| format!("{n} {l}")).collect();
        if !hidden.is_empty() {
            let _ =
                writeln!(out, "- _{} finding(s) folded to fit the comment; see the JSON report_", hidden.join(", "));
        }
        out.push_str("\n</details>\n\n");
    }
    if !report.stale.is_empty() {
        let _ = writeln!(
            out,
            "**Committed schemas that do not match their side's tools** (run `cargo xtask gen-schemas`):\n"
        );
        for s in &report.stale {
            let _ = writeln!(out, "- `{s}`");
        }
        out.push('\n');
    }
    for f in &report.unused_accepts {
        let _ = writeln!(out, "- warning: the accepted fingerprint `{f}` matches no finding");
    }
    let _ = writeln!(out, "<sub>{LABEL}.</sub>");
    out
}

fn finding(f: &Finding) -> String {
    let mut out = String::new();
    let accepted = if f.accepted.is_some() { " (accepted)" } else { "" };
    let _ = writeln!(
        out,
        "- **{}**{accepted} {} `{}` at `{}`: {}",
        f.level,
        f.direction.as_str(),
        f.rule,
        f.path,
        f.message
    );
    match &f.word_diff {
        Some(changes) => {
            let diff: String = changes
                .iter()
                .map(|c| match c {
                    WordChange::Same(s) => html(s),
                    WordChange::Removed(s) => format!("<del>{}</del>", html(s)),
                    WordChange::Added(s) => format!("<ins>{}</ins>", html(s)),
                })
                .collect();
            let _ = writeln!(out, "  <blockquote>{}</blockquote>", diff.replace('\n', "<br>"));
        }
        None if f.direction == crate::Direction::Tool => {}
        None => {
            let _ = writeln!(
                out,
                "  old: {} new: {}",
                code(&shorten(&f.old.to_string())),
                code(&shorten(&f.new.to_string()))
            );
        }
    }
    if let Some(w) = &f.witness {
        let at = if w.at.is_empty() { String::new() } else { format!(" at {}", code(&w.at)) };
        let _ = writeln!(
            out,
            "  witness: {} → `{}`{at}: {}",
            code(&format!("{} {}", w.tool, w.arguments)),
            w.code,
            w.message
        );
    }
    match &f.accepted {
        Some(reason) => {
            let _ = writeln!(out, "  accepted `{}`: {reason}", f.fingerprint());
        }
        None => {
            let _ = writeln!(out, "  fingerprint `{}`", f.fingerprint());
        }
    }
    out
}

/// At most 300 characters of a value (the JSON report has it whole).
fn shorten(text: &str) -> String {
    match text.char_indices().nth(300) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// `text` as inline code, with enough backticks around it.
fn code(text: &str) -> String {
    if text.contains('`') {
        format!("`` {} ``", text)
    } else {
        format!("`{text}`")
    }
}

fn html(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}
