//! The slow path, taken only when the fast path turns a call down: parse the text, then
//! report every problem through `check_args`.
//!
//! Decisions:
//! - a byte-order mark before the text is skipped (RFC 8259 allows a parser to ignore it;
//!   no provider sends one, and refusing it would only cost the model a turn);
//! - text that is not JSON (truncated, invalid UTF-8, nested deeper than `serde_json`'s
//!   limit of 128) is one `not_an_object` problem saying why;
//! - a number `serde_json` cannot hold (`1e400`, an integer of 400 digits) is still JSON: it
//!   is `out_of_range` where a number goes, and whatever a number would be elsewhere, named
//!   as written (so is an integer beyond `i64` and `u64`, which it holds as a float);
//! - a parsed `Value` nested deeper than the same limit is one `out_of_range` problem at
//!   the argument that holds it, in place of what `check_args` found. The depth is counted
//!   only where `check_args` passed over an array or an object; see [`every_problem`].

use serde_json::Value;

use super::faults::{Faults, MAX_NESTING};
use super::guided::too_deep_message;
use super::literals;
use crate::check::path::Path;
use crate::check::stand_in::check_with;
use crate::check::{check_into, nests_within, ArgProblem, ArgProblems, ProblemCode, Resume};
use crate::error::ToolError;
use crate::model::ToolSchema;

/// U+FEFF, the byte-order mark.
pub(crate) const BOM: &str = "\u{feff}";

/// Text the fast path turned down (a byte-order mark skipped), parsed, so that the caller
/// reads it again as `dispatch` reads a `Value`: it gets every problem, or (where only the
/// text was at fault, as with a repeated key) the arguments after all. Not generic, so that
/// the arms share it, and the value path the caller then takes is the one of `read_keyed`.
pub(crate) fn parse_text(tool: &ToolSchema, text: &str) -> Result<Value, ToolError> {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    // Text that is a `str` already is parsed as one: from bytes, `serde_json` checks the
    // UTF-8 of every string again (about 1,700 instructions of a refused `summarise` call).
    checked(tool, text.as_bytes(), serde_json::from_str(text))
}

/// [`parse_text`] for bytes, which may not even be UTF-8.
pub(crate) fn parse_bytes(tool: &ToolSchema, bytes: &[u8]) -> Result<Value, ToolError> {
    let bytes = bytes.strip_prefix(BOM.as_bytes()).unwrap_or(bytes);
    checked(tool, bytes, serde_json::from_slice(bytes))
}

/// Checks the text of the arguments without reading them (a byte-order mark skipped).
pub(crate) fn check_str(tool: &ToolSchema, text: &str) -> Result<(), ToolError> {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    checked(tool, text.as_bytes(), serde_json::from_str(text)).map(drop)
}

/// [`check_str`] for bytes.
pub(crate) fn check_bytes(tool: &ToolSchema, bytes: &[u8]) -> Result<(), ToolError> {
    let bytes = bytes.strip_prefix(BOM.as_bytes()).unwrap_or(bytes);
    checked(tool, bytes, serde_json::from_slice(bytes)).map(drop)
}

/// The arguments `bytes` were parsed into, once they pass the check; or every problem.
///
/// Numbers `serde_json` cannot hold as written (`1e400`, which fails the parse, and an
/// integer beyond `i64` and `u64`, which it holds as a float) are still JSON: the text is
/// parsed again with a stand-in for each, so that they are named as written among every
/// other problem (`literals`, `check::stand_in`). Neither costs the usual refusal anything:
/// the first only follows a failed parse, the second a problem that quotes such a float.
fn checked(tool: &ToolSchema, bytes: &[u8], parsed: Result<Value, serde_json::Error>) -> Result<Value, ToolError> {
    let value = match parsed {
        Ok(value) => value,
        Err(err) if err.to_string().starts_with("number out of range") => {
            return stood_in(tool, bytes).unwrap_or_else(|| Err(not_json(tool.name(), bytes, &err)));
        }
        Err(err) => return Err(not_json(tool.name(), bytes, &err)),
    };
    match every_problem(tool, &value, Resume::Start) {
        Ok(()) => Ok(value),
        Err(err) if quotes_a_wide_float(&err) => stood_in(tool, bytes).unwrap_or(Err(err)),
        Err(err) => Err(err),
    }
}

/// Whether a problem quotes a float as `serde_json` writes one of 10^16 and more
/// (`1.2345678901234567e+20`), which may stand for an integer written in full.
fn quotes_a_wide_float(err: &ToolError) -> bool {
    err.problems.iter().any(|p| {
        matches!(p.code, ProblemCode::OutOfRange | ProblemCode::WrongType | ProblemCode::NotInEnum)
            && p.message.contains("e+")
    })
}

/// [`checked`] for text with numbers `serde_json` cannot hold as written: `None` when it has
/// none after all.
#[cold]
#[inline(never)]
fn stood_in(tool: &ToolSchema, bytes: &[u8]) -> Option<Result<Value, ToolError>> {
    let rewritten = literals::rewrite(bytes)?;
    let value = match serde_json::from_slice(&rewritten.text) {
        Ok(value) => value,
        // Not JSON after all: said as of the text as sent, whose lines and columns the
        // blanked text keeps.
        Err(_) => {
            let blanked = literals::blanked(bytes);
            let err = serde_json::from_slice::<Value>(&blanked).err()?;
            return Some(Err(not_json(tool.name(), bytes, &err)));
        }
    };
    Some(
        check_with(tool, value, &rewritten.stand_ins)
            .map_err(|problems| ToolError::invalid_arguments(tool.name.clone(), problems)),
    )
}

