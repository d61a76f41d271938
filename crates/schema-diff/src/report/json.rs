//! The report as JSON: every finding with its rule, level, direction, path, values, witness
//! and fingerprint; every tool with its tokens.

use serde_json::{json, Value};

use super::{verdict_word, Report};
use crate::tokens::{FORMATS, LABEL};

/// The whole report, pretty-printed.
pub fn render(report: &Report) -> String {
    let mut text = serde_json::to_string_pretty(&value(report)).expect("JSON values serialise");
    text.push('\n');
    text
}

/// The whole report as a value.
pub fn value(report: &Report) -> Value {
    let counts = report.counts();
    let levels: serde_json::Map<String, Value> =
        crate::Level::ALL.iter().zip(counts).map(|(l, n)| (l.as_str().to_string(), json!(n))).collect();
    let tokens = |counts: &crate::tokens::Counts| -> Value {
        FORMATS
            .iter()
            .zip(counts)
            .map(|((_, name), n)| (name.to_string(), json!(n)))
            .collect::<serde_json::Map<_, _>>()
            .into()
    };
    let totals: serde_json::Map<String, Value> = FORMATS
        .iter()
        .enumerate()
        .map(|(i, (_, name))| {
            let (a, b) = report.total_tokens(i);
            (name.to_string(), json!({"old": a, "new": b}))
        })
        .collect();
    json!({
        "base": report.base,
        "summary": report.summary(),
        "counts": levels,
        "tokens": {"total": totals, "note": LABEL},
        "tools": report.tools.iter().map(|t| json!({
            "name": t.name,
            "old_name": t.old_name,
            "verdict": verdict_word(t),
            "tokens": {"old": tokens(&t.tokens_old), "new": tokens(&t.tokens_new)},
            "findings": t.findings.iter().map(crate::Finding::to_json).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "stale_schemas": report.stale,
        "unused_accepts": report.unused_accepts,
    })
}
