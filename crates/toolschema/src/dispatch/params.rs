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
use super::reader::{FromText, FromValue, Source, ValueFault};
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
    /// What tells a tool's copy of the code shared by every tool (the scan of a plain
    /// argument in the text, `serde_json`'s largest function) from another tool's: the tool
    /// itself in an optimised build, so that each tool has its own copy and the optimiser
    /// inlines it into the read; nothing in a debug build, where one copy for every tool
    /// keeps a crate of hundreds of tools quick to build.
    #[doc(hidden)]
    type Instance;
    /// Reads parameter `index` from `input` into its slot.
    #[doc(hidden)]
    fn read<'de, D: Source<'de>>(slots: &mut Self::Slots, index: usize, input: D) -> Result<(), D::Error>;
    /// Whether parameter `index` has been read.
    #[doc(hidden)]
    fn filled(slots: &Self::Slots, index: usize) -> bool;
    /// The values, when every slot is filled.
    #[doc(hidden)]
    fn take(slots: Self::Slots) -> Option<Self>;
}

impl Params for () {
    type Slots = ();
    type Instance = ();
    fn read<'de, D: Source<'de>>(_: &mut (), _: usize, _: D) -> Result<(), D::Error> {
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
    #[cfg(not(debug_assertions))]
    type Instance = Self;
    #[cfg(debug_assertions)]
    type Instance = ();
    // Always inlined where it is optimised: out of line, the call and its frame cost a plain
    // argument from text about a fifth of what serde's own read of it does. Not in a debug
    // build, where LLVM would still copy the whole chain of parameters into each of the
    // reads of every tool, and a crate of hundreds of tools builds slower for it.
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    fn read<'de, D: Source<'de>>(slots: &mut Self::Slots, index: usize, input: D) -> Result<(), D::Error> {
        match index {
            // A `match` rather than `map` with a closure or `?`: this is instantiated for
            // every tool, parameter and reader, and each closure or `Try` impl is one more
            // function to compile in a crate of hundreds of tools.
            0 => match Source::read::<T>(input) {
                Ok(value) => {
                    slots.0 = Some(value);
                    Ok(())
                }
                Err(err) => Err(err),
            },
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
            faults.note(&Path::ROOT, ProblemCode::NotAnObject);
            Err(())
        }
    };
    match read {
        Ok(params) => {
            faults.discard();
            Ok(params)
        }
        Err(()) => Err(fallback::report(tool, args, stop.resume(), faults, &|| explain::<P>(args, slot_of))),
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
            faults.note(&Path::ROOT, ProblemCode::UnknownArgument);
            stop.at(key);
            return Err(());
        };
        debug_assert_eq!(Some(slot), tool.params.get(slot.index()).map(|p| Slot::of(slot.index(), p)));
        let index = slot.index();
        // `null` is absent for an optional parameter and refused for a required one, unless
        // it is a value of the parameter's type (an untagged unit variant), read as any is.
        if value.is_null() && !takes_null(tool, slot) {
            if slot.required() {
                faults.note(&Path::ROOT, ProblemCode::MissingArgument);
                stop.at(key);
                return Err(());
            }
            continue;
        }
        // A plain or strict read is the check: the schema is exactly what serde reads, and a
        // refusal, which costs no message (see `value_ref`), is one `check_args` words. Each
        // way names its variant of `FromValue` in its own call, so that where `P::read` is
        // inlined the way is known and nothing is matched at run time.
        let path;
        let read = match slot.reading() {
            Reading::Plain => P::read(&mut slots, index, FromValue::Plain(ValueRef(value))),
            // Counted, so that `check_args` need not walk again the items read before a refusal.
            Reading::Strict => {
                P::read(&mut slots, index, FromValue::Strict(Strict(Counted { value, read: &stop.items })))
            }
            Reading::Guided => {
                let Some(param) = tool.params.get(index) else {
                    stop.at(key);
                    return Err(());
                };
                path = Path::ROOT.key(&param.name);
                let Some(input) = guided(param, &path, value, faults) else {
                    stop.at(key);
                    return Err(());
                };
                P::read(&mut slots, index, input)
            }
        };
        if let Err(fault) = read {
            refused(tool, index, fault, faults);
            stop.at(key);
            return Err(());
        }
        filled |= bit(index);
    }
    let finished = finish(tool, slots, filled, faults);
    if finished.is_err() {
        stop.end();
    }
    finished
}

