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

use syn::parse::{ParseStream, Parser};

/// Whether every body in `bodies` (each `{ … }`, one after the other) parses.
pub(crate) fn parse(bodies: &str) -> bool {
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
    }
}
