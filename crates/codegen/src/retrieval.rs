//! The retrieval index of the tools as a `static`, with `retrieve` and `retriever`: built
//! here, at build time, from the lowered tools and the lexicons of `toolschema-retrieve`,
//! for a tools crate whose build script asks for it ([`crate::Build::retrieval`]).

use quote::quote;
use toolschema::ToolSchema;

/// The file, beside the generated Rust in `OUT_DIR`, that holds the index's bytes.
pub const INDEX_FILE: &str = "retrieval.idx";

/// The generated items, formatted, to follow the rest of the generated file, and the bytes
/// of the index they `include_bytes!` from [`INDEX_FILE`] in `OUT_DIR`. The index is
/// data rustc copies rather than a literal it parses and type-checks: a few hundred bytes of
/// Rust whatever the catalogue.
pub(crate) fn rust(tools: &[ToolSchema]) -> (String, Vec<u8>) {
    let index = toolschema_retrieve::index_of(tools);
    let path = format!("/{INDEX_FILE}");
    let file = quote! {
        /// The retrieval index of [`TOOLS`], built at build time (see `toolschema_retrieve`).
        pub static RETRIEVAL_INDEX: ::toolschema_retrieve::Index =
            ::toolschema_retrieve::Index::from_static(::core::include_bytes!(::core::concat!(::core::env!("OUT_DIR"), #path)));

        /// The `k` tools that best fit `query`, best first, with their scores in `[0, 1]`
        /// and their prerequisites in [`GRAPH`]; ties are broken by name (see
        /// `toolschema_retrieve` for the rules).
        pub fn retrieve(query: &str, k: usize) -> ::std::vec::Vec<::toolschema_retrieve::Hit<'static>> {
            ::toolschema_retrieve::search(&RETRIEVAL_INDEX, TOOLS, &GRAPH, query, k)
        }

        /// A [`::toolschema_retrieve::Retriever`] over [`TOOLS`] and [`GRAPH`], to add
        /// embeddings to.
        pub fn retriever() -> ::toolschema_retrieve::Retriever<'static> {
            ::toolschema_retrieve::Retriever::from_static(&RETRIEVAL_INDEX, TOOLS).with_graph(&GRAPH)
        }
    };
    (crate::print::formatted(file), index.bytes().to_vec())
}
