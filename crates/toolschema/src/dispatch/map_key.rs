//! A key of a parsed object as the map reading it asks for it, the way `serde_json` hands
//! keys on: a borrowed string, or, to a map with integer keys (`BTreeMap<u32, V>`), the
//! integer its digits write, under the rule `check::keys` states (`serde_json` reads no
//! other key as an integer). Refusals are unworded, as everything `value_ref` reads.

use serde::de::{Deserializer, Visitor};
use serde::forward_to_deserialize_any;

use super::plain::Refused;
use crate::check::keys::key_fault;
use crate::model::IntType;

/// One key of an object.
pub(crate) struct MapKey<'de>(pub(crate) &'de str);

impl<'de> MapKey<'de> {
    /// The key as an integer of type `int`, handed on as `serde_json` hands on a number: as a
    /// `u64` or `i64` when it fits one, else as a `u128` or `i128`.
    fn integer<V: Visitor<'de>>(self, int: IntType, visitor: V) -> Result<V::Value, Refused> {
        if key_fault(int, self.0).is_some() {
            return Err(Refused);
        }
        match self.0.strip_prefix('-') {
            Some(digits) => {
                let n: i128 = digits.parse::<i128>().map(|n| -n).or_else(|_| self.0.parse()).map_err(|_| Refused)?;
                match i64::try_from(n) {
                    Ok(n) => visitor.visit_i64(n),
                    Err(_) => visitor.visit_i128(n),
                }
            }
            None => {
                let n: u128 = self.0.parse().map_err(|_| Refused)?;
                match u64::try_from(n) {
                    Ok(n) => visitor.visit_u64(n),
                    Err(_) => visitor.visit_u128(n),
                }
            }
        }
    }
}

macro_rules! integers {
    ($($method:ident => $int:ident;)*) => {$(
        #[inline]
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
            self.integer(IntType::$int, visitor)
        }
    )*};
}

impl<'de> Deserializer<'de> for MapKey<'de> {
    type Error = Refused;

    #[inline]
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        visitor.visit_borrowed_str(self.0)
    }

    integers! {
        deserialize_i8 => I8;
        deserialize_i16 => I16;
        deserialize_i32 => I32;
        deserialize_i64 => I64;
        deserialize_i128 => I128;
        deserialize_u8 => U8;
        deserialize_u16 => U16;
        deserialize_u32 => U32;
        deserialize_u64 => U64;
        deserialize_u128 => U128;
    }

    forward_to_deserialize_any! {
        bool f32 f64 char str string bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde::de::DeserializeOwned;
    use serde::Deserialize;
    use serde_json::{json, Value};

    use super::super::value_ref::ValueRef;

    /// A map read through `ValueRef` as serde_json reads it from the same `Value`.
    fn same<K: DeserializeOwned + Ord + std::fmt::Debug>(value: Value) {
        let ours = BTreeMap::<K, u8>::deserialize(ValueRef(&value)).ok();
        let theirs = serde_json::from_value::<BTreeMap<K, u8>>(value.clone()).ok();
        assert_eq!(ours, theirs, "{value}");
    }

    #[test]
    fn integer_keys_are_read_as_serde_json_reads_them() {
        for key in ["0", "1", "-1", "-0", "01", "+1", " 1", "255", "256", "-128", "-129", "1e2", "x"] {
            same::<u8>(json!({ key: 1 }));
            same::<i8>(json!({ key: 1 }));
            same::<i128>(json!({ key: 1 }));
            same::<u64>(json!({ key: 1 }));
            same::<String>(json!({ key: 1 }));
        }
        for key in ["18446744073709551615", "18446744073709551616", "-9223372036854775808", "-9223372036854775809"] {
            same::<u64>(json!({ key: 1 }));
            same::<i64>(json!({ key: 1 }));
            same::<u128>(json!({ key: 1 }));
            same::<i128>(json!({ key: 1 }));
        }
        same::<i128>(json!({ "-170141183460469231731687303715884105728": 1 }));
        same::<u128>(json!({ "340282366920938463463374607431768211455": 1 }));
    }
}
