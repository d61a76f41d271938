//! The arguments object: each argument read into its parameter's type through the guided
//! deserializer, from a `Value` or straight from the text, then the defaults of the absent.

use std::cell::Cell;
use std::fmt;

use serde::de::{DeserializeOwned, DeserializeSeed, Deserializer, Error, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

use super::fallback;
use super::faults::{Faults, Guide, Reading};
use super::guided::Guided;
use super::plain::{Plain, Refused};
use super::scalar::Scalar;
use super::slot::Slot;
use super::strict::Strict;
use super::value_ref::{Counted, ValueRef};
use crate::check::name;
use crate::check::path::Path;
use crate::check::{check_value, ArgProblem, ProblemCode, Resume};
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
}

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
}

impl<T: DeserializeOwned, R: Params> Params for (T, R) {
    type Slots = (Option<T>, R::Slots);
    // Always inlined: out of line, the call and its frame cost a plain argument from text
    // about a fifth of what serde's own read of it does.
    #[inline(always)]
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
}

/// Reads the arguments from a parsed value; on any failure, reports every problem.
pub(crate) fn from_value<P: Params>(tool: &ToolSchema, args: &Value) -> Result<P, ToolError> {
    from_value_keyed(tool, args, slot_in(tool))
}

/// The [`SlotOf`] of any schema: the name looked up in the schema, the slot worked out.
#[inline]
pub(crate) fn slot_in(tool: &ToolSchema) -> impl SlotOf + '_ {
    |key: &str| name::position(&tool.params, key).map(|index| Slot::of(index, &tool.params[index]))
}

/// [`from_value`], finding the parameter a key names with `slot_of`.
#[inline]
pub(crate) fn from_value_keyed<P: Params>(
    tool: &ToolSchema,
    args: &Value,
    slot_of: impl SlotOf,
) -> Result<P, ToolError> {
    let faults = Faults::default();
    let stop = Stop::new();
    let read = match args {
        Value::Object(map) => from_map(tool, map, &faults, &stop, slot_of),
        Value::Null => finish(tool, P::Slots::default(), 0, &faults),
        _ => {
            faults.note(&Path::ROOT, ProblemCode::NotAnObject, || "the arguments must be a JSON object".to_owned());
            Err(())
        }
    };
    match read {
        Ok(params) => {
            faults.discard();
            Ok(params)
        }
        Err(()) => Err(fallback::report(tool, args, stop.resume(), faults, || explain::<P>(args, slot_of))),
    }
}

/// Where [`from_map`] stopped, if it did: what `check_args` may resume from ([`Resume`]).
/// Cells, so that a call that is read whole pays nothing for them.
struct Stop<'v> {
    at: Cell<Resume<'v>>,
    items: Cell<usize>,
}

impl<'v> Stop<'v> {
    fn new() -> Self {
        Stop { at: Cell::new(Resume::Start), items: Cell::new(0) }
    }

    /// Stopped at `key`, one of the keys of the arguments object.
    #[cold]
    fn at(&self, key: &'v str) {
        self.at.set(Resume::At { key, items: 0 });
    }

    /// Stopped after every entry.
    #[cold]
    fn end(&self) {
        self.at.set(Resume::End);
    }

    fn resume(&self) -> Resume<'v> {
        match self.at.get() {
            Resume::At { key, .. } => Resume::At { key, items: self.items.get() },
            other => other,
        }
    }
}

