//! The walks over types that the graph is made of: where the crate's types appear in what a
//! tool returns (as serde writes it), which of them a tool's required inputs are (as serde
//! reads them), and every type a tool takes at all.

use std::collections::{BTreeSet, HashMap};

use toolschema::types::{Body, Case, Field, Fields, TypeDef, TypeDefs, Variant};
use toolschema::RustType;

/// A place a type of the crate appears in a tool's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Place {
    /// The type's path (`crate::orders::OrderId`).
    pub ty: String,
    /// Where (`$[*].id`).
    pub path: String,
    pub many: bool,
    pub maybe: bool,
    pub depth: u32,
}

/// A required input of a crate type: a parameter, or a required field inside one.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Slot {
    /// The path in the names a model sends (`request.order_id`).
    pub param: String,
    pub ty: String,
    /// A unit-only enum.
    pub listed: bool,
}

/// A field of a plain string or integer in a tool's result, for the lint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PlainField {
    /// The struct or enum it is in (`Order`).
    pub owner: String,
    /// Its name in Rust (`id`).
    pub name: String,
    pub kind: Plain,
    /// Its type, past any `Option` (`String`).
    pub ty_text: String,
}

/// A primitive the lint knows ids by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Plain {
    Text,
    Integer,
}

/// The crate's types, with the type parameters of its generic ones.
pub(crate) struct Types<'a> {
    pub defs: &'a TypeDefs,
    pub generics: &'a HashMap<String, Vec<String>>,
}

/// Where a walk is: the path so far and what it passed through.
#[derive(Clone)]
struct At {
    path: String,
    many: bool,
    maybe: bool,
    depth: u32,
}

impl At {
    fn then(&self, step: &str, many: bool, maybe: bool) -> At {
        At {
            path: format!("{}{step}", self.path),
            many: self.many | many,
            maybe: self.maybe | maybe,
            depth: self.depth + 1,
        }
    }
}

type Subst = HashMap<String, RustType>;

