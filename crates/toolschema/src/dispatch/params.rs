//! The arguments object: each argument read into its parameter's type through the guided
//! deserializer, from a `Value` or straight from the text, then the defaults of the absent.

use std::cell::Cell;
use std::fmt;

use serde::de::{DeserializeOwned, DeserializeSeed, Deserializer, Error, MapAccess, Visitor};
use serde_json::{Map, Value};

use super::fallback;
use super::faults::{trusted, Faults, Guide};
use super::guided::Guided;
use super::scalar::Scalar;
use crate::check::path::Path;
use crate::check::{check_value, ProblemCode};
use crate::error::ToolError;
use crate::model::{Additional, Property, Schema, ToolSchema, Type};

/// The types of a tool's parameters as nested pairs ending in `()`: `(String, (u32, ()))`.
///
/// Pairs rather than flat tuples, so that a tool may have any number of parameters; the
/// generated arms write `let (arg0, (arg1, ())) = read(&SCHEMA, args)?;`.
pub trait Params: Sized {
    /// One `Option` per parameter, filled as the arguments are read.
    #[doc(hidden)]
    type Slots: Default;
    /// Reads parameter `index` from `input` into its slot.
    #[doc(hidden)]
    fn read<'de, D: Deserializer<'de>>(slots: &mut Self::Slots, index: usize, input: D) -> Result<(), D::Error>;
    /// Whether parameter `index` has been read.
    #[doc(hidden)]
    fn filled(slots: &Self::Slots, index: usize) -> bool;
    /// The values, when every slot is filled.
    #[doc(hidden)]
    fn take(slots: Self::Slots) -> Option<Self>;
    /// Reads the parameters `params` (this type's, in order) from a parsed arguments object,
    /// looking each up by name: no slots, and the index of each known at compile time.
    #[doc(hidden)]
    fn from_object(params: &[Property], args: &ValueArgs<'_>) -> Result<Self, Refused>;
}

/// The fast path turned the arguments down; [`ValueArgs`] knows why.
#[doc(hidden)]
#[derive(Debug)]
pub struct Refused;

impl Params for () {
    type Slots = ();
    fn read<'de, D: Deserializer<'de>>(_: &mut (), _: usize, _: D) -> Result<(), D::Error> {
        Err(D::Error::custom("no such parameter"))
    }
    fn filled(_: &(), _: usize) -> bool {
        false
    }
    fn take(_: ()) -> Option<()> {
        Some(())
    }
    fn from_object(_: &[Property], _: &ValueArgs<'_>) -> Result<(), Refused> {
        Ok(())
    }
}

impl<T: DeserializeOwned, R: Params> Params for (T, R) {
    type Slots = (Option<T>, R::Slots);
    #[inline]
    fn read<'de, D: Deserializer<'de>>(slots: &mut Self::Slots, index: usize, input: D) -> Result<(), D::Error> {
        match index {
            0 => T::deserialize(input).map(|value| slots.0 = Some(value)),
            _ => R::read(&mut slots.1, index - 1, input),
        }
    }
    #[inline]
    fn filled(slots: &Self::Slots, index: usize) -> bool {
        match index {
            0 => slots.0.is_some(),
            _ => R::filled(&slots.1, index - 1),
        }
    }
    #[inline]
    fn take(slots: Self::Slots) -> Option<Self> {
        Some((slots.0?, R::take(slots.1)?))
    }
    #[inline]
    fn from_object(params: &[Property], args: &ValueArgs<'_>) -> Result<Self, Refused> {
        let (param, rest) = params.split_first().ok_or(Refused)?;
        let value = args.read::<T>(param).map_err(|()| Refused)?;
        Ok((value, R::from_object(rest, args)?))
    }
}

/// Reads the arguments from a parsed value; on any failure, reports every problem.
pub(crate) fn from_value<P: Params>(tool: &ToolSchema, args: &Value) -> Result<P, ToolError> {
    let faults = Faults::default();
    let map = match args {
        Value::Object(map) => Some(map),
        Value::Null => None,
        _ => {
            faults.note(&Path::ROOT, ProblemCode::NotAnObject, || "the arguments must be a JSON object".to_owned());
            return Err(fallback::report(tool, args, faults));
        }
    };
    let object = ValueArgs { map, faults: &faults, found: Cell::new(0) };
    match P::from_object(&tool.params, &object) {
        Ok(params) if object.found.get() == map.map_or(0, Map::len) => Ok(params),
        Ok(_) => {
            faults.note(&Path::ROOT, ProblemCode::UnknownArgument, || "an unknown argument".to_owned());
            Err(fallback::report(tool, args, faults))
        }
        Err(Refused) => Err(fallback::report(tool, args, faults)),
    }
}

/// A parsed arguments object, as [`Params::from_object`] reads it.
#[doc(hidden)]
pub struct ValueArgs<'a> {
    map: Option<&'a Map<String, Value>>,
    faults: &'a Faults,
    /// How many of the object's keys named a parameter: fewer than it has means an unknown one.
    found: Cell<usize>,
}

