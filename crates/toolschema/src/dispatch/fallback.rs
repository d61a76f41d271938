//! The slow path, taken only when the fast path turns a call down: parse the text, then
//! report every problem through `check_args`.
//!
//! Decisions:
//! - a byte-order mark before the text is skipped (RFC 8259 allows a parser to ignore it;
//!   no provider sends one, and refusing it would only cost the model a turn);
//! - text that is not JSON (truncated, invalid UTF-8, `1e400`, nested deeper than
//!   `serde_json`'s limit of 128) is one `not_an_object` problem saying why;
//! - a parsed `Value` nested deeper than the same limit is one `out_of_range` problem at
//!   the argument that holds it, in place of what `check_args` found. The depth is counted
//!   only where `check_args` passed over an array or an object; see [`every_problem`].

use serde_json::Value;

use super::faults::{Faults, MAX_NESTING};
use super::guided::too_deep_message;
use super::params::{self, Params};
use crate::check::path::Path;
use crate::check::{check_into, nests_within, ArgProblem, ArgProblems, ProblemCode, Resume};
use crate::error::ToolError;
use crate::model::ToolSchema;

/// U+FEFF, the byte-order mark.
pub(crate) const BOM: &str = "\u{feff}";

/// Text the fast path turned down, once parsed: read again as `dispatch` reads a `Value`, so
/// that it gets every problem, or (where only the text was at fault, as with a repeated key)
/// the arguments after all.
pub(crate) fn from_parsed<P: Params>(tool: &ToolSchema, value: &Value) -> Result<P, ToolError> {
    every_problem(tool, value, Resume::Start)?;
    params::from_value(tool, value)
}

/// Parses the text of the arguments (a leading byte-order mark skipped). Text that is a
/// `str` already is parsed as one: from bytes, `serde_json` checks the UTF-8 of every string
/// again (about 1,700 instructions of a refused `summarise` call).
pub(crate) fn parse_str(tool: &str, text: &str) -> Result<Value, ToolError> {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    serde_json::from_str(text).map_err(|err| not_json(tool, text.as_bytes(), &err))
}

/// [`parse_str`] for bytes, which may not even be UTF-8.
pub(crate) fn parse(tool: &str, bytes: &[u8]) -> Result<Value, ToolError> {
    let bytes = bytes.strip_prefix(BOM.as_bytes()).unwrap_or(bytes);
    serde_json::from_slice(bytes).map_err(|err| not_json(tool, bytes, &err))
}

/// The `not_an_object` problem of text that `serde_json` could not parse, saying why.
#[cold]
fn not_json(tool: &str, bytes: &[u8], err: &serde_json::Error) -> ToolError {
    let message = match std::str::from_utf8(bytes) {
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
    explain: impl FnOnce() -> Option<ArgProblem>,
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
