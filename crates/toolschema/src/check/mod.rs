//! `check_args` (section 8 of the spec): every problem in a model's arguments, at once.
//!
//! The checker walks the schema and the value together, so its depth is bounded by the
//! schema (which is finite), never by the value. Paths and messages are built only when a
//! problem is reported: the happy path allocates nothing.
//!
//! Where the spec is silent:
//! - a path names a map key or property after a dot when it is made of `[A-Za-z0-9_-]`,
//!   and as a JSON string in brackets otherwise: `scores["odd key"]`;
//! - a parameter that is not required may be `null`; a nested field that is not required
//!   may be absent, but `null` only when its schema is nullable (an `Option`), because
//!   serde's `default` does not turn `null` into the default;
//! - a whole float such as `5.0` or `1e2` for an integer is `wrong_type` (Rust cannot read
//!   it), with the integer to write instead; a `char` that is not one character is
//!   `wrong_type`; an `i128`/`u128` beyond `i64::MIN..=u64::MAX` is `out_of_range`,
//!   since `serde_json` cannot carry it exactly;
//! - a value that fails its `enum` gets only `not_in_enum`, not a type problem as well;
//! - an `anyOf` that no branch accepts reports the problems of the one branch its tag
//!   names, or `not_in_enum`/`missing_argument` at the tag shared by every branch, or else
//!   one `wrong_type` listing the shapes.

mod any_of;
mod container;
mod depth;
mod fate;
mod lookup;
pub(crate) mod message;
pub(crate) mod name;
pub(crate) mod path;
mod resume;
pub(crate) mod stand_in;
mod suggest;
#[cfg(test)]
mod tests;
mod unique;
mod value;

use std::fmt;

use serde_json::Value;

use crate::model::{Schema, ToolSchema};

pub(crate) use self::depth::nests_within;
use self::path::Path;
use self::resume::shallow;
pub(crate) use self::resume::Resume;
pub use self::suggest::closest;

/// What is wrong with one argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ProblemCode {
    /// The arguments are not a JSON object.
    NotAnObject,
    /// A required argument is absent or `null`.
    MissingArgument,
    /// An argument no parameter has.
    UnknownArgument,
    /// A value of the wrong JSON type.
    WrongType,
    /// A number outside the Rust type's range or the schema's bounds.
    OutOfRange,
    /// A value that is not one of the allowed ones.
    NotInEnum,
    /// A fixed-size array or tuple of the wrong length.
    WrongLength,
    /// A repeated item in a set.
    NotUnique,
}

impl ProblemCode {
    /// The code as it appears in JSON: `missing_argument`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ProblemCode::NotAnObject => "not_an_object",
            ProblemCode::MissingArgument => "missing_argument",
            ProblemCode::UnknownArgument => "unknown_argument",
            ProblemCode::WrongType => "wrong_type",
            ProblemCode::OutOfRange => "out_of_range",
            ProblemCode::NotInEnum => "not_in_enum",
            ProblemCode::WrongLength => "wrong_length",
            ProblemCode::NotUnique => "not_unique",
        }
    }
}

impl fmt::Display for ProblemCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One problem in a model's arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgProblem {
    /// Where: `limit`, `filters.status`, `items[2]`, `scores["odd key"]`; empty for the
    /// arguments as a whole.
    pub path: String,
    /// What kind of problem.
    pub code: ProblemCode,
    /// What a model should do about it.
    pub message: String,
}