/// Reads each entry of the arguments object into its parameter's slot, in one pass over the
/// map, as serde's own derive does: each key is matched by `slot_of` (a `match` in the
/// generated arm), where a `BTreeMap` lookup per parameter would call `memcmp` per key.
///
/// On `Err`, `stop` says how far the read got, so that `check_args` starts there.
#[inline]
fn from_map<'v, P: Params>(
    tool: &ToolSchema,
    map: &'v Map<String, Value>,
    faults: &Faults,
    stop: &Stop<'v>,
    slot_of: impl SlotOf,
) -> Result<P, ()> {
    let (mut slots, mut filled) = (P::Slots::default(), 0u64);
    for (key, value) in map {
        let Some(slot) = slot_of(key) else {
            faults.note(&Path::ROOT, ProblemCode::UnknownArgument, || format!("unknown argument `{key}`"));
            stop.at(key);
            return Err(());
        };
        debug_assert_eq!(Some(slot), tool.params.get(slot.index()).map(|p| Slot::of(slot.index(), p)));
        let index = slot.index();
        // `null` is absent for an optional parameter and refused for a required one, unless
        // it is a value of the parameter's type (an untagged unit variant), read as any is.
        if value.is_null() && !takes_null(tool, slot) {
            if slot.required() {
                faults.note(&Path::ROOT, ProblemCode::MissingArgument, || "a required argument is null".to_owned());
                stop.at(key);
                return Err(());
            }
            continue;
        }
        // A plain or strict read is the check: the schema is exactly what serde reads, and a
        // refusal, which costs no message (see `value_ref`), is one `check_args` words.
        let read = match slot.reading() {
            Reading::Plain => P::read(&mut slots, index, ValueRef(value)),
            // Counted, so that `check_args` need not walk again the items read before a refusal.
            Reading::Strict => P::read(&mut slots, index, Strict(Counted { value, read: &stop.items })),
            Reading::Guided => {
                let param = tool.params.get(index).ok_or_else(|| stop.at(key))?;
                read_guided::<P>(&mut slots, index, param, value, faults).map_err(|()| stop.at(key))?;
                Ok(())
            }
        };
        read.map_err(|Refused| {
            faults.note(&Path::ROOT, ProblemCode::WrongType, String::new);
            stop.at(key)
        })?;
        filled |= bit(index);
    }
    finish(tool, slots, filled, faults).map_err(|()| stop.end())
}

/// Why the tool's types turn down arguments `check_args` accepts (a type whose own
/// `Deserialize` is stricter than its schema): the first refusal, read again through
/// serde_json's `Value` deserializer for its words, which the fast path's reads never have.
#[cold]
fn explain<P: Params>(args: &Value, slot_of: impl SlotOf) -> Option<ArgProblem> {
    let Value::Object(map) = args else { return None };
    map.iter().find_map(|(key, value)| {
        let slot = slot_of(key).filter(|_| !value.is_null())?;
        let mut slots = P::Slots::default();
        let read = match slot.reading() {
            Reading::Plain => P::read(&mut slots, slot.index(), value),
            Reading::Strict => P::read(&mut slots, slot.index(), Strict(value)),
            // The guided read keeps its own reasons in `Faults`.
            Reading::Guided => return None,
        };
        let path = Path::ROOT.key(key);
        read.err().map(|err| ArgProblem {
            path: path.render(),
            code: ProblemCode::WrongType,
            message: format!("cannot be read: {err}"),
        })
    })
}

