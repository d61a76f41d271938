//! `GRAPH`, the tool graph as a constant beside `TOOLS`: every list it borrows is a `const`
//! of the private module `__tsg`, written once however many tools share it (the producers of
//! a type, for every tool that takes it).

use std::collections::HashMap;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use toolschema::graph::{Graph, Input, Producer};
use toolschema::Text;

use crate::print;

/// The generated items, `GRAPH` formatted and its lists one to a line, to follow the rest of
/// the generated file.
pub(crate) fn rust(graph: &Graph) -> String {
    let mut lists = Lists::default();
    let tools: Vec<TokenStream> = graph
        .tools
        .iter()
        .map(|links| {
            let tool = &*links.tool;
            let inputs = lists.inputs(&links.inputs);
            let consumers = lists.names(&links.consumers);
            let prerequisites = lists.names(&links.prerequisites);
            quote!(__g::Links::new(#tool, #inputs, #consumers, #prerequisites))
        })
        .collect();
    let graph = quote! {
        /// The tool graph of [`TOOLS`]: for each tool that takes a type of this crate another
        /// tool produces, or produces one another takes, its inputs with their producers, its
        /// consumers and its prerequisites (see `toolschema::graph`).
        pub const GRAPH: ::toolschema::graph::Graph =
            ::toolschema::graph::Graph { tools: ::std::borrow::Cow::Borrowed(__tsg::TOOLS) };
    };
    let head = quote! {
        /// The lists [`GRAPH`] borrows, each written once.
        mod __tsg
    };
    let first = [
        quote!(
            use ::toolschema::graph as __g;
        ),
        quote!(pub(super) const TOOLS: &[__g::Links] = &[#(#tools),*];),
    ];
    format!("\n{}{}", print::formatted(graph), print::module(head, first.into_iter().chain(lists.items)))
}

/// The `const` lists of `__tsg`, each written once.
#[derive(Default)]
struct Lists {
    items: Vec<TokenStream>,
    seen: HashMap<String, syn::Ident>,
}

impl Lists {
    /// The name of a `const` of type `&[ty]` holding `values`, made on first use.
    fn list(&mut self, prefix: &str, ty: TokenStream, values: Vec<TokenStream>) -> TokenStream {
        let value = quote!(&[#(#values),*]);
        let key = format!("{ty}={value}");
        if let Some(ident) = self.seen.get(&key) {
            return quote!(#ident);
        }
        let ident = format_ident!("{prefix}{}", self.items.len());
        self.items.push(quote!(pub(super) const #ident: &[#ty] = #value;));
        self.seen.insert(key, ident.clone());
        quote!(#ident)
    }

    fn names(&mut self, names: &[Text]) -> TokenStream {
        let values = names.iter().map(|n| {
            let n = &**n;
            quote!(__g::name(#n))
        });
        self.list("N", quote!(__g::Text), values.collect())
    }

    fn producers(&mut self, producers: &[Producer]) -> TokenStream {
        let values = producers.iter().map(|p| {
            let (tool, path, many, maybe) = (&*p.tool, &*p.path, p.many, p.maybe);
            quote!(__g::Producer::new(#tool, #path, #many, #maybe))
        });
        self.list("P", quote!(__g::Producer), values.collect())
    }

    fn inputs(&mut self, inputs: &[Input]) -> TokenStream {
        let values: Vec<TokenStream> = inputs
            .iter()
            .map(|i| {
                let (param, ty, listed) = (&*i.param, &*i.ty, i.listed);
                let producers = self.producers(&i.producers);
                quote!(__g::Input::new(#param, #ty, #listed, #producers))
            })
            .collect();
        self.list("I", quote!(__g::Input), values)
    }
}
