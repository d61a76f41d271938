//! Benchmarks of `check_args` on realistic tool calls; the numbers are in `BENCHMARKS.md`.
//!
//! The schemas are `static`s borrowing `'static` data, as the generated `*_SCHEMA`
//! constants are, so the benchmark measures what an agent pays per call.

// `criterion_group!` defines an undocumented `pub fn`.
#![allow(missing_docs)]

use std::borrow::Cow;
use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::{json, Value};
use toolschema::{
    check_args, Additional, IntType, Json, Node, Number, Object, Property, Returns, Schema, ToolSchema, Type,
};

const fn property(name: &'static str, required: bool, schema: Schema) -> Property {
    Property { name: Cow::Borrowed(name), rust_type: Cow::Borrowed("_"), required, schema }
}

/// A schema with every keyword spelt out: struct update syntax cannot drop the rest in `const`.
/// `enum_values` come with their text, as codegen writes it (`Schema::enum_text`).
const fn schema(
    ty: Type,
    enum_values: Option<(&'static [Json], &'static str)>,
    default: Option<Json>,
    nullable: bool,
) -> Schema {
    let (enum_values, enum_text) = match enum_values {
        Some((values, text)) => (Some(Cow::Borrowed(values)), Some(Cow::Borrowed(text))),
        None => (None, None),
    };
    Schema { ty, description: None, enum_values, enum_text, default, nullable, exact_names: false }
}

const fn tool(name: &'static str, params: &'static [Property]) -> ToolSchema {
    ToolSchema {
        name: Cow::Borrowed(name),
        summary: Cow::Borrowed(""),
        description: Cow::Borrowed(""),
        params: Cow::Borrowed(params),
        returns: Returns {
            rust_type: Cow::Borrowed("()"),
            description: Cow::Borrowed(""),
            schema: None,
            content: false,
        },
        is_async: false,
        annotations: toolschema::Annotations::NONE,
    }
}

/// `search(query: String, limit: u32 (default: 3), safe: bool (default: true))`.
static SEARCH: ToolSchema = tool("search", &SEARCH_PARAMS);
static SEARCH_PARAMS: [Property; 3] = [
    property("query", true, Schema::of(Type::String)),
    property("limit", false, schema(Type::Integer(IntType::U32), None, Some(Json::Number(Number::PosInt(3))), false)),
    property("safe", false, schema(Type::Boolean, None, Some(Json::Bool(true)), false)),
];

/// `enum Role { User, Assistant, System }` with `#[serde(rename_all = "lowercase")]`.
static ROLES: [Json; 3] = [
    Json::String(Cow::Borrowed("user")),
    Json::String(Cow::Borrowed("assistant")),
    Json::String(Cow::Borrowed("system")),
];

/// `struct Message { role: Role, content: String }`.
static MESSAGE: Schema =
    Schema::of(Type::Object(Object { properties: Cow::Borrowed(&MESSAGE_FIELDS), additional: Additional::Unstated }));
static MESSAGE_FIELDS: [Property; 2] = [
    property("role", true, schema(Type::String, Some((&ROLES, r#""user", "assistant", "system""#)), None, false)),
    property("content", true, Schema::of(Type::String)),
];

/// `summarise(messages: Vec<Message>, limit: Option<u32>)`.
static SUMMARISE: ToolSchema = tool("summarise", &SUMMARISE_PARAMS);
static SUMMARISE_PARAMS: [Property; 2] = [
    property("messages", true, Schema::of(Type::Array { items: Node::Static(&MESSAGE), unique: false, len: None })),
    property("limit", false, schema(Type::Integer(IntType::U32), None, None, true)),
];

fn conversation() -> Value {
    json!({
        "messages": [
            {"role": "system", "content": "You are a helpful assistant that answers billing questions."},
            {"role": "user", "content": "Why was I charged twice for my subscription this month?"},
            {"role": "assistant", "content": "I can see two charges on 3 March; one is a pending authorisation."},
            {"role": "user", "content": "When will the pending one disappear from my statement?"}
        ],
        "limit": 200
    })
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("check_args");
    group.warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3)).sample_size(50);

    let search = json!({"query": "refund policy for annual plans", "limit": 10, "safe": true});
    assert!(check_args(&SEARCH, &search).is_ok());
    group.bench_function("search_valid", |b| b.iter(|| check_args(black_box(&SEARCH), black_box(&search))));

    let summarise = conversation();
    assert!(check_args(&SUMMARISE, &summarise).is_ok());
    group.bench_function("summarise_4_messages_valid", |b| {
        b.iter(|| check_args(black_box(&SUMMARISE), black_box(&summarise)))
    });

    // Five problems: a misspelt role, a missing content, a number as content, an
    // out-of-range limit and an unknown argument with a near name.
    let invalid = json!({
        "messages": [
            {"role": "usr", "content": "Why was I charged twice?"},
            {"role": "assistant"},
            {"role": "user", "content": 42}
        ],
        "limit": -1,
        "mesages": []
    });
    assert_eq!(check_args(&SUMMARISE, &invalid).map_err(|problems| problems.len()), Err(5));
    group.bench_function("summarise_invalid_5_problems", |b| {
        b.iter(|| check_args(black_box(&SUMMARISE), black_box(&invalid)))
    });

    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
