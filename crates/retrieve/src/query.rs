//! A query against an [`Index`]: its words into groups of alternative terms, and the score
//! of every tool (the rules are in the module docs of `retrieve`).

use super::index::{grams_of, Index};
use super::indexer::{fuzzy_term, ACTION as ACTION_TERM, IDENTIFIER, ID_WORD, WRITTEN};
use super::stem::stem;
use super::text::{bigrams, bounded, kind, query_tokens, Token};

/// One word of the query and the terms of the index that may stand for it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Group {
    /// What the word is worth in the query (1, or a share of a split word).
    pub weight: f32,
    /// (term, confidence in `(0, 1]`) pairs.
    pub alternatives: Vec<(u32, f32)>,
    /// The idf of the word's own term, when the index has it: no other alternative counts
    /// for more information than the word itself.
    pub cap: Option<f32>,
}

/// Confidence of a term one edit (insertion, deletion, substitution, transposition) away.
const ONE_EDIT: f32 = 0.8;
/// Confidence of a term two edits away (words of seven letters or more only).
const TWO_EDITS: f32 = 0.6;
/// Confidence of a longer term the word begins (`repo` → `repositori`).
const PREFIX: f32 = 0.7;
/// Confidence of the joined word for two adjacent words (`file system` → `filesystem`).
const JOINED: f32 = 0.9;
/// Confidence of a value's shape (`§a-9` of `O-5001`): the value fits the tool's parameter
/// as an example in its doc does, as good a sign as a word both share (how rare the shape is
/// in the catalogue, its idf, says how telling).
const SHAPE: f32 = 1.0;
/// What a quoted word (`deploy` of `post 'deploy finished'`) is worth in the query: it is
/// the text passed on, not what is to be done with it.
const QUOTED: f32 = 0.5;
/// Confidence of a value's kind (`§/` of `/tmp/old.zip`), when its shape is not the
/// tool's: a path where a path is taken.
const KIND: f32 = 0.6;
/// Confidence of a word's stem alone, where the tool has the word only in another form
/// (`book` of `book_hotel` for `booking`); in the form written, it counts in full.
const OTHER_FORM: f32 = 0.8;
/// What the request's first word is worth, again, where it is a tool's action (the first
/// word of its name): a request says first what is to be done (`cancel the booking for my
/// hotel`), a tool's name starts with what it does (`cancel_booking`, `book_hotel`).
const ACTION: f32 = 0.5;
/// At most this many typo and prefix candidates per word.
const CANDIDATES: usize = 4;
/// At most this many groups are read from a query.
const MAX_GROUPS: usize = 64;