impl ValueArgs<'_> {
    /// Reads parameter `param` into `T`: its value, its default, `None`, or a fault.
    #[inline]
    fn read<T: DeserializeOwned>(&self, param: &Property) -> Result<T, ()> {
        let given = match self.map {
            Some(map) => map.get(param.name.as_ref()),
            None => None,
        };
        if given.is_some() {
            self.found.set(self.found.get() + 1);
        }
        match given {
            Some(value) if !value.is_null() => match trusted(&param.schema) {
                true => T::deserialize(value).map_err(|err| self.faults.serde_json(&Path::ROOT.key(&param.name), err)),
                false => self.read_guided(param, value),
            },
            _ => absent(param, &Path::ROOT.key(&param.name), self.faults),
        }
    }

    /// Reads a value serde alone would not check as `check_args` does.
    ///
    /// On a parsed `Value`, a compound argument is checked by `check_value` and then read by
    /// serde alone: two walks of that argument, but cheaper on a `Value` than guiding
    /// (`summarise`, four messages: 4.5k instructions against 5.7k, hand-written serde 2.2k).
    /// An argument holding a `serde_json::Value` is guided, so that its depth is bounded while
    /// it is read; text is always guided, in one pass.
    fn read_guided<T: DeserializeOwned>(&self, param: &Property, value: &Value) -> Result<T, ()> {
        let path = Path::ROOT.key(&param.name);
        let guide = Guide { schema: &param.schema, path: &path, faults: self.faults, depth: 1, property: false };
        // A scalar is checked where it stands and read without the guiding wrapper: there
        // is nothing under it for the tool's `Deserialize` impl to reach.
        let read = match scalar(value) {
            Some(scalar) if !guide.buffers() => {
                guide.admit::<serde_json::Error>(scalar).map_err(drop)?;
                T::deserialize(value)
            }
            _ if !holds_any(&param.schema) => {
                let mut problems = Vec::new();
                check_value(&param.schema, value, "", &mut problems);
                if !problems.is_empty() {
                    // `fallback::report` runs `check_args`, which finds these again with paths.
                    return Err(());
                }
                T::deserialize(value)
            }
            _ => T::deserialize(Guided { inner: value, guide }),
        };
        read.map_err(|err| self.faults.serde_json(&path, err))
    }
}

/// The value as a [`Scalar`], unless it is an array or an object.
#[inline]
fn scalar(value: &Value) -> Option<Scalar<'_>> {
    Some(match value {
        Value::Null => Scalar::Null,
        Value::Bool(b) => Scalar::Bool(*b),
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => Scalar::U64(u),
            (None, Some(i)) => Scalar::I64(i),
            (None, None) => Scalar::F64(n.as_f64()?),
        },
        Value::String(s) => Scalar::Str(s),
        Value::Array(_) | Value::Object(_) => return None,
    })
}

/// An absent (or `null`) parameter: its default, `None` for an `Option`, or a fault.
#[inline]
fn absent<T: DeserializeOwned>(param: &Property, path: &Path<'_>, faults: &Faults) -> Result<T, ()> {
    let read = match (&param.schema.default, param.required) {
        (Some(default), _) => T::deserialize(default.to_value()),
        (None, false) => T::deserialize(serde::de::value::UnitDeserializer::<serde_json::Error>::new()),
        (None, true) => {
            Err(faults.fail(path, ProblemCode::MissingArgument, || "a required argument is missing".to_owned()))
        }
    };
    read.map_err(|err| faults.serde(path, &err))
}

/// The index of the parameter called `key`, or `unknown_argument`.
#[inline]
fn param_index<E: Error>(tool: &ToolSchema, key: &str, faults: &Faults) -> Result<usize, E> {
    match tool.params.iter().position(|p| p.name == key) {
        Some(index) => Ok(index),
        None => Err(faults.fail(&Path::ROOT, ProblemCode::UnknownArgument, || format!("unknown argument `{key}`"))),
    }
}

/// Fills the absent parameters of the text path (`filled` has a bit for each of the first
/// 64 parameters read; the others are asked of the slots).
#[inline]
fn finish<P: Params>(tool: &ToolSchema, mut slots: P::Slots, filled: u64, faults: &Faults) -> Result<P, ()> {
    let all = tool.params.len();
    if all > 64 || filled != u64::MAX >> (64 - all.max(1)) || all == 0 {
        for (index, param) in tool.params.iter().enumerate() {
            if (index < 64 && filled & bit(index) != 0) || (index >= 64 && P::filled(&slots, index)) {
                continue;
            }
            let path = Path::ROOT.key(&param.name);
            let read =
                match (&param.schema.default, param.required) {
                    (Some(default), _) => P::read(&mut slots, index, default.to_value()),
                    (None, false) => {
                        P::read(&mut slots, index, serde::de::value::UnitDeserializer::<serde_json::Error>::new())
                    }
                    (None, true) => Err(faults
                        .fail(&path, ProblemCode::MissingArgument, || "a required argument is missing".to_owned())),
                };
            read.map_err(|err| faults.serde(&path, &err))?;
        }
    }
    P::take(slots).ok_or(())
}

