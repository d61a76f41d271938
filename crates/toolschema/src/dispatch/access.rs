//! The items of an array and the entries of an object, as the guided read hands them over:
//! each with the schema of its position, lengths and required properties checked at the end.

use serde::de::{DeserializeSeed, Deserializer, Error, MapAccess, SeqAccess, Visitor};

use super::faults::{reading, Guide, Reading, ANY};
use super::guided::GuidedSeed;
use crate::check::name;
use crate::check::ProblemCode;
use crate::model::{Additional, Property, Schema, Type};

/// The items of an array or tuple.
pub(crate) struct GuidedSeq<'g, A> {
    inner: A,
    guide: Guide<'g>,
    index: usize,
    /// How the items of a homogeneous array are read (asked once, not per item).
    items: Reading,
}

impl<'g, A> GuidedSeq<'g, A> {
    #[inline]
    pub(crate) fn new(inner: A, guide: Guide<'g>) -> Self {
        let items = match &guide.schema.ty {
            Type::Array { items, .. } => reading(items),
            _ => Reading::Guided,
        };
        GuidedSeq { inner, guide, index: 0, items }
    }
}

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for GuidedSeq<'_, A> {
    type Error = A::Error;

    #[inline]
    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, A::Error> {
        let (schema, len): (&Schema, Option<usize>) = match &self.guide.schema.ty {
            Type::Array { items, len, .. } => (items, len.map(|n| n as usize)),
            Type::Tuple(items) => match items.get(self.index) {
                Some(item) => (item, Some(items.len())),
                None => return Err(self.wrong_length(items.len())),
            },
            _ => (&ANY, None),
        };
        let path = self.guide.path.index(self.index);
        let guide = self.guide.child(schema, &path, false);
        // As in `GuidedSeed`: only a plain scalar is left to serde alone under a guided value.
        let next = match self.items {
            Reading::Plain => self.inner.next_element_seed(seed),
            Reading::Strict | Reading::Guided => self.inner.next_element_seed(GuidedSeed { seed, guide }),
        };
        match next? {
            Some(value) => {
                self.index += 1;
                Ok(Some(value))
            }
            None if len.is_some_and(|n| n != self.index) => Err(self.wrong_length(len.unwrap_or_default())),
            None => Ok(None),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

impl<A> GuidedSeq<'_, A> {
    fn wrong_length<E: Error>(&self, expected: usize) -> E {
        self.guide.fail(ProblemCode::WrongLength, || format!("expected exactly {expected} items"))
    }
}

/// What the value after the current key is.
#[derive(Clone, Copy)]
enum Slot<'g> {
    /// The property at this index of the object.
    Property(usize),
    /// A value of a map, or a key the object leaves to `additionalProperties`.
    Value(&'g Schema),
}

/// The entries of an object, a map or any JSON object.
pub(crate) struct GuidedMap<'g, A> {
    inner: A,
    guide: Guide<'g>,
    /// The properties given so far (objects have at most 64 properties here; wider ones are
    /// buffered).
    seen: u64,
    slot: Slot<'g>,
}

impl<'g, A> GuidedMap<'g, A> {
    #[inline]
    pub(crate) fn new(inner: A, guide: Guide<'g>) -> Self {
        GuidedMap { inner, guide, seen: 0, slot: Slot::Value(&ANY) }
    }
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for GuidedMap<'_, A> {
    type Error = A::Error;

    #[inline]
    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, A::Error> {
        let object = match &self.guide.schema.ty {
            Type::Object(object) => object,
            // The keys of a map with integer keys are read by the tool's own `Deserialize`,
            // which `serde_json` holds to the digits `check_args` asks for.
            Type::Map(values) | Type::IntMap(_, values) => {
                self.slot = Slot::Value(values);
                return self.inner.next_key_seed(seed);
            }
            _ => return self.inner.next_key_seed(seed),
        };
        let mut found = None;
        let key = self.inner.next_key_seed(KeySeed { seed, properties: &object.properties, found: &mut found })?;
        if key.is_none() {
            self.required(&object.properties)?;
            return Ok(None);
        }
        self.slot = match (found, &object.additional) {
            (Some(index), _) => {
                self.seen |= bit(index);
                Slot::Property(index)
            }
            (None, Additional::Schema(values)) => Slot::Value(values),
            (None, Additional::Unstated) => Slot::Value(&ANY),
            (None, Additional::Denied) => {
                return Err(self.guide.fail(ProblemCode::UnknownArgument, || "unknown property".to_owned()))
            }
        };
        Ok(key)
    }

