//! Containers whose parts are paired before they are compared: an object's
//! `additionalProperties` and the branches of an `anyOf`.

use toolschema::{Additional, Schema};

use super::effect::retype_effect;
use super::node::{compare, Place};
use super::{same_shape, shape, Change, Ctx};
use crate::finding::{Direction, Effect};
use crate::path::{At, Step};

/// `additionalProperties`: closed (`false`), unstated (other keys ignored) or a schema.
pub(super) fn additional(
    ctx: &mut Ctx,
    direction: Direction,
    (a, o_at): (&Additional, &At),
    (b, n_at): (&Additional, &At),
    what: &str,
) {
    let change = |rule, effect, message| {
        Change::both(direction, (o_at, n_at), rule, effect, Some("additionalProperties"), message)
    };
    match (a, b) {
        (Additional::Schema(x), Additional::Schema(y)) => {
            compare(
                ctx,
                direction,
                (x, &o_at.child(Step::Additional)),
                (y, &n_at.child(Step::Additional)),
                Place::Inner,
            );
        }
        (Additional::Unstated, Additional::Denied | Additional::Schema(_))
        | (Additional::Schema(_), Additional::Denied) => {
            let found = ctx.add(change(
                "object-closed",
                Effect::Narrows,
                format!("{what} now refuses or limits keys it does not name"),
            ));
            if found.finding.old.is_null() {
                found.finding.old = serde_json::Value::Bool(true);
            }
        }
        (Additional::Denied | Additional::Schema(_), Additional::Unstated)
        | (Additional::Denied, Additional::Schema(_)) => {
            let found =
                ctx.add(change("object-opened", Effect::Widens, format!("{what} now takes keys it does not name")));
            if found.finding.new.is_null() {
                found.finding.new = serde_json::Value::Bool(true);
            }
        }
        _ => {}
    }
}

/// `anyOf` branches, paired by equal shape, then by their tag, then in order when as many
/// are left on both sides; the rest were added or removed.
pub(super) fn branches(
    ctx: &mut Ctx,
    direction: Direction,
    (a, o_at): (&[Schema], &At),
    (b, n_at): (&[Schema], &At),
    what: &str,
) {
    let mut left: Vec<usize> = (0..a.len()).collect();
    let mut right: Vec<usize> = (0..b.len()).collect();
    let mut paired: Vec<(usize, usize)> = Vec::new();
    let mut pair_by = |ok: &dyn Fn(&Schema, &Schema) -> bool, left: &mut Vec<usize>, right: &mut Vec<usize>| {
        left.retain(|&i| match right.iter().position(|&j| ok(&a[i], &b[j])) {
            Some(p) => {
                paired.push((i, right.remove(p)));
                false
            }
            None => true,
        });
    };
    pair_by(&|x, y| same_shape(x, y), &mut left, &mut right);
    pair_by(&|x, y| shape::tag(x).is_some() && shape::tag(x) == shape::tag(y), &mut left, &mut right);
    // A branch that became a wider or narrower type (`any value`, say) is that branch edited.
    pair_by(&|x, y| matches!(retype_effect(x, y), Effect::Widens | Effect::Narrows), &mut left, &mut right);
    // Branches with tags on both sides are variants: another tag is another variant, never
    // an edit of it. Otherwise what is left is paired in order.
    let tagged = |side: &[usize], all: &[Schema]| side.iter().all(|&i| shape::tag(&all[i]).is_some());
    if left.len() == right.len() && !(tagged(&left, a) && tagged(&right, b)) {
        paired.extend(left.drain(..).zip(right.drain(..)));
    }
    paired.sort();
    for (i, j) in paired {
        compare(
            ctx,
            direction,
            (&a[i], &o_at.child(Step::AnyOf(i))),
            (&b[j], &n_at.child(Step::AnyOf(j))),
            Place::Inner,
        );
    }
    for i in left {
        let at = o_at.child(Step::AnyOf(i));
        let message = format!("{what} lost the branch {}", shape::type_name(&a[i]));
        ctx.add(Change {
            rule: "any-of-branch-removed",
            effect: Effect::Narrows,
            direction,
            old_at: Some(&at),
            new_at: None,
            keyword: None,
            message,
        });
    }
    for j in right {
        let at = n_at.child(Step::AnyOf(j));
        let message = format!("{what} gained the branch {}", shape::type_name(&b[j]));
        let found = ctx.add(Change {
            rule: "any-of-branch-added",
            effect: Effect::Widens,
            direction,
            old_at: Some(o_at),
            new_at: Some(&at),
            keyword: None,
            message,
        });
        found.finding.old = serde_json::Value::Null;
    }
}