/// The groups of `query`.
pub(crate) fn groups(index: &Index, query: &str) -> Vec<Group> {
    let mut groups: Vec<Group> = Vec::new();
    // Runs of spaced-script words, stop words included, each with its group: for the
    // lexicon's phrases and for joining neighbours.
    let mut runs: Vec<Vec<(String, Option<usize>)>> = vec![Vec::new()];
    let mut tokens = query_tokens(bounded(query));
    // A query that is all quotation (`"cancel my order"`) asks for what it quotes.
    if !tokens.iter().any(|t| matches!(t, Token::Word(_) | Token::ValueWord(_) | Token::IdWord(_) | Token::Syllabic(_)))
    {
        for t in &mut tokens {
            if let Token::Quoted(w) = t {
                *t = Token::Word(std::mem::take(w));
            }
        }
    }
    let first_at = tokens.iter().position(|t| !matches!(t, Token::Stop(_)));
    // A participle (`closed PRs`, `failed builds`: `-ed` or `-ing` that the stemmer takes
    // off, not `need` or `bring`) says which things, not what to do: only a word in its base
    // form is a request's action.
    let participle = first_at.is_some_and(|i| match (&tokens[i], tokens.get(i + 1)) {
        (Token::Word(stem), Some(Token::Written(w))) => {
            (w.ends_with("ed") || w.ends_with("ing")) && stem.len() < w.len()
        }
        _ => false,
    });
    let first = first_at.filter(|_| !participle).map(|i| tokens[i].clone());
    for token in tokens {
        if groups.len() >= MAX_GROUPS - 1 {
            break;
        }
        let run = runs.last_mut().expect("there is always a run");
        match token {
            Token::Stop(w) => run.push((w, None)),
            Token::Written(w) => {
                // The tools that have the word as written count it in full, those that have
                // only its stem (another form) a little less.
                if let (Some((_, Some(g))), Some(t)) = (run.last(), index.find(&format!("{WRITTEN}{w}"))) {
                    let group = &mut groups[*g];
                    // The word is a term (its written form is): its stem is its one alternative.
                    if let (Some(_), [(_, own)]) = (group.cap, group.alternatives.as_mut_slice()) {
                        *own = OTHER_FORM;
                        group.alternatives.push((t, 1.0));
                    }
                }
            }
            // A value's words are names, spelled as meant (`octo` of `octo/widgets`): they
            // match only as themselves, with no typo, prefix, split or synonym.
            Token::ValueWord(w) => {
                groups.push(exact(index, &w, 1.0));
                runs.push(Vec::new());
            }
            // An id's word also matches the ids of its family in the tools' examples, in full.
            Token::IdWord(w) => {
                let mut group = exact(index, &w, 1.0);
                if let Some(t) = index.find(&format!("{ID_WORD}{w}")) {
                    group.alternatives.push((t, 1.0));
                }
                groups.push(group);
                runs.push(Vec::new());
            }
            // An identifier the tools have (an `enum` value such as `in_review`) is named
            // exactly: a group of its own, beside its words'.
            Token::Identifier(w) => {
                if let Some(t) = index.find(&format!("{IDENTIFIER}{w}")) {
                    groups.push(Group { weight: 1.0, alternatives: vec![(t, 1.0)], cap: None });
                }
            }
            Token::Quoted(w) => {
                groups.push(exact(index, &w, QUOTED));
                runs.push(Vec::new());
            }
            Token::Word(w) => {
                if let Some(t) = index.find(&w) {
                    run.push((w, Some(groups.len())));
                    groups.push(Group { weight: 1.0, alternatives: vec![(t, 1.0)], cap: Some(index.idf(t)) });
                } else if let Some((a, b)) = split_compound(index, &w) {
                    groups.push(Group { weight: 0.5, alternatives: vec![(a, 1.0)], cap: None });
                    groups.push(Group { weight: 0.5, alternatives: vec![(b, 1.0)], cap: None });
                    runs.push(Vec::new());
                } else {
                    run.push((w.clone(), Some(groups.len())));
                    groups.push(Group { weight: 1.0, alternatives: near(index, &w), cap: None });
                }
            }
            Token::Shape(s) => {
                let mut alternatives: Vec<(u32, f32)> = index.find(&s).map(|t| vec![(t, SHAPE)]).unwrap_or_default();
                if let Some(t) = kind(&s).and_then(|k| index.find(k)) {
                    alternatives.push((t, KIND));
                }
                groups.push(Group { weight: 1.0, alternatives, cap: None });
                runs.push(Vec::new());
            }
            Token::Syllabic(w) => {
                let mut alternatives: Vec<(u32, f32)> =
                    bigrams(&w).iter().filter_map(|g| index.find(g)).map(|t| (t, 1.0)).collect();
                alternatives.extend(translated(index, &w));
                groups.push(Group { weight: 1.0, alternatives, cap: None });
                runs.push(Vec::new());
            }
        }
    }
    if let Some(Token::Word(w)) = first {
        // A tool's action matches only as itself: the stem the request starts with.
        if let Some(t) = index.find(&format!("{ACTION_TERM}{w}")) {
            groups.push(Group { weight: ACTION, alternatives: vec![(t, 1.0)], cap: None });
        }
    }
    for run in &runs {
        phrases(index, &mut groups, run);
    }
    for g in &mut groups {
        g.alternatives.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.total_cmp(&a.1)));
        g.alternatives.dedup_by_key(|a| a.0);
    }
    groups
}

/// The group of a word that matches only as itself, worth `weight`.
fn exact(index: &Index, word: &str, weight: f32) -> Group {
    let found = index.find(word);
    Group { weight, alternatives: found.map(|t| vec![(t, 1.0)]).unwrap_or_default(), cap: found.map(|t| index.idf(t)) }
}

/// What a run of words adds to its groups: each word's lexicon entry (synonyms); the
/// entry of two or three consecutive words (`get rid of`), to each of their groups; and
/// the join of two adjacent words that is a term (`file system` → `filesystem`), to both.
fn phrases(index: &Index, groups: &mut [Group], run: &[(String, Option<usize>)]) {
    for (word, group) in run {
        if let (Some(g), Some(found)) = (group, index.translations(word)) {
            groups[*g].alternatives.extend(found);
        }
    }
    for len in 2..=3 {
        for window in run.windows(len) {
            let key: Vec<&str> = window.iter().map(|(w, _)| w.as_str()).collect();
            let Some(found) = index.translations(&key.join("_")) else { continue };
            let found: Vec<(u32, f32)> = found.collect();
            for g in window.iter().filter_map(|(_, g)| *g) {
                groups[g].alternatives.extend(&found);
            }
        }
    }
    for pair in run.windows(2) {
        let [(a, Some(ga)), (b, Some(gb))] = pair else { continue };
        if let Some(t) = index.find(&stem(&format!("{a}{b}"))) {
            groups[*ga].alternatives.push((t, JOINED));
            groups[*gb].alternatives.push((t, JOINED));
        }
    }
}

