//! What two schemas have in common regardless of their words: equal shapes (for renames and
//! `anyOf` pairing), a short name for a type, an `anyOf` branch's tag.

use toolschema::{Additional, Schema, Type};

/// Whether `a` and `b` allow the same values: everything but descriptions compared.
pub fn same_shape(a: &Schema, b: &Schema) -> bool {
    a.enum_values == b.enum_values
        && a.default == b.default
        && a.nullable == b.nullable
        && match (&a.ty, &b.ty) {
            (Type::Array { items: x, unique: u, len: l }, Type::Array { items: y, unique: v, len: m }) => {
                u == v && l == m && same_shape(x, y)
            }
            (Type::Tuple(x), Type::Tuple(y)) | (Type::AnyOf(x), Type::AnyOf(y)) => {
                x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| same_shape(p, q))
            }
            (Type::Map(x), Type::Map(y)) => same_shape(x, y),
            (Type::IntMap(k, x), Type::IntMap(l, y)) => k == l && same_shape(x, y),
            (Type::Object(x), Type::Object(y)) => {
                x.properties.len() == y.properties.len()
                    && x.properties
                        .iter()
                        .zip(y.properties.iter())
                        .all(|(p, q)| p.name == q.name && p.required == q.required && same_shape(&p.schema, &q.schema))
                    && match (&x.additional, &y.additional) {
                        (Additional::Schema(p), Additional::Schema(q)) => same_shape(p, q),
                        (p, q) => std::mem::discriminant(p) == std::mem::discriminant(q),
                    }
            }
            (x, y) => x == y,
        }
}

/// A short name for the type of `schema`, as a finding's message says it (`integer (u8)`).
pub fn type_name(schema: &Schema) -> String {
    match &schema.ty {
        Type::Any => "any value".into(),
        Type::Null => "null".into(),
        Type::Boolean => "boolean".into(),
        Type::Integer(i) => format!("integer (`{}`)", i.rust_name()),
        Type::Number(toolschema::FloatType::F32) => "number (`f32`)".into(),
        Type::Number(_) => "number (`f64`)".into(),
        Type::String => "string".into(),
        Type::Char => "string of one character (`char`)".into(),
        Type::Array { len: Some(n), .. } => format!("array of {n} items"),
        Type::Array { unique: true, .. } => "set (unique items)".into(),
        Type::Array { .. } => "array".into(),
        Type::Tuple(items) => format!("tuple of {}", items.len()),
        Type::Map(_) => "map".into(),
        Type::IntMap(int, _) => format!("map with `{}` keys", int.rust_name()),
        Type::Object(o) => match tag(schema) {
            Some(tag) => format!("object `{tag}`"),
            None => format!("object of {} fields", o.properties.len()),
        },
        Type::AnyOf(b) => format!("anyOf of {}", b.len()),
    }
}

/// The tag of an `anyOf` branch, when it has one: the one value of a string `enum` (a unit
/// variant), the one-value `enum` of a field (internal and adjacent tagging), or the only key
/// of a closed object (external tagging).
pub fn tag(schema: &Schema) -> Option<String> {
    let one = |s: &Schema| match s.enum_values.as_deref() {
        Some([only]) => Some(only.to_value().to_string()),
        _ => None,
    };
    if let Some(value) = one(schema) {
        return Some(value);
    }
    let Type::Object(object) = &schema.ty else { return None };
    if let Some(field) = object.properties.iter().find_map(|p| one(&p.schema).map(|v| format!("{}={v}", p.name))) {
        return Some(field);
    }
    match (object.properties.as_ref(), &object.additional) {
        ([only], Additional::Denied) => Some(only.name.to_string()),
        _ => None,
    }
}
