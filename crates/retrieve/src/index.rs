//! The index as data: one little-endian byte string of sections, which a generated
//! `static` borrows (`include_bytes!` of a file the build script wrote) and a run-time
//! build owns, read in place by both with no parsing but a fixed header.

use std::borrow::Cow;

/// The sections of an index, in the order they are written.
#[derive(Clone, Copy)]
#[repr(usize)]
enum Sec {
    /// Every term's text, concatenated in sorted order.
    Terms,
    /// The end of each term in `Terms` (u32).
    TermEnds,
    /// Each term's inverse document frequency (f32).
    Idf,
    /// The end of each term's postings (u32).
    PostingEnds,
    /// The tool of each posting (u32).
    PostingDocs,
    /// The saturated, length-normalised term frequency of each posting, in `[0, 1)` (f32).
    PostingWeights,
    /// The character trigrams of the spaced-script terms, packed and sorted (u64).
    GramKeys,
    /// The end of each trigram's terms (u32).
    GramEnds,
    /// The terms of each trigram (u32).
    GramTerms,
    /// The lexicon's headwords that reach a term, concatenated in sorted order.
    Lexicon,
    /// The end of each headword in `Lexicon` (u32).
    LexiconEnds,
    /// The end of each headword's translations (u32).
    TranslationEnds,
    /// The term of each translation (u32).
    TranslationTerms,
    /// The confidence of each translation, in `(0, 1]` (f32).
    TranslationWeights,
}

/// How many sections there are.
const SECTIONS: usize = 14;
/// The first bytes of an index, with its format's version.
const MAGIC: [u8; 4] = *b"TSR1";
/// Magic, tool count, unseen idf, then each section's length in bytes.
const HEADER: usize = 12 + 4 * SECTIONS;

/// A retrieval index over a list of tools (their order is the index's document order).
///
/// Build one with [`super::build`]; generated code holds its tools crate's as a `static`
/// over the bytes [`Index::bytes`] gave at build time. The byte layout is not a stable
/// interface: it changes with this crate.
#[derive(Clone, Debug, PartialEq)]
pub struct Index {
    bytes: Cow<'static, [u8]>,
    /// Where each section starts (and, last, where the last ends).
    starts: [usize; SECTIONS + 1],
    docs: u32,
    unseen_idf: f32,
}

/// The parts of an index as the indexer builds them.
#[derive(Default)]
pub(crate) struct Parts {
    pub docs: u32,
    pub unseen_idf: f32,
    pub terms: String,
    pub term_ends: Vec<u32>,
    pub idf: Vec<f32>,
    pub posting_ends: Vec<u32>,
    pub posting_docs: Vec<u32>,
    pub posting_weights: Vec<f32>,
    pub gram_keys: Vec<u64>,
    pub gram_ends: Vec<u32>,
    pub gram_terms: Vec<u32>,
    pub lexicon: String,
    pub lexicon_ends: Vec<u32>,
    pub translation_ends: Vec<u32>,
    pub translation_terms: Vec<u32>,
    pub translation_weights: Vec<f32>,
}

impl Parts {
    /// The index of these parts, written out.
    pub(crate) fn write(&self) -> Index {
        let u32s = |v: &[u32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let f32s = |v: &[f32]| v.iter().flat_map(|x| x.to_bits().to_le_bytes()).collect::<Vec<u8>>();
        let sections: [Vec<u8>; SECTIONS] = [
            self.terms.as_bytes().to_vec(),
            u32s(&self.term_ends),
            f32s(&self.idf),
            u32s(&self.posting_ends),
            u32s(&self.posting_docs),
            f32s(&self.posting_weights),
            self.gram_keys.iter().flat_map(|x| x.to_le_bytes()).collect(),
            u32s(&self.gram_ends),
            u32s(&self.gram_terms),
            self.lexicon.as_bytes().to_vec(),
            u32s(&self.lexicon_ends),
            u32s(&self.translation_ends),
            u32s(&self.translation_terms),
            f32s(&self.translation_weights),
        ];
        let mut bytes = Vec::with_capacity(HEADER + sections.iter().map(Vec::len).sum::<usize>());
        bytes.extend(MAGIC);
        bytes.extend(self.docs.to_le_bytes());
        bytes.extend(self.unseen_idf.to_bits().to_le_bytes());
        for s in &sections {
            bytes.extend((s.len() as u32).to_le_bytes());
        }
        for s in &sections {
            bytes.extend(s);
        }
        Index::read(Cow::Owned(bytes))
    }
}

/// The little-endian `u32` at `at`.
const fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// Where each section starts, from the header; panics (at compile time, for a `static`)
/// on bytes that are not an index of this version.
const fn layout(bytes: &[u8]) -> [usize; SECTIONS + 1] {
    assert!(
        bytes.len() >= HEADER
            && bytes[0] == MAGIC[0]
            && bytes[1] == MAGIC[1]
            && bytes[2] == MAGIC[2]
            && bytes[3] == MAGIC[3],
        "not a retrieval index of this version of toolschema"
    );
    let mut starts = [HEADER; SECTIONS + 1];
    let mut i = 0;
    while i < SECTIONS {
        starts[i + 1] = starts[i] + u32_at(bytes, 12 + 4 * i) as usize;
        i += 1;
    }
    assert!(starts[SECTIONS] == bytes.len(), "a retrieval index of the wrong length");
    starts
}

impl Index {
    /// The index written in `bytes` by [`Index::bytes`], read in place (what a generated
    /// `static` is: `Index::from_static(include_bytes!(…))`).
    ///
    /// # Panics
    ///
    /// If `bytes` is not an index of this version of the crate: in a `static`, that is a
    /// compile-time error.
    pub const fn from_static(bytes: &'static [u8]) -> Index {
        let starts = layout(bytes);
        Index {
            starts,
            docs: u32_at(bytes, 4),
            unseen_idf: f32::from_bits(u32_at(bytes, 8)),
            bytes: Cow::Borrowed(bytes),
        }
    }

