//! The tools crate's own structs and enums (section 4.1 of the spec), as the codegen crate
//! found them: their fields, variants, doc comments and serde attributes, without `syn`.
//!
//! [`TypeDefs`] holds them by path (`crate::orders::Order`); the type mapping looks a path
//! up here when it is not a standard type, and lowers the definition in `structs` or
//! `enums`, following serde's rules for the wire format.

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
