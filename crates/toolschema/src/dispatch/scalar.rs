//! The check of one scalar as the tool's `Deserialize` impl receives it: the same verdict
//! `check_args` gives the same value (`check/value.rs`), without building a message unless
//! it fails.

use serde::de::Error;

use super::faults::Guide;
use crate::check::ProblemCode;
use crate::json::{Json, Number};
use crate::model::{FloatType, IntType, Type};

/// A scalar as a `Visitor` sees it.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Scalar<'a> {
    Null,
    Bool(bool),
    U64(u64),
    I64(i64),
    U128(u128),
    I128(i128),
    F64(f64),
    Str(&'a str),
    /// Bytes (never from JSON text, but a `Deserialize` impl may ask for them).
    Bytes,
}

impl Guide<'_> {
    /// Accepts `scalar` here, or records why not and gives the error that unwinds.
    ///
    /// The common cases (no `enum`, the plain types) are decided inline, so that the check
    /// costs a compare or two where it rides along with deserialisation.
    #[inline(always)]
    pub(crate) fn admit<E: Error>(&self, scalar: Scalar<'_>) -> Result<(), E> {
        let schema = self.schema;
        // A string among the allowed strings (a unit-variant enum, `choices`): compare
        // strings only.
        if let (Some(allowed), Type::String, Scalar::Str(given)) = (&schema.enum_values, &schema.ty, scalar) {
            if allowed.iter().any(|a| matches!(a, Json::String(a) if a.as_ref() == given)) {
                return Ok(());
            }
        }
        if schema.enum_values.is_none() {
            let fits = match (&schema.ty, scalar) {
                (Type::Any, _) | (Type::Boolean, Scalar::Bool(_)) | (Type::String, Scalar::Str(_)) => true,
                (Type::Integer(int), Scalar::U64(u)) => u128::from(u) <= int.max(),
                (Type::Number(FloatType::F64), Scalar::U64(_) | Scalar::I64(_) | Scalar::F64(_)) => true,
                _ => false,
            };
            if fits {
                return Ok(());
            }
        }
        self.admit_rest(scalar)
    }

    /// The rest of [`Guide::admit`]: `null`, `enum`, the other types, and every failure.
    #[inline(never)]
    fn admit_rest<E: Error>(&self, scalar: Scalar<'_>) -> Result<(), E> {
        let schema = self.schema;
        if let Scalar::Null = scalar {
            if schema.nullable {
                return Ok(());
            }
            if self.property && !schema.field_takes_null() {
                return Err(self.fail(ProblemCode::WrongType, || "expected a value, got null".to_owned()));
            }
        }
        if let Some(allowed) = &schema.enum_values {
            if !allowed.iter().any(|a| same(a, scalar)) {
                return Err(
                    self.fail(ProblemCode::NotInEnum, || format!("{scalar:?} is not one of the allowed values"))
                );
            }
        }
        let fits = match (&schema.ty, scalar) {
            (Type::Any, _) | (Type::Null, Scalar::Null) => true,
            (Type::Boolean, Scalar::Bool(_)) | (Type::String, Scalar::Str(_) | Scalar::Bytes) => true,
            (Type::Char, Scalar::Str(s)) => {
                let mut chars = s.chars();
                chars.next().is_some() && chars.next().is_none()
            }
            (Type::Integer(int), _) => return self.integer(*int, scalar),
            (Type::Number(float), _) => match number(scalar) {
                Some(n) => *float == FloatType::F64 || !(as_f64(n) as f32).is_infinite(),
                None => false,
            },
            _ => false,
        };
        match fits {
            true => Ok(()),
            false => Err(self.fail(ProblemCode::WrongType, || format!("{scalar:?} does not fit the schema"))),
        }
    }

    fn integer<E: Error>(&self, int: IntType, scalar: Scalar<'_>) -> Result<(), E> {
        // Past `i64::MIN..=u64::MAX`, `serde_json` holds an integer as a float, so `check_args`
        // turns it down even for `i128`/`u128`: the text must not get further than the value.
        let value: i128 = match scalar {
            Scalar::U64(u) => i128::from(u),
            Scalar::I64(i) => i128::from(i),
            Scalar::U128(u) if u <= u128::from(u64::MAX) => u as i128,
            Scalar::I128(i) if i >= i128::from(i64::MIN) && i <= i128::from(u64::MAX) => i,
            Scalar::U128(_) | Scalar::I128(_) => {
                return Err(self.fail(ProblemCode::OutOfRange, || "cannot be passed exactly".to_owned()))
            }
            _ => return Err(self.fail(ProblemCode::WrongType, || format!("{scalar:?} is not an integer"))),
        };
        let fits = value >= int.min() && (value < 0 || value as u128 <= int.max());
        match fits {
            true => Ok(()),
            false => Err(self.fail(ProblemCode::OutOfRange, || format!("{value} is out of range"))),
        }
    }
}

/// The scalar as a JSON number, split as `serde_json` splits it.
fn number(scalar: Scalar<'_>) -> Option<Number> {
    Some(match scalar {
        Scalar::U64(u) => Number::PosInt(u),
        Scalar::I64(i) if i < 0 => Number::NegInt(i),
        Scalar::I64(i) => Number::PosInt(i as u64),
        Scalar::U128(u) => u64::try_from(u).map_or(Number::Float(u as f64), Number::PosInt),
        Scalar::I128(i) => match (u64::try_from(i), i64::try_from(i)) {
            (Ok(u), _) => Number::PosInt(u),
            (_, Ok(i)) => Number::NegInt(i),
            _ => Number::Float(i as f64),
        },
        Scalar::F64(f) => Number::Float(f),
        _ => return None,
    })
}

fn as_f64(n: Number) -> f64 {
    match n {
        Number::PosInt(u) => u as f64,
        Number::NegInt(i) => i as f64,
        Number::Float(f) => f,
    }
}

/// Whether `scalar` is the allowed value `a`, numbers compared by value as `Json::matches` does.
fn same(a: &Json, scalar: Scalar<'_>) -> bool {
    match (a, scalar) {
        (Json::Null, Scalar::Null) => true,
        (Json::Bool(a), Scalar::Bool(b)) => *a == b,
        (Json::String(a), Scalar::Str(b)) => a == b,
        (Json::Number(a), _) => match (*a, number(scalar)) {
            (Number::PosInt(x), Some(Number::PosInt(y))) => x == y,
            (Number::NegInt(x), Some(Number::NegInt(y))) => x == y,
            (a @ Number::Float(_), Some(b)) | (a, Some(b @ Number::Float(_))) => as_f64(a) == as_f64(b),
            _ => false,
        },
        _ => false,
    }
}
