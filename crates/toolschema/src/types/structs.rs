//! Structs (and the fields of struct variants) as serde reads and writes them: renames,
//! defaults, skipped and flattened fields, `deny_unknown_fields`, newtypes and `transparent`.

use super::{flatten, Field, Fields, TypeDef};
use crate::diagnostic::Diagnostic;
use crate::mapping::{Direction, Mapper, Unsupported};
use crate::model::{Additional, Property, Schema, Type};
use crate::types::Case;

/// The schema of the struct `def`.
pub(crate) fn struct_schema(m: &Mapper<'_>, def: &TypeDef, fields: &Fields) -> Result<Schema, Vec<Diagnostic>> {
    let mut problems = unknowable(def);
    let schema = match fields {
        Fields::Named(fields) if def.serde.transparent => {
            let mut live = fields.iter().filter(|f| !skipped(m, f));
            match (live.next(), live.next()) {
                (Some(field), None) => wrapped(m, def, field),
                _ => Err(vec![error(def, def.pos, "is `transparent` but does not have exactly one field")]),
            }
        }
        Fields::Named(fields) => {
            let case = pick(m, def.serde.rename_all);
            // serde also reads an `alias`, and a flattened field from a buffer of the whole
            // object, where no checking wrapper reaches.
            let exact = !fields.iter().any(|f| !skipped(m, f) && (f.serde.alias || f.serde.flatten));
            object(m, def, fields, case, def.serde.default, def.serde.deny_unknown_fields).map(|objects| {
                let mut schema = one_of(objects);
                schema.exact_names = exact && matches!(schema.ty, Type::Object(_));
                schema
            })
        }
        // A newtype is its inner type on the wire; serde reads and writes its one field even
        // when it is marked `skip`.
        Fields::Tuple(fields) if fields.len() == 1 => wrapped(m, def, &fields[0]),
        Fields::Tuple(fields) => tuple(m, def, fields, |field| field_type(m, def, field).map(|(schema, _)| schema)),
        // serde reads a unit struct from `null` only, and writes it as `null`.
        Fields::Unit => Ok(Schema::of(Type::Null)),
    };
    match schema {
        Ok(schema) if problems.is_empty() => Ok(schema),
        Ok(_) => Err(problems),
        Err(more) => {
            problems.extend(more);
            Err(problems)
        }
    }
}

/// The array of a tuple struct's or tuple variant's `fields` (two or more): the fields serde
/// reads (or writes) in this direction, in order. A skipped field takes no place in the array:
/// `T(String, #[serde(skip_deserializing)] bool, String)` reads `["a", "b"]`.
pub(crate) fn tuple(
    m: &Mapper<'_>,
    def: &TypeDef,
    fields: &[Field],
    mut item: impl FnMut(&Field) -> Result<Schema, Vec<Diagnostic>>,
) -> Result<Schema, Vec<Diagnostic>> {
    let mut items = Vec::new();
    let mut problems = Vec::new();
    for field in fields.iter().filter(|f| !skipped(m, f)) {
        if m.direction() == Direction::Out && field.serde.skip_serializing_if {
            // serde leaves the item out of the array when the condition holds, so the items
            // after it move up a place: no `prefixItems` says that.
            problems.push(error(
                def,
                field.pos,
                &format!(
                    "has tuple field `{}` with `skip_serializing_if`, which makes what follows it move up a place in the array it writes",
                    field.name
                ),
            ));
            continue;
        }
        match item(field) {
            Ok(schema) => items.push(schema),
            Err(inside) => problems.extend(inside),
        }
    }
    if problems.is_empty() {
        Ok(Schema::of(Type::Tuple(items.into())))
    } else {
        Err(problems)
    }
}

