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
    // Byte ranges of the comments to cut, in order.
    let mut cuts: Vec<(usize, usize)> = Vec::new();
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
                        State::Rest => {}
                    }
                }
                i = end;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
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
                    bodies.extend(item.body.map(|start| (start, i)));
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
                let word = &text[start..i];
                // `r"…"`, `br#"…"#`, `b"…"`, `c"…"`, `b'x'`: a literal, not a word.
                if let Some(end) = prefixed_literal(text, word, i, &mut line, &mut line_start) {
                    i = end?;
                    continue;
                }
                if word == "r" && bytes.get(i) == Some(&b'#') {
                    // A raw identifier, `r#name`.
                    i += 1;
                    while i < bytes.len() && (bytes[i] == b'_' || bytes[i].is_ascii_alphanumeric() || bytes[i] >= 0x80)
                    {
                        i += 1;
                    }
                }
                if depth != items_at {
                    continue;
                }
                item.state = match (item.state, word) {
                    (State::Fn, _) => {
                        item.named_fn = true;
                        let fragments = item.take_fragments(text, &mut cuts);
                        out.docs.insert(Pos::new(line, column(line_start, start)), fragments);
                        State::Rest
                    }
                    (State::Attributes | State::Qualifiers, "mod") => {
                        item.pending.clear();
                        item.module = true;
                        State::Rest
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
    if cuts.is_empty() && bodies.is_empty() {
        return Some(out);
    }
    out.text = Some(cut(text, &cuts, &bodies));
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

/// `text` without the `cuts` and with the inside of each body blank. Neither overlaps the
/// other: the comments cut are outside every body.
fn cut(text: &str, cuts: &[(usize, usize)], bodies: &[(usize, usize)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    let (mut cuts, mut bodies) = (cuts.iter().peekable(), bodies.iter().peekable());
    loop {
        let cut_next = match (cuts.peek(), bodies.peek()) {
            (Some(c), Some(b)) => c.0 < b.0,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => break,
        };
        if cut_next {
            let &(start, end) = cuts.next().expect("peeked");
            out.push_str(&text[from..start]);
            from = end;
        } else {
            let &(start, end) = bodies.next().expect("peeked");
            // Keep both braces; one space per character between them, newlines kept.
            out.push_str(&text[from..=start]);
            out.extend(text[start + 1..end - 1].chars().map(|c| if c == '\n' { '\n' } else { ' ' }));
            from = end - 1;
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
}

impl Current {
    /// The fragments of a function's comments, their ranges added to the cuts; none when
    /// they stay for `syn`.
    fn take_fragments(&mut self, text: &str, cuts: &mut Vec<(usize, usize)>) -> Vec<DocFragment> {
        if self.keep {
            self.pending.clear();
            return Vec::new();
        }
        let mut fragments = Vec::with_capacity(self.pending.len());
        for comment in self.pending.drain(..) {
            let text = text[comment.start + 3..comment.end].to_string();
            fragments.push(DocFragment { text, pos: comment.pos.shifted(3), block: false });
            cuts.push((comment.start, comment.end));
        }
        fragments
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
    use std::path::Path;

    use syn::Item;

    use super::prescan;
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
    ];

    /// The files of the workspace's tools crates and of the codegen fixtures.
    fn corpus() -> Vec<(String, String)> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files: Vec<(String, String)> =
            TRICKY.iter().enumerate().map(|(i, t)| (format!("tricky {i}"), t.to_string())).collect();
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
        let (mut taken, mut bodies) = (0, 0);
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
            taken += same_items(name, &file, &pre.docs, &whole.items, &cut.items, aside);
        }
        assert!(taken > 1000, "only {taken} fragments taken");
        assert!(!aside || bodies > 500, "only {bodies} bodies set aside");
    }

    /// Checks that the items of the cut text are the file's, returning the fragments taken.
    fn same_items(
        name: &str,
        file: &SourceFile,
        docs: &std::collections::HashMap<toolschema::Pos, Vec<toolschema::doc::DocFragment>>,
        whole: &[Item],
        cut: &[Item],
        aside: bool,
    ) -> usize {
        assert_eq!(whole.len(), cut.len(), "{name}");
        let mut taken = 0;
        for (a, b) in whole.iter().zip(cut) {
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
                    let (Some((_, a)), Some((_, b))) = (&a.content, &b.content) else { panic!("{name}") };
                    taken += same_items(name, file, docs, a, b, aside);
                }
                (a, b) => assert_eq!(a, b, "{name}"),
            }
        }
        taken
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