impl Types<'_> {
    /// Every place a type of the crate appears in a value of `ty` as serde writes it.
    pub(crate) fn produced(&self, ty: &RustType) -> Vec<Place> {
        let mut places = Vec::new();
        let at = At { path: "$".into(), many: false, maybe: false, depth: 0 };
        self.out(ty, &at, &Subst::new(), &mut Vec::new(), &mut places, &mut Vec::new());
        places
    }

    /// The string and integer fields of the structs and enums in a value of `ty`.
    pub(crate) fn plain_fields(&self, ty: &RustType) -> Vec<PlainField> {
        let mut fields = Vec::new();
        let at = At { path: "$".into(), many: false, maybe: false, depth: 0 };
        self.out(ty, &at, &Subst::new(), &mut Vec::new(), &mut Vec::new(), &mut fields);
        fields
    }

    fn out(
        &self,
        ty: &RustType,
        at: &At,
        subst: &Subst,
        active: &mut Vec<String>,
        places: &mut Vec<Place>,
        plain: &mut Vec<PlainField>,
    ) {
        let mut walk = |ty: &RustType, at: &At| self.out(ty, at, subst, active, places, plain);
        match ty {
            RustType::Ref { inner, .. } => walk(inner, at),
            RustType::Slice(item) | RustType::Array { elem: item, .. } => walk(item, &at.then("[*]", true, false)),
            RustType::Tuple(items) => {
                for (i, item) in items.iter().enumerate() {
                    walk(item, &at.then(&format!("[{i}]"), false, false));
                }
            }
            RustType::Other(name) => {
                if let Some(bound) = subst.get(name) {
                    walk(bound, at);
                }
            }
            RustType::Path(_) => {
                if let Some(bound) = param_name(ty).and_then(|n| subst.get(n)) {
                    return walk(bound, at);
                }
                let args = last_args(ty);
                match (std_name(ty), args) {
                    // The result's own `Option` is a lookup that may find nothing: what it
                    // finds holds the value. One further in may leave it out.
                    (Some("Option"), [inner]) if at.depth == 0 => walk(inner, at),
                    (Some("Option"), [inner]) => walk(inner, &at.then("", false, true)),
                    (Some("Vec" | "VecDeque" | "LinkedList" | "HashSet" | "BTreeSet" | "BinaryHeap"), [item]) => {
                        walk(item, &at.then("[*]", true, false))
                    }
                    (Some("HashMap" | "BTreeMap"), [key, value]) => {
                        walk(key, &at.then(".<key>", true, false));
                        walk(value, &at.then(".*", true, false));
                    }
                    (Some("Box" | "Arc" | "Rc" | "Cow"), [inner]) => walk(inner, at),
                    // The value a tool returns when it succeeds.
                    (Some("Result"), [ok, ..]) => walk(ok, at),
                    _ => {
                        let Some(def) = self.def(ty) else { return };
                        let bound = self.bind(def, args, subst);
                        if bound.is_none() {
                            places.push(Place {
                                ty: def.path.clone(),
                                path: at.path.clone(),
                                many: at.many,
                                maybe: at.maybe,
                                depth: at.depth,
                            });
                        }
                        if active.contains(&def.path) {
                            return;
                        }
                        active.push(def.path.clone());
                        let subst = bound.as_ref().unwrap_or(subst);
                        self.out_body(def, at, subst, active, places, plain);
                        active.pop();
                    }
                }
            }
        }
    }

    /// The fields and variants of `def`, as serde writes them.
    fn out_body(
        &self,
        def: &TypeDef,
        at: &At,
        subst: &Subst,
        active: &mut Vec<String>,
        places: &mut Vec<Place>,
        plain: &mut Vec<PlainField>,
    ) {
        let written = |f: &&Field| !f.serde.skip_serializing;
        match &def.body {
            Body::Struct(Fields::Named(fields)) => {
                for field in fields.iter().filter(written) {
                    note_plain(def, field, plain);
                    let place = if field.serde.flatten || def.serde.transparent {
                        at.clone()
                    } else {
                        let name = field
                            .serde
                            .rename
                            .serialize
                            .clone()
                            .unwrap_or_else(|| cased(def.serde.rename_all.0, &field.name));
                        at.then(&format!(".{name}"), false, field.serde.skip_serializing_if)
                    };
                    self.out(&field.ty, &place, subst, active, places, plain);
                }
            }
            Body::Struct(Fields::Tuple(fields)) => self.out_tuple(fields, at, subst, active, places, plain),
            Body::Struct(Fields::Unit) => {}
            Body::Enum(variants) => {
                let live: Vec<&Variant> = variants.iter().filter(|v| !v.serde.skip_serializing).collect();
                let several = live.len() > 1;
                for variant in live {
                    let name = variant.serde.rename.serialize.clone().unwrap_or_else(|| match def.serde.rename_all.0 {
                        Some(case) => case.variant(&variant.name),
                        None => variant.name.clone(),
                    });
                    let base = if def.serde.untagged
                        || variant.serde.untagged
                        || (def.serde.tag.is_some() && def.serde.content.is_none())
                    {
                        at.then("", false, several)
                    } else if let (Some(_), Some(content)) = (&def.serde.tag, &def.serde.content) {
                        at.then(&format!(".{content}"), false, several)
                    } else {
                        at.then(&format!(".{name}"), false, several)
                    };
                    let case = variant.serde.rename_all.0.or(def.serde.rename_all_fields.0);
                    match &variant.fields {
                        Fields::Named(fields) => {
                            for field in fields.iter().filter(written) {
                                note_plain(def, field, plain);
                                let name =
                                    field.serde.rename.serialize.clone().unwrap_or_else(|| cased(case, &field.name));
                                let place = if field.serde.flatten {
                                    base.clone()
                                } else {
                                    base.then(&format!(".{name}"), false, field.serde.skip_serializing_if)
                                };
                                self.out(&field.ty, &place, subst, active, places, plain);
                            }
                        }
                        Fields::Tuple(fields) => self.out_tuple(fields, &base, subst, active, places, plain),
                        Fields::Unit => {}
                    }
                }
            }
        }
    }

    /// A newtype is its field; the fields of a longer tuple are its items.
    fn out_tuple(
        &self,
        fields: &[Field],
        at: &At,
        subst: &Subst,
        active: &mut Vec<String>,
        places: &mut Vec<Place>,
        plain: &mut Vec<PlainField>,
    ) {
        let live: Vec<&Field> = fields.iter().filter(|f| !f.serde.skip_serializing).collect();
        if let [only] = live.as_slice() {
            return self.out(&only.ty, at, subst, active, places, plain);
        }
        for (i, field) in live.iter().enumerate() {
            self.out(&field.ty, &at.then(&format!("[{i}]"), false, false), subst, active, places, plain);
        }
    }

    /// The required inputs of the crate's types in a parameter `name` of type `ty`.
    pub(crate) fn slots(&self, name: &str, ty: &RustType) -> Vec<Slot> {
        let mut slots = Vec::new();
        self.input(ty, name, "", &mut Vec::new(), &mut slots);
        slots.sort();
        slots.dedup();
        slots
    }

    /// `path` is where the value is; `pending`, the steps into containers since (`[*]`),
    /// which a field further in is reached through.
    fn input(&self, ty: &RustType, path: &str, pending: &str, active: &mut Vec<String>, slots: &mut Vec<Slot>) {
        match ty {
            RustType::Ref { inner, .. } => self.input(inner, path, pending, active, slots),
            RustType::Slice(item) | RustType::Array { elem: item, .. } => {
                self.input(item, path, &format!("{pending}[*]"), active, slots)
            }
            RustType::Tuple(items) => {
                for (i, item) in items.iter().enumerate() {
                    self.input(item, path, &format!("{pending}[{i}]"), active, slots);
                }
            }
            RustType::Other(_) => {}
            RustType::Path(_) => match (std_name(ty), last_args(ty)) {
                // Not required: neither is anything inside.
                (Some("Option"), _) => {}
                (Some("Vec" | "VecDeque" | "LinkedList" | "HashSet" | "BTreeSet" | "BinaryHeap"), [item]) => {
                    self.input(item, path, &format!("{pending}[*]"), active, slots)
                }
                (Some("HashMap" | "BTreeMap"), [_, value]) => {
                    self.input(value, path, &format!("{pending}.*"), active, slots)
                }
                (Some("Box" | "Arc" | "Rc"), [inner]) => self.input(inner, path, pending, active, slots),
                _ => {
                    let Some(def) = self.def(ty).filter(|d| !d.generic) else { return };
                    slots.push(Slot { param: path.to_owned(), ty: def.path.clone(), listed: listed(def) });
                    if active.contains(&def.path) {
                        return;
                    }
                    active.push(def.path.clone());
                    self.input_body(def, path, pending, active, slots);
                    active.pop();
                }
            },
        }
    }

    /// The required fields of a struct (an enum's variants are alternatives: none is required).
    fn input_body(&self, def: &TypeDef, path: &str, pending: &str, active: &mut Vec<String>, slots: &mut Vec<Slot>) {
        let Body::Struct(fields) = &def.body else { return };
        let read: Vec<&Field> = match fields {
            Fields::Named(f) | Fields::Tuple(f) => f.iter().filter(|f| !f.serde.skip_deserializing).collect(),
            Fields::Unit => return,
        };
        let newtype = def.serde.transparent || (matches!(fields, Fields::Tuple(_)) && read.len() == 1);
        for (i, field) in read.iter().enumerate() {
            if newtype || field.serde.flatten {
                self.input(&field.ty, path, pending, active, slots);
            } else if matches!(fields, Fields::Tuple(_)) {
                self.input(&field.ty, &format!("{path}{pending}[{i}]"), "", active, slots);
            } else if !field.serde.default && !def.serde.default {
                let name = field
                    .serde
                    .rename
                    .deserialize
                    .clone()
                    .unwrap_or_else(|| cased(def.serde.rename_all.1, &field.name));
                self.input(&field.ty, &format!("{path}{pending}.{name}"), "", active, slots);
            }
        }
    }

    /// Every type of the crate a value of `ty` can hold as serde reads it, required or not.
    pub(crate) fn taken(&self, ty: &RustType, taken: &mut BTreeSet<String>) {
        match ty {
            RustType::Ref { inner, .. } | RustType::Slice(inner) | RustType::Array { elem: inner, .. } => {
                self.taken(inner, taken)
            }
            RustType::Tuple(items) => items.iter().for_each(|t| self.taken(t, taken)),
            RustType::Other(_) => {}
            RustType::Path(_) => {
                if std_name(ty).is_some() {
                    return last_args(ty).iter().for_each(|t| self.taken(t, taken));
                }
                let Some(def) = self.def(ty) else { return };
                if !taken.insert(def.path.clone()) {
                    return;
                }
                let fields: Vec<&Field> = match &def.body {
                    Body::Struct(Fields::Named(f) | Fields::Tuple(f)) => f.iter().collect(),
                    Body::Struct(Fields::Unit) => Vec::new(),
                    Body::Enum(variants) => variants
                        .iter()
                        .flat_map(|v| match &v.fields {
                            Fields::Named(f) | Fields::Tuple(f) => f.iter().collect(),
                            Fields::Unit => Vec::new(),
                        })
                        .collect(),
                };
                for field in fields.into_iter().filter(|f| !f.serde.skip_deserializing) {
                    self.taken(&field.ty, taken);
                }
            }
        }
    }

    /// The crate's type a path names.
    fn def(&self, ty: &RustType) -> Option<&TypeDef> {
        let RustType::Path(segments) = ty else { return None };
        if segments.first().is_none_or(|s| s.ident != "crate") {
            return None;
        }
        let path: Vec<&str> = segments.iter().map(|s| s.ident.as_str()).collect();
        self.defs.get(&path.join("::"))
    }

    /// The type parameters of a generic `def` bound to `args` (`None` for a type that is
    /// not generic, or written without its arguments).
    fn bind(&self, def: &TypeDef, args: &[RustType], outer: &Subst) -> Option<Subst> {
        let names = self.generics.get(&def.path).filter(|_| def.generic)?;
        let resolve = |t: &RustType| param_name(t).and_then(|n| outer.get(n)).cloned().unwrap_or_else(|| t.clone());
        Some(names.iter().cloned().zip(args.iter().map(resolve)).collect())
    }
}

