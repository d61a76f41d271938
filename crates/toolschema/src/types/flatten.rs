//! Flattened fields (`#[serde(flatten)]`): what each reads from the object around it, and the
//! objects a struct reads when it flattens enums, one per combination of their variants.
//!
//! serde reads a struct with flattened fields by taking its own fields by name and keeping
//! every other entry; each flattened field then reads, in declaration order, from the entries
//! left. A struct (and an externally or adjacently tagged enum) takes the keys it reads; a map,
//! a `serde_json::Value`, an internally tagged or an untagged enum reads every entry left
//! without taking it. `deny_unknown_fields` refuses any entry still there at the end, so it
//! works beside the first kind and refuses everything the second reads.
//!
//! One reading is not stated: an externally tagged enum takes the first entry that names one
//! of its variants (in the order a `Value` holds them, by key) and leaves the others; where
//! the struct is open to other keys, a value naming two variants fits the schema when either
//! fits, and serde reads only the first (under `deny_unknown_fields` the second is refused,
//! as the closed objects say). No schema without `not` says "this key must be absent".

use super::enums::{self, branch, content, live_fields, property, variant_name};
use super::structs::error;
use super::{holds_int_keys, Body, Field, Fields, TypeDef, Variant};
use crate::diagnostic::Diagnostic;
use crate::mapping::{Direction, Mapper};
use crate::model::{Additional, Node, Object, Property, Schema, Type};

/// What one flattened field reads from the object around it.
pub(crate) enum Part {
    /// A struct's fields, made optional under an `Option`.
    Fields(Vec<Property>),
    /// A map or a `serde_json::Value`: every entry left.
    Rest(Node<Schema>),
    /// A unit struct: nothing.
    Nothing,
    /// An enum: one object of the keys each variant reads (and one for `None`).
    Choice(Choice),
}

/// The objects a flattened enum can be read from.
pub(crate) struct Choice {
    /// One object per variant serde can read from an object, the variant's doc its
    /// description, and for an `Option`, one that names no variant.
    branches: Vec<Schema>,
    /// Externally tagged: the one key each variant's branch has, with its schema.
    keys: Vec<Property>,
    /// Whether serde takes the keys it reads (externally and adjacently tagged enums).
    taking: bool,
}

/// What the flattened `field` (of type `schema`, `optional` when an `Option`) reads; `deny`
/// when the struct around it refuses unknown keys.
pub(crate) fn part(
    m: &Mapper<'_>,
    def: &TypeDef,
    field: &Field,
    schema: Schema,
    optional: bool,
    deny: bool,
) -> Result<Part, Vec<Diagnostic>> {
    let fail = |what: &str| Err(vec![error(def, field.ty_pos, &format!("flattens field `{}`, {what}", field.name))]);
    if holds_int_keys(&schema) {
        return fail("which holds a map with integer keys: serde reads a flattened field from a buffer, where it cannot read such keys");
    }
    let inner = m.def_of(&field.ty).filter(|inner| inner.serde.from.is_none() && inner.serde.into.is_none());
    if let Some(inner @ TypeDef { body: Body::Enum(variants), .. }) = inner {
        let choice = choice(m, inner, variants, optional)?;
        if deny && !choice.taking {
            return fail(&format!(
                "an internally tagged or untagged enum, beside `deny_unknown_fields`: serde reads such an enum from every entry left without taking them, so `deny_unknown_fields` refuses them all and no value of `{}` can be read",
                def.name
            ));
        }
        return Ok(Part::Choice(choice));
    }
    let rest = |values: Node<Schema>, what: &str| {
        if deny {
            return fail(&format!(
                "{what}, beside `deny_unknown_fields`: serde reads every entry left into it without taking them, so `deny_unknown_fields` refuses each one and it could never hold anything"
            ));
        }
        Ok(Part::Rest(values))
    };
    match schema.ty {
        Type::Object(object) => Ok(Part::Fields(
            object
                .properties
                .iter()
                .cloned()
                .map(|mut p| {
                    p.required &= !optional;
                    p
                })
                .collect(),
        )),
        Type::Map(values) => rest(values, "a map"),
        // A `Value` reads every key left, as a map of `Value`s does.
        Type::Any => rest(Node::new(Schema::of(Type::Any)), "a `serde_json::Value`"),
        // A unit struct reads nothing from the object.
        Type::Null if !schema.nullable => Ok(Part::Nothing),
        Type::AnyOf(_) => fail("a struct that flattens an enum itself, which serde reads from every entry left"),
        _ => fail("which is neither a struct, a map, a `serde_json::Value` nor an enum"),
    }
}

