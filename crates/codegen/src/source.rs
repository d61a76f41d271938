//! From `syn` to the core crate's view of a function: doc fragments, parameters and types,
//! each with the position it was written at.

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::{Attribute, FnArg, Pat, ReturnType, Type};
use toolschema::doc::DocFragment;
use toolschema::lower::{ParamSource, ToolSource};
use toolschema::rust_type::Segment;
use toolschema::{Diagnostic, Pos, RustType};

use crate::resolve::{Res, Scope};
use crate::scan::{pos, unraw, FoundFn, SourceFile};

/// The function as the core crate sees it, and the problems that stop it being one.
pub(crate) fn tool_source(found: &FoundFn, file: &SourceFile, scope: Scope<'_>) -> (ToolSource, Vec<Diagnostic>) {
    let (sig, attrs) = (&found.item.sig, &found.item.attrs);
    let name = unraw(&sig.ident);
    let mut problems = Vec::new();
    let mut refuse = |span: Span, what: &str| {
        problems.push(Diagnostic::error(pos(span), format!("tool `{name}` {what}")));
    };
    // Lifetime parameters are fine: dispatch lends every borrowed argument for the call.
    for param in &sig.generics.params {
        match param {
            syn::GenericParam::Type(t) => refuse(
                t.ident.span(),
                &format!(
                    "is generic over the type `{}`: a tool's parameter types must be known at build time",
                    t.ident
                ),
            ),
            syn::GenericParam::Const(c) => refuse(
                c.ident.span(),
                &format!(
                    "is generic over the constant `{}`: a tool's parameter types must be known at build time",
                    c.ident
                ),
            ),
            syn::GenericParam::Lifetime(_) => {}
        }
    }
    if let Some(unsafety) = &sig.unsafety {
        refuse(unsafety.span(), "is `unsafe`: dispatch would call it without any of the checks it needs");
    }
    if let Some(abi) = &sig.abi {
        refuse(abi.span(), "has an `extern` ABI: write a plain Rust function");
    }
    if let Some(variadic) = &sig.variadic {
        refuse(variadic.span(), "is variadic");
    }
    let mut params = Vec::new();
    for input in &sig.inputs {
        match input {
            FnArg::Typed(arg) => match &*arg.pat {
                Pat::Ident(ident) if ident.subpat.is_none() => {
                    let (ty_text, ty) = typed(&arg.ty, file, scope);
                    params.push(ParamSource {
                        name: unraw(&ident.ident),
                        pos: pos(ident.ident.span()),
                        ty,
                        ty_text,
                        ty_pos: pos(arg.ty.span()),
                    })
                }
                other => refuse(other.span(), "takes a parameter pattern: give each parameter a plain name"),
            },
            FnArg::Receiver(receiver) => refuse(receiver.span(), "takes `self`"),
        }
    }
    let (returns, returns_ty) = match &sig.output {
        ReturnType::Default => (None, None),
        ReturnType::Type(_, ty) => {
            let (text, ty) = typed(ty, file, scope);
            (Some(text), Some(ty))
        }
    };
    problems.extend(crate::types::ignored_docs(attrs, file, &format!("tool `{name}`")));
    let source = ToolSource {
        name: name.clone(),
        pos: pos(sig.ident.span()),
        doc: doc_fragments(attrs, file),
        params,
        returns,
        returns_ty,
        is_async: sig.asyncness.is_some(),
    };
    (source, problems)
}

/// A type as written (whitespace collapsed) and as the core crate sees it. A type written
/// alike in one module is the same type: the scope's memo keeps each by its text, since a
/// crate of many tools writes `String` and `Option<u32>` thousands of times.
fn typed(ty: &Type, file: &SourceFile, scope: Scope<'_>) -> (String, RustType) {
    let text = written(ty, file);
    if let Some(known) = scope.memo.and_then(|m| m.typed(scope.module, &text)) {
        return (text, known);
    }
    let rust = rust_type(ty, file, scope);
    if let Some(memo) = scope.memo {
        memo.keep_typed(scope.module, &text, &rust);
    }
    (text, rust)
}

/// The `#[doc]` attributes, each with the position of its first character of text.
pub(crate) fn doc_fragments(attrs: &[Attribute], file: &SourceFile) -> Vec<DocFragment> {
    let mut fragments = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("doc")) {
        let syn::Meta::NameValue(nv) = &attr.meta else { continue };
        let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(lit), .. }) = &nv.value else { continue };
        let start = pos(attr.span());
        let at = text_at(file, start);
        let (text_pos, block) = if at.starts_with("///") {
            (start.shifted(3), false)
        } else if at.starts_with("/**") {
            (start.shifted(3), true)
        } else {
            (pos(lit.span()).shifted(1), false)
        };
        // A `///` line's text is the rest of its line, as written: taken from the source, it
        // skips turning the literal back into text and unescaping it, which was a tenth of
        // `gen-schemas`. A line ending in `\r` is left to `syn`.
        let text = match at.strip_prefix("///") {
            Some(rest) if !block && !rest.contains('\r') => {
                debug_assert_eq!(rest, lit.value(), "a `///` line's text is its literal's value");
                rest.to_owned()
            }
            _ => lit.value(),
        };
        fragments.push(DocFragment { text, pos: text_pos, block });
    }
    fragments
}

