//! Function signatures read from the lexer's tokens, without `syn`: the fast path of the scan
//! for the plain functions most tools are.
//!
//! `syn` spent most of `gen-schemas`' time on a big tools crate in the functions' signatures
//! (its speculative parses of a receiver and a pattern before each parameter's type), though a
//! tool's signature is nearly always the same few shapes. [`read`] accepts exactly those: an
//! optional `pub`, an optional `async`, `fn`, a name, lifetime parameters (with bounds),
//! parameters that are a plain name and a type, and a return type, right before the body;
//! types that are paths with generic arguments, references, slices, arrays of a decimal
//! length, tuples and parentheses. Anything else (`where`, a type or const parameter, a
//! pattern, `self`, `impl`, `dyn`, a function pointer, `unsafe`, `extern`, an attribute…)
//! is `None`, and the function is left to `syn` as before, which also reports whatever is
//! wrong with it. So what `read` accepts is a signature `syn` parses, meaning what `syn`
//! makes of it: the prescan test holds both to that, on every file of the workspace.

use std::ops::Range;

use crate::lex::{self, Delim, Kind, Token};

/// A function's signature, its positions as byte offsets in its file.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Signature {
    /// `pub`.
    pub public: bool,
    /// `async`.
    pub is_async: bool,
    /// The name, `r#` dropped.
    pub name: String,
    /// Where the name starts (at `r#` for a raw one).
    pub name_at: usize,
    /// From `async` or `fn` to the end of the return type, as `syn::Signature` parses it.
    pub text: Range<usize>,
    pub params: Vec<Param>,
    /// The return type; `None` for `()` left out.
    pub output: Option<Ty>,
}

/// A parameter: a plain name and its type.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Param {
    /// The name, `r#` dropped.
    pub name: String,
    pub name_at: usize,
    pub ty: Ty,
}

/// A type and the bytes it is written in.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Ty {
    pub span: Range<usize>,
    pub node: TyNode,
}

/// The types a fast signature may have.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum TyNode {
    /// `a::b::C<T, U>`: each segment's name (`r#` dropped) and generic type arguments
    /// (lifetime arguments are dropped, as the mapping ignores them).
    Path { leading_colon: bool, segments: Vec<(String, Vec<Ty>)> },
    /// `&T`, `&'a mut T`.
    Ref { mutable: bool, elem: Box<Ty> },
    /// `[T]`.
    Slice(Box<Ty>),
    /// `[T; N]` with `N` a decimal integer literal.
    Array { elem: Box<Ty>, len: Option<u64> },
    /// `()`, `(A,)`, `(A, B)`.
    Tuple(Vec<Ty>),
    /// `(T)`.
    Paren(Box<Ty>),
}

/// Reads the signature in `text[range]`: from the function's first token after its doc
/// comments (`pub`, `async` or `fn`) to just before the `{` of its body. `None` when it is
/// not one of the shapes of the module docs.
pub(crate) fn read(text: &str, range: Range<usize>) -> Option<Signature> {
    let tokens = lex::lex(&text[range.clone()])?;
    let mut reader = Reader { text, tokens: &tokens, at: 0, base: range.start, depth: 0 };
    let signature = reader.signature()?;
    reader.done().then_some(signature)
}

/// Nesting of types beyond which a signature is left to `syn` (which has no limit of its
/// own, but no tool has a type this deep).
const MAX_DEPTH: usize = 64;

struct Reader<'t> {
    text: &'t str,
    tokens: &'t [Token],
    at: usize,
    /// The byte offset of the tokens' text in `text`.
    base: usize,
    depth: usize,
}

