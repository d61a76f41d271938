//! The type mapping (section 4.1 of the spec): the JSON Schema of a Rust type, or why it has none.
//!
//! A [`Mapper`] maps standard types itself and looks the tools crate's own structs and enums
//! up in its [`TypeDefs`], lowering each once (in `types::structs` and `types::enums`) and
//! remembering the result. The codegen crate asks it about each parameter of a tool.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::diagnostic::Diagnostic;
use crate::model::{FloatType, IntType, Node, Schema, Type};
use crate::rust_type::{RustType, Segment};
use crate::types::{enum_schema, struct_schema, Body, Conversion, Derive, TypeDef, TypeDefs};

/// Which way values cross: into a tool (its arguments, read with `Deserialize`) or out of it
/// (its result, written with `Serialize`). serde attributes can differ between the two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Arguments.
    In,
    /// Results.
    Out,
}

/// Maps Rust types to schemas, with the tools crate's own types in `defs`.
pub struct Mapper<'d> {
    defs: &'d TypeDefs,
    direction: Direction,
    /// Each definition lowered so far: its schema, or the problems inside it.
    done: RefCell<HashMap<String, Result<Schema, Vec<Diagnostic>>>>,
    /// The definitions being lowered, outermost first, to catch recursion.
    active: RefCell<Vec<String>>,
    /// The `- `value`: doc` lines of each unit-only enum, kept apart from its description
    /// so that a use site's own description keeps them.
    notes: RefCell<HashMap<String, String>>,
    /// Warnings of the definitions lowered, not yet taken ([`Mapper::take_warnings`]).
    warnings: RefCell<Vec<Diagnostic>>,
}

/// What a parameter is to the model.
#[derive(Clone, Debug, PartialEq)]
pub enum Role {
    /// Supplied by the caller of `dispatch` (a shared reference to a non-argument type).
    Context,
    /// Filled from the model's arguments.
    Argument(Mapped),
}

/// The schema of an argument type.
#[derive(Clone, Debug, PartialEq)]
pub struct Mapped {
    /// The JSON Schema of the value.
    pub schema: Schema,
    /// Whether the type is `Option<T>`: the argument is not required, and `null` means `None`.
    pub optional: bool,
}

/// Why a type has no mapping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported {
    /// The part of the type that cannot be mapped (the whole type, or a part of it).
    pub part: String,
    /// What to do about it, when there is more to say than "no mapping".
    pub reason: Option<String>,
    /// Problems inside a definition of the tools crate that the type uses, each pointing at
    /// that definition; when there are some, they say everything.
    pub inside: Vec<Diagnostic>,
}

impl Unsupported {
    fn no_mapping(part: &RustType) -> Self {
        Unsupported { part: part.to_string(), reason: None, inside: Vec::new() }
    }

    pub(crate) fn because(part: &RustType, reason: &str) -> Self {
        Unsupported { part: part.to_string(), reason: Some(reason.to_string()), inside: Vec::new() }
    }

    pub(crate) fn inside(part: &RustType, inside: Vec<Diagnostic>) -> Self {
        Unsupported { part: part.to_string(), reason: None, inside }
    }
}

impl<'d> Mapper<'d> {
    /// A mapper for values crossing in `direction`, with the tools crate's types in `defs`.
    pub fn new(defs: &'d TypeDefs, direction: Direction) -> Self {
        Mapper {
            defs,
            direction,
            done: RefCell::default(),
            active: RefCell::default(),
            notes: RefCell::default(),
            warnings: RefCell::default(),
        }
    }

    /// Which way the values this mapper describes cross.
    pub fn direction(&self) -> Direction {
        self.direction
    }

    /// The warnings of the definitions lowered since the last call: each definition's once.
    pub fn take_warnings(&self) -> Vec<Diagnostic> {
        std::mem::take(&mut *self.warnings.borrow_mut())
    }

