//! Expressions, read as `syn`'s `expr.rs` reads them (`ambiguous_expr`, `unary_expr`,
//! `trailer_helper`, `atom_expr`, `parse_expr` with its precedences), on the same lookahead.

use super::Parser;
use crate::lex::{Delim, Kind};

/// What the statement, arm and binary-operator rules need to know of an expression read.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Shape {
    /// A block, `if`, `match`, `while`, `for` or `loop`: needs no `;` as a statement and no
    /// `,` as an arm, and ends a statement unless `.` or `?` follows.
    BlockLike,
    /// A range: no binary operator, `.` or `?` continues it.
    Range,
    /// A comparison: another comparison may not follow (`a < b < c`).
    Compare,
    /// A macro call alone, by its delimiter.
    Macro { brace: bool },
    /// Anything else.
    Other,
}

/// `syn`'s precedences, loosest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Prec {
    Jump,
    Assign,
    Range,
    Or,
    And,
    Compare,
    BitOr,
    BitXor,
    BitAnd,
    Shift,
    Sum,
    Product,
    Cast,
}

/// `syn`'s binary operators starting with `c`, in the order it tries them (its `BinOp`
/// parser tries `+=` … `>>=`, `&&`, `||`, `<<`, `>>`, `==` … `>=`, then the single ones).
fn binary_ops(c: u8) -> &'static [(&'static [u8], Prec)] {
    use Prec::*;
    match c {
        b'+' => &[(b"+=", Assign), (b"+", Sum)],
        b'-' => &[(b"-=", Assign), (b"-", Sum)],
        b'*' => &[(b"*=", Assign), (b"*", Product)],
        b'/' => &[(b"/=", Assign), (b"/", Product)],
        b'%' => &[(b"%=", Assign), (b"%", Product)],
        b'^' => &[(b"^=", Assign), (b"^", BitXor)],
        b'&' => &[(b"&=", Assign), (b"&&", And), (b"&", BitAnd)],
        b'|' => &[(b"|=", Assign), (b"||", Or), (b"|", BitOr)],
        b'<' => &[(b"<<=", Assign), (b"<<", Shift), (b"<=", Compare), (b"<", Compare)],
        b'>' => &[(b">>=", Assign), (b">>", Shift), (b">=", Compare), (b">", Compare)],
        b'=' => &[(b"==", Compare)],
        b'!' => &[(b"!=", Compare)],
        _ => &[],
    }
}

