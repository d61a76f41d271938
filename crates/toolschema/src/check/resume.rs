//! Where the check resumes when dispatch's read of the arguments stopped part way, and how
//! it vouches for what it leaves out.

use serde_json::{Map, Value};

use crate::model::{Additional, Schema, Type};

/// How far dispatch's read of the arguments got before it refused them: through every entry
/// of the arguments object before the one at `key` (in the object's own order) and through
/// the first `items` items of that one's array, or through every entry (`End`: an argument
/// is missing). Each value was read exactly as `check_args` checks it (the read is the
/// check, `dispatch::faults::reading`), so [`check_into`](super::check_into) need not walk
/// those again: a misspelt role in the last of four messages cost a walk over the three
/// before it, each already read.
///
/// What is left out holds no problem; it is only measured for depth
/// ([`Out::leave_out`](super::Out::leave_out)), since serde skips an entry a struct ignores
/// without looking at it. The problems found are those of the whole walk, which debug builds
/// check on every refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Resume<'v> {
    /// Nothing is known: the whole walk.
    Start,
    /// Stopped at the entry whose key this is (the map's own key, compared by address).
    At { key: &'v str, items: usize },
    /// Read every entry.
    End,
}

impl Resume<'_> {
    /// Whether the read got through nothing: nothing is known, or it stopped at the first
    /// entry before any item (found here, on a refusal, where counting the entries as they
    /// are read would cost every call).
    pub(crate) fn at_start(self, args: &Map<String, Value>) -> bool {
        match self {
            Resume::Start => true,
            Resume::At { key, items: 0 } => args.keys().next().is_some_and(|first| std::ptr::eq(first.as_str(), key)),
            Resume::At { .. } | Resume::End => false,
        }
    }
}

/// Whether `values`, which dispatch's read got through as `schema`, can hide nothing its walk
/// would pass over, as the schema shows at a glance, where a walk over each value costs more
/// (over a map's entries, more than checking a struct's two fields): scalars; structs of
/// scalar fields with no key but their own (they refuse unknown keys, or have no more keys
/// than required fields, each of which the read found); arrays of those.
pub(crate) fn shallow(schema: &Schema, values: &[Value]) -> bool {
    let keys = match &schema.ty {
        Type::Array { items, .. } => {
            return values.iter().all(|value| matches!(value, Value::Array(inner) if shallow(items, inner)))
        }
        Type::Boolean | Type::String | Type::Char | Type::Integer(_) | Type::Number(_) => usize::MAX,
        Type::Object(object) => {
            let mut required = 0;
            for property in object.properties.iter() {
                let scalar = matches!(
                    property.schema.ty,
                    Type::Boolean | Type::String | Type::Char | Type::Integer(_) | Type::Number(_)
                );
                if !scalar {
                    return false;
                }
                required += usize::from(property.required);
            }
            if object.additional == Additional::Denied {
                usize::MAX
            } else {
                required
            }
        }
        _ => return false,
    };
    values.iter().all(|value| match value {
        Value::Object(map) => map.len() <= keys,
        Value::Array(_) => false,
        _ => true,
    })
}
