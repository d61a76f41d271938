//! `anyOf` (enums with data): a value fits when one branch accepts it; otherwise the
//! problem points at the branch the value's tag names, at the tag itself, or lists the shapes.

use serde_json::{Map, Value};

use super::path::Path;
use super::value::{fits, node, not_in_enum};
use super::{message, suggest, Out, ProblemCode};
use crate::json::Json;
use crate::model::{Additional, Property, Schema, Type};

/// Checks `value` against the branches of an `anyOf`.
pub(crate) fn any_of(branches: &[Schema], value: &Value, path: &Path<'_>, out: &mut Out<'_>) {
    // The branches are tried with probes of their own, which note nothing unvisited.
    out.pass_over(value);
    if branches.iter().any(|branch| fits(branch, value)) {
        return;
    }
    if let Out::Probe { .. } = out {
        return out.report(path, ProblemCode::WrongType, String::new);
    }
    // The value names its branch: that branch's own problems say more than "no shape fits".
    if let Some(branch) = tagged_branch(branches, value) {
        return node(branch, value, path, out);
    }
    // Every branch is an object with the same tag property, and the value's tag is wrong.
    if let (Some((tag, tag_schema, tags)), Value::Object(map)) = (common_tag(branches), value) {
        let at = path.key(tag);
        return match map.get(tag).filter(|given| !given.is_null()) {
            None => out.report(&at, ProblemCode::MissingArgument, || {
                let mut out = String::with_capacity(128);
                out.push_str("missing required property ");
                message::name(&mut out, tag);
                out.push_str(", which names the shape: expected one of ");
                message::json_list(&mut out, &tags);
                out
            }),
            Some(given) => out.report(&at, ProblemCode::NotInEnum, || not_in_enum(tag_schema, &tags, given)),
        };
    }
    out.report(path, ProblemCode::WrongType, || {
        let mut out = String::with_capacity(160);
        out.push_str("expected one of ");
        message::unsigned(&mut out, branches.len() as u128);
        out.push_str(" shapes: ");
        for (i, branch) in branches.iter().enumerate() {
            if i > 0 {
                out.push_str("; ");
            }
            out.push('(');
            message::unsigned(&mut out, i as u128 + 1);
            out.push_str(") ");
            shape(&mut out, branch);
        }
        out.push_str("; got ");
        message::value(&mut out, value);
        if let Value::String(s) = value {
            let strings = branches.iter().flat_map(|b| b.enum_values.iter().flat_map(|values| values.iter()));
            let strings = strings.filter_map(|v| if let Json::String(s) = v { Some(s.as_ref()) } else { None });
            if let Some(near) = suggest::closest(s, strings) {
                out.push_str("; did you mean ");
                message::quote(&mut out, near);
                out.push('?');
            }
        }
        out
    });
}

/// The one object branch whose tag the value carries: an internally or adjacently tagged
/// variant (a one-value `enum` property) or an externally tagged one (a closed object
/// with the variant name as its only key).
pub(crate) fn tagged_branch<'s>(branches: &'s [Schema], value: &Value) -> Option<&'s Schema> {
    let Value::Object(map) = value else { return None };
    let mut claimed = branches.iter().filter(|branch| claims(branch, map));
    let first = claimed.next()?;
    claimed.next().is_none().then_some(first)
}

fn claims(branch: &Schema, map: &Map<String, Value>) -> bool {
    let Type::Object(object) = &branch.ty else { return false };
    let tagged = object.properties.iter().any(|p| match (tag(p), map.get(p.name.as_ref())) {
        (Some(tag), Some(given)) => tag.matches(given),
        _ => false,
    });
    let keyed = object.additional == Additional::Denied
        && matches!(&object.properties[..], [only] if map.contains_key(only.name.as_ref()));
    tagged || keyed
}

/// The tag of an internally or adjacently tagged variant: a property with one allowed value.
fn tag(property: &Property) -> Option<&Json> {
    match property.schema.enum_values.as_deref() {
        Some([only]) => Some(only),
        _ => None,
    }
}

/// The tag property every branch has, with its schema in the first branch and all its values.
fn common_tag(branches: &[Schema]) -> Option<(&str, &Schema, Vec<Json>)> {
    fn properties(branch: &Schema) -> Option<&[Property]> {
        match &branch.ty {
            Type::Object(object) => Some(&object.properties),
            _ => None,
        }
    }
    let first = properties(branches.first()?)?;
    first.iter().filter(|p| tag(p).is_some()).find_map(|candidate| {
        let tags: Option<Vec<Json>> = branches
            .iter()
            .map(|branch| properties(branch)?.iter().find(|p| p.name == candidate.name).and_then(tag).cloned())
            .collect();
        Some((candidate.name.as_ref(), &candidate.schema, tags?))
    })
}

/// A branch of `anyOf` as a model would recognise it.
fn shape(out: &mut String, branch: &Schema) {
    if let Some([only]) = branch.enum_values.as_deref() {
        out.push_str(if matches!(only, Json::String(_)) { "the string " } else { "the value " });
        return message::json(out, only);
    }
    if let Type::Object(object) = &branch.ty {
        if let Some((property, tag)) = object.properties.iter().find_map(|p| tag(p).map(|t| (p, t))) {
            out.push_str("an object with ");
            message::name(out, &property.name);
            out.push_str(": ");
            return message::json(out, tag);
        }
        if let (Additional::Denied, [only]) = (&object.additional, &object.properties[..]) {
            out.push_str("an object with the single key ");
            return message::name(out, &only.name);
        }
    }
    message::expected(out, branch)
}
