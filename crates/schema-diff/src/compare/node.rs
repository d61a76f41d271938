//! Two schema nodes: description, default, `null`, `enum`, then the type and what it holds,
//! recursing into items, tuple items, map values, fields and `anyOf` branches.

use toolschema::{Additional, FloatType, Schema, Type};

use super::containers::{additional, branches};
use super::effect::{bounds_rule, range_effect, retype_effect};
use super::props::{self, Kind};
use super::{shape, Change, Ctx};
use crate::finding::{Direction, Effect, Level};
use crate::path::{At, Step};

/// Where a node stands, which decides what some changes mean.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Place {
    /// The value of a property; `param` for a tool's parameter (whose `null` means absent,
    /// so `Option` is a matter of `required`), `optional_both` when it may be left out on
    /// both sides (so a default decides what an omitted one does).
    Property { param: bool, optional_both: bool },
    /// Inside an array, a tuple, a map or an `anyOf`.
    Inner,
    /// The result of the tool.
    Result,
}

type Side<'a> = (&'a Schema, &'a At);

/// Every change from `old` to `new`.
pub(super) fn compare(ctx: &mut Ctx, direction: Direction, old: Side<'_>, new: Side<'_>, place: Place) {
    let ((o, o_at), (n, n_at)) = (old, new);
    let what = match (direction, n_at.steps.as_slice()) {
        (Direction::Input, [Step::Prop(name)]) => format!("the parameter `{name}`"),
        (Direction::Input, steps) => format!("`{}`", crate::path::human(steps)),
        (_, []) => "the result".to_string(),
        (_, steps) => format!("the result's `{}`", crate::path::human(steps)),
    };
    let description = |s: &Schema| s.description.as_deref().unwrap_or("").to_string();
    ctx.description(direction, n_at.keyword("description"), &what, &description(o), &description(n));
    let change = |rule, effect, keyword, message| Change::both(direction, (o_at, n_at), rule, effect, keyword, message);
    if direction == Direction::Input {
        defaults(ctx, o, n, (o_at, n_at), &what, place);
    }
    if o.nullable != n.nullable && !matches!(place, Place::Property { param: true, .. }) {
        // The canonical form never shows `null` for an `Option` (absent says the same), so
        // only calls outside the input schema sent it: refusing them now is behaviour.
        let (rule, effect, said) = match (n.nullable, direction) {
            (true, _) => ("nullable-added", Effect::Widens, "now takes `null`"),
            (false, Direction::Input) => (
                "nullable-removed",
                Effect::Fixed(Level::Behaviour),
                "no longer takes `null` (which its schema never offered)",
            ),
            (false, _) => ("nullable-removed", Effect::Narrows, "is no longer `null`"),
        };
        let found = ctx.add(change(rule, effect, None, format!("{what} {said}")));
        found.finding.old = serde_json::json!({"nullable": o.nullable});
        found.finding.new = serde_json::json!({"nullable": n.nullable});
    }
    let both_enums = o.enum_values.is_some() && n.enum_values.is_some();
    match (&o.enum_values, &n.enum_values) {
        (None, Some(_)) => {
            ctx.add(change(
                "enum-added",
                Effect::Narrows,
                Some("enum"),
                format!("{what} is now limited to a list of values"),
            ));
        }
        (Some(_), None) => {
            ctx.add(change(
                "enum-removed",
                Effect::Widens,
                Some("enum"),
                format!("{what} is no longer limited to a list of values"),
            ));
        }
        (Some(ov), Some(nv)) => {
            for gone in ov.iter().filter(|v| !nv.contains(v)) {
                let value = gone.to_value();
                let found = ctx.add(change(
                    "enum-value-removed",
                    Effect::Narrows,
                    Some("enum"),
                    format!("{what} no longer takes {value}"),
                ));
                (found.finding.old, found.finding.new) = (value, serde_json::Value::Null);
            }
            for came in nv.iter().filter(|v| !ov.contains(v)) {
                let value = came.to_value();
                let found = ctx.add(change(
                    "enum-value-added",
                    Effect::Widens,
                    Some("enum"),
                    format!("{what} now takes {value}"),
                ));
                (found.finding.old, found.finding.new) = (serde_json::Value::Null, value);
            }
        }
        (None, None) => {}
    }
    types(ctx, direction, old, new, &what, both_enums);
}

fn defaults(ctx: &mut Ctx, o: &Schema, n: &Schema, (o_at, n_at): (&At, &At), what: &str, place: Place) {
    // A default matters to calls that omit the value; where it could not be omitted before,
    // no call changes meaning (the finding that it became optional says the rest).
    let matters = !matches!(place, Place::Property { optional_both: false, .. });
    let effect = if matters { Effect::Fixed(Level::Behaviour) } else { Effect::Fixed(Level::Compatible) };
    let (rule, message) = match (&o.default, &n.default) {
        (None, Some(d)) => {
            ("default-added", format!("{what} now defaults to {}: calls that omit it get that", d.to_value()))
        }
        (Some(d), None) => ("default-removed", format!("{what} no longer defaults to {}", d.to_value())),
        (Some(a), Some(b)) if a != b => (
            "default-changed",
            format!(
                "{what} now defaults to {} instead of {}: calls that omit it do something else",
                b.to_value(),
                a.to_value()
            ),
        ),
        _ => return,
    };
    ctx.add(Change {
        rule,
        effect,
        direction: Direction::Input,
        old_at: Some(o_at),
        new_at: Some(n_at),
        keyword: Some("default"),
        message,
    });
}

