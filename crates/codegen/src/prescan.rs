//! A light lexer run over each file before `syn`: it takes the `///` doc comments of the
//! file's functions (outside `impl`s and bodies) out of the text `syn` parses, and hands
//! them on as fragments.
//!
//! Through `syn`, each `///` line becomes a token, an attribute and an escaped string literal
//! that is unescaped again; in a tools crate that is mostly doc comments, that was about half
//! of the time `gen-schemas` spent.
//!
//! Asked to, it also sets the bodies of those functions aside: their text between the braces
//! becomes blanks (newlines kept, one space per character, so every position after them is
//! the file's), and the bodies are handed on as one text of their own, for `syn` to check on
//! another thread (`crate::bodies`). Nothing the generator reads is in a body, but `syn`
//! spent most of its time there. The lexer knows just enough Rust to find them: comments,
//! strings (raw, byte and C ones too), character literals against lifetimes, and delimiter
//! depth; items end at a `;` or a `}` at the level of their list (the file's, or an inline
//! module's). Each comment is cut from `///` to the
//! end of its line, so everything else stays at its own line and column and every span `syn`
//! gives is the file's. Anything it is unsure of (an unterminated literal, a bare carriage
//! return in a comment, a `}` too many, a doc comment after the visibility) leaves the file
//! whole to `syn`, which reports it as before.

use std::collections::HashMap;

use toolschema::doc::DocFragment;
use toolschema::Pos;

use crate::signatures::{self, Signature};

/// A file ready for `syn`.
#[derive(Debug, Default)]
pub(crate) struct Prescanned {
    /// The text with the comments cut out; `None`: the file as it is.
    pub text: Option<String>,
    /// Each such function's `///` fragments, by the position of its name.
    pub docs: HashMap<Pos, Vec<DocFragment>>,
    /// When bodies are set aside and there are any: those functions' bodies, braces
    /// included, one after the other, for [`crate::bodies::parse`].
    pub bodies: Option<String>,
    /// When bodies are set aside: the functions whose signature [`signatures::read`] took,
    /// blank in [`Prescanned::text`] from their first token to their body's end (their
    /// bodies are in [`Prescanned::bodies`] all the same), in source order.
    pub fast: Vec<FastFn>,
}

/// A function read without `syn`.
#[derive(Debug)]
pub(crate) struct FastFn {
    pub sig: Signature,
    /// Its `///` comments.
    pub docs: Vec<DocFragment>,
    /// The inline modules it is in, outermost first, within its file (`r#` dropped).
    pub inline: Vec<String>,
}

/// What becomes of a range of the file's text in the text `syn` parses.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Edit {
    /// Cut out (a `///` comment, up to the end of its line).
    Cut,
    /// Blank between its first and last byte (a body, braces kept).
    BlankInside,
    /// Blank (a function read without `syn`).
    BlankAll,
}

/// Where the walk is in the current top-level item.
#[derive(Clone, Copy, Default, PartialEq)]
enum State {
    /// Its outer attributes and doc comments.
    #[default]
    Attributes,
    /// Its visibility and qualifiers (`pub`, `const`, `async`, `unsafe`, `extern "C"`).
    Qualifiers,
    /// Just after `fn`: the next word is its name.
    Fn,
    /// Just after `mod`: the next word is its name.
    Mod,
    /// Anything else, up to the item's end.
    Rest,
}

/// Finds the `///` comments of the functions of `text` and its inline modules, and sets
/// their bodies aside when `set_bodies_aside`.
pub(crate) fn prescan(text: &str, set_bodies_aside: bool) -> Prescanned {
    lex(text, set_bodies_aside).unwrap_or_default()
}

