//! The schema-guided deserializer: wraps the deserializer a tool's `Deserialize` impl reads
//! from (a `&Value`, or `serde_json` reading text) and checks every value it hands over
//! against the schema, so that checking rides along with deserialisation.

use serde::de::{self, DeserializeSeed, Deserializer, EnumAccess, Error, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::Value;

use super::access::{GuidedMap, GuidedSeq};
use super::faults::{reading, Guide, Reading, ANY, MAX_NESTING};
use super::scalar::Scalar;
use crate::check::{check_value, ProblemCode};
use crate::model::Type;

/// A `DeserializeSeed` that reads its value through [`Guided`], and notes where a
/// `Deserialize` impl's own error arose.
pub(crate) struct GuidedSeed<'g, S> {
    pub(crate) seed: S,
    pub(crate) guide: Guide<'g>,
}

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for GuidedSeed<'_, S> {
    type Value = S::Value;
    #[inline]
    fn deserialize<D: Deserializer<'de>>(self, inner: D) -> Result<S::Value, D::Error> {
        let guide = self.guide;
        // Not `Strict` here: under a guided value the seed need not be the schema's own Rust
        // type (serde reads a flattened struct's fields into a buffer first, where an enum's
        // `{"user": null}` form is kept), so only a plain scalar is left to serde alone.
        let read = match reading(guide.schema) {
            Reading::Plain => self.seed.deserialize(inner),
            Reading::Strict | Reading::Guided => self.seed.deserialize(Guided { inner, guide }),
        };
        read.inspect_err(|err| guide.faults.serde(guide.path, err))
    }
}

/// A deserializer that checks what it hands over against `guide.schema`.
pub(crate) struct Guided<'g, D> {
    pub(crate) inner: D,
    pub(crate) guide: Guide<'g>,
}

impl<'de, D: Deserializer<'de>> Guided<'_, D> {
    /// Reads the whole value into a `Value` (checked only for depth on the way), then checks
    /// it against the schema as `check_args` would.
    fn buffer(self) -> Result<Value, D::Error> {
        let guide = self.guide;
        let value =
            Value::deserialize(Guided { inner: self.inner, guide: Guide { schema: &ANY, property: false, ..guide } })?;
        if guide.property && value.is_null() && !guide.schema.field_takes_null() {
            return Err(guide.fail(ProblemCode::WrongType, || "expected a value, got null".to_owned()));
        }
        let mut problems = Vec::new();
        check_value(guide.schema, &value, "", &mut problems);
        if let Some(first) = problems.into_iter().next() {
            return Err(guide.fail(first.code, || first.message));
        }
        Ok(value)
    }
}

/// Forwards a `deserialize_*` method to the inner deserializer with the checking visitor,
/// or through a checked `Value` where the schema cannot be followed while streaming.
macro_rules! forward {
    ($($method:ident($($arg:ident: $ty:ty),*);)*) => {$(
        #[inline]
        fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, D::Error> {
            if self.guide.buffers() {
                let guide = self.guide;
                let value = self.buffer()?;
                return value.$method($($arg,)* visitor).map_err(|err| {
                    guide.faults.serde(guide.path, &err);
                    D::Error::custom(err)
                });
            }
            self.inner.$method($($arg,)* Check { inner: visitor, guide: self.guide })
        }
    )*};
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Guided<'_, D> {
    type Error = D::Error;

    each_deserialize_method!(forward);

    #[inline]
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        // An enum of unit variants is a string with `enum` values: read the string and hand
        // the visitor its variant name, so that `{"user": null}` is not taken for `"user"`.
        if matches!(self.guide.schema.ty, Type::String) && !self.guide.buffers() {
            return self.inner.deserialize_str(UnitVariant { inner: visitor, guide: self.guide });
        }
        let guide = self.guide;
        let value = self.buffer()?;
        value.deserialize_enum(name, variants, visitor).map_err(|err| {
            guide.faults.serde(guide.path, &err);
            D::Error::custom(err)
        })
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        // Even an ignored value is walked: on a parsed `Value` as on text, the same depth
        // limit holds, and a value the schema describes is still checked.
        self.deserialize_any(visitor)
    }

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }
}

/// The visitor of a unit-variant enum read as a string.
struct UnitVariant<'g, V> {
    inner: V,
    guide: Guide<'g>,
}

