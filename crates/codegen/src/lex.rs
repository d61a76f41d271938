//! A conservative lexer of Rust source into tokens with byte offsets, for the fast check of
//! the functions' bodies (`crate::body_check`).
//!
//! It lexes as `proc_macro2` (and so `syn`) does, but only what it is sure of: the usual
//! words, punctuation, delimiters, comments and literals. Anything unusual (a doc comment, a
//! string escape out of the common ones, a number of an odd form, a character that is not
//! ASCII outside literals and comments, a bare carriage return) makes it give up, and the text
//! goes to `syn` as before. A lifetime is one token here, where `proc_macro2` makes it a `'`
//! and an identifier.

/// A delimiter of a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Delim {
    Paren,
    Bracket,
    Brace,
}

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A word, keywords included; `r#name` too (its text keeps the `r#`).
    Ident,
    /// `'a`, `'static`, `'_`.
    Lifetime,
    /// Any literal but `true` and `false` (which are words).
    Literal,
    /// One punctuation character.
    Punct,
    Open(Delim),
    Close(Delim),
}

/// A token: its kind and its bytes in the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
    /// A punctuation character directly followed by another (`proc_macro2`'s
    /// `Spacing::Joint`), so that `::`, `->`, `&&` are recognisable; false for other kinds.
    pub joint: bool,
}

/// The characters `proc_macro2` takes for punctuation (`'` aside, which starts a lifetime or a
/// character).
fn is_punct(b: u8) -> bool {
    matches!(
        b,
        b'~' | b'!'
            | b'@'
            | b'#'
            | b'$'
            | b'%'
            | b'^'
            | b'&'
            | b'*'
            | b'-'
            | b'='
            | b'+'
            | b'|'
            | b';'
            | b':'
            | b','
            | b'<'
            | b'.'
            | b'>'
            | b'/'
            | b'?'
    )
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The tokens of `text`, comments skipped; `None` when the lexer is not sure it lexes
/// exactly as rustc/proc_macro2 do (anything unusual), or the delimiters do not balance.
pub(crate) fn lex(text: &str) -> Option<Vec<Token>> {
    let b = text.as_bytes();
    // Rust averages about one token per four or five bytes.
    let mut tokens = Vec::with_capacity(b.len() / 4 + 1);
    let mut open: Vec<Delim> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        let kind = match b[i] {
            b' ' | b'\t' | b'\n' | 0x0b | 0x0c => {
                i += 1;
                continue;
            }
            b'\r' if b.get(i + 1) == Some(&b'\n') => {
                i += 2;
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                // `///` and `//!` are doc comments: attributes, left to syn (`////` is not one).
                match (b.get(i + 2), b.get(i + 3)) {
                    (Some(b'!'), _) => return None,
                    (Some(b'/'), next) if next != Some(&b'/') => return None,
                    _ => {}
                }
                i = line_end(b, i)?;
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = block_comment_end(b, i)?;
                continue;
            }
            b'(' | b'[' | b'{' => {
                // proc_macro2 reads `(/*ERROR*/)` as a literal.
                if text[i..].starts_with("(/*ERROR*/)") {
                    return None;
                }
                let d = delim(b[i]);
                open.push(d);
                i += 1;
                Kind::Open(d)
            }
            b')' | b']' | b'}' => {
                let d = delim(b[i]);
                if open.pop()? != d {
                    return None;
                }
                i += 1;
                Kind::Close(d)
            }
            b'"' => {
                i = literal_end(b, cooked_end(text, i + 1, Flavour::Str)?)?;
                Kind::Literal
            }
            b'\'' => {
                let (end, kind) = quote(text, i)?;
                i = end;
                kind
            }
            b'0'..=b'9' => {
                i = number_end(b, i)?;
                Kind::Literal
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let (end, kind) = word(text, i)?;
                i = end;
                kind
            }
            c if is_punct(c) => {
                i += 1;
                let joint = match b.get(i) {
                    // proc_macro2 does not join a `/` that starts a comment.
                    Some(b'/') => !matches!(b.get(i + 1), Some(b'/' | b'*')),
                    Some(&next) => is_punct(next) || next == b'\'',
                    None => false,
                };
                tokens.push(Token { kind: Kind::Punct, start, end: i, joint });
                continue;
            }
            _ => return None,
        };
        tokens.push(Token { kind, start, end: i, joint: false });
    }
    open.is_empty().then_some(tokens)
}

