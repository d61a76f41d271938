//! A parsed `Value` read by an argument's own type, with errors that are never worded:
//! what `dispatch` reads a plain or `strict` argument from.
//!
//! serde_json's own `Value` deserializer words every refusal as it is made (`invalid type:
//! string "5", expected u32`, `missing field `content``, `unknown variant `asistant`,
//! expected one of …`), then searches the message for a position: thousands of
//! instructions for a message no one reads, since `check_args` words every problem again,
//! with its path. Here a refusal is [`Refused`], which ignores the message it is given, so
//! the format is never even run. Where `check_args` finds nothing to say (a type's own
//! `Deserialize` stricter than its schema), the argument is read again through serde_json
//! for its words.
//!
//! It reads what serde_json's reads, but for enums, which it reads only by name (a string):
//! it is used for plain types, which read no enum, and under [`Strict`](super::strict::Strict),
//! which hands enums only strings.

use std::cell::Cell;

use serde::de::value::BorrowedStrDeserializer;
use serde::de::{DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::forward_to_deserialize_any;
use serde_json::{Map, Value};

use super::map_key::MapKey;
use super::plain::Refused;

/// A value to be read by an argument's type, refusals unworded.
#[derive(Clone, Copy)]
pub(crate) struct ValueRef<'v>(pub(crate) &'v Value);

impl<'de> Deserializer<'de> for ValueRef<'de> {
    type Error = Refused;

    /// The value as serde_json hands it on: a number as `u64` if it can be, else `i64`, else
    /// `f64`; a string borrowed; an array or an object item by item, all of it read.
    // Always inlined: [`Counted`] calls it too, and the compiler then kept it apart, which
    // cost every value of a struct's field a call (about 55 instructions on `summarise`).
    #[inline(always)]
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Number(n) => match n.as_u64() {
                Some(u) => visitor.visit_u64(u),
                None => match n.as_i64() {
                    Some(i) => visitor.visit_i64(i),
                    None => n.as_f64().map_or(Err(Refused), |f| visitor.visit_f64(f)),
                },
            },
            Value::Array(items) => {
                let mut items = Items(items.iter());
                let read = visitor.visit_seq(&mut items)?;
                items.0.len().eq(&0).then_some(read).ok_or(Refused)
            }
            Value::Object(map) => read_object(map, visitor),
        }
    }

    #[inline]
    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    #[inline]
    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Refused> {
        visitor.visit_newtype_struct(self)
    }

    /// An enum by its name only (see the module's comment).
    #[inline]
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Refused> {
        match self.0 {
            Value::String(name) => visitor.visit_enum(BorrowedStrDeserializer::new(name)),
            _ => Err(Refused),
        }
    }

    #[inline]
    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        visitor.visit_unit()
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        unit unit_struct seq tuple tuple_struct map struct identifier
    }
}

/// [`ValueRef`] for a whole argument, noting in `read` how many items of its array were read
/// before a refusal: `check_args` need not walk them again (`check::Resume`).
#[derive(Clone, Copy)]
pub(crate) struct Counted<'v> {
    pub(crate) value: &'v Value,
    pub(crate) read: &'v Cell<usize>,
}

impl Counted<'_> {
    /// Notes how many of the `taken` items were read whole: all but the last, which the read
    /// may have stopped in, or all, when it stopped after them (too many items for a tuple).
    #[cold]
    fn stopped(&self, taken: usize, after: bool) -> Refused {
        self.read.set(if after { taken } else { taken.saturating_sub(1) });
        Refused
    }
}

impl<'de> Deserializer<'de> for Counted<'de> {
    type Error = Refused;

    #[inline]
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        ValueRef(self.value).deserialize_any(visitor)
    }

    /// An array (a `Vec`, a `VecDeque`, a slice), its items counted.
    #[inline]
    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        let Value::Array(all) = self.value else { return ValueRef(self.value).deserialize_any(visitor) };
        let mut items = Items(all.iter());
        match visitor.visit_seq(&mut items) {
            Ok(read) if items.0.len() == 0 => Ok(read),
            read => Err(self.stopped(all.len() - items.0.len(), read.is_ok())),
        }
    }

    #[inline]
    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        match self.value {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    #[inline]
    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Refused> {
        visitor.visit_newtype_struct(self)
    }

    #[inline]
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Refused> {
        ValueRef(self.value).deserialize_enum(name, variants, visitor)
    }

    #[inline]
    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        ValueRef(self.value).deserialize_ignored_any(visitor)
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        unit unit_struct tuple tuple_struct map struct identifier
    }
}

