//! The per-node checker: `null`, `enum`, and the scalar types against the Rust type's range.

use std::fmt::Write;

use serde_json::{Number, Value};

use super::path::Path;
use super::{any_of, container, message, suggest, Out, ProblemCode};
use crate::json::Json;
use crate::model::{FloatType, IntType, Schema, Type};

/// Checks `value` against `schema` at `path`, reporting every problem to `out`.
#[inline]
pub(crate) fn node(schema: &Schema, value: &Value, path: &Path<'_>, out: &mut Out<'_>) {
    // Most nodes are strings and booleans that fit: settled where the caller stands,
    // without the frame of the whole check (which costs more than the test itself).
    if !plainly_fits(schema, value) {
        full(schema, value, path, out);
    }
}

/// [`node`] for an argument whose array dispatch's read got through the first `skip` items
/// of (see [`Resume`](super::Resume)): the items from there on. Apart from `node`, whose
/// few callers the compiler inlines it into.
#[inline(never)]
pub(crate) fn node_after(schema: &Schema, value: &Value, path: &Path<'_>, skip: usize, out: &mut Out<'_>) {
    match (&schema.ty, value, &schema.enum_values) {
        (Type::Array { items, unique, len }, Value::Array(_), None) if skip > 0 => {
            out.inside(|out| container::array(items, *unique, *len, schema, value, path, skip, out))
        }
        _ => full(schema, value, path, out),
    }
}

/// Whether `value` is a string or boolean its schema takes (one of its `enum` values, if
/// it has them), or a scalar where any value goes: no problem for [`full`] to find, and
/// nothing for it to pass over.
#[inline(always)]
fn plainly_fits(schema: &Schema, value: &Value) -> bool {
    let plain = match (&schema.ty, value) {
        (Type::String, Value::String(_)) | (Type::Boolean, Value::Bool(_)) => true,
        (Type::Any, Value::Array(_) | Value::Object(_)) => false,
        (Type::Any, _) => true,
        _ => false,
    };
    plain && schema.enum_values.as_deref().is_none_or(|allowed| in_enum(allowed, value))
}

/// Whether `value` is one of `allowed`.
pub(crate) fn in_enum(allowed: &[Json], value: &Value) -> bool {
    match value {
        // Enums of strings are the usual ones: compared as strings, without matching on both
        // values for each allowed one.
        Value::String(s) => allowed.iter().any(|a| matches!(a, Json::String(t) if t.as_ref() == s.as_str())),
        _ => allowed.iter().any(|a| a.matches(value)),
    }
}

/// [`node`] for every schema and value.
#[inline(never)]
fn full(schema: &Schema, value: &Value, path: &Path<'_>, out: &mut Out<'_>) {
    if schema.nullable && value.is_null() {
        return;
    }
    if let Some(allowed) = &schema.enum_values {
        if !in_enum(allowed, value) {
            out.pass_over(value);
            out.report(path, ProblemCode::NotInEnum, || not_in_enum(schema, allowed, value));
            return;
        }
        // A match still goes through the type check: `1.0` equals `1` but is no `u8`.
    }
    match &schema.ty {
        Type::Any => out.pass_over(value),
        Type::Null if value.is_null() => {}
        Type::Boolean if value.is_boolean() => {}
        Type::String if value.is_string() => {}
        Type::Null | Type::Boolean | Type::String => wrong_type(schema, value, path, out),
        Type::Integer(int) => integer(*int, schema, value, path, out),
        Type::Number(float) => number(*float, schema, value, path, out),
        Type::Char => char(schema, value, path, out),
        Type::Array { items, unique, len } => {
            out.inside(|out| container::array(items, *unique, *len, schema, value, path, 0, out))
        }
        Type::Tuple(items) => out.inside(|out| container::tuple(items, schema, value, path, out)),
        Type::Map(values) => out.inside(|out| container::map(values, None, schema, value, path, out)),
        Type::IntMap(int, values) => out.inside(|out| container::map(values, Some(*int), schema, value, path, out)),
        Type::Object(object) => out.inside(|out| container::object(object, schema, value, path, out)),
        Type::AnyOf(branches) => any_of::any_of(branches, value, path, out),
    }
}