fn delim(b: u8) -> Delim {
    match b {
        b'(' | b')' => Delim::Paren,
        b'[' | b']' => Delim::Bracket,
        _ => Delim::Brace,
    }
}

/// The end of the line comment at `i` (its newline excluded); `None` at a bare carriage return.
fn line_end(b: &[u8], mut i: usize) -> Option<usize> {
    while i < b.len() && b[i] != b'\n' {
        if b[i] == b'\r' && b.get(i + 1) != Some(&b'\n') {
            return None;
        }
        i += 1;
    }
    Some(i)
}

/// The index after the block comment at `i`, nested ones counted as proc_macro2 counts them;
/// `None` for a doc comment (`/**`, `/*!`), an unterminated one or a bare carriage return.
fn block_comment_end(b: &[u8], i: usize) -> Option<usize> {
    match (b.get(i + 2), b.get(i + 3)) {
        (Some(b'!'), _) => return None,
        (Some(b'*'), next) if !matches!(next, Some(b'*' | b'/')) => return None,
        _ => {}
    }
    let mut depth = 0usize;
    let mut j = i;
    while j + 1 < b.len() {
        match (b[j], b[j + 1]) {
            (b'/', b'*') => {
                depth += 1;
                j += 2;
            }
            (b'*', b'/') => {
                depth -= 1;
                j += 2;
                if depth == 0 {
                    return Some(j);
                }
            }
            (b'\r', next) if next != b'\n' => return None,
            _ => j += 1,
        }
    }
    None
}

/// Which quoted literal is being read: it decides the escapes and characters allowed.
#[derive(Clone, Copy, PartialEq)]
enum Flavour {
    /// A string or a character.
    Str,
    /// A byte string or a byte: ASCII only, no `\u`.
    Byte,
    /// A C string: no NUL, however written.
    C,
}

/// The index after the closing `"` of a string whose text starts at `i`.
fn cooked_end(text: &str, mut i: usize, flavour: Flavour) -> Option<usize> {
    let b = text.as_bytes();
    loop {
        match *b.get(i)? {
            b'"' => return Some(i + 1),
            b'\\' if b.get(i + 1) == Some(&b'\n') => {
                // A line continuation: the newline and the blanks after it are skipped.
                i += 2;
                while matches!(b.get(i), Some(b' ' | b'\t' | b'\n')) {
                    i += 1;
                }
            }
            b'\\' => i = escape_end(text, i, flavour)?,
            b'\r' => return None,
            0 if flavour == Flavour::C => return None,
            c if c >= 0x80 && flavour == Flavour::Byte => return None,
            _ => i += 1,
        }
    }
}

/// The index after the escape at `i` (its backslash), if it is one of the common ones.
fn escape_end(text: &str, i: usize, flavour: Flavour) -> Option<usize> {
    let b = text.as_bytes();
    match *b.get(i + 1)? {
        b'n' | b'r' | b't' | b'\\' | b'\'' | b'"' => Some(i + 2),
        b'0' if flavour != Flavour::C => Some(i + 2),
        b'x' => {
            let hex = |k: usize| b.get(k).and_then(|&c| (c as char).to_digit(16));
            let value = hex(i + 2)? * 16 + hex(i + 3)?;
            (value <= 0x7f && !(value == 0 && flavour == Flavour::C)).then_some(i + 4)
        }
        b'u' if flavour != Flavour::Byte => {
            if b.get(i + 2) != Some(&b'{') {
                return None;
            }
            let digits = b[i + 3..].iter().take_while(|c| c.is_ascii_hexdigit()).count();
            if !(1..=6).contains(&digits) || b.get(i + 3 + digits) != Some(&b'}') {
                return None;
            }
            let value = u32::from_str_radix(&text[i + 3..i + 3 + digits], 16).ok()?;
            let valid = char::from_u32(value).is_some() && !(value == 0 && flavour == Flavour::C);
            valid.then_some(i + 4 + digits)
        }
        _ => None,
    }
}

