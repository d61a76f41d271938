//! The arguments object: each argument read into its parameter's type through the guided
//! deserializer, from a `Value` or straight from the text, then the defaults of the absent.

use std::cell::Cell;
use std::fmt;

use serde::de::{Deserialize, DeserializeOwned, DeserializeSeed, Deserializer, Error, MapAccess, SeqAccess, Visitor};
use serde_json::value::RawValue;
use serde_json::{Map, Value};

use super::fallback;
use super::faults::{Faults, Guide, Reading};
use super::fill::{Fill, Slots};
use super::plain::{Plain, Refused};
use super::scalar::Scalar;
use super::slot::Slot;
use super::value_ref::Counted;
use crate::check::name;
use crate::check::path::Path;
use crate::check::{check_value, ArgProblem, ProblemCode, Resume};
use crate::error::ToolError;
use crate::model::{Additional, Property, Schema, ToolSchema, Type};

/// The types of a tool's parameters as nested pairs ending in `()`: `(String, (u32, ()))`.
///
/// Pairs rather than flat tuples, so that a tool may have any number of parameters; the
/// generated arms write `let (arg0, (arg1, ())) = read(&SCHEMA, args)?;`. This is all that
/// is compiled per tool signature: the slots, and taking the values out of them. The reading
/// itself goes through [`Slots`] and [`Fill`], compiled once per parameter type.
pub trait Params: Sized {
    /// One `Option` per parameter, filled as the arguments are read.
    #[doc(hidden)]
    type Slots: Default + Slots;
    /// The values, when every slot is filled.
    #[doc(hidden)]
    fn take(slots: Self::Slots) -> Option<Self>;
}

impl Params for () {
    type Slots = ();
    fn take(_: ()) -> Option<()> {
        Some(())
    }
}

impl<T: DeserializeOwned, R: Params> Params for (T, R) {
    type Slots = (Option<T>, R::Slots);
    #[inline]
    fn take(slots: Self::Slots) -> Option<Self> {
        Some((slots.0?, R::take(slots.1)?))
    }
}

/// The [`SlotOf`] of any schema: the name looked up in the schema, the slot worked out.
#[inline]
pub(crate) fn slot_in(tool: &ToolSchema) -> impl Fn(&str) -> Option<Slot> + Copy + '_ {
    |key: &str| name::position(&tool.params, key).map(|index| Slot::of(index, &tool.params[index]))
}

