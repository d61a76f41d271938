//! A plain scalar argument (`Reading::Plain`: a `String`, a `u32`, a `bool`…) read with an
//! error that costs nothing to make.
//!
//! serde_json words every refusal (`invalid type: string "5", expected u32`), a formatted
//! `String` no one reads: `check_args` words the problem again, with its path. Here the
//! type's `Deserialize` impl is handed the JSON scalar as the parser met it in the text
//! (`value_ref` does the same from a parsed `Value`), and a refusal is [`Refused`], which
//! ignores the message it is given, so that the read is also the check of the JSON type and
//! the range, in one step.

use std::fmt;

use serde::de::{Deserializer, Visitor};
use serde::forward_to_deserialize_any;

/// A plain argument's JSON scalar as the parser met it in the text, to be read by its type's
/// `Deserialize` impl: a number as `u64` if it can be, else `i64`, else `f64`, as serde_json
/// hands numbers on. (`null`, arrays and objects are settled before: no plain type reads
/// one.)
#[derive(Clone, Copy, Debug)]
pub(crate) enum Plain<'a> {
    Bool(bool),
    U64(u64),
    I64(i64),
    F64(f64),
    Str(&'a str),
}

/// A refusal of a plain value: its reason is never worded (see the module's comment).
#[derive(Debug)]
pub(crate) struct Refused;

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the value does not fit the parameter's type")
    }
}

impl std::error::Error for Refused {}

impl serde::de::Error for Refused {
    #[inline]
    fn custom<T: fmt::Display>(_: T) -> Self {
        Refused
    }
}

impl<'de> Deserializer<'de> for Plain<'_> {
    type Error = Refused;

    #[inline]
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        match self {
            Plain::Bool(b) => visitor.visit_bool(b),
            Plain::Str(s) => visitor.visit_str(s),
            Plain::U64(u) => visitor.visit_u64(u),
            Plain::I64(i) => visitor.visit_i64(i),
            Plain::F64(f) => visitor.visit_f64(f),
        }
    }

    /// Never `null` (see [`Plain`]).
    #[inline]
    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        visitor.visit_some(self)
    }

    #[inline]
    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Refused> {
        visitor.visit_newtype_struct(self)
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        unit unit_struct seq tuple tuple_struct map struct enum identifier ignored_any
    }
}

#[cfg(test)]
mod tests {
    use serde::de::DeserializeOwned;
    use serde_json::{json, Value};

    use super::super::value_ref::tests::plain_values;
    use super::super::value_ref::ValueRef;
    use super::Plain;

    /// The [`Plain`] of a JSON scalar, as the parser hands it on.
    fn plain(value: &Value) -> Option<Plain<'_>> {
        Some(match value {
            Value::Bool(b) => Plain::Bool(*b),
            Value::String(s) => Plain::Str(s),
            Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
                (Some(u), _, _) => Plain::U64(u),
                (None, Some(i), _) => Plain::I64(i),
                (None, None, f) => Plain::F64(f?),
            },
            Value::Null | Value::Array(_) | Value::Object(_) => return None,
        })
    }

    /// Whether `T` reads `value` as [`ValueRef`], as [`Plain`] (for a scalar), and through
    /// serde_json's own `Value` deserializer: they must always agree, and give the same value.
    fn agree<T: DeserializeOwned + PartialEq + std::fmt::Debug>(value: &Value) {
        let read = T::deserialize(ValueRef(value)).ok();
        if let Some(scalar) = plain(value) {
            assert_eq!(read, T::deserialize(scalar).ok(), "{value} as Plain");
        }
        let serde = T::deserialize(value).ok();
        assert_eq!(read, serde, "{} read as {}", value, std::any::type_name::<T>());
    }

    #[test]
    fn every_plain_type_reads_what_serde_json_reads_and_nothing_else() {
        let values = plain_values();
        for value in &values {
            agree::<bool>(value);
            agree::<String>(value);
            agree::<char>(value);
            agree::<f64>(value);
            agree::<i8>(value);
            agree::<i16>(value);
            agree::<i32>(value);
            agree::<i64>(value);
            agree::<isize>(value);
            agree::<u8>(value);
            agree::<u16>(value);
            agree::<u32>(value);
            agree::<u64>(value);
            agree::<usize>(value);
            agree::<Option<u32>>(value);
            agree::<Option<String>>(value);
            agree::<std::path::PathBuf>(value);
        }
    }

    /// A newtype around a plain type, as `#[serde(transparent)]` or a tuple struct reads it.
    #[derive(serde::Deserialize, PartialEq, Debug)]
    struct Meters(u32);

    #[derive(serde::Deserialize, PartialEq, Debug)]
    #[serde(transparent)]
    struct Name(String);

    #[test]
    fn newtypes_read_through_to_their_plain_type() {
        for value in [json!(7), json!(-7), json!("seven"), json!(null)] {
            agree::<Meters>(&value);
            agree::<Name>(&value);
        }
    }
}
