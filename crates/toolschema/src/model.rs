//! The schema model: what a tool, its parameters and their JSON Schemas are.
//!
//! Every type here can be built in `const` context (generated `*_SCHEMA` constants
//! borrow `'static` data) and owned at build time (the doc parser and the type
//! mapping build it from source), so one model serves the build, the renderers
//! and `check_args`.

use std::borrow::Cow;
use std::ops::Deref;

use crate::json::Json;

/// Text that is borrowed in generated constants and owned when built from source.
pub type Text = Cow<'static, str>;

/// A list that is borrowed in generated constants and owned when built from source.
pub type List<T> = Cow<'static, [T]>;

/// One boxed child node: `Static` in generated constants, `Owned` at build time.
///
/// `Cow` cannot hold a single recursive node (its owned form would be the node
/// itself, of infinite size), hence this small twin.
#[derive(Debug)]
pub enum Node<T: 'static> {
    /// Borrowed from a constant.
    Static(&'static T),
    /// Built at build time.
    Owned(Box<T>),
}

impl<T> Node<T> {
    /// Wraps an owned value.
    pub fn new(value: T) -> Self {
        Node::Owned(Box::new(value))
    }
}

impl<T> Deref for Node<T> {
    type Target = T;
    fn deref(&self) -> &T {
        match self {
            Node::Static(value) => value,
            Node::Owned(value) => value,
        }
    }
}

impl<T: Clone> Clone for Node<T> {
    fn clone(&self) -> Self {
        match self {
            Node::Static(value) => Node::Static(value),
            Node::Owned(value) => Node::Owned(value.clone()),
        }
    }
}

impl<T: PartialEq> PartialEq for Node<T> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

/// Everything a model is told about one tool.
#[derive(Clone, Debug, PartialEq)]
pub struct ToolSchema {
    /// The tool name: the function name.
    pub name: Text,
    /// The first paragraph of the description.
    pub summary: Text,
    /// The doc text before the first section; empty when there is none.
    pub description: Text,
    /// The parameters the model fills, in declaration order (context parameters excluded).
    pub params: List<Property>,
    /// What the tool gives back.
    pub returns: Returns,
    /// Whether the function is `async`.
    pub is_async: bool,
    /// MCP's behaviour hints, from the doc comment's Annotations section; only the `mcp`
    /// format states them.
    pub annotations: Annotations,
}

impl ToolSchema {
    /// The tool name, usable in `const` context.
    pub const fn name(&self) -> &str {
        text(&self.name)
    }

    /// The summary, usable in `const` context.
    pub const fn summary(&self) -> &str {
        text(&self.summary)
    }

    /// The description, usable in `const` context.
    pub const fn description(&self) -> &str {
        text(&self.description)
    }

    /// The parameter called `name`, if there is one.
    pub fn param(&self, name: &str) -> Option<&Property> {
        self.params.iter().find(|p| p.name == name)
    }
}

/// MCP's tool annotations: hints a client may show or act on (asking before a destructive
/// call, say). `None` is "not declared", rendered as no key at all, since MCP's defaults
/// (`destructiveHint` and `openWorldHint` true) are not what `false` would say.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotations {
    /// `title`: a human-readable name for the tool.
    pub title: Option<Text>,
    /// `readOnlyHint`: the tool does not modify its environment.
    pub read_only: Option<bool>,
    /// `destructiveHint`: the tool may change or delete what was there (only meaningful when
    /// not read-only).
    pub destructive: Option<bool>,
    /// `idempotentHint`: calling it again with the same arguments has no further effect (only
    /// meaningful when not read-only).
    pub idempotent: Option<bool>,
    /// `openWorldHint`: the tool may reach entities outside a closed domain (the web, say).
    pub open_world: Option<bool>,
    /// `inline`, which is no MCP hint and is never rendered: the tool is sync and never
    /// blocks (no file, socket, lock or sleep), so a server may run it on the thread that
    /// read the call instead of handing it to a thread that may block (`toolschema-mcp`
    /// does). Declared by the tools crate for the tools it has measured.
    pub inline: bool,
}

impl Annotations {
    /// Nothing declared, usable in `const` context.
    pub const NONE: Annotations = Annotations {
        title: None,
        read_only: None,
        destructive: None,
        idempotent: None,
        open_world: None,
        inline: false,
    };

