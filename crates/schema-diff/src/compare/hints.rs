//! MCP's tool annotations: a hint that lets clients take less care is behaviour, one that asks
//! for more is compatible, a new title is docs.
//!
//! Hints are compared by what a client reads from them, MCP's defaults filled in
//! (`readOnlyHint` and `idempotentHint` false, `destructiveHint` and `openWorldHint` true), so
//! declaring a default is no change. `destructiveHint` and `idempotentHint` mean something only
//! when the tool is not read-only, and are compared only when it is not on either side.

use serde_json::Value;
use toolschema::{Annotations, ToolSchema};

use super::Ctx;
use crate::finding::{Direction, Level};

/// One hint: its key in `annotations`, its value there, MCP's default, and the value that
/// lets a client take less care.
struct Hint {
    key: &'static str,
    declared: Option<bool>,
    default: bool,
    relaxed: bool,
    /// What the relaxed and the careful value say, for the message.
    says: (&'static str, &'static str),
}

fn hints(a: &Annotations) -> [Hint; 4] {
    [
        Hint {
            key: "readOnlyHint",
            declared: a.read_only,
            default: false,
            relaxed: true,
            says: ("read-only", "able to change its environment"),
        },
        Hint {
            key: "destructiveHint",
            declared: a.destructive,
            default: true,
            relaxed: false,
            says: ("not destructive", "destructive"),
        },
        Hint {
            key: "idempotentHint",
            declared: a.idempotent,
            default: false,
            relaxed: true,
            says: ("idempotent", "not idempotent"),
        },
        Hint {
            key: "openWorldHint",
            declared: a.open_world,
            default: true,
            relaxed: false,
            says: ("closed-world", "open-world"),
        },
    ]
}

/// The findings of the annotations of two versions of a tool.
pub(super) fn compare(ctx: &mut Ctx, old: &ToolSchema, new: &ToolSchema) {
    let (before, after) = (hints(&old.annotations), hints(&new.annotations));
    let read_only = |h: &[Hint; 4]| h[0].declared.unwrap_or(h[0].default);
    let neither_read_only = !read_only(&before) && !read_only(&after);
    for (i, (was, now)) in before.iter().zip(&after).enumerate() {
        let (from, to) = (was.declared.unwrap_or(was.default), now.declared.unwrap_or(now.default));
        if from == to || (matches!(i, 1 | 2) && !neither_read_only) {
            continue;
        }
        let relaxed = to == now.relaxed;
        let (rule, level, care) = if relaxed {
            ("hint-relaxed", Level::Behaviour, "a client may now call it with less care")
        } else {
            ("hint-tightened", Level::Compatible, "a client now takes more care calling it")
        };
        let says = if relaxed { now.says.0 } else { now.says.1 };
        let message = format!("`{}` is now declared {says} (`{}` {from} → {to}): {care}", new.name, now.key);
        let value = |flag: Option<bool>| flag.map_or(Value::Null, Value::Bool);
        let path = format!("/annotations/{}", now.key);
        ctx.push(rule, level, Direction::Tool, Some(path), message, value(was.declared), value(now.declared));
    }
    let (was, now) = (old.annotations.title.as_deref(), new.annotations.title.as_deref());
    if was != now {
        let message = match (was, now) {
            (None, _) => format!("`{}` gained a title", new.name),
            (_, None) => format!("`{}` lost its title", new.name),
            _ => format!("`{}`'s title changed", new.name),
        };
        let value = |title: Option<&str>| title.map_or(Value::Null, Value::from);
        ctx.push(
            "title-changed",
            Level::Docs,
            Direction::Tool,
            Some("/annotations/title".into()),
            message,
            value(was),
            value(now),
        );
    }
}
