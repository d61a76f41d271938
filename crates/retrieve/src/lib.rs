//! Retrieval by query: the tools of a catalogue that fit a request, best first, so an
//! agent offers a model the handful a request needs rather than hundreds.
//!
//! A tools crate gets `retrieve(query, k)` generated beside `TOOLS`, over an [`Index`]
//! built at build time and written as a `static` (nothing is tokenised or indexed at run
//! time); a catalogue assembled at run time gets the same search through [`Retriever`].
//!
//! # Tokenising
//!
//! Tool docs and queries go through the same tokeniser:
//!
//! - Text is cut into chunks at whitespace and control characters; punctuation around a
//!   chunk is dropped. Only the first 4096 bytes of a query are read.
//! - A chunk that looks like a value (it holds a digit, an `@` or a `/` inside it, `://`, or
//!   starts with `#` or `@` before a letter or digit) also gives its *shape*: letters become `a`,
//!   digits `9`; a run of letters and digits with a letter between two digits is an id,
//!   `x` from its first digit on (`8f3a` and `77c1` are `x`, and so is the tracking number
//!   `1Z84A7W20391847562`, which is no quantity: a number's `9` would match every numeric
//!   parameter; `31m` is `9a`, `v2Api` `a9a`);
//!   anything else stays, a run of one class is one, and a repeated
//!   two-character unit is one. `O-5001` and `ORD-77` are `§a-9`, `bob@x.org` is `§a@a.a`,
//!   `2026-01-31` is `§9-9`, `#42` is `§#9`, `n_8f3a` and `n_77c1` are `§a_x`. The words of
//!   the chunk that hold a digit are dropped: the shape stands for them; its other words
//!   are *value words* (`octo`, `widgets` of `octo/widgets`), or, in a value of no kind (see
//!   below: an id), *id words* (`inv` of `INV-2041`, `evt` of `evt_7hq20p`, `spotify`, `track`
//!   of `spotify:track:3n3P…`): the family of ids the value belongs to, which values of that
//!   family share, where the words of a URL, an address or a path are names of its own.
//!   A URL's scheme and a host's leading `www` and top-level domain (of a URL, or of an e-mail
//!   address after its `@`) are no words of the value (`https`, `org` of
//!   `https://status.example.org`): every URL and every host has them, and the shape and kind
//!   already say the value's form; the host's other names stay (`status`, `example`).
//!   Integer and number parameters hold `§9`.
//! - A shape whose punctuation says what kind of value it is also has a *kind*: a URL
//!   (`://`: `§a://`), a handle (starting with `@`: `§@a`, its shape already), an e-mail
//!   address (an `@` after the first character: `§a@a`, so `from:ann@x.org` is one too), a
//!   tag or channel (starting with `#`: `§#`, for `#general` and `#42` alike), an absolute
//!   path (starting with `/`: `§/`), a name with slashes (`§a/a`: `octo/widgets#12`). Ids,
//!   dates and numbers have no kind but their shape.
//! - A quotation is the chunks from one that starts with a quote mark (`'`, `"`, `‘`, `“`,
//!   `«`, `「`, `『`; after other punctuation, and before at least one more character) to the
//!   next that ends with one (`'`, `"`, `’`, `”`, `»`, `」`, `』`; before other punctuation), or
//!   to the end of the text. Its words are *quoted words* (`deploy`, `finish` of
//!   `post 'deploy finished'`): in a query, the text of a value passed on (a message, a
//!   title), not what is asked for. In a tool's doc they are words like any other.
//! - Words are runs of letters and digits, split again where the case changes
//!   (`getUserInfo` → `get`, `user`, `info`; `HTTPServer` → `http`, `server`; but an `s` that
//!   ends a word after capitals is a plural: `PRs` → `prs`, stemmed `pr`) and between
//!   scripts; `_`, `-` and other punctuation separate words. Words are lowercased.
//!   A one-letter word is dropped; English stop words (`the`, `to`, `please`, `my`, …) are
//!   no terms, but count in the lexicons' phrases (`get rid of`). Of the question words only
//!   `what` and `which` are stop words: they ask, and say nothing of what is asked for;
//!   `who`, `when`, `where` and `how` stay words, as a doc's "When the event starts" or "Who
//!   the ticket is assigned to" says what a parameter is.
//! - A chunk that is a snake_case identifier (ASCII letters and digits in two or more parts
//!   joined by single `_`, starting with a letter, and no value: `in_review`, `booking_id`,
//!   `cancel_order`) is also an *identifier*, as written and lowercased (`~in_review`): a
//!   name in code, an `enum` value, a parameter's or a tool's name, that a request names
//!   exactly. In a doc it adds no length (its words are counted already).
//! - A word of ASCII letters is stemmed with Porter's algorithm (`cancellation`,
//!   `cancelled` → `cancel`); every word of a spaced script is also kept as written
//!   (lowercased, not stemmed: `bookings`), for the forms below.
//! - A SQL statement is a value the request passes on, as a quotation is: from a chunk
//!   `SELECT` followed by `FROM` (with `*`, `,` or `(` between them, or both in capitals, so
//!   that "select a seat from the map" is none), `INSERT INTO`, `UPDATE x SET … =` or `DELETE
//!   FROM` to the end of the text, its words are quoted words, and the statement adds the word
//!   `sql`, the kind of value it is (`select count(*) from orders` is a request for a tool that
//!   runs SQL, not one about orders).
//! - In a query (not in a doc), a chunk outside quotation that ends in a colon after a letter
//!   or digit (`OPS-27:`, `subject:`) ends what is asked for: the chunks after it, to the end
//!   of the text, are the text the request passes on, their words quoted words (`comment on
//!   OPS-27: rolled back at 14:05` is about commenting, not rolling back). A colon inside a
//!   chunk (`14:05`, `from:ann@x.org`) is none. So too the chunks after a chunk `that` (any
//!   case, outside quotation) right after a chunk that is a value (one with a shape): `tell
//!   #ops that the deploy finished`, `post in #releases that sprint 14 closed`: what is said
//!   to, posted in or sent to the value. After a word, `that` passes nothing on (`runs that
//!   failed`); after a value it may still start a relative clause (`tickets assigned to
//!   ann@x.org that are in_review`), whose words then count half.
//! - A word of Hangul, Han or kana becomes its character bigrams (`주문을` → `주문`, `문을`;
//!   a one-character word is itself), so a particle or an ending after a word leaves the
//!   word's own bigrams to match.
//! - A Hangul word that is a form of the auxiliary verb 주다 (`주세요`, `줘`, `주십시오`,
//!   `줄래`: "do it for me") right after another Hangul word that does not end in a particle
//!   of an object or a recipient (`을`, `를`, `게`, `테`, `께`) is a stop word: `취소해
//!   주세요` is "please cancel", as English "please" is no term; `돈을 주세요` ("give me
//!   money") keeps it as the verb.
//!
//! # The index
//!
//! The index of a tools crate is built by its build script and written to `OUT_DIR` as
//! bytes (`retrieval.idx`), which the generated `RETRIEVAL_INDEX` reads in place
//! (`Index::from_static(include_bytes!(…))`): compact sections of sorted term text and
//! little-endian numbers, so rustc copies them rather than compiling a literal.
//!
//! Each tool is one document of weighted fields: its name's words ×3 and the acronyms of
//! two to four consecutive name words ×1.5 (`merge_pull_request` → `pr`), its *action*, the
//! first word of its name, as a term of its own ×1 (`^cancel` of `cancel_order`), the summary
//! ×1.5, the description ×1, the Returns text ×0.5, every parameter's name ×1.5 and, ×1,
//! its description, its string `enum` values and default, and the same of nested fields.
//! A value word in a tool's doc counts a quarter of its field's weight: an example such as
//! `octo/widgets` says what one value looks like (its shape counts in full), not what the
//! tool does, and a request naming another value would otherwise match the example's words.
//! An id word counts so too, and is also indexed as a term of its own (`%inv` of `INV-2041`)
//! with its field's full weight: the family of the ids the parameter takes.
//! A shape in a doc is indexed with its kind, each with the field's weight. The shapes of
//! the examples in a parameter's description are shared by name: a tool whose parameter has
//! no example of a shape that a parameter of the same name, or of an end of its name after an
//! `_` (`start` for `new_start`, `url` for `post_url`), has in another tool of the
//! catalogue (`booking_id` "such as `BK-48213`" in one tool, "the booking's reference" in
//! another) holds that shape and its kind too, at ¾ of a parameter's text weight (a catalogue
//! shows a parameter's form once, not in every tool; less than the tool's own example, which
//! is first-hand).
//! Every word also counts as written (`=bookings`, beside `book`), with its field's weight.
//! A term's weight in a tool is BM25's saturated frequency `tf / (tf + k1·(1 − b + b·len/avg))`
//! with `k1 = 1.2`, `b = 0.5`, where `tf` and `len` add up the field weights; each term has
//! BM25's `idf = ln(1 + (N − df + 0.5) / (df + 0.5))`. Both are rounded to multiples of 2⁻¹⁶
//! when the index is built.
//!
//! With [`Lexicon`]s (the codegen crate ships a Korean–English one, confidence 0.8, and
//! English synonyms from WordNet, 0.5), every headword (a phrase's words stemmed and joined
//! with `_`: `get_rid_of`) whose senses reach a term of the tools is kept with those terms:
//! a one-word sense with the lexicon's confidence, each word of an n-word one with that over
//! n (stop words not counted). The other way round,
//! a one-word headword that is itself a term (an English tool's `merge`, a Korean tool's
//! bigram `취소`) is kept as what each of its one-word senses stands for, with the same
//! confidence (so `combine` reaches `merge`, and `cancel` the Korean tool). A sense's word
//! reaches a term when its stem is the term. These entries are found from each term of the
//! tools, in the lexicon's inversion ([`Lexicon::invert`]; the codegen crate ships its
//! lexicons inverted), so the cost of a build grows with the catalogue, not the lexicon.
//!
//! # Matching a query
//!
//! Each query word becomes a *group* of alternative terms, each with a confidence:
//! - a word the index has: that term (1), or, where some tool has the word as written in the
//!   query, that written form (1) and the stem (0.8): a tool that has the word in the
//!   request's form fits it better than one with another form of it (`cancel the booking`:
//!   `cancel_booking` has `booking`, `book_hotel` only `book`; `list my orders`: `list_orders`
//!   has `orders`, `get_order` only `order`);
//! - a spaced-script word it lacks: a term of one edit (insertion, deletion, substitution or
//!   transposition) away (0.8), or two for words of seven letters or more (0.6), found
//!   through shared character trigrams; a longer term it begins (0.7); at most four of these;
//!   or, before those, two terms it splits into (`filesystem` → `file`, `system`), as two
//!   groups worth half a word each;
//! - two adjacent words whose join is a term (`file system` → `filesystem`): the join, in
//!   both groups (0.9);
//! - a Hangul (or Han, kana) word: its bigrams the index has (1), and the translations of its
//!   longest beginning that is a lexicon headword, or is one with `다` added (a verb stem:
//!   `보내줘` → `보내다`), so `주문을 취소해` reaches `order` and `cancel`;
//! - a value word: that term (1), or nothing: a value's words are names spelled as meant,
//!   so they get no typo, prefix, split, join or synonym;
//! - an id word: that term (1) or its term as an id word (`%inv`, 1), or nothing: an id of a
//!   family whose example a tool gives (`INV-2041`, `APT-2026-0193`, `evt_7hq20p`) fits that
//!   tool as well as a word it has in full, not at the quarter of an example's words;
//! - a quoted word: that term (1), or nothing, as a value word; its group is worth half a
//!   word (its weight 0.5): the text a request passes on says less about the tool than the
//!   words around it (`post 'deploy finished' in #general` is about posting, not deploying);
//!   but in a query with no word, value word or syllabic word outside quotes
//!   (`"cancel my order"`), quoted words are words;
//! - a shape: that shape (1: a value that fits a parameter's examples is as good a sign as a
//!   shared word, its idf saying how many tools take values of that shape), or else its kind
//!   (0.6: a path where a path is taken, though not of the example's form);
//! - an identifier that is a term (`~in_review`): a group of its own (1), beside its words':
//!   a name in code that some tool has (`disputes that are need_response`, `tickets still
//!   to_do`) is named exactly, and it counts so even in a quotation or in the text passed on.
//!
//! The first of the query's tokens (stop words skipped), when it is a word of a spaced script
//! in its base form that is some tool's action, adds a group worth half a word of that action
//! term alone: a request says first what is to be done (`cancel the booking for my hotel`),
//! and a tool's name starts with what it does (`cancel_booking`, not `book_hotel`, though that
//! one has both nouns). A participle, a word ending in `-ed` or `-ing` that the stemmer
//! shortens (`closed PRs`, `failed builds`; not `need`, `bring`), says which things, not what
//! to do, and adds none; nor does a value, an identifier or a quotation first.
//!
//! # Scores
//!
//! A group's value for a tool is the best of `confidence × idf × weight` over its
//! alternatives, and its worth in the query is the best `confidence × idf` (for a group
//! with no alternative, the idf of a term no tool has). When the query's word is itself a
//! term, the idf of each alternative is capped at the word's own: a synonym or a join
//! stands for the word, and may not count for more than matching the word would (a
//! synonym of a common word that happens to be a rare term would otherwise outrank the
//! tools that have the word). A tool's score is the sum of its
//! group values times their weights over the sum of the worths times the weights:
//! the share of the query's information the tool matches, in `[0, 1]`: 0 when nothing
//! matches, near 1 when every word matches a term that weighs heavily in the tool (a
//! term's weight in one tool is below 1, so 1 itself is never reached). The same index
//! and query give the same score on every machine (fixed arithmetic order, rounded inputs).
//! With embeddings ([`Retriever::with_embeddings`]), the score is `(1 − w) × lexical +
//! w × max(0, cosine)`, still in `[0, 1]`.
//!
//! Results are the tools with a score above 0, best first, ties broken by name, at most
//! `k`: the first `k` of a longer list are the list of `k`. The search tool itself (the
//! tool named [`meta::SEARCH_TOOL`], `search_tools`) is never a result: it is how a model
//! finds the others, offered from the start, and a search that found it would spend a place
//! of `k` on a tool the model is already calling. It is indexed all the same (its words
//! count in every term's idf), so adding it changes no other tool's score. Any text is a query: an empty
//! one, or one of stop words only, finds nothing.
//!
//! # Prerequisites
//!
//! Each result carries its tool's prerequisites ([`Hit::prerequisites`]): the tools that
//! produce what its required inputs take, nearest first, read-only producers first, one per
//! input unless several tie (`cancel_order` comes with `search_orders`, which gives the
//! `OrderId` it takes). They are read from the crate's tool graph (`GRAPH`, which the codegen
//! crate writes with them; see `toolschema::graph` and `toolschema-plan`), after the ranking,
//! which they do not change. An agent offers a result together with its prerequisites, so
//! that a model that must first find an id has the tool that finds it.