    #[inline]
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        let property = match (self.slot, &self.guide.schema.ty) {
            (Slot::Property(index), Type::Object(object)) => object.properties.get(index),
            _ => None,
        };
        if let Some(property) = property {
            let path = self.guide.path.key(&property.name);
            let guide = self.guide.child(&property.schema, &path, true);
            return self.inner.next_value_seed(GuidedSeed { seed, guide });
        }
        // A map value's key is gone by now: a problem in it is placed at the map.
        let schema = match self.slot {
            Slot::Value(schema) => schema,
            Slot::Property(_) => &ANY,
        };
        let guide = self.guide.child(schema, self.guide.path, false);
        self.inner.next_value_seed(GuidedSeed { seed, guide })
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

impl<A> GuidedMap<'_, A> {
    /// At the end of an object: every required property was given.
    fn required<E: Error>(&self, properties: &[Property]) -> Result<(), E> {
        let missing = properties.iter().enumerate().find(|(i, p)| p.required && self.seen & bit(*i) == 0);
        match missing {
            Some((_, property)) => Err(self
                .guide
                .fail(ProblemCode::MissingArgument, || format!("missing required property `{}`", property.name))),
            None => Ok(()),
        }
    }
}

/// The bit of property `index` in `seen`.
fn bit(index: usize) -> u64 {
    u32::try_from(index).ok().and_then(|i| 1u64.checked_shl(i)).unwrap_or(0)
}

/// Reads a key through the tool's own seed, noting which property it names.
struct KeySeed<'a, 'g, K> {
    seed: K,
    properties: &'g [Property],
    found: &'a mut Option<usize>,
}

impl<'de, K: DeserializeSeed<'de>> DeserializeSeed<'de> for KeySeed<'_, '_, K> {
    type Value = K::Value;
    #[inline]
    fn deserialize<D: Deserializer<'de>>(self, inner: D) -> Result<K::Value, D::Error> {
        self.seed.deserialize(KeyDeserializer { inner, properties: self.properties, found: self.found })
    }
}

struct KeyDeserializer<'a, 'g, D> {
    inner: D,
    properties: &'g [Property],
    found: &'a mut Option<usize>,
}

macro_rules! forward_key {
    ($($method:ident($($arg:ident: $ty:ty),*);)*) => {$(
        #[inline]
        fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, D::Error> {
            self.inner.$method($($arg,)* KeyVisitor { inner: visitor, properties: self.properties, found: self.found })
        }
    )*};
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for KeyDeserializer<'_, '_, D> {
    type Error = D::Error;
    each_deserialize_method!(forward_key);
    forward_key! {
        deserialize_enum(name: &'static str, variants: &'static [&'static str]);
        deserialize_ignored_any();
    }
    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }
}

/// Passes a key on to the tool's visitor, noting the property it names. JSON keys are
/// strings, so only the string methods look; the others pass straight through.
struct KeyVisitor<'a, 'g, V> {
    inner: V,
    properties: &'g [Property],
    found: &'a mut Option<usize>,
}

impl<V> KeyVisitor<'_, '_, V> {
    #[inline]
    fn note(&mut self, key: &str) {
        *self.found = name::position(self.properties, key);
    }
}

macro_rules! pass {
    ($($method:ident($($ty:ty)?);)*) => {$(
        fn $method<E: Error>(self, $(v: $ty)?) -> Result<V::Value, E> {
            self.inner.$method($(pass!(@arg v $ty))?)
        }
    )*};
    (@arg $v:ident $ty:ty) => { $v };
}

impl<'de, V: Visitor<'de>> Visitor<'de> for KeyVisitor<'_, '_, V> {
    type Value = V::Value;
    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.inner.expecting(f)
    }
    #[inline]
    fn visit_str<E: Error>(mut self, v: &str) -> Result<V::Value, E> {
        self.note(v);
        self.inner.visit_str(v)
    }
    #[inline]
    fn visit_borrowed_str<E: Error>(mut self, v: &'de str) -> Result<V::Value, E> {
        self.note(v);
        self.inner.visit_borrowed_str(v)
    }
    fn visit_string<E: Error>(mut self, v: String) -> Result<V::Value, E> {
        self.note(&v);
        self.inner.visit_string(v)
    }
    each_visit_non_string!(pass);
    pass! {
        visit_none();
        visit_unit();
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        self.inner.visit_some(d)
    }
    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        self.inner.visit_newtype_struct(d)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<V::Value, A::Error> {
        self.inner.visit_seq(seq)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.inner.visit_map(map)
    }
    fn visit_enum<A: serde::de::EnumAccess<'de>>(self, data: A) -> Result<V::Value, A::Error> {
        self.inner.visit_enum(data)
    }
}