/// An object's entries through `visitor`, every one of them read.
fn read_object<'de, V: Visitor<'de>>(map: &'de Map<String, Value>, visitor: V) -> Result<V::Value, Refused> {
    let mut entries = Entries { entries: map.iter(), value: None };
    let read = visitor.visit_map(&mut entries)?;
    entries.entries.len().eq(&0).then_some(read).ok_or(Refused)
}

/// The items of an array.
struct Items<'de>(std::slice::Iter<'de, Value>);

impl<'de> SeqAccess<'de> for Items<'de> {
    type Error = Refused;
    #[inline]
    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, Refused> {
        self.0.next().map(|item| seed.deserialize(ValueRef(item))).transpose()
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

/// The entries of an object: keys as [`MapKey`]s (borrowed strings, or the integers a map with
/// integer keys asks for), values as [`ValueRef`]s.
struct Entries<'de> {
    entries: serde_json::map::Iter<'de>,
    /// The value of the key read last.
    value: Option<&'de Value>,
}

impl<'de> MapAccess<'de> for Entries<'de> {
    type Error = Refused;
    #[inline]
    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Refused> {
        match self.entries.next() {
            Some((key, value)) => {
                self.value = Some(value);
                seed.deserialize(MapKey(key)).map(Some)
            }
            None => Ok(None),
        }
    }
    #[inline]
    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Refused> {
        seed.deserialize(ValueRef(self.value.take().ok_or(Refused)?))
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.entries.len())
    }
}

#[cfg(test)]
pub(super) mod tests {
    use std::collections::{BTreeMap, HashMap};

    use serde::de::DeserializeOwned;
    use serde::Deserialize;
    use serde_json::{json, Value};

    use super::ValueRef;
    use crate::check::check_value;
    use crate::dispatch::{reading, Reading};
    use crate::model::{FloatType, IntType, Schema, Type};

    /// `T` reads the same through [`ValueRef`] as through serde_json's own `Value`
    /// deserializer: the same value, or a refusal from both.
    fn agree<T: DeserializeOwned + PartialEq + std::fmt::Debug>(value: &Value) {
        let ours = T::deserialize(ValueRef(value)).ok();
        let serde = T::deserialize(value).ok();
        assert_eq!(ours, serde, "{} read as {}", value, std::any::type_name::<T>());
    }

    #[derive(Deserialize, PartialEq, Debug)]
    enum Role {
        #[serde(rename = "user")]
        User,
        #[serde(rename = "assistant")]
        Assistant,
    }

    #[derive(Deserialize, PartialEq, Debug)]
    struct Message {
        role: Role,
        content: String,
        #[serde(default)]
        stars: Option<u8>,
    }

    #[derive(Deserialize, PartialEq, Debug)]
    #[serde(deny_unknown_fields)]
    struct Point {
        x: i32,
        y: i32,
    }

    #[derive(Deserialize, PartialEq, Debug)]
    struct Meters(u32);

