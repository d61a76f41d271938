//! Enums as serde reads and writes them: unit-only enums as string enums with their variant
//! docs in the description, data-carrying enums as `anyOf` of one branch per variant,
//! following the enum's tagging (external, internal `tag`, adjacent `tag` + `content`,
//! `untagged`).

use super::structs::{error, object, pick, unknowable, unsupported_field};
use super::{Fields, TypeDef, Variant};
use crate::diagnostic::Diagnostic;
use crate::json::Json;
use crate::mapping::{Direction, Mapper};
use crate::model::{Additional, Object, Property, Schema, Type};

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
    let unit_only = live.iter().all(|v| matches!(v.fields, Fields::Unit));
    if unit_only && serde.tag.is_none() && !serde.untagged && !live.iter().any(|v| v.serde.untagged) {
        // serde also reads an `alias`, and anything at all into an `other` variant.
        let exact = !variants.iter().any(|v| v.serde.other || v.serde.alias);
        return if problems.is_empty() { Ok(unit_enum(m, def, &live, exact)) } else { Err(problems) };
    }
    let mut branches = Vec::new();
    for variant in &live {
        match branch(m, def, variant) {
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
fn branch(m: &Mapper<'_>, def: &TypeDef, variant: &Variant) -> Result<Schema, Vec<Diagnostic>> {
    let name = variant_name(m, def, variant);
    let serde = &def.serde;
    let mut schema = if serde.untagged || variant.serde.untagged {
        match &variant.fields {
            // serde reads an untagged unit variant from `null`, and writes it as `null`.
            Fields::Unit => Schema::of(Type::Null),
            fields => content(m, def, variant, fields)?,
        }
    } else if let Some(tag) = &serde.tag {
        let tag_property = one_value(tag, &name);
        match (&variant.fields, &serde.content) {
            // serde reads an internally tagged unit variant by ignoring every other key, even
            // under `deny_unknown_fields`; an adjacently tagged one refuses them.
            (Fields::Unit, content) => closed(vec![tag_property], m, serde.deny_unknown_fields && content.is_some()),
            (fields, Some(content_key)) => {
                let inner = content(m, def, variant, fields)?;
                closed(vec![tag_property, property(content_key, inner, true)], m, serde.deny_unknown_fields)
            }
            // Internally tagged: the tag sits beside the variant's own fields.
            (Fields::Named(fields), None) => {
                let case = pick(m, variant.serde.rename_all).or(pick(m, serde.rename_all_fields));
                let object = object(m, def, fields, case, false, serde.deny_unknown_fields)?;
                with_tag(tag_property, object)
            }
            (Fields::Tuple(fields), None) if fields.len() == 1 => match m.map_type(&fields[0].ty) {
                Ok(Schema { ty: Type::Object(object), .. }) => with_tag(tag_property, object),
                Ok(_) => {
                    return Err(vec![error(
                        def,
                        variant.pos,
                        &format!("is internally tagged, so its newtype variant `{}` must hold a struct", variant.name),
                    )])
                }
                Err(why) => return Err(unsupported_field(def, &fields[0], why)),
            },
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
        match &variant.fields {
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

/// What a variant holds: its one value (newtype), a tuple, or an object of its fields.
fn content(m: &Mapper<'_>, def: &TypeDef, variant: &Variant, fields: &Fields) -> Result<Schema, Vec<Diagnostic>> {
    match fields {
        Fields::Tuple(fields) => {
            let mut items = Vec::new();
            for field in fields {
                items.push(m.map_type(&field.ty).map_err(|why| unsupported_field(def, field, why))?);
            }
            Ok(if items.len() == 1 { items.remove(0) } else { Schema::of(Type::Tuple(items.into())) })
        }
        Fields::Named(fields) => {
            let case = pick(m, variant.serde.rename_all).or(pick(m, def.serde.rename_all_fields));
            object(m, def, fields, case, false, def.serde.deny_unknown_fields).map(|o| Schema::of(Type::Object(o)))
        }
        Fields::Unit => Ok(Schema::of(Type::Any)),
    }
}

/// The tag property: a one-value string `enum` (never `const`, which some clients drop).
fn one_value(key: &str, value: &str) -> Property {
    let mut schema = Schema::of(Type::String);
    schema.set_enum(vec![Json::String(value.to_string().into())]);
    property(key, schema, true)
}

fn property(name: &str, schema: Schema, required: bool) -> Property {
    Property { name: name.to_string().into(), rust_type: "".into(), required, schema }
}

fn closed(properties: Vec<Property>, m: &Mapper<'_>, deny: bool) -> Schema {
    let additional = if deny && m.direction() == Direction::In { Additional::Denied } else { Additional::Unstated };
    Schema::of(Type::Object(Object { properties: properties.into(), additional }))
}

fn with_tag(tag: Property, object: Object) -> Schema {
    let properties: Vec<Property> = std::iter::once(tag).chain(object.properties.iter().cloned()).collect();
    Schema::of(Type::Object(Object { properties: properties.into(), additional: object.additional }))
}

fn skipped(m: &Mapper<'_>, variant: &Variant) -> bool {
    match m.direction() {
        Direction::In => variant.serde.skip_deserializing,
        Direction::Out => variant.serde.skip_serializing,
    }
}

fn variant_name(m: &Mapper<'_>, def: &TypeDef, variant: &Variant) -> String {
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