/// A unit-only enum, whose values its schema lists.
fn listed(def: &TypeDef) -> bool {
    matches!(&def.body, Body::Enum(variants) if variants.iter().all(|v| matches!(v.fields, Fields::Unit)))
}

fn note_plain(def: &TypeDef, field: &Field, plain: &mut Vec<PlainField>) {
    let mut ty = &field.ty;
    while let (Some("Option" | "Box"), [inner]) = (std_name(ty), last_args(ty)) {
        ty = inner;
    }
    if let Some(kind) = plain_kind(ty) {
        plain.push(PlainField { owner: def.name.clone(), name: field.name.clone(), kind, ty_text: ty.to_string() });
    }
}

/// Whether `ty` is a string or an integer (behind a reference, too).
pub(crate) fn plain_kind(ty: &RustType) -> Option<Plain> {
    if let RustType::Ref { inner, .. } = ty {
        return plain_kind(inner);
    }
    match (std_name(ty)?, last_args(ty)) {
        ("String" | "str", []) => Some(Plain::Text),
        ("Box" | "Arc" | "Rc" | "Cow", [inner]) if std_name(inner) == Some("str") => Some(Plain::Text),
        ("i8" | "i16" | "i32" | "i64" | "i128" | "isize" | "u8" | "u16" | "u32" | "u64" | "u128" | "usize", []) => {
            Some(Plain::Integer)
        }
        _ => None,
    }
}

fn cased(case: Option<Case>, name: &str) -> String {
    case.map_or_else(|| name.to_owned(), |c| c.field(name))
}

/// A single bare name (`T`), which may be a type parameter.
fn param_name(ty: &RustType) -> Option<&str> {
    match ty {
        RustType::Path(segments) if segments.len() == 1 && segments[0].args.is_empty() => Some(&segments[0].ident),
        RustType::Other(name) => Some(name),
        _ => None,
    }
}

fn last_args(ty: &RustType) -> &[RustType] {
    match ty {
        RustType::Path(segments) => segments.last().map_or(&[], |s| s.args.as_slice()),
        _ => &[],
    }
}

/// The name of a standard type, written bare (`Vec`) or by a path into `std`, `alloc` or
/// `core` (`std::collections::HashMap`), as the type mapping reads it.
fn std_name(ty: &RustType) -> Option<&str> {
    let RustType::Path(segments) = ty else { return None };
    let (last, prefix) = segments.split_last()?;
    match prefix.first().map(|s| s.ident.as_str()) {
        None | Some("std" | "alloc" | "core") => Some(&last.ident),
        Some(_) => None,
    }
}
