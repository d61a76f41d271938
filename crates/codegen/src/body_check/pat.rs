//! Patterns, read as `syn`'s `pat.rs` reads them (`Pat::parse_single`,
//! `parse_multi_with_leading_vert`), without open ranges, ranges of paths, `box`, `const`,
//! macros or qualified paths.

use super::Parser;
use crate::lex::{Delim, Kind};

impl Parser<'_> {
    /// A pattern with `|` alternatives, a leading `|` allowed (in `match` arms, `if let`,
    /// `for`, and inside tuples, slices and structs).
    pub(super) fn pat_multi(&mut self) -> Option<()> {
        self.eat(b'|');
        self.pat_single()?;
        while self.punct(self.pos, b'|') && !self.puncts(self.pos, b"||") && !self.puncts(self.pos, b"|=") {
            self.pos += 1;
            self.pat_single()?;
        }
        Some(())
    }

    /// A pattern without `|` at its top (after `let`, in a closure's parameters).
    pub(super) fn pat_single(&mut self) -> Option<()> {
        self.nest(|p| {
            let (i, next) = (p.pos, p.pos + 1);
            let path = p.ident(i)
                && (p.puncts(next, b"::")
                    || p.punct(next, b'!')
                    || p.open(next, Delim::Brace)
                    || p.open(next, Delim::Paren)
                    || p.puncts(next, b".."))
                || p.word(i, "self") && p.puncts(next, b"::")
                || p.puncts(i, b"::")
                || p.punct(i, b'<')
                || p.word(i, "Self")
                || p.word(i, "super")
                || p.word(i, "crate");
            if path {
                return p.pat_path();
            }
            if p.word(i, "_") {
                p.pos += 1;
            } else if p.punct(i, b'-') || p.literal(i) || p.word(i, "const") {
                // A literal, or a range between two (`'a'..='z'`, `0..10`; open ones are not
                // covered).
                p.lit_bound()?;
                let closed = p.puncts(p.pos, b"..=");
                if closed || p.puncts(p.pos, b"..") && !p.puncts(p.pos, b"...") {
                    p.pos += if closed { 3 } else { 2 };
                    p.lit_bound()?;
                }
            } else if p.word(i, "ref") || p.word(i, "mut") || p.word(i, "self") || p.ident(i) {
                p.eat_word("ref");
                p.eat_word("mut");
                if !(p.word(p.pos, "self") || p.ident(p.pos)) {
                    return None;
                }
                p.pos += 1;
                if p.eat(b'@') {
                    p.pat_single()?;
                }
            } else if p.eat(b'&') {
                p.eat_word("mut");
                p.pat_single()?;
            } else if p.open(i, Delim::Paren) || p.open(i, Delim::Bracket) {
                let d = if p.open(i, Delim::Paren) { Delim::Paren } else { Delim::Bracket };
                p.pos += 1;
                p.comma_separated(Self::pat_multi)?;
                p.leave(d)?;
            } else if p.puncts(i, b"..") && !p.puncts(i, b"...") && !p.puncts(i, b"..=") {
                // `..` alone, as `syn` takes it: a range's end must not follow.
                p.pos += 2;
                let j = p.pos;
                let rest = p.at_end()
                    || p.punct(j, b'|')
                    || p.punct(j, b'=')
                    || p.punct(j, b':') && !p.puncts(j, b"::")
                    || p.punct(j, b',')
                    || p.punct(j, b';')
                    || p.word(j, "if");
                if !rest {
                    return None;
                }
            } else {
                return None;
            }
            Some(())
        })
    }

    /// A literal in a pattern, `-` and a number included (`syn`'s `Lit`, through which it
    /// reads range bounds too).
    fn lit_bound(&mut self) -> Option<()> {
        if self.eat(b'-') && !self.plain_number(self.pos) || !self.literal(self.pos) {
            return None;
        }
        self.pos += 1;
        Some(())
    }

    /// A number `syn` surely makes a negative literal of, after a `-`: decimal digits, a
    /// fraction, a standard suffix.
    fn plain_number(&self, i: usize) -> bool {
        self.kind(i) == Some(Kind::Literal)
            && self.text(i).first().is_some_and(u8::is_ascii_digit)
            && self.text(i).iter().all(|&b| b.is_ascii_alphanumeric() || b == b'.' || b == b'_')
            && !self.text(i).iter().any(|b| matches!(b, b'x' | b'o' | b'b' | b'e' | b'E'))
    }

    /// A path, then a tuple struct's `( … )`, a struct's `{ … }` or nothing.
    fn pat_path(&mut self) -> Option<()> {
        if self.punct(self.pos, b'<') {
            return None;
        }
        let plain = self.path(true)?;
        let i = self.pos;
        if plain && self.punct(i, b'!') && !self.puncts(i, b"!=") || self.puncts(i, b"..") {
            // A macro, a range.
            return None;
        }
        if self.enter(Delim::Paren).is_some() {
            self.comma_separated(Self::pat_multi)?;
            return self.leave(Delim::Paren);
        }
        if self.enter(Delim::Brace).is_some() {
            while !self.at_end() {
                if self.puncts(self.pos, b"..") {
                    self.pos += 2;
                    break;
                }
                self.field_pat()?;
                if self.at_end() {
                    break;
                }
                self.expect(b',')?;
            }
            return self.leave(Delim::Brace);
        }
        Some(())
    }

    /// `name`, `ref mut name`, `name: pat` in a struct pattern.
    fn field_pat(&mut self) -> Option<()> {
        let by_ref = self.eat_word("ref");
        let by_mut = self.eat_word("mut");
        if !self.ident(self.pos) {
            return None;
        }
        self.pos += 1;
        if !by_ref && !by_mut && self.eat(b':') {
            self.pat_multi()?;
        }
        Some(())
    }
}
