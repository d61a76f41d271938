//! Maps with integer keys: for every integer type, the keys `check_value` accepts are exactly
//! those `serde_json` reads into a `BTreeMap` of that key type, and those the canonical
//! schema's `propertyNames` pattern matches; with the messages of the refused ones.

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};
use toolschema::check::check_value;
use toolschema::render::canonical;
use toolschema::{IntType, Node, Schema, Type};

/// Keys near every edge: the bounds and one past them, signs, zeros, spaces, floats.
fn candidates(int: IntType) -> Vec<String> {
    let (min, max) = (int.min(), int.max());
    let mut keys: Vec<String> = ["0", "1", "-1", "-0", "+1", "01", "00", "-01", " 1", "1 ", "1.0", "1e2", "", "-", "a"]
        .into_iter()
        .chain(["0x1", "１", "١"])
        .map(str::to_string)
        .collect();
    keys.extend([min.to_string(), max.to_string(), format!("{max}0")]);
    keys.extend(min.checked_sub(1).map(|n| n.to_string()));
    keys.extend(max.checked_add(1).map(|n| n.to_string()));
    if min < 0 {
        keys.push(format!("{min}0"));
    }
    keys
}

/// serde_json's verdict on `{key: 1}` as a map with keys of `int`'s Rust type.
fn serde_reads(int: IntType, key: &str) -> bool {
    fn read<K: serde::de::DeserializeOwned + Ord>(value: Value) -> bool {
        serde_json::from_value::<BTreeMap<K, u8>>(value.clone()).is_ok()
            && serde_json::from_str::<BTreeMap<K, u8>>(&value.to_string()).is_ok()
    }
    let value = json!({ key: 1 });
    match int {
        IntType::I8 => read::<i8>(value),
        IntType::I16 => read::<i16>(value),
        IntType::I32 => read::<i32>(value),
        IntType::I64 => read::<i64>(value),
        IntType::I128 => read::<i128>(value),
        IntType::Isize => read::<isize>(value),
        IntType::U8 => read::<u8>(value),
        IntType::U16 => read::<u16>(value),
        IntType::U32 => read::<u32>(value),
        IntType::U64 => read::<u64>(value),
        IntType::U128 => read::<u128>(value),
        IntType::Usize => read::<usize>(value),
    }
}

const ALL: [IntType; 12] = [
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

#[test]
fn check_serde_and_the_pattern_agree_on_every_key() {
    let mut disagreements = Vec::new();
    for int in ALL {
        let schema = Schema::of(Type::IntMap(int, Node::new(Schema::of(Type::Any))));
        let rendered = canonical::schema(&schema).to_value();
        let validator = jsonschema::draft202012::new(&rendered).unwrap();
        for key in candidates(int) {
            let value = Value::Object(Map::from_iter([(key.clone(), json!(1))]));
            let mut problems = Vec::new();
            check_value(&schema, &value, "", &mut problems);
            let (check, serde, pattern) = (problems.is_empty(), serde_reads(int, &key), validator.is_valid(&value));
            if check != serde || check != pattern {
                disagreements.push(format!(
                    "`{}` key {key:?}: check_args {check}, serde {serde}, propertyNames {pattern}",
                    int.rust_name()
                ));
            }
        }
    }
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}

#[test]
fn refused_keys_say_why() {
    let schema = Schema::of(Type::IntMap(IntType::U8, Node::new(Schema::of(Type::Boolean))));
    let mut problems = Vec::new();
    check_value(&schema, &json!({"1": true, "01": true, "256": true, "2": "no"}), "seats", &mut problems);
    let lines: Vec<String> = problems.iter().map(|p| format!("{}: {}: {}", p.path, p.code, p.message)).collect();
    insta::assert_snapshot!(lines.join("\n"), @r###"
    seats.01: wrong_type: expected a key that is a `u8` written as a string of digits (no sign `+`, no leading zeros, no spaces), got "01"
    seats.2: wrong_type: expected a boolean (true or false), got the string "no"
    seats.256: out_of_range: key "256" is out of range: a `u8` value must be between 0 and 255
    "###);
}
