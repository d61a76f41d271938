//! The sentences a constraint becomes when a target cannot state it as a keyword.

use std::borrow::Cow;

use crate::model::{Schema, Type};

/// What moved out of one schema node: the keywords (for the warning) and the sentences
/// (appended to the node's description, in the order the keywords come).
#[derive(Default)]
pub(super) struct Moved {
    pub keywords: Vec<String>,
    pub sentences: Vec<String>,
}

impl Moved {
    pub fn add(&mut self, keywords: impl IntoIterator<Item = String>, sentence: String) {
        self.keywords.extend(keywords);
        self.sentences.push(sentence);
    }
}

/// The JSON Schema `type` of a node; `None` for `{}` and `anyOf`.
pub(super) fn type_name(ty: &Type) -> Option<&'static str> {
    match ty {
        Type::Any | Type::AnyOf(_) => None,
        Type::Null => Some("null"),
        Type::Boolean => Some("boolean"),
        Type::Integer(_) => Some("integer"),
        Type::Number(_) => Some("number"),
        Type::String | Type::Char => Some("string"),
        Type::Array { .. } | Type::Tuple(_) => Some("array"),
        Type::Map(_) | Type::IntMap(..) | Type::Object(_) => Some("object"),
    }
}

/// `Must be >= 0 and <= 255.`
pub(super) fn bounds(min: Option<i128>, max: Option<u128>) -> String {
    match (min, max) {
        (Some(min), Some(max)) => format!("Must be >= {min} and <= {max}."),
        (Some(min), None) => format!("Must be >= {min}."),
        (None, Some(max)) => format!("Must be <= {max}."),
        (None, None) => String::new(),
    }
}

/// `Exactly 3 items.`
pub(super) fn count(n: u64) -> String {
    format!("Exactly {n} item{}.", if n == 1 { "" } else { "s" })
}

/// `Exactly 2 items, in this order: an integer, a string.`
pub(super) fn positions(items: &[Schema]) -> String {
    let kinds: Vec<&str> = items.iter().map(kind).collect();
    format!("Exactly {} items, in this order: {}.", items.len(), kinds.join(", "))
}

/// A value of `schema`, in words.
fn kind(schema: &Schema) -> &'static str {
    match schema.ty {
        Type::Any => "any value",
        Type::Null => "null",
        Type::Boolean => "a boolean",
        Type::Integer(_) => "an integer",
        Type::Number(_) => "a number",
        Type::String => "a string",
        Type::Char => "a single character",
        Type::Array { .. } | Type::Tuple(_) => "an array",
        Type::Map(_) | Type::IntMap(..) | Type::Object(_) => "an object",
        Type::AnyOf(_) => "one of several shapes",
    }
}

/// The description with the moved sentences after it, as one paragraph.
pub(super) fn join<'a>(description: Option<&'a str>, moved: &[String]) -> Option<Cow<'a, str>> {
    if moved.is_empty() {
        return description.map(Cow::Borrowed);
    }
    let added = moved.join(" ");
    Some(Cow::Owned(match description {
        None | Some("") => added,
        Some(text) if text.ends_with(['.', '!', '?']) => format!("{text} {added}"),
        Some(text) => format!("{text}. {added}"),
    }))
}

/// ``a `minimum: 0`, `maximum: 255` `` list for a warning, with "it" or "them" to follow.
pub(super) fn keywords(keywords: &[String]) -> (String, &'static str) {
    let list: Vec<String> = keywords.iter().map(|k| format!("`{k}`")).collect();
    (list.join(", "), if keywords.len() == 1 { "it" } else { "them" })
}
