//! The tools crate's own structs and enums (section 4.1 of the spec), as the codegen crate
//! found them: their fields, variants, doc comments and serde attributes, without `syn`.
//!
//! [`TypeDefs`] holds them by path (`crate::orders::Order`); the type mapping looks a path
//! up here when it is not a standard type, and lowers the definition in `structs`, `enums`
//! or `flatten`, following serde's rules for the wire format.
//!
//! # Beyond the table of section 4.1
//!
//! Section 4.1 lets a type serde reads in a way a schema can state exactly be mapped, with its
//! rule written here (and for users, with the whole mapping, in `docs/types.md`). Each rule below was measured against serde 1.0.229 and serde_json
//! 1.0.154 (the oracle crate, `tests/oracle`, holds them to it: round trips, a property
//! test, schemars beside); `check_args` and dispatch read each the same way.
//!
//! | Rust | schema |
//! |---|---|
//! | a tuple struct or tuple variant of two or more fields, some `skip`ped | `prefixItems` of the fields serde reads (`skip`, `skip_deserializing`) or writes (`skip`, `skip_serializing`), in order; a one-field tuple struct or variant is a newtype, `skip` or not (serde ignores it there); a tuple field with `skip_serializing_if` has no output schema (the items after it move up when it is skipped) |
//! | a newtype variant whose field is skipped | a unit variant (as serde reads and writes it; adjacently tagged, its content is required and `null`) |
//! | a unit struct (`struct Marker;`) | `{"type": "null"}`: serde reads `null` and nothing else; `Option` of one is an error (`null` would be both) |
//! | an adjacently tagged unit variant | `{tag, content: {"type": "null"}}`, `content` not required: absent or `null`, nothing else (with `deny_unknown_fields`, other keys refused too); an `Option` content may be left out |
//! | an internally tagged newtype variant of a map or `serde_json::Value` | the tag, and `additionalProperties` of the map's values (`{}` for a `Value`): every other key; of a unit struct: the tag alone, no other key |
//! | `serde_json::Map<String, Value>` | `{"type": "object", "additionalProperties": {}}` |
//! | `HashMap`/`BTreeMap` with keys of an integer type | `propertyNames: {"pattern": …}` matching exactly the keys serde_json reads as that type: a JSON integer (`-`, then `0` or digits without a leading zero; no `+`, spaces, fraction or exponent; `-0` for `i128` only) within the type's range; `check_args` refuses any other key (`wrong_type`, or `out_of_range` past the range). Inside an untagged, internally or adjacently tagged variant or a flattened field it is an error: serde reads those from a buffer, where such keys stay strings |
//! | `#[serde(from = "T")]`, `try_from = "T"` | `T`'s schema, `T` resolved where the type is written; `try_from` may refuse more (the tool's own error says so); `into = "T"`: `T`'s schema for what is written. The type's own doc comes first, as for a newtype |
//! | `#[serde(flatten)] v: serde_json::Value` | every other key, as a flattened `BTreeMap<String, Value>`: `additionalProperties: {}` |
//! | `#[serde(flatten)]` of a unit struct | nothing |
//! | `#[serde(flatten)]` of an enum | one object per variant serde can read from the keys around, the struct's own properties in each, the `anyOf` of them (of every combination, for several enums, at most 64): externally tagged, the variant's name as a required key holding its content (a unit variant's `null` or `{}`, written `null`); internally and adjacently tagged, the tag beside the variant's keys; untagged, the variants that read an object (a struct, a map, a `Value`; the others can never be read there, and an enum with none is an error) |
//! | `#[serde(flatten)]` of an `Option` of an enum | the same, and one object that names no variant: a variant key or the tag there holds `null`. serde reads `None` whenever the variant fails; the schema asks that a value naming a variant be that variant, so that a mistake is reported, not dropped (as for a flattened `Option` of a struct, whose fields are checked) |
//!
//! `deny_unknown_fields` beside `flatten` closes every object where serde takes the keys each
//! flattened field reads (a struct, an externally or adjacently tagged enum), and is an error
//! beside one that reads every key left without taking it (a map, a `Value`, an internally
//! tagged or untagged enum): serde then refuses every key that field reads. A key that two
//! parts of a struct read is an error.
//!
//! One reading is left unstated: where a struct that flattens an externally tagged enum is
//! open to other keys, a value naming two of its variants fits the schema if either fits;
//! serde takes the first (by key order, as a `Value` holds them) and leaves the other. JSON
//! Schema without `not` cannot say "this key must be absent"; dispatch reports serde's error.
//!
//! # `null`
//!
//! `null` for an `Option<T>` is `None`, for `check_args`, dispatch and serde alike. Where the
//! `Option` may be left out (a parameter, or a field that is not required) the schema is
//! `T`'s, not required, as section 4.1 says: leaving it out says `None`, and section 4.2 makes
//! `null` the same. Wherever it cannot be left out (an item of an array, a value of a map, an
//! item of a tuple, a field serde always writes, a result) every format states `null`: a type
//! list for a scalar (`["integer", "null"]`, `null` added to its `enum`) where the target takes
//! one, `anyOf` with `{"type": "null"}` otherwise. A required field of a unit struct, of an
//! enum with an untagged unit variant, or of `serde_json::Value` takes `null` as a value; a
//! parameter's `null` is its absence whatever its type (section 4.2).

