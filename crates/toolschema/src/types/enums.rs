//! Enums as serde reads and writes them: unit-only enums as string enums with their variant
//! docs in the description, data-carrying enums as `anyOf` of one branch per variant,
//! following the enum's tagging (external, internal `tag`, adjacent `tag` + `content`,
//! `untagged`).

use super::structs::{error, object, one_of, pick, skipped as skipped_field, tuple, unknowable, unsupported_field};
use super::{holds_int_keys, Fields, TypeDef, Variant};
use crate::diagnostic::Diagnostic;
use crate::json::Json;
use crate::mapping::{Direction, Mapper};
use crate::model::{Additional, Node, Object, Property, Schema, Type};

/// The schema of the enum `def`.
pub(crate) fn enum_schema(m: &Mapper<'_>, def: &TypeDef, variants: &[Variant]) -> Result<Schema, Vec<Diagnostic>> {
    let mut problems = unknowable(def);
    let live: Vec<&Variant> = variants.iter().filter(|v| !skipped(m, v) && !v.serde.other).collect();
    if live.is_empty() {
        problems.push(error(def, def.pos, "has no variant a model could send"));
        return Err(problems);
    }
    for variant in &live {
        if let Some((pos, attr)) = &variant.serde.custom {
            problems.push(error(
                def,
                *pos,
                &format!(
                    "has variant `{}` with `#[serde({attr})]`, whose effect on the wire cannot be known at build time",
                    variant.name
                ),
            ));
        }
    }
    let serde = &def.serde;
    let unit_only = live.iter().all(|v| matches!(live_fields(m, v), Fields::Unit));
    if unit_only && serde.tag.is_none() && !serde.untagged && !live.iter().any(|v| v.serde.untagged) {
        // serde also reads an `alias`, and anything at all into an `other` variant.
        let exact = !variants.iter().any(|v| v.serde.other || v.serde.alias);
        return if problems.is_empty() { Ok(unit_enum(m, def, &live, exact)) } else { Err(problems) };
    }
    let mut branches = Vec::new();
    for variant in &live {
        match branch(m, def, variant) {
            Ok(schema) if buffered(def, variant) && holds_int_keys(&schema) => {
                problems.push(int_keys_buffered(def, variant))
            }
            Ok(schema) => branches.push(schema),
            Err(inside) => problems.extend(inside),
        }
    }
    if problems.is_empty() {
        Ok(Schema::of(Type::AnyOf(branches.into())))
    } else {
        Err(problems)
    }
}

/// Whether serde reads `variant` from a buffer of its content (see [`holds_int_keys`]): an
/// untagged variant, or any of an internally or adjacently tagged enum (the content of an
/// adjacently tagged one is buffered whenever it comes before the tag).
fn buffered(def: &TypeDef, variant: &Variant) -> bool {
    def.serde.untagged || variant.serde.untagged || def.serde.tag.is_some()
}

/// The error of a variant serde reads from a buffer that holds a map with integer keys.
fn int_keys_buffered(def: &TypeDef, variant: &Variant) -> Diagnostic {
    let how = match def.serde.untagged || variant.serde.untagged {
        true => "an untagged variant",
        false => "a variant of an internally or adjacently tagged enum",
    };
    error(
        def,
        variant.pos,
        &format!(
            "has variant `{}`, which holds a map with integer keys: serde reads {how} from a buffer, where it cannot read such keys",
            variant.name
        ),
    )
}

/// `{"type":"string","enum":[…]}`, with `- `value`: doc` lines for the documented variants.
/// `exact`: the names are all serde reads (see [`Schema::exact_names`]).
fn unit_enum(m: &Mapper<'_>, def: &TypeDef, variants: &[&Variant], exact: bool) -> Schema {
    let names: Vec<String> = variants.iter().map(|v| variant_name(m, def, v)).collect();
    let notes: Vec<String> = variants
        .iter()
        .zip(&names)
        .filter(|(v, _)| !v.description.is_empty())
        .map(|(v, name)| format!("- `{name}`: {}", v.description))
        .collect();
    let mut schema = Schema::of(Type::String);
    schema.set_enum(names.into_iter().map(|n| Json::String(n.into())).collect());
    schema.exact_names = exact;
    if !notes.is_empty() {
        m.set_notes(def, notes.join("\n"));
    }
    let description = def.description.clone();
    m.describe(&mut schema, &crate::RustType::Path(path_of(def)), &description);
    schema
}

