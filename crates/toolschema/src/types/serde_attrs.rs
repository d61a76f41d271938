//! The `#[serde(…)]` attributes that decide what a type reads and writes, as data.

use super::case::Case;
use crate::diagnostic::Pos;
use crate::rust_type::RustType;

/// A name that may differ between serialising and deserialising (`rename(deserialize = "x")`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    /// The name written.
    pub serialize: Option<String>,
    /// The name read.
    pub deserialize: Option<String>,
}

/// `#[serde(…)]` on a struct or enum.
#[derive(Clone, Debug, Default)]
pub struct ContainerAttrs {
    /// `rename_all` (read and written cases).
    pub rename_all: (Option<Case>, Option<Case>),
    /// `rename_all_fields` (enums: the fields of every struct variant).
    pub rename_all_fields: (Option<Case>, Option<Case>),
    /// `deny_unknown_fields`.
    pub deny_unknown_fields: bool,
    /// `tag = "…"`.
    pub tag: Option<String>,
    /// `content = "…"`.
    pub content: Option<String>,
    /// `untagged`.
    pub untagged: bool,
    /// `default` (every field may be absent).
    pub default: bool,
    /// `transparent`.
    pub transparent: bool,
    /// `from = "T"` or `try_from = "T"`: serde reads a `T` and converts it, so what is read
    /// is a `T`.
    pub from: Option<Conversion>,
    /// `into = "T"`: serde converts to a `T` and writes that.
    pub into: Option<Conversion>,
    /// Attributes whose effect on the wire cannot be known at build time (`remote`, a
    /// conversion that names no type), with where they are; also unknown `rename_all` cases.
    pub unknowable: Vec<(Pos, String)>,
}

/// The type a container is read or written as: `#[serde(from = "T")]`, `try_from`, `into`.
#[derive(Clone, Debug)]
pub struct Conversion {
    /// The attribute: `from`, `try_from` or `into`.
    pub attr: String,
    /// The type, its paths resolved where the container is (paths into the tools crate
    /// written from the crate root).
    pub ty: RustType,
    /// The type as the attribute writes it.
    pub ty_text: String,
    /// Where the attribute is.
    pub pos: Pos,
}

/// `#[serde(…)]` on a field.
#[derive(Clone, Debug, Default)]
pub struct FieldAttrs {
    /// `rename`.
    pub rename: Names,
    /// `default` or `default = "…"`.
    pub default: bool,
    /// `skip` or `skip_deserializing`.
    pub skip_deserializing: bool,
    /// `skip` or `skip_serializing`.
    pub skip_serializing: bool,
    /// `skip_serializing_if`: the field may be absent from what is written.
    pub skip_serializing_if: bool,
    /// `flatten`.
    pub flatten: bool,
    /// `alias`: serde also reads the field under another name, which no schema shows.
    pub alias: bool,
    /// `with` or `deserialize_with`, with where it is: what is read cannot be known.
    pub deserialize_with: Option<(Pos, String)>,
    /// `with` or `serialize_with`: what is written cannot be known.
    pub serialize_with: Option<(Pos, String)>,
}

/// `#[serde(…)]` on an enum variant.
#[derive(Clone, Debug, Default)]
pub struct VariantAttrs {
    /// `rename`.
    pub rename: Names,
    /// `rename_all` (the fields of a struct variant).
    pub rename_all: (Option<Case>, Option<Case>),
    /// `skip` or `skip_deserializing`.
    pub skip_deserializing: bool,
    /// `skip` or `skip_serializing`.
    pub skip_serializing: bool,
    /// `other`: the catch-all for unknown tags.
    pub other: bool,
    /// `alias`: serde also reads the variant under another name, which no schema shows.
    pub alias: bool,
    /// `untagged` on the variant.
    pub untagged: bool,
    /// `with`/`deserialize_with`/`serialize_with`, with where it is.
    pub custom: Option<(Pos, String)>,
}