/// The objects the enum `def` is read from when flattened (written to, for results).
fn choice(m: &Mapper<'_>, def: &TypeDef, variants: &[Variant], optional: bool) -> Result<Choice, Vec<Diagnostic>> {
    let serde = &def.serde;
    let external = serde.tag.is_none() && !serde.untagged;
    let mut choice = Choice { branches: Vec::new(), keys: Vec::new(), taking: external || serde.content.is_some() };
    let mut problems = Vec::new();
    for variant in variants.iter().filter(|v| !enums::skipped(m, v) && !v.serde.other) {
        let read = if external && !variant.serde.untagged {
            external_branch(m, def, variant)
        } else {
            branch(m, def, variant).map(|schema| object_of(schema, serde.content.is_some()))
        };
        match read {
            Ok(Some(schema)) => {
                if let (true, Type::Object(object)) = (external && !variant.serde.untagged, &schema.ty) {
                    choice.keys.extend(object.properties.first().cloned());
                }
                choice.branches.push(schema);
            }
            // A variant that reads no object (an untagged scalar, tuple or unit variant) is
            // never read from the entries left.
            Ok(None) => {}
            Err(inside) => problems.extend(inside),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    if choice.branches.is_empty() {
        return Err(vec![error(def, def.pos, "is flattened, but none of its variants reads an object, so serde can read none of them from the keys around it")]);
    }
    if optional {
        choice.branches.push(none(m, def, &choice.keys));
    }
    Ok(choice)
}

/// The branch of an externally tagged variant, flattened: its name as a key of the object
/// around, holding its content. A unit variant holds `null`, or `{}` (serde reads `()` from an
/// empty object too); it writes `null`.
fn external_branch(m: &Mapper<'_>, def: &TypeDef, variant: &Variant) -> Result<Option<Schema>, Vec<Diagnostic>> {
    let name = variant_name(m, def, variant);
    let inner = match live_fields(m, variant) {
        Fields::Unit if m.direction() == Direction::In => {
            let empty = Object { properties: Vec::new().into(), additional: Additional::Denied };
            Schema::of(Type::AnyOf(vec![Schema::of(Type::Null), Schema::of(Type::Object(empty))].into()))
        }
        Fields::Unit => Schema::of(Type::Null),
        fields => content(m, def, variant, fields)?,
    };
    let mut schema = open(vec![property(&name, inner, true)], Additional::Unstated);
    schema.description = (!variant.description.is_empty()).then(|| variant.description.clone().into());
    Ok(Some(schema))
}

/// A variant's branch as an object of the keys around it: an object as it is (an adjacently
/// tagged one opened, since serde shows it only its tag and content keys), a map or a `Value`
/// as an object of every key; `None` for anything else.
fn object_of(mut schema: Schema, adjacent: bool) -> Option<Schema> {
    schema.ty = match schema.ty {
        Type::Object(object) if adjacent => Type::Object(Object { additional: Additional::Unstated, ..object }),
        Type::Object(object) => Type::Object(object),
        Type::Map(values) => {
            Type::Object(Object { properties: Vec::new().into(), additional: Additional::Schema(values) })
        }
        Type::Any => Type::Object(Object {
            properties: Vec::new().into(),
            additional: Additional::Schema(Node::new(Schema::of(Type::Any))),
        }),
        _ => return None,
    };
    Some(schema)
}

/// The branch of a flattened `Option` of an enum that names no variant, read as `None`.
/// serde reads `None` whenever the enum fails; the schema asks more: a value that names a
/// variant (its key, or the tag) must be that variant, so that a mistake in it is reported
/// rather than dropped. A key that names none holds `null` here, if it is there at all.
fn none(m: &Mapper<'_>, def: &TypeDef, keys: &[Property]) -> Schema {
    let null = |name: &str| property(name, Schema::of(Type::Null), false);
    let properties = match (&def.serde.tag, m.direction()) {
        (_, Direction::Out) => Vec::new(),
        (Some(tag), _) => vec![null(tag)],
        (None, _) => keys.iter().map(|key| null(&key.name)).collect(),
    };
    let mut schema = open(properties, Additional::Unstated);
    schema.description = Some("None of the variants.".into());
    schema
}

fn open(properties: Vec<Property>, additional: Additional) -> Schema {
    Schema::of(Type::Object(Object { properties: properties.into(), additional }))
}

/// The objects of a struct's own properties `own` and its flattened `parts` (each with the
/// number of own properties before it), `base` being what it says of other keys: one object,
/// or one per combination of the flattened enums' branches.
pub(crate) fn combine(
    def: &TypeDef,
    own: Vec<Property>,
    parts: Vec<(usize, Part)>,
    base: Additional,
) -> Result<Vec<Schema>, Vec<Diagnostic>> {
    let flattened = parts.iter().filter(|(_, p)| !matches!(p, Part::Nothing)).count();
    // The properties in declaration order, with a hole where each enum's branch goes.
    let mut properties: Vec<Slot> = Vec::new();
    let mut additional = base;
    let mut choices = Vec::new();
    let mut parts = parts.into_iter().peekable();
    for (i, property) in own.into_iter().enumerate().map(Some).chain([None]).map(|p| p.unzip()) {
        while let Some((_, part)) = parts.next_if(|(at, _)| i.is_none_or(|i| *at <= i)) {
            match part {
                Part::Fields(fields) => properties.extend(fields.into_iter().map(|p| Slot::Own(Box::new(p)))),
                // The last map wins, as before: two flattened maps read the same keys.
                Part::Rest(values) => additional = Additional::Schema(values),
                Part::Nothing => {}
                Part::Choice(choice) => {
                    properties.push(Slot::Choice(choices.len()));
                    choices.push(choice);
                }
            }
        }
        properties.extend(property.map(|p| Slot::Own(Box::new(p))));
    }
    let mut combos: Vec<Vec<usize>> = vec![Vec::new()];
    for choice in &choices {
        combos = combos
            .iter()
            .flat_map(|combo| (0..choice.branches.len()).map(move |b| [combo.clone(), vec![b]].concat()))
            .collect();
    }
    if combos.len() > MAX_COMBINATIONS {
        return Err(vec![error(
            def,
            def.pos,
            &format!(
                "flattens enums whose variants make {} combinations, more than the {MAX_COMBINATIONS} branches an `anyOf` of them should have",
                combos.len()
            ),
        )]);
    }
    let mut objects = Vec::new();
    let mut problems = Vec::new();
    for combo in combos {
        let mut keys: Vec<Property> = Vec::new();
        let mut description = None;
        let mut around = additional.clone();
        for slot in &properties {
            match slot {
                Slot::Own(property) => keys.push((**property).clone()),
                Slot::Choice(c) => {
                    let choice = &choices[*c];
                    let branch = &choice.branches[combo[*c]];
                    let Type::Object(object) = &branch.ty else { continue };
                    keys.extend(object.properties.iter().cloned());
                    description = branch.description.clone().or(description);
                    around = match (&around, &object.additional) {
                        (_, Additional::Denied) if flattened > 1 => {
                            problems.push(error(
                                def,
                                def.pos,
                                "flattens an enum whose variants refuse unknown keys (`deny_unknown_fields`) beside other flattened fields, whose keys they would see and refuse",
                            ));
                            Additional::Denied
                        }
                        (_, Additional::Denied) | (Additional::Denied, _) => Additional::Denied,
                        (Additional::Unstated, other) => other.clone(),
                        (kept, _) => kept.clone(),
                    };
                }
            }
        }
        if let Some(name) = repeated(&keys) {
            problems.push(error(
                def,
                def.pos,
                &format!("has the key `{name}` twice, among its own fields and those it flattens: serde gives it to the first that reads it"),
            ));
            break;
        }
        let mut object = Schema::of(Type::Object(Object { properties: keys.into(), additional: around }));
        object.description = description;
        objects.push(object);
    }
    if problems.is_empty() {
        Ok(objects)
    } else {
        problems.dedup();
        Err(problems)
    }
}

/// The most objects the flattened enums of one struct may combine into.
const MAX_COMBINATIONS: usize = 64;

/// A place among a struct's properties: one property, or the branch of a flattened enum.
enum Slot {
    Own(Box<Property>),
    Choice(usize),
}

/// A key that two of `properties` have.
fn repeated(properties: &[Property]) -> Option<&str> {
    properties
        .iter()
        .enumerate()
        .find_map(|(i, p)| properties[..i].iter().any(|q| q.name == p.name).then_some(p.name.as_ref()))
}
