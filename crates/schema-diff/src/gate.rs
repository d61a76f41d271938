//! The gate: `--fail-on` decides which findings fail the command, `--accept` marks findings
//! accepted (still shown, no longer failing) by fingerprint, each with a reason.

use std::str::FromStr;

use crate::finding::Level;
use crate::report::Report;

/// Which findings fail the command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FailOn {
    /// Breaking findings (the default).
    Breaking,
    /// Breaking and behaviour findings.
    Behaviour,
    /// Any finding at all, docs included.
    Any,
    /// None: the command only reports.
    None,
}

impl FromStr for FailOn {
    type Err = String;
    fn from_str(s: &str) -> Result<FailOn, String> {
        match s {
            "breaking" => Ok(FailOn::Breaking),
            "behaviour" | "behavior" => Ok(FailOn::Behaviour),
            "any" => Ok(FailOn::Any),
            "none" => Ok(FailOn::None),
            other => Err(format!("unknown `--fail-on` value `{other}` (expected breaking, behaviour, any or none)")),
        }
    }
}

impl FailOn {
    /// Whether a finding of `level`, not accepted, fails the command.
    pub fn fails(self, level: Level) -> bool {
        match self {
            FailOn::Breaking => level == Level::Breaking,
            FailOn::Behaviour => matches!(level, Level::Breaking | Level::Behaviour),
            FailOn::Any => true,
            FailOn::None => false,
        }
    }
}

/// Whether the report fails the gate: a finding not accepted at a level `fail_on` names.
pub fn trips(report: &Report, fail_on: FailOn) -> bool {
    report.findings().any(|f| f.accepted.is_none() && fail_on.fails(f.level))
}

/// One line of an accept file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Accept {
    /// The finding's fingerprint.
    pub fingerprint: String,
    /// Why it is accepted.
    pub reason: String,
}

/// Reads an accept file: one `FINGERPRINT REASON` a line; blank lines and lines starting
/// with `#` are skipped. A line without a reason, or whose fingerprint is not 16 hex
/// digits, is an error naming its line.
pub fn parse_accepts(text: &str) -> Result<Vec<Accept>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (fingerprint, reason) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        if fingerprint.len() != 16 || !fingerprint.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(format!("line {}: `{fingerprint}` is not a fingerprint (16 hex digits)", i + 1));
        }
        if reason.trim().is_empty() {
            return Err(format!("line {}: the fingerprint `{fingerprint}` has no reason", i + 1));
        }
        out.push(Accept { fingerprint: fingerprint.to_ascii_lowercase(), reason: reason.trim().to_string() });
    }
    Ok(out)
}

/// Marks the findings `accepts` names; the fingerprints no finding has go to
/// [`Report::unused_accepts`].
pub fn apply(report: &mut Report, accepts: &[Accept]) {
    let mut used = vec![false; accepts.len()];
    for tool in &mut report.tools {
        for f in &mut tool.findings {
            let fingerprint = f.fingerprint();
            if let Some(i) = accepts.iter().position(|a| a.fingerprint == fingerprint) {
                f.accepted = Some(accepts[i].reason.clone());
                used[i] = true;
            }
        }
    }
    report.unused_accepts = accepts.iter().zip(used).filter(|(_, u)| !u).map(|(a, _)| a.fingerprint.clone()).collect();
}