    /// Gives `schema` (of type `ty`) the description a use site wrote, keeping the variant
    /// notes of a unit-only enum.
    pub fn describe(&self, schema: &mut Schema, ty: &RustType, text: &str) {
        let notes = self.notes_of(ty);
        schema.description = match (text.is_empty(), notes) {
            // No text here: the type's own description (with its notes) stands, and where
            // the type has none, its notes alone, so that they reach every place its schema
            // is used (an item, a map's value, a field, a result).
            (true, notes) => schema.description.take().or_else(|| notes.map(Into::into)),
            (false, None) => Some(text.to_string().into()),
            (false, Some(notes)) => Some(format!("{text}\n{notes}").into()),
        };
    }

    /// Remembers the variant notes of the unit-only enum `def`.
    pub(crate) fn set_notes(&self, def: &TypeDef, notes: String) {
        self.notes.borrow_mut().insert(def.path.clone(), notes);
    }

    fn notes_of(&self, ty: &RustType) -> Option<String> {
        let def = self.def_of(ty)?;
        self.notes.borrow().get(&def.path).cloned()
    }

    /// The tools crate's type that `ty` names, itself or under one `Option`, `Box`, `Arc` or
    /// `Rc`.
    pub(crate) fn def_of(&self, ty: &RustType) -> Option<&'d TypeDef> {
        let ty = match (std_name(ty), generic_args(ty)) {
            (Some("Option" | "Box" | "Arc" | "Rc"), [inner]) => inner,
            _ => ty,
        };
        self.lookup(ty)
    }

    /// Decides whether a parameter is context or an argument, and maps an argument's type.
    ///
    /// Section 2: a shared reference to anything but `str`, `String`, `[T]`, `Vec<T>`, `Path`
    /// or `PathBuf` is context.
    pub fn param_role(&self, ty: &RustType) -> Result<Role, Unsupported> {
        match ty {
            RustType::Ref { mutable: true, .. } => Err(Unsupported::because(
                ty,
                "a tool cannot take `&mut`: take context by shared reference, with interior mutability where needed",
            )),
            RustType::Ref { inner, .. } if !is_borrowed_argument(inner) => Ok(Role::Context),
            RustType::Ref { inner, .. } => {
                Ok(Role::Argument(Mapped { schema: self.map_owned(inner, true)?, optional: false }))
            }
            _ => self.map_param(ty).map(Role::Argument),
        }
    }

    /// Maps the type of an argument: `Option<T>` is T's schema, not required.
    pub fn map_param(&self, ty: &RustType) -> Result<Mapped, Unsupported> {
        if let Some(inner) = option_inner(ty) {
            // `Option<&str>` and its kin: dispatch reads the owned value and lends it.
            if let RustType::Ref { mutable: false, inner: borrowed } = inner {
                if is_borrowed_argument(borrowed) {
                    return Ok(Mapped { schema: self.map_owned(borrowed, true)?, optional: true });
                }
            }
            if option_inner(inner).is_some() {
                return Err(Unsupported::because(
                    ty,
                    "`Option<Option<T>>` cannot be told apart from `Option<T>` in JSON",
                ));
            }
            let schema = self.map_type(inner)?;
            if schema.takes_null() {
                return Err(null_twice(ty, &schema));
            }
            return Ok(Mapped { schema, optional: true });
        }
        Ok(Mapped { schema: self.map_type(ty)?, optional: false })
    }

    /// Maps a type inside an argument (an item, a value, a tuple element).
    pub fn map_type(&self, ty: &RustType) -> Result<Schema, Unsupported> {
        if let Some(inner) = option_inner(ty) {
            // `Option` inside a collection: the item may be `null`.
            let mut schema = self.map_type(inner)?;
            if schema.nullable {
                return Err(Unsupported::because(
                    ty,
                    "`Option<Option<T>>` cannot be told apart from `Option<T>` in JSON",
                ));
            }
            if schema.takes_null() {
                return Err(null_twice(ty, &schema));
            }
            schema.nullable = true;
            return Ok(schema);
        }
        self.map_owned(ty, false)
    }
}

