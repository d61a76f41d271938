//! The functions' bodies, checked apart from the rest of the file.
//!
//! Nothing the generator reads is inside a function's body, but a syntax error there is an
//! error of the tools crate all the same (section 6 of the spec), and `syn` spent most of its
//! time there. So `prescan` blanks the bodies of the functions it finds, the file is parsed
//! without them, and the bodies are parsed here, on another thread, as `syn` parses a
//! function's body in its file: braces, inner attributes, statements. [`crate::generate`]
//! only keeps what it made without them when every body parses; otherwise it makes it all
//! again from the files as written, so that a body's syntax error is reported exactly as
//! before, where it is, with the rest of the file left unread.
//!
//! Most bodies never reach `syn` here: `crate::body_check` reads them at lexing speed and is
//! sure of the common ones (it never says "parses" of a body `syn` rejects); only the bodies
//! it is not sure of are parsed by `syn`, as before.

use syn::parse::{ParseStream, Parser};

/// Whether every body in `bodies` (each `{ … }`, one after the other) parses.
pub(crate) fn parse(bodies: &str) -> bool {
    // Each run of pieces the fast check is not sure of goes to `syn` whole, as written. When
    // they all parse, so does the text: a piece the check is sure of, like a run `syn`
    // parses, lexes completely on its own and ends in a newline, so the text lexes as its
    // pieces one after the other. Should a run not parse, the whole text decides: a cut can
    // fall inside a body (in a literal holding `}`, a newline and `{`), and the run be a
    // part of a body that parses.
    let mut unsure: Option<usize> = None;
    let mut at = 0;
    for piece in pieces(bodies) {
        let start = at;
        at += piece.len();
        if crate::body_check::surely_parses(piece) {
            if let Some(from) = unsure.take() {
                if !syn_parse(&bodies[from..start]) {
                    return syn_parse(bodies);
                }
            }
        } else {
            unsure.get_or_insert(start);
        }
    }
    unsure.is_none_or(|from| syn_parse(&bodies[from..])) || syn_parse(bodies)
}

/// `bodies` cut where a line starts with `{` after a line ending in `}`: one body each, as
/// `prescan` writes them (every byte in one piece).
pub(crate) fn pieces(bodies: &str) -> impl Iterator<Item = &str> {
    let mut rest = bodies;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let cut = rest.find("}\n{").map_or(rest.len(), |k| k + 2);
        let (piece, tail) = rest.split_at(cut);
        rest = tail;
        Some(piece)
    })
}

/// Whether `syn` parses every body in `bodies`, as it parses a function's body in its file.
pub(crate) fn syn_parse(bodies: &str) -> bool {
    let all = |input: ParseStream<'_>| -> syn::Result<()> {
        while !input.is_empty() {
            let content;
            syn::braced!(content in input);
            content.call(syn::Attribute::parse_inner)?;
            content.call(syn::Block::parse_within)?;
        }
        Ok(())
    };
    all.parse_str(bodies).is_ok()
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn bodies_parse_as_in_their_function() {
        assert!(parse("{}\n{ #![allow(unused)] let x = 1; x }\n{ m!{}; { nested } }\n"));
        assert!(parse(""));
        assert!(!parse("{ let c = a - ; }\n"));
        assert!(!parse("{ fine() }\n{ broken( }\n"), "unbalanced");
        assert!(!parse("{ fine() } stray\n"), "anything but a body");
        assert!(!parse("{ fine() }\n{ #![deny(x)] broken( }\n{ fine() }\n"), "an unsure body in the middle");
        assert!(parse("{ #![allow(x)] ok() }\n{ fine() }\n{ #[attr] ok(); }\n"), "unsure bodies that parse");
    }

    /// A cut inside a literal changes nothing, even when a piece in it looks like a body.
    #[test]
    fn a_cut_inside_a_literal_changes_nothing() {
        for text in ["{ let s = r#\"}\n{ \"#; }\n{ fine() }\n", "{ let s = r\"}\n{ }\n{ \"; }\n{ fine() }\n"] {
            assert!(super::pieces(text).count() >= 3);
            assert_eq!(super::pieces(text).collect::<String>(), text);
            assert!(super::syn_parse(text));
            assert!(parse(text), "{text}");
        }
        assert!(!parse("{ let s = r\"}\n{ }\n{ \"; }\n{ broken( }\n"));
    }
}
