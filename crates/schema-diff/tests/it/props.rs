//! Property tests of the comparison, on random pairs of schemas of the type mapping (an old
//! schema and an edit of it at a random depth):
//!
//! - when the report finds no input break, every call the old tool accepts (its JSON Schema
//!   and its `check_args`) is accepted by `check_args` on the new tool;
//! - when it finds one, it finds a witness, accepted before and refused after.
//!
//! The seed is fixed, so a run is reproducible; `TOOLSCHEMA_PROP_CASES` raises the number of
//! cases (default 600).

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, RngSeed, TestRunner};
use serde_json::{json, Map, Value};
use toolschema::{
    check_args, Additional, Annotations, FloatType, IntType, Json, Object, Property, Returns, Schema, ToolSchema, Type,
};
use toolschema_diff::compare::{self, Pair};
use toolschema_diff::witness;
use toolschema_diff::{Direction, Level};

const INTS: [IntType; 12] = [
    IntType::I8,
    IntType::I16,
    IntType::I32,
    IntType::I64,
    IntType::I128,
    IntType::Isize,
    IntType::U8,
    IntType::U16,
    IntType::U32,
    IntType::U64,
    IntType::U128,
    IntType::Usize,
];
const NAMES: [&str; 5] = ["a", "b", "c", "d", "e"];

fn leaf() -> BoxedStrategy<Schema> {
    prop_oneof![
        Just(Schema::of(Type::Boolean)),
        (0..INTS.len()).prop_map(|i| Schema::of(Type::Integer(INTS[i]))),
        Just(Schema::of(Type::Number(FloatType::F32))),
        Just(Schema::of(Type::Number(FloatType::F64))),
        Just(Schema::of(Type::String)),
        Just(Schema::of(Type::Char)),
        Just(Schema::of(Type::Any)),
        Just(choices(&["x", "y", "z"])),
    ]
    .boxed()
}

fn choices(values: &[&str]) -> Schema {
    let mut s = Schema::of(Type::String);
    s.set_enum(values.iter().map(|v| Json::String(v.to_string().into())).collect());
    s
}

/// Schemas the type mapping gives: scalars, arrays, sets, fixed arrays, tuples, maps,
/// structs (open or closed, fields required or `Option`), internally tagged enums.
fn schema() -> BoxedStrategy<Schema> {
    leaf()
        .prop_recursive(3, 24, 3, |inner| {
            prop_oneof![
                (inner.clone(), 0..3u8, 1..3u64).prop_map(|(items, kind, n)| Schema::of(Type::Array {
                    unique: kind == 1,
                    len: (kind == 2).then_some(n),
                    items: toolschema::Node::new(items),
                })),
                proptest::collection::vec(inner.clone(), 1..3).prop_map(|items| Schema::of(Type::Tuple(items.into()))),
                inner.clone().prop_map(|values| Schema::of(Type::Map(toolschema::Node::new(values)))),
                (proptest::collection::vec((inner.clone(), any::<bool>()), 1..4), any::<bool>())
                    .prop_map(|(fields, closed)| object(fields, closed)),
                proptest::collection::vec(inner, 1..3).prop_map(|payloads| tagged(&payloads)),
            ]
        })
        .boxed()
}

fn property(name: &str, schema: Schema, required: bool) -> Property {
    let mut schema = schema;
    schema.nullable = !required;
    Property { name: name.to_string().into(), rust_type: "T".into(), required, schema }
}

fn object(fields: Vec<(Schema, bool)>, closed: bool) -> Schema {
    let properties: Vec<Property> =
        fields.into_iter().zip(NAMES).map(|((s, required), n)| property(n, s, required)).collect();
    let additional = if closed { Additional::Denied } else { Additional::Unstated };
    Schema::of(Type::Object(Object { properties: properties.into(), additional }))
}

/// An internally tagged enum: one object per variant with its `kind` and a payload field.
fn tagged(payloads: &[Schema]) -> Schema {
    let branches: Vec<Schema> = payloads
        .iter()
        .enumerate()
        .map(|(i, payload)| {
            let kind = property("kind", choices(&[["one", "two", "three"][i % 3]]), true);
            let value = property("value", payload.clone(), true);
            Schema::of(Type::Object(Object { properties: vec![kind, value].into(), additional: Additional::Unstated }))
        })
        .collect();
    Schema::of(Type::AnyOf(branches.into()))
}

