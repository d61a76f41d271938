//! Properties: a tool's parameters (a closed object: dispatch refuses unknown arguments) and
//! the fields of objects, added, removed, renamed, required or not.

use toolschema::{Property, ToolSchema};

use super::node::{self, Place};
use super::{same_shape, Change, Ctx};
use crate::finding::{Direction, Effect, Level};
use crate::path::{At, Step};

/// The parameters of a tool.
pub(super) fn params(ctx: &mut Ctx, root: &At, old: &ToolSchema, new: &ToolSchema) {
    properties(ctx, Direction::Input, (&old.params, root), (&new.params, root), Kind::Params);
}

/// What kind of property list is compared.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// The parameters of a tool.
    Params,
    /// The fields of an object; `closed` when it refuses other keys.
    Fields { closed: bool },
}

/// The properties of two objects.
pub(super) fn properties(
    ctx: &mut Ctx,
    direction: Direction,
    (old, old_at): (&[Property], &At),
    (new, new_at): (&[Property], &At),
    kind: Kind,
) {
    let noun = if kind == Kind::Params { "parameter" } else { "field" };
    let prefix = if kind == Kind::Params { "param" } else { "property" };
    let mut removed: Vec<&Property> = old.iter().filter(|o| !new.iter().any(|n| n.name == o.name)).collect();
    let mut added: Vec<&Property> = new.iter().filter(|n| !old.iter().any(|o| o.name == n.name)).collect();
    // A removed and an added property of the same schema are one rename.
    let mut renames = Vec::new();
    removed.retain(|o| {
        let twin = added.iter().position(|n| n.required == o.required && same_shape(&n.schema, &o.schema));
        match twin {
            Some(i) => {
                renames.push((*o, added.remove(i)));
                false
            }
            None => true,
        }
    });
    for o in new.iter().filter_map(|n| old.iter().find(|o| o.name == n.name).map(|o| (o, n))) {
        let (o, n) = o;
        let (o_at, n_at) = (old_at.child(Step::Prop(o.name.to_string())), new_at.child(Step::Prop(n.name.to_string())));
        if o.required != n.required {
            let (rule, effect, message) = if n.required {
                (format!("{prefix}-required"), Effect::Narrows, format!("the {noun} `{}` is now required", n.name))
            } else {
                (format!("{prefix}-optional"), Effect::Widens, format!("the {noun} `{}` is now optional", n.name))
            };
            // A required field missing from the parent: the parent is where it is refused.
            let parent = if n.required { old_at } else { &o_at };
            let found = ctx.add(Change {
                rule: rule_id(&rule),
                effect,
                direction,
                old_at: Some(parent),
                new_at: Some(&n_at),
                keyword: None,
                message,
            });
            found.finding.old = serde_json::json!({"required": o.required});
            found.finding.new = serde_json::json!({"required": n.required});
            if let Some(target) = &mut found.target {
                target.related = crate::path::data_path(&o_at.steps);
            }
        }
        let place = Place::Property { param: kind == Kind::Params, optional_both: !o.required && !n.required };
        node::compare(ctx, direction, (&o.schema, &o_at), (&n.schema, &n_at), place);
    }
    for (o, n) in renames {
        let (o_at, n_at) = (old_at.child(Step::Prop(o.name.to_string())), new_at.child(Step::Prop(n.name.to_string())));
        let message = format!("the {noun} `{}` was renamed `{}`", o.name, n.name);
        let found = ctx.add(Change {
            rule: rule_id(&format!("{prefix}-renamed")),
            effect: Effect::Changes,
            direction,
            old_at: Some(&o_at),
            new_at: Some(&n_at),
            keyword: None,
            message,
        });
        found.finding.old = o.name.as_ref().into();
        found.finding.new = n.name.as_ref().into();
        let place = Place::Property { param: kind == Kind::Params, optional_both: !o.required && !n.required };
        node::compare(ctx, direction, (&o.schema, &o_at), (&n.schema, &n_at), place);
    }
    for o in removed {
        let o_at = old_at.child(Step::Prop(o.name.to_string()));
        let closed = matches!(kind, Kind::Params | Kind::Fields { closed: true });
        let effect = match direction {
            Direction::Input if closed => Effect::Narrows,
            Direction::Input => Effect::Fixed(Level::Behaviour),
            _ if o.required => Effect::Widens,
            _ => Effect::Fixed(Level::Compatible),
        };
        let why = match (direction, closed) {
            (Direction::Input, true) => ": calls that send it are refused",
            (Direction::Input, false) => ": calls that send it are accepted and the value is ignored",
            _ if o.required => ": readers that expect it no longer get it",
            _ => "",
        };
        let message = format!("the {noun} `{}` was removed{why}", o.name);
        ctx.add(Change {
            rule: rule_id(&format!("{prefix}-removed")),
            effect,
            direction,
            old_at: Some(&o_at),
            new_at: None,
            keyword: None,
            message,
        });
    }
    for n in added {
        let n_at = new_at.child(Step::Prop(n.name.to_string()));
        let (rule, effect, message) = if n.required {
            (format!("{prefix}-added-required"), Effect::Narrows, format!("a required {noun} `{}` was added", n.name))
        } else {
            (
                format!("{prefix}-added-optional"),
                Effect::Fixed(Level::Compatible),
                format!("an optional {noun} `{}` was added", n.name),
            )
        };
        let found = ctx.add(Change {
            rule: rule_id(&rule),
            effect,
            direction,
            old_at: Some(old_at),
            new_at: Some(&n_at),
            keyword: None,
            message,
        });
        found.finding.old = serde_json::Value::Null;
        if let Some(target) = &mut found.target {
            target.related = crate::path::data_path(&new_at.child(Step::Prop(n.name.to_string())).steps);
        }
    }
}

/// The `'static` id of a rule built from its parts.
fn rule_id(id: &str) -> &'static str {
    crate::rules::RULES.iter().find(|r| r.id == id).map(|r| r.id).unwrap_or("type-changed")
}