mod embed;
mod index;
mod indexer;
mod lexicon;
mod lexicons;
pub mod meta;
mod query;
mod reach;
mod stem;
mod text;

#[cfg(test)]
mod tests;

use std::borrow::Cow;

pub use embed::Embedder;
pub use index::Index;
pub use indexer::build;
pub use lexicon::Lexicon;
pub use lexicons::{index_of, inverted_lexicon, lexicons, LEXICON_FILES};

use toolschema::graph::{Graph, Text};
use toolschema::ToolSchema;

/// A tool that fits a query, and how well.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hit<'a> {
    /// The tool.
    pub tool: &'a ToolSchema,
    /// Its score, in `[0, 1]` (see the module docs).
    pub score: f32,
    /// Its prerequisites, nearest first (see the module docs); empty without a tool graph.
    pub prerequisites: &'a [Text],
}

/// The `k` tools of `tools` that best fit `query`, over `index` built from `tools` in the
/// same order, each with its prerequisites in `graph` (what generated `retrieve` calls, with
/// the crate's `GRAPH`; [`Graph::EMPTY`] gives none).
pub fn search<'a>(index: &Index, tools: &[&'a ToolSchema], graph: &'a Graph, query: &str, k: usize) -> Vec<Hit<'a>> {
    let groups = query::groups(index, query);
    let scores = query::scores(index, &groups);
    rank(tools, &scores, k, &[graph])
}

