//! toolschema-diff: `cargo xtask schema-diff`, the review of a change to a tools crate.
//!
//! Both sides are generated from source by `toolschema-codegen`'s pure `generate()`: the
//! base revision's tools crate is read with `git` into a temporary folder (never built),
//! the other side is the working tree. The tools are paired by name (a removed and an added
//! tool with equal schemas are one rename) and compared on the generator's model, rule by
//! rule ([`rules::RULES`]) at every depth, each change classified by its direction:
//! parameters are input (narrowing breaks), the result is output (widening breaks).
//!
//! - Every input break carries a witness ([`witness`]): a call the old tool accepts (a JSON
//!   Schema validator on its `input_schema`, and `check_args`) and `check_args` on the new
//!   tool refuses, with the refusal's code.
//! - Defaults are behaviour changes, descriptions are docs changes with a word diff.
//! - Each tool's tokens in the `anthropic` and `openai` renderings, before and after
//!   ([`tokens`]).
//! - A committed `schemas/` that does not match its side's tools is reported.
//! - Reports: Markdown (one pull-request comment), JSON, GitHub workflow commands, text.
//! - The gate: `--fail-on`, with `--accept` for findings accepted with a reason.

pub mod cli;
pub mod compare;
pub mod finding;
pub mod gate;
pub mod path;
pub mod report;
pub mod revision;
pub mod rules;
pub mod tokens;
pub mod witness;
mod words;

use std::path::PathBuf;

use toolschema::ToolSchema;

pub use finding::{Direction, Finding, Level};
pub use report::{Report, ToolReport};
pub use revision::{InputError, Layout};

/// What to compare.
#[derive(Clone, Debug)]
pub struct Options {
    /// A folder of the git repository.
    pub repo: PathBuf,
    /// The base revision; `None` for the merge base with `main` (or `HEAD`).
    pub base: Option<String>,
    /// Where the tools crate and the schemas are.
    pub layout: Layout,
}

/// Compares the tools at the base revision with the tools in the working tree.
pub fn run(options: &Options) -> Result<Report, InputError> {
    let repo = revision::Repo::open(&options.repo)?;
    let (base_label, commit) = match &options.base {
        Some(rev) => (format!("`{rev}`"), repo.commit(rev)?),
        None => repo.default_base()?,
    };
    let old = revision::at_commit(&repo, &commit, &options.layout)?;
    let new = revision::working_tree(&repo, &options.layout)?;
    let mut report = compare_tools(&old.tools, &new.tools);
    report.base = format!("{base_label} ({})", old.label.trim_matches('`'));
    // A finding is annotated on the function as it is now; a removed tool has no place there.
    // Both lists are sorted by name.
    for tool in report.tools.iter_mut().filter(|t| !t.removed) {
        let at = new.tools.binary_search_by(|t| t.name.as_ref().cmp(tool.name.as_str()));
        tool.location = at.ok().map(|i| new.locations[i].clone());
    }
    report.stale = [("base", &old.stale), ("working tree", &new.stale)]
        .into_iter()
        .flat_map(|(side, files)| files.iter().map(move |f| format!("{side}: {}/{f}", options.layout.schemas_dir)))
        .collect();
    Ok(report)
}

/// The report of two lists of tools (no revision, no stale schemas): findings with their
/// witnesses, and tokens.
pub fn compare_tools(old: &[ToolSchema], new: &[ToolSchema]) -> Report {
    let mut counter = tokens::Counter::new();
    let mut tools = Vec::new();
    for pair in compare::pairs(old, new) {
        let mut findings = Vec::new();
        let mut validator = None;
        // Most tools are the same on both sides: nothing to walk (their tokens are counted once).
        let same = matches!((pair.old, pair.new), (Some(o), Some(n)) if o == n);
        let found = if same { Vec::new() } else { compare::tool(pair) };
        for found in found {
            let mut finding = found.finding;
            if let (Some(target), Some(old)) = (&found.target, pair.old) {
                let validator = validator.get_or_insert_with(|| witness::validator(old));
                finding.witness = validator.as_ref().and_then(|v| witness::find(old, pair.new, target, v));
            }
            findings.push(finding);
        }
        let count = |tool: Option<&ToolSchema>, counter: &mut Option<tokens::Counter>| match (tool, counter) {
            (Some(t), Some(c)) => c.tool(t),
            _ => [None, None],
        };
        tools.push(ToolReport {
            name: pair.name().to_string(),
            old_name: pair
                .old
                .filter(|o| Some(o.name.as_ref()) != pair.new.map(|n| n.name.as_ref()))
                .map(|o| o.name.to_string()),
            added: pair.old.is_none(),
            removed: pair.new.is_none(),
            tokens_old: count(pair.old, &mut counter),
            tokens_new: count(pair.new, &mut counter),
            findings,
            location: None,
        });
    }
    Report { base: String::new(), tools, stale: Vec::new(), unused_accepts: Vec::new() }
}