/// `Option<T>` of a type that takes `null` itself (an enum with an untagged unit variant, a
/// unit struct): `null` would be `None`, and `T`'s own `null`, which serde reads too, could
/// never be sent (as `Option<Option<T>>`).
fn null_twice(ty: &RustType, inner: &Schema) -> Unsupported {
    Unsupported::because(
        ty,
        match inner.ty {
            Type::Null => "`null` is both `None` and the unit struct inside, which JSON cannot tell apart; take the unit struct itself",
            _ => "`null` is both `None` and the untagged unit variant of the enum inside, which JSON cannot tell apart; take the enum itself, whose unit variant stands for none",
        },
    )
}

/// The types a top-level `&T` parameter may borrow and still be an argument.
fn is_borrowed_argument(inner: &RustType) -> bool {
    match inner {
        RustType::Slice(_) => true,
        RustType::Path(_) => matches!(std_name(inner), Some("str" | "String" | "Vec" | "Path" | "PathBuf")),
        _ => false,
    }
}

/// Maps a type that is not `Option`; `unsized_ok` allows `str`, `[T]` and `Path`,
/// which only occur behind a pointer.
impl<'d> Mapper<'d> {
    fn map_owned(&self, ty: &RustType, unsized_ok: bool) -> Result<Schema, Unsupported> {
        match ty {
            RustType::Ref { .. } => Err(Unsupported::because(
                ty,
                "a reference inside another type cannot be filled from JSON arguments; use the owned type",
            )),
            RustType::Slice(elem) if unsized_ok => self.array(elem),
            RustType::Array { elem, len: Some(len) } if *len <= 32 => {
                let mut schema = self.array(elem)?;
                if let Type::Array { len: fixed, .. } = &mut schema.ty {
                    *fixed = Some(*len);
                }
                Ok(schema)
            }
            RustType::Array { .. } => Err(Unsupported::because(
                ty,
                "a fixed-size array needs a literal length of at most 32, the most serde reads; use `Vec<T>`",
            )),
            RustType::Tuple(items) if items.is_empty() => {
                Err(Unsupported::because(ty, "the unit type `()` carries no value"))
            }
            RustType::Tuple(items) => {
                let items = items.iter().map(|t| self.map_type(t)).collect::<Result<Vec<_>, _>>()?;
                Ok(Schema::of(Type::Tuple(items.into())))
            }
            RustType::Path(_) => self.map_path(ty, unsized_ok),
            RustType::Slice(_) | RustType::Other(_) => Err(Unsupported::no_mapping(ty)),
        }
    }

    fn map_path(&self, ty: &RustType, unsized_ok: bool) -> Result<Schema, Unsupported> {
        let Some(name) = std_name(ty) else {
            return self.map_def(ty);
        };
        let args = generic_args(ty);
        let scalar = |t: Type| Ok(Schema::of(t));
        match (name, args) {
            ("String" | "PathBuf", []) => scalar(Type::String),
            ("str" | "Path", []) if unsized_ok => scalar(Type::String),
            ("char", []) => scalar(Type::Char),
            ("bool", []) => scalar(Type::Boolean),
            ("f32", []) => scalar(Type::Number(FloatType::F32)),
            ("f64", []) => scalar(Type::Number(FloatType::F64)),
            ("Value", []) => scalar(Type::Any),
            ("Cow", [inner]) if std_name(inner) == Some("str") => scalar(Type::String),
            ("Box" | "Arc" | "Rc", [inner]) => self.map_owned(inner, true),
            ("Vec" | "VecDeque", [item]) => self.array(item),
            ("HashSet" | "BTreeSet", [item]) => {
                let mut schema = self.array(item)?;
                if let Type::Array { unique, .. } = &mut schema.ty {
                    *unique = true;
                }
                Ok(schema)
            }
            ("HashMap" | "BTreeMap", [key, value]) => {
                let int = match std_name(key) {
                    Some(name) if generic_args(key).is_empty() => int_type(name),
                    _ => None,
                };
                if !is_string_key(key) && int.is_none() {
                    return Err(Unsupported::because(
                        ty,
                        "the keys of a JSON object are strings: use `String` keys, or an integer type, which `serde_json` reads from a string of digits",
                    ));
                }
                let values = Node::new(self.map_type(value)?);
                Ok(Schema::of(match int {
                    Some(int) => Type::IntMap(int, values),
                    None => Type::Map(values),
                }))
            }
            // `serde_json::Map<String, Value>`, the only `Map` serde reads.
            ("Map", [key, value]) if is_string_key(key) && std_name(value) == Some("Value") => {
                Ok(Schema::of(Type::Map(Node::new(Schema::of(Type::Any)))))
            }
            (name, []) => match int_type(name) {
                Some(int) => scalar(Type::Integer(int)),
                None => self.map_def(ty),
            },
            _ => self.map_def(ty),
        }
    }