/// What the named `fields` of a struct or struct variant read (or write): one object, or,
/// when they flatten enums, one per combination of the variants it can be read as.
pub(crate) fn object(
    m: &Mapper<'_>,
    def: &TypeDef,
    fields: &[Field],
    case: Option<Case>,
    all_default: bool,
    deny_unknown: bool,
) -> Result<Vec<Schema>, Vec<Diagnostic>> {
    let deny = deny_unknown && m.direction() == Direction::In;
    let mut own: Vec<Property> = Vec::new();
    let mut parts = Vec::new();
    let mut problems = Vec::new();
    for field in fields.iter().filter(|f| !skipped(m, f)) {
        let custom = match m.direction() {
            Direction::In => &field.serde.deserialize_with,
            Direction::Out => &field.serde.serialize_with,
        };
        if let Some((pos, attr)) = custom {
            problems.push(error(
                def,
                *pos,
                &format!(
                    "has field `{}` with `#[serde({attr})]`, whose effect on the wire cannot be known at build time",
                    field.name
                ),
            ));
            continue;
        }
        let (schema, optional) = match field_type(m, def, field) {
            Ok(found) => found,
            Err(inside) => {
                problems.extend(inside);
                continue;
            }
        };
        if field.serde.flatten {
            match flatten::part(m, def, field, schema, optional, deny) {
                Ok(part) => parts.push((own.len(), part)),
                Err(inside) => problems.extend(inside),
            }
            continue;
        }
        let required = match m.direction() {
            Direction::In => !optional && !field.serde.default && !all_default,
            Direction::Out => !field.serde.skip_serializing_if,
        };
        own.push(Property {
            name: field_name(m, field, case).into(),
            rust_type: field.ty_text.clone().into(),
            required,
            schema,
        });
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let base = if deny { Additional::Denied } else { Additional::Unstated };
    flatten::combine(def, own, parts, base)
}

/// One schema of `objects`: the object itself, or their `anyOf`.
pub(crate) fn one_of(mut objects: Vec<Schema>) -> Schema {
    if objects.len() == 1 {
        objects.remove(0)
    } else {
        Schema::of(Type::AnyOf(objects.into()))
    }
}

/// The one field of a newtype or `transparent` struct, which is the struct on the wire. The
/// struct's own doc comment comes before its field's and the inner type's: to the use site,
/// the struct is the type it names (schemars agrees); a unit enum's variant notes are kept.
fn wrapped(m: &Mapper<'_>, def: &TypeDef, field: &Field) -> Result<Schema, Vec<Diagnostic>> {
    let (mut schema, _) = field_type(m, def, field)?;
    m.describe(&mut schema, &field.ty, &def.description);
    Ok(schema)
}

/// The schema of a field's type, with the field's description, and whether it is an `Option`.
pub(crate) fn field_type(m: &Mapper<'_>, def: &TypeDef, field: &Field) -> Result<(Schema, bool), Vec<Diagnostic>> {
    match m.map_param(&field.ty) {
        Ok(mapped) => {
            let mut schema = mapped.schema;
            schema.nullable = mapped.optional;
            m.describe(&mut schema, &field.ty, &field.description);
            Ok((schema, mapped.optional))
        }
        Err(why) => Err(unsupported_field(def, field, why)),
    }
}

/// The problems of a field whose type has no mapping.
pub(crate) fn unsupported_field(def: &TypeDef, field: &Field, why: Unsupported) -> Vec<Diagnostic> {
    if !why.inside.is_empty() {
        return why.inside;
    }
    let mut message = format!(
        "field `{}` of `{}` has type `{}`, which has no JSON Schema mapping",
        field.name, def.name, field.ty_text
    );
    if why.part != field.ty_text && why.part != field.ty.to_string() {
        message += &format!(": `{}` has none", why.part);
    }
    if let Some(reason) = why.reason {
        message += &format!(" ({reason})");
    }
    vec![Diagnostic::error(field.ty_pos, message).in_file(&def.file)]
}

pub(crate) fn skipped(m: &Mapper<'_>, field: &Field) -> bool {
    match m.direction() {
        Direction::In => field.serde.skip_deserializing,
        Direction::Out => field.serde.skip_serializing,
    }
}

fn field_name(m: &Mapper<'_>, field: &Field, case: Option<Case>) -> String {
    let renamed = match m.direction() {
        Direction::In => &field.serde.rename.deserialize,
        Direction::Out => &field.serde.rename.serialize,
    };
    renamed.clone().unwrap_or_else(|| case.map_or_else(|| field.name.clone(), |c| c.field(&field.name)))
}

/// The case that applies in the mapper's direction, of a (serialize, deserialize) pair.
pub(crate) fn pick(m: &Mapper<'_>, pair: (Option<Case>, Option<Case>)) -> Option<Case> {
    match m.direction() {
        Direction::In => pair.1,
        Direction::Out => pair.0,
    }
}

/// The container attributes of `def` whose effect on the wire cannot be known.
pub(crate) fn unknowable(def: &TypeDef) -> Vec<Diagnostic> {
    def.serde.unknowable.iter().map(|(pos, what)| error(def, *pos, what)).collect()
}

pub(crate) fn error(def: &TypeDef, pos: crate::diagnostic::Pos, what: &str) -> Diagnostic {
    Diagnostic::error(pos, format!("type `{}` {what}", def.name)).in_file(&def.file)
}