impl fmt::Display for ArgProblem {
    /// `path: message`, or the bare message for the arguments as a whole.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

/// Checks the arguments a model sent for `tool`; `Err` holds every problem found.
///
/// `null` counts as `{}`. A parameter that is not required may be absent or `null`.
pub fn check_args(tool: &ToolSchema, args: &Value) -> Result<(), Vec<ArgProblem>> {
    let mut problems = Vec::new();
    check_into(tool, args, Resume::Start, &mut problems);
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// [`check_args`] into `problems`; `true` when its walk may have left an array or object
/// deeper than [`VOUCHED_DEPTH`] unvisited, `false` when it vouches that no argument nests
/// that deep.
///
/// The walk follows the schema, so it passes over what the schema does not describe
/// (`Type::Any`, unknown keys, a value of the wrong shape, items past a tuple's end, the
/// branches of an `anyOf`): a value it passes over is noted when it is an array or an
/// object, and unknown keys and extra items whatever they hold (they are rare, and looking
/// at them costs a walk over the map).
///
/// Dispatch counts the nesting only when this says so: the walk that every refused call
/// makes anyway stands in for a second one (about 450 instructions on `summarise`).
///
/// The walk leaves out what `resume` says dispatch's read got through.
pub(crate) fn check_into(tool: &ToolSchema, args: &Value, resume: Resume<'_>, problems: &mut Vec<ArgProblem>) -> bool {
    let mut out = Out::collect(problems);
    match args {
        Value::Null => container::params(tool, &serde_json::Map::new(), Resume::Start, &mut out),
        Value::Object(map) => container::params(tool, map, resume, &mut out),
        other => out.report(&Path::ROOT, ProblemCode::NotAnObject, || message::not_an_object(tool, other)),
    }
    out.finish()
}

/// How many arrays and objects (the arguments object first) [`check_into`] vouches for
/// after a full walk; deeper, it reports them unvisited. Any bound below the dispatcher's
/// nesting limit would do: the depth itself is counted by whoever asked.
pub(crate) const VOUCHED_DEPTH: usize = 64;

/// Checks one value against `schema`, adding problems under `path`.
///
/// `path` is used verbatim as the start of every problem's path (the lowering passes a
/// parameter name when it checks a `(default: …)` value); `""` is the arguments' root.
pub fn check_value(schema: &Schema, value: &Value, path: &str, problems: &mut Vec<ArgProblem>) {
    let mut out = Out::collect(problems);
    value::node(schema, value, &Path::Root(path), &mut out);
    out.finish();
}

/// The most problems one check lists. A 50 MB array of wrong items would otherwise cost a
/// path and a sentence per item, gigabytes of them; past this many, the rest are counted.
pub const MAX_PROBLEMS: usize = 100;

/// Where problems go: collected, or only noticed (to try the branches of an `anyOf`).
pub(crate) enum Out<'a> {
    /// Every problem is rendered and kept, up to [`MAX_PROBLEMS`]; the rest are counted,
    /// with the first of them, which [`Out::finish`] reports with the count.
    ///
    /// `depth` counts the arrays and objects the walk is inside; `unvisited` notes one left
    /// unvisited, or one nested deeper than [`VOUCHED_DEPTH`] (see [`check_into`]).
    Collect {
        problems: &'a mut Vec<ArgProblem>,
        unlisted: usize,
        first_unlisted: Option<(String, ProblemCode)>,
        depth: usize,
        unvisited: bool,
    },
    /// The first problem is noted and the walk stops; nothing is rendered.
    Probe { failed: bool },
}

impl<'a> Out<'a> {
    fn collect(problems: &'a mut Vec<ArgProblem>) -> Self {
        // The arguments object is the first level.
        Out::Collect { problems, unlisted: 0, first_unlisted: None, depth: 1, unvisited: false }
    }

    /// Notes that the walk passes over `value` without visiting what it holds.
    pub(crate) fn pass_over(&mut self, value: &Value) {
        if let Out::Collect { unvisited, .. } = self {
            *unvisited |= matches!(value, Value::Array(_) | Value::Object(_));
        }
    }

    /// Notes values of `schema` one level below here that the walk leaves out because
    /// dispatch's read got through them ([`Resume`]): they hold no problem, but may hide an
    /// array or object in an entry their type ignores, so they are noted as [`Out::pass_over`]
    /// would note them when they nest deeper than the walk vouches for.
    pub(crate) fn leave_out(&mut self, schema: &Schema, values: &[Value]) {
        if let Out::Collect { depth, unvisited, .. } = self {
            let levels = VOUCHED_DEPTH.saturating_sub(*depth);
            *unvisited |= !shallow(schema, values) && !values.iter().all(|value| nests_within(value, levels));
        }
    }

    /// Notes that the walk passes over values it does not look at, arrays or objects or not.
    pub(crate) fn pass_over_some(&mut self) {
        if let Out::Collect { unvisited, .. } = self {
            *unvisited = true;
        }
    }

    /// Runs `walk` one array or object deeper, noting it when that is past [`VOUCHED_DEPTH`].
    #[inline(always)]
    pub(crate) fn inside(&mut self, walk: impl FnOnce(&mut Self)) {
        if let Out::Collect { depth, unvisited, .. } = self {
            *depth += 1;
            *unvisited |= *depth > VOUCHED_DEPTH;
        }
        walk(self);
        if let Out::Collect { depth, .. } = self {
            *depth -= 1;
        }
    }

    /// Records a problem; the path and message are rendered only when collecting.
    pub(crate) fn report(&mut self, path: &Path<'_>, code: ProblemCode, message: impl FnOnce() -> String) {
        match self {
            Out::Collect { problems, .. } if problems.len() < MAX_PROBLEMS => {
                problems.push(ArgProblem { path: path.render(), code, message: message() })
            }
            Out::Collect { unlisted, first_unlisted, .. } => {
                *unlisted += 1;
                first_unlisted.get_or_insert_with(|| (path.render(), code));
            }
            Out::Probe { failed } => *failed = true,
        }
    }

    /// Lists the problems past [`MAX_PROBLEMS`] as one, at the first of them.
    /// Also says whether the walk left anything unvisited.
    fn finish(self) -> bool {
        let Out::Collect { problems, unlisted, first_unlisted, unvisited, .. } = self else { return false };
        if let Some((path, code)) = first_unlisted {
            let message = format!(
                "{unlisted} more problem{} from here on are not listed; fix the ones above, then call again to see the rest",
                if unlisted == 1 { "" } else { "s" }
            );
            problems.push(ArgProblem { path, code, message });
        }
        unvisited
    }

    /// Whether the walk can stop: a probe that already failed.
    pub(crate) fn stop(&self) -> bool {
        matches!(self, Out::Probe { failed: true })
    }
}