/// Reports a value of the wrong JSON type: `expected an integer (`u32`), got the string "5"`.
pub(crate) fn wrong_type(schema: &Schema, value: &Value, path: &Path<'_>, out: &mut Out<'_>) {
    out.pass_over(value);
    out.report(path, ProblemCode::WrongType, || wrong_type_message(schema, value));
}

/// The message of [`wrong_type`].
pub(crate) fn wrong_type_message(schema: &Schema, value: &Value) -> String {
    let mut out = String::with_capacity(96);
    out.push_str("expected ");
    message::expected(&mut out, schema);
    out.push_str(", got ");
    message::value(&mut out, value);
    message::hint(&mut out, schema, value);
    out
}

/// Whether `value` fits `schema`, without building any message.
pub(crate) fn fits(schema: &Schema, value: &Value) -> bool {
    let mut probe = Out::Probe { failed: false };
    node(schema, value, &Path::ROOT, &mut probe);
    !probe.stop()
}

/// The message of `not_in_enum`: the allowed values, and the nearest one for a misspelt string.
pub(crate) fn not_in_enum(schema: &Schema, allowed: &[Json], value: &Value) -> String {
    let mut out = String::with_capacity(128);
    out.push_str("expected one of ");
    message::allowed(&mut out, schema, allowed);
    out.push_str(", got ");
    message::value(&mut out, value);
    if let Value::String(s) = value {
        let strings = allowed.iter().filter_map(|a| match a {
            Json::String(s) => Some(s.as_ref()),
            _ => None,
        });
        if let Some(near) = suggest::closest(s, strings) {
            out.push_str("; did you mean ");
            message::quote(&mut out, near);
            out.push('?');
            return out;
        }
    }
    message::hint(&mut out, schema, value);
    out
}

/// The smallest integer too large to be held exactly by `serde_json` (`u64::MAX + 1`).
const TWO_POW_64: f64 = 18_446_744_073_709_551_616.0;
/// `2^63`: `-2^63` is `i64::MIN`.
const TWO_POW_63: f64 = 9_223_372_036_854_775_808.0;
/// `2^127` and `2^128`: past these, `as` casts to `i128`/`u128` saturate.
const TWO_POW_127: f64 = 170_141_183_460_469_231_731_687_303_715_884_105_728.0;
const TWO_POW_128: f64 = 340_282_366_920_938_463_463_374_607_431_768_211_456.0;

fn integer(int: IntType, schema: &Schema, value: &Value, path: &Path<'_>, out: &mut Out<'_>) {
    let Value::Number(n) = value else { return wrong_type(schema, value, path, out) };
    if let Some(u) = n.as_u64() {
        if u128::from(u) > int.max() {
            out.report(path, ProblemCode::OutOfRange, || out_of_range(int, n));
        }
        return;
    }
    if let Some(i) = n.as_i64() {
        if i128::from(i) < int.min() {
            out.report(path, ProblemCode::OutOfRange, || out_of_range(int, n));
        }
        return;
    }
    // `serde_json` holds a float: written with a decimal point or an exponent, or an
    // integer beyond the range of `i64` and `u64`.
    let f = n.as_f64().unwrap_or(f64::NAN);
    if !f.is_finite() || f.fract() != 0.0 {
        return wrong_type(schema, value, path, out);
    }
    // `f` is integral, so the casts are exact below 2^127 / 2^128.
    let in_type =
        if f >= 0.0 { f < TWO_POW_128 && f as u128 <= int.max() } else { f >= -TWO_POW_127 && f as i128 >= int.min() };
    // An integer literal that `serde_json` could not hold as an `i64` or `u64` became a
    // float outside this range (`-2^63 - 1` rounds to `-2^63`).
    let exact = f > -TWO_POW_63 && f < TWO_POW_64;
    let wide = int.min() < i128::from(i64::MIN) || int.max() > u128::from(u64::MAX);
    if !in_type || (!exact && !wide) {
        out.report(path, ProblemCode::OutOfRange, || out_of_range(int, n));
    } else if !exact {
        // The value fits an `i128`/`u128`, but not the `serde_json` value it goes through.
        out.report(path, ProblemCode::OutOfRange, || {
            let mut out = String::with_capacity(112);
            message::number(&mut out, n);
            out.push_str(" cannot be passed exactly: an integer argument must be between ");
            message::signed(&mut out, i128::from(i64::MIN));
            out.push_str(" and ");
            message::unsigned(&mut out, u128::from(u64::MAX));
            out
        });
    } else {
        // `5.0` or `5e2`: Rust cannot read a float as an integer, even a whole one.
        out.report(path, ProblemCode::WrongType, || {
            let mut out = String::with_capacity(112);
            out.push_str("expected ");
            message::expected(&mut out, schema);
            out.push_str(", got ");
            message::number(&mut out, n);
            out.push_str("; write it as ");
            message::signed(&mut out, f as i128);
            out.push_str(", without a decimal point or exponent");
            out
        });
    }
}

