//! The compound shapes: the arguments object, arrays, tuples, maps, objects and `anyOf`.

use serde_json::{Map, Value};

use super::keys::{key_fault, KeyFault};
use super::lookup::Given;
use super::path::Path;
use super::value::{fits, int_range, node, node_after, wrong_type, wrong_type_message};
use super::{message, suggest, unique, Out, ProblemCode, Resume};
use crate::model::{Additional, IntType, Object, Property, Schema, ToolSchema};

/// Checks the arguments object of `tool`: required parameters, values, unknown keys; not
/// what `resume` says was read already.
pub(crate) fn params(tool: &ToolSchema, args: &Map<String, Value>, resume: Resume<'_>, out: &mut Out<'_>) {
    if !resume.at_start(args) {
        return params_after(tool, args, resume, out);
    }
    let mut known = 0;
    let all = Given::of(&tool.params, args);
    for (i, param) in tool.params.iter().enumerate() {
        let path = Path::ROOT.key(&param.name);
        let given = all.get(i, param);
        known += usize::from(given.is_some());
        if let Some(value) = argument(param, given, &path, out) {
            node(&param.schema, value, &path, out);
        }
    }
    if known < args.len() {
        unknown_arguments(tool, args, out);
    }
}

/// [`params`] where dispatch's read got through some of the arguments ([`Resume`]); apart,
/// so that the whole walk, the one `check_args` makes, has nothing to decide (deciding at
/// each parameter cost its refusals about 100 instructions).
#[cold]
#[inline(never)]
fn params_after(tool: &ToolSchema, args: &Map<String, Value>, resume: Resume<'_>, out: &mut Out<'_>) {
    let read = Read::of(&tool.params, args, resume);
    let mut known = 0;
    for (i, param) in tool.params.iter().enumerate() {
        // Searched for, not `Given::of`, for the reason `Read::of` gives.
        let given = args.get(param.name.as_ref());
        known += usize::from(given.is_some());
        if read.whole(i) {
            if let Some(value) = given {
                out.leave_out(&param.schema, std::slice::from_ref(value));
            }
            continue;
        }
        let path = Path::ROOT.key(&param.name);
        if let Some(value) = argument(param, given, &path, out) {
            node_after(&param.schema, value, &path, read.items(i), out);
        }
    }
    if known < args.len() {
        unknown_arguments(tool, args, out);
    }
}

/// The value `given` for `param` to be checked, if there is one: an absent or `null` optional
/// parameter becomes `None` or its default, and a required one is missing, unless `null` is a
/// value of its type (an untagged unit variant), which is then checked as any value is.
#[inline(always)]
fn argument<'v>(param: &Property, given: Option<&'v Value>, path: &Path<'_>, out: &mut Out<'_>) -> Option<&'v Value> {
    match given {
        None | Some(Value::Null) if !param.required => None,
        None => {
            missing(param, "argument", false, path, out);
            None
        }
        Some(Value::Null) if !param.schema.takes_null() => {
            missing(param, "argument", true, path, out);
            None
        }
        Some(value) => Some(value),
    }
}

/// Reports every argument no parameter has.
#[cold]
fn unknown_arguments(tool: &ToolSchema, args: &Map<String, Value>, out: &mut Out<'_>) {
    // An unknown argument's value is not walked: the nesting check counts it.
    out.pass_over_some();
    for key in args.keys().filter(|key| tool.param(key).is_none()) {
        out.report(&Path::ROOT.key(key), ProblemCode::UnknownArgument, || {
            let mut out = String::with_capacity(96);
            out.push_str("unknown argument ");
            message::name(&mut out, key);
            out.push_str("; ");
            if !suggestion(&mut out, key, &tool.params, args) {
                message::takes(&mut out, tool);
            }
            out
        });
    }
}

/// Which parameters dispatch's read got through ([`Resume`]), by their index: those read
/// whole (the first 64 parameters only; others are walked), and the one whose array it
/// stopped in, with how many of its items it read.
struct Read {
    whole: u64,
    inside: Option<(usize, usize)>,
}

