//! The short forms `toolschema-codegen` writes the generated constants and dispatch in.
//!
//! A tool's constant spelled with `::toolschema::Schema { ty: …, description:
//! ::core::option::Option::Some(::std::borrow::Cow::Borrowed(…)), … }` at every node came to
//! about 7 KB of Rust per tool, which rustc parses and prettyplease formats for every build
//! of a tools crate. These `const fn`s build the same values from positional arguments, and
//! the generated file names this module once (`use ::toolschema::emitted as __ts;`).
//! Hand-written code should use the model types themselves; this module is not part of the
//! API and may change with the generator.

pub use std::borrow::Cow;

pub use crate::dispatch::{check, finish_result, finish_value, read_keyed, Arguments, Slot};
pub use crate::model::{Additional, Annotations, FloatType, IntType, Text, Type};
pub use crate::{Json, Number, Property, Schema, ToolError, ToolSchema};
pub use core::option::Option::{None, Some};
pub use core::result::Result::{Err, Ok};

pub use crate::model::{Node, Returns};

/// What a generated tool's call gives: its result as JSON, or why there is none.
pub type Answer = Result<serde_json::Value, ToolError>;

use crate::model::Object;

/// A parameter or a field.
pub const fn prop(name: &'static str, rust_type: &'static str, required: bool, schema: Schema) -> Property {
    Property { name: Cow::Borrowed(name), rust_type: Cow::Borrowed(rust_type), required, schema }
}

/// A schema of type `ty` and nothing else but a description, when it has one: most nodes.
pub const fn of(ty: Type, description: Option<&'static str>) -> Schema {
    let description = match description {
        Some(text) => Some(Cow::Borrowed(text)),
        None => None,
    };
    Schema { ty, description, enum_values: None, enum_text: None, default: None, nullable: false, exact_names: false }
}

/// A schema with every keyword stated.
pub const fn full(
    ty: Type,
    description: Option<&'static str>,
    enum_values: Option<&'static [Json]>,
    enum_text: Option<&'static str>,
    default: Option<Json>,
    nullable: bool,
    exact_names: bool,
) -> Schema {
    let description = match description {
        Some(text) => Some(Cow::Borrowed(text)),
        None => None,
    };
    let enum_values = match enum_values {
        Some(values) => Some(Cow::Borrowed(values)),
        None => None,
    };
    let enum_text = match enum_text {
        Some(text) => Some(Cow::Borrowed(text)),
        None => None,
    };
    Schema { ty, description, enum_values, enum_text, default, nullable, exact_names }
}

/// An array of `items`.
pub const fn array(items: &'static Schema, unique: bool, len: Option<u64>) -> Type {
    Type::Array { items: Node::Static(items), unique, len }
}

/// A map to `values`.
pub const fn map(values: &'static Schema) -> Type {
    Type::Map(Node::Static(values))
}

/// `Type::IntMap` of `values`, with keys of `int`.
pub const fn int_map(int: IntType, values: &'static Schema) -> Type {
    Type::IntMap(int, Node::Static(values))
}

/// A tuple of `items`.
pub const fn tuple(items: &'static [Schema]) -> Type {
    Type::Tuple(Cow::Borrowed(items))
}

/// One of `branches`.
pub const fn any_of(branches: &'static [Schema]) -> Type {
    Type::AnyOf(Cow::Borrowed(branches))
}

/// An object of `properties`.
pub const fn object(properties: &'static [Property], additional: Additional) -> Type {
    Type::Object(Object { properties: Cow::Borrowed(properties), additional })
}

/// Other keys of an object hold `values`.
pub const fn additional(values: &'static Schema) -> Additional {
    Additional::Schema(Node::Static(values))
}

/// A JSON string.
pub const fn string(text: &'static str) -> Json {
    Json::String(Cow::Borrowed(text))
}

/// A JSON array.
pub const fn array_of(items: &'static [Json]) -> Json {
    Json::Array(Cow::Borrowed(items))
}

/// A JSON object.
pub const fn object_of(entries: &'static [(Cow<'static, str>, Json)]) -> Json {
    Json::Object(Cow::Borrowed(entries))
}

/// An object's key.
pub const fn key(text: &'static str) -> Cow<'static, str> {
    Cow::Borrowed(text)
}
