//! Building an [`Index`] from tools: which text of a tool goes into which field, each
//! field's weight, and BM25's saturation and length normalisation, worked out once.

use std::collections::BTreeMap;

use super::index::{grams_of, Index, Parts};
use super::lexicon::Lexicon;
use super::stem::stem;
use super::text::{acronyms, bigrams, is_stopword, name_words, phrase_key, tokens, Token};
use crate::json::Json;
use crate::model::{Schema, ToolSchema, Type};

/// How much one occurrence of a term counts in each field of a tool.
pub(crate) mod weight {
    /// A word of the tool's name (`cancel` of `cancel_order`).
    pub const NAME: f64 = 3.0;
    /// An acronym of consecutive words of the name (`pr` of `merge_pull_request`).
    pub const ACRONYM: f64 = 1.5;
    /// The summary (it is also part of the description, so it counts 1.5 + 1).
    pub const SUMMARY: f64 = 1.5;
    /// The whole description.
    pub const DESCRIPTION: f64 = 1.0;
    /// A parameter's (or a field's) name.
    pub const PARAM_NAME: f64 = 1.5;
    /// A parameter's description, its `enum` values and its default.
    pub const PARAM_TEXT: f64 = 1.0;
    /// The Returns text.
    pub const RETURNS: f64 = 0.5;
}

/// BM25's term-frequency saturation.
pub(crate) const K1: f64 = 1.2;
/// BM25's length normalisation: half way between none and full, since tool docs are short.
pub(crate) const B: f64 = 0.5;

/// The weighted term frequencies of one tool.
#[derive(Default)]
struct Doc {
    tf: BTreeMap<String, f64>,
    len: f64,
}

impl Doc {
    fn add(&mut self, term: String, weight: f64) {
        *self.tf.entry(term).or_default() += weight;
        self.len += weight;
    }

    fn text(&mut self, text: &str, weight: f64) {
        for token in tokens(text) {
            match token {
                Token::Word(w) | Token::Shape(w) => self.add(w, weight),
                Token::Stop(_) => {}
                Token::Syllabic(w) => {
                    let grams = bigrams(&w);
                    let share = weight / grams.len() as f64;
                    for g in grams {
                        self.add(g, share);
                    }
                }
            }
        }
    }

    fn schema(&mut self, schema: &Schema, depth: usize) {
        if depth > 8 {
            return;
        }
        if let Some(d) = &schema.description {
            self.text(d, weight::PARAM_TEXT);
        }
        for value in schema.enum_values.iter().flat_map(|v| v.iter()).chain(schema.default.as_ref()) {
            if let Json::String(s) = value {
                self.text(s, weight::PARAM_TEXT);
            }
        }
        match &schema.ty {
            // A number the request names fits a numeric parameter.
            Type::Integer(_) | Type::Number(_) => self.add("§9".to_owned(), weight::PARAM_TEXT),
            Type::Array { items, .. } | Type::Map(items) => self.schema(items, depth + 1),
            Type::Tuple(items) | Type::AnyOf(items) => items.iter().for_each(|s| self.schema(s, depth + 1)),
            Type::Object(object) => {
                for p in object.properties.iter() {
                    self.text(&p.name, weight::PARAM_NAME);
                    self.schema(&p.schema, depth + 1);
                }
            }
            _ => {}
        }
    }
}

fn doc_of(tool: &ToolSchema) -> Doc {
    let mut doc = Doc::default();
    doc.text(&tool.name, weight::NAME);
    for acronym in acronyms(&name_words(&tool.name)) {
        doc.add(acronym, weight::ACRONYM);
    }
    doc.text(&tool.summary, weight::SUMMARY);
    doc.text(&tool.description, weight::DESCRIPTION);
    doc.text(&tool.returns.description, weight::RETURNS);
    for p in tool.params.iter() {
        doc.text(&p.name, weight::PARAM_NAME);
        doc.schema(&p.schema, 0);
    }
    doc
}

/// Rounds to a multiple of 2⁻¹⁶, so that the index holds the same numbers whatever the
/// machine's `ln` gave in its last bits.
fn quantise(x: f64) -> f32 {
    ((x * 65536.0).round() / 65536.0) as f32
}

/// Inverse document frequency, BM25's form (never negative).
pub(crate) fn idf(docs: usize, df: usize) -> f64 {
    (1.0 + (docs as f64 - df as f64 + 0.5) / (df as f64 + 0.5)).ln()
}

