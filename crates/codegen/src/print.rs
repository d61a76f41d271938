//! The generated Rust as text: the API a user reads formatted by prettyplease, the bulky data
//! and bodies as token text, one item to a line.
//!
//! Why two ways: prettyplease formats a `syn::File`, and parsing the whole generated file
//! back into one (about 2.9 KB a tool) was half of a tools crate's build script in cargo's
//! default, unoptimised profile: 2.2 s of 4.1 s at 2,000 tools. rustc reads both alike. Its
//! notes quote the API (`pub fn dispatch(`, `pub static TOOLS`), which therefore stays
//! formatted; the schemas' nodes and each tool's reading and call are seen only when an error
//! points into them, and then a line is one item.

use std::fmt::Write;

use proc_macro2::TokenStream;

/// `items`, parsed and formatted by prettyplease.
pub(crate) fn formatted(items: TokenStream) -> String {
    let file = syn::parse2::<syn::File>(items).expect("the generator emits valid Rust");
    prettyplease::unparse(&file)
}

/// Each of `items` as token text on a line of its own.
pub(crate) fn lines(items: impl IntoIterator<Item = TokenStream>) -> String {
    let mut text = String::new();
    for item in items {
        let _ = writeln!(text, "{item}");
    }
    text
}

/// A module whose items are [`lines`]: `head` is its attributes and `mod name`.
pub(crate) fn module(head: TokenStream, items: impl IntoIterator<Item = TokenStream>) -> String {
    format!("\n{head} {{\n{}}}\n", lines(items))
}