impl<'de, V: Visitor<'de>> Visitor<'de> for UnitVariant<'_, V> {
    type Value = V::Value;
    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.inner.expecting(f)
    }
    #[inline]
    fn visit_borrowed_str<E: Error>(self, v: &'de str) -> Result<V::Value, E> {
        self.guide.admit(Scalar::Str(v))?;
        self.inner.visit_enum(de::value::BorrowedStrDeserializer::new(v))
    }
    #[inline]
    fn visit_str<E: Error>(self, v: &str) -> Result<V::Value, E> {
        self.guide.admit(Scalar::Str(v))?;
        self.inner.visit_enum(de::value::StrDeserializer::new(v))
    }
}

/// The visitor that checks each value against the schema before the tool's visitor sees it.
pub(crate) struct Check<'g, V> {
    pub(crate) inner: V,
    pub(crate) guide: Guide<'g>,
}

macro_rules! scalars {
    ($($method:ident($ty:ty) => $scalar:expr;)*) => {$(
        #[inline]
        fn $method<E: Error>(self, v: $ty) -> Result<V::Value, E> {
            self.guide.admit($scalar(v))?;
            self.inner.$method(v)
        }
    )*};
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Check<'_, V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.inner.expecting(f)
    }

    scalars! {
        visit_bool(bool) => Scalar::Bool;
        visit_i64(i64) => Scalar::I64;
        visit_u64(u64) => Scalar::U64;
        visit_i128(i128) => Scalar::I128;
        visit_u128(u128) => Scalar::U128;
        visit_f64(f64) => Scalar::F64;
        visit_str(&str) => Scalar::Str;
        visit_borrowed_str(&'de str) => Scalar::Str;
        visit_bytes(&[u8]) => |_| Scalar::Bytes;
        visit_borrowed_bytes(&'de [u8]) => |_| Scalar::Bytes;
    }

    fn visit_string<E: Error>(self, v: String) -> Result<V::Value, E> {
        self.guide.admit(Scalar::Str(&v))?;
        self.inner.visit_string(v)
    }

    fn visit_byte_buf<E: Error>(self, v: Vec<u8>) -> Result<V::Value, E> {
        self.guide.admit(Scalar::Bytes)?;
        self.inner.visit_byte_buf(v)
    }

    fn visit_none<E: Error>(self) -> Result<V::Value, E> {
        self.guide.admit(Scalar::Null)?;
        self.inner.visit_none()
    }

    fn visit_unit<E: Error>(self) -> Result<V::Value, E> {
        self.guide.admit(Scalar::Null)?;
        self.inner.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, inner: D) -> Result<V::Value, D::Error> {
        self.inner.visit_some(Guided { inner, guide: self.guide })
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, inner: D) -> Result<V::Value, D::Error> {
        self.inner.visit_newtype_struct(Guided { inner, guide: self.guide })
    }

    #[inline]
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<V::Value, A::Error> {
        self.nest::<A::Error>(matches!(self.guide.schema.ty, Type::Array { .. } | Type::Tuple(_) | Type::Any))?;
        self.inner.visit_seq(GuidedSeq::new(seq, self.guide))
    }

    #[inline]
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.nest::<A::Error>(matches!(
            self.guide.schema.ty,
            Type::Object(_) | Type::Map(_) | Type::IntMap(..) | Type::Any
        ))?;
        self.inner.visit_map(GuidedMap::new(map, self.guide))
    }

    fn visit_enum<A: EnumAccess<'de>>(self, _data: A) -> Result<V::Value, A::Error> {
        // Enums are read through `deserialize_enum` above; a visitor never gets here from JSON.
        Err(self.guide.fail(ProblemCode::WrongType, || "an enum where the schema has none".to_owned()))
    }
}

impl<V> Check<'_, V> {
    #[inline]
    /// Accepts an array or object here when the schema has that shape and the nesting
    /// stays within [`MAX_NESTING`].
    fn nest<E: Error>(&self, shape_fits: bool) -> Result<(), E> {
        // A compound schema with `enum` is buffered and never gets here; a scalar schema's
        // `enum` holds no arrays or objects.
        if self.guide.schema.enum_values.is_some() {
            return Err(self.guide.fail(ProblemCode::NotInEnum, || "not one of the allowed values".to_owned()));
        }
        if !shape_fits {
            return Err(self.guide.fail(ProblemCode::WrongType, || "an array or object does not fit here".to_owned()));
        }
        if self.guide.depth >= MAX_NESTING {
            return Err(self.guide.faults.keep(self.guide.path, ProblemCode::OutOfRange, too_deep_message));
        }
        Ok(())
    }
}

/// The message for a value nested deeper than [`MAX_NESTING`].
pub(crate) fn too_deep_message() -> String {
    format!("the value is nested too deeply: arrays and objects may nest at most {MAX_NESTING} levels")
}