/// A small deterministic generator for the edits.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// `schema` with one edit, at a random depth.
fn edit(schema: &Schema, rng: &mut Rng) -> Schema {
    let mut s = schema.clone();
    let children = match &s.ty {
        Type::Array { .. } | Type::Map(_) => 1,
        Type::Tuple(items) | Type::AnyOf(items) => items.len(),
        Type::Object(o) => o.properties.len(),
        _ => 0,
    };
    if children > 0 && rng.below(3) > 0 {
        let i = rng.below(children);
        match &mut s.ty {
            Type::Array { items, .. } | Type::Map(items) => *items = toolschema::Node::new(edit(items, rng)),
            Type::Tuple(items) | Type::AnyOf(items) => items.to_mut()[i] = edit(&items[i], rng),
            Type::Object(o) => {
                let p = &mut o.properties.to_mut()[i];
                let nullable = p.schema.nullable;
                p.schema = edit(&p.schema, rng);
                p.schema.nullable = nullable;
            }
            _ => {}
        }
        return s;
    }
    match (rng.below(8), &mut s.ty) {
        (0, Type::Integer(i)) => *i = INTS[rng.below(INTS.len())],
        (0, Type::Number(_)) => s.ty = Type::Integer(INTS[rng.below(INTS.len())]),
        (0, Type::String) if s.enum_values.is_some() => {
            let picks = [&["x", "y"][..], &["x", "y", "z", "w"], &["y", "w"]];
            s = choices(picks[rng.below(3)]);
        }
        (0, Type::String) => s.ty = Type::Char,
        (0, Type::Char) => s.ty = Type::String,
        (0, Type::Array { unique, len, .. }) => match rng.below(3) {
            0 if len.is_none() => *unique = !*unique,
            1 => *len = len.map_or(Some(2), |_| None),
            _ => *len = len.map(|n| n + 1),
        },
        (0, Type::Tuple(items)) => {
            let first = items[0].clone();
            items.to_mut().push(first);
        }
        (0, Type::Object(o)) => match rng.below(4) {
            0 => {
                o.additional =
                    if o.additional == Additional::Denied { Additional::Unstated } else { Additional::Denied }
            }
            1 if o.properties.len() < NAMES.len() => {
                let name = NAMES[o.properties.len()];
                let required = rng.below(2) == 0;
                o.properties.to_mut().push(property(name, Schema::of(Type::String), required));
            }
            2 if o.properties.len() > 1 => {
                o.properties.to_mut().pop();
            }
            _ => {
                let p = &mut o.properties.to_mut()[0];
                p.required = !p.required;
                p.schema.nullable = !p.required;
            }
        },
        (0, Type::AnyOf(branches)) if branches.len() > 1 && rng.below(2) == 0 => {
            branches.to_mut().pop();
        }
        (0, Type::AnyOf(branches)) => {
            let mut extra = branches[0].clone();
            if let Type::Object(o) = &mut extra.ty {
                o.properties.to_mut()[0] = property("kind", choices(&["four"]), true);
            }
            branches.to_mut().push(extra);
        }
        (1, _) => s = Schema::of(Type::Any),
        (2, Type::Integer(_)) => s.ty = Type::Number(FloatType::F64),
        (2, Type::Number(f)) => *f = if *f == FloatType::F32 { FloatType::F64 } else { FloatType::F32 },
        (3, _) => s = Schema::of([Type::Boolean, Type::String, Type::Integer(IntType::U8)][rng.below(3)].clone()),
        _ => {}
    }
    s.nullable = schema.nullable;
    s
}

fn tool(params: Vec<Property>) -> ToolSchema {
    ToolSchema {
        name: "t".into(),
        summary: "".into(),
        description: "".into(),
        params: params.into(),
        returns: Returns { rust_type: "()".into(), description: "".into(), schema: None, content: false },
        is_async: false,
        annotations: Annotations::NONE,
    }
}