fn lex(text: &str, set_bodies_aside: bool) -> Option<Prescanned> {
    let bytes = text.as_bytes();
    let mut out = Prescanned::default();
    // What to cut or blank, in order.
    let mut edits: Vec<(usize, usize, Edit)> = Vec::new();
    // Byte ranges of the functions' bodies, from `{` to after `}`, in order.
    let mut bodies: Vec<(usize, usize)> = Vec::new();
    let (mut line, mut line_start) = (1u32, 0usize);
    let mut depth = 0usize;
    // The item being read, in the list of items at depth `items_at` (the file's, or an
    // inline module's); the lists around it, each with its own item.
    let mut item = Current::default();
    let mut items_at = 0usize;
    let mut outer: Vec<(usize, Current)> = Vec::new();
    let column = |line_start: usize, at: usize| text[line_start..at].chars().count() as u32 + 1;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'\n' => {
                line += 1;
                line_start = i + 1;
                i += 1;
            }
            b' ' | b'\t' | b'\r' => i += 1,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                let end = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                let doc = bytes.get(i + 2) == Some(&b'/') && bytes.get(i + 3) != Some(&b'/');
                if bytes.get(i + 2) == Some(&b'!') && depth == items_at {
                    // An inner doc comment: an attribute, which `syn` places.
                    item.attributed = true;
                }
                if doc && depth == items_at {
                    let body_end = if end > i && bytes[end - 1] == b'\r' && end < bytes.len() { end - 1 } else { end };
                    if text[i..body_end].contains('\r') {
                        return None;
                    }
                    match item.state {
                        State::Attributes => {
                            let column = column(line_start, i);
                            item.pending.push(Comment { start: i, end: body_end, pos: Pos::new(line, column) });
                        }
                        State::Qualifiers | State::Fn => item.keep = true,
                        State::Rest | State::Mod => {}
                    }
                }
                i = end;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                if matches!(bytes.get(i + 2), Some(b'*' | b'!')) && depth == items_at {
                    // Maybe a doc comment (`/** … */`, `/*! … */`): an attribute.
                    item.attributed = true;
                }
                let mut nest = 0usize;
                let mut j = i;
                loop {
                    match (bytes.get(j), bytes.get(j + 1)) {
                        (Some(b'/'), Some(b'*')) => {
                            nest += 1;
                            j += 2;
                        }
                        (Some(b'*'), Some(b'/')) => {
                            nest -= 1;
                            j += 2;
                            if nest == 0 {
                                break;
                            }
                        }
                        (Some(b'\n'), _) => {
                            line += 1;
                            line_start = j + 1;
                            j += 1;
                        }
                        (Some(_), _) => j += 1,
                        (None, _) => return None,
                    }
                }
                i = j;
            }
            b'"' => i = string_end(bytes, i + 1, &mut line, &mut line_start)?,
            b'\'' => i = quote_end(text, i)?,
            b'0'..=b'9' => {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'.') {
                    i += 1;
                }
            }
            b'#' if depth == items_at => {
                // An attribute: the item is `syn`'s to read.
                item.attributed = true;
                i += 1;
            }
            b'{' | b'(' | b'[' => {
                if b == b'{' && depth == items_at && item.named_fn && item.body.is_none() {
                    item.body = Some(i);
                }
                if b == b'{' && depth == items_at && item.module {
                    // An inline module: its items are a list of their own.
                    outer.push((items_at, std::mem::take(&mut item)));
                    items_at = depth + 1;
                }
                depth += 1;
                i += 1;
            }
            b'}' | b')' | b']' => {
                depth = depth.checked_sub(1)?;
                i += 1;
                if depth < items_at {
                    // The end of an inline module, and so of the item it is in its list.
                    (items_at, item) = outer.pop()?;
                }
                if depth == items_at && b == b'}' {
                    if let Some(start) = item.body {
                        bodies.push((start, i));
                        if set_bodies_aside {
                            let inline = outer.iter().filter_map(|(_, m)| m.module_name.clone()).collect();
                            match item.fast(text, start, inline, &mut out) {
                                Some(from) => edits.push((from, i, Edit::BlankAll)),
                                None => edits.push((start, i, Edit::BlankInside)),
                            }
                        }
                    }
                    item = Current::default();
                }
            }
            b';' => {
                i += 1;
                if depth == items_at {
                    item = Current::default();
                }
            }
            _ if b == b'_' || b.is_ascii_alphabetic() || b >= 0x80 => {
                let start = i;
                while i < bytes.len() && (bytes[i] == b'_' || bytes[i].is_ascii_alphanumeric() || bytes[i] >= 0x80) {
                    i += 1;
                }
                // `r"…"`, `br#"…"#`, `b"…"`, `c"…"`, `b'x'`: a literal, not a word.
                if let Some(end) = prefixed_literal(text, &text[start..i], i, &mut line, &mut line_start) {
                    i = end?;
                    continue;
                }
                if &text[start..i] == "r" && bytes.get(i) == Some(&b'#') {
                    // A raw identifier, `r#name`.
                    i += 1;
                    while i < bytes.len() && (bytes[i] == b'_' || bytes[i].is_ascii_alphanumeric() || bytes[i] >= 0x80)
                    {
                        i += 1;
                    }
                }
                let word = &text[start..i];
                if depth != items_at {
                    continue;
                }
                if item.state == State::Attributes {
                    item.first_word = Some(start);
                }
                item.state = match (item.state, word) {
                    (State::Fn, _) => {
                        item.named_fn = true;
                        let fragments = item.take_fragments(text, &mut edits);
                        let at = Pos::new(line, column(line_start, start));
                        out.docs.insert(at, fragments);
                        item.name_pos = Some(at);
                        State::Rest
                    }
                    (State::Mod, _) => {
                        item.module_name = Some(word.strip_prefix("r#").unwrap_or(word).to_string());
                        State::Rest
                    }
                    (State::Attributes | State::Qualifiers, "mod") => {
                        item.pending.clear();
                        item.module = true;
                        State::Mod
                    }
                    (State::Attributes | State::Qualifiers, "fn") => State::Fn,
                    (
                        State::Attributes | State::Qualifiers,
                        "pub" | "const" | "async" | "unsafe" | "safe" | "extern" | "default",
                    ) => State::Qualifiers,
                    (State::Attributes | State::Qualifiers, _) => {
                        item.pending.clear();
                        State::Rest
                    }
                    (State::Rest, _) => State::Rest,
                }
            }
            _ => i += 1,
        }
    }
    if !set_bodies_aside {
        bodies.clear();
    }
    if edits.is_empty() {
        return Some(out);
    }
    out.text = Some(cut(text, &edits));
    if !bodies.is_empty() {
        let mut aside = String::with_capacity(bodies.iter().map(|(start, end)| end - start + 1).sum());
        for &(start, end) in &bodies {
            aside.push_str(&text[start..end]);
            aside.push('\n');
        }
        out.bodies = Some(aside);
    }
    Some(out)
}