impl Reader<'_> {
    fn signature(&mut self) -> Option<Signature> {
        let public = self.keyword("pub");
        let start = self.start()?;
        let is_async = self.keyword("async");
        if !self.keyword("fn") {
            return None;
        }
        let (name, name_at) = self.name()?;
        if self.punct('<') {
            self.lifetime_params()?;
        }
        self.open(Delim::Paren)?;
        let mut params = Vec::new();
        while !self.close(Delim::Paren) {
            let (name, name_at) = self.name()?;
            self.colon()?;
            let ty = self.ty()?;
            params.push(Param { name, name_at, ty });
            if !self.punct(',') {
                self.close(Delim::Paren).then_some(())?;
                break;
            }
        }
        let output = if self.joint_pair('-', '>') { Some(self.ty()?) } else { None };
        let end = self.tokens.get(self.at.checked_sub(1)?)?.end + self.base;
        Some(Signature { public, is_async, name, name_at, text: start..end, params, output })
    }

    /// Lifetime parameters, after `<`: `'a`, `'b: 'a + 'c`, to the `>`.
    fn lifetime_params(&mut self) -> Option<()> {
        loop {
            if self.punct('>') {
                return Some(());
            }
            self.lifetime_name()?;
            if self.punct(':') {
                self.lifetime()?;
                while self.punct('+') {
                    self.lifetime()?;
                }
            }
            if !self.punct(',') {
                return self.punct('>').then_some(());
            }
        }
    }

    fn ty(&mut self) -> Option<Ty> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return None;
        }
        let start = self.start()?;
        let node = if self.punct('&') {
            if self.peek_kind() == Some(Kind::Lifetime) {
                self.lifetime()?;
            }
            let mutable = self.keyword("mut");
            TyNode::Ref { mutable, elem: Box::new(self.ty()?) }
        } else if self.open(Delim::Bracket).is_some() {
            let elem = Box::new(self.ty()?);
            if self.punct(';') {
                let len = self.decimal()?;
                self.close(Delim::Bracket).then_some(())?;
                TyNode::Array { elem, len: Some(len) }
            } else {
                self.close(Delim::Bracket).then_some(())?;
                TyNode::Slice(elem)
            }
        } else if self.open(Delim::Paren).is_some() {
            let mut elems = Vec::new();
            let mut trailing_comma = false;
            while !self.close(Delim::Paren) {
                elems.push(self.ty()?);
                trailing_comma = self.punct(',');
                if !trailing_comma {
                    self.close(Delim::Paren).then_some(())?;
                    break;
                }
            }
            if elems.len() == 1 && !trailing_comma {
                TyNode::Paren(Box::new(elems.pop()?))
            } else {
                TyNode::Tuple(elems)
            }
        } else {
            self.path()?
        };
        self.depth -= 1;
        let end = self.tokens.get(self.at - 1)?.end + self.base;
        Some(Ty { span: start..end, node })
    }

    /// A type path: `::`? segment (`::` segment)*, each segment a name with optional generic
    /// arguments (types and lifetimes). `self`, `super`, `crate` and `Self` only where `syn`
    /// takes them: first, or `super` after `self`/`super`.
    fn path(&mut self) -> Option<TyNode> {
        let leading_colon = self.joint_pair(':', ':');
        let mut segments: Vec<(String, Vec<Ty>)> = Vec::new();
        loop {
            let token = self.next()?;
            if token.kind != Kind::Ident {
                return None;
            }
            let word = self.word(token);
            let allowed = match word {
                "crate" | "self" | "Self" => segments.is_empty() && !leading_colon,
                "super" => segments.iter().all(|(s, _)| s == "self" || s == "super") && !leading_colon,
                w => !is_keyword(w),
            };
            if !allowed {
                return None;
            }
            let name = word.strip_prefix("r#").unwrap_or(word);
            if word.starts_with("r#") && matches!(name, "self" | "Self" | "super" | "crate" | "_") {
                return None;
            }
            let name = name.to_string();
            let args = if self.punct('<') { self.generic_args()? } else { Vec::new() };
            segments.push((name, args));
            if !self.joint_pair(':', ':') {
                break;
            }
        }
        // `Self` ends a path, as `syn` has it (`Self::Item` aside, which no tool names).
        if segments.len() > 1 && segments.iter().any(|(s, _)| s == "Self") {
            return None;
        }
        Some(TyNode::Path { leading_colon, segments })
    }

    /// Generic arguments after `<`, to the `>`: types and lifetimes.
    fn generic_args(&mut self) -> Option<Vec<Ty>> {
        let mut args = Vec::new();
        loop {
            if self.punct('>') {
                return Some(args);
            }
            if self.peek_kind() == Some(Kind::Lifetime) {
                self.lifetime()?;
            } else {
                args.push(self.ty()?);
            }
            if !self.punct(',') {
                return self.punct('>').then_some(args);
            }
        }
    }

    /// A decimal integer literal, underscores allowed, no suffix but `usize`.
    fn decimal(&mut self) -> Option<u64> {
        let token = self.next()?;
        if token.kind != Kind::Literal {
            return None;
        }
        let literal = self.word(token);
        let digits = literal.strip_suffix("usize").unwrap_or(literal);
        if !digits.starts_with(|c: char| c.is_ascii_digit()) || !digits.bytes().all(|b| b.is_ascii_digit() || b == b'_')
        {
            return None;
        }
        let digits: String = digits.chars().filter(char::is_ascii_digit).collect();
        digits.parse().ok()
    }

    /// A name that is not a keyword (raw names are), with its offset.
    fn name(&mut self) -> Option<(String, usize)> {
        let token = self.next()?;
        let word = self.word(token);
        if token.kind != Kind::Ident || is_keyword(word) {
            return None;
        }
        let name = word.strip_prefix("r#").unwrap_or(word);
        // `r#self` and the like are not raw identifiers.
        if word.starts_with("r#") && matches!(name, "self" | "Self" | "super" | "crate" | "_") {
            return None;
        }
        Some((name.to_string(), token.start + self.base))
    }

    /// A lifetime argument (`'a`, `'static`, `'_`).
    fn lifetime(&mut self) -> Option<()> {
        (self.next()?.kind == Kind::Lifetime).then_some(())
    }

    /// A lifetime parameter's name: neither `'_` nor `'static`, which rustc refuses there.
    fn lifetime_name(&mut self) -> Option<()> {
        let token = self.next()?;
        (token.kind == Kind::Lifetime && !matches!(self.word(token), "'_" | "'static")).then_some(())
    }

    fn keyword(&mut self, word: &str) -> bool {
        let found = self.tokens.get(self.at).is_some_and(|t| t.kind == Kind::Ident && self.word(*t) == word);
        self.at += usize::from(found);
        found
    }

    /// The punctuation character `c`. (`>>` is two `>`, as `syn` reads a type's closing
    /// brackets; where a character must not start a longer operator, the caller checks.)
    fn punct(&mut self, c: char) -> bool {
        let found = self.tokens.get(self.at).is_some_and(|t| t.kind == Kind::Punct && self.is(*t, c));
        self.at += usize::from(found);
        found
    }

    /// The `:` between a parameter's name and its type: not the first of a `::`.
    fn colon(&mut self) -> Option<()> {
        let t = *self.tokens.get(self.at)?;
        if t.kind != Kind::Punct || !self.is(t, ':') || self.adjacent_punct(self.at, ':') {
            return None;
        }
        self.at += 1;
        Some(())
    }

    /// Two punctuation characters written together (`::`, `->`).
    fn joint_pair(&mut self, a: char, b: char) -> bool {
        let found = self.tokens.get(self.at).is_some_and(|t| t.kind == Kind::Punct && self.is(*t, a))
            && self.adjacent_punct(self.at, b);
        self.at += 2 * usize::from(found);
        found
    }

    /// Whether the token after `at` is the punctuation character `c`, with nothing between.
    fn adjacent_punct(&self, at: usize, c: char) -> bool {
        match (self.tokens.get(at), self.tokens.get(at + 1)) {
            (Some(t), Some(n)) => n.kind == Kind::Punct && n.start == t.end && self.is(*n, c),
            _ => false,
        }
    }

    fn open(&mut self, delim: Delim) -> Option<()> {
        let found = self.tokens.get(self.at).is_some_and(|t| t.kind == Kind::Open(delim));
        self.at += usize::from(found);
        found.then_some(())
    }

    fn close(&mut self, delim: Delim) -> bool {
        let found = self.tokens.get(self.at).is_some_and(|t| t.kind == Kind::Close(delim));
        self.at += usize::from(found);
        found
    }

    fn next(&mut self) -> Option<Token> {
        let token = *self.tokens.get(self.at)?;
        self.at += 1;
        Some(token)
    }

    fn peek_kind(&self) -> Option<Kind> {
        self.tokens.get(self.at).map(|t| t.kind)
    }

    /// Where the next token starts, in the file.
    fn start(&self) -> Option<usize> {
        Some(self.tokens.get(self.at)?.start + self.base)
    }

    fn done(&self) -> bool {
        self.at == self.tokens.len()
    }

    fn word(&self, token: Token) -> &str {
        &self.text[self.base + token.start..self.base + token.end]
    }

    fn is(&self, token: Token, c: char) -> bool {
        self.word(token).starts_with(c)
    }
}