/// Reads a value serde alone would not check as `check_args` does.
fn read_guided<P: Params>(
    slots: &mut P::Slots,
    index: usize,
    param: &Property,
    value: &Value,
    faults: &Faults,
) -> Result<(), ()> {
    let path = Path::ROOT.key(&param.name);
    let guide = Guide { schema: &param.schema, path: &path, faults, depth: 1, property: false };
    let read = match scalar(value) {
        // A scalar is checked where it stands and read without the guiding wrapper: there
        // is nothing under it for the tool's `Deserialize` impl to reach.
        Some(scalar) if !guide.buffers() => {
            guide.admit::<serde_json::Error>(scalar).map_err(drop)?;
            P::read(slots, index, value)
        }
        // On a parsed `Value`, a compound argument serde would not check alone is checked by
        // `check_value` and then read by serde alone: two walks of that argument, but
        // cheaper on a `Value` than guiding. An argument holding a `serde_json::Value` is
        // guided, so that its depth is bounded while it is read.
        None if !holds_any(&param.schema) => {
            let mut problems = Vec::new();
            check_value(&param.schema, value, "", &mut problems);
            if !problems.is_empty() {
                // `fallback::report` runs `check_args`, which finds these again with paths.
                return Err(());
            }
            P::read(slots, index, value)
        }
        _ => P::read(slots, index, Guided { inner: value, guide }),
    };
    read.map_err(|err| faults.serde_json(&path, err))
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

/// Finds the [`Slot`] of the parameter a key names: the generated arms pass a `match` on
/// the names, which compiles to a few compares; [`slot_in`] does for any schema.
pub trait SlotOf: Fn(&str) -> Option<Slot> + Copy {}

impl<F: Fn(&str) -> Option<Slot> + Copy> SlotOf for F {}

/// Fills the absent parameters (`filled` has a bit for each of the first 64 parameters read;
/// the others are asked of the slots).
#[inline]
fn finish<P: Params>(tool: &ToolSchema, slots: P::Slots, filled: u64, faults: &Faults) -> Result<P, ()> {
    let all = tool.params.len();
    match all > 0 && all <= 64 && filled == u64::MAX >> (64 - all) {
        // Every parameter given: the common call, kept free of the defaults' code.
        true => P::take(slots).ok_or(()),
        false => fill_absent(tool, slots, filled, faults),
    }
}

/// [`finish`] when some parameter is absent: its default, `None`, or `missing_argument`.
#[inline(never)]
fn fill_absent<P: Params>(tool: &ToolSchema, mut slots: P::Slots, filled: u64, faults: &Faults) -> Result<P, ()> {
    for (index, param) in tool.params.iter().enumerate() {
        if (index < 64 && filled & bit(index) != 0) || (index >= 64 && P::filled(&slots, index)) {
            continue;
        }
        let path = Path::ROOT.key(&param.name);
        let read = match (&param.schema.default, param.required) {
            (Some(default), _) => P::read(&mut slots, index, default.to_value()),
            (None, false) => P::read(&mut slots, index, serde::de::value::UnitDeserializer::<serde_json::Error>::new()),
            (None, true) => {
                Err(faults.fail(&path, ProblemCode::MissingArgument, || "a required argument is missing".to_owned()))
            }
        };
        read.map_err(|err| faults.serde(&path, &err))?;
    }
    P::take(slots).ok_or(())
}

/// The bit of parameter `index` in a bitset of the first 64.
#[inline]
fn bit(index: usize) -> u64 {
    u32::try_from(index).ok().and_then(|i| 1u64.checked_shl(i)).unwrap_or(0)
}

/// Reads the arguments straight from JSON text; `Err` means "fall back", nothing more.
pub(crate) fn from_text<'de, P: Params, R: serde_json::de::Read<'de>>(
    tool: &ToolSchema,
    read: R,
    slot_of: impl SlotOf,
) -> Result<P, ()> {
    let faults = Faults::unkept();
    let mut de = serde_json::Deserializer::new(read);
    let params =
        de.deserialize_any(Arguments::<P, _> { tool, faults: &faults, slot_of, params: std::marker::PhantomData });
    faults.discard();
    match params {
        Ok(Some(params)) => de.end().map(|()| params).map_err(drop),
        // Turned down where the arguments object itself is read, or deeper inside a value.
        Ok(None) | Err(_) => Err(()),
    }
}

/// The visitor of the arguments object in text: `None` when it turns the arguments down
/// at the level of the object (an unknown, repeated, missing or `null` argument, a plain one
/// of the wrong type), at once, leaving the rest unread.
///
/// Such a refusal is no error: `serde_json` boxes every error with its line and column, and
/// as one unwinds, each array and object it leaves makes another (its end is not where it
/// should be). An argument of the wrong type unwound through two, about 900 instructions of
/// the 6,000 its refusal cost from text; returning leaves at most the arguments object's own,
/// and none when the refused argument is the last. A refusal inside a value still unwinds:
/// nothing else stops the tool's own `Deserialize` impl. Either way the fallback parses the
/// text and reports every problem.
struct Arguments<'a, P, K> {
    tool: &'a ToolSchema,
    faults: &'a Faults,
    slot_of: K,
    params: std::marker::PhantomData<P>,
}

