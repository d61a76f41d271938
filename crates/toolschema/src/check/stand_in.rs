//! `check_args` for text with number literals `serde_json` cannot hold as written, parsed
//! with an integer stand-in for each (`dispatch::literals`): every problem, each literal
//! named as written.
//!
//! The check runs over the parsed value as usual. A problem at a stand-in that quotes it
//! (`wrong_type` for a string, `out_of_range` for a `u32`, `not_in_enum`) is reworded to
//! name the literal; where the check took the stand-in (a `u64`, an `f64`, anything under a
//! `Value`, a key serde ignores), an `out_of_range` naming the literal is added, where the
//! walk of the check would have put it; under a value the check passed over with a problem
//! of its own (an unknown argument, a wrong type), nothing is added. An integer `serde_json`
//! holds only as a float (twenty digits) is checked as that float, and only named as written.

use std::collections::HashMap;
use std::fmt::Write;

use serde_json::{Number, Value};

use super::fate::{follow, key_of, Fate, Seg};
use super::path::Path;
use super::value::{fits, float_range, int_range};
use super::{check_into, message, ArgProblem, ArgProblems, ProblemCode, Resume, MAX_PROBLEMS};
use crate::model::{ToolSchema, Type};

/// One literal as written, and what stands in for it.
pub(crate) struct Literal<'t> {
    pub(crate) text: &'t str,
    /// What `serde_json` holds for an integer beyond `i64` and `u64` (a float); `None` for a
    /// number beyond `f64`'s range, which it cannot hold at all.
    pub(crate) held: Option<Number>,
    /// The integer written in its place: below `u64::MAX` for a positive literal, above
    /// `i64::MIN` for a negative one, and never an integer the text holds elsewhere.
    pub(crate) stand_in: i128,
}

/// Every literal of one text, found by its stand-in.
pub(crate) struct StandIns<'t> {
    literals: Vec<Literal<'t>>,
    by_value: HashMap<i128, usize>,
    /// The nearest stand-ins to zero: a number between them is none (most are, cheaply).
    low: i128,
    high: i128,
}

impl<'t> StandIns<'t> {
    pub(crate) fn new(literals: Vec<Literal<'t>>) -> Self {
        let by_value = literals.iter().enumerate().map(|(i, l)| (l.stand_in, i)).collect();
        let high = literals.iter().map(|l| l.stand_in).filter(|&v| v < 0).max().unwrap_or(i128::MIN);
        let low = literals.iter().map(|l| l.stand_in).filter(|&v| v > 0).min().unwrap_or(i128::MAX);
        StandIns { literals, by_value, low, high }
    }

    fn of(&self, n: &Number) -> Option<usize> {
        let value = match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => i128::from(u),
            (None, Some(i)) => i128::from(i),
            _ => return None,
        };
        if value > self.high && value < self.low {
            return None;
        }
        self.by_value.get(&value).copied()
    }
}

/// A stand-in found in the parsed value, where it is.
struct Found {
    at: Vec<Seg>,
    literal: usize,
    /// The stand-in itself, as the check met it.
    number: Number,
}

/// Checks `args`, parsed with `stand_ins` in it: `Ok` with the arguments to read when nothing
/// is wrong (each literal was a repeated key's earlier value, which the last one replaced),
/// or every problem.
pub(crate) fn check_with(tool: &ToolSchema, mut args: Value, stand_ins: &StandIns<'_>) -> Result<Value, ArgProblems> {
    let mut found = Vec::new();
    find(&mut args, &mut Vec::new(), stand_ins, &mut found);
    let mut problems = ArgProblems::default();
    check_into(tool, &args, Resume::Start, &mut problems);
    let mut by_path: HashMap<String, Vec<usize>> = HashMap::new();
    for (i, problem) in problems.listed.iter().enumerate() {
        by_path.entry(problem.path.clone()).or_default().push(i);
    }
    let mut added = Vec::new();
    for found in &found {
        let literal = &stand_ins.literals[found.literal];
        let path = render(&found.at);
        for &i in by_path.get(&path).into_iter().flatten() {
            reword(&mut problems.listed[i].message, literal);
        }
        if literal.held.is_some() {
            continue;
        }
        // A problem the check has at the stand-in (listed or past the cap: the schema there
        // refuses it) already stands for the literal; only one it took needs adding.
        let (key, fate) = follow(tool, &args, &found.at);
        if let Fate::Checked(schema) = fate {
            if !fits(schema, &Value::Number(found.number.clone())) {
                continue;
            }
        }
        if let Some(message) = out_of_range(fate, literal.text) {
            added.push((key, ArgProblem { path, code: ProblemCode::OutOfRange, message }));
        }
    }
    if added.is_empty() {
        return if problems.listed.is_empty() { Ok(args) } else { Err(problems) };
    }
    Err(merge(tool, &args, problems, added))
}