/// `text` with the `edits` made: the comments cut out, the bodies and the functions read
/// without `syn` blank (newlines kept, and one space per character of their last line, so
/// that every position after them is the file's). They are in order and do not overlap.
fn cut(text: &str, edits: &[(usize, usize, Edit)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    // A blank part keeps its lines, and the columns of its last line, which is all that the
    // positions after it depend on: the rest of its lines are left empty, so that `syn` does
    // not read past a space for every character set aside.
    let blank = |out: &mut String, part: &str| match part.rfind('\n') {
        Some(last) => {
            out.extend(std::iter::repeat_n('\n', part.bytes().filter(|&b| b == b'\n').count()));
            out.extend(std::iter::repeat_n(' ', part[last + 1..].chars().count()));
        }
        None => out.extend(std::iter::repeat_n(' ', part.chars().count())),
    };
    for &(start, end, edit) in edits {
        match edit {
            Edit::Cut => {
                out.push_str(&text[from..start]);
                from = end;
            }
            Edit::BlankInside => {
                out.push_str(&text[from..=start]);
                blank(&mut out, &text[start + 1..end - 1]);
                from = end - 1;
            }
            Edit::BlankAll => {
                out.push_str(&text[from..start]);
                blank(&mut out, &text[start..end]);
                from = end;
            }
        }
    }
    out.push_str(&text[from..]);
    out
}

/// A `///` comment: its bytes from the slashes to the end of the line, and where it starts.
struct Comment {
    start: usize,
    end: usize,
    pos: Pos,
}

/// What the lexer knows of the item it is in.
#[derive(Default)]
struct Current {
    state: State,
    /// Its `///` comments so far.
    pending: Vec<Comment>,
    /// A doc comment where it cannot be taken (after `pub`): leave them all to `syn`.
    keep: bool,
    /// It is a `mod`: a `{` starts a list of items.
    module: bool,
    /// It is a function whose name has been read: its first `{` at the item's level starts
    /// its body.
    named_fn: bool,
    /// Where its body starts, once it has.
    body: Option<usize>,
    /// Where its first word is (`pub`, `fn`, `struct`…).
    first_word: Option<usize>,
    /// It has an attribute, or a comment that may be one: only `syn` reads it.
    attributed: bool,
    /// A function's: where its name is.
    name_pos: Option<Pos>,
    /// A module's: its name.
    module_name: Option<String>,
}

impl Current {
    /// The fragments of a function's comments, their ranges added to the cuts; none when
    /// they stay for `syn`.
    fn take_fragments(&mut self, text: &str, edits: &mut Vec<(usize, usize, Edit)>) -> Vec<DocFragment> {
        if self.keep {
            self.pending.clear();
            return Vec::new();
        }
        let mut fragments = Vec::with_capacity(self.pending.len());
        for comment in self.pending.drain(..) {
            let text = text[comment.start + 3..comment.end].to_string();
            fragments.push(DocFragment { text, pos: comment.pos.shifted(3), block: false });
            edits.push((comment.start, comment.end, Edit::Cut));
        }
        fragments
    }

    /// For a function whose body starts at `body`: when its signature reads without `syn`,
    /// moves it and its comments into `out.fast` and gives where it starts, for blanking.
    fn fast(&mut self, text: &str, body: usize, inline: Vec<String>, out: &mut Prescanned) -> Option<usize> {
        if self.attributed || self.keep || !self.named_fn {
            return None;
        }
        let from = self.first_word?;
        let sig = signatures::read(text, from..body)?;
        let docs = out.docs.remove(&self.name_pos?).unwrap_or_default();
        out.fast.push(FastFn { sig, docs, inline });
        Some(from)
    }
}

/// The index after a `"…"` string whose opening quote is before `i`.
fn string_end(bytes: &[u8], mut i: usize, line: &mut u32, line_start: &mut usize) -> Option<usize> {
    while i < bytes.len() {
        match bytes[i] {
            // An escaped newline (a line continuation) is a line too.
            b'\\' if bytes.get(i + 1) == Some(&b'\n') => {
                *line += 1;
                *line_start = i + 2;
                i += 2;
            }
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            b'\n' => {
                *line += 1;
                *line_start = i + 1;
                i += 1;
            }
            _ => i += 1,
        }
    }
    None
}

/// The index after a character literal or a lifetime starting with the `'` at `i`.
fn quote_end(text: &str, i: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    if bytes.get(i + 1) == Some(&b'\\') {
        // An escape (`'\n'`, `'\''`, `'\u{1F600}'`): up to the closing quote.
        let close = text[i + 3..].find('\'')?;
        return Some(i + 3 + close + 1);
    }
    let c = text[i + 1..].chars().next()?;
    let after = i + 1 + c.len_utf8();
    if bytes.get(after) == Some(&b'\'') {
        return Some(after + 1);
    }
    // A lifetime or a label: the quote, then its word (the caller lexes the word).
    Some(i + 1)
}

/// For a word just lexed that prefixes a literal (`r`, `br`, `cr`, `b`, `c`) directly
/// followed by it: the index after the literal, `Some(None)` when it does not end.
fn prefixed_literal(text: &str, word: &str, i: usize, line: &mut u32, line_start: &mut usize) -> Option<Option<usize>> {
    let bytes = text.as_bytes();
    match (word, bytes.get(i)) {
        ("b" | "c", Some(b'"')) => Some(string_end(bytes, i + 1, line, line_start)),
        ("b", Some(b'\'')) => Some(quote_end(text, i)),
        ("r" | "br" | "cr", Some(b'"' | b'#')) => {
            let hashes = bytes[i..].iter().take_while(|&&b| b == b'#').count();
            if bytes.get(i + hashes) != Some(&b'"') {
                return None;
            }
            let close = format!("\"{}", "#".repeat(hashes));
            let body = i + hashes + 1;
            Some(text[body..].find(&close).map(|n| {
                let end = body + n + close.len();
                for (k, _) in text[body..end].match_indices('\n') {
                    *line += 1;
                    *line_start = body + k + 1;
                }
                end
            }))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use syn::Item;
    use toolschema::Pos;

    use super::{prescan, FastFn};
    use crate::scan::{pos, SourceFile};
    use crate::source::doc_fragments;

    /// Files whose doc comments are cut, and others where they must stay.
    const TRICKY: &[&str] = &[
        "/// A.\n/// B.\npub fn a() {}\n",
        "/// Kept: a struct's.\npub struct S { /// A field.\n pub x: u8 }\n/// Taken.\npub fn f(s: S) {}\n",
        "/// A.\r\n///   B. \r\npub fn crlf() {}\r\n",
        "//// Not a doc.\n/// Doc.\n#[inline]\n/// After an attribute.\npub async fn g() {}\n",
        "/** Block. */\n/// Line.\n#[doc = \"Attr.\"]\npub fn mixed() {}\n",
        "const S: &str = \"/// not a comment\";\n/// Doc.\npub fn after_string() {}\n",
        "const R: &str = r#\"\" /// \"#;\nconst C: char = '\"';\nconst Q: char = '\\'';\n/// Doc.\npub fn after_raw<'a>(x: &'a str) -> &'a str { x }\n",
        "/* /// in a /* nested */ block */\n/// Doc.\npub const fn k() {}\n",
        "/// Doc.\npub fn r#type() {}\n/// Of an impl.\nimpl S {}\npub struct S;\n",
        "mod inner {\n    /// Inside an inline module.\n    pub fn f() {}\n    pub mod deeper { /// Deeper.\n pub fn g() {} }\n /// A struct's.\n struct S;\n}\n/// Doc é ✓.\npub unsafe extern \"C\" fn c() {}\n",
        "pub /// after pub\nfn late() {}\n",
        "/// Doc.\npub fn body() { let s = \"}\"; let c = '}'; let l: &'static str = s; /* } */ }\n/// Two.\npub fn two() {}\n",
        "/// Doc with a bare \r carriage return.\npub fn cr() {}\n",
        "/// Doc.\npub fn broken() { let c = a - ; }\n",
        "/// Doc.\npub fn unterminated() { \"\n",
        "/// Dangling at the end.\n",
        "macro_rules! m { () => {} }\nm!();\n/// Doc.\npub fn after_macro() {}\n",
        "/// Doc.\npub fn f(x: [u8; { 1 + 2 }]) -> Option<[u8; 3]> { None }\n",
        // Signatures read without syn, or left to it.
        "/// A.\npub fn a<'a, 'b: 'a + 'static,>(x: &'a str, y: &'b mut Vec<Vec<u8>>, z: [u8; 1_0], t: (u8,), u: (u8), v: (), w: &[String], r#type: r#u8) -> Result<std::collections::HashMap<String, (u32, bool)>, String> { todo!() }\n",
        "pub fn trailing(x: Vec<u8>,) {}\npub(crate) fn restricted(x: u8) {}\npub fn generic<T>(x: T) where T: Clone {}\n",
        "pub fn imp(x: impl Iterator<Item = u8>) {}\npub fn assoc(x: Box<dyn Fn(u8) -> u8 + Send>) {}\n",
        "pub fn commented(x: /* a comment */ u8, // another\n y: ::std::string::String) -> self::S { S }\n",
        "#[inline]\npub fn attr(x: u8) {}\n#[cfg(test)]\n/// Doc.\npub fn cfg(x: u8) {}\n",
        "pub async fn asy(x: &'static str, y: &'_ str) -> Box<dyn std::error::Error> { todo!() }\nfn private(x: u8) -> u8 { x }\n",
        "pub fn paths(x: super::S, y: crate::m::T, z: self::U, w: Self, v: Vec<Self>, u: super::super::X) {}\n",
        "pub fn refs(x: &&u8, y: &'a mut &'b u8, z: ((u8, u16), [(u8); 2]), w: Vec<[u8; 3usize]>) {}\n",
        "pub fn turbofish(x: Vec::<u8>, y: [u8; 0x10], z: [u8; 3u8]) {}\npub fn unsafe_inner(x: u8) { unsafe { } }\n",
        "pub fn mut_param(mut x: u8, _: u16, (a, b): (u8, u8)) {}\npub const fn k() {}\npub unsafe fn u() {}\n",
        "mod inner { pub fn a(x: u8) {} pub mod deeper { pub fn b(y: Vec<u8>) -> u8 { 0 } } }\nmod r#type { pub fn c() {} }\n",
        "/*! Inner doc. */\npub fn after_inner_block() {}\n/** Outer block. */\npub fn block_doc(x: u8) {}\n",
        "pub fn non_ascii(é: u8) {}\npub fn lifetimes<'a>(x: std::borrow::Cow<'a, str>, y: Foo<'a, 'static, u8>) {}\n",
        "pub fn spaced(x: u8) - > u8 { x }\n",
        "pub fn gt(x: Vec<u8>>) {}\n",
    ];

    /// The tricky files above, and the files of the workspace's tools crates and of the codegen
    /// fixtures (`lex`'s corpus).
    fn corpus() -> Vec<(String, String)> {
        let mut files: Vec<(String, String)> =
            TRICKY.iter().enumerate().map(|(i, t)| (format!("tricky {i}"), t.to_string())).collect();
        files.extend(crate::lex::tests::corpus());
        files
    }

    /// What `syn` makes of the cut text and the fragments taken out is what it makes of the
    /// file: the same items, the same doc fragments at the same positions, the same errors.
    #[test]
    fn cutting_the_doc_comments_changes_nothing_syn_sees() {
        cuts_change_nothing_syn_sees(false);
    }

    /// The same with the bodies set aside, but for the bodies: in the cut text they are
    /// empty, and a file that does not parse either does not parse cut, or has a body that
    /// does not parse.
    #[test]
    fn setting_the_bodies_aside_changes_nothing_else_syn_sees() {
        cuts_change_nothing_syn_sees(true);
        let pre = prescan(TRICKY[13], true);
        assert!(pre.text.as_deref().is_some_and(|cut| syn::parse_file(cut).is_ok()), "the cut parses");
        assert!(!crate::bodies::parse(pre.bodies.as_deref().unwrap()), "the body is the error");
    }

    fn cuts_change_nothing_syn_sees(aside: bool) {
        let corpus = corpus();
        assert!(corpus.len() > 100, "{} files", corpus.len());
        let (mut taken, mut bodies, mut fast_fns) = (0, 0, 0);
        for (name, text) in &corpus {
            let pre = prescan(text, aside);
            if !aside {
                assert!(pre.bodies.is_none(), "{name}");
            }
            let bodies_parse = pre.bodies.as_deref().is_none_or(crate::bodies::parse);
            bodies += pre.bodies.as_deref().map_or(0, |b| b.lines().filter(|l| l.starts_with('{')).count());
            let whole = syn::parse_file(text);
            let Some(cut) = &pre.text else {
                assert!(pre.docs.values().all(Vec::is_empty), "{name}: docs without a cut");
                continue;
            };
            let (whole, cut) = match (whole, syn::parse_file(cut)) {
                (Ok(whole), Ok(cut)) => (whole, cut),
                (Err(_), Err(_)) => continue,
                (Err(_), Ok(_)) if !bodies_parse => continue,
                (whole, cut) => panic!("{name}: the file parses {:?}, the cut text {:?}", whole.is_ok(), cut.is_ok()),
            };
            assert!(bodies_parse, "{name}: the file parses, its bodies do not");
            assert!(crate::scan::agrees(&cut, &pre.docs), "{name}: the lexer and syn disagree on the functions");
            let file = SourceFile::new(name.clone(), text.clone());
            let fast: HashMap<Pos, &FastFn> = pre.fast.iter().map(|f| (file.pos_at(f.sig.name_at), f)).collect();
            let mut seen = 0;
            taken += same_items(name, &file, &pre.docs, (&fast, &mut seen, &[]), &whole.items, &cut.items, aside);
            assert_eq!(seen, fast.len(), "{name}: functions read without syn that are not the file's");
            fast_fns += seen;
        }
        assert!(taken > 1000, "only {taken} fragments taken");
        assert!(!aside || bodies > 500, "only {bodies} bodies set aside");
        assert!(!aside || fast_fns > 400, "only {fast_fns} functions read without syn");
    }

    /// The functions read without `syn`, by the position of their name; how many the walk has
    /// met; the inline modules it is in.
    type Fast<'a> = (&'a HashMap<Pos, &'a FastFn>, &'a mut usize, &'a [String]);

    /// Checks that the items of the cut text are the file's, but for the functions read
    /// without `syn`, which must be read as `syn` reads them; returns the fragments taken.
    fn same_items(
        name: &str,
        file: &SourceFile,
        docs: &HashMap<Pos, Vec<toolschema::doc::DocFragment>>,
        fast: Fast<'_>,
        whole: &[Item],
        cut: &[Item],
        aside: bool,
    ) -> usize {
        let (fast, seen, inline) = fast;
        let mut taken = 0;
        let mut cut = cut.iter();
        for a in whole {
            if let Some(read) = fast_fn(a, fast) {
                let Item::Fn(f) = a else { unreachable!() };
                assert_eq!(read.inline, inline, "{name}: fn {}", f.sig.ident);
                same_signature(name, file, f, read);
                taken += read.docs.len();
                *seen += 1;
                continue;
            }
            let b = cut.next().unwrap_or_else(|| panic!("{name}: the cut text lacks {a:?}"));
            match (a, b) {
                (Item::Fn(a), Item::Fn(b)) => {
                    let pulled = docs.get(&pos(b.sig.ident.span())).cloned().unwrap_or_default();
                    taken += pulled.len();
                    let mut all = pulled;
                    all.extend(doc_fragments(&b.attrs, file));
                    all.sort_by_key(|d| d.pos);
                    assert_eq!(doc_fragments(&a.attrs, file), all, "{name}: fn {}", a.sig.ident);
                    let others =
                        |f: &syn::ItemFn| f.attrs.iter().filter(|a| !is_line_doc(a, file)).cloned().collect::<Vec<_>>();
                    assert_eq!(others(a), others(b), "{name}: fn {}", a.sig.ident);
                    assert_eq!((&a.vis, &a.sig), (&b.vis, &b.sig), "{name}");
                    if aside {
                        assert!(b.block.stmts.is_empty(), "{name}: fn {} keeps its body", a.sig.ident);
                    } else {
                        assert_eq!(a.block, b.block, "{name}");
                    }
                }
                (Item::Mod(a), Item::Mod(b)) if a.content.is_some() => {
                    assert_eq!((&a.attrs, &a.vis, &a.ident), (&b.attrs, &b.vis, &b.ident), "{name}");
                    let (Some((_, items_a)), Some((_, items_b))) = (&a.content, &b.content) else { panic!("{name}") };
                    let mut inner = inline.to_vec();
                    inner.push(crate::scan::unraw(&a.ident));
                    taken += same_items(name, file, docs, (fast, seen, &inner), items_a, items_b, aside);
                }
                (a, b) => assert_eq!(a, b, "{name}"),
            }
        }
        assert!(cut.next().is_none(), "{name}: the cut text has items the file lacks");
        taken
    }

    fn fast_fn<'a>(item: &Item, fast: &HashMap<Pos, &'a FastFn>) -> Option<&'a FastFn> {
        let Item::Fn(f) = item else { return None };
        fast.get(&pos(f.sig.ident.span())).copied()
    }

    /// A function read without `syn` is what `syn` reads: its comments, and its signature
    /// (`signatures::tests::same_as_syn`).
    fn same_signature(name: &str, file: &SourceFile, f: &syn::ItemFn, read: &FastFn) {
        let what = format!("{name}: fn {}", f.sig.ident);
        assert!(f.attrs.iter().all(|a| is_line_doc(a, file)), "{what}: read without syn despite its attributes");
        assert_eq!(doc_fragments(&f.attrs, file), read.docs, "{what}");
        crate::signatures::tests::same_as_syn(&what, file, f, &read.sig);
    }

    fn is_line_doc(attr: &syn::Attribute, file: &SourceFile) -> bool {
        let at = pos(syn::spanned::Spanned::span(attr));
        attr.path().is_ident("doc")
            && file
                .line(at.line as usize)
                .is_some_and(|l| l.chars().skip(at.column as usize - 1).collect::<String>().starts_with("///"))
    }

    #[test]
    fn what_stays_for_syn() {
        let kept = |text: &str| prescan(text, false).docs.values().map(Vec::len).sum::<usize>();
        assert_eq!(kept(TRICKY[10]), 0, "a doc comment after `pub` is syn's to refuse");
        assert_eq!(kept(TRICKY[9]), 3, "an inline module's functions' are taken too");
        assert!(prescan(TRICKY[12], true).text.is_none(), "a bare carriage return is syn's to refuse");
        assert!(prescan(TRICKY[14], true).text.is_none(), "an unterminated string leaves the file whole");
        assert_eq!(kept(TRICKY[1]), 1, "a struct's and its fields' stay");
    }
}
