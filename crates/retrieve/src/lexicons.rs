//! The lexicons every generated index is built with, read from `data/`: Korean–English (from
//! the Basic Korean Dictionary) and English synonyms (from WordNet 3.1); sources, licences and
//! the scripts that made them are in `data/README.md`.

use std::sync::OnceLock;

use crate::Lexicon;

/// How far a translation stands for a Korean word.
const TRANSLATION: f64 = 0.8;
/// How far a synonym stands for an English word (WordNet's synonyms are of a sense, and a
/// word has many).
const SYNONYM: f64 = 0.5;

/// The lexicons of generated indexes, each read inverted (`data/*.reach`, written from the
/// `.tsv` by [`inverted_lexicon`]), so that a build script looks up its tools' terms rather
/// than reading 152,000 headwords.
pub fn lexicons() -> [&'static Lexicon<'static>; 2] {
    static KOREAN: OnceLock<Lexicon<'static>> = OnceLock::new();
    static SYNONYMS: OnceLock<Lexicon<'static>> = OnceLock::new();
    [
        KOREAN.get_or_init(|| Lexicon::inverted(include_str!("../data/ko-en.reach"), TRANSLATION)),
        SYNONYMS.get_or_init(|| Lexicon::inverted(include_str!("../data/en-synonyms.reach"), SYNONYM)),
    ]
}

/// Each lexicon's file under `data/`: its headwords (`.tsv`), its inversion (`.reach`), and
/// its confidence.
pub const LEXICON_FILES: [(&str, &str, f64); 2] =
    [("ko-en.tsv", "ko-en.reach", TRANSLATION), ("en-synonyms.tsv", "en-synonyms.reach", SYNONYM)];

/// The inverted text of the lexicon whose headwords are `tsv` (what a `.reach` file holds).
pub fn inverted_lexicon(tsv: &str) -> String {
    Lexicon::parse(tsv, 1.0).invert()
}

/// The index of `tools` (sorted by name, as `TOOLS` is), with the lexicons: what a build
/// script writes for `retrieve`.
pub fn index_of(tools: &[toolschema::ToolSchema]) -> crate::Index {
    let refs: Vec<&toolschema::ToolSchema> = tools.iter().collect();
    crate::build(&refs, &lexicons())
}