/// One branch of a data-carrying enum's `anyOf`.
pub(crate) fn branch(m: &Mapper<'_>, def: &TypeDef, variant: &Variant) -> Result<Schema, Vec<Diagnostic>> {
    let name = variant_name(m, def, variant);
    let serde = &def.serde;
    let fields = live_fields(m, variant);
    let mut schema = if serde.untagged || variant.serde.untagged {
        match fields {
            // serde reads an untagged unit variant from `null`, and writes it as `null`.
            Fields::Unit => Schema::of(Type::Null),
            fields => content(m, def, variant, fields)?,
        }
    } else if let Some(tag) = &serde.tag {
        let tag_property = one_value(tag, &name);
        match (fields, &serde.content) {
            // serde reads an adjacently tagged unit variant's content as `()`: absent or
            // `null` (a newtype variant whose field is skipped wants it, as `null`); it writes
            // none. Other keys are ignored unless `deny_unknown_fields` refuses them.
            (Fields::Unit, Some(content_key)) if m.direction() == Direction::In => {
                let required = !matches!(variant.fields, Fields::Unit);
                let content = property(content_key, Schema::of(Type::Null), required);
                closed(vec![tag_property, content], m, serde.deny_unknown_fields)
            }
            // serde reads an internally tagged unit variant by ignoring every other key, even
            // under `deny_unknown_fields`.
            (Fields::Unit, _) => closed(vec![tag_property], m, false),
            (fields, Some(content_key)) => {
                let inner = content(m, def, variant, fields)?;
                // An absent content is read as a missing field: `None` for an `Option`, which
                // serde still writes (as `null`).
                let required = m.direction() == Direction::Out || !inner.nullable;
                closed(vec![tag_property, property(content_key, inner, required)], m, serde.deny_unknown_fields)
            }
            // Internally tagged: the tag sits beside the variant's own fields.
            (Fields::Named(fields), None) => {
                let case = pick(m, variant.serde.rename_all).or(pick(m, serde.rename_all_fields));
                let objects = object(m, def, fields, case, false, serde.deny_unknown_fields)?;
                one_of(objects.into_iter().map(|object| with_tag(tag_property.clone(), object)).collect())
            }
            (Fields::Tuple(fields), None) if fields.len() == 1 => internal_newtype(m, def, variant, tag_property)?,
            (Fields::Tuple(_), None) => {
                return Err(vec![error(
                    def,
                    variant.pos,
                    &format!("is internally tagged, which serde cannot do for tuple variant `{}`", variant.name),
                )])
            }
        }
    } else {
        // Externally tagged: a unit variant is its name; any other is `{"name": content}`.
        match fields {
            Fields::Unit => {
                let mut schema = Schema::of(Type::String);
                schema.set_enum(vec![Json::String(name.clone().into())]);
                schema
            }
            fields => {
                let inner = content(m, def, variant, fields)?;
                closed(vec![property(&name, inner, true)], m, true)
            }
        }
    };
    if !variant.description.is_empty() {
        schema.description = Some(variant.description.clone().into());
    }
    Ok(schema)
}

/// The newtype variant `variant` of an internally tagged enum: serde reads what it holds from
/// the object's other keys, so it holds a struct (its fields beside the tag), a map or a
/// `serde_json::Value` (every other key), or a unit struct (no other key at all).
fn internal_newtype(
    m: &Mapper<'_>,
    def: &TypeDef,
    variant: &Variant,
    tag: Property,
) -> Result<Schema, Vec<Diagnostic>> {
    let Fields::Tuple(fields) = &variant.fields else { unreachable!("a newtype variant has one field") };
    let field = &fields[0];
    let inner = m.map_type(&field.ty).map_err(|why| unsupported_field(def, field, why))?;
    let rest = |values: Schema| {
        Schema::of(Type::Object(Object {
            properties: Vec::new().into(),
            additional: Additional::Schema(Node::new(values)),
        }))
    };
    Ok(match inner.ty {
        Type::Object(object) => with_tag(tag, Schema::of(Type::Object(object))),
        Type::Map(values) => with_tag(tag, rest((*values).clone())),
        Type::Any => with_tag(tag, rest(Schema::of(Type::Any))),
        Type::Null if !inner.nullable => closed(vec![tag], m, true),
        Type::IntMap(..) => return Err(vec![int_keys_buffered(def, variant)]),
        _ => {
            return Err(vec![error(
                def,
                variant.pos,
                &format!(
                    "is internally tagged, so its newtype variant `{}` must hold a struct, a map, a `serde_json::Value` or a unit struct: serde reads it from the object's other keys",
                    variant.name
                ),
            )])
        }
    })
}