/// `problems` (in the check's order) with `added` placed where the check's walk would have
/// reported them, capped as the check caps its own: an added problem that falls past the
/// listed ones is counted with those the check left out.
fn merge(
    tool: &ToolSchema,
    args: &Value,
    problems: ArgProblems,
    mut added: Vec<(Vec<(usize, String)>, ArgProblem)>,
) -> ArgProblems {
    added.sort_by(|a, b| a.0.cmp(&b.0));
    let ArgProblems { listed, omitted } = problems;
    let keys: Vec<_> = listed.iter().map(|p| key_of(tool, args, &p.path, p.code)).collect();
    let mut all = Vec::with_capacity(listed.len() + added.len());
    let mut added = added.into_iter().peekable();
    for (problem, key) in listed.into_iter().zip(keys) {
        while let Some((_, next)) = added.next_if(|(at, _)| key.as_ref().is_some_and(|key| at < key)) {
            all.push(next);
        }
        all.push(problem);
    }
    let rest = added.len();
    if omitted == 0 {
        all.extend(added.map(|(_, problem)| problem));
    }
    let over = all.len().saturating_sub(MAX_PROBLEMS);
    all.truncate(MAX_PROBLEMS);
    ArgProblems { listed: all, omitted: omitted + over + if omitted == 0 { 0 } else { rest } }
}

/// Notes every stand-in under `value`, and puts back what `serde_json` holds for a literal
/// it holds as a float. The value was parsed from text, so it nests at most 128 levels.
fn find<'v>(value: &'v mut Value, at: &mut Vec<SegRef<'v>>, stand_ins: &StandIns<'_>, found: &mut Vec<Found>) {
    if let Value::Number(n) = &*value {
        if let Some(literal) = stand_ins.of(n) {
            found.push(Found { at: at.iter().map(SegRef::owned).collect(), literal, number: n.clone() });
            if let Some(held) = &stand_ins.literals[literal].held {
                *value = Value::Number(held.clone());
            }
        }
        return;
    }
    match value {
        Value::Array(items) => {
            for (i, item) in items.iter_mut().enumerate() {
                at.push(SegRef::Index(i));
                find(item, at, stand_ins, found);
                at.pop();
            }
        }
        Value::Object(map) => {
            for (key, item) in map.iter_mut() {
                at.push(SegRef::Key(key));
                find(item, at, stand_ins, found);
                at.pop();
            }
        }
        _ => {}
    }
}

/// A [`Seg`] borrowed from the value being walked.
enum SegRef<'v> {
    Key(&'v str),
    Index(usize),
}

impl SegRef<'_> {
    fn owned(&self) -> Seg {
        match self {
            SegRef::Key(key) => Seg::Key((*key).to_owned()),
            SegRef::Index(i) => Seg::Index(*i),
        }
    }
}

/// The path as the check writes it.
fn render(at: &[Seg]) -> String {
    fn from(parent: &Path<'_>, rest: &[Seg]) -> String {
        match rest.split_first() {
            None => parent.render(),
            Some((Seg::Key(key), rest)) => from(&parent.key(key), rest),
            Some((Seg::Index(i), rest)) => from(&parent.index(*i), rest),
        }
    }
    from(&Path::ROOT, at)
}

/// `message` naming `literal` where it quotes its stand-in (or, for an integer held as a
/// float, the float).
fn reword(message: &mut String, literal: &Literal<'_>) {
    let quoted = match &literal.held {
        Some(held) => held.to_string(),
        None => literal.stand_in.to_string(),
    };
    if let Some(start) = message.find(&quoted) {
        let mut named = String::with_capacity(literal.text.len().min(80));
        message::literal(&mut named, literal.text);
        message.replace_range(start..start + quoted.len(), &named);
    }
}

/// The `out_of_range` message of a literal the check took (or did not walk to) at `fate`;
/// `None` where a problem of the check covers it.
fn out_of_range(fate: Fate<'_>, literal: &str) -> Option<String> {
    let mut out = String::with_capacity(112);
    message::literal(&mut out, literal);
    match fate {
        Fate::Covered => return None,
        Fate::Checked(schema) => match &schema.ty {
            Type::Integer(int) => int_range(&mut out, *int),
            Type::Number(float) => float_range(&mut out, *float),
            _ => any_range(&mut out),
        },
        Fate::Open => any_range(&mut out),
    }
    Some(out)
}

/// Where any number goes (a `Value`, a key serde skips): `serde_json`'s range.
fn any_range(out: &mut String) {
    let _ = write!(out, " is out of range: a number must be between {:e} and {:e}", f64::MIN, f64::MAX);
}
