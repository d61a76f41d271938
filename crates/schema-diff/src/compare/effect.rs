//! What a change of type or range does to the values allowed: widens, narrows or changes.

use toolschema::{Schema, Type};

use super::same_shape;
use crate::finding::Effect;

/// Whether a new type holds all the old values (or the reverse).
pub(super) fn retype_effect(o: &Schema, n: &Schema) -> Effect {
    let holds = |outer: &Schema, inner: &Schema| match (&outer.ty, &inner.ty) {
        (Type::Any, _) => true,
        (Type::Number(_), Type::Integer(_)) | (Type::String, Type::Char) => true,
        (Type::AnyOf(branches), _) => branches.iter().any(|b| same_shape(b, inner)),
        _ => false,
    };
    if holds(n, o) {
        Effect::Widens
    } else if holds(o, n) {
        Effect::Narrows
    } else {
        Effect::Changes
    }
}

pub(super) fn range_effect((omin, omax): (i128, u128), (nmin, nmax): (i128, u128)) -> Effect {
    match (nmin <= omin && nmax >= omax, nmin >= omin && nmax <= omax) {
        (true, _) => Effect::Widens,
        (_, true) => Effect::Narrows,
        _ => Effect::Changes,
    }
}

pub(super) fn bounds_rule(effect: Effect) -> &'static str {
    match effect {
        Effect::Widens => "bounds-loosened",
        Effect::Narrows => "bounds-tightened",
        _ => "bounds-changed",
    }
}
