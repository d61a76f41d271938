//! Building an [`Index`] from tools: which text of a tool goes into which field, each
//! field's weight, and BM25's saturation and length normalisation, worked out once.

use std::collections::BTreeMap;

use super::index::{grams_of, Index, Parts};
use super::lexicon::Lexicon;
use super::stem::stem;
use super::text::{acronyms, bigrams, is_stopword, kind, name_words, phrase_key, tokens, Token};
use toolschema::Json;
use toolschema::{Schema, ToolSchema, Type};

/// How much one occurrence of a term counts in each field of a tool.
pub(crate) mod weight {
    /// A word of the tool's name (`cancel` of `cancel_order`).
    pub const NAME: f64 = 3.0;
    /// An acronym of consecutive words of the name (`pr` of `merge_pull_request`).
    pub const ACRONYM: f64 = 1.5;
    /// The first word of the name, as the tool's action (`^cancel` of `cancel_order`).
    pub const ACTION: f64 = 1.0;
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
    /// A shape (with its kind) that another tool's parameter of the same name gives as an
    /// example, as a share of a parameter's text: evidence of the value's form, though not
    /// from the tool's own doc.
    pub const SHARED_SHAPE: f64 = 0.75;
    /// A word of an example value (`octo` of `octo/widgets`), as a share of its field's weight.
    pub const EXAMPLE: f64 = 0.25;
}