/// Whether `bytes` look like UTF-16: a UTF-16 byte-order mark, or a NUL byte at every other
/// place of the first few (JSON text in ASCII, as Windows tools write it).
fn utf16(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(8)];
    let nul_at =
        |parity: usize| head.len() >= 4 && head.iter().enumerate().all(|(i, b)| (*b == 0) == (i % 2 == parity));
    bytes.starts_with(&[0xff, 0xfe]) || bytes.starts_with(&[0xfe, 0xff]) || nul_at(0) || nul_at(1)
}

/// The `not_an_object` problem of text that `serde_json` could not parse, saying why.
#[cold]
fn not_json(tool: &str, bytes: &[u8], err: &serde_json::Error) -> ToolError {
    let message = match std::str::from_utf8(bytes) {
        Err(bad) if utf16(bytes) => format!(
            "the arguments are not valid UTF-8 (invalid byte at offset {}): they look like UTF-16 text; send a JSON object as UTF-8 text",
            bad.valid_up_to()
        ),
        Err(bad) => format!(
            "the arguments are not valid UTF-8 (invalid byte at offset {}); send a JSON object as UTF-8 text",
            bad.valid_up_to()
        ),
        Ok(_) if err.is_eof() => {
            format!("the arguments end too early ({err}); send the whole JSON object")
        }
        Ok(_) if err.to_string().starts_with("recursion limit exceeded") => {
            format!(
                "the arguments are nested too deeply ({err}); arrays and objects may nest at most {MAX_NESTING} levels"
            )
        }
        Ok(_) if utf16(bytes) => {
            format!("the arguments are not valid JSON ({err}): they look like UTF-16 text; send a JSON object as UTF-8 text")
        }
        Ok(_) => format!("the arguments are not valid JSON ({err}); send a JSON object"),
    };
    let problem = ArgProblem { path: String::new(), code: ProblemCode::NotAnObject, message };
    ToolError::invalid_arguments(tool.to_owned(), vec![problem])
}

/// Every problem in `args`, which the fast path turned down (having read them as far as
/// `resume` says) for the reason in `faults`, or (where it kept none, having read with errors
/// that are never worded) that `explain` gives.
pub(crate) fn report(
    tool: &ToolSchema,
    args: &Value,
    resume: Resume<'_>,
    faults: Faults,
    explain: &dyn Fn() -> Option<ArgProblem>,
) -> ToolError {
    match every_problem(tool, args, resume) {
        Err(err) => err,
        // `check_args` accepts what the tool's types turn down: the fast path's own reason.
        Ok(()) => {
            let problem = faults.into_first().or_else(explain).unwrap_or_else(|| ArgProblem {
                path: String::new(),
                code: ProblemCode::WrongType,
                message: "the arguments cannot be read into the tool's parameter types".to_owned(),
            });
            ToolError::invalid_arguments(tool.name.clone(), vec![problem])
        }
    }
}

/// Every problem in `args`: what `check_args` finds, or only the argument nested deeper than
/// [`MAX_NESTING`] levels, if one is. The check leaves out what `resume` says was read.
pub(crate) fn every_problem(tool: &ToolSchema, args: &Value, resume: Resume<'_>) -> Result<(), ToolError> {
    let found = problems_in(tool, args, resume);
    #[cfg(debug_assertions)]
    if !matches!(resume, Resume::Start) {
        assert_eq!(
            found,
            problems_in(tool, args, Resume::Start),
            "the check resumed at {resume:?} is not the whole check"
        );
    }
    found
}

/// [`every_problem`].
fn problems_in(tool: &ToolSchema, args: &Value, resume: Resume<'_>) -> Result<(), ToolError> {
    let mut problems = ArgProblems::default();
    // A walk that visited every array and object vouches that none nests too deep: only
    // what it passed over needs counting (a typo in an enum, the usual refusal, needs none).
    if check_into(tool, args, resume, &mut problems) {
        too_deep(tool, args)?;
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(ToolError::invalid_arguments(tool.name.clone(), problems))
    }
}

/// `Err` when an argument nests arrays and objects deeper than [`MAX_NESTING`] levels
/// (the arguments object being the first), which only a hand-built `Value` can do.
pub(crate) fn too_deep(tool: &ToolSchema, args: &Value) -> Result<(), ToolError> {
    let Value::Object(map) = args else { return Ok(()) };
    // The arguments object is the first level, so an argument may nest one level less.
    let deep = map.iter().find(|(_, value)| !nests_within(value, MAX_NESTING - 1));
    match deep {
        Some((key, _)) => {
            let problem = ArgProblem {
                path: Path::ROOT.key(key).render(),
                code: ProblemCode::OutOfRange,
                message: too_deep_message(),
            };
            Err(ToolError::invalid_arguments(tool.name.clone(), vec![problem]))
        }
        None => Ok(()),
    }
}
