//! What the guided read carries down the tree (`Guide`), and the first thing it found wrong
//! (`Faults`), kept for the rare case where `check_args` finds nothing to say.

use std::cell::Cell;
use std::fmt::Display;

use serde::de::Error;

use crate::check::path::Path;
use crate::check::{ArgProblem, ProblemCode};
use crate::model::{Additional, FloatType, IntType, Schema, Type};

/// How deep arrays and objects may nest, counting the arguments object: the limit
/// `serde_json` puts on the text (it fails at 128), applied to a parsed `Value` too, so that
/// both ways in agree and no walk over a model's value can overflow the stack.
pub(crate) const MAX_NESTING: usize = 127;

/// The schema of a value no schema describes: checked only for depth.
pub(crate) static ANY: Schema = Schema::of(Type::Any);

/// Why the fast path turned a call down, as far as it matters.
///
/// A problem `check_args` also finds (a wrong type, a missing argument…) is only flagged: the
/// fallback reports it with its message, and a failing call pays for no text twice. What
/// only the fast path sees (nesting past the limit, an error of a `Deserialize` impl) is kept
/// whole, for when `check_args` has nothing to say.
#[derive(Default)]
pub(crate) struct Faults {
    flagged: Cell<bool>,
    /// Boxed, so that a call with nothing to keep drops one empty pointer.
    found: Cell<Option<Box<Found>>>,
}

/// What [`Faults`] keeps.
#[derive(Default)]
struct Found {
    kept: Option<ArgProblem>,
    /// An error of serde reading a parsed `Value`, worded only if it is ever shown.
    unworded: Option<(String, serde_json::Error)>,
}

impl Faults {
    /// Faults that keep nothing, for the read straight from the text: when it turns a call
    /// down, the fallback parses the text and reads it again as a `Value`, with faults of its
    /// own, so anything kept here would be dropped unread. Flagged from the start, so that
    /// nothing is worded for nothing: a misspelt enum name used to cost about 1,500
    /// instructions here, formatting serde_json's error into a problem no one saw.
    pub(crate) fn unkept() -> Self {
        Faults { flagged: Cell::new(true), found: Cell::new(None) }
    }

    /// Flags a problem `check_args` will report, and gives the error that unwinds.
    #[cold]
    pub(crate) fn fail<E: Error>(&self, _path: &Path<'_>, _code: ProblemCode, _message: impl FnOnce() -> String) -> E {
        self.flagged.set(true);
        unwind()
    }

    /// Flags a problem `check_args` will report (and word: no message here, since the calls
    /// are in code compiled once per tool, where a closure for each would be one more
    /// function per tool).
    #[cold]
    pub(crate) fn note(&self, _path: &Path<'_>, _code: ProblemCode) {
        self.flagged.set(true);
    }

    /// Keeps a problem `check_args` cannot see, and gives the error that unwinds.
    #[cold]
    pub(crate) fn keep<E: Error>(&self, path: &Path<'_>, code: ProblemCode, message: impl FnOnce() -> String) -> E {
        self.keep_first(|| ArgProblem { path: path.render(), code, message: message() });
        unwind()
    }

    /// Keeps an error raised by a `Deserialize` impl rather than by the schema (unless it is
    /// the unwinding of a problem already flagged or kept).
    #[cold]
    pub(crate) fn serde(&self, path: &Path<'_>, err: &impl Display) {
        self.keep_first(|| ArgProblem {
            path: path.render(),
            code: ProblemCode::WrongType,
            message: format!("cannot be read: {err}"),
        });
    }

    /// [`Faults::serde`] for an error of `serde_json`, kept as it is.
    #[cold]
    pub(crate) fn serde_json(&self, path: &Path<'_>, err: serde_json::Error) {
        if self.flagged.get() {
            return;
        }
        let mut found = self.found.take().unwrap_or_default();
        if found.kept.is_none() && found.unworded.is_none() {
            found.unworded = Some((path.render(), err));
        }
        self.found.set(Some(found));
    }

    /// Keeps the problem `make` gives, unless one is flagged or kept already.
    fn keep_first(&self, make: impl FnOnce() -> ArgProblem) {
        if self.flagged.get() {
            return;
        }
        let mut found = self.found.take().unwrap_or_default();
        if found.kept.is_none() {
            found.kept = Some(make());
        }
        self.found.set(Some(found));
    }

    /// Drops the faults where they are: the compiler's own drop of `Faults` is a call, this
    /// is a compare when nothing was kept (a call that succeeds keeps nothing).
    #[inline]
    pub(crate) fn discard(self) {
        if let Some(found) = self.found.into_inner() {
            drop(found);
        }
    }

    /// The problem kept, if any.
    pub(crate) fn into_first(self) -> Option<ArgProblem> {
        let found = *self.found.into_inner()?;
        let unworded = found.unworded.map(|(path, err)| ArgProblem {
            path,
            code: ProblemCode::WrongType,
            message: format!("cannot be read: {err}"),
        });
        found.kept.or(unworded)
    }
}

/// The error that unwinds the read once a problem is flagged or kept. Its message is never
/// shown, so it has none: `serde_json` copies a message into an allocation of its own and
/// searches it for a position.
fn unwind<E: Error>() -> E {
    E::custom("")
}