/// The best `k` by score, ties by name; tools scoring 0 and the search tool are left out.
/// Each keeps its prerequisites from the first of `graphs` that links it.
fn rank<'a>(tools: &[&'a ToolSchema], scores: &[f32], k: usize, graphs: &[&'a Graph]) -> Vec<Hit<'a>> {
    let mut hits: Vec<Hit<'a>> = tools
        .iter()
        .zip(scores)
        .filter(|(tool, &s)| s > 0.0 && tool.name != meta::SEARCH_TOOL)
        .map(|(&tool, &score)| Hit { tool, score, prerequisites: &[] })
        .collect();
    let order = |a: &Hit<'_>, b: &Hit<'_>| b.score.total_cmp(&a.score).then_with(|| a.tool.name.cmp(&b.tool.name));
    if hits.len() > k && k > 0 {
        hits.select_nth_unstable_by(k - 1, order);
    }
    hits.truncate(k);
    hits.sort_by(order);
    for hit in &mut hits {
        let links = graphs.iter().find_map(|g| g.links(hit.tool.name()));
        hit.prerequisites = links.map_or(&[], |l| &l.prerequisites);
    }
    hits
}

/// Retrieval over a catalogue: the generated one ([`Retriever::from_static`]) or one
/// assembled at run time ([`Retriever::new`], which builds the index then).
pub struct Retriever<'a> {
    index: Cow<'a, Index>,
    tools: Vec<&'a ToolSchema>,
    embeddings: Option<embed::Embeddings<'a>>,
    graphs: Vec<&'a Graph>,
}

