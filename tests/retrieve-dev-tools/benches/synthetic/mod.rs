//! The synthetic catalogues and the queries of the retrieval bench, shared with the
//! `query_cost` example (instruction counts under callgrind).

use std::borrow::Cow;

use toolschema::{Annotations, Property, Returns, Schema, ToolSchema, Type};

const VERBS: &[&str] = &[
    "get", "list", "search", "create", "update", "delete", "cancel", "refund", "merge", "archive", "send", "share",
    "export", "import", "sync", "lock", "move", "copy", "tag", "approve",
];
const NOUNS: &[&str] = &[
    "order",
    "invoice",
    "customer",
    "message",
    "channel",
    "issue",
    "pull_request",
    "file",
    "folder",
    "event",
    "calendar",
    "payment",
    "subscription",
    "product",
    "review",
    "ticket",
    "user",
    "team",
    "report",
    "note",
    "booking",
    "device",
    "repository",
    "branch",
    "comment",
    "label",
    "webhook",
    "document",
    "contact",
    "task",
    "project",
    "dashboard",
    "alert",
    "metric",
    "log",
    "secret",
    "key",
    "image",
    "video",
    "playlist",
    "album",
    "song",
    "podcast",
    "recipe",
    "workout",
    "flight",
    "hotel",
    "car",
    "parcel",
    "shipment",
    "warehouse",
    "supplier",
    "budget",
    "expense",
    "account",
    "card",
    "loan",
    "policy",
    "claim",
    "patient",
    "appointment",
    "prescription",
    "course",
    "lesson",
    "quiz",
    "grade",
    "student",
    "teacher",
    "room",
    "building",
    "sensor",
    "camera",
    "door",
    "light",
    "thermostat",
    "printer",
    "server",
    "cluster",
    "database",
    "table",
    "query",
    "backup",
    "domain",
    "certificate",
    "email",
    "newsletter",
    "campaign",
    "lead",
    "deal",
    "quote",
    "contract",
    "meeting",
    "recording",
    "transcript",
    "survey",
    "form",
    "page",
    "site",
    "post",
];

/// `n` tools named verb_noun (with a numbered suffix past the 2,000 combinations), with a
/// sentence of description and two documented parameters each.
pub fn catalogue(n: usize) -> Vec<ToolSchema> {
    let text = |s: String| Cow::Owned(s);
    (0..n)
        .map(|i| {
            let (verb, noun) = (VERBS[i % VERBS.len()], NOUNS[(i / VERBS.len()) % NOUNS.len()]);
            let name = if i < VERBS.len() * NOUNS.len() { format!("{verb}_{noun}") } else { format!("{verb}_{noun}_{i}") };
            let thing = noun.replace('_', " ");
            let description = format!("{verb}s a {thing} of the workspace, by its id or its name, and returns the {thing} as stored after the change.");
            let param = |name: &str, doc: String| Property {
                name: text(name.to_owned()),
                rust_type: Cow::Borrowed("String"),
                required: true,
                schema: Schema { description: Some(text(doc)), ..Schema::of(Type::String) },
            };
            ToolSchema {
                name: text(name),
                summary: text(description.clone()),
                description: text(description),
                params: Cow::Owned(vec![
                    param("id", format!("The {thing}'s id, such as `{}-{i}`.", &noun[..2].to_uppercase())),
                    param("note", format!("Why the {thing} is changed, shown in its history.")),
                ]),
                returns: Returns { rust_type: Cow::Borrowed("String"), description: Cow::Borrowed(""), schema: None, content: false },
                is_async: false,
                annotations: Annotations::NONE,
            }
        })
        .collect()
}

pub const QUERIES: &[&str] = &[
    "cancel my order",
    "refund invoice IN-4411",
    "merj pr",
    "show the messages of the team channel",
    "delete an old backup of the database",
    "예약을 취소해 주세요",
    "archvie the reprot",
    "what meetings do I have tomorrow",
];
