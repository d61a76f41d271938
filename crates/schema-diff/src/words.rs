//! Word diffs of descriptions: what a model reads, shown change by change.

use similar::{ChangeTag, TextDiff};

use crate::finding::WordChange;

/// The word diff from `old` to `new`: each run of changed words (with the spaces between
/// them) as the removed text, then the added text.
pub fn diff(old: &str, new: &str) -> Vec<WordChange> {
    let changes: Vec<(ChangeTag, &str)> =
        TextDiff::from_words(old, new).iter_all_changes().map(|c| (c.tag(), c.value())).collect();
    let mut out: Vec<WordChange> = Vec::new();
    let (mut removed, mut added) = (String::new(), String::new());
    for (i, (tag, text)) in changes.iter().enumerate() {
        // Spaces between two changed words belong to the change, not between two changes.
        let between = *tag == ChangeTag::Equal
            && text.trim().is_empty()
            && (!removed.is_empty() || !added.is_empty())
            && changes.get(i + 1).is_some_and(|(t, _)| *t != ChangeTag::Equal);
        match tag {
            ChangeTag::Delete => removed.push_str(text),
            ChangeTag::Insert => added.push_str(text),
            ChangeTag::Equal if between => {
                removed.push_str(text);
                added.push_str(text);
            }
            ChangeTag::Equal => {
                flush(&mut out, &mut removed, &mut added);
                match out.last_mut() {
                    Some(WordChange::Same(s)) => s.push_str(text),
                    _ => out.push(WordChange::Same(text.to_string())),
                }
            }
        }
    }
    flush(&mut out, &mut removed, &mut added);
    out
}

fn flush(out: &mut Vec<WordChange>, removed: &mut String, added: &mut String) {
    let (r, a) = (std::mem::take(removed), std::mem::take(added));
    // A run on one side only keeps the spaces it took on the other as plain text.
    match (r.trim().is_empty(), a.trim().is_empty()) {
        (false, false) => out.extend([WordChange::Removed(r), WordChange::Added(a)]),
        (false, true) => out.push(WordChange::Removed(r)),
        (true, false) => out.push(WordChange::Added(a)),
        (true, true) => {}
    }
}
