//! The two checks serde leaves out where it is otherwise as strict as the schema: a Rust
//! enum of unit variants reads `{"user": null}` as well as `"user"`, and a struct reads an
//! array of its fields' values (`["user", "hello"]`) as well as an object. This deserializer
//! hands every enum only a string and every struct only an object, and passes everything
//! else straight through, so that a value of such a schema
//! ([`trusted`](super::faults::trusted)) costs what serde costs.
//!
//! It is used only where the `Deserialize` impl reading the value is the schema's own Rust
//! type (an argument), never under the guided deserializer: there the reader may be a
//! buffer (serde reads a flattened struct's fields into one first), which would keep an
//! enum's `{"user": null}` form for later, out of this wrapper's sight.

use serde::de::{self, DeserializeSeed, Deserializer, EnumAccess, Error, MapAccess, SeqAccess, Unexpected, Visitor};

use super::plain::Refused;

/// The refusal of an enum in any form but its name; `check_args` says what is wrong.
const NOT_A_NAME: &str = "an enum variant must be sent as its name, a string";

/// A deserializer whose enums are read from strings only, all the way down.
pub(crate) struct Strict<D>(pub(crate) D);

macro_rules! forward {
    ($($method:ident($($arg:ident: $ty:ty),*);)*) => {$(
        #[inline]
        fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, D::Error> {
            self.0.$method($($arg,)* StrictVisitor(visitor))
        }
    )*};
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Strict<D> {
    type Error = D::Error;

    each_deserialize_method_but_struct!(forward);
    forward! {
        deserialize_ignored_any();
    }

    #[inline]
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_struct(name, fields, ObjectOnly(visitor))
    }

    #[inline]
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_str(VariantName(visitor))
    }

    fn is_human_readable(&self) -> bool {
        self.0.is_human_readable()
    }
}

/// Hands an enum's visitor the string read as its variant's name.
///
/// The name is handed on with [`Refused`] as its error, which ignores its message: an unknown
/// name would otherwise be worded with every variant listed (thousands of instructions, then
/// thrown away, since `check_args` says what is wrong).
struct VariantName<V>(V);

impl<'de, V: Visitor<'de>> Visitor<'de> for VariantName<V> {
    type Value = V::Value;
    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(NOT_A_NAME)
    }
    #[inline]
    fn visit_borrowed_str<E: Error>(self, v: &'de str) -> Result<V::Value, E> {
        self.0.visit_enum(de::value::BorrowedStrDeserializer::<Refused>::new(v)).map_err(|Refused| E::custom(""))
    }
    #[inline]
    fn visit_str<E: Error>(self, v: &str) -> Result<V::Value, E> {
        self.0.visit_enum(de::value::StrDeserializer::<Refused>::new(v)).map_err(|Refused| E::custom(""))
    }
}

/// Hands a struct's visitor an object only, its values [`Strict`]: serde's derive reads a
/// struct from an array of its fields' values too, which the schema of a struct never allows.
struct ObjectOnly<V>(V);

impl<'de, V: Visitor<'de>> Visitor<'de> for ObjectOnly<V> {
    type Value = V::Value;
    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.expecting(f)
    }
    #[inline]
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.0.visit_map(Entries(map))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<V::Value, A::Error> {
        Err(A::Error::invalid_type(Unexpected::Seq, &self))
    }
}

/// Passes each value to the caller's visitor, with what is under it still [`Strict`].
struct StrictVisitor<V>(V);

macro_rules! pass {
    ($($method:ident($ty:ty);)*) => {$(
        #[inline]
        fn $method<E: Error>(self, v: $ty) -> Result<V::Value, E> {
            self.0.$method(v)
        }
    )*};
}

impl<'de, V: Visitor<'de>> Visitor<'de> for StrictVisitor<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.expecting(f)
    }

    each_visit_non_string!(pass);
    pass! {
        visit_str(&str);
        visit_borrowed_str(&'de str);
        visit_string(String);
    }

    #[inline]
    fn visit_none<E: Error>(self) -> Result<V::Value, E> {
        self.0.visit_none()
    }

    #[inline]
    fn visit_unit<E: Error>(self) -> Result<V::Value, E> {
        self.0.visit_unit()
    }

    #[inline]
    fn visit_some<D: Deserializer<'de>>(self, inner: D) -> Result<V::Value, D::Error> {
        self.0.visit_some(Strict(inner))
    }

    #[inline]
    fn visit_newtype_struct<D: Deserializer<'de>>(self, inner: D) -> Result<V::Value, D::Error> {
        self.0.visit_newtype_struct(Strict(inner))
    }

    #[inline]
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<V::Value, A::Error> {
        self.0.visit_seq(Items(seq))
    }

    #[inline]
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.0.visit_map(Entries(map))
    }

    fn visit_enum<A: EnumAccess<'de>>(self, _data: A) -> Result<V::Value, A::Error> {
        // Enums are read through `deserialize_enum` above; JSON never offers one otherwise.
        Err(A::Error::custom(NOT_A_NAME))
    }
}

/// The items of an array, each read [`Strict`]ly.
struct Items<A>(A);

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for Items<A> {
    type Error = A::Error;
    #[inline]
    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, A::Error> {
        self.0.next_element_seed(StrictSeed(seed))
    }
    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

/// The entries of an object: keys as they are (JSON keys are strings), values [`Strict`].
struct Entries<A>(A);

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Entries<A> {
    type Error = A::Error;
    #[inline]
    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, A::Error> {
        self.0.next_key_seed(seed)
    }
    #[inline]
    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, A::Error> {
        self.0.next_value_seed(StrictSeed(seed))
    }
    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

/// A seed that reads its value through [`Strict`].
struct StrictSeed<S>(S);

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for StrictSeed<S> {
    type Value = S::Value;
    #[inline]
    fn deserialize<D: Deserializer<'de>>(self, inner: D) -> Result<S::Value, D::Error> {
        self.0.deserialize(Strict(inner))
    }
}