/// Rust's strict and reserved keywords (and the weak ones that `syn` reads as keywords in some
/// places), which are no names: a signature using one as a name is `syn`'s to judge.
fn is_keyword(word: &str) -> bool {
    matches!(
        word,
        "as" | "break"
            | "const"
            | "continue"
            | "crate"
            | "else"
            | "enum"
            | "extern"
            | "false"
            | "fn"
            | "for"
            | "if"
            | "impl"
            | "in"
            | "let"
            | "loop"
            | "match"
            | "mod"
            | "move"
            | "mut"
            | "pub"
            | "ref"
            | "return"
            | "self"
            | "Self"
            | "static"
            | "struct"
            | "super"
            | "trait"
            | "true"
            | "type"
            | "unsafe"
            | "use"
            | "where"
            | "while"
            | "async"
            | "await"
            | "dyn"
            | "abstract"
            | "become"
            | "box"
            | "do"
            | "final"
            | "macro"
            | "override"
            | "priv"
            | "typeof"
            | "unsized"
            | "virtual"
            | "yield"
            | "try"
            | "gen"
            | "union"
            | "auto"
            | "default"
            | "macro_rules"
            | "raw"
            | "safe"
            | "_"
    )
}

#[cfg(test)]
pub(crate) mod tests {
    use super::{read, Signature, Ty, TyNode};
    use crate::scan::{pos, SourceFile};

