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
pub(crate) mod keys;
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

/// What [`check_args`] found wrong: the problems it lists, at most [`MAX_PROBLEMS`], and how
/// many more it counted but left out. Every listed entry is a real problem at its path; the
/// ones left out are only counted, never summed up as a problem of their own.
///
/// It reads as the slice of the listed problems (`problems.len()`, `problems[0]`, `for p in
/// &problems`), and [`ArgProblems::total`] says how many there were in all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArgProblems {
    /// The problems listed, in the order the check found them.
    pub listed: Vec<ArgProblem>,
    /// How many more the check found past [`MAX_PROBLEMS`] and did not list.
    pub omitted: usize,
}

impl ArgProblems {
    /// Every problem found, listed or not.
    pub fn total(&self) -> usize {
        self.listed.len() + self.omitted
    }

    /// The listed problems.
    pub fn into_vec(self) -> Vec<ArgProblem> {
        self.listed
    }
}

impl From<Vec<ArgProblem>> for ArgProblems {
    /// A list none of whose problems was left out.
    fn from(listed: Vec<ArgProblem>) -> Self {
        ArgProblems { listed, omitted: 0 }
    }
}

impl std::ops::Deref for ArgProblems {
    type Target = [ArgProblem];
    fn deref(&self) -> &[ArgProblem] {
        &self.listed
    }
}

impl IntoIterator for ArgProblems {
    type Item = ArgProblem;
    type IntoIter = std::vec::IntoIter<ArgProblem>;
    fn into_iter(self) -> Self::IntoIter {
        self.listed.into_iter()
    }
}

impl<'a> IntoIterator for &'a ArgProblems {
    type Item = &'a ArgProblem;
    type IntoIter = std::slice::Iter<'a, ArgProblem>;
    fn into_iter(self) -> Self::IntoIter {
        self.listed.iter()
    }
}

impl PartialEq<Vec<ArgProblem>> for ArgProblems {
    /// Equal when the listed problems are, and none was left out.
    fn eq(&self, other: &Vec<ArgProblem>) -> bool {
        self.omitted == 0 && self.listed == *other
    }
}

impl PartialEq<ArgProblems> for Vec<ArgProblem> {
    fn eq(&self, other: &ArgProblems) -> bool {
        other == self
    }
}

/// Checks the arguments a model sent for `tool`; `Err` holds every problem found (listed up
/// to [`MAX_PROBLEMS`], the rest counted).
///
/// `null` counts as `{}`. A parameter that is not required may be absent or `null`.
pub fn check_args(tool: &ToolSchema, args: &Value) -> Result<(), ArgProblems> {
    let mut problems = ArgProblems::default();
    check_into(tool, args, Resume::Start, &mut problems);
    if problems.listed.is_empty() {
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
pub(crate) fn check_into(tool: &ToolSchema, args: &Value, resume: Resume<'_>, problems: &mut ArgProblems) -> bool {
    let ArgProblems { listed, omitted } = problems;
    let mut out = Out::collect(listed, omitted);
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
/// `problems` holds at most [`MAX_PROBLEMS`]; the number of problems found past them, and
/// not listed, is returned.
pub fn check_value(schema: &Schema, value: &Value, path: &str, problems: &mut Vec<ArgProblem>) -> usize {
    let mut omitted = 0;
    let mut out = Out::collect(problems, &mut omitted);
    value::node(schema, value, &Path::Root(path), &mut out);
    out.finish();
    omitted
}

/// The most problems one check lists. A 50 MB array of wrong items would otherwise cost a
/// path and a sentence per item, gigabytes of them, and a model cannot read 100,000
/// problems; past this many, the rest are only counted ([`ArgProblems::omitted`]).
pub const MAX_PROBLEMS: usize = 100;

/// Where problems go: collected, or only noticed (to try the branches of an `anyOf`).
pub(crate) enum Out<'a> {
    /// Every problem is rendered and kept, up to [`MAX_PROBLEMS`]; the rest are counted in
    /// `omitted`.
    ///
    /// `depth` counts the arrays and objects the walk is inside; `unvisited` notes one left
    /// unvisited, or one nested deeper than [`VOUCHED_DEPTH`] (see [`check_into`]).
    Collect { problems: &'a mut Vec<ArgProblem>, omitted: &'a mut usize, depth: usize, unvisited: bool },
    /// The first problem is noted and the walk stops; nothing is rendered.
    Probe { failed: bool },
}

impl<'a> Out<'a> {
    fn collect(problems: &'a mut Vec<ArgProblem>, omitted: &'a mut usize) -> Self {
        // The arguments object is the first level.
        Out::Collect { problems, omitted, depth: 1, unvisited: false }
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
            Out::Collect { omitted, .. } => **omitted += 1,
            Out::Probe { failed } => *failed = true,
        }
    }

    /// Whether the walk left anything unvisited.
    fn finish(self) -> bool {
        matches!(self, Out::Collect { unvisited: true, .. })
    }

    /// Whether the walk can stop: a probe that already failed.
    pub(crate) fn stop(&self) -> bool {
        matches!(self, Out::Probe { failed: true })
    }
}