impl Read {
    fn of(params: &[Property], args: &Map<String, Value>, resume: Resume<'_>) -> Self {
        let mut read = Read { whole: 0, inside: None };
        let stop = match resume {
            Resume::Start => return read,
            Resume::At { key, items } => Some((key, items)),
            Resume::End => None,
        };
        for key in args.keys() {
            // Not `name::position`: a third caller made the compiler keep it apart from the
            // whole walk, whose refusals then cost about 60 instructions more.
            let Some(i) = params.iter().position(|p| p.name == *key) else { continue };
            match stop {
                Some((at, items)) if std::ptr::eq(at, key.as_str()) => {
                    read.inside = Some((i, items));
                    break;
                }
                _ => read.whole |= 1u64.checked_shl(i as u32).unwrap_or(0),
            }
        }
        read
    }

    #[inline]
    fn whole(&self, i: usize) -> bool {
        i < 64 && self.whole & (1 << i) != 0
    }

    #[inline]
    fn items(&self, i: usize) -> usize {
        match self.inside {
            Some((at, items)) if at == i => items,
            _ => 0,
        }
    }
}

/// Checks an object with named properties (a struct).
// Inlined into `full`, as the compiler did until `params` grew: out of line, a refused
// `summarise` cost 150 instructions more.
#[inline]
pub(crate) fn object(object: &Object, schema: &Schema, value: &Value, path: &Path<'_>, out: &mut Out<'_>) {
    let Value::Object(map) = value else { return wrong_type(schema, value, path, out) };
    let mut known = 0;
    for property in object.properties.iter() {
        let at = path.key(&property.name);
        let given = map.get(property.name.as_ref());
        known += usize::from(given.is_some());
        match given {
            None if property.required => missing(property, "property", false, &at, out),
            None => {}
            // `null` is a value where the schema takes it: an `Option`, an untagged unit
            // variant, a unit struct, a `serde_json::Value`.
            Some(Value::Null) if property.required && !property.schema.field_takes_null() => {
                missing(property, "property", true, &at, out)
            }
            // Unlike a parameter, an optional field takes `null` only where its schema
            // does (an `Option`): serde's `default` does not turn `null` into a default.
            Some(Value::Null) if !property.schema.field_takes_null() => out.report(&at, ProblemCode::WrongType, || {
                let mut out = String::with_capacity(96);
                out.push_str("expected ");
                message::expected(&mut out, &property.schema);
                out.push_str(", got null; leave ");
                message::name(&mut out, &property.name);
                out.push_str(" out instead");
                out
            }),
            Some(value) => node(&property.schema, value, &at, out),
        }
        if out.stop() {
            return;
        }
    }
    if known == map.len() {
        return;
    }
    // Unknown properties are not walked (under `additionalProperties` they are).
    if !matches!(object.additional, Additional::Schema(_)) {
        out.pass_over_some();
    }
    if object.additional == Additional::Unstated {
        return;
    }
    let unknown = map.iter().filter(|(key, _)| !object.properties.iter().any(|p| p.name == **key));
    for (key, value) in unknown {
        let at = path.key(key);
        match &object.additional {
            Additional::Unstated => {}
            Additional::Schema(values) => node(values, value, &at, out),
            Additional::Denied => out.report(&at, ProblemCode::UnknownArgument, || {
                let mut out = String::with_capacity(96);
                out.push_str("unknown property ");
                message::name(&mut out, key);
                out.push_str("; ");
                if !suggestion(&mut out, key, &object.properties, map) {
                    match object.properties.len() {
                        0 => out.push_str("this object takes no properties"),
                        _ => {
                            out.push_str("the allowed properties are ");
                            message::names(&mut out, names(&object.properties));
                        }
                    }
                }
                out
            }),
        }
        if out.stop() {
            return;
        }
    }
}

fn names(properties: &[Property]) -> impl ExactSizeIterator<Item = &str> {
    properties.iter().map(|p| p.name.as_ref())
}

/// Writes `did you mean `query`?`, among the properties not given yet; whether there was one.
fn suggestion(out: &mut String, key: &str, properties: &[Property], given: &Map<String, Value>) -> bool {
    let free = names(properties).filter(|name| given.get(*name).is_none_or(Value::is_null));
    let Some(near) = suggest::closest(key, free) else { return false };
    out.push_str("did you mean `");
    out.push_str(near);
    out.push_str("`?");
    true
}

fn missing(property: &Property, what: &str, null: bool, path: &Path<'_>, out: &mut Out<'_>) {
    out.report(path, ProblemCode::MissingArgument, || {
        let mut out = String::with_capacity(96);
        if !null {
            out.push_str("missing required ");
        }
        out.push_str(what);
        out.push(' ');
        message::name(&mut out, &property.name);
        out.push_str(if null { " is null, but it is required: expected " } else { ": expected " });
        message::expected(&mut out, &property.schema);
        out
    });
}