/// Why the tool's types turn down arguments `check_args` accepts (a type whose own
/// `Deserialize` is stricter than its schema): the first refusal, read again through
/// serde_json's `Value` deserializer for its words, which the fast path's reads never have.
#[cold]
fn explain<P: Params>(args: &Value, slot_of: impl SlotOf) -> Option<ArgProblem> {
    explain_in(args, &slot_of, &mut SlotsOf::<P>(P::Slots::default()))
}

/// [`explain`], compiled once for every tool: only the reads go through the tool's slots.
fn explain_in(args: &Value, slot_of: &dyn Fn(&str) -> Option<Slot>, slots: &mut dyn Fill) -> Option<ArgProblem> {
    let Value::Object(map) = args else { return None };
    for (key, value) in map {
        let Some(slot) = slot_of(key) else { continue };
        let input = match slot.reading() {
            _ if value.is_null() => continue,
            Reading::Plain => FromValue::Serde(value),
            Reading::Strict => FromValue::StrictWorded(Strict(value)),
            // The guided read keeps its own reasons in `Faults`.
            Reading::Guided => continue,
        };
        if let Err(err) = slots.read(slot.index(), input) {
            let path = Path::ROOT.key(key);
            return Some(ArgProblem {
                path: path.render(),
                code: ProblemCode::WrongType,
                message: format!("cannot be read: {err}"),
            });
        }
    }
    None
}

/// A tool's slots behind `dyn`, for the reads off the common path ([`explain`], the
/// defaults of [`fill_absent`]): their loops are compiled once for every tool rather than
/// once per tool, at the price of an indirect call per value read.
trait Fill {
    /// Whether parameter `index` has been read.
    fn filled(&self, index: usize) -> bool;
    /// Reads parameter `index` from `input`.
    fn read(&mut self, index: usize, input: FromValue<'_, '_>) -> Result<(), ValueFault>;
}

/// The slots of `P` as a [`Fill`].
struct SlotsOf<P: Params>(P::Slots);

impl<P: Params> Fill for SlotsOf<P> {
    fn filled(&self, index: usize) -> bool {
        P::filled(&self.0, index)
    }
    fn read(&mut self, index: usize, input: FromValue<'_, '_>) -> Result<(), ValueFault> {
        P::read(&mut self.0, index, input)
    }
}

/// Notes why a value was refused: a plain or strict read's refusal, which `check_args`
/// words, or serde_json's words from a guided one.
#[cold]
fn refused(tool: &ToolSchema, index: usize, fault: ValueFault, faults: &Faults) {
    match (fault, tool.params.get(index)) {
        (ValueFault::Worded(err), Some(param)) => faults.serde_json(&Path::ROOT.key(&param.name), err),
        _ => faults.note(&Path::ROOT, ProblemCode::WrongType),
    }
}

