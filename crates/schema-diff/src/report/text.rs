//! The report as plain text, for a terminal.

use std::fmt::Write;

use super::{tokens_cell, tool_title, verdict_word, Report};
use crate::finding::Finding;
use crate::tokens::{FORMATS, LABEL};

/// The whole report.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "schema-diff against {}", report.base);
    let _ = writeln!(out, "{}", report.summary());
    let unchanged = report.tools.iter().filter(|t| !t.changed()).count();
    for tool in report.tools.iter().filter(|t| t.changed()) {
        let tokens: Vec<String> =
            FORMATS.iter().enumerate().map(|(i, (_, name))| format!("{name} {}", tokens_cell(tool, i))).collect();
        let _ = writeln!(out, "\n{} {}  ({})", tool_title(tool), verdict_word(tool), tokens.join(", "));
        for finding in &tool.findings {
            out.push_str(&finding_text(finding, "  "));
        }
    }
    if unchanged > 0 {
        let _ = writeln!(out, "\n{unchanged} tool{} unchanged", if unchanged == 1 { "" } else { "s" });
    }
    if !report.stale.is_empty() {
        let _ =
            writeln!(out, "\ncommitted schemas that do not match their side's tools (run `cargo xtask gen-schemas`):");
        for s in &report.stale {
            let _ = writeln!(out, "  {s}");
        }
    }
    for f in &report.unused_accepts {
        let _ = writeln!(out, "\nwarning: the accepted fingerprint `{f}` matches no finding");
    }
    let _ = writeln!(out, "\n{LABEL}");
    out
}

/// One finding, indented by `indent`.
pub fn finding_text(f: &Finding, indent: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{indent}{} {} {} at {}", f.level, f.direction.as_str(), f.rule, f.path);
    let _ = writeln!(out, "{indent}    {}", f.message);
    match f.word_diff_text() {
        Some(diff) => {
            let _ = writeln!(out, "{indent}    {}", diff.replace('\n', &format!("\n{indent}    ")));
        }
        None => {
            let _ = writeln!(out, "{indent}    old: {}  new: {}", f.old, f.new);
        }
    }
    if let Some(w) = &f.witness {
        let at = if w.at.is_empty() { String::new() } else { format!(" at `{}`", w.at) };
        let _ = writeln!(out, "{indent}    witness: {} {} → {}{at}: {}", w.tool, w.arguments, w.code, w.message);
    }
    if let Some(reason) = &f.accepted {
        let _ = writeln!(out, "{indent}    accepted ({}): {reason}", f.fingerprint());
    } else {
        let _ = writeln!(out, "{indent}    fingerprint: {}", f.fingerprint());
    }
    out
}
