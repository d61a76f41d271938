//! The report as GitHub workflow commands (`::error title=…::…`): one annotation per
//! finding, breaking as an error, behaviour as a warning, the rest (and accepted ones) as
//! notices, shown on the run's summary page and, for a tool that is in the working tree, on
//! the line of its function in the pull request's diff (`file=…,line=…,col=…`).

use super::Report;
use crate::finding::{Finding, Level};
use toolschema_codegen::ToolLocation;

/// One workflow command per finding and per stale schema file.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    for tool in &report.tools {
        for f in &tool.findings {
            out.push_str(&annotation(f, tool.location.as_ref()));
        }
    }
    for s in &report.stale {
        let message = format!("{s}: run `cargo xtask gen-schemas`");
        out.push_str(&format!("::warning title=schema-diff stale schema::{}\n", escape_data(&message)));
    }
    out.push_str(&format!("::notice title=schema-diff::{}\n", escape_data(&report.summary())));
    out
}

/// The workflow command of one finding, placed at `location` when there is one.
fn annotation(f: &Finding, location: Option<&ToolLocation>) -> String {
    let command = match (f.level, &f.accepted) {
        (_, Some(_)) => "notice",
        (Level::Breaking, None) => "error",
        (Level::Behaviour, None) => "warning",
        _ => "notice",
    };
    let title = format!("schema-diff {} {}: {}", f.level, f.rule, f.tool);
    let mut message = format!("{} ({} {})", f.message, f.direction.as_str(), f.path);
    if let Some(w) = &f.witness {
        message.push_str(&format!("\nwitness: {} {} → {}: {}", w.tool, w.arguments, w.code, w.message));
    }
    if let Some(diff) = f.word_diff_text() {
        message.push_str(&format!("\n{diff}"));
    }
    match &f.accepted {
        Some(reason) => message.push_str(&format!("\naccepted: {reason}")),
        None => message.push_str(&format!("\nfingerprint: {}", f.fingerprint())),
    }
    let place = location
        .map(|l| format!("file={},line={},col={},", escape_property(&l.file), l.pos.line, l.pos.column))
        .unwrap_or_default();
    format!("::{command} {place}title={}::{}\n", escape_property(&title), escape_data(&message))
}

/// A message as a workflow command's data (`%`, CR and LF escaped).
fn escape_data(s: &str) -> String {
    s.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

/// A property value (`:` and `,` escaped too).
fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}