impl<'a> Retriever<'a> {
    /// Builds the index of `tools` now, without a lexicon.
    pub fn new(tools: &'a [ToolSchema]) -> Self {
        Retriever::of(tools.iter().collect(), &[])
    }

    /// Builds the index of the tools `tools` points to (several crates' `TOOLS`, say) now,
    /// with the entries of `lexicons` ([`lexicons()`] gives the
    /// ones generated indexes use).
    pub fn of(tools: Vec<&'a ToolSchema>, lexicons: &[&Lexicon<'_>]) -> Self {
        let index = build(&tools, lexicons);
        Retriever { index: Cow::Owned(index), tools, embeddings: None, graphs: Vec::new() }
    }

    /// A generated catalogue: its `static` index and `TOOLS`.
    pub fn from_static(index: &'a Index, tools: &[&'a ToolSchema]) -> Self {
        Retriever { index: Cow::Borrowed(index), tools: tools.to_vec(), embeddings: None, graphs: Vec::new() }
    }

    /// Fuses the lexical score with the cosine similarity of `embedder`'s vectors,
    /// `weight` (clamped to `[0, 1]`) being the share of the latter. The tools are embedded
    /// now, once.
    pub fn with_embeddings(mut self, embedder: impl Embedder + 'a, weight: f32) -> Self {
        self.embeddings = Some(embed::Embeddings::new(Box::new(embedder), &self.tools, weight));
        self
    }

    /// Gives each result its prerequisites in `graph` (a crate's `GRAPH`); for the tools of
    /// several crates, each crate's graph.
    pub fn with_graph(mut self, graph: &'a Graph) -> Self {
        self.graphs.push(graph);
        self
    }

    /// The index.
    pub fn index(&self) -> &Index {
        &self.index
    }

    /// The tools, in the index's order.
    pub fn tools(&self) -> &[&'a ToolSchema] {
        &self.tools
    }

    /// The `k` tools that best fit `query`, best first (see the module docs).
    pub fn retrieve(&self, query: &str, k: usize) -> Vec<Hit<'a>> {
        let groups = query::groups(&self.index, query);
        let mut scores = query::scores(&self.index, &groups);
        if let Some(e) = &self.embeddings {
            e.fuse(query, &mut scores);
        }
        rank(&self.tools, &scores, k, &self.graphs)
    }
}
