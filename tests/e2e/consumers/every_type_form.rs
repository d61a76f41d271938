//! A consumer of a tools crate whose tools take and return every type form of section 4.1:
//! typed values go through `dispatch` as JSON and come back as the same types, the constants
//! show each form's schema, and all of it compiles without a warning.
#![deny(warnings)]

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};
use std::rc::Rc;
use std::sync::Arc;

use toolschema::serde_json::{self, json, Value};
use toolschema::{Additional, IntType, ToolSchema, Type};
use toolschema_oracle::collections::{FixedArrays, Maps, Optionals, Pointers, Sequences, Sets, Tuples};
use toolschema_oracle::enums::{Animal, Cat, Dog, Reference, Setting, Shape};
use toolschema_oracle::fields::{Audit, Page, Query, Settings, Skips, Strict, Tagged};
use toolschema_oracle::scalars::{Integers, Scalars, Strings};
use toolschema_oracle::structs::{Address, Customer, Labels, Line, Meters, Order, Point};
use toolschema_oracle::tagged::{Envelope, Event, Message, Position};
use toolschema_oracle::unit_enums::{Color, Level};
use toolschema_oracle::{dispatch, dispatch_str, Context, TOOLS};
use toolschema_oracle::{
    ECHO_FIXED_ARRAYS_SCHEMA, ECHO_INTEGERS_SCHEMA, ECHO_LABELS_SCHEMA, ECHO_MAPS_SCHEMA, ECHO_MAYBE_COLOR_SCHEMA,
    ECHO_SETS_SCHEMA, ECHO_SHAPE_SCHEMA, ECHO_STRICT_SCHEMA, ECHO_TUPLES_SCHEMA,
};

/// The constants are usable in `const` and `static` context.
const SHAPE: &str = ECHO_SHAPE_SCHEMA.name();
static CONTAINERS: &[&ToolSchema] =
    &[&ECHO_FIXED_ARRAYS_SCHEMA, &ECHO_SETS_SCHEMA, &ECHO_MAPS_SCHEMA, &ECHO_TUPLES_SCHEMA];

/// Sends `value` to the echo tool `tool` and reads the result back as a `T`.
fn echo<T: serde::Serialize + serde::de::DeserializeOwned>(ctx: &Context<'_>, tool: &str, value: &T) -> T {
    let sent = serde_json::to_value(value).expect("serialisable");
    let back = dispatch(ctx, tool, &json!({ "value": sent.clone() })).unwrap_or_else(|e| panic!("{tool}: {e}"));
    assert_eq!(back, sent, "{tool}");
    serde_json::from_value(back).expect("the same type")
}