/// What starts the term of a word as written (`=bookings`), beside its stem (`book`).
pub(crate) const WRITTEN: char = '=';
/// What starts the term of a word of an id in a doc (`%inv` of `INV-2041`), beside the word.
pub(crate) const ID_WORD: char = '%';
/// What starts the term of a snake_case identifier as written (`~in_review`).
pub(crate) const IDENTIFIER: char = '~';
/// What starts the term of a tool's action, the first word of its name (`^cancel`).
pub(crate) const ACTION: char = '^';

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

    /// A term for text already counted (an identifier's words): no length of its own, so
    /// that the tool's other terms weigh as they did.
    fn add_beside(&mut self, term: String, weight: f64) {
        *self.tf.entry(term).or_default() += weight;
    }

    fn text(&mut self, text: &str, weight: f64) {
        for token in tokens(text) {
            match token {
                // Quotation marks in a doc set off words, not a value passed on.
                Token::Word(w) | Token::Quoted(w) => self.add(w, weight),
                Token::Shape(w) => {
                    if let Some(k) = kind(&w) {
                        self.add(k.to_owned(), weight);
                    }
                    self.add(w, weight);
                }
                // The words of an example value say what one value is, not what the tool does.
                Token::ValueWord(w) => self.add(w, weight * weight::EXAMPLE),
                // An id's word (`inv` of `INV-2041`) is also the family of the ids it names: a
                // request's id of that family matches it in full.
                Token::IdWord(w) => {
                    self.add(format!("{ID_WORD}{w}"), weight);
                    self.add(w, weight * weight::EXAMPLE);
                }
                Token::Stop(_) => {}
                Token::Written(w) => self.add(format!("{WRITTEN}{w}"), weight),
                Token::Identifier(w) => self.add_beside(format!("{IDENTIFIER}{w}"), weight),
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
            Type::Array { items, .. } | Type::Map(items) | Type::IntMap(_, items) => self.schema(items, depth + 1),
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

/// The shapes of the values in a parameter's description (`§a-9` of ``such as `BK-48213` ``).
fn shapes_of(schema: &Schema) -> Vec<String> {
    let text = schema.description.as_deref().unwrap_or_default();
    let mut shapes: Vec<String> =
        tokens(text).into_iter().filter_map(|t| if let Token::Shape(s) = t { Some(s) } else { None }).collect();
    shapes.sort();
    shapes.dedup();
    shapes
}

/// For each parameter name of the catalogue, the shapes of the examples its descriptions
/// give, in any tool (a catalogue shows `booking_id`'s form once, not in every tool); a
/// parameter takes those of its name and of each end of it after an `_` (`new_start`:
/// `start`).
fn shared_shapes(tools: &[&ToolSchema]) -> BTreeMap<String, Vec<String>> {
    let mut shared: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for p in tools.iter().flat_map(|t| t.params.iter()) {
        shared.entry(p.name.to_string()).or_default().extend(shapes_of(&p.schema));
    }
    for shapes in shared.values_mut() {
        shapes.sort();
        shapes.dedup();
    }
    shared
}

fn doc_of(tool: &ToolSchema, shared: &BTreeMap<String, Vec<String>>) -> Doc {
    let mut doc = Doc::default();
    doc.text(&tool.name, weight::NAME);
    if let Some(action) = name_words(&tool.name).first() {
        doc.add(format!("{ACTION}{}", stem(action)), weight::ACTION);
    }
    for acronym in acronyms(&name_words(&tool.name)) {
        doc.add(acronym, weight::ACRONYM);
    }
    doc.text(&tool.summary, weight::SUMMARY);
    doc.text(&tool.description, weight::DESCRIPTION);
    doc.text(&tool.returns.description, weight::RETURNS);
    for p in tool.params.iter() {
        doc.text(&p.name, weight::PARAM_NAME);
        doc.schema(&p.schema, 0);
        let own = shapes_of(&p.schema);
        let w = weight::PARAM_TEXT * weight::SHARED_SHAPE;
        // The parameters of the same name, and of each end of the name after an `_`
        // (`new_start` takes a `start`, `post_url` a `url`).
        let name = p.name.as_ref();
        let ends = name.match_indices('_').map(|(i, _)| &name[i + 1..]);
        let mut from_others: Vec<&String> =
            std::iter::once(name).chain(ends).filter_map(|n| shared.get(n)).flatten().collect();
        from_others.sort();
        from_others.dedup();
        for shape in from_others.into_iter().filter(|s| !own.contains(s)) {
            if let Some(k) = kind(shape) {
                doc.add(k.to_owned(), w);
            }
            doc.add(shape.clone(), w);
        }
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
    let shared = shared_shapes(tools);
    let docs: Vec<Doc> = tools.iter().map(|t| doc_of(t, &shared)).collect();
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
    term.chars().count() >= 3 && is_word_term(term) && !term.chars().any(super::text::is_syllabic)
}

/// Whether `term` is a word's stem (or a bigram), not a shape, a written form, an action, an
/// id's word or an identifier.
pub(crate) fn is_word_term(term: &str) -> bool {
    !term.starts_with(['§', WRITTEN, ACTION, ID_WORD, IDENTIFIER])
}

/// The headwords of `lexicons` whose senses reach a term of `index`, each with those
/// terms: a sense of one word with the lexicon's confidence, each word of an n-word sense
/// with that over n (stop words not counted); a term reached twice keeps its best. Each
/// term is looked up in the lexicon's inversion (`reach`), made now for a lexicon that
/// was read from its headwords.
fn translations(index: &Index, parts: &mut Parts, lexicons: &[&Lexicon<'_>]) {
    let mut entries: BTreeMap<String, BTreeMap<u32, f64>> = BTreeMap::new();
    for lexicon in lexicons {
        let made;
        let inverted = match lexicon.inverted_text() {
            Some(text) => text,
            None => {
                made = lexicon.invert();
                made.as_str()
            }
        };
        for t in 0..index.term_count() {
            let term = index.term(t);
            // Senses are words: they reach stems, not shapes, written forms or actions.
            if !is_word_term(term) {
                continue;
            }
            // A sense that is the headword itself, stemmed, adds nothing.
            for (key, n) in super::reach::lookup(inverted, term).filter(|(key, _)| *key != term) {
                let best = entries.entry(key.to_owned()).or_default().entry(t as u32).or_default();
                *best = best.max(lexicon.confidence() / f64::from(n.max(1)));
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
pub(crate) fn headword_key(headword: &str) -> String {
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
