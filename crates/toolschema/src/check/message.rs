//! The words of problems: what a schema expects and what a value is, as a model reads them.
//!
//! Values are quoted in JSON syntax and shortened, so that a huge argument gives a
//! readable message; schemas are described to a bounded depth.

use serde_json::Value;

use crate::json::Json;
use crate::model::{FloatType, Schema, ToolSchema, Type};

/// How many characters of a string, or of a key, a message quotes.
const QUOTE_CHARS: usize = 60;
/// How many names (keys, properties) a message lists before `…`.
const LIST_NAMES: usize = 12;

/// What `schema` expects: `a string`, `an integer (`u8`)`, `one of "user", "assistant"`.
pub(crate) fn expected(schema: &Schema) -> String {
    describe(schema, 2)
}

fn describe(schema: &Schema, depth: usize) -> String {
    if let Some(values) = &schema.enum_values {
        return format!("one of {}", json_list(values));
    }
    match &schema.ty {
        Type::Any => "any JSON value".to_owned(),
        Type::Boolean => "a boolean (true or false)".to_owned(),
        Type::Integer(int) => format!("an integer (`{}`)", int.rust_name()),
        Type::Number(FloatType::F32) => "a number (`f32`)".to_owned(),
        Type::Number(FloatType::F64) => "a number".to_owned(),
        Type::String => "a string".to_owned(),
        Type::Char => "a single character (a string of length 1)".to_owned(),
        Type::Array { items, unique, len } => {
            let each = match &items.enum_values {
                Some(values) if depth > 0 => format!(", each one of {}", json_list(values)),
                _ => String::new(),
            };
            match (len, unique) {
                (Some(n), _) => format!("an array of exactly {n} {}{each}", plural(items, depth)),
                (None, true) => format!("an array of unique {}{each}", plural(items, depth)),
                (None, false) => format!("an array of {}{each}", plural(items, depth)),
            }
        }
        Type::Tuple(items) if depth > 0 => {
            let items: Vec<String> = items.iter().map(|item| describe(item, depth - 1)).collect();
            format!("an array of exactly {} items: [{}]", items.len(), items.join(", "))
        }
        Type::Tuple(items) => format!("an array of exactly {} items", items.len()),
        Type::Map(values) => format!("an object whose values are {}", plural(values, depth)),
        Type::Object(object) if object.properties.is_empty() => "an object".to_owned(),
        Type::Object(object) => {
            format!("an object with properties {}", names(object.properties.iter().map(|p| p.name.as_ref())))
        }
        Type::AnyOf(branches) => format!("one of {} shapes", branches.len()),
    }
}

/// Many values of `schema`: `integers (`u8`)`, `arrays of strings`.
fn plural(schema: &Schema, depth: usize) -> String {
    match &schema.ty {
        Type::Any => "JSON values".to_owned(),
        Type::Boolean => "booleans".to_owned(),
        Type::Integer(int) => format!("integers (`{}`)", int.rust_name()),
        Type::Number(_) => "numbers".to_owned(),
        Type::String => "strings".to_owned(),
        Type::Char => "single characters".to_owned(),
        Type::Array { items, .. } if depth > 0 => format!("arrays of {}", plural(items, depth - 1)),
        Type::Array { .. } | Type::Tuple(_) => "arrays".to_owned(),
        Type::Map(_) | Type::Object(_) => "objects".to_owned(),
        Type::AnyOf(_) => "values of several shapes".to_owned(),
    }
}

/// What `value` is: `the string "5"`, `3.5`, `an array of 3 items`.
pub(crate) fn value(value: &Value) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => format!("the string {}", quote(s)),
        Value::Array(items) if items.is_empty() => "an empty array".to_owned(),
        Value::Array(items) if items.len() == 1 => "an array of 1 item".to_owned(),
        Value::Array(items) => format!("an array of {} items", items.len()),
        Value::Object(map) if map.is_empty() => "an empty object".to_owned(),
        Value::Object(map) => format!("an object with keys {}", names(map.keys().map(String::as_str))),
    }
}

/// A string in JSON syntax, shortened with `…` past [`QUOTE_CHARS`] characters.
pub(crate) fn quote(s: &str) -> String {
    let quoted = match s.char_indices().nth(QUOTE_CHARS) {
        Some((end, _)) => serde_json::to_string(&format!("{}…", &s[..end])),
        None => serde_json::to_string(s),
    };
    quoted.unwrap_or_default()
}

/// A name between backticks, shortened like [`quote`].
pub(crate) fn name(s: &str) -> String {
    match s.char_indices().nth(QUOTE_CHARS) {
        Some((end, _)) => format!("`{}…`", &s[..end]),
        None => format!("`{s}`"),
    }
}

/// Names between backticks, separated by commas: `` `query`, `limit` ``.
pub(crate) fn names<'a>(all: impl ExactSizeIterator<Item = &'a str>) -> String {
    let total = all.len();
    let mut listed: Vec<String> = all.take(LIST_NAMES).map(name).collect();
    if total > LIST_NAMES {
        listed.push(format!("and {} more", total - LIST_NAMES));
    }
    listed.join(", ")
}

/// JSON values separated by commas: `"user", "assistant", "system"`.
pub(crate) fn json_list(values: &[Json]) -> String {
    values.iter().map(Json::to_string).collect::<Vec<_>>().join(", ")
}

/// Advice for a value of the wrong type, when it is clear what was meant; empty otherwise.
pub(crate) fn hint(schema: &Schema, value: &Value) -> String {
    let Value::String(s) = value else { return String::new() };
    let text = s.trim();
    let number = serde_json::from_str::<serde_json::Number>(text).ok();
    match &schema.ty {
        Type::Integer(_) if number.as_ref().is_some_and(|n| n.is_i64() || n.is_u64()) => {
            format!("; write it as {text}, without quotes")
        }
        Type::Number(_) if number.is_some() => format!("; write it as {text}, without quotes"),
        Type::Boolean if text == "true" || text == "false" => format!("; write it as {text}, without quotes"),
        Type::Array { .. } | Type::Tuple(_) if text.starts_with('[') => {
            "; send the array itself, not a string containing it".to_owned()
        }
        Type::Map(_) | Type::Object(_) if text.starts_with('{') => {
            "; send the object itself, not a string containing it".to_owned()
        }
        _ => String::new(),
    }
}

/// The message of `not_an_object`.
pub(crate) fn not_an_object(tool: &ToolSchema, args: &Value) -> String {
    let takes = takes(tool);
    let advice = match args {
        Value::String(s) if s.trim_start().starts_with('{') => "; send the object itself, not a string containing it",
        _ => "",
    };
    format!("the arguments must be a JSON object ({takes}), got {}{advice}", value(args))
}

/// What the tool takes: `` `search` takes `query`, `limit`, `safe` ``.
pub(crate) fn takes(tool: &ToolSchema) -> String {
    if tool.params.is_empty() {
        format!("`{}` takes no arguments", tool.name)
    } else {
        format!("`{}` takes {}", tool.name, names(tool.params.iter().map(|p| p.name.as_ref())))
    }
}