    /// Asserts that `sig`, read from `file`, is what `syn` read as `f`: visibility, name,
    /// parameters and types, each at the same place, and a text that parses as `f`'s signature.
    pub(crate) fn same_as_syn(what: &str, file: &SourceFile, f: &syn::ItemFn, sig: &Signature) {
        assert_eq!(matches!(f.vis, syn::Visibility::Public(_)), sig.public, "{what}");
        assert!(matches!(f.vis, syn::Visibility::Public(_) | syn::Visibility::Inherited), "{what}");
        let s = &f.sig;
        assert!(s.constness.is_none() && s.unsafety.is_none() && s.abi.is_none() && s.variadic.is_none(), "{what}");
        assert!(s.generics.where_clause.is_none(), "{what}");
        assert!(s.generics.params.iter().all(|p| matches!(p, syn::GenericParam::Lifetime(_))), "{what}");
        assert_eq!(s.asyncness.is_some(), sig.is_async, "{what}");
        assert_eq!(crate::scan::unraw(&s.ident), sig.name, "{what}");
        assert_eq!(file.pos_at(sig.name_at), pos(s.ident.span()), "{what}");
        let reparsed: syn::Signature = syn::parse_str(&file.text[sig.text.clone()]).expect("the text parses");
        assert_eq!(&reparsed, s, "{what}: its text is not its signature");
        assert_eq!(s.inputs.len(), sig.params.len(), "{what}");
        for (input, param) in s.inputs.iter().zip(&sig.params) {
            let syn::FnArg::Typed(typed) = input else { panic!("{what}: a receiver read as {param:?}") };
            let syn::Pat::Ident(ident) = &*typed.pat else { panic!("{what}: a pattern read as {param:?}") };
            assert!(ident.by_ref.is_none() && ident.mutability.is_none() && ident.subpat.is_none(), "{what}");
            assert!(typed.attrs.is_empty(), "{what}");
            assert_eq!(crate::scan::unraw(&ident.ident), param.name, "{what}");
            assert_eq!(file.pos_at(param.name_at), pos(ident.ident.span()), "{what}");
            assert_eq!(from_syn(&typed.ty, file).as_ref(), Some(&param.ty), "{what}: parameter {}", param.name);
        }
        match &s.output {
            syn::ReturnType::Default => assert_eq!(sig.output, None, "{what}"),
            syn::ReturnType::Type(_, ty) => assert_eq!(from_syn(ty, file), sig.output, "{what}: its return type"),
        }
    }