/// Builds the index of `tools` (in their order), with the entries of `lexicons` that
/// reach a term of the tools.
pub fn build(tools: &[&ToolSchema], lexicons: &[&Lexicon<'_>]) -> Index {
    let docs: Vec<Doc> = tools.iter().map(|t| doc_of(t)).collect();
    let n = docs.len();
    let avg_len = if n == 0 { 1.0 } else { (docs.iter().map(|d| d.len).sum::<f64>() / n as f64).max(1e-9) };
    let mut postings: BTreeMap<&str, Vec<(u32, f32)>> = BTreeMap::new();
    for (i, doc) in docs.iter().enumerate() {
        let norm = K1 * (1.0 - B + B * doc.len / avg_len);
        for (term, &tf) in &doc.tf {
            postings.entry(term).or_default().push((i as u32, quantise(tf / (tf + norm))));
        }
    }
    let mut parts = Parts { docs: n as u32, unseen_idf: quantise(idf(n, 0)), ..Parts::default() };
    let mut grams: BTreeMap<u64, Vec<u32>> = BTreeMap::new();
    for (t, (term, list)) in postings.iter().enumerate() {
        parts.terms.push_str(term);
        parts.term_ends.push(parts.terms.len() as u32);
        parts.idf.push(quantise(idf(n, list.len())));
        for &(doc, w) in list {
            parts.posting_docs.push(doc);
            parts.posting_weights.push(w);
        }
        parts.posting_ends.push(parts.posting_docs.len() as u32);
        if fuzzy_term(term) {
            for key in grams_of(term) {
                grams.entry(key).or_default().push(t as u32);
            }
        }
    }
    for (key, terms) in grams {
        parts.gram_keys.push(key);
        parts.gram_terms.extend(terms);
        parts.gram_ends.push(parts.gram_terms.len() as u32);
    }
    if lexicons.is_empty() {
        return parts.write();
    }
    // The lexicons are matched against the terms, read back from an index without them.
    translations(&parts.write(), &mut parts, lexicons);
    parts.write()
}

/// Whether typos of `term` are looked for: a spaced-script word of three characters or more.
pub(crate) fn fuzzy_term(term: &str) -> bool {
    term.chars().count() >= 3 && !term.starts_with('§') && !term.chars().any(super::text::is_syllabic)
}

/// The headwords of `lexicons` whose senses reach a term of `index`, each with those
/// terms: a sense of one word with the lexicon's confidence, each word of an n-word sense
/// with that over n (stop words not counted); a term reached twice keeps its best.
fn translations(index: &Index, parts: &mut Parts, lexicons: &[&Lexicon<'_>]) {
    let mut entries: BTreeMap<String, BTreeMap<u32, f64>> = BTreeMap::new();
    let prefixes = Prefixes::of(index);
    let mut terms = Vec::new();
    for lexicon in lexicons {
        for (headword, senses) in lexicon.raw_entries() {
            let mut found: BTreeMap<u32, f64> = BTreeMap::new();
            // A plain loop over the bytes: build scripts run unoptimised, and this one reads
            // every word of every lexicon.
            let bytes = senses.as_bytes();
            let (mut start, mut words) = (0, 0u32);
            terms.clear();
            for i in 0..=bytes.len() {
                let end_of_sense = i == bytes.len() || bytes[i] == b';';
                if end_of_sense || matches!(bytes[i], b' ' | b'-' | b'\'' | b'\t') {
                    if i > start {
                        match sense_term(index, &prefixes, &senses[start..i]) {
                            Sense::Stop => {}
                            Sense::Term(t) => {
                                terms.push(t);
                                words += 1;
                            }
                            Sense::Other => words += 1,
                        }
                    }
                    start = i + 1;
                }
                if end_of_sense {
                    for &t in &terms {
                        let confidence = lexicon.confidence() / f64::from(words.max(1));
                        let best = found.entry(t).or_default();
                        *best = best.max(confidence);
                    }
                    terms.clear();
                    words = 0;
                }
            }
            // The other way round: a headword that is a term is what its one-word senses
            // may stand for (a query's `combine` for a tool's `merge`, its `cancel` for a
            // Korean tool's `취소`).
            if let Some(term) = whole_term(index, &prefixes, headword) {
                for sense in senses.split(';').map(str::trim).filter(|s| !s.is_empty() && !s.contains(' ')) {
                    let key = headword_key(sense);
                    if !key.is_empty() && index.find(&key) != Some(term) {
                        let best = entries.entry(key).or_default().entry(term).or_default();
                        *best = best.max(lexicon.confidence());
                    }
                }
            }
            if found.is_empty() {
                continue;
            }
            let key = headword_key(headword);
            // A sense that is the headword itself, stemmed, adds nothing.
            if let Some(own) = index.find(&key) {
                found.remove(&own);
            }
            if !key.is_empty() && !found.is_empty() {
                let entry = entries.entry(key).or_default();
                for (t, w) in found {
                    let best = entry.entry(t).or_default();
                    *best = best.max(w);
                }
            }
        }
    }
    for (key, found) in entries {
        parts.lexicon.push_str(&key);
        parts.lexicon_ends.push(parts.lexicon.len() as u32);
        for (t, w) in found {
            parts.translation_terms.push(t);
            parts.translation_weights.push(quantise(w));
        }
        parts.translation_ends.push(parts.translation_terms.len() as u32);
    }
}

/// [`phrase_key`] of a headword, without the tokeniser for the common case of lowercase
/// ASCII words and spaces (the same key: such words are only ever stemmed, kept as stop
/// words, or dropped as one letter).
fn headword_key(headword: &str) -> String {
    if !headword.bytes().all(|b| b.is_ascii_lowercase() || b == b' ') {
        return phrase_key(headword);
    }
    let mut key = String::new();
    for word in headword.split(' ').filter(|w| w.len() > 1) {
        if !key.is_empty() {
            key.push('_');
        }
        if is_stopword(word) {
            key.push_str(word);
        } else {
            key.push_str(&stem(word));
        }
    }
    key
}

/// The term a one-word headword is, if it is one.
fn whole_term(index: &Index, prefixes: &Prefixes, headword: &str) -> Option<u32> {
    if headword.chars().all(super::text::is_syllabic) {
        return index.find(headword);
    }
    if headword.contains(' ') || !headword.bytes().all(|b| b.is_ascii_lowercase()) || !prefixes.may_have(headword) {
        return None;
    }
    index.find(&stem(headword))
}

/// What a word of a sense is.
enum Sense {
    /// A stop word, not counted.
    Stop,
    /// A word standing for this term.
    Term(u32),
    /// A word no tool has.
    Other,
}

/// The first three bytes of every term: most words of a lexicon begin like no term, and
/// are passed over without being stemmed (a stem keeps a word's first three letters
/// unless it has fewer than four).
struct Prefixes(Vec<u64>, Vec<u64>, Vec<u64>);

impl Prefixes {
    fn key(word: &[u8]) -> usize {
        (usize::from(word[0]) << 16) | (usize::from(word[1]) << 8) | usize::from(word[2])
    }

    /// The first four bytes, hashed into 2²⁰ bits.
    fn key4(word: &[u8]) -> usize {
        let x = u32::from_le_bytes([word[0], word[1], word[2], word[3]]);
        (x.wrapping_mul(0x9E37_79B1) >> 12) as usize
    }

    fn of(index: &Index) -> Prefixes {
        let mut bits = vec![0u64; (1 << 24) / 64];
        let mut bits4 = vec![0u64; (1 << 20) / 64];
        let mut whole3 = vec![0u64; (1 << 24) / 64];
        for t in 0..index.term_count() {
            let term = index.term(t).as_bytes();
            if term.len() >= 3 {
                let k = Prefixes::key(term);
                bits[k / 64] |= 1 << (k % 64);
                if term.len() == 3 {
                    whole3[k / 64] |= 1 << (k % 64);
                }
            }
            if term.len() >= 4 {
                let k = Prefixes::key4(term);
                bits4[k / 64] |= 1 << (k % 64);
            }
        }
        Prefixes(bits, bits4, whole3)
    }

    /// Whether the stem of `word` may be a term. A stem keeps a word's first three letters
    /// when it has four or more, and its first four when it is longer than three (a word
    /// of six letters or more whose first three letters are a term is always stemmed).
    fn may_have(&self, word: &str) -> bool {
        let word = word.as_bytes();
        if word.len() < 4 {
            return true;
        }
        let k = Prefixes::key(word);
        if self.0[k / 64] & (1 << (k % 64)) == 0 {
            return false;
        }
        word.len() < 6 || self.2[k / 64] & (1 << (k % 64)) != 0 || {
            let k = Prefixes::key4(word);
            self.1[k / 64] & (1 << (k % 64)) != 0
        }
    }
}

fn sense_term(index: &Index, prefixes: &Prefixes, word: &str) -> Sense {
    let lower;
    let word = if word.bytes().any(|b| b.is_ascii_uppercase()) {
        lower = word.to_ascii_lowercase();
        lower.as_str()
    } else {
        word
    };
    if word.len() <= 4 && is_stopword(word) {
        return Sense::Stop;
    }
    if !prefixes.may_have(word) {
        return Sense::Other;
    }
    index.find(&stem(word)).map_or(Sense::Other, Sense::Term)
}
