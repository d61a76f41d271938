//! Tools that return their arguments as JSON.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::{called, Counter};

/// Echoes one argument of every scalar type.
///
/// Args:
///     flag: A boolean.
///     tiny: A `u8`.
///     small: An `i8`.
///     big: A `u64`.
///     huge: An `i128`.
///     unsigned: A `u128`.
///     ratio: An `f32`.
///     exact: An `f64`.
///     letter: A `char`.
///     name: A string.
#[allow(clippy::too_many_arguments)]
pub fn scalars(
    flag: bool,
    tiny: u8,
    small: i8,
    big: u64,
    huge: i128,
    unsigned: u128,
    ratio: f32,
    exact: f64,
    letter: char,
    name: String,
) -> Value {
    called();
    json!({
        "flag": flag, "tiny": tiny, "small": small, "big": big, "huge": huge, "unsigned": unsigned,
        "ratio": ratio, "exact": exact, "letter": letter, "name": name,
    })
}

/// Echoes collections.
///
/// Args:
///     tags: A list.
///     unique: A set.
///     triple: A fixed-size array.
///     pair: A tuple.
///     scores: A map.
///     matrix: Nested lists.
pub fn collections(
    tags: Vec<String>,
    unique: BTreeSet<i32>,
    triple: [u16; 3],
    pair: (String, i32),
    scores: BTreeMap<String, u32>,
    matrix: Vec<Vec<i64>>,
) -> Value {
    called();
    json!({ "tags": tags, "unique": unique, "triple": triple, "pair": pair, "scores": scores, "matrix": matrix })
}

/// Echoes borrowed arguments and counts its calls in the context.
///
/// Args:
///     counter: The caller's counter.
///     text: Borrowed text.
///     path: An optional borrowed path.
///     items: A borrowed slice.
///     level: An optional small integer.
pub fn borrowed(counter: &Counter, text: &str, path: Option<&Path>, items: &[String], level: Option<u16>) -> Value {
    called();
    counter.seen.set(counter.seen.get() + 1);
    json!({ "text": text, "path": path, "items": items, "level": level })
}

/// Who wrote a message.
#[derive(Clone, Copy, Debug, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// A person.
    User,
    /// The model.
    Assistant,
}

/// A message.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct Message {
    /// Who wrote it.
    pub role: Role,
    /// What it says.
    pub content: String,
    /// An optional title.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// A closed struct: unknown properties are an error.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Point {
    /// Across.
    pub x: i32,
    /// Down.
    pub y: i32,
}

/// A shape, internally tagged.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Shape {
    /// A circle.
    Circle {
        /// Its radius.
        r: f64,
    },
    /// A square.
    Square {
        /// Its side.
        side: u32,
    },
}

/// An action, externally tagged.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub enum Action {
    /// Stop.
    Stop,
    /// Move by some steps.
    Move(u8),
}

/// Echoes structs and enums.
///
/// Args:
///     messages: Messages.
///     role: An optional role.
///     point: A closed struct.
///     shape: An internally tagged enum.
///     action: An externally tagged enum.
pub fn shapes(messages: Vec<Message>, role: Option<Role>, point: Point, shape: Shape, action: Action) -> Value {
    called();
    json!({ "messages": messages, "role": role, "point": point, "shape": shape, "action": action })
}

/// Echoes arguments with defaults and choices.
///
/// Args:
///     greeting: A greeting. (default: "hi")
///     count: How many. (default: 2)
///     mode: The mode. (choices: ["fast", "slow"]) (default: "fast")
///     sizes: Sizes. (choices: [1, 2, 3]) (default: [1])
pub fn defaults(greeting: String, count: u32, mode: String, sizes: Vec<u8>) -> Value {
    called();
    json!({ "greeting": greeting, "count": count, "mode": mode, "sizes": sizes })
}

/// Echoes any JSON value.
///
/// Args:
///     value: Anything at all.
///     note: An optional note.
pub fn anything(value: Value, note: Option<String>) -> Value {
    called();
    json!({ "value": value, "note": note })
}

/// A level, which serde also reads under an alias no schema shows.
#[derive(Clone, Copy, Debug, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// High.
    #[serde(alias = "hi")]
    High,
    /// Low.
    Low,
}

/// A kind, where serde reads any unknown name as `Other`.
#[derive(Clone, Copy, Debug, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A book.
    Book,
    /// A film.
    Film,
    /// Anything else.
    #[serde(other)]
    Other,
}

/// A struct whose field serde also reads under an alias no schema shows.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct Aliased {
    /// A colour.
    #[serde(alias = "colour")]
    pub color: String,
}

/// A struct whose fields are another's, flattened: serde reads them from a buffer.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct Flat {
    /// The fields of `Author`.
    #[serde(flatten)]
    pub author: Author,
}

/// Who wrote something.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct Author {
    /// Their role.
    pub role: Role,
}

/// Echoes unit-variant enums, nested and not, and structs whose `Deserialize` reads more
/// names than their schema shows.
///
/// Args:
///     messages: Messages, whose `role` serde would also read as `{"user": null}`.
///     levels: Levels.
///     kind: An optional kind.
///     aliased: A struct with an aliased field.
///     flat: A struct with a flattened field.
pub fn enums(
    messages: Vec<Message>,
    levels: Vec<Level>,
    kind: Option<Kind>,
    aliased: Option<Aliased>,
    flat: Option<Flat>,
) -> Value {
    called();
    json!({ "messages": messages, "levels": levels, "kind": kind, "aliased": aliased, "flat": flat })
}