    #[test]
    fn every_shape_reads_what_serde_json_reads() {
        let values = [
            json!(null),
            json!(true),
            json!(7),
            json!(-7),
            json!(3.5),
            json!(300),
            json!(u64::MAX),
            json!("user"),
            json!("assistant"),
            json!("asistant"),
            json!([]),
            json!([1, 2]),
            json!([1, 2, 3]),
            json!(["user", "assistant"]),
            json!({}),
            json!({"x": 1, "y": 2}),
            json!({"x": 1, "y": 2, "z": 3}),
            json!({"x": 1}),
            json!({"x": "1", "y": 2}),
            json!({"role": "user", "content": "hi"}),
            json!({"role": "user", "content": "hi", "stars": 5}),
            json!({"role": "user", "content": "hi", "stars": null}),
            json!({"role": "user", "content": "hi", "extra": [1, {"a": 2}]}),
            json!({"role": "asistant", "content": "hi"}),
            json!({"role": "user"}),
            json!({"role": "user", "content": 5}),
            json!([{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"}]),
            json!([{"role": "user", "content": "a"}, {"role": "asistant", "content": "b"}]),
            json!({"a": 1, "b": 2}),
            json!({"a": [1], "b": []}),
        ];
        for value in &values {
            agree::<Role>(value);
            agree::<Message>(value);
            agree::<Vec<Message>>(value);
            agree::<Point>(value);
            agree::<Meters>(value);
            agree::<Option<Point>>(value);
            agree::<Vec<u8>>(value);
            agree::<(u8, u8)>(value);
            agree::<[u8; 2]>(value);
            agree::<Vec<Role>>(value);
            agree::<BTreeMap<String, u32>>(value);
            agree::<HashMap<String, Vec<u8>>>(value);
            agree::<Option<Vec<Option<u8>>>>(value);
            agree::<String>(value);
            agree::<u32>(value);
            agree::<f64>(value);
            agree::<bool>(value);
            agree::<()>(value);
        }
    }

    #[test]
    fn an_enum_is_read_by_its_name_only() {
        assert_eq!(Role::deserialize(ValueRef(&json!("user"))).ok(), Some(Role::User));
        assert!(Role::deserialize(&json!({"user": null})).is_ok(), "serde_json reads the map form");
        assert!(Role::deserialize(ValueRef(&json!({"user": null}))).is_err());
        assert!(Role::deserialize(ValueRef(&json!(["user"]))).is_err());
    }

    /// Whether `T`, the Rust type of `ty`, reads `value` exactly when `check_value` finds
    /// nothing wrong with it: what makes the read of a plain argument its check.
    fn exact<T: DeserializeOwned>(ty: Type, values: &[Value]) {
        let schema = Schema::of(ty);
        assert_eq!(reading(&schema), Reading::Plain, "{:?}", schema.ty);
        for value in values {
            let mut problems = Vec::new();
            check_value(&schema, value, "", &mut problems);
            let read = T::deserialize(ValueRef(value)).is_ok();
            assert_eq!(read, problems.is_empty(), "{:?} {value}: {problems:?}", schema.ty);
        }
    }

    /// Scalars at the edges of the plain types (and a compound or two, which none reads).
    pub(in crate::dispatch) fn plain_values() -> Vec<Value> {
        vec![
            json!(null),
            json!(true),
            json!(0),
            json!(-0),
            json!(-0.0),
            json!(1),
            json!(-1),
            json!(3.5),
            json!(5.0),
            json!(127),
            json!(128),
            json!(255),
            json!(256),
            json!(-129),
            json!(4_294_967_295u64),
            json!(4_294_967_296u64),
            json!(i64::MAX),
            json!(i64::MIN),
            json!(u64::MAX),
            json!(1e300),
            json!(""),
            json!("x"),
            json!("5"),
            json!("é"),
            json!("ab"),
            json!([1]),
            json!({"a": 1}),
        ]
    }

    #[test]
    fn a_plain_type_reads_exactly_what_check_value_accepts() {
        let values = plain_values();
        exact::<u8>(Type::Integer(IntType::U8), &values);
        exact::<i8>(Type::Integer(IntType::I8), &values);
        exact::<u32>(Type::Integer(IntType::U32), &values);
        exact::<i32>(Type::Integer(IntType::I32), &values);
        exact::<u64>(Type::Integer(IntType::U64), &values);
        exact::<i64>(Type::Integer(IntType::I64), &values);
        exact::<usize>(Type::Integer(IntType::Usize), &values);
        exact::<bool>(Type::Boolean, &values);
        exact::<String>(Type::String, &values);
        exact::<char>(Type::Char, &values);
        exact::<f64>(Type::Number(FloatType::F64), &values);
    }

    #[test]
    fn what_serde_reads_more_loosely_than_its_schema_is_not_plain() {
        let mut with_enum = Schema::of(Type::String);
        with_enum.enum_values = Some(vec![crate::json::Json::String("a".into())].into());
        for schema in [
            with_enum,
            Schema::of(Type::Integer(IntType::U128)),
            Schema::of(Type::Number(FloatType::F32)),
            Schema::of(Type::Any),
        ] {
            assert_ne!(reading(&schema), Reading::Plain, "{:?}", schema.ty);
        }
    }
}
