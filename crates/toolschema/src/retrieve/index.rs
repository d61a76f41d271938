//! The index as data: flat arrays that a generated `static` holds borrowed and a run-time
//! build holds owned, so one search serves both.

use crate::model::{List, Text};

/// A retrieval index over a list of tools (their order is the index's document order).
///
/// Every field is public so that generated code can write the index as a `static`; its
/// layout is not a stable interface: build one with [`super::build`] or read one with
/// [`super::search`].
#[derive(Clone, Debug, PartialEq)]
pub struct Index {
    /// How many tools the index was built over.
    pub docs: u32,
    /// Every term's text, concatenated in sorted order.
    pub terms: Text,
    /// The end of each term in `terms`.
    pub term_ends: List<u32>,
    /// Each term's inverse document frequency.
    pub idf: List<f32>,
    /// The end of each term's postings.
    pub posting_ends: List<u32>,
    /// The tool of each posting.
    pub posting_docs: List<u32>,
    /// The saturated, length-normalised term frequency of each posting, in `[0, 1)`.
    pub posting_weights: List<f32>,
    /// The character trigrams of the spaced-script terms, packed and sorted.
    pub gram_keys: List<u64>,
    /// The end of each trigram's terms.
    pub gram_ends: List<u32>,
    /// The terms of each trigram.
    pub gram_terms: List<u32>,
    /// The lexicon's headwords that reach a term of the index, concatenated in sorted order.
    pub lexicon: Text,
    /// The end of each headword in `lexicon`.
    pub lexicon_ends: List<u32>,
    /// The end of each headword's translations.
    pub translation_ends: List<u32>,
    /// The term of each translation.
    pub translation_terms: List<u32>,
    /// The confidence of each translation, in `(0, 1]`.
    pub translation_weights: List<f32>,
    /// The inverse document frequency of a term no tool has.
    pub unseen_idf: f32,
}

impl Index {
    /// How many terms there are.
    pub fn term_count(&self) -> usize {
        self.term_ends.len()
    }

    /// The text of term `i`.
    pub fn term(&self, i: usize) -> &str {
        let start = if i == 0 { 0 } else { self.term_ends[i - 1] as usize };
        &self.terms[start..self.term_ends[i] as usize]
    }

    /// The term `text`, if the index has it.
    pub fn find(&self, text: &str) -> Option<u32> {
        let (mut lo, mut hi) = (0, self.term_count());
        while lo < hi {
            let mid = (lo + hi) / 2;
            match self.term(mid).cmp(text) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some(mid as u32),
            }
        }
        None
    }

    /// The first term not less than `text` (for prefix ranges).
    pub(crate) fn lower_bound(&self, text: &str) -> usize {
        let (mut lo, mut hi) = (0, self.term_count());
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.term(mid) < text {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo
    }

    /// The postings of term `t`: (tool, weight) pairs.
    pub(crate) fn postings(&self, t: u32) -> impl Iterator<Item = (u32, f32)> + '_ {
        let t = t as usize;
        let start = if t == 0 { 0 } else { self.posting_ends[t - 1] as usize };
        let end = self.posting_ends[t] as usize;
        self.posting_docs[start..end].iter().copied().zip(self.posting_weights[start..end].iter().copied())
    }

    /// The terms holding the trigram `key`.
    pub(crate) fn gram(&self, key: u64) -> &[u32] {
        match self.gram_keys.binary_search(&key) {
            Ok(i) => {
                let start = if i == 0 { 0 } else { self.gram_ends[i - 1] as usize };
                &self.gram_terms[start..self.gram_ends[i] as usize]
            }
            Err(_) => &[],
        }
    }

    /// The translations of the lexicon headword `word`: (term, confidence) pairs.
    pub(crate) fn translations(&self, word: &str) -> Option<impl Iterator<Item = (u32, f32)> + '_> {
        let headword = |i: usize| {
            let start = if i == 0 { 0 } else { self.lexicon_ends[i - 1] as usize };
            &self.lexicon[start..self.lexicon_ends[i] as usize]
        };
        let (mut lo, mut hi) = (0, self.lexicon_ends.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            match headword(mid).cmp(word) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => {
                    let start = if mid == 0 { 0 } else { self.translation_ends[mid - 1] as usize };
                    let end = self.translation_ends[mid] as usize;
                    let terms = self.translation_terms[start..end].iter().copied();
                    return Some(terms.zip(self.translation_weights[start..end].iter().copied()));
                }
            }
        }
        None
    }
}

/// A trigram of characters packed into one key (21 bits a character).
pub(crate) fn gram_key(a: char, b: char, c: char) -> u64 {
    ((a as u64) << 42) | ((b as u64) << 21) | c as u64
}

/// The boundary mark of trigrams (`^ab`, `yz$`).
pub(crate) const EDGE: char = '\u{1}';

/// The trigrams of a term, with its edges marked.
pub(crate) fn grams_of(term: &str) -> Vec<u64> {
    let mut chars = vec![EDGE];
    chars.extend(term.chars());
    chars.push(EDGE);
    let mut keys: Vec<u64> = chars.windows(3).map(|w| gram_key(w[0], w[1], w[2])).collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}