impl<'de, P: Params, K: SlotOf> Visitor<'de> for Arguments<'_, P, K> {
    type Value = Option<P>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_unit<E: Error>(self) -> Result<Option<P>, E> {
        Ok(finish(self.tool, P::Slots::default(), 0, self.faults).ok())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Option<P>, A::Error> {
        let (tool, faults, slot_of) = (self.tool, self.faults, self.slot_of);
        let mut filling = Filling::<P> { tool, faults, slots: P::Slots::default() };
        // A repeated key sends the call to the fallback, which reads it as a parsed `Value`
        // does (the last one wins); this bitset notices repeats among the first 64 parameters.
        let (mut seen, mut filled) = (0u64, 0u64);
        // Each name is borrowed from the text, as serde's derive borrows it, and looked up
        // where it stands. A name written with an escape (`"qu\u0065ry"`) cannot be borrowed:
        // serde refuses it, and the call goes to the fallback, which reads it all the same.
        while let Some(key) = map.next_key::<&'de str>()? {
            let Some(slot) = slot_of(key).filter(|slot| slot.index() < tool.params.len()) else {
                return Ok(None);
            };
            debug_assert_eq!(slot, Slot::of(slot.index(), &tool.params[slot.index()]));
            let bit = bit(slot.index());
            if seen & bit != 0 {
                return Ok(None);
            }
            seen |= bit;
            match map.next_value_seed(Argument { filling: &mut filling, slot })? {
                Read::Filled => filled |= bit,
                Read::Absent => {}
                Read::Refused => return Ok(None),
            }
        }
        Ok(finish(tool, filling.slots, filled, faults).ok())
    }
}

/// What became of one argument in the text.
enum Read {
    /// Its slot is filled.
    Filled,
    /// `null` for an optional parameter: absent.
    Absent,
    /// It cannot be its parameter's (and `check_args` will say why).
    Refused,
}

/// The slots of the text path, with what reading an argument into them needs.
struct Filling<'a, P: Params> {
    tool: &'a ToolSchema,
    faults: &'a Faults,
    slots: P::Slots,
}

/// Reads an argument into its slot; `null` leaves an optional parameter absent. Two words,
/// so that serde passes the seed in registers.
struct Argument<'f, 'a, P: Params> {
    filling: &'f mut Filling<'a, P>,
    slot: Slot,
}

impl<'de, P: Params> DeserializeSeed<'de> for Argument<'_, '_, P> {
    type Value = Read;
    #[inline]
    fn deserialize<D: Deserializer<'de>>(self, inner: D) -> Result<Read, D::Error> {
        let (filling, slot, index) = (self.filling, self.slot, self.slot.index());
        match (slot.reading(), slot.required()) {
            // A plain scalar is taken as the parser meets it and read by its type from there,
            // so that a refusal costs no message (see `plain`): `check_args` words it.
            (Reading::Plain, required) => inner.deserialize_any(PlainArgument { filling, index, required }),
            (reading, required) => {
                let param = filling.tool.params.get(index).ok_or_else(|| D::Error::custom("no such parameter"))?;
                let value = ArgumentValue { filling, index, param, reading };
                match (reading, required) {
                    // A required parameter whose type turns `null` down anyway needs no look
                    // for it.
                    (Reading::Strict, true) => value.visit_some(inner),
                    _ => inner.deserialize_option(value),
                }
            }
        }
    }
}

/// The visitor of a plain argument in the text: the JSON scalar, handed to its type as
/// [`Plain`]; `null` for an optional parameter leaves it absent. An array or an object, which
/// no plain type reads, is refused unread.
struct PlainArgument<'f, 'a, P: Params> {
    filling: &'f mut Filling<'a, P>,
    index: usize,
    required: bool,
}