/// Where the guided read stands: the schema of the value under it, its path, and how deep.
#[derive(Clone, Copy)]
pub(crate) struct Guide<'g> {
    pub(crate) schema: &'g Schema,
    pub(crate) path: &'g Path<'g>,
    pub(crate) faults: &'g Faults,
    /// How many arrays and objects enclose the value (1 for an argument).
    pub(crate) depth: usize,
    /// The value of an object's property, which may be `null` only where its schema is
    /// nullable (serde's `default` does not turn `null` into the default).
    pub(crate) property: bool,
}

impl<'g> Guide<'g> {
    /// Flags a problem here (one `check_args` reports too) and gives the error that unwinds.
    pub(crate) fn fail<E: Error>(&self, code: ProblemCode, message: impl FnOnce() -> String) -> E {
        self.faults.fail(self.path, code, message)
    }

    /// The guide of a child value: one level deeper, at `path`.
    #[inline]
    pub(crate) fn child(&self, schema: &'g Schema, path: &'g Path<'g>, property: bool) -> Guide<'g> {
        Guide { schema, path, faults: self.faults, depth: self.depth + 1, property }
    }

    /// Whether this value is read into a `Value` first and checked whole: shapes a
    /// streaming check cannot follow (`anyOf`, sets, `enum` on a compound value, objects
    /// too wide for the bitset of required properties), and a struct whose names are not
    /// all the schema's (`Schema::exact_names`): serde reads a flattened field's values into
    /// a buffer of its own, which takes any shape, so a streaming check of a plain scalar,
    /// left to serde, would let through what only the flattened type refuses (and a
    /// flattened `Option` then reads as `None`).
    #[inline]
    pub(crate) fn buffers(&self) -> bool {
        let schema = self.schema;
        match &schema.ty {
            Type::AnyOf(_) | Type::Array { unique: true, .. } => true,
            Type::Object(object) if object.properties.len() > 64 || !schema.exact_names => true,
            Type::Array { .. } | Type::Tuple(_) | Type::Map(_) | Type::IntMap(..) | Type::Object(_) | Type::Any => {
                schema.enum_values.is_some()
            }
            _ => false,
        }
    }
}

/// Whether serde, reading a value of `schema` into the Rust type the schema was made from,
/// is already as strict as `check_args`: then the value is read without the guiding wrapper
/// and costs what hand-written serde costs.
///
/// True for the plain types (a Rust `bool`, `String`, `char`, integer or `f64` turns down
/// every value its schema does, `null` included), for the names of a unit-variant enum
/// ([`Schema::exact_names`]; the enum also takes `{"user": null}`, which reading through
/// [`Strict`](super::strict::Strict) turns down), and for arrays, tuples, maps and structs of
/// them (a struct only with [`Schema::exact_names`]: serde reads an `alias` the schema does
/// not show, and a flattened field from a buffer no wrapper reaches). Not for what serde
/// lets through: other `enum` values (`choices`), sets (duplicates are dropped), `f32` (an
/// overflow becomes infinity), `i128`/`u128` (text reaches past what a `Value` holds), `Any`
/// (depth) and `anyOf`.
#[inline(always)]
pub(crate) fn trusted(schema: &Schema) -> bool {
    reading(schema) != Reading::Guided
}

/// How a value of a schema is read so that what is read is what `check_args` accepts.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// By serde alone: a plain scalar ([`trusted`], with no enum in or under it).
    Plain,
    /// By serde through [`Strict`](super::strict::Strict): [`trusted`], not a plain scalar.
    Strict,
    /// Through the guided deserializer, which checks every value against the schema.
    Guided,
}

/// How a value of `schema` is read (see [`trusted`]): what the generated arms state for
/// each parameter in its [`Slot`](super::Slot).
#[doc(hidden)]
#[inline(always)]
pub fn reading(schema: &Schema) -> Reading {
    match (&schema.ty, &schema.enum_values) {
        (Type::Boolean | Type::String | Type::Char | Type::Number(FloatType::F64), None) => Reading::Plain,
        (Type::Integer(int), None) if !matches!(int, IntType::I128 | IntType::U128) => Reading::Plain,
        _ if trusted_compound(schema) => Reading::Strict,
        _ => Reading::Guided,
    }
}

/// [`trusted`] for everything but the plain types.
fn trusted_compound(schema: &Schema) -> bool {
    if schema.enum_values.is_some() {
        return schema.exact_names && matches!(schema.ty, Type::String);
    }
    match &schema.ty {
        Type::Boolean | Type::String | Type::Char | Type::Number(FloatType::F64) => true,
        Type::Integer(int) => !matches!(int, IntType::I128 | IntType::U128),
        Type::Array { items, unique: false, .. } | Type::Map(items) | Type::IntMap(_, items) => trusted(items),
        Type::Tuple(items) => items.iter().all(trusted),
        Type::Object(object) => {
            schema.exact_names
                && object.properties.iter().all(|p| trusted(&p.schema))
                && match &object.additional {
                    Additional::Unstated | Additional::Denied => true,
                    Additional::Schema(values) => trusted(values),
                }
        }
        // `null` alone is a branch of an untagged enum's `anyOf`, which is read whole anyway.
        Type::Any | Type::Null | Type::Number(FloatType::F32) | Type::Array { .. } | Type::AnyOf(_) => false,
    }
}