    fn array(&self, item: &RustType) -> Result<Schema, Unsupported> {
        Ok(Schema::of(Type::Array { items: Node::new(self.map_type(item)?), unique: false, len: None }))
    }

    /// A struct or enum of the tools crate, lowered once and remembered.
    fn map_def(&self, ty: &RustType) -> Result<Schema, Unsupported> {
        let Some(def) = self.lookup(ty) else { return Err(Unsupported::no_mapping(ty)) };
        if !generic_args(ty).is_empty() || def.generic {
            return Err(Unsupported::because(
                ty,
                "a generic type's schema depends on its type parameters; use a concrete type",
            ));
        }
        if self.active.borrow().contains(&def.path) {
            let reason =
                format!("`{}` contains itself, and a schema without `$ref` cannot describe a recursive type", def.name);
            return Err(Unsupported { part: def.name.clone(), reason: Some(reason), inside: Vec::new() });
        }
        if let Some(done) = self.done.borrow().get(&def.path) {
            return done.clone().map_err(|inside| Unsupported::inside(ty, inside));
        }
        self.active.borrow_mut().push(def.path.clone());
        self.warnings.borrow_mut().extend(def.doc_warnings.iter().cloned());
        let lowered = self.lower_def(def);
        self.active.borrow_mut().pop();
        self.done.borrow_mut().insert(def.path.clone(), lowered.clone());
        lowered.map_err(|inside| Unsupported::inside(ty, inside))
    }

    /// The tools crate's type at a path from the crate root (`crate::orders::Order`), the
    /// form the codegen crate resolves every path to. A bare name is never looked up by
    /// name alone: it would find a type of another module that its own module never imported.
    fn lookup(&self, ty: &RustType) -> Option<&'d TypeDef> {
        let RustType::Path(segments) = ty else { return None };
        let path: Vec<&str> = segments.iter().map(|s| s.ident.as_str()).collect();
        match path.as_slice() {
            ["crate", ..] => self.defs.get(&path.join("::")),
            _ => None,
        }
    }

    fn lower_def(&self, def: &TypeDef) -> Result<Schema, Vec<Diagnostic>> {
        if self.direction == Direction::In && def.deserialize != Derive::Derived {
            let why = match def.deserialize {
                Derive::Manual => "implements `Deserialize` by hand, so what it reads cannot be known at build time",
                _ => "does not derive `Deserialize`, so dispatch cannot read it",
            };
            return Err(vec![Diagnostic::error(def.pos, format!("type `{}` {why}", def.name)).in_file(&def.file)]);
        }
        let conversion = match self.direction {
            Direction::In => def.serde.from.as_ref(),
            Direction::Out => def.serde.into.as_ref(),
        };
        let mut schema = match (conversion, &def.body) {
            (Some(conversion), _) => self.converted(def, conversion)?,
            (None, Body::Struct(fields)) => struct_schema(self, def, fields)?,
            (None, Body::Enum(variants)) => enum_schema(self, def, variants)?,
        };
        if schema.description.is_none() && !def.description.is_empty() {
            schema.description = Some(def.description.clone().into());
        }
        Ok(schema)
    }
}

