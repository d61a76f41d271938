//! The run-time half of the generated `dispatch`: each step a generated arm takes, written
//! once here rather than expanded into every arm.
//!
//! An arm reads all of a tool's arguments with one call, [`read_keyed`], straight into the
//! types of its parameters (a tuple such as `(String, (u32, (bool, ())))`), calls the tool
//! inside [`catch_panic`] and serialises what it returned with [`finish_value`] or
//! [`finish_result`]. The arm passes a `match` from argument name to the parameter's [`Slot`]
//! (its index, how its values are read, whether it is required, all worked out from the
//! schema when the code is generated), which compiles to a few compares; [`read`] finds the
//! slot in the schema instead.
//!
//! [`read_keyed`] is the fast path and the check at once, from a parsed `Value` or straight
//! from the text (the tool's own `Deserialize` impls pull the values from `serde_json`'s
//! parser). Each value is read the cheapest way that is still exact (`faults::reading`):
//! - by serde alone, where serde turns down every value the schema does (a `String`, a
//!   `u32`…);
//! - through `strict`, where the only leniency left is a unit-variant enum reading
//!   `{"user": null}` as well as `"user"` (arrays, maps and structs of the above and of
//!   enums, where every struct and enum has exactly the names serde reads,
//!   `Schema::exact_names`); only for an argument, whose reader is its own type;
//! - otherwise through `guided`, a deserializer that checks every node against the schema as
//!   the tool's `Deserialize` reads it. On a parsed [`Value`], a scalar is checked where it
//!   stands, and a compound argument is checked by `check_value` then read, which measures
//!   cheaper on a `Value` than guiding.
//!
//! These two are read with an error that is never worded (`plain::Refused`): the read is the
//! check, and a refusal costs no message (from a parsed `Value` through `value_ref`, from
//! text as the `plain` scalars the parser hands on).
//!
//! On any failure, every problem is reported by [`check_args`](crate::check_args) over the parsed `Value`.
//!
//! Architecture Invariant: what `read` accepts, `check_args` accepts; text is read as if it
//! had been parsed to a `Value` first (a duplicate key keeps its last value), so
//! `dispatch_str(text)` and `dispatch(parse(text))` always give the same answer. One
//! exception: under a key that a struct ignores (no `deny_unknown_fields`), serde skips a
//! value without recursion and without `serde_json`'s depth limit, so text nested deeper than
//! 128 levels there is read, where parsing it to a `Value` would fail. No tool ever sees it.

#[macro_use]
mod forward;

mod access;
mod fallback;
mod faults;
mod guided;
mod literals;
mod map_key;
mod panic;
mod params;
mod plain;
mod reader;
mod scalar;
mod slot;
mod strict;
mod value_ref;

use std::fmt::Display;

use serde::Serialize;
use serde_json::Value;

use crate::error::ToolError;
use crate::model::ToolSchema;

#[doc(hidden)]
pub use self::faults::{reading, Reading};
pub use self::panic::{catch_panic, catch_panic_async};
pub use self::params::Params;
#[doc(hidden)]
pub use self::reader::Source;
#[doc(hidden)]
pub use self::slot::Slot;

/// The arguments of a call as they arrive: parsed, or the raw JSON text a provider sends.
#[derive(Clone, Copy, Debug)]
pub enum Arguments<'a> {
    /// Already parsed.
    Value(&'a Value),
    /// JSON text (OpenAI sends the arguments as a string).
    Text(&'a str),
    /// JSON text as bytes, which may not even be UTF-8 (straight off a socket).
    Bytes(&'a [u8]),
}

impl<'a> From<&'a Value> for Arguments<'a> {
    fn from(value: &'a Value) -> Self {
        Arguments::Value(value)
    }
}

impl<'a> From<&'a str> for Arguments<'a> {
    fn from(text: &'a str) -> Self {
        Arguments::Text(text)
    }
}

impl<'a> From<&'a String> for Arguments<'a> {
    fn from(text: &'a String) -> Self {
        Arguments::Text(text)
    }
}

impl<'a> From<&'a [u8]> for Arguments<'a> {
    fn from(bytes: &'a [u8]) -> Self {
        Arguments::Bytes(bytes)
    }
}

/// Reads every argument of `tool` into `P`, the types of its parameters as nested pairs
/// ending in `()`; `Err` is `invalid_arguments` with every problem.
///
/// Absent and `null` optional parameters take their default, or `None`.
pub fn read<P: Params>(tool: &ToolSchema, args: Arguments<'_>) -> Result<P, ToolError> {
    read_keyed(tool, args, params::slot_in(tool))
}

/// [`read`], with `slot_of` giving the [`Slot`] of the parameter a key names (`None` for no
/// parameter): what the generated arms call, with a `match` from each name to the slot
/// worked out when the code was generated.
#[inline]
pub fn read_keyed<P: Params>(
    tool: &ToolSchema,
    args: Arguments<'_>,
    slot_of: impl Fn(&str) -> Option<Slot> + Copy,
) -> Result<P, ToolError> {
    match args {
        Arguments::Value(value) => params::from_value_keyed(tool, value, slot_of),
        Arguments::Text(text) => from_text_keyed(tool, text, slot_of),
        // Bytes that are UTF-8 are read as text: one path from text, instantiated once per
        // tool rather than once per kind of reader, and `StrRead` need not check the UTF-8 of
        // each string again. Bytes that are not are JSON no parse takes (a string's bytes are
        // checked even under a key serde skips, as parsing to a `Value` checks them).
        Arguments::Bytes(bytes) => match std::str::from_utf8(bytes) {
            Ok(text) => from_text_keyed(tool, text, slot_of),
            Err(_) => params::from_value_keyed(tool, &fallback::parse_bytes(tool, bytes)?, slot_of),
        },
    }
}

/// [`read_keyed`] from text: straight from it, or parsed and read as a `Value` where the
/// fast path turns it down (which then reports every problem).
#[inline]
fn from_text_keyed<P: Params>(
    tool: &ToolSchema,
    text: &str,
    slot_of: impl Fn(&str) -> Option<Slot> + Copy,
) -> Result<P, ToolError> {
    let unmarked = text.strip_prefix(fallback::BOM).unwrap_or(text);
    match params::from_text(tool, unmarked, slot_of) {
        Ok(params) => Ok(params),
        Err(()) => params::from_value_keyed(tool, &fallback::parse_text(tool, text)?, slot_of),
    }
}

/// Checks the arguments of `tool` without reading them (the arm of an async tool in the
/// sync `dispatch`, which still answers for bad arguments first).
pub fn check(tool: &ToolSchema, args: Arguments<'_>) -> Result<(), ToolError> {
    match args {
        Arguments::Value(value) => fallback::every_problem(tool, value, crate::check::Resume::Start),
        Arguments::Text(text) => fallback::check_str(tool, text),
        Arguments::Bytes(bytes) => fallback::check_bytes(tool, bytes),
    }
}

/// Serialises what a tool returned.
pub fn finish_value<T: Serialize>(tool: &str, value: T) -> Result<Value, ToolError> {
    serde_json::to_value(value)
        .map_err(|err| ToolError::tool_failed(tool, format!("the result of `{tool}` cannot be serialised: {err}")))
}

/// Serialises a tool's `Ok`, or reports its `Err` as `tool_failed`.
pub fn finish_result<T: Serialize, E: Display>(tool: &str, result: Result<T, E>) -> Result<Value, ToolError> {
    match result {
        Ok(value) => finish_value(tool, value),
        Err(err) => Err(ToolError::tool_failed(tool, err.to_string())),
    }
}