    fn read(bytes: Cow<'static, [u8]>) -> Index {
        let starts = layout(&bytes);
        Index { starts, docs: u32_at(&bytes, 4), unseen_idf: f32::from_bits(u32_at(&bytes, 8)), bytes }
    }

    /// The index as bytes, for [`Index::from_static`].
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// How many tools the index was built over.
    pub fn docs(&self) -> u32 {
        self.docs
    }

    /// The inverse document frequency of a term no tool has.
    pub(crate) fn unseen_idf(&self) -> f32 {
        self.unseen_idf
    }

    fn section(&self, s: Sec) -> &[u8] {
        &self.bytes[self.starts[s as usize]..self.starts[s as usize + 1]]
    }

    /// How many 4-byte items section `s` holds.
    fn count(&self, s: Sec) -> usize {
        (self.starts[s as usize + 1] - self.starts[s as usize]) / 4
    }

    /// Item `i` of the `u32` section `s`.
    fn u32(&self, s: Sec, i: usize) -> u32 {
        u32_at(&self.bytes, self.starts[s as usize] + 4 * i)
    }

    /// Item `i` of the `f32` section `s`.
    fn f32(&self, s: Sec, i: usize) -> f32 {
        f32::from_bits(self.u32(s, i))
    }

    /// The range `[end of item i − 1, end of item i)` of an ends section.
    fn range(&self, ends: Sec, i: usize) -> (usize, usize) {
        let start = if i == 0 { 0 } else { self.u32(ends, i - 1) as usize };
        (start, self.u32(ends, i) as usize)
    }

    /// How many terms there are.
    pub fn term_count(&self) -> usize {
        self.count(Sec::TermEnds)
    }

    fn term_bytes(&self, i: usize) -> &[u8] {
        let (start, end) = self.range(Sec::TermEnds, i);
        &self.section(Sec::Terms)[start..end]
    }

    /// The text of term `i`.
    pub fn term(&self, i: usize) -> &str {
        // Terms are written from `str`s and cut at their ends: the check never fails.
        std::str::from_utf8(self.term_bytes(i)).unwrap_or_default()
    }

    /// The term `text`, if the index has it.
    pub fn find(&self, text: &str) -> Option<u32> {
        let i = self.lower_bound(text);
        (i < self.term_count() && self.term_bytes(i) == text.as_bytes()).then_some(i as u32)
    }

    /// The first term not less than `text` (for prefix ranges).
    pub(crate) fn lower_bound(&self, text: &str) -> usize {
        let (mut lo, mut hi) = (0, self.term_count());
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.term_bytes(mid) < text.as_bytes() {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo
    }

    /// Term `t`'s inverse document frequency.
    pub(crate) fn idf(&self, t: u32) -> f32 {
        self.f32(Sec::Idf, t as usize)
    }

    /// The postings of term `t`: (tool, weight) pairs.
    pub(crate) fn postings(&self, t: u32) -> impl Iterator<Item = (u32, f32)> + '_ {
        let (start, end) = self.range(Sec::PostingEnds, t as usize);
        (start..end).map(|p| (self.u32(Sec::PostingDocs, p), self.f32(Sec::PostingWeights, p)))
    }

    /// The trigram key `i`.
    fn gram_key(&self, i: usize) -> u64 {
        let at = self.starts[Sec::GramKeys as usize] + 8 * i;
        u64::from(u32_at(&self.bytes, at)) | (u64::from(u32_at(&self.bytes, at + 4)) << 32)
    }

    /// The terms holding the trigram `key`.
    pub(crate) fn gram(&self, key: u64) -> impl Iterator<Item = u32> + '_ {
        let (mut lo, mut hi) = (0, self.count(Sec::GramEnds));
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.gram_key(mid) < key {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        let (start, end) = if lo < self.count(Sec::GramEnds) && self.gram_key(lo) == key {
            self.range(Sec::GramEnds, lo)
        } else {
            (0, 0)
        };
        (start..end).map(|i| self.u32(Sec::GramTerms, i))
    }

    /// The translations of the lexicon headword `word`: (term, confidence) pairs.
    pub(crate) fn translations(&self, word: &str) -> Option<impl Iterator<Item = (u32, f32)> + '_> {
        let headword = |i: usize| {
            let (start, end) = self.range(Sec::LexiconEnds, i);
            &self.section(Sec::Lexicon)[start..end]
        };
        let (mut lo, mut hi) = (0, self.count(Sec::LexiconEnds));
        while lo < hi {
            let mid = (lo + hi) / 2;
            match headword(mid).cmp(word.as_bytes()) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => {
                    let (start, end) = self.range(Sec::TranslationEnds, mid);
                    return Some(
                        (start..end)
                            .map(|i| (self.u32(Sec::TranslationTerms, i), self.f32(Sec::TranslationWeights, i))),
                    );
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