/// `end`, when no suffix follows the literal that ends there (a suffix on a string or a
/// character is unusual: give up).
fn literal_end(b: &[u8], end: usize) -> Option<usize> {
    match b.get(end) {
        Some(&c) if is_word(c) || c >= 0x80 => None,
        _ => Some(end),
    }
}

/// A character literal or a lifetime at the `'` at `i`: its end and its kind.
fn quote(text: &str, i: usize) -> Option<(usize, Kind)> {
    let b = text.as_bytes();
    let close = if b.get(i + 1) == Some(&b'\\') {
        escape_end(text, i + 1, Flavour::Str)?
    } else {
        let c = text[i + 1..].chars().next()?;
        let after = i + 1 + c.len_utf8();
        if b.get(after) != Some(&b'\'') {
            return lifetime_end(b, i, c).map(|end| (end, Kind::Lifetime));
        }
        // `'x'`: not a quote, nor a character that needs escaping.
        if c == '\'' || c.is_control() {
            return None;
        }
        after
    };
    (b.get(close) == Some(&b'\'')).then_some(())?;
    Some((literal_end(b, close + 1)?, Kind::Literal))
}

/// The end of the lifetime at `i`, whose first character is `c`.
fn lifetime_end(b: &[u8], i: usize, c: char) -> Option<usize> {
    if !(c.is_ascii_alphabetic() || c == '_') {
        return None;
    }
    let end = i + 2 + b[i + 2..].iter().take_while(|&&c| is_word(c)).count();
    // `'ab'` is an error; `'r#a` a raw lifetime; a non-ASCII letter may continue the name.
    match b.get(end) {
        Some(&c) if c == b'\'' || c == b'#' || c >= 0x80 => None,
        _ => Some(end),
    }
}

/// A byte literal `b'x'` whose quote is at `i`: its end.
fn byte_end(text: &str, i: usize) -> Option<usize> {
    let b = text.as_bytes();
    let end = match *b.get(i + 1)? {
        b'\\' => escape_end(text, i + 1, Flavour::Byte)?,
        c if c == b'\'' || !(0x20..0x7f).contains(&c) => return None,
        _ => i + 2,
    };
    (b.get(end) == Some(&b'\'')).then_some(())?;
    literal_end(b, end + 1)
}

/// The end of a raw string whose `#`s (or `"`) start at `i`; `None` if it is not one.
fn raw_end(text: &str, i: usize, flavour: Flavour) -> Option<usize> {
    let b = text.as_bytes();
    let hashes = b[i..].iter().take_while(|&&c| c == b'#').count();
    if hashes > 255 || b.get(i + hashes) != Some(&b'"') {
        return None;
    }
    let body = i + hashes + 1;
    let mut j = body;
    loop {
        match *b.get(j)? {
            b'"' if b[j + 1..].iter().take(hashes).filter(|&&c| c == b'#').count() == hashes => {
                return literal_end(b, j + 1 + hashes);
            }
            b'\r' => return None,
            0 if flavour == Flavour::C => return None,
            c if c >= 0x80 && flavour == Flavour::Byte => return None,
            _ => j += 1,
        }
    }
}

