//! Paths and types, read as `syn`'s `path.rs` and `ty.rs` read them: paths with generic
//! arguments (a turbofish in expressions and patterns), references, slices, arrays, tuples,
//! `_`. Qualified paths, trait objects, `impl Trait`, function pointers and raw pointers are not
//! covered.

use super::Parser;
use crate::lex::{Delim, Kind};

impl Parser<'_> {
    /// A path (`syn`'s `Path::parse_helper`); in an expression or a pattern (`expr_style`)
    /// generic arguments need `::<`. Whether it has none, so that it may name a macro.
    pub(super) fn path(&mut self, expr_style: bool) -> Option<bool> {
        if self.puncts(self.pos, b"::") {
            self.pos += 2;
        }
        let mut plain = self.segment(expr_style)?;
        while self.puncts(self.pos, b"::") && !self.open(self.pos + 2, Delim::Paren) {
            self.pos += 2;
            plain &= self.segment(expr_style)?;
        }
        Some(plain)
    }

    /// One segment of a path, with its generic arguments: whether it has none.
    fn segment(&mut self, expr_style: bool) -> Option<bool> {
        let i = self.pos;
        if self.word(i, "super") || self.word(i, "self") || self.word(i, "crate") {
            self.pos += 1;
            return Some(true);
        }
        if !(self.word(i, "Self") || self.ident(i)) {
            return None;
        }
        self.pos += 1;
        let j = self.pos;
        let args = !expr_style && self.punct(j, b'<') && !self.puncts(j, b"<=") && !self.puncts(j, b"<<=")
            || self.puncts(j, b"::") && self.punct(j + 2, b'<');
        if !args {
            return Some(true);
        }
        if self.puncts(j, b"::") {
            self.pos += 2;
        }
        self.generic_args()?;
        Some(false)
    }

    /// `<arg, …>`: lifetimes, literals, types (`AngleBracketedGenericArguments::do_parse`).
    pub(super) fn generic_args(&mut self) -> Option<()> {
        self.expect(b'<')?;
        while !self.punct(self.pos, b'>') {
            let i = self.pos;
            if self.kind(i) == Some(Kind::Lifetime) && !self.punct(i + 1, b'+') || self.literal(i) {
                self.pos += 1;
            } else {
                // Associated types and bounds (`Item = T`, `T: Bound`) end up not sure below.
                self.ty(true)?;
            }
            if self.punct(self.pos, b'>') {
                break;
            }
            self.expect(b',')?;
        }
        self.pos += 1;
        Some(())
    }

    /// A type (`syn`'s `ambig_ty`); `allow_plus` where `T + Bound` would be a trait object
    /// (which is not covered).
    pub(super) fn ty(&mut self, allow_plus: bool) -> Option<()> {
        self.nest(|p| {
            let i = p.pos;
            match p.kind(i)? {
                Kind::Open(Delim::Paren) => {
                    p.pos += 1;
                    if p.at_end() {
                        return p.leave(Delim::Paren);
                    }
                    if p.kind(p.pos) == Some(Kind::Lifetime) || p.punct(p.pos, b'?') {
                        return None;
                    }
                    p.ty(true)?;
                    if p.eat(b',') {
                        p.comma_separated(|p| p.ty(true))?;
                        return p.leave(Delim::Paren);
                    }
                    p.leave(Delim::Paren)?;
                    (!(allow_plus && p.punct(p.pos, b'+'))).then_some(())
                }
                Kind::Open(Delim::Bracket) => {
                    p.pos += 1;
                    p.ty(true)?;
                    if p.eat(b';') {
                        p.expr(true)?;
                    }
                    p.leave(Delim::Bracket)
                }
                Kind::Punct if p.punct(i, b'&') => {
                    p.pos += 1;
                    if p.kind(p.pos) == Some(Kind::Lifetime) {
                        p.pos += 1;
                    }
                    p.eat_word("mut");
                    p.ty(false)
                }
                Kind::Ident if p.word(i, "_") => {
                    p.pos += 1;
                    Some(())
                }
                // `builtin # name(…)` is syn's own syntax.
                Kind::Ident if p.word(i, "builtin") && p.punct(i + 1, b'#') => None,
                Kind::Ident | Kind::Punct
                    if p.ident(i)
                        || ["Self", "self", "super", "crate"].iter().any(|w| p.word(i, w))
                        || p.puncts(i, b"::") =>
                {
                    let plain = p.path(false)?;
                    let j = p.pos;
                    // A macro, a trait object.
                    let other = plain && p.punct(j, b'!') && !p.puncts(j, b"!=") || allow_plus && p.punct(j, b'+');
                    (!other).then_some(())
                }
                _ => None,
            }
        })
    }
}
