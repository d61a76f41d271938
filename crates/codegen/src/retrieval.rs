//! The retrieval index of the tools as a `static`, with `retrieve` and `retriever` (issue
//! 16): built here, at build time, from the lowered tools and the Korean–English lexicon.

use std::sync::OnceLock;

use quote::quote;
use toolschema::retrieve::{Index, Lexicon};
use toolschema::ToolSchema;

/// How far a translation stands for a Korean word.
const TRANSLATION: f64 = 0.8;
/// How far a synonym stands for an English word (WordNet's synonyms are of a sense, and a
/// word has many).
const SYNONYM: f64 = 0.5;

/// The lexicons of generated indexes: Korean–English (`data/ko-en.tsv`, from the Basic
/// Korean Dictionary) and English synonyms (`data/en-synonyms.tsv`, from WordNet 3.1), see
/// `data/README.md`; each read inverted (`data/*.reach`, written from the `.tsv` by
/// [`inverted_lexicon`]), so that a build script looks up its tools' terms rather than
/// reading 152,000 headwords.
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

/// The index of `tools` (sorted by name, as `TOOLS` is), with the lexicons.
pub fn index(tools: &[ToolSchema]) -> Index {
    let refs: Vec<&ToolSchema> = tools.iter().collect();
    toolschema::retrieve::build(&refs, &lexicons())
}

/// The file, beside the generated Rust in `OUT_DIR`, that holds the index's bytes.
pub const INDEX_FILE: &str = "retrieval.idx";

/// The generated items, formatted, to follow the rest of the generated file, and the bytes
/// of the index they `include_bytes!` from [`INDEX_FILE`] in `OUT_DIR`. The index is
/// data rustc copies rather than a literal it parses and type-checks: a few hundred bytes of
/// Rust whatever the catalogue.
pub(crate) fn rust(tools: &[ToolSchema]) -> (String, Vec<u8>) {
    let index = index(tools);
    let path = format!("/{INDEX_FILE}");
    let file = quote! {
        /// The retrieval index of [`TOOLS`], built at build time (see `toolschema::retrieve`).
        pub static RETRIEVAL_INDEX: ::toolschema::retrieve::Index =
            ::toolschema::retrieve::Index::from_static(::core::include_bytes!(::core::concat!(::core::env!("OUT_DIR"), #path)));

        /// The `k` tools that best fit `query`, best first, with their scores in `[0, 1]`;
        /// ties are broken by name (see `toolschema::retrieve` for the rules).
        pub fn retrieve(query: &str, k: usize) -> ::std::vec::Vec<::toolschema::retrieve::Hit<'static>> {
            ::toolschema::retrieve::search(&RETRIEVAL_INDEX, TOOLS, query, k)
        }

        /// A [`::toolschema::retrieve::Retriever`] over [`TOOLS`], to add embeddings to.
        pub fn retriever() -> ::toolschema::retrieve::Retriever<'static> {
            ::toolschema::retrieve::Retriever::from_static(&RETRIEVAL_INDEX, TOOLS)
        }
    };
    let tree = syn::parse2::<syn::File>(file).expect("the generator emits valid Rust");
    (prettyplease::unparse(&tree), index.bytes().to_vec())
}