impl Parser<'_> {
    /// A whole expression (`Expr::parse`, or `parse_without_eager_brace` when struct literals
    /// are not allowed: in the head of `if`, `while`, `match`, `for`).
    pub(super) fn expr(&mut self, allow_struct: bool) -> Option<Shape> {
        let lhs = self.unary(allow_struct)?;
        self.binary(lhs, allow_struct, Prec::Jump)
    }

    /// An expression where a statement or a match arm starts (`syn`'s
    /// `parse_with_earlier_boundary_rule`): a block-like one ends there unless `.` or `?`
    /// follows it.
    pub(super) fn expr_early(&mut self) -> Option<Shape> {
        let i = self.pos;
        let block_like = self.word(i, "if")
            || self.word(i, "while")
            || self.word(i, "for")
            || self.word(i, "loop")
            || self.word(i, "match")
            || self.open(i, Delim::Brace);
        if !block_like {
            // Attributes, labels, `unsafe`, `const` and `try` blocks end up not sure in `unary`.
            let lhs = self.unary(true)?;
            return self.binary(lhs, true, Prec::Jump);
        }
        let e = self.nest(|p| p.atom(true))?;
        if self.punct(self.pos, b'.') && !self.puncts(self.pos, b"..") || self.punct(self.pos, b'?') {
            let e = self.trailers(e)?;
            return self.binary(e, true, Prec::Jump);
        }
        Some(e)
    }

    /// `syn`'s `parse_expr`: binary operators, assignments, ranges and casts after `lhs`, as
    /// long as they bind at least as tightly as `base`.
    fn binary(&mut self, mut lhs: Shape, allow_struct: bool, base: Prec) -> Option<Shape> {
        loop {
            let i = self.pos;
            if lhs == Shape::Range {
                break;
            } else if let Some((len, prec)) = self.binop(i) {
                if prec < base {
                    break;
                }
                if prec == Prec::Compare && lhs == Shape::Compare {
                    // "comparison operators cannot be chained"
                    return None;
                }
                self.pos += len;
                self.rhs(allow_struct, prec)?;
                lhs = if prec == Prec::Compare { Shape::Compare } else { Shape::Other };
            } else if Prec::Assign >= base && self.punct(i, b'=') && !self.puncts(i, b"=>") {
                self.pos += 1;
                self.rhs(allow_struct, Prec::Assign)?;
                lhs = Shape::Other;
            } else if Prec::Range >= base && self.puncts(i, b"..") {
                self.range(allow_struct)?;
                lhs = Shape::Range;
            } else if Prec::Cast >= base && self.word(i, "as") {
                self.pos += 1;
                self.ty(false)?;
                // "casts cannot be followed by …"
                let j = self.pos;
                if self.punct(j, b'.') && !self.puncts(j, b"..")
                    || self.punct(j, b'?')
                    || self.open(j, Delim::Bracket)
                    || self.open(j, Delim::Paren)
                {
                    return None;
                }
                lhs = Shape::Other;
            } else {
                break;
            }
        }
        Some(lhs)
    }

    /// The binary operator at `i`, as `syn`'s `BinOp` parses it: its length and precedence.
    fn binop(&self, i: usize) -> Option<(usize, Prec)> {
        if self.kind(i) != Some(Kind::Punct) {
            return None;
        }
        let ops = binary_ops(self.text(i)[0]);
        ops.iter().find(|(op, _)| self.puncts(i, op)).map(|&(op, prec)| (op.len(), prec))
    }

    /// `syn`'s `peek_precedence`.
    fn peek_prec(&self, i: usize) -> Prec {
        if let Some((_, prec)) = self.binop(i) {
            prec
        } else if self.punct(i, b'=') && !self.puncts(i, b"=>") {
            Prec::Assign
        } else if self.puncts(i, b"..") {
            Prec::Range
        } else if self.word(i, "as") {
            Prec::Cast
        } else {
            Prec::Jump
        }
    }

    /// `syn`'s `parse_binop_rhs`: the operand after an operator of precedence `prec`, with
    /// what binds more tightly (and assignments, which associate to the right).
    fn rhs(&mut self, allow_struct: bool, prec: Prec) -> Option<Shape> {
        self.nest(|p| {
            let mut rhs = p.unary(allow_struct)?;
            loop {
                let next = p.peek_prec(p.pos);
                if next > prec || next == prec && prec == Prec::Assign {
                    let at = p.pos;
                    rhs = p.binary(rhs, allow_struct, next)?;
                    if p.pos == at {
                        break;
                    }
                } else {
                    break;
                }
            }
            Some(rhs)
        })
    }

    /// `..` or `..=` and the range's end if it has one (`RangeLimits` and `parse_range_end`).
    fn range(&mut self, allow_struct: bool) -> Option<()> {
        let closed = self.puncts(self.pos, b"..=");
        if !closed && self.puncts(self.pos, b"...") {
            return None;
        }
        self.pos += if closed { 3 } else { 2 };
        let i = self.pos;
        let no_end = !closed
            && (self.at_end()
                || self.punct(i, b',')
                || self.punct(i, b';')
                || self.punct(i, b'.') && !self.puncts(i, b"..")
                || self.punct(i, b'?')
                || self.puncts(i, b"=>")
                || !allow_struct && self.open(i, Delim::Brace)
                || self.punct(i, b'=')
                || self.punct(i, b'+')
                || self.punct(i, b'/')
                || self.punct(i, b'%')
                || self.punct(i, b'^')
                || self.punct(i, b'>')
                || self.puncts(i, b"<=")
                || self.puncts(i, b"!=")
                || self.puncts(i, b"-=")
                || self.puncts(i, b"*=")
                || self.puncts(i, b"&=")
                || self.puncts(i, b"|=")
                || self.puncts(i, b"<<=")
                || self.word(i, "as"));
        if !no_end {
            self.rhs(allow_struct, Prec::Range)?;
        }
        Some(())
    }

    /// `syn`'s `unary_expr`: `&`, `&mut`, `*`, `!`, `-`, then an atom and its trailers.
    fn unary(&mut self, allow_struct: bool) -> Option<Shape> {
        self.nest(|p| {
            let i = p.pos;
            if p.punct(i, b'&') {
                p.pos += 1;
                if p.word(p.pos, "raw") && (p.word(p.pos + 1, "mut") || p.word(p.pos + 1, "const")) {
                    return None;
                }
                p.eat_word("mut");
                p.unary(allow_struct)?;
                Some(Shape::Other)
            } else if p.punct(i, b'*') || p.punct(i, b'!') || p.punct(i, b'-') {
                p.pos += 1;
                p.unary(allow_struct)?;
                Some(Shape::Other)
            } else {
                let atom = p.atom(allow_struct)?;
                p.trailers(atom)
            }
        })
    }

    /// `syn`'s `trailer_helper`: calls, method calls, fields, `.await`, indexing and `?`.
    fn trailers(&mut self, mut e: Shape) -> Option<Shape> {
        loop {
            let i = self.pos;
            if self.open(i, Delim::Paren) {
                self.args()?;
            } else if self.punct(i, b'.') && !self.puncts(i, b"..") && e != Shape::Range {
                self.pos += 1;
                self.member()?;
            } else if self.open(i, Delim::Bracket) {
                self.pos += 1;
                self.expr(true)?;
                self.leave(Delim::Bracket)?;
            } else if self.punct(i, b'?') && e != Shape::Range {
                self.pos += 1;
            } else {
                return Some(e);
            }
            e = Shape::Other;
        }
    }

    /// What follows a `.`: a field, a tuple index (`x.0`, `x.0.1`, which proc_macro2 reads as
    /// `x`, `.`, `0.1`), `await`, or a method call with its turbofish.
    fn member(&mut self) -> Option<()> {
        let i = self.pos;
        match self.kind(i)? {
            Kind::Literal => {
                // `syn` splits a float at its dots, each part an unsuffixed index.
                let index = |s: &[u8]| (1..=9).contains(&s.len()) && s.iter().all(u8::is_ascii_digit);
                let text = self.text(i);
                let ok = match text.iter().position(|&b| b == b'.') {
                    Some(dot) => index(&text[..dot]) && index(&text[dot + 1..]),
                    None => index(text),
                };
                self.pos += 1;
                ok.then_some(())
            }
            Kind::Ident if self.word(i, "await") => {
                self.pos += 1;
                Some(())
            }
            Kind::Ident if self.ident(i) => {
                self.pos += 1;
                let turbofish = self.puncts(self.pos, b"::");
                if turbofish {
                    self.pos += 2;
                    self.generic_args()?;
                }
                if turbofish || self.open(self.pos, Delim::Paren) {
                    self.args()?;
                }
                Some(())
            }
            _ => None,
        }
    }

    /// Call arguments: `( expr, … )`, a trailing comma allowed.
    fn args(&mut self) -> Option<()> {
        self.enter(Delim::Paren)?;
        self.comma_separated(|p| p.expr(true).map(drop))?;
        self.leave(Delim::Paren)
    }

    /// `item, item, …` up to the end of the group, a trailing comma allowed (`syn`'s
    /// `parse_terminated`).
    pub(super) fn comma_separated(&mut self, mut item: impl FnMut(&mut Self) -> Option<()>) -> Option<()> {
        while !self.at_end() {
            item(self)?;
            if self.at_end() {
                break;
            }
            self.expect(b',')?;
        }
        Some(())
    }

    /// `syn`'s `atom_expr`, for what this check covers.
    fn atom(&mut self, allow_struct: bool) -> Option<Shape> {
        let i = self.pos;
        match self.kind(i)? {
            Kind::Literal => {
                self.pos += 1;
                Some(Shape::Other)
            }
            Kind::Open(Delim::Paren) => self.paren_or_tuple(),
            Kind::Open(Delim::Bracket) => self.array(),
            Kind::Open(Delim::Brace) => {
                self.block()?;
                Some(Shape::BlockLike)
            }
            Kind::Punct if self.punct(i, b'|') => self.closure(allow_struct),
            Kind::Punct if self.puncts(i, b"::") => self.path_expr(allow_struct),
            Kind::Punct if self.puncts(i, b"..") => {
                self.range(allow_struct)?;
                Some(Shape::Range)
            }
            Kind::Ident => match self.text(i) {
                b"true" | b"false" | b"_" => {
                    self.pos += 1;
                    Some(Shape::Other)
                }
                b"move" => self.closure(allow_struct),
                b"if" => self.if_expr(),
                b"match" => self.match_expr(),
                b"while" => {
                    self.pos += 1;
                    self.expr(false)?;
                    self.block()?;
                    Some(Shape::BlockLike)
                }
                b"loop" => {
                    self.pos += 1;
                    self.block()?;
                    Some(Shape::BlockLike)
                }
                b"for" => self.for_expr(),
                b"return" => {
                    self.pos += 1;
                    if self.expr_peek(self.pos) {
                        self.expr(true)?;
                    }
                    Some(Shape::Other)
                }
                b"break" => {
                    self.pos += 1;
                    if self.kind(self.pos) == Some(Kind::Lifetime) {
                        return None;
                    }
                    if self.expr_peek(self.pos) && (allow_struct || !self.open(self.pos, Delim::Brace)) {
                        self.expr(true)?;
                    }
                    Some(Shape::Other)
                }
                b"continue" => {
                    self.pos += 1;
                    (self.kind(self.pos) != Some(Kind::Lifetime)).then_some(Shape::Other)
                }
                b"let" => {
                    self.pos += 1;
                    self.pat_multi()?;
                    self.expect(b'=')?;
                    let lhs = self.unary(allow_struct)?;
                    self.binary(lhs, allow_struct, Prec::Compare)?;
                    Some(Shape::Other)
                }
                // `builtin # name(…)` is syn's own syntax.
                b"builtin" if self.punct(i + 1, b'#') => None,
                b"self" | b"Self" | b"super" | b"crate" => self.path_expr(allow_struct),
                _ if self.ident(i) => self.path_expr(allow_struct),
                _ => None,
            },
            // A qualified path (`<T>::f`), a label, an attribute, …
            _ => None,
        }
    }

    /// A path, then a macro call, a struct literal, or nothing (`path_or_macro_or_struct`).
    fn path_expr(&mut self, allow_struct: bool) -> Option<Shape> {
        let plain = self.path(true)?;
        let i = self.pos;
        if plain && self.punct(i, b'!') && !self.puncts(i, b"!=") {
            let brace = self.open(i + 1, Delim::Brace);
            if !matches!(self.kind(i + 1), Some(Kind::Open(_))) {
                return None;
            }
            self.pos = self.skip_tree(i + 1);
            return Some(Shape::Macro { brace });
        }
        if allow_struct && self.open(i, Delim::Brace) {
            self.struct_literal()?;
        }
        Some(Shape::Other)
    }

    /// `{ field: expr, short, 0: expr, ..rest }` after a path.
    fn struct_literal(&mut self) -> Option<()> {
        self.enter(Delim::Brace)?;
        while !self.at_end() {
            if self.puncts(self.pos, b"..") {
                self.pos += 2;
                if !self.at_end() {
                    self.expr(true)?;
                }
                break;
            }
            let i = self.pos;
            let unnamed = self.kind(i) == Some(Kind::Literal)
                && (1..=9).contains(&self.text(i).len())
                && self.text(i).iter().all(u8::is_ascii_digit);
            if !(unnamed || self.ident(i)) {
                return None;
            }
            self.pos += 1;
            if unnamed || self.punct(self.pos, b':') {
                self.expect(b':')?;
                self.expr(true)?;
            }
            if self.at_end() {
                break;
            }
            self.expect(b',')?;
        }
        self.leave(Delim::Brace)
    }

    /// `()`, `(expr)`, `(expr,)`, `(a, b)`.
    fn paren_or_tuple(&mut self) -> Option<Shape> {
        self.enter(Delim::Paren)?;
        if !self.at_end() {
            self.expr(true)?;
            while !self.at_end() {
                self.expect(b',')?;
                if self.at_end() {
                    break;
                }
                self.expr(true)?;
            }
        }
        self.leave(Delim::Paren)?;
        Some(Shape::Other)
    }

    /// `[a, b]` or `[x; n]`.
    fn array(&mut self) -> Option<Shape> {
        self.enter(Delim::Bracket)?;
        if !self.at_end() {
            self.expr(true)?;
            if self.eat(b';') {
                self.expr(true)?;
            } else {
                while !self.at_end() {
                    self.expect(b',')?;
                    if self.at_end() {
                        break;
                    }
                    self.expr(true)?;
                }
            }
        }
        self.leave(Delim::Bracket)?;
        Some(Shape::Other)
    }

    /// `move |a, b: T| expr` or `|…| -> T { … }`.
    fn closure(&mut self, allow_struct: bool) -> Option<Shape> {
        self.eat_word("move");
        self.expect(b'|')?;
        while !self.punct(self.pos, b'|') {
            self.pat_single()?;
            if self.eat(b':') {
                self.ty(true)?;
            }
            if self.punct(self.pos, b'|') {
                break;
            }
            self.expect(b',')?;
        }
        self.pos += 1;
        if self.puncts(self.pos, b"->") {
            self.pos += 2;
            self.ty(true)?;
            self.block()?;
        } else {
            self.expr(allow_struct)?;
        }
        Some(Shape::Other)
    }

    /// `if cond { … } else if cond { … } else { … }`.
    fn if_expr(&mut self) -> Option<Shape> {
        loop {
            self.pos += 1;
            self.expr(false)?;
            self.block()?;
            if !self.eat_word("else") {
                break;
            }
            if self.word(self.pos, "if") {
                continue;
            }
            self.block()?;
            break;
        }
        Some(Shape::BlockLike)
    }

    /// `match scrutinee { pat if guard => expr, … }`.
    fn match_expr(&mut self) -> Option<Shape> {
        self.pos += 1;
        self.expr(false)?;
        self.enter(Delim::Brace)?;
        while !self.at_end() {
            self.pat_multi()?;
            if self.eat_word("if") {
                self.expr(true)?;
            }
            if !self.puncts(self.pos, b"=>") {
                return None;
            }
            self.pos += 2;
            let body = self.expr_early()?;
            if body != Shape::BlockLike && !self.at_end() {
                self.expect(b',')?;
            } else {
                self.eat(b',');
            }
        }
        self.leave(Delim::Brace)?;
        Some(Shape::BlockLike)
    }

    /// `for pat in expr { … }` (`for<…>` closures are not covered).
    fn for_expr(&mut self) -> Option<Shape> {
        if self.punct(self.pos + 1, b'<') {
            return None;
        }
        self.pos += 1;
        self.pat_multi()?;
        if !self.eat_word("in") {
            return None;
        }
        self.expr(false)?;
        self.block()?;
        Some(Shape::BlockLike)
    }

    /// `syn`'s `Expr::peek`: whether an expression starts at `i` (after `return`, `break`).
    fn expr_peek(&self, i: usize) -> bool {
        match self.kind(i) {
            None | Some(Kind::Close(_)) => false,
            Some(Kind::Ident) => !self.word(i, "as"),
            Some(Kind::Open(_) | Kind::Literal | Kind::Lifetime) => true,
            Some(Kind::Punct) => {
                self.punct(i, b'!') && !self.puncts(i, b"!=")
                    || self.punct(i, b'-') && !self.puncts(i, b"-=") && !self.puncts(i, b"->")
                    || self.punct(i, b'*') && !self.puncts(i, b"*=")
                    || self.punct(i, b'|') && !self.puncts(i, b"|=")
                    || self.punct(i, b'&') && !self.puncts(i, b"&=")
                    || self.puncts(i, b"..")
                    || self.punct(i, b'<') && !self.puncts(i, b"<=") && !self.puncts(i, b"<<=")
                    || self.puncts(i, b"::")
                    || self.punct(i, b'#')
            }
        }
    }
}