/// How a value serde alone would not check as `check_args` does is read, once it passed the
/// checks serde will not make; `None` when it did not (`faults` has why).
fn guided<'v, 'g>(
    param: &'g Property,
    path: &'g Path<'g>,
    value: &'v Value,
    faults: &'g Faults,
) -> Option<FromValue<'v, 'g>> {
    let guide = Guide { schema: &param.schema, path, faults, depth: 1, property: false };
    match scalar(value) {
        // A scalar is checked where it stands and read without the guiding wrapper: there
        // is nothing under it for the tool's `Deserialize` impl to reach.
        Some(scalar) if !guide.buffers() => {
            guide.admit::<serde_json::Error>(scalar).ok()?;
            Some(FromValue::Serde(value))
        }
        // On a parsed `Value`, a compound argument serde would not check alone is checked by
        // `check_value` and then read by serde alone: two walks of that argument, but
        // cheaper on a `Value` than guiding. An argument holding a `serde_json::Value` is
        // guided, so that its depth is bounded while it is read.
        None if !holds_any(&param.schema) => {
            let mut problems = Vec::new();
            check_value(&param.schema, value, "", &mut problems);
            // If any, `fallback::report` runs `check_args`, which finds them again with paths.
            problems.is_empty().then_some(FromValue::Serde(value))
        }
        _ => Some(FromValue::Guided(Guided { inner: value, guide })),
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
fn fill_absent<P: Params>(tool: &ToolSchema, slots: P::Slots, filled: u64, faults: &Faults) -> Result<P, ()> {
    let mut slots = SlotsOf::<P>(slots);
    fill_absent_in(tool, &mut slots, filled, faults)?;
    P::take(slots.0).ok_or(())
}

/// [`fill_absent`], compiled once for every tool.
fn fill_absent_in(tool: &ToolSchema, slots: &mut dyn Fill, filled: u64, faults: &Faults) -> Result<(), ()> {
    for (index, param) in tool.params.iter().enumerate() {
        if (index < 64 && filled & bit(index) != 0) || (index >= 64 && slots.filled(index)) {
            continue;
        }
        let path = Path::ROOT.key(&param.name);
        // Read from a `&Value`, as a guided scalar is: one reader fewer for every tool.
        let value = match (&param.schema.default, param.required) {
            (Some(default), _) => default.to_value(),
            (None, false) => Value::Null,
            (None, true) => {
                faults.note(&path, ProblemCode::MissingArgument);
                return Err(());
            }
        };
        if let Err(err) = slots.read(index, FromValue::Serde(&value)) {
            faults.serde(&path, &err);
            return Err(());
        }
    }
    Ok(())
}

/// The bit of parameter `index` in a bitset of the first 64.
#[inline]
fn bit(index: usize) -> u64 {
    u32::try_from(index).ok().and_then(|i| 1u64.checked_shl(i)).unwrap_or(0)
}

/// Reads the arguments straight from JSON text; `Err` means "fall back", nothing more.
pub(crate) fn from_text<P: Params>(tool: &ToolSchema, text: &str, slot_of: impl SlotOf) -> Result<P, ()> {
    let faults = Faults::unkept();
    let mut de = serde_json::Deserializer::from_str(text);
    // `deserialize_map`, not `_any`: an instance for every tool, and `_any` is the largest
    // function of serde_json's parser. `null` (no arguments) is not a map: the fallback
    // reads it, as it reads every text this path turns down.
    let params =
        de.deserialize_map(Arguments::<P, _> { tool, faults: &faults, slot_of, params: std::marker::PhantomData });
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
            let slot = match slot_of(key) {
                Some(slot) if slot.index() < tool.params.len() => slot,
                _ => return Ok(None),
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
            (Reading::Plain, required) => {
                Ok(match inner.deserialize_any(PlainScan::<P::Instance>(std::marker::PhantomData))? {
                    Scanned::Plain(plain) => read_plain(filling, index, plain),
                    Scanned::Unescaped(text) => read_plain(filling, index, Plain::Str(&text)),
                    Scanned::Null if !required => Read::Absent,
                    Scanned::Null | Scanned::Compound => Read::Refused,
                })
            }
            (reading, required) => {
                let Some(param) = filling.tool.params.get(index) else {
                    return Err(D::Error::custom("no such parameter"));
                };
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

/// What a plain argument is in the text: the JSON scalar as the parser met it, or why no
/// plain type reads it. The visitor is the same for every tool (it knows nothing of the
/// parameters' types), so that serde_json's `deserialize_any`, the largest function of its
/// parser, is compiled once for all of them rather than once per tool.
enum Scanned<'de> {
    /// A scalar, a string borrowed from the text.
    Plain(Plain<'de>),
    /// A string written with an escape, which cannot be borrowed from the text.
    Unescaped(String),
    /// `null`: absent for an optional parameter, refused for a required one.
    Null,
    /// An array or an object, which no plain type reads (refused unread).
    Compound,
}

/// The visitor of a plain argument in the text (see [`Scanned`]), one type per
/// [`Params::Instance`].
struct PlainScan<K>(std::marker::PhantomData<fn() -> K>);

impl<'de, K> Visitor<'de> for PlainScan<K> {
    type Value = Scanned<'de>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an argument")
    }
    fn visit_bool<E: Error>(self, b: bool) -> Result<Scanned<'de>, E> {
        Ok(Scanned::Plain(Plain::Bool(b)))
    }
    fn visit_u64<E: Error>(self, u: u64) -> Result<Scanned<'de>, E> {
        Ok(Scanned::Plain(Plain::U64(u)))
    }
    fn visit_i64<E: Error>(self, i: i64) -> Result<Scanned<'de>, E> {
        Ok(Scanned::Plain(Plain::I64(i)))
    }
    fn visit_f64<E: Error>(self, f: f64) -> Result<Scanned<'de>, E> {
        Ok(Scanned::Plain(Plain::F64(f)))
    }
    fn visit_borrowed_str<E: Error>(self, s: &'de str) -> Result<Scanned<'de>, E> {
        Ok(Scanned::Plain(Plain::Str(s)))
    }
    fn visit_str<E: Error>(self, s: &str) -> Result<Scanned<'de>, E> {
        Ok(Scanned::Unescaped(s.to_owned()))
    }
    fn visit_unit<E: Error>(self) -> Result<Scanned<'de>, E> {
        Ok(Scanned::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<Scanned<'de>, A::Error> {
        Ok(Scanned::Compound)
    }
    fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<Scanned<'de>, A::Error> {
        Ok(Scanned::Compound)
    }
}