    /// A `syn` type as `signatures` would read it, spans and all; `None` for a shape it does
    /// not read.
    fn from_syn(ty: &syn::Type, file: &SourceFile) -> Option<Ty> {
        let span = syn::spanned::Spanned::span(ty);
        let byte = |at: proc_macro2::LineColumn| {
            let line = file.line(at.line).unwrap();
            file.line_starts_at(at.line) + line.char_indices().nth(at.column).map_or(line.len(), |(b, _)| b)
        };
        let node = match ty {
            syn::Type::Path(p) if p.qself.is_none() => TyNode::Path {
                leading_colon: p.path.leading_colon.is_some(),
                segments: p
                    .path
                    .segments
                    .iter()
                    .map(|s| {
                        let args = match &s.arguments {
                            syn::PathArguments::None => Vec::new(),
                            syn::PathArguments::AngleBracketed(a) => a
                                .args
                                .iter()
                                .filter_map(|a| match a {
                                    syn::GenericArgument::Type(t) => Some(from_syn(t, file)),
                                    syn::GenericArgument::Lifetime(_) => None,
                                    _ => Some(None),
                                })
                                .collect::<Option<Vec<_>>>()?,
                            syn::PathArguments::Parenthesized(_) => return None,
                        };
                        Some((crate::scan::unraw(&s.ident), args))
                    })
                    .collect::<Option<Vec<_>>>()?,
            },
            syn::Type::Reference(r) => {
                TyNode::Ref { mutable: r.mutability.is_some(), elem: Box::new(from_syn(&r.elem, file)?) }
            }
            syn::Type::Slice(s) => TyNode::Slice(Box::new(from_syn(&s.elem, file)?)),
            syn::Type::Array(a) => {
                let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(n), .. }) = &a.len else { return None };
                TyNode::Array { elem: Box::new(from_syn(&a.elem, file)?), len: Some(n.base10_parse().ok()?) }
            }
            syn::Type::Tuple(t) => TyNode::Tuple(t.elems.iter().map(|e| from_syn(e, file)).collect::<Option<_>>()?),
            syn::Type::Paren(p) => TyNode::Paren(Box::new(from_syn(&p.elem, file)?)),
            _ => return None,
        };
        Some(Ty { span: byte(span.start())..byte(span.end()), node })
    }

    /// Signatures of every shape `read` takes, and some it leaves to `syn`.
    const SIGNATURES: &[&str] = &[
        "pub fn a(x: u8)",
        "pub async fn b<'a, 'b: 'a>(x: &'a str, y: &'b mut Vec<Vec<u8>>) -> Result<String, String>",
        "fn c(r#type: r#u8, z: [u8; 1_0], t: (u8,), u: (u8), v: (), w: &[String],) -> ::std::string::String",
        "pub fn d(x: std::collections::HashMap<String, (u32, bool)>, y: Option<&'static str>) -> self::S",
        "pub fn e(x: super::super::S, y: crate::m::T<'a, u8>, z: Self) -> [Option<u8>; 3usize]",
        "pub fn f<T>(x: T) where T: Clone",
        "pub fn g(x: impl Iterator<Item = u8>, y: Box<dyn Fn(u8) -> u8 + Send>) -> !",
        "pub(crate) fn h(mut x: u8, _: u16, (a, b): (u8, u8))",
        "pub const unsafe extern \"C\" fn i(x: *const u8, y: fn(u8) -> u8, z: <T as X>::Y)",
    ];

    #[test]
    fn reads_the_common_shapes_and_leaves_the_rest() {
        for (i, text) in SIGNATURES.iter().enumerate() {
            let read = read(text, 0..text.len());
            assert_eq!(read.is_some(), i < 5, "{text}");
            if let Some(sig) = read {
                let file = SourceFile::new("t".into(), format!("{text} {{}}"));
                let f: syn::ItemFn = syn::parse_str(&file.text).unwrap();
                same_as_syn(text, &file, &f, &sig);
            }
        }
        let sig = read(SIGNATURES[2], 0..SIGNATURES[2].len()).unwrap();
        assert_eq!(sig.params[0].name, "type", "raw names lose their `r#`");
        assert!(matches!(&sig.params[0].ty.node, TyNode::Path { segments, .. } if segments[0].0 == "u8"));
        assert!(matches!(sig.params[2].ty.node, TyNode::Tuple(ref t) if t.len() == 1));
        assert!(matches!(sig.params[3].ty.node, TyNode::Paren(_)));
    }

    /// Whatever `read` takes, `syn` parses as the same signature: checked on many mutants of
    /// the signatures above (tokens deleted, repeated, swapped, or inserted from a list of
    /// troublemakers).
    #[test]
    fn whatever_it_reads_syn_reads_the_same() {
        const INSERTS: &[&str] = &[
            "<", ">", ",", ":", "::", "&", "'a", "'_", "mut", "dyn", "impl", "(", ")", "[", "]", ";", "3", "->", "u8",
            "where", "Self", "self", "super", "crate", "r#type", "_", "#", "!", "+", "=", "async", "pub", "fn", "..",
            "?", "*", "'static", "0x3", "3u8", "{", "}",
        ];
        let mut rng = crate::body_check::tests::Rng(0x2545_f491_4f6c_dd1d);
        let mut random = |n: usize| rng.below(n);
        let (mut mutants, mut read_some) = (0, 0);
        for base in SIGNATURES {
            let tokens: Vec<&str> =
                crate::lex::lex(base).expect("the signatures lex").iter().map(|t| &base[t.start..t.end]).collect();
            for _ in 0..10_000 {
                let mut m: Vec<&str> = tokens.clone();
                for _ in 0..1 + random(2) * random(3) {
                    let at = random(m.len() + 1);
                    match random(6) {
                        0 if at < m.len() => {
                            m.remove(at);
                        }
                        1 if at < m.len() => m.insert(at, m[at]),
                        2 if at + 1 < m.len() => m.swap(at, at + 1),
                        // Another token of the signature in its place: mostly still a signature.
                        3 | 4 if at < m.len() => m[at] = tokens[random(tokens.len())],
                        _ => m.insert(at, INSERTS[random(INSERTS.len())]),
                    }
                }
                // Spaced, or glued where punctuation meets punctuation (`:` `:` is `::` only
                // glued; words glued would only make other words).
                let text = if random(4) == 0 {
                    m.iter().enumerate().fold(String::new(), |mut t, (i, token)| {
                        let word = |s: &str| s.starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '\'');
                        if i > 0 && (word(m[i - 1]) || word(token)) {
                            t.push(' ');
                        }
                        t.push_str(token);
                        t
                    })
                } else {
                    m.join(" ")
                };
                mutants += 1;
                let Some(sig) = read(&text, 0..text.len()) else { continue };
                read_some += 1;
                let file = SourceFile::new("m".into(), format!("{text} {{}}"));
                let f: syn::ItemFn = syn::parse_str(&file.text).unwrap_or_else(|e| panic!("`{text}`: read, but {e}"));
                same_as_syn(&text, &file, &f, &sig);
            }
        }
        assert!(read_some > mutants / 100, "{read_some} of {mutants} read: the test tells nothing");
    }
}
