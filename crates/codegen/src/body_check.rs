//! A fast, conservative check that a function's body parses as `syn` parses it.
//!
//! `syn` builds full trees of every body only to find syntax errors (`crate::bodies`). This
//! reads the tokens of [`crate::lex`] with a grammar of statements, expressions, patterns and
//! types that follows `syn`'s parser step by step (the same decisions, in the same order, on
//! the same lookahead, joint punctuation included), over the part of Rust that bodies commonly
//! use. Its one rule: it never says "surely parses" of a body `syn` rejects. Whatever it does
//! not cover (attributes, items, labels, `unsafe` and `async` blocks, qualified paths, open
//! range patterns, trait objects, …) or is unsure of is "not sure", and `syn` reads that body.
//!
//! Being sure of less than `syn` accepts only costs time; the grammar is a subset of `syn`'s
//! (which accepts some things rustc rejects, such as `let` in any expression: so does this).

mod expr;
mod pat;
#[cfg(test)]
pub(crate) mod tests;
mod ty;

use crate::lex::{lex, Delim, Kind, Token};

use expr::Shape;

/// How deep statements, expressions, patterns and types may nest before the check is not sure:
/// bounded so that it never overflows the stack, whatever the body.
const MAX_DEPTH: usize = 256;

/// Whether `body`, a function's body with its braces, surely parses as `syn` parses it in its
/// function (braces, inner attributes, `Block::parse_within`). False means not sure.
pub(crate) fn surely_parses(body: &str) -> bool {
    let Some(tokens) = lex(body) else { return false };
    let mut p = Parser { text: body, toks: &tokens, pos: 0, depth: 0 };
    p.block().is_some() && p.pos == tokens.len()
}

/// A reading of a body's tokens. Every method returns `None` when it is not sure (from there
/// on nothing more is read), and on success leaves `pos` after what it read.
struct Parser<'a> {
    text: &'a str,
    toks: &'a [Token],
    pos: usize,
    depth: usize,
}

/// Words `syn` never takes for an identifier, and Rust's other reserved ones (`gen`).
fn is_keyword(word: &[u8]) -> bool {
    matches!(
        word,
        b"_" | b"abstract"
            | b"as"
            | b"async"
            | b"await"
            | b"become"
            | b"box"
            | b"break"
            | b"const"
            | b"continue"
            | b"crate"
            | b"do"
            | b"dyn"
            | b"else"
            | b"enum"
            | b"extern"
            | b"false"
            | b"final"
            | b"fn"
            | b"for"
            | b"gen"
            | b"if"
            | b"impl"
            | b"in"
            | b"let"
            | b"loop"
            | b"macro"
            | b"match"
            | b"mod"
            | b"move"
            | b"mut"
            | b"override"
            | b"priv"
            | b"pub"
            | b"ref"
            | b"return"
            | b"Self"
            | b"self"
            | b"static"
            | b"struct"
            | b"super"
            | b"trait"
            | b"true"
            | b"try"
            | b"type"
            | b"typeof"
            | b"unsafe"
            | b"unsized"
            | b"use"
            | b"virtual"
            | b"where"
            | b"while"
            | b"yield"
    )
}

impl<'a> Parser<'a> {
    // Lookahead, as `syn` peeks: by token, never past the end of the current group.

    fn kind(&self, i: usize) -> Option<Kind> {
        self.toks.get(i).map(|t| t.kind)
    }