/// A variant's fields as serde reads (or writes) them: a newtype variant whose one field is
/// skipped has none, and is read and written as a unit variant is.
pub(crate) fn live_fields<'v>(m: &Mapper<'_>, variant: &'v Variant) -> &'v Fields {
    static UNIT: Fields = Fields::Unit;
    match &variant.fields {
        Fields::Tuple(fields) if fields.len() == 1 && skipped_field(m, &fields[0]) => &UNIT,
        fields => fields,
    }
}

/// What a variant holds: its one value (newtype), a tuple, or an object of its fields.
pub(crate) fn content(
    m: &Mapper<'_>,
    def: &TypeDef,
    variant: &Variant,
    fields: &Fields,
) -> Result<Schema, Vec<Diagnostic>> {
    match fields {
        // A newtype variant holds its one value, `skip` or not, as a newtype struct does.
        Fields::Tuple(fields) if fields.len() == 1 => {
            m.map_type(&fields[0].ty).map_err(|why| unsupported_field(def, &fields[0], why))
        }
        Fields::Tuple(fields) => {
            tuple(m, def, fields, |field| m.map_type(&field.ty).map_err(|why| unsupported_field(def, field, why)))
        }
        Fields::Named(fields) => {
            let case = pick(m, variant.serde.rename_all).or(pick(m, def.serde.rename_all_fields));
            object(m, def, fields, case, false, def.serde.deny_unknown_fields).map(one_of)
        }
        Fields::Unit => Ok(Schema::of(Type::Any)),
    }
}

/// The tag property: a one-value string `enum` (never `const`, which some clients drop).
pub(crate) fn one_value(key: &str, value: &str) -> Property {
    let mut schema = Schema::of(Type::String);
    schema.set_enum(vec![Json::String(value.to_string().into())]);
    property(key, schema, true)
}

pub(crate) fn property(name: &str, schema: Schema, required: bool) -> Property {
    Property { name: name.to_string().into(), rust_type: "".into(), required, schema }
}

fn closed(properties: Vec<Property>, m: &Mapper<'_>, deny: bool) -> Schema {
    let additional = if deny && m.direction() == Direction::In { Additional::Denied } else { Additional::Unstated };
    Schema::of(Type::Object(Object { properties: properties.into(), additional }))
}

/// `object` with the tag property first; its description kept.
fn with_tag(tag: Property, mut object: Schema) -> Schema {
    if let Type::Object(inner) = &object.ty {
        let properties: Vec<Property> = std::iter::once(tag).chain(inner.properties.iter().cloned()).collect();
        object.ty = Type::Object(Object { properties: properties.into(), additional: inner.additional.clone() });
    }
    object
}

pub(crate) fn skipped(m: &Mapper<'_>, variant: &Variant) -> bool {
    match m.direction() {
        Direction::In => variant.serde.skip_deserializing,
        Direction::Out => variant.serde.skip_serializing,
    }
}

pub(crate) fn variant_name(m: &Mapper<'_>, def: &TypeDef, variant: &Variant) -> String {
    let renamed = match m.direction() {
        Direction::In => &variant.serde.rename.deserialize,
        Direction::Out => &variant.serde.rename.serialize,
    };
    let case = pick(m, def.serde.rename_all);
    renamed.clone().unwrap_or_else(|| case.map_or_else(|| variant.name.clone(), |c| c.variant(&variant.name)))
}

fn path_of(def: &TypeDef) -> Vec<crate::rust_type::Segment> {
    def.path.split("::").map(|s| crate::rust_type::Segment { ident: s.to_string(), args: Vec::new() }).collect()
}