    /// Whether nothing is declared.
    pub fn is_empty(&self) -> bool {
        *self == Annotations::NONE
    }
}

/// Reads a [`Text`] in `const` context.
pub const fn text(t: &Text) -> &str {
    match t {
        Cow::Borrowed(s) => s,
        Cow::Owned(s) => s.as_str(),
    }
}

/// What a tool returns.
#[derive(Clone, Debug, PartialEq)]
pub struct Returns {
    /// The return type as written in the source; `()` when nothing is returned.
    pub rust_type: Text,
    /// The Returns section of the doc comment; empty when there is none.
    pub description: Text,
    /// The JSON Schema of the value returned (of `T` for `Result<T, E>`), for the formats
    /// that carry one (MCP `outputSchema`); `None` when it has no mapping or is `()`, and for
    /// content.
    pub schema: Option<Node<Schema>>,
    /// Whether the value is content (`toolschema::Image`, `Vec<toolschema::Content>`, …; see
    /// [`content`](crate::content)): MCP sends it as the result's content blocks, not as JSON.
    pub content: bool,
}

/// A parameter of a tool, or a field of an object.
#[derive(Clone, Debug, PartialEq)]
pub struct Property {
    /// The JSON property name (`r#type` gives `type`).
    pub name: Text,
    /// The Rust type as written in the source.
    pub rust_type: Text,
    /// Whether the property must be present and not `null`.
    pub required: bool,
    /// The JSON Schema of the value.
    pub schema: Schema,
}

/// The JSON Schema of one value.
#[derive(Clone, Debug, PartialEq)]
pub struct Schema {
    /// The shape of the value.
    pub ty: Type,
    /// The `description` keyword.
    pub description: Option<Text>,
    /// The `enum` keyword: the only values allowed.
    pub enum_values: Option<List<Json>>,
    /// The `enum` values as problems list them (`"user", "assistant", "system"`), written
    /// once when the schema is built ([`Schema::set_enum`]), so that a refused value costs a
    /// copy of this text rather than a rendering of each value. `None` in a schema built by
    /// hand, whose messages write the list from [`Schema::enum_values`]. Not shown in any
    /// rendering.
    pub enum_text: Option<Text>,
    /// The `default` keyword.
    pub default: Option<Json>,
    /// Whether `null` is accepted (an `Option<T>`); the canonical form does not show it,
    /// because an absent value already means `None` there.
    pub nullable: bool,
    /// Whether the names here are exactly those the Rust type's `Deserialize` reads: for an
    /// `enum` of a unit-variant enum's names, no `#[serde(other)]` and no `alias`; for an
    /// object (a struct), no field with `alias` or `flatten`. Not shown in any rendering: it
    /// lets dispatch leave the names to serde.
    pub exact_names: bool,
}

impl Schema {
    /// A schema of type `ty` with no other keyword.
    pub const fn of(ty: Type) -> Self {
        Schema {
            ty,
            description: None,
            enum_values: None,
            enum_text: None,
            default: None,
            nullable: false,
            exact_names: false,
        }
    }

    /// Whether `null` is a value of this schema: an `Option` ([`Schema::nullable`]), or an
    /// `anyOf` with a `{"type": "null"}` branch (an untagged unit variant), at any depth of
    /// `anyOf`. A required parameter of such a schema takes `null` as a value, not as absent.
    pub fn takes_null(&self) -> bool {
        match &self.ty {
            Type::Null => true,
            Type::AnyOf(branches) => self.nullable || branches.iter().any(Schema::takes_null),
            _ => self.nullable,
        }
    }

    /// Whether `null` is a value of this schema where it is a field's: as
    /// [`Schema::takes_null`], and a `serde_json::Value` too, which serde reads `null` into
    /// (`Value::Null`). A parameter's `null` is absence whatever its type (section 4.2).
    pub fn field_takes_null(&self) -> bool {
        matches!(self.ty, Type::Any) || self.takes_null()
    }

    /// Sets the `enum` keyword to `values`, and [`Schema::enum_text`] with it.
    pub fn set_enum(&mut self, values: Vec<Json>) {
        self.enum_text = Some(crate::check::message::listed(&values).into());
        self.enum_values = Some(values.into());
    }
}

