//! The canonical form (section 4.3 of the spec): the Anthropic Messages API tool, with the
//! key order fixed so that pull-request diffs show only real changes.

use super::writer::Out;
use crate::json::Json;
use crate::model::{Additional, Property, Schema, ToolSchema, Type};

/// The tool as `{"name", "description"?, "input_schema"}`.
pub fn tool(tool: &ToolSchema) -> Out<'_> {
    let mut entries = vec![("name", Out::str(&tool.name))];
    if !tool.description.is_empty() {
        entries.push(("description", Out::str(&tool.description)));
    }
    entries.push(("input_schema", object(&tool.params, None)));
    Out::Object(entries)
}

/// `{"type":"object","properties":…,"required":[…]}` with `additionalProperties` when stated.
pub fn object<'a>(properties: &'a [Property], additional: Option<&'a Additional>) -> Out<'a> {
    let mut entries = vec![("type", Out::str("object"))];
    object_keywords(properties, additional, &mut entries);
    Out::Object(entries)
}

fn object_keywords<'a>(
    properties: &'a [Property],
    additional: Option<&'a Additional>,
    entries: &mut Vec<(&'a str, Out<'a>)>,
) {
    let props = properties.iter().map(|p| (p.name.as_ref(), property(p))).collect();
    entries.push(("properties", Out::Object(props)));
    let required = properties.iter().filter(|p| p.required).map(|p| Out::str(&p.name)).collect();
    entries.push(("required", Out::Array(required)));
    match additional {
        None | Some(Additional::Unstated) => {}
        Some(Additional::Denied) => entries.push(("additionalProperties", Out::Bool(false))),
        Some(Additional::Schema(inner)) => entries.push(("additionalProperties", schema(inner))),
    }
}

/// The schema of a property (a parameter or a field): an `Option` that may be left out does
/// not state `null`, since leaving it out says `None` (section 4.2 makes `null` the same); one
/// that is always there (a field serde always writes) states it, as every other place does.
pub fn property(property: &Property) -> Out<'_> {
    node(&property.schema, property.required && property.schema.nullable)
}

/// One schema node, its keywords in the canonical order: `type`, `description`, `enum`,
/// `default`, `minimum`, `maximum`, `minLength`, `maxLength`, `items`, `prefixItems`,
/// `minItems`, `maxItems`, `uniqueItems`, `properties`, `required`, `propertyNames`,
/// `additionalProperties`, `anyOf`.
///
/// A nullable node (an `Option` an array, a map or a tuple holds, or a result) states `null`:
/// a scalar as a type list (`"type": ["integer", "null"]`, `null` added to its `enum`), any
/// other shape as `anyOf` with `{"type": "null"}`, the description on the union.
pub fn schema(node: &Schema) -> Out<'_> {
    self::node(node, node.nullable)
}

fn node(node: &Schema, null: bool) -> Out<'_> {
    let scalar = matches!(node.ty, Type::Boolean | Type::Integer(_) | Type::Number(_) | Type::String | Type::Char);
    let mut entries: Vec<(&str, Out<'_>)> = Vec::new();
    if let Some(name) = super::describe::type_name(&node.ty) {
        entries.push((
            "type",
            if null && scalar { Out::Array(vec![Out::str(name), Out::str("null")]) } else { Out::str(name) },
        ));
    }
    let description_at = entries.len();
    if let Some(values) = &node.enum_values {
        let mut list: Vec<Out<'_>> = values.iter().map(json).collect();
        if null && scalar {
            list.push(Out::Null);
        }
        entries.push(("enum", Out::Array(list)));
    }
    if let Some(default) = &node.default {
        entries.push(("default", json(default)));
    }
    match &node.ty {
        Type::Integer(int) => {
            let (min, max) = int.schema_bounds();
            if let Some(min) = min {
                entries.push(("minimum", bound(min)));
            }
            if let Some(max) = max {
                entries.push(("maximum", bound(max)));
            }
        }
        Type::Char => {
            entries.push(("minLength", Out::num(1)));
            entries.push(("maxLength", Out::num(1)));
        }
        Type::Array { items, unique, len } => {
            entries.push(("items", schema(items)));
            if let Some(len) = len {
                entries.push(("minItems", Out::num(*len)));
                entries.push(("maxItems", Out::num(*len)));
            }
            if *unique {
                entries.push(("uniqueItems", Out::Bool(true)));
            }
        }
        Type::Tuple(items) => {
            entries.push(("prefixItems", Out::Array(items.iter().map(schema).collect())));
            entries.push(("minItems", Out::num(items.len() as u64)));
            entries.push(("maxItems", Out::num(items.len() as u64)));
        }
        Type::Map(values) => entries.push(("additionalProperties", schema(values))),
        Type::IntMap(int, values) => {
            let pattern = Out::String(super::keys::pattern(*int).into());
            entries.push(("propertyNames", Out::Object(vec![("pattern", pattern)])));
            entries.push(("additionalProperties", schema(values)));
        }
        Type::Object(object) => object_keywords(&object.properties, Some(&object.additional), &mut entries),
        Type::AnyOf(branches) => entries.push(("anyOf", Out::Array(branches.iter().map(schema).collect()))),
        Type::Any | Type::Null | Type::Boolean | Type::Number(_) | Type::String => {}
    }
    let description = node.description.as_deref().map(Out::str);
    if null && !scalar && !matches!(node.ty, Type::Any | Type::Null) {
        return super::lowering::null_union(entries, description);
    }
    if let Some(description) = description {
        entries.insert(description_at, ("description", description));
    }
    Out::Object(entries)
}

/// A bound of an integer type; every bound the mapping states fits in an `i64` or a `u64`.
pub(super) fn bound(value: impl TryInto<i64> + TryInto<u64> + Copy) -> Out<'static> {
    match TryInto::<i64>::try_into(value) {
        Ok(n) => Out::num(n),
        Err(_) => Out::num(TryInto::<u64>::try_into(value).unwrap_or(u64::MAX)),
    }
}

/// A `Json` literal as an output value.
pub fn json(value: &Json) -> Out<'_> {
    match value {
        Json::Null => Out::Null,
        Json::Bool(b) => Out::Bool(*b),
        Json::Number(n) => Out::Number(n.to_serde()),
        Json::String(s) => Out::str(s),
        Json::Array(items) => Out::Array(items.iter().map(json).collect()),
        Json::Object(entries) => Out::Object(entries.iter().map(|(k, v)| (k.as_ref(), json(v))).collect()),
    }
}
