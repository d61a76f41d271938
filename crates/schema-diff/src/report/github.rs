//! The report as GitHub workflow commands (`::error title=…::…`): one annotation per
//! finding, breaking as an error, behaviour as a warning, the rest (and accepted ones) as
//! notices, shown on the run's summary page.

use super::Report;
use crate::finding::Level;

/// One workflow command per finding and per stale schema file.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    for f in report.findings() {
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
        out.push_str(&format!("::{command} title={}::{}\n", escape_property(&title), escape_data(&message)));
    }
    for s in &report.stale {
        let message = format!("{s}: run `cargo xtask gen-schemas`");
        out.push_str(&format!("::warning title=schema-diff stale schema::{}\n", escape_data(&message)));
    }
    out.push_str(&format!("::notice title=schema-diff::{}\n", escape_data(&report.summary())));
    out
}

/// A message as a workflow command's data (`%`, CR and LF escaped).
fn escape_data(s: &str) -> String {
    s.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

/// A property value (`:` and `,` escaped too).
fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}