/// Reads the arguments from a parsed value into `slots`; on any failure, reports every problem.
pub(crate) fn from_value(
    tool: &ToolSchema,
    args: &Value,
    slots: &mut dyn Slots,
    slot_of: SlotOf<'_>,
) -> Result<(), ToolError> {
    let faults = Faults::default();
    let stop = Stop::new();
    let read = match args {
        Value::Object(map) => from_map(tool, map, &faults, &stop, slots, slot_of),
        Value::Null => finish(tool, slots, 0, &faults),
        _ => {
            faults.note(&Path::ROOT, ProblemCode::NotAnObject, || "the arguments must be a JSON object".to_owned());
            Err(())
        }
    };
    match read {
        Ok(()) => {
            faults.discard();
            Ok(())
        }
        Err(()) => Err(fallback::report(tool, args, stop.resume(), faults, || explain(args, slots, slot_of))),
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
fn from_map<'v>(
    tool: &ToolSchema,
    map: &'v Map<String, Value>,
    faults: &Faults,
    stop: &Stop<'v>,
    slots: &mut dyn Slots,
    slot_of: SlotOf<'_>,
) -> Result<(), ()> {
    let mut filled = 0u64;
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
        let fill = slots.get(index).ok_or_else(|| stop.at(key))?;
        // A plain or strict read is the check: the schema is exactly what serde reads, and a
        // refusal, which costs no message (see `value_ref`), is one `check_args` words.
        let read = match slot.reading() {
            Reading::Plain => fill.plain_value(value),
            // Counted, so that `check_args` need not walk again the items read before a refusal.
            Reading::Strict => fill.strict_value(Counted { value, read: &stop.items }),
            Reading::Guided => {
                let param = tool.params.get(index).ok_or_else(|| stop.at(key))?;
                read_guided(fill, param, value, faults).map_err(|()| stop.at(key))?;
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
fn explain(args: &Value, slots: &mut dyn Slots, slot_of: SlotOf<'_>) -> Option<ArgProblem> {
    let Value::Object(map) = args else { return None };
    map.iter().find_map(|(key, value)| {
        let slot = slot_of(key).filter(|_| !value.is_null())?;
        let fill = slots.get(slot.index())?;
        let read = match slot.reading() {
            Reading::Plain => fill.value(value),
            Reading::Strict => fill.strict_worded(value),
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
fn read_guided(fill: &mut dyn Fill, param: &Property, value: &Value, faults: &Faults) -> Result<(), ()> {
    let path = Path::ROOT.key(&param.name);
    let guide = Guide { schema: &param.schema, path: &path, faults, depth: 1, property: false };
    let read = match scalar(value) {
        // A scalar is checked where it stands and read without the guiding wrapper: there
        // is nothing under it for the tool's `Deserialize` impl to reach.
        Some(scalar) if !guide.buffers() => {
            guide.admit::<serde_json::Error>(scalar).map_err(drop)?;
            fill.value(value)
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
            fill.value(value)
        }
        _ => fill.guided_value(value, guide),
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
/// the names, which compiles to a few compares; [`slot_in`] does for any schema. Behind a
/// reference, so that the reading code is not compiled again for each arm's `match`.
pub(crate) type SlotOf<'a> = &'a dyn Fn(&str) -> Option<Slot>;

/// Fills the absent parameters (`filled` has a bit for each of the first 64 parameters read;
/// the others are asked of the slots).
#[inline]
fn finish(tool: &ToolSchema, slots: &mut dyn Slots, filled: u64, faults: &Faults) -> Result<(), ()> {
    let all = tool.params.len();
    match all > 0 && all <= 64 && filled == u64::MAX >> (64 - all) {
        // Every parameter given: the common call, kept free of the defaults' code.
        true => Ok(()),
        false => fill_absent(tool, slots, filled, faults),
    }
}

/// [`finish`] when some parameter is absent: its default, `None`, or `missing_argument`.
#[inline(never)]
fn fill_absent(tool: &ToolSchema, slots: &mut dyn Slots, filled: u64, faults: &Faults) -> Result<(), ()> {
    for (index, param) in tool.params.iter().enumerate() {
        let path = Path::ROOT.key(&param.name);
        let Some(fill) = slots.get(index) else {
            faults.note(&path, ProblemCode::MissingArgument, || "the tool has no such parameter".to_owned());
            return Err(());
        };
        if (index < 64 && filled & bit(index) != 0) || (index >= 64 && fill.filled()) {
            continue;
        }
        let read = match (&param.schema.default, param.required) {
            (Some(default), _) => fill.owned(default.to_value()),
            (None, false) => fill.unit(),
            (None, true) => {
                Err(faults.fail(&path, ProblemCode::MissingArgument, || "a required argument is missing".to_owned()))
            }
        };
        read.map_err(|err| faults.serde(&path, &err))?;
    }
    Ok(())
}

/// Empties every slot, for a second reading after the first failed.
pub(crate) fn clear(tool: &ToolSchema, slots: &mut dyn Slots) {
    for index in 0..tool.params.len() {
        if let Some(fill) = slots.get(index) {
            fill.clear();
        }
    }
}

/// The bit of parameter `index` in a bitset of the first 64.
#[inline]
fn bit(index: usize) -> u64 {
    u32::try_from(index).ok().and_then(|i| 1u64.checked_shl(i)).unwrap_or(0)
}

/// Reads the arguments straight from JSON text; `Err` means "fall back", nothing more.
///
/// Plain arguments are read as the parser meets them; any other is taken as the raw text of
/// its value (`RawValue`, borrowed) and read from that text by a deserializer of its own, the
/// one type [`Fill::strict_text`] and [`Fill::guided_text`] take, whatever the arguments
/// came as (text or bytes). That costs a second scan of such a value's text, and is what
/// lets the reading code be compiled once per parameter type rather than once per tool.
pub(crate) fn from_text<'de, R: serde_json::de::Read<'de>>(
    tool: &ToolSchema,
    read: R,
    slots: &mut dyn Slots,
    slot_of: SlotOf<'_>,
) -> Result<(), ()> {
    let faults = Faults::unkept();
    let mut de = serde_json::Deserializer::new(read);
    let read = de.deserialize_any(Arguments { tool, faults: &faults, slot_of, slots });
    faults.discard();
    match read {
        Ok(true) => de.end().map_err(drop),
        // Turned down where the arguments object itself is read, or deeper inside a value.
        Ok(false) | Err(_) => Err(()),
    }
}

/// The visitor of the arguments object in text: `false` when it turns the arguments down
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
struct Arguments<'a, 's> {
    tool: &'a ToolSchema,
    faults: &'a Faults,
    slot_of: SlotOf<'a>,
    slots: &'s mut dyn Slots,
}

impl<'de> Visitor<'de> for Arguments<'_, '_> {
    type Value = bool;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_unit<E: Error>(self) -> Result<bool, E> {
        Ok(finish(self.tool, self.slots, 0, self.faults).is_ok())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<bool, A::Error> {
        let Arguments { tool, faults, slot_of, slots } = self;
        // A repeated key sends the call to the fallback, which reads it as a parsed `Value`
        // does (the last one wins); this bitset notices repeats among the first 64 parameters.
        let (mut seen, mut filled) = (0u64, 0u64);
        // Each name is borrowed from the text, as serde's derive borrows it, and looked up
        // where it stands. A name written with an escape (`"qu\u0065ry"`) cannot be borrowed:
        // serde refuses it, and the call goes to the fallback, which reads it all the same.
        while let Some(key) = map.next_key::<&'de str>()? {
            let Some(slot) = slot_of(key).filter(|slot| slot.index() < tool.params.len()) else {
                return Ok(false);
            };
            debug_assert_eq!(slot, Slot::of(slot.index(), &tool.params[slot.index()]));
            let bit = bit(slot.index());
            if seen & bit != 0 {
                return Ok(false);
            }
            seen |= bit;
            let Some(fill) = slots.get(slot.index()) else { return Ok(false) };
            let argument = Argument { tool, faults, fill, slot };
            match map.next_value_seed(argument)? {
                Read::Filled => filled |= bit,
                Read::Absent => {}
                Read::Refused => return Ok(false),
            }
        }
        Ok(finish(tool, slots, filled, faults).is_ok())
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

/// Reads an argument into its slot; `null` leaves an optional parameter absent.
struct Argument<'a, 'f> {
    tool: &'a ToolSchema,
    faults: &'a Faults,
    fill: &'f mut dyn Fill,
    slot: Slot,
}

impl<'de> DeserializeSeed<'de> for Argument<'_, '_> {
    type Value = Read;
    #[inline]
    fn deserialize<D: Deserializer<'de>>(self, inner: D) -> Result<Read, D::Error> {
        let Argument { tool, faults, fill, slot } = self;
        if slot.reading() == Reading::Plain {
            // A plain scalar is taken as the parser meets it and read by its type from there,
            // so that a refusal costs no message (see `plain`): `check_args` words it.
            return inner.deserialize_any(PlainArgument { fill, required: slot.required() });
        }
        let param = tool.params.get(slot.index()).ok_or_else(|| D::Error::custom("no such parameter"))?;
        let raw = <&'de RawValue>::deserialize(inner)?;
        if raw.get() == "null" {
            return match (param.required, param.schema.takes_null()) {
                (false, _) => Ok(Read::Absent),
                (true, false) => Ok(Read::Refused),
                // `null` is a value of the type: an untagged unit variant, which serde reads
                // from a unit as it reads it from `null`.
                (true, true) => {
                    fill.unit().map_err(|err| {
                        faults.serde(&Path::ROOT.key(&param.name), &err);
                        D::Error::custom(err)
                    })?;
                    Ok(Read::Filled)
                }
            };
        }
        let mut de = serde_json::Deserializer::from_str(raw.get());
        let read = match slot.reading() {
            Reading::Plain | Reading::Strict => fill.strict_text(&mut de),
            Reading::Guided => {
                let path = Path::ROOT.key(&param.name);
                let guide = Guide { schema: &param.schema, path: &path, faults, depth: 1, property: false };
                fill.guided_text(&mut de, guide)
            }
        };
        // The whole of the value's text must have been read: serde_json reads an `i128`
        // from the `1` of `1.5` and leaves the rest to whatever comes after it.
        match read.and_then(|()| de.end()) {
            Ok(()) => Ok(Read::Filled),
            Err(err) => {
                faults.serde(&Path::ROOT.key(&param.name), &err);
                Ok(Read::Refused)
            }
        }
    }
}

/// The visitor of a plain argument in the text: the JSON scalar, handed to its type as
/// [`Plain`]; `null` for an optional parameter leaves it absent. An array or an object, which
/// no plain type reads, is refused unread.
struct PlainArgument<'f> {
    fill: &'f mut dyn Fill,
    required: bool,
}

impl PlainArgument<'_> {
    #[inline]
    fn read<E: Error>(self, plain: Plain<'_>) -> Result<Read, E> {
        match self.fill.plain(plain) {
            Ok(()) => Ok(Read::Filled),
            Err(Refused) => Ok(Read::Refused),
        }
    }
}

impl<'de> Visitor<'de> for PlainArgument<'_> {
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