/// A word at `i`, or the literal it prefixes (`r"…"`, `b'x'`, `br#"…"#`, `c"…"`): its end
/// and its kind.
fn word(text: &str, i: usize) -> Option<(usize, Kind)> {
    let b = text.as_bytes();
    let lit = |end: Option<usize>| end.map(|end| (end, Kind::Literal));
    match (b[i], b.get(i + 1), b.get(i + 2)) {
        (b'r', Some(b'"'), _) => return lit(raw_end(text, i + 1, Flavour::Str)),
        (b'r', Some(b'#'), Some(b'"' | b'#')) => return lit(raw_end(text, i + 1, Flavour::Str)),
        (b'b', Some(b'"'), _) => return lit(literal_end(b, cooked_end(text, i + 2, Flavour::Byte)?)),
        (b'b', Some(b'\''), _) => return lit(byte_end(text, i + 1)),
        (b'b', Some(b'r'), Some(b'"' | b'#')) => return lit(raw_end(text, i + 2, Flavour::Byte)),
        (b'c', Some(b'"'), _) => return lit(literal_end(b, cooked_end(text, i + 2, Flavour::C)?)),
        (b'c', Some(b'r'), Some(b'"' | b'#')) => return lit(raw_end(text, i + 2, Flavour::C)),
        _ => {}
    }
    let raw = b[i] == b'r' && b.get(i + 1) == Some(&b'#');
    let from = if raw { i + 2 } else { i };
    if raw && !b.get(from).is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_') {
        return None;
    }
    let end = from + b[from..].iter().take_while(|&&c| is_word(c)).count();
    if raw && matches!(&text[from..end], "_" | "super" | "self" | "Self" | "crate") {
        return None;
    }
    // A non-ASCII letter may continue the word; `x"…"`, `x'…'` and `x#` are reserved prefixes.
    match b.get(end) {
        Some(&c) if c >= 0x80 || c == b'"' || c == b'\'' || c == b'#' => None,
        _ => Some((end, Kind::Ident)),
    }
}

/// The end of the number at `i`, if it is of a usual form: decimal, `0x`, `0o` or `0b`
/// integers, decimal floats, with a standard suffix.
fn number_end(b: &[u8], i: usize) -> Option<usize> {
    let digits = |from: usize, ok: fn(u8) -> bool| from + b[from..].iter().take_while(|&&c| ok(c) || c == b'_').count();
    let base: Option<fn(u8) -> bool> = match (b[i], b.get(i + 1)) {
        (b'0', Some(b'x')) => Some(|c| c.is_ascii_hexdigit()),
        (b'0', Some(b'o')) => Some(|c| (b'0'..=b'7').contains(&c)),
        (b'0', Some(b'b')) => Some(|c| c == b'0' || c == b'1'),
        _ => None,
    };
    let (end, float) = if let Some(ok) = base {
        if !b.get(i + 2).is_some_and(|&c| ok(c)) {
            return None;
        }
        let end = digits(i + 2, ok);
        // A digit too big for the base is an error in proc_macro2.
        if b.get(end).is_some_and(u8::is_ascii_digit) {
            return None;
        }
        (end, false)
    } else {
        let mut end = digits(i, |c| c.is_ascii_digit());
        let mut float = false;
        if b.get(end) == Some(&b'.') {
            match b.get(end + 1) {
                // `1.5`
                Some(c) if c.is_ascii_digit() => {
                    end = digits(end + 1, |c| c.is_ascii_digit());
                    float = true;
                }
                // `1..2`, `1.max(2)`: the integer ends at the dot.
                Some(&c) if c == b'.' || c.is_ascii_alphabetic() || c == b'_' => {}
                // `1.` is a float of its own: unusual.
                _ => return None,
            }
        }
        // An exponent right after a digit: `1e10`, `2.5e-3`.
        if matches!(b.get(end), Some(b'e' | b'E')) && b[end - 1].is_ascii_digit() {
            let sign = usize::from(matches!(b.get(end + 1), Some(b'+' | b'-')));
            if b.get(end + 1 + sign).is_some_and(u8::is_ascii_digit) {
                end = digits(end + 1 + sign, |c| c.is_ascii_digit());
                float = true;
            }
        }
        (end, float)
    };
    let suffix_end = end + b[end..].iter().take_while(|&&c| is_word(c)).count();
    let suffix = &b[end..suffix_end];
    let ok = match suffix {
        b"" => true,
        b"f32" | b"f64" => base.is_none(),
        b"u8" | b"u16" | b"u32" | b"u64" | b"u128" | b"usize" | b"i8" | b"i16" | b"i32" | b"i64" | b"i128"
        | b"isize" => !float,
        _ => false,
    };
    (ok && b.get(suffix_end).is_none_or(|&c| c < 0x80)).then_some(suffix_end)
}

