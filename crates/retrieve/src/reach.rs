//! A lexicon inverted: for each stem a word of a sense (or a one-word headword) has, the
//! headwords it reaches, so that building an index looks up its terms one by one instead
//! of reading every headword of the lexicon (152,000 of them, in an unoptimised build script).
//!
//! The inverted text is one line per stem, sorted by stem (bytes), `stem\tkey n\tkey n…`:
//! `key` is a headword's key (as a query's words make it) and `n` the fewest counted words
//! of a sense in which the stem stands for it, so the term of `stem` reaches `key` with the
//! lexicon's confidence over `n`. Both directions of the module docs of `retrieve` are
//! there: a headword's senses reaching terms (`n` ≥ 1), and a one-word headword that is a
//! term reached by each of its one-word senses (`stem` the headword's term, `n` = 1).

use std::collections::BTreeMap;

use super::lexicon::Lexicon;
use super::stem::stem;
use super::text::{is_stopword, is_syllabic};

/// The inverted text of `lexicon` (see the module docs).
pub(crate) fn invert(lexicon: &Lexicon<'_>) -> String {
    let mut records: BTreeMap<String, BTreeMap<String, u32>> = BTreeMap::new();
    let mut add = |stem: String, key: &str, n: u32| {
        let fewest = records.entry(stem).or_default().entry(key.to_owned()).or_insert(n);
        *fewest = (*fewest).min(n);
    };
    for (headword, senses) in lexicon.raw_entries() {
        let key = super::indexer::headword_key(headword);
        if !key.is_empty() {
            for sense in senses.split(';') {
                let stems: Vec<String> = sense.split([' ', '-', '\'', '\t']).filter_map(sense_stem).collect();
                for s in &stems {
                    add(s.clone(), &key, stems.len() as u32);
                }
            }
        }
        if let Some(term) = whole(headword) {
            for sense in senses.split(';').map(str::trim).filter(|s| !s.is_empty() && !s.contains(' ')) {
                let key = super::indexer::headword_key(sense);
                if !key.is_empty() {
                    add(term.clone(), &key, 1);
                }
            }
        }
    }
    let mut out = String::new();
    for (stem, keys) in records {
        out.push_str(&stem);
        for (key, n) in keys {
            out.push('\t');
            out.push_str(&key);
            out.push(' ');
            out.push_str(&n.to_string());
        }
        out.push('\n');
    }
    out
}

/// The stem a word of a sense counts as, or `None` for a stop word (not counted) or an
/// empty piece between separators.
fn sense_stem(word: &str) -> Option<String> {
    if word.is_empty() {
        return None;
    }
    let word = word.to_ascii_lowercase();
    if word.len() <= 4 && is_stopword(&word) {
        return None;
    }
    Some(stem(&word))
}

/// The term a one-word headword would be: itself in a syllabic script, its stem if it is
/// lowercase ASCII letters.
fn whole(headword: &str) -> Option<String> {
    if headword.chars().all(is_syllabic) {
        return Some(headword.to_owned());
    }
    headword.bytes().all(|b| b.is_ascii_lowercase()).then(|| stem(headword))
}

/// The headword keys the term `term` reaches in `inverted`, each with its `n`.
pub(crate) fn lookup<'t>(inverted: &'t str, term: &str) -> impl Iterator<Item = (&'t str, u32)> + 't {
    let bytes = inverted.as_bytes();
    // Lines are found by bisecting bytes and stepping back to the line's start.
    let line_at = |at: usize| {
        let start = bytes[..at].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        let end = bytes[start..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |p| start + p);
        (start, end)
    };
    let (mut lo, mut hi) = (0, bytes.len());
    let mut found = "";
    while lo < hi {
        let (start, end) = line_at((lo + hi) / 2);
        let line = &inverted[start..end];
        let stem = line.split('\t').next().unwrap_or_default();
        match stem.cmp(term) {
            std::cmp::Ordering::Less => lo = end + 1,
            std::cmp::Ordering::Greater => hi = start,
            std::cmp::Ordering::Equal => {
                found = line;
                break;
            }
        }
    }
    found.split('\t').skip(1).filter_map(|record| {
        let (key, n) = record.rsplit_once(' ')?;
        Some((key, n.parse().ok()?))
    })
}