/// A word no term has, read as two terms (`filesystem` → `file`, `system`), split where
/// both halves are longest-first terms of three characters or more.
fn split_compound(index: &Index, word: &str) -> Option<(u32, u32)> {
    let chars: Vec<(usize, char)> = word.char_indices().collect();
    if chars.len() < 6 || !fuzzy_term(word) {
        return None;
    }
    (3..=chars.len() - 3).find_map(|i| {
        let (a, b) = word.split_at(chars[i].0);
        Some((index.find(&stem(a)).or_else(|| index.find(a))?, index.find(&stem(b)).or_else(|| index.find(b))?))
    })
}

/// The terms a word no term has may be: a typo of one (by shared trigrams, then edit
/// distance), or the start of a longer one.
fn near(index: &Index, word: &str) -> Vec<(u32, f32)> {
    if !fuzzy_term(word) || word.chars().any(|c| c.is_numeric()) {
        return Vec::new();
    }
    let len = word.chars().count();
    let mut found: Vec<(u32, f32)> = Vec::new();
    if len >= 4 {
        let mut shared: Vec<u32> = grams_of(word).into_iter().flat_map(|k| index.gram(k)).collect();
        shared.sort_unstable();
        let max_edits = if len >= 7 { 2 } else { 1 };
        let mut i = 0;
        while i < shared.len() {
            let t = shared[i];
            let count = shared[i..].iter().take_while(|&&s| s == t).count();
            i += count;
            // An edit changes at most three of a word's trigrams (edges marked).
            if count + 3 * max_edits < len {
                continue;
            }
            let confidence = match edits(word, index.term(t as usize), max_edits) {
                Some(1) => ONE_EDIT,
                Some(2) => TWO_EDITS,
                _ => continue,
            };
            found.push((t, confidence));
        }
    }
    if len >= 3 {
        let start = index.lower_bound(word);
        let longer = (start..index.term_count()).take_while(|&t| index.term(t).starts_with(word));
        found.extend(longer.take(CANDIDATES).map(|t| (t as u32, PREFIX)));
    }
    found.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    found.truncate(CANDIDATES);
    found
}

/// The optimal-string-alignment distance between `a` and `b` if it is at most `max`.
pub(crate) fn edits(a: &str, b: &str, max: usize) -> Option<usize> {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    if a.len().abs_diff(b.len()) > max || a.len() > 64 || b.len() > 64 {
        return None;
    }
    let width = b.len() + 1;
    let mut rows = vec![0usize; 3 * width];
    for (j, cell) in rows[..width].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        let (cur, prev, prev2) = (i % 3, (i + 2) % 3, (i + 1) % 3);
        rows[cur * width] = i;
        let mut row_min = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d =
                (rows[prev * width + j] + 1).min(rows[cur * width + j - 1] + 1).min(rows[prev * width + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(rows[prev2 * width + j - 2] + 1);
            }
            rows[cur * width + j] = d;
            row_min = row_min.min(d);
        }
        if row_min > max {
            return None;
        }
    }
    let d = rows[(a.len() % 3) * width + b.len()];
    (d <= max).then_some(d)
}

/// The lexicon's translations of a syllabic word: of its longest beginning that is a
/// headword (so particles and endings after it do not hide it: `주문을` → `주문`), or that
/// is one with `다` added (a verb's stem: `보내줘` → `보내다`).
fn translated(index: &Index, word: &str) -> Vec<(u32, f32)> {
    let ends: Vec<usize> = word.char_indices().map(|(i, _)| i).skip(1).chain([word.len()]).collect();
    for &end in ends.iter().rev() {
        let prefix = &word[..end];
        let two_or_more = end > ends[0];
        if two_or_more {
            if let Some(found) = index.translations(prefix) {
                return found.collect();
            }
        }
        if let Some(found) = index.translations(&format!("{prefix}다")) {
            return found.collect();
        }
    }
    Vec::new()
}

/// Every tool's lexical score for `groups`, in `[0, 1]` (see the module docs).
pub(crate) fn scores(index: &Index, groups: &[Group]) -> Vec<f32> {
    let n = index.docs() as usize;
    let mut scores = vec![0f32; n];
    let mut best = vec![0f32; n];
    let mut touched: Vec<u32> = Vec::new();
    let mut total = 0f32;
    for g in groups {
        let mut most = 0f32;
        for &(t, confidence) in &g.alternatives {
            let idf = index.idf(t);
            let value = confidence * g.cap.map_or(idf, |cap| idf.min(cap));
            most = most.max(value);
            for (doc, w) in index.postings(t) {
                let v = value * w;
                let slot = &mut best[doc as usize];
                if *slot == 0.0 {
                    touched.push(doc);
                }
                if v > *slot {
                    *slot = v;
                }
            }
        }
        // A word that matches nothing still counts in the whole, as a word no tool has.
        total += g.weight * if g.alternatives.is_empty() { index.unseen_idf() } else { most };
        for doc in touched.drain(..) {
            scores[doc as usize] += g.weight * std::mem::take(&mut best[doc as usize]);
        }
    }
    if total > 0.0 {
        for s in &mut scores {
            *s = (*s / total).clamp(0.0, 1.0);
        }
    }
    scores
}