impl Mapper<'_> {
    /// The schema of a type read (or written) as another: `#[serde(from = "T")]`,
    /// `try_from` or `into`. The wire is `T`'s; the type's own doc comes before `T`'s, as for
    /// a newtype. `try_from` may refuse more than `T`'s schema: the tool's own error says so.
    fn converted(&self, def: &TypeDef, conversion: &Conversion) -> Result<Schema, Vec<Diagnostic>> {
        match self.map_type(&conversion.ty) {
            Ok(mut schema) => {
                self.describe(&mut schema, &conversion.ty, &def.description);
                Ok(schema)
            }
            Err(why) if !why.inside.is_empty() => Err(why.inside),
            Err(why) => {
                let attr = &conversion.attr;
                let text = &conversion.ty_text;
                let mut message = format!(
                    "type `{}` has `#[serde({attr} = \"{text}\")]`, so it is {} as `{text}`, which has no JSON Schema mapping",
                    def.name,
                    if attr == "into" { "written" } else { "read" }
                );
                if why.part != *text && why.part != conversion.ty.to_string() {
                    message += &format!(": `{}` has none", why.part);
                }
                if let Some(reason) = why.reason {
                    message += &format!(" ({reason})");
                }
                Err(vec![Diagnostic::error(conversion.pos, message).in_file(&def.file)])
            }
        }
    }
}

fn is_string_key(key: &RustType) -> bool {
    match std_name(key) {
        Some("String") => true,
        Some("Box" | "Arc" | "Rc") => generic_args(key).first().is_some_and(|k| std_name(k) == Some("str")),
        Some("Cow") => generic_args(key).first().is_some_and(|k| std_name(k) == Some("str")),
        _ => false,
    }
}

/// `T` when `ty` is `Option<T>`.
fn option_inner(ty: &RustType) -> Option<&RustType> {
    match (std_name(ty), generic_args(ty)) {
        (Some("Option"), [inner]) => Some(inner),
        _ => None,
    }
}

fn generic_args(ty: &RustType) -> &[RustType] {
    match ty {
        RustType::Path(segments) => segments.last().map_or(&[], |s: &Segment| s.args.as_slice()),
        _ => &[],
    }
}

/// The name of a standard type the mapping knows, written bare (`HashMap`) or by a path
/// into `std`, `alloc` or `core` (`std::collections::HashMap`); `serde_json::Value` and
/// `serde_json::Map` too.
fn std_name(ty: &RustType) -> Option<&str> {
    let RustType::Path(segments) = ty else { return None };
    let (last, prefix) = segments.split_last()?;
    if prefix.iter().any(|s| !s.args.is_empty()) {
        return None;
    }
    let root = prefix.first().map(|s| s.ident.as_str());
    let known = match root {
        // A bare `Map` is not `serde_json`'s: codegen writes it with its path when it is.
        None => last.ident != "Map",
        Some("std" | "alloc" | "core") => last.ident != "Value" && last.ident != "Map",
        Some("serde_json") => last.ident == "Value" || last.ident == "Map",
        Some(_) => false,
    };
    known.then_some(last.ident.as_str())
}

fn int_type(name: &str) -> Option<IntType> {
    Some(match name {
        "i8" => IntType::I8,
        "i16" => IntType::I16,
        "i32" => IntType::I32,
        "i64" => IntType::I64,
        "i128" => IntType::I128,
        "isize" => IntType::Isize,
        "u8" => IntType::U8,
        "u16" => IntType::U16,
        "u32" => IntType::U32,
        "u64" => IntType::U64,
        "u128" => IntType::U128,
        "usize" => IntType::Usize,
        _ => return None,
    })
}