/// Reads a plain argument's scalar into its slot, by its type from there, so that a refusal
/// costs no message (see `plain`): `check_args` words it.
#[inline]
fn read_plain<P: Params>(filling: &mut Filling<'_, P>, index: usize, plain: Plain<'_>) -> Read {
    match P::read(&mut filling.slots, index, plain) {
        Ok(()) => Read::Filled,
        Err(Refused) => Read::Refused,
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
                // Read from `&Value::Null`, as an absent optional parameter is: the same reader.
                match P::read(&mut self.filling.slots, index, FromValue::Serde(&Value::Null)) {
                    Ok(()) => Ok(Read::Filled),
                    Err(err) => {
                        faults.serde(&Path::ROOT.key(&param.name), &err);
                        Err(E::custom(err))
                    }
                }
            }
        }
    }
    fn visit_some<D: Deserializer<'de>>(self, inner: D) -> Result<Read, D::Error> {
        let (param, faults, index) = (self.param, self.filling.faults, self.index);
        let path = Path::ROOT.key(&param.name);
        let slots = &mut self.filling.slots;
        // Each way names its variant in its own call (see `from_map`).
        let read = match self.reading {
            Reading::Guided => {
                let guide = Guide { schema: &param.schema, path: &path, faults, depth: 1, property: false };
                P::read(slots, index, FromText::Guided(Guided { inner, guide }))
            }
            // A plain argument is read by `PlainScan`, never here; `Strict` reads it too.
            Reading::Plain | Reading::Strict => P::read(slots, index, FromText::Strict(Strict(inner))),
        };
        match read {
            Ok(()) => Ok(Read::Filled),
            Err(err) => {
                faults.serde(&path, &err);
                Err(err)
            }
        }
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
        Type::Array { items, .. } | Type::Map(items) | Type::IntMap(_, items) => holds_any(items),
        Type::Tuple(items) | Type::AnyOf(items) => items.iter().any(holds_any),
        Type::Object(object) => {
            object.properties.iter().any(|p| holds_any(&p.schema))
                || matches!(&object.additional, Additional::Schema(v) if holds_any(v))
        }
        _ => false,
    }
}