    /// The text of the token at `i` (bytes: no char boundaries to check).
    fn text(&self, i: usize) -> &'a [u8] {
        self.toks.get(i).map_or(&[], |t| &self.text.as_bytes()[t.start..t.end])
    }

    /// The punctuation character `c` at `i`, whatever follows (`Token![&]` also sees `&&`).
    fn punct(&self, i: usize, c: u8) -> bool {
        self.toks.get(i).is_some_and(|t| t.kind == Kind::Punct && self.text.as_bytes()[t.start] == c)
    }

    /// The punctuation `s` from `i`, each character but the last joint to the next, as
    /// `syn` peeks `Token![::]`, `Token![..=]`.
    fn puncts(&self, i: usize, s: &[u8]) -> bool {
        s.iter().enumerate().all(|(k, &c)| self.punct(i + k, c) && (k + 1 == s.len() || self.toks[i + k].joint))
    }

    /// The word `w` at `i` (a raw `r#w` is not it).
    fn word(&self, i: usize, w: &str) -> bool {
        self.kind(i) == Some(Kind::Ident) && self.text(i) == w.as_bytes()
    }

    /// An identifier at `i`, as `syn`'s `Ident` peeks one: no keyword, unless raw.
    fn ident(&self, i: usize) -> bool {
        self.kind(i) == Some(Kind::Ident) && {
            let w = self.text(i);
            w.starts_with(b"r#") || !is_keyword(w)
        }
    }

    /// A literal at `i`, as `syn`'s `Lit` peeks one (but a negative number).
    fn literal(&self, i: usize) -> bool {
        self.kind(i) == Some(Kind::Literal) || self.word(i, "true") || self.word(i, "false")
    }

    fn open(&self, i: usize, d: Delim) -> bool {
        self.kind(i) == Some(Kind::Open(d))
    }

    /// The end of the current group (or of the body).
    fn at_end(&self) -> bool {
        matches!(self.kind(self.pos), None | Some(Kind::Close(_)))
    }

    /// The index after the token tree at `i` (a group is one).
    fn skip_tree(&self, i: usize) -> usize {
        if !matches!(self.kind(i), Some(Kind::Open(_))) {
            return i + 1;
        }
        let mut depth = 0usize;
        for (k, t) in self.toks[i..].iter().enumerate() {
            match t.kind {
                Kind::Open(_) => depth += 1,
                Kind::Close(_) => {
                    depth -= 1;
                    if depth == 0 {
                        return i + k + 1;
                    }
                }
                _ => {}
            }
        }
        self.toks.len()
    }

    // Consuming.

    fn eat(&mut self, c: u8) -> bool {
        let here = self.punct(self.pos, c);
        self.pos += usize::from(here);
        here
    }

    fn expect(&mut self, c: u8) -> Option<()> {
        self.eat(c).then_some(())
    }

    fn eat_word(&mut self, w: &str) -> bool {
        let here = self.word(self.pos, w);
        self.pos += usize::from(here);
        here
    }

    fn enter(&mut self, d: Delim) -> Option<()> {
        self.open(self.pos, d).then(|| self.pos += 1)
    }

    /// The closing delimiter of the current group: everything in it has been read.
    fn leave(&mut self, d: Delim) -> Option<()> {
        (self.kind(self.pos) == Some(Kind::Close(d))).then(|| self.pos += 1)
    }

    /// Runs `f` one level deeper, not sure beyond [`MAX_DEPTH`].
    fn nest<T>(&mut self, f: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        if self.depth >= MAX_DEPTH {
            return None;
        }
        self.depth += 1;
        let out = f(self);
        self.depth -= 1;
        out
    }

    // Statements, as `Block::parse_within` reads them.

    /// `{ statements }`.
    fn block(&mut self) -> Option<()> {
        self.enter(Delim::Brace)?;
        self.nest(Self::statements)?;
        self.leave(Delim::Brace)
    }

    fn statements(&mut self) -> Option<()> {
        loop {
            while self.eat(b';') {}
            if self.at_end() {
                return Some(());
            }
            let needs_semi = self.statement()?;
            if self.at_end() {
                return Some(());
            }
            if needs_semi {
                return None;
            }
        }
    }

    /// One statement, with its `;` if it has one; whether it needs one before another statement.
    fn statement(&mut self) -> Option<bool> {
        match self.brace_macro_statement() {
            Some(Some(after)) => {
                self.pos = after;
                self.eat(b';');
                return Some(false);
            }
            // An item macro.
            Some(None) => return None,
            None => {}
        }
        if self.word(self.pos, "let") {
            self.local()?;
            return Some(false);
        }
        if self.item_start() {
            return None;
        }
        let shape = self.expr_early()?;
        if self.eat(b';') {
            return Some(false);
        }
        Some(match shape {
            Shape::Macro { brace } => !brace,
            Shape::BlockLike => false,
            _ => true,
        })
    }

    /// `path! { … }` as `syn` reads it first, a statement of its own unless a `.` or a `?`
    /// follows: `Some(Some(the index after it))`; `Some(None)` for an item macro
    /// (`macro_rules! m { … }`), which `syn` reads as an item; `None` for anything else.
    fn brace_macro_statement(&self) -> Option<Option<usize>> {
        let bang = self.mod_style_path(self.pos)?;
        if !self.punct(bang, b'!') {
            return None;
        }
        let next = bang + 1;
        if self.ident(next) || self.word(next, "try") {
            return Some(None);
        }
        if !self.open(next, Delim::Brace) {
            return None;
        }
        let after = self.skip_tree(next);
        let trailer = self.punct(after, b'.') && !self.puncts(after, b"..") || self.punct(after, b'?');
        (!trailer).then_some(Some(after))
    }

    /// The index after a path without generic arguments at `i` (`syn`'s `parse_mod_style`).
    fn mod_style_path(&self, mut i: usize) -> Option<usize> {
        if self.puncts(i, b"::") {
            i += 2;
        }
        loop {
            let segment = self.ident(i) || ["super", "self", "Self", "crate"].iter().any(|w| self.word(i, w));
            if !segment {
                return None;
            }
            i += 1;
            if !self.puncts(i, b"::") {
                return Some(i);
            }
            i += 2;
        }
    }

    /// Whether the statement is an item for `syn` (a `fn`, a `use`, a `const`, …), or starts
    /// with a word that is only an item or an expression this check leaves to it (`unsafe`,
    /// `async`, `static`).
    fn item_start(&self) -> bool {
        let (i, next) = (self.pos, self.pos + 1);
        if self.kind(i) != Some(Kind::Ident) {
            return false;
        }
        match self.text(i) {
            b"pub" | b"extern" | b"use" | b"static" | b"const" | b"unsafe" | b"async" | b"fn" | b"mod" | b"type"
            | b"struct" | b"enum" | b"trait" | b"impl" | b"macro" => true,
            b"crate" => !self.puncts(next, b"::"),
            b"union" => self.ident(next),
            b"auto" => self.word(next, "trait"),
            b"default" => self.word(next, "unsafe") || self.word(next, "impl"),
            _ => false,
        }
    }

    /// `let pat: Type = expr else { … };`, each part but the pattern optional.
    fn local(&mut self) -> Option<()> {
        self.pos += 1;
        self.pat_single()?;
        if self.eat(b':') {
            self.ty(true)?;
        }
        if self.eat(b'=') {
            self.expr(true)?;
            if self.word(self.pos, "else") {
                // syn only takes the `else` after an expression that does not end in `}`.
                if self.kind(self.pos - 1) == Some(Kind::Close(Delim::Brace)) {
                    return None;
                }
                self.pos += 1;
                self.block()?;
            }
        }
        self.expect(b';')
    }
}