#[cfg(test)]
pub(crate) mod tests {
    use std::path::Path;
    use std::str::FromStr;

    use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

    use super::{lex, Delim, Kind, Token};

    /// The files of the workspace's tools crates and of the codegen fixtures (split on
    /// `//- `), as `prescan`'s tests read them.
    pub(crate) fn corpus() -> Vec<(String, String)> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files = Vec::new();
        let mut dirs = vec![root.join("tools/src")];
        for entry in std::fs::read_dir(root.join("tests")).unwrap().flatten() {
            dirs.push(entry.path().join("src"));
        }
        while let Some(dir) = dirs.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else { continue };
            for path in entries.flatten().map(|e| e.path()) {
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|x| x == "rs") {
                    files.push((path.display().to_string(), std::fs::read_to_string(&path).unwrap()));
                }
            }
        }
        let fixtures = root.join("crates/codegen/tests/it/fixtures");
        for path in std::fs::read_dir(fixtures).unwrap().flatten().map(|e| e.path()) {
            let text = std::fs::read_to_string(&path).unwrap();
            for (i, part) in text.split("//- ").enumerate().skip(1) {
                let body = part.split_once('\n').map_or("", |(_, body)| body);
                files.push((format!("{} part {i}", path.display()), body.to_string()));
            }
        }
        files.sort();
        files
    }

    /// proc_macro2's tokens of `text`, its groups flattened into opening and closing
    /// delimiters and its lifetimes (a `'` and a word) made one token; `None` if it fails.
    fn reference(text: &str) -> Option<Vec<Token>> {
        fn flatten(stream: TokenStream, out: &mut Vec<Token>) {
            let mut trees = stream.into_iter();
            while let Some(tree) = trees.next() {
                let range = tree.span().byte_range();
                let token = |kind, joint| Token { kind, start: range.start, end: range.end, joint };
                match tree {
                    TokenTree::Group(g) => {
                        let d = match g.delimiter() {
                            Delimiter::Parenthesis => Delim::Paren,
                            Delimiter::Bracket => Delim::Bracket,
                            Delimiter::Brace => Delim::Brace,
                            Delimiter::None => panic!("a None-delimited group from text"),
                        };
                        let (open, close) = (g.span_open().byte_range(), g.span_close().byte_range());
                        out.push(Token { kind: Kind::Open(d), start: open.start, end: open.end, joint: false });
                        flatten(g.stream(), out);
                        out.push(Token { kind: Kind::Close(d), start: close.start, end: close.end, joint: false });
                    }
                    TokenTree::Punct(p) if p.as_char() == '\'' => {
                        let name = trees.next().expect("a lifetime's name");
                        out.push(Token { end: name.span().byte_range().end, ..token(Kind::Lifetime, false) });
                    }
                    TokenTree::Punct(p) => out.push(token(Kind::Punct, p.spacing() == Spacing::Joint)),
                    TokenTree::Ident(_) => out.push(token(Kind::Ident, false)),
                    TokenTree::Literal(_) => out.push(token(Kind::Literal, false)),
                }
            }
        }
        let stream = TokenStream::from_str(text).ok()?;
        let mut out = Vec::new();
        flatten(stream, &mut out);
        Some(out)
    }

    /// Where `lex` is sure, it agrees with proc_macro2 token for token.
    fn agrees(name: &str, text: &str) -> bool {
        let Some(ours) = lex(text) else { return false };
        let theirs = reference(text).unwrap_or_else(|| panic!("{name}: lexed, but proc_macro2 fails:\n{text}"));
        for (k, (a, b)) in ours.iter().zip(&theirs).enumerate() {
            assert_eq!(a, b, "{name}: token {k} {:?} against {:?}", &text[a.start..a.end], &text[b.start..b.end]);
        }
        assert_eq!(ours.len(), theirs.len(), "{name}: token counts");
        true
    }

    fn texts(text: &str) -> Vec<(Kind, &str)> {
        lex(text).unwrap().iter().map(|t| (t.kind, &text[t.start..t.end])).collect()
    }

    #[test]
    fn tricky_inputs_lex_as_proc_macro2_does() {
        let sure = [
            r####"let s = r#"a " b"#; let t = r##"x"# y"##; let u = r"\";"####,
            r##"let b = b"a\x7f\n\"" ; let c = b'\''; let d = br#"x"#; let e = c"ok\u{e9}"; let f = cr"x";"##,
            "fn f<'a>(x: &'a str) -> &'static str { let c = 'a'; let e = '\\n'; let u = '\\u{1F600}'; let q = '\"'; x }",
            "let c = 'é'; let s = \"é ✓ \\\n   continued\"; /* é */ // é",
            "/* a /* nested */ comment */ x /**/ y /*** not doc */ z //// not doc",
            "a..b; x.0.1; 1.5; 1..=2; 1.max(2); 2.5e-3; 1e10; 0x1F_u8; 0o17; 0b1010; 1_000i64; 7f32; x.1e5",
            "a >>= b; a <<= b; a && b || c; x::<T>(); a -> b => c ..= d ... e",
            "x+/*c*/y; x-//c\n-y; '_ 'static",
            "{ ( [ ] ) }",
        ];
        for (i, text) in sure.iter().enumerate() {
            assert!(agrees(&format!("sure {i}"), text), "sure {i}: {text}");
        }
        assert_eq!(texts("x.0.1")[2], (Kind::Literal, "0.1"), "proc_macro2 makes `0.1` a float");
        assert_eq!(texts("1..2")[0], (Kind::Literal, "1"));
        assert_eq!(texts("'a 'a'")[0..2], [(Kind::Lifetime, "'a"), (Kind::Literal, "'a'")]);
        let shr_assign = lex(">>=").unwrap();
        assert_eq!(shr_assign.iter().map(|t| t.joint).collect::<Vec<_>>(), [true, true, false]);
        let unsure: &[&[&str]] = &[
            // Doc comments, left to syn; unterminated things; unbalanced delimiters.
            &["/// doc", "//! doc", "/** doc */", "/*! doc */", "/* open", "\"open", "r#\"x\"", "(]", "(", ")"],
            // Escapes and characters out of the common ones.
            &["\"\\q\"", "\"\\x80\"", "\"\\u{110000}\"", "\"\\u{}\"", "'\\x80'", "'''", "b'é'", "b\"é\"", "c\"\\0\""],
            // Numbers of unusual forms.
            &["1.", "1e", "0x", "0b12", "1u7", "1.5u8", "1_e5"],
            // Suffixes, reserved prefixes, characters outside literals.
            &["\"s\"suffix", "'c'x", "f\"x\"", "x'a", "r##x", "r#self", "'ab'", "x é", "a`b", "a\rb", "\"a\rb\""],
            // proc_macro2's own token.
            &["(/*ERROR*/)"],
        ];
        for &text in unsure.concat().iter() {
            assert!(lex(text).is_none(), "{text:?} is not lexed for sure");
        }
    }

    /// Every file of the corpus, with its doc comments made plain ones (so that the rest is
    /// compared), lexes as proc_macro2 lexes it wherever `lex` is sure.
    #[test]
    fn the_corpus_lexes_as_proc_macro2_does() {
        let corpus = corpus();
        let mut sure = 0;
        for (name, text) in &corpus {
            // Same length: `///` → `// `, `//!` → `// `, `/**` → `/* `, `/*!` → `/* `.
            let plain = text.replace("///", "// ").replace("//!", "// ").replace("/**", "/* ").replace("/*!", "/* ");
            sure += usize::from(agrees(name, &plain));
            let pre = crate::prescan::prescan(text, true);
            for (k, body) in crate::bodies::pieces(pre.bodies.as_deref().unwrap_or("")).enumerate() {
                agrees(&format!("{name} body {k}"), body);
            }
        }
        eprintln!("lex: sure of {sure} of {} files", corpus.len());
        assert!(sure * 10 >= corpus.len() * 8, "sure of only {sure} of {} files", corpus.len());
    }
}