mod case;
mod enums;
mod flatten;
mod serde_attrs;
mod structs;

use std::collections::HashMap;

pub use case::Case;
pub use serde_attrs::{ContainerAttrs, Conversion, FieldAttrs, Names, VariantAttrs};

pub(crate) use enums::enum_schema;
pub(crate) use structs::struct_schema;

use crate::diagnostic::Pos;
use crate::model::{Additional, Schema, Type};
use crate::rust_type::RustType;

/// Whether a value of `schema` holds a map with integer keys somewhere. serde reads such keys
/// from JSON text or a `Value`, but not from the buffer it reads an untagged, internally or
/// adjacently tagged enum (unless the tag comes first) or a flattened field from, where a key
/// stays a string (`invalid type: string "1", expected u32`).
pub(crate) fn holds_int_keys(schema: &Schema) -> bool {
    match &schema.ty {
        Type::IntMap(..) => true,
        Type::Array { items, .. } | Type::Map(items) => holds_int_keys(items),
        Type::Tuple(items) | Type::AnyOf(items) => items.iter().any(holds_int_keys),
        Type::Object(object) => {
            object.properties.iter().any(|p| holds_int_keys(&p.schema))
                || matches!(&object.additional, Additional::Schema(values) if holds_int_keys(values))
        }
        _ => false,
    }
}

/// Every struct and enum of the tools crate, by path from the crate root.
#[derive(Clone, Debug, Default)]
pub struct TypeDefs {
    defs: HashMap<String, TypeDef>,
}

impl TypeDefs {
    /// Adds a definition.
    pub fn insert(&mut self, def: TypeDef) {
        self.defs.insert(def.path.clone(), def);
    }

    /// The definition at `path` (`crate::orders::Order`).
    pub fn get(&self, path: &str) -> Option<&TypeDef> {
        self.defs.get(path)
    }
}

/// A struct or enum of the tools crate.
#[derive(Clone, Debug)]
pub struct TypeDef {
    /// Its name (`Order`).
    pub name: String,
    /// Its path from the crate root (`crate::orders::Order`).
    pub path: String,
    /// The file it is in, as shown in diagnostics.
    pub file: String,
    /// Where its name is.
    pub pos: Pos,
    /// Its doc comment's description (section 3.2).
    pub description: String,
    /// Whether it has type parameters.
    pub generic: bool,
    /// How it implements `Deserialize`.
    pub deserialize: Derive,
    /// Its container attributes (`#[serde(…)]` on the type).
    pub serde: ContainerAttrs,
    /// Its fields or variants.
    pub body: Body,
    /// Warnings about its doc comments and those of its fields and variants (a `#[doc]` that
    /// is not a string literal), given with the first tool that uses it.
    pub doc_warnings: Vec<crate::diagnostic::Diagnostic>,
}

/// Whether a type implements a serde trait through `#[derive]`, by hand, or not at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Derive {
    /// `#[derive(Deserialize)]`: its attributes say what it reads.
    Derived,
    /// A hand-written `impl`: what it reads cannot be known at build time.
    Manual,
    /// Neither.
    Missing,
}

/// The fields of a struct, or the variants of an enum.
#[derive(Clone, Debug)]
pub enum Body {
    /// A struct.
    Struct(Fields),
    /// An enum.
    Enum(Vec<Variant>),
}

/// The fields of a struct or of an enum variant.
#[derive(Clone, Debug)]
pub enum Fields {
    /// `{ a: A, b: B }`.
    Named(Vec<Field>),
    /// `(A, B)`.
    Tuple(Vec<Field>),
    /// No fields.
    Unit,
}

/// One field.
#[derive(Clone, Debug)]
pub struct Field {
    /// Its name (`r#type` gives `type`); its index for a tuple field.
    pub name: String,
    /// Its type, with paths into the tools crate written from the crate root.
    pub ty: RustType,
    /// Its type as written.
    pub ty_text: String,
    /// Its doc comment's description.
    pub description: String,
    /// Its serde attributes.
    pub serde: FieldAttrs,
    /// Where its name is (its type, for a tuple field).
    pub pos: Pos,
    /// Where its type is.
    pub ty_pos: Pos,
}

/// One variant of an enum.
#[derive(Clone, Debug)]
pub struct Variant {
    /// Its name.
    pub name: String,
    /// Its doc comment's description.
    pub description: String,
    /// Its fields.
    pub fields: Fields,
    /// Its serde attributes.
    pub serde: VariantAttrs,
    /// Where its name is.
    pub pos: Pos,
}
