//! Unified diffs of what `gen-schemas --check` finds stale, missing or extra.

use similar::TextDiff;

/// The unified diff from `old` (the file on disk; empty when missing) to `new` (what the
/// generator makes; empty when the file is extra), labelled with the file's path.
pub fn unified(path: &str, old: Option<&str>, new: Option<&str>) -> String {
    let (a, b) = (
        if old.is_some() { format!("a/{path}") } else { "/dev/null".to_string() },
        if new.is_some() { format!("b/{path}") } else { "/dev/null".to_string() },
    );
    TextDiff::from_lines(old.unwrap_or(""), new.unwrap_or(""))
        .unified_diff()
        .context_radius(3)
        .header(&a, &b)
        .to_string()
}