#[test]
fn every_type_form_goes_through_dispatch_and_back() {
    let ctx = Context::default();

    // Scalars, strings behind every pointer, collections and tuples.
    let ints = Integers {
        tiny: i8::MIN,
        small: -1,
        medium: i32::MAX,
        large: i64::MIN,
        huge: -5,
        word: 7,
        byte: u8::MAX,
        short: 1,
        unsigned: u32::MAX,
        long: u64::MAX,
        wide: 9,
        size: 3,
    };
    assert_eq!(echo(&ctx, "echo_integers", &ints).byte, u8::MAX);
    let scalars = Scalars { flag: true, single: 0.5, double: -2.25, letter: 'é', any: json!({"k": [1, null]}) };
    assert_eq!(echo(&ctx, "echo_scalars", &scalars).letter, 'é');
    let strings = Strings {
        owned: "a".into(),
        boxed: "b".into(),
        shared: Arc::from("c"),
        counted: Rc::from("d"),
        cow: "e".into(),
        path: "f".into(),
        shared_path: Arc::from(std::path::Path::new("g")),
        counted_path: Rc::from(std::path::Path::new("h")),
    };
    assert_eq!(&*echo(&ctx, "echo_strings", &strings).counted, "d");
    let sequences = Sequences {
        list: vec!["x".into()],
        queue: VecDeque::from([1, 2]),
        boxed: Box::new([-3]),
        matrix: vec![vec![0.5]],
    };
    assert_eq!(echo(&ctx, "echo_sequences", &sequences).queue.len(), 2);
    let arrays =
        FixedArrays { rgba: [1, 2, 3, 4], names: ["a".into(), "b".into()], grid: [[true, false], [false, true]] };
    assert_eq!(echo(&ctx, "echo_fixed_arrays", &arrays).rgba, [1, 2, 3, 4]);
    let sets = Sets { tags: HashSet::from(["a".to_string()]), ports: BTreeSet::from([80, 443]) };
    assert!(echo(&ctx, "echo_sets", &sets).ports.contains(&443));
    let maps = Maps {
        counts: HashMap::from([("a".to_string(), -1)]),
        groups: BTreeMap::from([("g".to_string(), vec![true])]),
        nested: BTreeMap::from([("n".to_string(), HashMap::from([("m".to_string(), 1)]))]),
        shared_keys: HashMap::from([(Arc::from("k"), false)]),
    };
    assert_eq!(echo(&ctx, "echo_maps", &maps).counts["a"], -1);
    let tuples = Tuples { pair: (1, "one".into()), triple: (true, 0.25, 'x'), nested: ((-1, 1), vec![2]) };
    assert_eq!(echo(&ctx, "echo_tuples", &tuples).triple.2, 'x');
    let optionals = Optionals {
        maybe: None,
        items: vec![Some(1), None],
        values: HashMap::from([("v".to_string(), None)]),
        slot: (None, true),
        letters: [Some('a'), None],
        words: Some(vec![None]),
    };
    assert_eq!(echo(&ctx, "echo_optionals", &optionals).items, [Some(1), None]);
    let pointers = Pointers {
        boxed: Box::new(1),
        shared: Arc::new("s".into()),
        counted: Rc::new(vec![2]),
        slice: Arc::from([3u16].as_slice()),
        point: Some(Box::new(Point(4, 5))),
    };
    assert_eq!(echo(&ctx, "echo_pointers", &pointers).point.map(|p| p.1), Some(5));

    // Structs: nested, newtype, transparent, tuple; defaults, skips, flatten, deny.
    let address = Address { street: "1 Main St".into(), city: "Springfield".into(), postcode: None };
    let customer = Customer { name: "Ann".into(), address, billing: None };
    let order = Order { id: 1, customer, lines: vec![Line { sku: "sku-1".into(), quantity: 2 }] };
    assert_eq!(echo(&ctx, "echo_order", &order).lines[0].quantity, 2);
    assert_eq!(echo(&ctx, "echo_meters", &Meters(1.5)).0, 1.5);
    assert_eq!(echo(&ctx, "echo_labels", &Labels { labels: vec!["l".into()] }).labels, ["l"]);
    assert_eq!(echo(&ctx, "echo_point", &Point(-1, 1)).0, -1);
    assert_eq!(echo(&ctx, "echo_settings", &Settings::default()).volume, 0);
    let skips = Skips { kept: "k".into(), cache: 0, computed: 0, secret: "s".into(), note: None, tags: Vec::new() };
    let back = dispatch(&ctx, "echo_skips", &json!({ "value": serde_json::to_value(&skips).expect("serialisable") }));
    assert!(back.is_err(), "`secret` is never written, so the echo misses a required field");
    let query =
        Query { text: "q".into(), page: Page { offset: 0, limit: Some(10) }, audit: Some(Audit { user: "u".into() }) };
    assert_eq!(echo(&ctx, "echo_query", &query).page.limit, Some(10));
    let tagged = Tagged { owner: "o".into(), extra: HashMap::from([("colour".to_string(), "red".to_string())]) };
    assert_eq!(echo(&ctx, "echo_tagged", &tagged).extra["colour"], "red");
    assert_eq!(echo(&ctx, "echo_strict", &Strict { only: "o".into(), maybe: Some(1) }).maybe, Some(1));

    // Enums: unit, and each tagging.
    assert!(matches!(echo(&ctx, "echo_color", &Color::Blue), Color::Blue));
    assert!(matches!(echo(&ctx, "echo_level", &Level::Warning), Level::Warning));
    assert!(matches!(echo(&ctx, SHAPE, &Shape::Rectangle(1.0, 2.0)), Shape::Rectangle(..)));
    assert!(matches!(echo(&ctx, "echo_event", &Event::Moved(Position { x: 1, y: 2 })), Event::Moved(_)));
    assert!(matches!(echo(&ctx, "echo_message", &Message::Pair(1, 2)), Message::Pair(1, 2)));
    assert!(matches!(echo(&ctx, "echo_setting", &Setting::Count(3)), Setting::Count(3)));
    assert!(matches!(echo(&ctx, "echo_reference", &Reference::Raw("r".into())), Reference::Raw(_)));
    assert!(matches!(echo(&ctx, "echo_envelope", &Envelope::Empty), Envelope::Empty));
    for animal in [Animal::Dog(Dog { barks: true }), Animal::Cat(Cat { lives: 9 })] {
        let back = echo(&ctx, "echo_animal", &animal);
        assert!(matches!((animal, back), (Animal::Dog(_), Animal::Dog(_)) | (Animal::Cat(_), Animal::Cat(_))));
    }

    // The schemas, read from the constants without parsing JSON.
    let Type::Object(ints) = &ECHO_INTEGERS_SCHEMA.params[0].schema.ty else { panic!("an object") };
    assert!(ints.properties.iter().any(|p| p.schema.ty == Type::Integer(IntType::U128)));
    assert!(matches!(ECHO_LABELS_SCHEMA.params[0].schema.ty, Type::Array { .. }));
    assert!(matches!(&ECHO_STRICT_SCHEMA.params[0].schema.ty, Type::Object(o) if o.additional == Additional::Denied));
    assert!(matches!(ECHO_SHAPE_SCHEMA.params[0].schema.ty, Type::AnyOf(_)));
    assert!(!ECHO_MAYBE_COLOR_SCHEMA.params[0].required);
    assert!(CONTAINERS.iter().all(|tool| tool.returns.schema.is_some()));
    assert!(TOOLS.len() >= 30);

    // Raw JSON text, as OpenAI sends it; an absent optional parameter; a refused argument.
    let back: Value = dispatch_str(&ctx, "echo_maybe_color", "{}").expect("an absent optional value");
    assert!(back.is_null());
    let error = dispatch_str(&ctx, "echo_strict", r#"{"value": {"only": "o", "other": 1}}"#).unwrap_err();
    assert_eq!(error.code, toolschema::ErrorCode::InvalidArguments);
}