/// Checks a homogeneous array, and its length or uniqueness when the schema fixes them; the
/// items from `skip` on (the ones before were read already: [`Resume`]).
// Always inlined, for the same reason as `object`: `value::node_after` calls it too, and the
// compiler then kept it apart (about 120 instructions on a refused `summarise`).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(crate) fn array(
    items_schema: &Schema,
    unique: bool,
    len: Option<u64>,
    schema: &Schema,
    value: &Value,
    path: &Path<'_>,
    skip: usize,
    out: &mut Out<'_>,
) {
    let Value::Array(items) = value else {
        out.pass_over(value);
        return out.report(path, ProblemCode::WrongType, || {
            let single = len.is_none_or(|n| n == 1) && !value.is_null() && fits(items_schema, value);
            let advice = if single { "; to pass a single item, wrap it in brackets" } else { "" };
            let mut out = wrong_type_message(schema, value);
            out.push_str(advice);
            out
        });
    };
    if len.is_some_and(|n| items.len() as u64 != n) {
        wrong_length(schema, items.len(), path, out);
    }
    if skip > 0 {
        out.leave_out(items_schema, &items[..skip.min(items.len())]);
    }
    for (i, item) in items.iter().enumerate().skip(skip) {
        if out.stop() {
            return;
        }
        node(items_schema, item, &path.index(i), out);
    }
    if unique {
        for (repeat, first) in unique::repeats(items) {
            out.report(&path.index(repeat), ProblemCode::NotUnique, || {
                let mut out = String::with_capacity(64);
                out.push_str("this item repeats `");
                path.index(first).write(&mut out);
                out.push_str("`; the items must be unique (a set)");
                out
            });
        }
    }
}

/// Checks a tuple: its length, and each item that is there.
pub(crate) fn tuple(items_schemas: &[Schema], schema: &Schema, value: &Value, path: &Path<'_>, out: &mut Out<'_>) {
    let Value::Array(items) = value else { return wrong_type(schema, value, path, out) };
    if items.len() != items_schemas.len() {
        wrong_length(schema, items.len(), path, out);
    }
    if items.len() > items_schemas.len() {
        // Items past the schema's end are not walked.
        out.pass_over_some();
    }
    for (i, (item_schema, item)) in items_schemas.iter().zip(items).enumerate() {
        if out.stop() {
            return;
        }
        node(item_schema, item, &path.index(i), out);
    }
}

fn wrong_length(schema: &Schema, len: usize, path: &Path<'_>, out: &mut Out<'_>) {
    out.report(path, ProblemCode::WrongLength, || {
        let mut out = String::with_capacity(64);
        out.push_str("expected ");
        message::expected(&mut out, schema);
        out.push_str(", got ");
        message::unsigned(&mut out, len as u128);
        out.push_str(if len == 1 { " item" } else { " items" });
        out
    });
}

/// Checks a map: each key, when they are integers (`keys`), and each value at `path.key`.
pub(crate) fn map(
    values: &Schema,
    keys: Option<IntType>,
    schema: &Schema,
    value: &Value,
    path: &Path<'_>,
    out: &mut Out<'_>,
) {
    let Value::Object(map) = value else { return wrong_type(schema, value, path, out) };
    for (key, value) in map {
        if out.stop() {
            return;
        }
        let at = path.key(key);
        if let Some(fault) = keys.and_then(|int| key_fault(int, key).map(|fault| (int, fault))) {
            // The value is not read when its key is not: it is passed over, as an unknown key's.
            out.pass_over(value);
            match fault {
                (int, KeyFault::NotAnInteger) => out.report(&at, ProblemCode::WrongType, || {
                    let mut out = String::with_capacity(128);
                    out.push_str("expected a key that is a `");
                    out.push_str(int.rust_name());
                    out.push_str("` written as a string of digits (no sign `+`, no leading zeros, no spaces), got ");
                    message::quote(&mut out, key);
                    out
                }),
                (int, KeyFault::OutOfRange) => out.report(&at, ProblemCode::OutOfRange, || {
                    let mut out = String::with_capacity(96);
                    out.push_str("key ");
                    message::quote(&mut out, key);
                    int_range(&mut out, int);
                    out
                }),
            }
            continue;
        }
        node(values, value, &at, out);
    }
}