/// The source text from `at` to the end of its line.
fn text_at(file: &SourceFile, at: Pos) -> &str {
    let Some(line) = file.line(at.line as usize) else { return "" };
    let byte = line.char_indices().nth(at.column as usize - 1).map_or(line.len(), |(b, _)| b);
    &line[byte..]
}

/// A node's source text as written, whitespace runs collapsed to one space.
pub(crate) fn written(node: &dyn Spanned, file: &SourceFile) -> String {
    let span = node.span();
    let (start, end) = (span.start(), span.end());
    let mut text = String::new();
    for line_no in start.line..=end.line {
        let Some(line) = file.line(line_no) else { break };
        let from = if line_no == start.line { start.column } else { 0 };
        let to = if line_no == end.line { end.column } else { line.chars().count() };
        text.extend(line.chars().skip(from).take(to.saturating_sub(from)));
        text.push(' ');
    }
    collapsed(&text)
}

/// `text` with its whitespace runs collapsed to one space, and none at either end.
fn collapsed(text: &str) -> String {
    // Most types are written so already (`Option<Vec<String>>`, `HashMap<String, u32>`): a
    // copy, without the words split and joined again.
    let bytes = text.as_bytes();
    let space = |b: &u8| char::from(*b).is_whitespace();
    let already = text.is_ascii()
        && !bytes.first().is_some_and(space)
        && !bytes.last().is_some_and(space)
        && bytes.iter().all(|b| *b == b' ' || !space(b))
        && !bytes.windows(2).any(|w| w == b"  ");
    if already {
        return text.to_owned();
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Lowers a `syn` type into the core crate's [`RustType`], its paths resolved from `scope`
/// (`Order` imported from `crate::orders` becomes `crate::orders::Order`, where it is
/// defined; `Map` imported as `use std::collections::HashMap as Map`, that path). A path
/// that names no type is [`RustType::Other`], so that no type of the same name elsewhere is
/// taken for it.
pub(crate) fn rust_type(ty: &Type, file: &SourceFile, scope: Scope<'_>) -> RustType {
    let other = || RustType::Other(written(ty, file));
    match ty {
        Type::Path(path) if path.qself.is_none() => {
            let mut segments = Vec::new();
            for segment in &path.path.segments {
                let args = match &segment.arguments {
                    syn::PathArguments::None => Vec::new(),
                    syn::PathArguments::AngleBracketed(angle) => angle
                        .args
                        .iter()
                        .filter_map(|arg| match arg {
                            syn::GenericArgument::Type(t) => Some(rust_type(t, file, scope)),
                            _ => None,
                        })
                        .collect(),
                    syn::PathArguments::Parenthesized(_) => return other(),
                };
                segments.push(Segment { ident: unraw(&segment.ident), args });
            }
            resolved(segments, path.path.leading_colon.is_some(), scope).unwrap_or_else(other)
        }
        Type::Reference(r) => {
            RustType::Ref { mutable: r.mutability.is_some(), inner: Box::new(rust_type(&r.elem, file, scope)) }
        }
        Type::Slice(s) => RustType::Slice(Box::new(rust_type(&s.elem, file, scope))),
        Type::Array(a) => {
            let len = match &a.len {
                syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(n), .. }) => n.base10_parse().ok(),
                _ => None,
            };
            RustType::Array { elem: Box::new(rust_type(&a.elem, file, scope)), len }
        }
        Type::Tuple(t) => RustType::Tuple(t.elems.iter().map(|e| rust_type(e, file, scope)).collect()),
        Type::Paren(p) => rust_type(&p.elem, file, scope),
        Type::Group(g) => rust_type(&g.elem, file, scope),
        _ => other(),
    }
}

/// A path type with its path resolved from `scope`; `None` when it names no type (a module,
/// or nothing in scope), which the mapping then reports as written.
fn resolved(mut segments: Vec<Segment>, leading_colon: bool, scope: Scope<'_>) -> Option<RustType> {
    let idents: Vec<String> = segments.iter().map(|s| s.ident.clone()).collect();
    match scope.resolve(&idents, leading_colon)? {
        Res::Item(full) | Res::External(full) => {
            let last = segments.pop();
            segments = full[..full.len() - 1].iter().map(|i| Segment { ident: i.clone(), args: Vec::new() }).collect();
            segments.extend(last.map(|last| Segment { ident: full[full.len() - 1].clone(), ..last }));
        }
        Res::Prelude(_) => {}
        Res::Module(_) => return None,
    }
    Some(RustType::Path(segments))
}

#[cfg(test)]
mod tests {
    use super::collapsed;

    #[test]
    fn collapsed_is_the_words_joined_by_one_space() {
        for text in [
            "",
            " ",
            "String",
            "Option<Vec<String>>",
            "HashMap<String, u32>",
            "HashMap<String,  u32>",
            " String",
            "String ",
            "Vec<\tu8>",
            "Vec<\nu8>",
            "Vec<\r\nu8>",
            "Vec<\u{b}u8>",
            "Vec<\u{c}u8>",
            "Vec<\u{a0}u8>",
            "Vec<\u{3000}u8>",
            "Vec< u8 >",
            "é  ü",
        ] {
            assert_eq!(collapsed(text), text.split_whitespace().collect::<Vec<_>>().join(" "), "{text:?}");
        }
    }
}
