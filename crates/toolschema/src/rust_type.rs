//! `RustType`: a Rust type as the type mapping needs to see it, without `syn`.
//!
//! The codegen crate lowers `syn::Type` into this; tests and tools write it as text
//! and read it with [`RustType::parse`].

use std::fmt;

/// A Rust type, reduced to what decides its JSON Schema. Lifetimes are dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RustType {
    /// A path such as `Vec<String>` or `std::collections::HashMap<String, u8>`.
    Path(Vec<Segment>),
    /// `&T` or `&mut T`.
    Ref {
        /// `&mut`.
        mutable: bool,
        /// `T`.
        inner: Box<RustType>,
    },
    /// `[T]`.
    Slice(Box<RustType>),
    /// `[T; N]`; `len` is `None` when `N` is not an integer literal.
    Array {
        /// `T`.
        elem: Box<RustType>,
        /// `N`.
        len: Option<u64>,
    },
    /// `(A, B, …)`; `()` is the empty tuple.
    Tuple(Vec<RustType>),
    /// Anything else (`impl Trait`, `dyn Trait`, function pointers, …), as written.
    Other(String),
}

/// One segment of a path: `HashMap<String, u8>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    /// The identifier.
    pub ident: String,
    /// The generic type arguments (lifetimes and constants are dropped).
    pub args: Vec<RustType>,
}

impl RustType {
    /// A single-segment path with type arguments.
    pub fn named(ident: &str, args: Vec<RustType>) -> Self {
        RustType::Path(vec![Segment { ident: ident.to_string(), args }])
    }

    /// Reads the text of a type (`Option<Vec<&str>>`); `None` when it is not one.
    pub fn parse(text: &str) -> Option<RustType> {
        let mut parser = Parser { chars: text.chars().collect(), at: 0 };
        let ty = parser.ty()?;
        parser.skip_ws();
        (parser.at == parser.chars.len()).then_some(ty)
    }

    /// The path's segment identifiers, when this is a path.
    pub fn path_idents(&self) -> Option<Vec<&str>> {
        match self {
            RustType::Path(segments) => Some(segments.iter().map(|s| s.ident.as_str()).collect()),
            _ => None,
        }
    }
}

impl fmt::Display for RustType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RustType::Path(segments) => {
                for (i, segment) in segments.iter().enumerate() {
                    if i > 0 {
                        f.write_str("::")?;
                    }
                    f.write_str(&segment.ident)?;
                    if !segment.args.is_empty() {
                        f.write_str("<")?;
                        write_list(f, &segment.args)?;
                        f.write_str(">")?;
                    }
                }
                Ok(())
            }
            RustType::Ref { mutable, inner } => write!(f, "&{}{inner}", if *mutable { "mut " } else { "" }),
            RustType::Slice(inner) => write!(f, "[{inner}]"),
            RustType::Array { elem, len: Some(n) } => write!(f, "[{elem}; {n}]"),
            RustType::Array { elem, len: None } => write!(f, "[{elem}; _]"),
            RustType::Tuple(items) => {
                f.write_str("(")?;
                write_list(f, items)?;
                f.write_str(if items.len() == 1 { ",)" } else { ")" })
            }
            RustType::Other(text) => f.write_str(text),
        }
    }
}

fn write_list(f: &mut fmt::Formatter<'_>, items: &[RustType]) -> fmt::Result {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

/// A recursive-descent reader for the type grammar above; enough for tests and messages.
struct Parser {
    chars: Vec<char>,
    at: usize,
}

impl Parser {
    fn skip_ws(&mut self) {
        while self.chars.get(self.at).is_some_and(|c| c.is_whitespace()) {
            self.at += 1;
        }
    }

    fn eat(&mut self, token: &str) -> bool {
        self.skip_ws();
        let end = self.at + token.chars().count();
        if end <= self.chars.len() && self.chars[self.at..end].iter().copied().eq(token.chars()) {
            self.at = end;
            true
        } else {
            false
        }
    }

    fn ident(&mut self) -> Option<String> {
        self.skip_ws();
        let start = self.at;
        while self.chars.get(self.at).is_some_and(|c| c.is_alphanumeric() || *c == '_') {
            self.at += 1;
        }
        (self.at > start).then(|| self.chars[start..self.at].iter().collect())
    }

    fn lifetime(&mut self) -> bool {
        if self.eat("'") {
            self.ident();
            true
        } else {
            false
        }
    }

    fn ty(&mut self) -> Option<RustType> {
        if self.eat("&") {
            self.lifetime();
            let mutable = self.eat("mut ");
            return Some(RustType::Ref { mutable, inner: Box::new(self.ty()?) });
        }
        if self.eat("[") {
            let elem = Box::new(self.ty()?);
            if self.eat(";") {
                self.skip_ws();
                let start = self.at;
                while self.chars.get(self.at).is_some_and(|c| *c != ']') {
                    self.at += 1;
                }
                let text: String = self.chars[start..self.at].iter().collect();
                self.eat("]").then_some(())?;
                return Some(RustType::Array { elem, len: text.trim().parse().ok() });
            }
            self.eat("]").then_some(())?;
            return Some(RustType::Slice(elem));
        }
        if self.eat("(") {
            let mut items = Vec::new();
            while !self.eat(")") {
                items.push(self.ty()?);
                if !self.eat(",") {
                    self.eat(")").then_some(())?;
                    if items.len() == 1 {
                        return items.pop();
                    }
                    break;
                }
            }
            return Some(RustType::Tuple(items));
        }
        self.eat("::");
        let mut segments = Vec::new();
        loop {
            let ident = self.ident()?;
            if ident == "dyn" || ident == "impl" {
                let rest: String = self.chars[self.at..].iter().collect();
                self.at = self.chars.len();
                return Some(RustType::Other(format!("{ident}{rest}")));
            }
            let mut args = Vec::new();
            if self.eat("<") {
                loop {
                    if !self.lifetime() {
                        args.push(self.ty()?);
                    }
                    if self.eat(">") {
                        break;
                    }
                    self.eat(",").then_some(())?;
                    if self.eat(">") {
                        break;
                    }
                }
            }
            segments.push(Segment { ident, args });
            if !self.eat("::") {
                return Some(RustType::Path(segments));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RustType;

    #[test]
    fn reads_and_writes_back() {
        for text in [
            "Option<Vec<&str>>",
            "std::collections::HashMap<String, u8>",
            "[u8; 4]",
            "&[String]",
            "(i32, String)",
            "()",
            "Cow<str>",
            "&mut Workspace",
        ] {
            let ty = RustType::parse(text).unwrap_or_else(|| panic!("{text} does not parse"));
            assert_eq!(ty.to_string(), text);
        }
        assert_eq!(RustType::parse("Cow<'a, str>").unwrap().to_string(), "Cow<str>");
        assert_eq!(RustType::parse("(u8)").unwrap().to_string(), "u8");
        assert!(RustType::parse("Vec<").is_none());
    }
}
