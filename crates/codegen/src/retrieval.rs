//! The retrieval index of the tools as a `static`, with `retrieve` and `retriever` (issue
//! 16): built here, at build time, from the lowered tools and the Korean–English lexicon.

use std::sync::OnceLock;

use proc_macro2::{Literal, TokenStream};
use quote::quote;
use toolschema::retrieve::{Index, Lexicon};
use toolschema::ToolSchema;

/// How far a translation stands for a Korean word.
const TRANSLATION: f64 = 0.8;
/// How far a synonym stands for an English word (WordNet's synonyms are of a sense, and a
/// word has many).
const SYNONYM: f64 = 0.5;

/// The lexicons of generated indexes, parsed once per process: Korean–English
/// (`data/ko-en.tsv`, from the Basic Korean Dictionary) and English synonyms
/// (`data/en-synonyms.tsv`, from WordNet 3.1); see `data/README.md`.
pub fn lexicons() -> [&'static Lexicon<'static>; 2] {
    static KOREAN: OnceLock<Lexicon<'static>> = OnceLock::new();
    static SYNONYMS: OnceLock<Lexicon<'static>> = OnceLock::new();
    [
        KOREAN.get_or_init(|| Lexicon::parse(include_str!("../data/ko-en.tsv"), TRANSLATION)),
        SYNONYMS.get_or_init(|| Lexicon::parse(include_str!("../data/en-synonyms.tsv"), SYNONYM)),
    ]
}

/// The index of `tools` (sorted by name, as `TOOLS` is), with the lexicons.
pub fn index(tools: &[ToolSchema]) -> Index {
    let refs: Vec<&ToolSchema> = tools.iter().collect();
    toolschema::retrieve::build(&refs, &lexicons())
}

/// The generated items, formatted, to follow the rest of the generated file.
pub(crate) fn rust(tools: &[ToolSchema]) -> String {
    let index = index(tools);
    let value = tokens(&index);
    let file = quote! {
        /// The retrieval index of [`TOOLS`], built at build time (see `toolschema::retrieve`).
        pub static RETRIEVAL_INDEX: ::toolschema::retrieve::Index = #value;

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
    prettyplease::unparse(&tree)
}

fn tokens(index: &Index) -> TokenStream {
    let cow = |items: Vec<Literal>| quote!(::std::borrow::Cow::Borrowed(&[#(#items),*]));
    let u32s = |v: &[u32]| cow(v.iter().map(|&x| Literal::u32_unsuffixed(x)).collect());
    let f32s = |v: &[f32]| cow(v.iter().map(|&x| Literal::f32_unsuffixed(x)).collect());
    let u64s = |v: &[u64]| cow(v.iter().map(|&x| Literal::u64_unsuffixed(x)).collect());
    let docs = index.docs;
    let terms = index.terms.as_ref();
    let lexicon = index.lexicon.as_ref();
    let (term_ends, idf) = (u32s(&index.term_ends), f32s(&index.idf));
    let (posting_ends, posting_docs) = (u32s(&index.posting_ends), u32s(&index.posting_docs));
    let posting_weights = f32s(&index.posting_weights);
    let (gram_keys, gram_ends, gram_terms) = (u64s(&index.gram_keys), u32s(&index.gram_ends), u32s(&index.gram_terms));
    let (lexicon_ends, translation_ends) = (u32s(&index.lexicon_ends), u32s(&index.translation_ends));
    let (translation_terms, translation_weights) = (u32s(&index.translation_terms), f32s(&index.translation_weights));
    let unseen_idf = Literal::f32_unsuffixed(index.unseen_idf);
    quote! {
        ::toolschema::retrieve::Index {
            docs: #docs,
            terms: ::std::borrow::Cow::Borrowed(#terms),
            term_ends: #term_ends,
            idf: #idf,
            posting_ends: #posting_ends,
            posting_docs: #posting_docs,
            posting_weights: #posting_weights,
            gram_keys: #gram_keys,
            gram_ends: #gram_ends,
            gram_terms: #gram_terms,
            lexicon: ::std::borrow::Cow::Borrowed(#lexicon),
            lexicon_ends: #lexicon_ends,
            translation_ends: #translation_ends,
            translation_terms: #translation_terms,
            translation_weights: #translation_weights,
            unseen_idf: #unseen_idf,
        }
    }
}