/// The bit of parameter `index` in a bitset of the first 64.
#[inline]
fn bit(index: usize) -> u64 {
    u32::try_from(index).ok().and_then(|i| 1u64.checked_shl(i)).unwrap_or(0)
}

/// Reads the arguments straight from JSON text; `Err` means "fall back", nothing more.
pub(crate) fn from_text<'de, P: Params, R: serde_json::de::Read<'de>>(tool: &ToolSchema, read: R) -> Result<P, ()> {
    let faults = Faults::default();
    let mut de = serde_json::Deserializer::new(read);
    let params = de.deserialize_any(Arguments::<P> { tool, faults: &faults, params: std::marker::PhantomData });
    params.and_then(|params| de.end().map(|()| params)).map_err(drop)
}

/// The visitor of the arguments object in text.
struct Arguments<'a, P> {
    tool: &'a ToolSchema,
    faults: &'a Faults,
    params: std::marker::PhantomData<P>,
}

impl<'de, P: Params> Visitor<'de> for Arguments<'_, P> {
    type Value = P;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_unit<E: Error>(self) -> Result<P, E> {
        finish(self.tool, P::Slots::default(), 0, self.faults).map_err(|()| E::custom("missing arguments"))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<P, A::Error> {
        let (tool, faults) = (self.tool, self.faults);
        let mut slots = P::Slots::default();
        // A repeated key sends the call to the fallback, which reads it as a parsed `Value`
        // does (the last one wins); this bitset notices repeats among the first 64 parameters.
        let (mut seen, mut filled) = (0u64, 0u64);
        while let Some(index) = map.next_key_seed(Key { tool, faults })? {
            let bit = bit(index);
            if seen & bit != 0 {
                return Err(A::Error::custom("a repeated argument"));
            }
            seen |= bit;
            if map.next_value_seed(Argument::<P> { tool, faults, slots: &mut slots, index })? {
                filled |= bit;
            }
        }
        finish(tool, slots, filled, faults).map_err(|()| A::Error::custom("missing arguments"))
    }
}

/// Reads an argument's name: the index of its parameter.
struct Key<'a> {
    tool: &'a ToolSchema,
    faults: &'a Faults,
}

impl<'de> DeserializeSeed<'de> for Key<'_> {
    type Value = usize;
    fn deserialize<D: Deserializer<'de>>(self, inner: D) -> Result<usize, D::Error> {
        inner.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for Key<'_> {
    type Value = usize;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an argument name")
    }
    fn visit_str<E: Error>(self, key: &str) -> Result<usize, E> {
        param_index(self.tool, key, self.faults)
    }
}

/// Reads one argument into its slot; `null` leaves an optional parameter absent.
struct Argument<'a, 's, P: Params> {
    tool: &'a ToolSchema,
    faults: &'a Faults,
    slots: &'s mut P::Slots,
    index: usize,
}

impl<'de, P: Params> DeserializeSeed<'de> for Argument<'_, '_, P> {
    /// Whether the slot was filled (`false` for `null`).
    type Value = bool;
    fn deserialize<D: Deserializer<'de>>(self, inner: D) -> Result<bool, D::Error> {
        inner.deserialize_option(self)
    }
}

impl<'de, P: Params> Visitor<'de> for Argument<'_, '_, P> {
    type Value = bool;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an argument")
    }
    fn visit_none<E: Error>(self) -> Result<bool, E> {
        let param = &self.tool.params[self.index];
        match param.required {
            true => Err(self.faults.fail(&Path::ROOT.key(&param.name), ProblemCode::MissingArgument, || {
                "a required argument is null".to_owned()
            })),
            false => Ok(false),
        }
    }
    fn visit_some<D: Deserializer<'de>>(self, inner: D) -> Result<bool, D::Error> {
        let param = &self.tool.params[self.index];
        let path = Path::ROOT.key(&param.name);
        let guide = Guide { schema: &param.schema, path: &path, faults: self.faults, depth: 1, property: false };
        let read = match trusted(&param.schema) {
            true => P::read(self.slots, self.index, inner),
            false => P::read(self.slots, self.index, Guided { inner, guide }),
        };
        read.inspect_err(|err| self.faults.serde(&path, err))?;
        Ok(true)
    }
}

/// Whether a `serde_json::Value` (unbounded depth) can sit somewhere in a value of `schema`.
fn holds_any(schema: &Schema) -> bool {
    match &schema.ty {
        Type::Any => true,
        Type::Array { items, .. } | Type::Map(items) => holds_any(items),
        Type::Tuple(items) | Type::AnyOf(items) => items.iter().any(holds_any),
        Type::Object(object) => {
            object.properties.iter().any(|p| holds_any(&p.schema))
                || matches!(&object.additional, Additional::Schema(v) if holds_any(v))
        }
        _ => false,
    }
}