/// The shape of a value, and with it the keywords that follow from its Rust type.
#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    /// Any JSON value (`serde_json::Value`): `{}`.
    Any,
    /// Only `null`: `{"type":"null"}`, what serde reads an untagged unit variant from (and
    /// writes it as).
    Null,
    /// `bool`.
    Boolean,
    /// An integer type, whose range is enforced.
    Integer(IntType),
    /// `f32` or `f64`.
    Number(FloatType),
    /// A string.
    String,
    /// A `char`: a string of exactly one character.
    Char,
    /// A homogeneous array.
    Array {
        /// The schema of every item.
        items: Node<Schema>,
        /// `uniqueItems` (a set).
        unique: bool,
        /// The exact length of a fixed-size array (`[T; N]`).
        len: Option<u64>,
    },
    /// A tuple: `prefixItems` with an exact length.
    Tuple(List<Schema>),
    /// A map with string keys: `additionalProperties`.
    Map(Node<Schema>),
    /// A map with integer keys (`BTreeMap<u32, V>`), which `serde_json` reads from strings of
    /// digits: `propertyNames` with the digits and the integer type's range, and
    /// `additionalProperties`.
    IntMap(IntType, Node<Schema>),
    /// An object with named properties.
    Object(Object),
    /// One of several shapes: `anyOf`.
    AnyOf(List<Schema>),
}

/// An object with named properties (a struct).
#[derive(Clone, Debug, PartialEq)]
pub struct Object {
    /// The properties, in declaration order.
    pub properties: List<Property>,
    /// What other keys may hold.
    pub additional: Additional,
}

/// The `additionalProperties` of an object.
#[derive(Clone, Debug, PartialEq)]
pub enum Additional {
    /// Not stated: other keys are ignored.
    Unstated,
    /// `false`: other keys are an error.
    Denied,
    /// Other keys hold values of this schema.
    Schema(Node<Schema>),
}

/// The Rust integer types, each with its exact range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum IntType {
    I8,
    I16,
    I32,
    I64,
    I128,
    Isize,
    U8,
    U16,
    U32,
    U64,
    U128,
    Usize,
}

impl IntType {
    /// The type's smallest value.
    pub const fn min(self) -> i128 {
        match self {
            IntType::I8 => i8::MIN as i128,
            IntType::I16 => i16::MIN as i128,
            IntType::I32 => i32::MIN as i128,
            IntType::I64 => i64::MIN as i128,
            IntType::I128 => i128::MIN,
            IntType::Isize => isize::MIN as i128,
            IntType::U8 | IntType::U16 | IntType::U32 | IntType::U64 | IntType::U128 | IntType::Usize => 0,
        }
    }

    /// The type's largest value.
    pub const fn max(self) -> u128 {
        match self {
            IntType::I8 => i8::MAX as u128,
            IntType::I16 => i16::MAX as u128,
            IntType::I32 => i32::MAX as u128,
            IntType::I64 => i64::MAX as u128,
            IntType::I128 => i128::MAX as u128,
            IntType::Isize => isize::MAX as u128,
            IntType::U8 => u8::MAX as u128,
            IntType::U16 => u16::MAX as u128,
            IntType::U32 => u32::MAX as u128,
            IntType::U64 => u64::MAX as u128,
            IntType::U128 => u128::MAX,
            IntType::Usize => usize::MAX as u128,
        }
    }

    /// The `minimum` and `maximum` the schema states (section 4.1 of the spec):
    /// exact bounds for the small types, `minimum: 0` for the wide unsigned ones.
    pub const fn schema_bounds(self) -> (Option<i128>, Option<u128>) {
        match self {
            IntType::I8 | IntType::I16 | IntType::I32 | IntType::U8 | IntType::U16 | IntType::U32 => {
                (Some(self.min()), Some(self.max()))
            }
            IntType::U64 | IntType::U128 | IntType::Usize => (Some(0), None),
            IntType::I64 | IntType::I128 | IntType::Isize => (None, None),
        }
    }

    /// The Rust name of the type.
    pub const fn rust_name(self) -> &'static str {
        match self {
            IntType::I8 => "i8",
            IntType::I16 => "i16",
            IntType::I32 => "i32",
            IntType::I64 => "i64",
            IntType::I128 => "i128",
            IntType::Isize => "isize",
            IntType::U8 => "u8",
            IntType::U16 => "u16",
            IntType::U32 => "u32",
            IntType::U64 => "u64",
            IntType::U128 => "u128",
            IntType::Usize => "usize",
        }
    }
}

/// The Rust floating-point types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum FloatType {
    F32,
    F64,
}
