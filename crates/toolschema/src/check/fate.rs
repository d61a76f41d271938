//! Where a path leads in the walk of the check: whether the check looks at the value there
//! (and with which schema), and when, among the problems it reports, it gets there. Only
//! `stand_in` asks, to place a problem the check could not see.
//!
//! This follows the walk of `value::full` and `container` one step at a time; a change of
//! what they walk into, or in which order, belongs here too.

use serde_json::Value;

use super::any_of::tagged_branch;
use super::value::{fits, in_enum};
use super::ProblemCode;
use crate::model::{Additional, Schema, ToolSchema, Type};

/// A step of a path: an object's key or an array's index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Seg {
    Key(String),
    Index(usize),
}

/// When the walk reaches a path: paths compare as the walk orders the problems it reports at
/// them (a struct's fields in the schema's order, then the keys it does not know; a map's
/// keys and an array's items in order).
pub(crate) type Key = Vec<(usize, String)>;

/// What the check does with the value at a path.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Fate<'s> {
    /// It checks it against this schema.
    Checked(&'s Schema),
    /// It takes whatever is there without a look (under `Value`, a key serde skips), and
    /// reports nothing.
    Open,
    /// It passed over an enclosing value, reporting a problem there (an unknown argument, a
    /// wrong type, a value outside an `enum`, a tuple's extra item).
    Covered,
}

/// Where `at` leads in `args`, and when the walk gets there.
pub(crate) fn follow<'s>(tool: &'s ToolSchema, args: &Value, at: &[Seg]) -> (Key, Fate<'s>) {
    let mut key = Vec::with_capacity(at.len());
    let Some((first, rest)) = at.split_first() else { return (key, Fate::Covered) };
    let mut value = match args {
        Value::Object(map) => match first {
            Seg::Key(name) => map.get(name),
            Seg::Index(_) => None,
        },
        _ => None,
    };
    let mut fate = match (first, args) {
        (Seg::Key(name), Value::Object(_) | Value::Null) => match tool.params.iter().position(|p| p.name == *name) {
            Some(i) => {
                key.push((i, String::new()));
                Fate::Checked(&tool.params[i].schema)
            }
            None => {
                key.push((usize::MAX, name.clone()));
                Fate::Covered
            }
        },
        (seg, _) => {
            key.push(plain(seg));
            Fate::Covered
        }
    };
    for seg in rest {
        let (ordinal, next) = match fate {
            Fate::Checked(schema) => step(schema, value, seg),
            other => (plain(seg), other),
        };
        key.push(ordinal);
        fate = next;
        value = value.and_then(|v| match (v, seg) {
            (Value::Object(map), Seg::Key(name)) => map.get(name),
            (Value::Array(items), Seg::Index(i)) => items.get(*i),
            _ => None,
        });
    }
    if let (Fate::Checked(schema), Some(value)) = (fate, value) {
        if let Type::AnyOf(branches) = &schema.ty {
            if let Some(branch) = branches.iter().find(|branch| fits(branch, value)) {
                fate = Fate::Checked(branch);
            }
        }
    }
    (key, fate)
}

/// One step from a value of `schema` (`None` where it is absent) to its part `seg`.
fn step<'s>(mut schema: &'s Schema, value: Option<&Value>, seg: &Seg) -> ((usize, String), Fate<'s>) {
    loop {
        if let (Some(allowed), Some(value)) = (&schema.enum_values, value) {
            if !in_enum(allowed, value) {
                return (plain(seg), Fate::Covered);
            }
        }
        let shaped = |array: bool| match value {
            None => true,
            Some(Value::Array(_)) => array,
            Some(Value::Object(_)) => !array,
            Some(_) => false,
        };
        return match (&schema.ty, seg) {
            (Type::Any, _) => (plain(seg), Fate::Open),
            // The walk goes on in the branch the value fits (where it reports nothing), or the
            // one its tag names.
            (Type::AnyOf(branches), _) => {
                match value.and_then(|v| branches.iter().find(|b| fits(b, v)).or_else(|| tagged_branch(branches, v))) {
                    Some(branch) => {
                        schema = branch;
                        continue;
                    }
                    None => (plain(seg), Fate::Covered),
                }
            }
            (Type::Array { items, .. }, Seg::Index(_)) if shaped(true) => (plain(seg), Fate::Checked(items)),
            (Type::Tuple(items), Seg::Index(i)) if shaped(true) => match items.get(*i) {
                Some(item) => (plain(seg), Fate::Checked(item)),
                None => (plain(seg), Fate::Covered),
            },
            (Type::Map(values) | Type::IntMap(_, values), Seg::Key(_)) if shaped(false) => {
                (plain(seg), Fate::Checked(values))
            }
            (Type::Object(object), Seg::Key(name)) if shaped(false) => {
                match object.properties.iter().position(|p| p.name == *name) {
                    Some(i) => ((i, String::new()), Fate::Checked(&object.properties[i].schema)),
                    None => {
                        let fate = match &object.additional {
                            Additional::Schema(values) => Fate::Checked(values),
                            Additional::Denied => Fate::Covered,
                            Additional::Unstated => Fate::Open,
                        };
                        ((usize::MAX, name.clone()), fate)
                    }
                }
            }
            _ => (plain(seg), Fate::Covered),
        };
    }
}

/// The place of `seg` where the walk takes keys and items in order.
fn plain(seg: &Seg) -> (usize, String) {
    match seg {
        Seg::Key(name) => (0, name.clone()),
        Seg::Index(i) => (*i, String::new()),
    }
}

/// When the walk reports a problem of `code` at `path` (as written by the check); `None` for
/// a path that cannot be read back.
pub(crate) fn key_of(tool: &ToolSchema, args: &Value, path: &str, code: ProblemCode) -> Option<Key> {
    let at = parse(path)?;
    let (mut key, _) = follow(tool, args, &at);
    // Repeats in a set are reported after all its items.
    if code == ProblemCode::NotUnique {
        if let Some(last) = key.last_mut() {
            *last = (usize::MAX, String::new());
        }
    }
    Some(key)
}

/// A path as the check writes it (`a.b[2]["odd key"]`), read back into its steps.
pub(crate) fn parse(path: &str) -> Option<Vec<Seg>> {
    let bytes = path.as_bytes();
    let mut at = 0;
    let mut segs = Vec::new();
    while at < bytes.len() {
        match bytes[at] {
            b'[' if bytes.get(at + 1) == Some(&b'"') => {
                let mut strings = serde_json::Deserializer::from_str(&path[at + 1..]).into_iter::<String>();
                let key = strings.next()?.ok()?;
                at += 1 + strings.byte_offset();
                if bytes.get(at) != Some(&b']') {
                    return None;
                }
                at += 1;
                segs.push(Seg::Key(key));
            }
            b'[' => {
                let end = at + path[at..].find(']')?;
                segs.push(Seg::Index(path[at + 1..end].parse().ok()?));
                at = end + 1;
            }
            b'.' if !segs.is_empty() => at += 1,
            _ => {
                let len = path[at..].find(['.', '[']).unwrap_or(path.len() - at);
                if len == 0 {
                    return None;
                }
                segs.push(Seg::Key(path[at..at + len].to_owned()));
                at += len;
            }
        }
    }
    Some(segs)
}
