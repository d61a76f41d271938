//! The report: every tool with its findings and tokens, and the four ways it is written.

pub mod github;
pub mod json;
pub mod markdown;
pub mod text;

use crate::finding::{Finding, Level};
use crate::tokens::Counts;
use toolschema_codegen::ToolLocation;

/// Everything `schema-diff` found.
#[derive(Clone, Debug)]
pub struct Report {
    /// What the base is (`merge base with main (abc1234)`).
    pub base: String,
    /// Every tool of either side, sorted by name.
    pub tools: Vec<ToolReport>,
    /// Committed schema files that do not match their side's tools (`base: schemas/x.json (stale)`).
    pub stale: Vec<String>,
    /// Fingerprints of the `--accept` file that no finding has.
    pub unused_accepts: Vec<String>,
}

/// One tool.
#[derive(Clone, Debug)]
pub struct ToolReport {
    /// Its name now (before, when removed).
    pub name: String,
    /// Its name before, when it was renamed.
    pub old_name: Option<String>,
    /// Whether it is new.
    pub added: bool,
    /// Whether it is gone.
    pub removed: bool,
    /// Its tokens before, in each of `tokens::FORMATS`.
    pub tokens_old: Counts,
    /// Its tokens now.
    pub tokens_new: Counts,
    /// What changed, in the order the walk met it.
    pub findings: Vec<Finding>,
    /// Where its function is in the working tree (`None` when it was removed, or when the
    /// report was made from two lists of tools with no sources).
    pub location: Option<ToolLocation>,
}

impl ToolReport {
    /// The worst level among its findings not accepted (an accepted finding is still listed,
    /// but no longer decides the verdict); `None` when nothing changed that counts.
    pub fn verdict(&self) -> Option<Level> {
        self.findings.iter().filter(|f| f.accepted.is_none()).map(|f| f.level).min()
    }

    /// Whether anything about it changed: a finding or its tokens.
    pub fn changed(&self) -> bool {
        !self.findings.is_empty() || self.tokens_old != self.tokens_new
    }
}

impl Report {
    /// How many findings of each level there are (accepted ones included), in [`Level::ALL`] order.
    pub fn counts(&self) -> [usize; 4] {
        let mut counts = [0; 4];
        for f in self.findings() {
            counts[Level::ALL.iter().position(|l| *l == f.level).expect("a level")] += 1;
        }
        counts
    }

    /// Every finding, tool by tool.
    pub fn findings(&self) -> impl Iterator<Item = &Finding> {
        self.tools.iter().flat_map(|t| t.findings.iter())
    }

    /// The tokens of all tools in format `i` before and after; a tool a format cannot state
    /// counts nothing there.
    pub fn total_tokens(&self, i: usize) -> (usize, usize) {
        let sum = |pick: fn(&ToolReport) -> &Counts| self.tools.iter().map(|t| pick(t)[i].unwrap_or(0)).sum();
        (sum(|t| &t.tokens_old), sum(|t| &t.tokens_new))
    }

    /// The summary line: counts by level and the token change in each format.
    pub fn summary(&self) -> String {
        let counts = self.counts();
        let accepted = self.findings().filter(|f| f.accepted.is_some()).count();
        let levels: Vec<String> = Level::ALL.iter().zip(counts).map(|(l, n)| format!("{n} {l}")).collect();
        let changed = self.tools.iter().filter(|t| !t.findings.is_empty()).count();
        let tokens: Vec<String> = crate::tokens::FORMATS
            .iter()
            .enumerate()
            .map(|(i, (_, name))| {
                let (a, b) = self.total_tokens(i);
                format!("{name} {a} → {b} ({})", signed(b as i64 - a as i64))
            })
            .collect();
        let accepted = if accepted > 0 { format!(" ({accepted} accepted)") } else { String::new() };
        format!(
            "{} of {} tools changed: {}{accepted}; tokens {}",
            changed,
            self.tools.len(),
            levels.join(", "),
            tokens.join(", ")
        )
    }
}

/// `+3`, `-2`, `±0`.
pub fn signed(n: i64) -> String {
    match n {
        0 => "±0".to_string(),
        n if n > 0 => format!("+{n}"),
        n => n.to_string(),
    }
}

/// A tool's tokens in format `i` as `120 → 135 (+15)`, `— → 40` for a new tool.
pub fn tokens_cell(tool: &ToolReport, i: usize) -> String {
    let show = |n: Option<usize>| n.map_or("—".to_string(), |n| n.to_string());
    let (a, b) = (tool.tokens_old[i], tool.tokens_new[i]);
    match (a, b) {
        (Some(a), Some(b)) if a == b => a.to_string(),
        (Some(a), Some(b)) => format!("{a} → {b} ({})", signed(b as i64 - a as i64)),
        _ => format!("{} → {}", show(a), show(b)),
    }
}

/// A tool's verdict as a word (`breaking`, `unchanged`).
pub fn verdict_word(tool: &ToolReport) -> String {
    match tool.verdict() {
        Some(level) => level.as_str().to_string(),
        None if !tool.findings.is_empty() => "accepted".to_string(),
        None => "unchanged".to_string(),
    }
}

/// A tool's name as the reports show it (`new_name` (was `old_name`)).
pub fn tool_title(tool: &ToolReport) -> String {
    match &tool.old_name {
        Some(old) => format!("`{}` (was `{old}`)", tool.name),
        None => format!("`{}`", tool.name),
    }
}