fn types(ctx: &mut Ctx, direction: Direction, (o, o_at): Side<'_>, (n, n_at): Side<'_>, what: &str, both_enums: bool) {
    let change = |rule, effect, keyword, message| Change::both(direction, (o_at, n_at), rule, effect, keyword, message);
    let (old_name, new_name) = (shape::type_name(o), shape::type_name(n));
    let retyped = format!("{what} changed from {old_name} to {new_name}");
    match (&o.ty, &n.ty) {
        (Type::Integer(a), Type::Integer(b)) if a != b && !both_enums => {
            // Arguments are JSON values, whose integers `serde_json` holds in `i64` or `u64`:
            // ranges that differ only beyond those (`u128` → `usize`) change no call such a
            // value can make, only text with a larger literal.
            let held = |t: toolschema::IntType| (t.min().max(i128::from(i64::MIN)), t.max().min(u128::from(u64::MAX)));
            let effect = match range_effect(held(*a), held(*b)) {
                Effect::Widens if held(*a) == held(*b) => Effect::Fixed(Level::Behaviour),
                effect => effect,
            };
            let retyped = if effect == Effect::Fixed(Level::Behaviour) {
                format!("{retyped}, which differ only beyond the 64-bit integers JSON values hold")
            } else {
                retyped
            };
            ctx.add(change(bounds_rule(range_effect((a.min(), a.max()), (b.min(), b.max()))), effect, None, retyped));
        }
        (Type::Number(a), Type::Number(b)) if a != b && !both_enums => {
            let effect = if *b == FloatType::F32 { Effect::Narrows } else { Effect::Widens };
            ctx.add(change(bounds_rule(effect), effect, None, retyped));
        }
        (Type::String, Type::Char) if !both_enums => {
            ctx.add(change("bounds-tightened", Effect::Narrows, None, format!("{retyped}: one character only")));
        }
        (Type::Char, Type::String) if !both_enums => {
            ctx.add(change("bounds-loosened", Effect::Widens, None, retyped));
        }
        (Type::Array { items: oi, unique: ou, len: ol }, Type::Array { items: ni, unique: nu, len: nl }) => {
            if ou != nu {
                let (rule, effect, said) = if *nu {
                    ("unique-items-added", Effect::Narrows, "must now hold unique items")
                } else {
                    ("unique-items-removed", Effect::Widens, "may now hold repeated items")
                };
                ctx.add(change(rule, effect, Some("uniqueItems"), format!("{what} {said}")));
            }
            if ol != nl {
                let effect = match (ol, nl) {
                    (None, Some(_)) => Effect::Narrows,
                    (Some(_), None) => Effect::Widens,
                    _ => Effect::Changes,
                };
                let length = |l: &Option<u64>| l.map_or("any number of".to_string(), |n| format!("exactly {n}"));
                let message = format!("{what} now holds {} items instead of {}", length(nl), length(ol));
                let found = ctx.add(change(bounds_rule(effect), effect, None, message));
                (found.finding.old, found.finding.new) =
                    (serde_json::json!({"maxItems": ol}), serde_json::json!({"maxItems": nl}));
            }
            compare(ctx, direction, (oi, &o_at.child(Step::Items)), (ni, &n_at.child(Step::Items)), Place::Inner);
        }
        (Type::Tuple(a), Type::Tuple(b)) => {
            if a.len() != b.len() {
                let message = format!("{what} is now a tuple of {} items instead of {}", b.len(), a.len());
                ctx.add(change("tuple-shape-changed", Effect::Changes, None, message));
            } else {
                for (i, (x, y)) in a.iter().zip(b.iter()).enumerate() {
                    compare(
                        ctx,
                        direction,
                        (x, &o_at.child(Step::Prefix(i))),
                        (y, &n_at.child(Step::Prefix(i))),
                        Place::Inner,
                    );
                }
            }
        }
        (Type::Map(a), Type::Map(b)) | (Type::IntMap(_, a), Type::IntMap(_, b)) if same_keys(&o.ty, &n.ty) => {
            compare(
                ctx,
                direction,
                (a, &o_at.child(Step::Additional)),
                (b, &n_at.child(Step::Additional)),
                Place::Inner,
            );
        }
        (Type::Object(a), Type::Object(b)) => {
            let closed = a.additional == Additional::Denied;
            props::properties(ctx, direction, (&a.properties, o_at), (&b.properties, n_at), Kind::Fields { closed });
            additional(ctx, direction, (&a.additional, o_at), (&b.additional, n_at), what);
        }
        (Type::AnyOf(a), Type::AnyOf(b)) => branches(ctx, direction, (a, o_at), (b, n_at), what),
        (x, y) if std::mem::discriminant(x) == std::mem::discriminant(y) && same_keys(x, y) => {}
        _ => {
            let effect = retype_effect(o, n);
            let rule = match effect {
                Effect::Widens => "type-widened",
                Effect::Narrows => "type-narrowed",
                _ => "type-changed",
            };
            ctx.add(change(rule, effect, None, retyped));
        }
    }
}

/// Whether two types have the same keys, where they are maps with integer keys (a change of
/// the key type is a change of type).
fn same_keys(a: &Type, b: &Type) -> bool {
    match (a, b) {
        (Type::IntMap(x, _), Type::IntMap(y, _)) => x == y,
        _ => true,
    }
}