impl<P: Params> PlainArgument<'_, '_, P> {
    #[inline]
    fn read<E: Error>(self, plain: Plain<'_>) -> Result<Read, E> {
        match P::read(&mut self.filling.slots, self.index, plain) {
            Ok(()) => Ok(Read::Filled),
            Err(Refused) => Ok(Read::Refused),
        }
    }
}

impl<'de, P: Params> Visitor<'de> for PlainArgument<'_, '_, P> {
    type Value = Read;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an argument")
    }
    fn visit_bool<E: Error>(self, b: bool) -> Result<Read, E> {
        self.read(Plain::Bool(b))
    }
    fn visit_u64<E: Error>(self, u: u64) -> Result<Read, E> {
        self.read(Plain::U64(u))
    }
    fn visit_i64<E: Error>(self, i: i64) -> Result<Read, E> {
        self.read(Plain::I64(i))
    }
    fn visit_f64<E: Error>(self, f: f64) -> Result<Read, E> {
        self.read(Plain::F64(f))
    }
    fn visit_str<E: Error>(self, s: &str) -> Result<Read, E> {
        self.read(Plain::Str(s))
    }
    fn visit_unit<E: Error>(self) -> Result<Read, E> {
        Ok(if self.required { Read::Refused } else { Read::Absent })
    }
    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<Read, A::Error> {
        Ok(Read::Refused)
    }
    fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<Read, A::Error> {
        Ok(Read::Refused)
    }
}

/// The visitor of an argument that is not a plain scalar.
struct ArgumentValue<'f, 'a, P: Params> {
    filling: &'f mut Filling<'a, P>,
    index: usize,
    param: &'a Property,
    /// How the value is read, asked of its schema once.
    reading: Reading,
}

impl<'de, P: Params> Visitor<'de> for ArgumentValue<'_, '_, P> {
    type Value = Read;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an argument")
    }
    fn visit_none<E: Error>(self) -> Result<Read, E> {
        match (self.param.required, self.param.schema.takes_null()) {
            (false, _) => Ok(Read::Absent),
            (true, false) => Ok(Read::Refused),
            // `null` is a value of the type: an untagged unit variant, which serde reads from
            // a unit as it reads it from `null`.
            (true, true) => {
                let (param, faults, index) = (self.param, self.filling.faults, self.index);
                P::read(&mut self.filling.slots, index, serde::de::value::UnitDeserializer::<E>::new())
                    .inspect_err(|err| faults.serde(&Path::ROOT.key(&param.name), err))?;
                Ok(Read::Filled)
            }
        }
    }
    fn visit_some<D: Deserializer<'de>>(self, inner: D) -> Result<Read, D::Error> {
        let (param, faults, index) = (self.param, self.filling.faults, self.index);
        let slots = &mut self.filling.slots;
        let read = match self.reading {
            // A plain argument is read by `PlainArgument`, never here; `Strict` reads it too.
            Reading::Plain | Reading::Strict => P::read(slots, index, Strict(inner)),
            Reading::Guided => {
                let path = Path::ROOT.key(&param.name);
                let guide = Guide { schema: &param.schema, path: &path, faults, depth: 1, property: false };
                P::read(slots, index, Guided { inner, guide })
            }
        };
        read.inspect_err(|err| faults.serde(&Path::ROOT.key(&param.name), err))?;
        Ok(Read::Filled)
    }
}

/// Whether `null` is a value of a required parameter's type (see [`Schema::takes_null`]);
/// asked only when an argument is `null`, so the common call never looks.
#[cold]
fn takes_null(tool: &ToolSchema, slot: Slot) -> bool {
    slot.required()
        && slot.reading() == Reading::Guided
        && tool.params.get(slot.index()).is_some_and(|p| p.schema.takes_null())
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