/// Values of `schema` (the check decides which of them the old tool accepts).
fn value(schema: &Schema) -> BoxedStrategy<Value> {
    if let Some(values) = &schema.enum_values {
        let values: Vec<Value> = values.iter().map(Json::to_value).collect();
        return proptest::sample::select(values).boxed();
    }
    match &schema.ty {
        Type::Any => {
            prop_oneof![Just(json!(1)), Just(json!("s")), Just(json!([true])), Just(json!({"k": null}))].boxed()
        }
        Type::Null => Just(Value::Null).boxed(),
        Type::Boolean => any::<bool>().prop_map(Value::from).boxed(),
        Type::Integer(_) => prop_oneof![
            Just(json!(0)),
            Just(json!(-1)),
            Just(json!(255)),
            Just(json!(256)),
            Just(json!(-129)),
            Just(json!(65536)),
            Just(json!(4294967296u64)),
            Just(json!(u64::MAX)),
            Just(json!(i64::MIN)),
            any::<i64>().prop_map(Value::from),
        ]
        .boxed(),
        Type::Number(_) => {
            prop_oneof![Just(json!(0.5)), Just(json!(1e39)), Just(json!(3)), any::<i32>().prop_map(Value::from)].boxed()
        }
        Type::String | Type::Char => prop_oneof![Just(json!("")), Just(json!("a")), Just(json!("ab"))].boxed(),
        Type::Array { items, len, .. } => {
            let size = len.map_or(0..4, |n| n as usize..n as usize + 1);
            proptest::collection::vec(value(items), size).prop_map(Value::Array).boxed()
        }
        Type::Tuple(items) => items.iter().map(value).collect::<Vec<_>>().prop_map(Value::Array).boxed(),
        Type::Map(values) => proptest::collection::btree_map("[a-c]", value(values), 0..3)
            .prop_map(|m| Value::Object(m.into_iter().collect()))
            .boxed(),
        Type::IntMap(_, values) => proptest::collection::btree_map("-?[0-9]{1,3}", value(values), 0..3)
            .prop_map(|m| Value::Object(m.into_iter().collect()))
            .boxed(),
        Type::Object(o) => {
            let fields: Vec<BoxedStrategy<Option<Value>>> = o
                .properties
                .iter()
                .map(|p| proptest::option::weighted(if p.required { 0.95 } else { 0.6 }, value(&p.schema)).boxed())
                .collect();
            let names: Vec<String> = o.properties.iter().map(|p| p.name.to_string()).collect();
            (fields, any::<bool>())
                .prop_map(move |(fields, extra)| {
                    let mut map: Map<String, Value> =
                        names.iter().zip(fields).filter_map(|(n, v)| Some((n.clone(), v?))).collect();
                    if extra {
                        map.insert("zz".into(), json!(1));
                    }
                    Value::Object(map)
                })
                .boxed()
        }
        Type::AnyOf(branches) => proptest::strategy::Union::new(branches.iter().map(value)).boxed(),
    }
}

/// An old tool of one or two parameters, its edit, and values for the old one.
fn case() -> impl Strategy<Value = (ToolSchema, ToolSchema, Vec<Value>)> {
    (schema(), any::<bool>(), any::<u64>(), any::<bool>()).prop_flat_map(|(s, required, seed, param_edit)| {
        let old = tool(vec![property("p", s.clone(), required), property("q", Schema::of(Type::Boolean), false)]);
        let mut rng = Rng(seed | 1);
        let mut params = old.params.to_vec();
        if param_edit && rng.below(2) == 0 {
            params[0].required = !params[0].required;
            params[0].schema.nullable = !params[0].required;
        } else if param_edit {
            params.pop();
        } else {
            let nullable = params[0].schema.nullable;
            params[0].schema = edit(&params[0].schema, &mut rng);
            params[0].schema.nullable = nullable;
        }
        let new = tool(params);
        let root = Schema::of(Type::Object(Object { properties: old.params.clone(), additional: Additional::Denied }));
        (Just(old), Just(new), proptest::collection::vec(value(&root), 12))
    })
}

#[test]
fn a_change_called_compatible_for_input_keeps_every_old_call_valid() {
    let cases = std::env::var("TOOLSCHEMA_PROP_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(600);
    let config =
        Config { cases, rng_seed: RngSeed::Fixed(0x5c4e_d1ff), failure_persistence: None, ..Config::default() };
    let mut runner = TestRunner::new(config);
    let (mut compatible, mut breaking, mut calls) = (0, 0, 0);
    for _ in 0..cases {
        let (old, new, values) = case().new_tree(&mut runner).expect("a case").current();
        let found = compare::tool(Pair { old: Some(&old), new: Some(&new) });
        let breaks: Vec<_> = found
            .iter()
            .filter(|f| f.finding.level == Level::Breaking && f.finding.direction != Direction::Output)
            .collect();
        let validator = witness::validator(&old).expect("a valid input schema");
        if breaks.is_empty() {
            compatible += 1;
            for v in values.iter().filter(|v| witness::old_accepts(&old, &validator, v)) {
                calls += 1;
                assert!(
                    check_args(&new, v).is_ok(),
                    "called compatible, yet {v} is refused: {:?}\nold: {:#?}\nnew: {:#?}\nfindings: {:#?}",
                    check_args(&new, v),
                    old.params,
                    new.params,
                    found.iter().map(|f| &f.finding).collect::<Vec<_>>()
                );
            }
        } else {
            breaking += 1;
            for b in breaks {
                let target = b.target.as_ref().expect("an input break says where to look");
                let w = witness::find(&old, Some(&new), target, &validator);
                let w = w.unwrap_or_else(|| {
                    panic!("no witness for {:#?}\nold: {:#?}\nnew: {:#?}", b.finding, old.params, new.params)
                });
                assert!(witness::old_accepts(&old, &validator, &w.arguments));
                assert!(check_args(&new, &w.arguments).is_err());
            }
        }
    }
    assert!(compatible > cases / 10 && breaking > cases / 10, "{compatible} compatible and {breaking} breaking cases");
    assert!(calls > cases, "only {calls} accepted calls were tried");
}