fn out_of_range(int: IntType, n: &Number) -> String {
    let mut out = String::with_capacity(96);
    message::number(&mut out, n);
    int_range(&mut out, int);
    out
}

/// What follows the value in an `out_of_range` message for `int`: `` is out of range: a `u8`
/// value must be between 0 and 255``.
pub(crate) fn int_range(out: &mut String, int: IntType) {
    let name = int.rust_name();
    out.push_str(if name.starts_with('i') { " is out of range: an `" } else { " is out of range: a `" });
    out.push_str(name);
    out.push_str("` value must be between ");
    match bounds_text(int) {
        Some((min, max)) => {
            out.push_str(min);
            out.push_str(" and ");
            out.push_str(max);
        }
        None => {
            message::signed(out, int.min());
            out.push_str(" and ");
            message::unsigned(out, int.max());
        }
    }
}

/// [`int_range`] for a float type.
pub(crate) fn float_range(out: &mut String, float: FloatType) {
    let _ = match float {
        FloatType::F32 => {
            write!(out, " is out of range: an `f32` value must be between {:e} and {:e}", f32::MIN, f32::MAX)
        }
        FloatType::F64 => {
            write!(out, " is out of range: an `f64` value must be between {:e} and {:e}", f64::MIN, f64::MAX)
        }
    };
}

/// The bounds of a fixed-width integer type in decimal, as [`out_of_range`] writes them:
/// copied, where writing a number digit by digit (ten of them for `u32`) costs more than
/// the rest of the message. `None` for `isize` and `usize`, as wide as the platform's.
pub(crate) fn bounds_text(int: IntType) -> Option<(&'static str, &'static str)> {
    Some(match int {
        IntType::I8 => ("-128", "127"),
        IntType::I16 => ("-32768", "32767"),
        IntType::I32 => ("-2147483648", "2147483647"),
        IntType::I64 => ("-9223372036854775808", "9223372036854775807"),
        IntType::I128 => ("-170141183460469231731687303715884105728", "170141183460469231731687303715884105727"),
        IntType::U8 => ("0", "255"),
        IntType::U16 => ("0", "65535"),
        IntType::U32 => ("0", "4294967295"),
        IntType::U64 => ("0", "18446744073709551615"),
        IntType::U128 => ("0", "340282366920938463463374607431768211455"),
        IntType::Isize | IntType::Usize => return None,
    })
}

fn number(float: FloatType, schema: &Schema, value: &Value, path: &Path<'_>, out: &mut Out<'_>) {
    let Value::Number(n) = value else { return wrong_type(schema, value, path, out) };
    // Past `f32::MAX` and half a step, the conversion gives an infinity.
    if float == FloatType::F32 && n.as_f64().is_some_and(|f| (f as f32).is_infinite()) {
        out.report(path, ProblemCode::OutOfRange, || {
            let mut out = String::with_capacity(96);
            message::number(&mut out, n);
            float_range(&mut out, FloatType::F32);
            out
        });
    }
}

fn char(schema: &Schema, value: &Value, path: &Path<'_>, out: &mut Out<'_>) {
    let Value::String(s) = value else { return wrong_type(schema, value, path, out) };
    let mut chars = s.chars();
    if chars.next().is_some() && chars.next().is_none() {
        return;
    }
    out.report(path, ProblemCode::WrongType, || {
        let mut out = String::with_capacity(96);
        out.push_str("expected a single character (a string of length 1), got ");
        match s.chars().count() {
            0 => out.push_str("an empty string"),
            count => {
                message::value(&mut out, value);
                out.push_str(" (");
                message::unsigned(&mut out, count as u128);
                out.push_str(" characters)");
            }
        }
        out
    });
}
