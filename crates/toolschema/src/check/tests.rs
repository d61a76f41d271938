//! Unit tests of the message writers and the did-you-mean: each fast path against the
//! general one it stands in for (`serde_json`, `Json`'s `Display`, the `char` comparison).

use serde_json::Value;

use super::message;
use super::suggest::closest;
use crate::json::{Json, Number};

fn written(write: impl FnOnce(&mut String)) -> String {
    let mut out = String::new();
    write(&mut out);
    out
}

#[test]
fn strings_are_escaped_as_serde_json_escapes_them() {
    let mut all: Vec<String> = (0u32..0x100).filter_map(char::from_u32).map(String::from).collect();
    all.extend(
        ["", "plain", "a\"b\\c", "tab\there\nnewline", "\u{7f}\u{80}é😀\u{2028}", "\u{0}\u{1f}end"].map(String::from),
    );
    for s in all {
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(written(|out| message::escaped(out, &s)), json[1..json.len() - 1], "{s:?}");
        assert_eq!(written(|out| message::quote(out, &s)), json, "{s:?}");
    }
}

#[test]
fn a_long_string_is_quoted_shortened() {
    let long = "é\"".repeat(40);
    let shortened: String = long.chars().take(60).collect::<String>() + "…";
    assert_eq!(written(|out| message::quote(out, &long)), serde_json::to_string(&shortened).unwrap());
    assert_eq!(written(|out| message::name(out, &long)), format!("`{shortened}`"));
}

#[test]
fn json_values_are_written_as_their_display() {
    let values = [
        Json::Null,
        Json::Bool(true),
        Json::Bool(false),
        Json::Number(Number::PosInt(0)),
        Json::Number(Number::PosInt(u64::MAX)),
        Json::Number(Number::NegInt(i64::MIN)),
        Json::Number(Number::NegInt(-1)),
        Json::Number(Number::Float(2.5)),
        Json::Number(Number::Float(-0.0)),
        Json::Number(Number::Float(1e300)),
        Json::String("user".into()),
        Json::String("a \"quoted\"\n\u{1}é".into()),
        Json::Array(vec![Json::Null, Json::String("x".into())].into()),
        Json::Object(vec![("b".into(), Json::Bool(true)), ("a".into(), Json::Null)].into()),
    ];
    for value in &values {
        assert_eq!(written(|out| message::json(out, value)), value.to_string());
    }
    let listed: Vec<String> = values.iter().map(Json::to_string).collect();
    assert_eq!(written(|out| message::json_list(out, &values)), listed.join(", "));
}

#[test]
fn numbers_are_written_as_serde_json_writes_them() {
    for n in [0, 1, 9, 10, 4_294_967_295, u128::from(u64::MAX), u128::from(u64::MAX) + 1, 10u128.pow(20), u128::MAX] {
        assert_eq!(written(|out| message::unsigned(out, n)), n.to_string());
    }
    for n in [0, -1, i128::from(i64::MIN), i128::MIN, i128::MAX] {
        assert_eq!(written(|out| message::signed(out, n)), n.to_string());
    }
    for text in ["0", "-1", "18446744073709551615", "-9223372036854775808", "2.5", "1e300", "-0.0"] {
        let n: serde_json::Number = serde_json::from_str(text).unwrap();
        assert_eq!(written(|out| message::number(out, &n)), n.to_string());
    }
}

#[test]
fn the_hint_reads_numbers_as_serde_json_does() {
    let integer = crate::model::Schema::of(crate::model::Type::Integer(crate::model::IntType::U32));
    let float = crate::model::Schema::of(crate::model::Type::Number(crate::model::FloatType::F64));
    let texts = [
        "5",
        " 5 ",
        "-5",
        "-0",
        "-0.0",
        "00",
        "-00",
        "0",
        "05",
        "5.",
        ".5",
        "5.0",
        "-",
        "+5",
        "1e5",
        "1E+5",
        "1e-5",
        "1e",
        "1e+",
        "1ee5",
        "2.5e3",
        "18446744073709551615",
        "18446744073709551616",
        "-9223372036854775808",
        "-9223372036854775809",
        "9223372036854775808",
        "9999999999999999999",
        "-999999999999999999",
        "-9999999999999999999",
        "99999999999999999999",
        "1e400",
        "-1e400",
        "1.5.2",
        "0x10",
        "NaN",
        "inf",
        "asistant",
        "",
        " ",
        "5 6",
        "٣",
        "5\u{a0}",
    ];
    for text in texts {
        let number = serde_json::from_str::<serde_json::Number>(text.trim()).ok();
        let advice = format!("; write it as {}, without quotes", text.trim());
        let value = Value::String(text.to_owned());
        let expect = |fits: bool| if fits { advice.clone() } else { String::new() };
        let as_integer = number.as_ref().is_some_and(|n| n.is_i64() || n.is_u64());
        assert_eq!(written(|out| message::hint(out, &integer, &value)), expect(as_integer), "{text:?}");
        assert_eq!(written(|out| message::hint(out, &float, &value)), expect(number.is_some()), "{text:?}");
    }
}

#[test]
fn names_are_listed_up_to_twelve() {
    let many: Vec<String> = (0..15).map(|i| format!("k{i}")).collect();
    let listed = written(|out| message::names(out, many.iter().map(String::as_str)));
    assert!(listed.starts_with("`k0`, `k1`, ") && listed.ends_with("`k11`, and 3 more"), "{listed}");
    assert_eq!(written(|out| message::names(out, ["query"].into_iter())), "`query`");
}

/// The distance `closest` uses, over `char`s and allocating, as it was written first.
fn reference(name: &str, candidates: &[&'static str]) -> Option<&'static str> {
    fn lower(s: &str) -> Vec<char> {
        s.chars().flat_map(char::to_lowercase).collect()
    }
    fn osa(a: &[char], b: &[char]) -> usize {
        let mut d = vec![vec![0; b.len() + 1]; a.len() + 1];
        for (i, row) in d.iter_mut().enumerate() {
            row[0] = i;
        }
        for (j, cell) in d[0].iter_mut().enumerate() {
            *cell = j;
        }
        for i in 1..=a.len() {
            for j in 1..=b.len() {
                let cost = usize::from(a[i - 1] != b[j - 1]);
                d[i][j] = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
                }
            }
        }
        d[a.len()][b.len()]
    }
    if let Some(exact) = candidates.iter().find(|c| **c == name) {
        return Some(exact);
    }
    let limit = name.chars().count().max(3) / 3;
    let mut best: Option<(usize, &'static str)> = None;
    for candidate in candidates {
        if candidate.chars().count().abs_diff(name.chars().count()) > limit {
            continue;
        }
        let distance = osa(&lower(name), &lower(candidate));
        if distance <= limit && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, c)| c)
}

#[test]
fn closest_agrees_with_the_reference_distance() {
    let long: &'static str = "a_parameter_name_that_is_much_longer_than_sixty_four_characters_in_all";
    let candidates: [&'static str; 12] =
        ["user", "assistant", "system", "tool", "query", "limit", "Straße", "İstanbul", "ab", "ba", long, "QUERY"];
    let names = [
        "asistant",
        "assistnat",
        "usr",
        "sytem",
        "qurey",
        "Query",
        "limti",
        "strasse",
        "STRASSE",
        "istanbul",
        "ba",
        "abc",
        "x",
        "",
        "tol",
        "a_parameter_name_that_is_much_longer_than_sixty_four_characters_in_al",
        "ASSISTANT",
    ];
    for name in names {
        assert_eq!(closest(name, candidates), reference(name, &candidates), "{name:?}");
    }
}

#[test]
fn closest_agrees_with_the_reference_on_every_short_word() {
    // Every word of up to six letters over a small alphabet, against every other: swaps,
    // repeats and case are where the one-edit check and the bit-parallel distance could go
    // wrong. Six letters allow two edits, so both meet in one list.
    let mut words: Vec<String> = vec![String::new()];
    for len in 1..=6 {
        let mut word = vec![0usize; len];
        loop {
            words.push(word.iter().map(|&i| ['a', 'b', 'C'][i]).collect());
            let Some(at) = word.iter().rposition(|&i| i < 2) else { break };
            word[at] += 1;
            word[at + 1..].iter_mut().for_each(|i| *i = 0);
        }
    }
    let words: Vec<&'static str> = words.into_iter().map(|w| &*Box::leak(w.into_boxed_str())).collect();
    for chunk in words.chunks(7) {
        for name in &words {
            assert_eq!(closest(name, chunk.iter().copied()), reference(name, chunk), "{name:?} in {chunk:?}");
        }
    }
}

#[test]
fn a_path_written_after_text_starts_without_a_dot() {
    let root = super::path::Path::ROOT;
    let tags = root.key("tags");
    let mut out = String::from("repeats `");
    tags.index(0).write(&mut out);
    assert_eq!(out, "repeats `tags[0]");
    assert_eq!(tags.key("odd key").render(), "tags[\"odd key\"]");
}

#[test]
fn numbers_of_every_length_are_written_as_to_string() {
    // The two-digit table and the one-digit shortcut, at every length and digit boundary.
    let mut numbers: Vec<u128> = (0..=10_000).collect();
    for power in 1..=38 {
        let p = 10u128.pow(power);
        numbers.extend([p - 1, p, p + 1, p + 9, p * 2 - 1, p + p / 2]);
    }
    numbers.extend([u128::from(u32::MAX), u128::from(u64::MAX) - 1, u128::from(u64::MAX), u128::from(u64::MAX) + 1]);
    numbers.extend([u128::MAX - 1, u128::MAX, u128::MAX / 3, 0xdead_beef_dead_beef_dead_beef]);
    for n in numbers {
        assert_eq!(written(|out| message::unsigned(out, n)), n.to_string());
        if let Ok(i) = i128::try_from(n) {
            assert_eq!(written(|out| message::signed(out, -i)), (-i).to_string());
        }
    }
}

#[test]
fn strings_of_every_length_are_escaped_as_serde_json_escapes_them() {
    // The word-at-a-time test for an escape, with the escape at every position of strings
    // of every length it treats differently (under 4, 4 to 7, whole words and a tail).
    let specials = ['"', '\\', '\n', '\u{0}', '\u{1f}', '\u{7f}', 'é', '😀', ' ', '!', '#', '[', '\u{2028}'];
    for len in 0..=20 {
        let plain: String = "abcdefghijklmnopqrstu".chars().take(len).collect();
        let json = serde_json::to_string(&plain).unwrap();
        assert_eq!(written(|out| message::escaped(out, &plain)), json[1..json.len() - 1], "{plain:?}");
        for at in 0..len {
            for special in specials {
                let s: String = plain.chars().enumerate().map(|(i, c)| if i == at { special } else { c }).collect();
                let json = serde_json::to_string(&s).unwrap();
                assert_eq!(written(|out| message::escaped(out, &s)), json[1..json.len() - 1], "{s:?}");
            }
        }
    }
    for byte in 0u8..0x80 {
        let s = String::from(char::from(byte)).repeat(9);
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(written(|out| message::escaped(out, &s)), json[1..json.len() - 1], "{s:?}");
    }
}

#[test]
fn strings_are_shortened_from_the_sixty_first_character() {
    for len in [59, 60, 61, 62] {
        for filler in ["a", "é", "😀"] {
            let s = filler.repeat(len);
            let kept: String = s.chars().take(60).collect();
            let expected = if len > 60 { format!("{kept}…") } else { kept };
            assert_eq!(written(|out| message::quote(out, &s)), serde_json::to_string(&expected).unwrap());
            assert_eq!(written(|out| message::name(out, &s)), format!("`{expected}`"));
        }
    }
}

#[test]
fn the_written_bounds_are_the_types_bounds() {
    use crate::model::IntType;
    let all = [
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
    for int in all {
        match super::value::bounds_text(int) {
            Some((min, max)) => {
                assert_eq!(min, int.min().to_string(), "{int:?}");
                assert_eq!(max, int.max().to_string(), "{int:?}");
            }
            None => assert!(matches!(int, IntType::Isize | IntType::Usize), "{int:?}"),
        }
    }
}

#[test]
fn plain_keys_are_those_of_name_characters() {
    let root = super::path::Path::ROOT;
    for byte in 0u8..=0x7f {
        let key = format!("a{}b", char::from(byte));
        let plain = byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'-';
        let expected = if plain { format!("x.{key}") } else { format!("x[{}]", serde_json::to_string(&key).unwrap()) };
        assert_eq!(root.key("x").key(&key).render(), expected, "{key:?}");
    }
    assert_eq!(root.key("x").key("é").render(), "x[\"é\"]");
    assert_eq!(root.key("x").key("").render(), "x[\"\"]");
}

#[test]
fn closest_skips_short_candidates_by_their_characters_not_bytes() {
    // A character is at least one byte: the skip on byte length must never drop a
    // candidate whose characters are near enough.
    let candidates: [&'static str; 5] = ["éé", "ééé", "ab", "abcdefgh", "ÉÉÉÉÉÉ"];
    for name in ["éééééé", "ééé", "abcdef", "abcdefghi", "a", "ÉÉÉÉÉ", "éééééééé"] {
        assert_eq!(closest(name, candidates), reference(name, &candidates), "{name:?}");
    }
}

#[test]
fn a_schema_keeping_its_enum_text_words_problems_as_one_writing_the_list() {
    use crate::model::{Schema, Type};
    let mut kept = Schema::of(Type::String);
    kept.set_enum(vec![Json::String("user".into()), Json::String("a \"b\"".into()), Json::Number(Number::PosInt(3))]);
    assert_eq!(kept.enum_text.as_deref(), Some(r#""user", "a \"b\"", 3"#));
    let by_hand = Schema { enum_text: None, ..kept.clone() };
    // An array of them is described with its items' values too (`each one of …`).
    let array = |items: &Schema| {
        Schema::of(Type::Array { items: crate::model::Node::new(items.clone()), unique: false, len: None })
    };
    for value in [serde_json::json!("usr"), serde_json::json!(5), serde_json::json!(null), serde_json::json!(["user"])]
    {
        for (kept, by_hand) in [(kept.clone(), by_hand.clone()), (array(&kept), array(&by_hand))] {
            let (mut from_kept, mut from_hand) = (Vec::new(), Vec::new());
            super::check_value(&kept, &value, "role", &mut from_kept);
            super::check_value(&by_hand, &value, "role", &mut from_hand);
            assert!(!from_kept.is_empty() || value == serde_json::json!(["user"]), "{value}");
            assert_eq!(from_kept, from_hand, "{value}");
        }
    }
}

#[test]
fn what_a_resumed_check_leaves_out_is_shallow_only_where_the_schema_shows_it() {
    use super::shallow;
    use crate::model::{Additional, Node, Object, Property, Schema, Type};
    use serde_json::json;
    let field = |name: &'static str, required: bool, ty: Type| Property {
        name: name.into(),
        rust_type: "_".into(),
        required,
        schema: Schema::of(ty),
    };
    let object = |additional: Additional, properties: Vec<Property>| {
        Schema::of(Type::Object(Object { properties: properties.into(), additional }))
    };
    let message = || vec![field("role", true, Type::String), field("content", true, Type::String)];
    let open = object(Additional::Unstated, message());
    // Its two required fields, both found: no key is left for an ignored one.
    assert!(shallow(&open, &[json!({"role": "user", "content": "hi"})]));
    // A third key may be an ignored one, holding anything.
    assert!(!shallow(&open, &[json!({"role": "user", "content": "hi", "extra": [[1]]})]));
    let mut with_title = message();
    with_title.push(field("title", false, Type::String));
    let optional = object(Additional::Unstated, with_title);
    assert!(!shallow(&optional, &[json!({"role": "user", "content": "hi", "note": {}})]));
    // A struct that refuses unknown keys has none, however many keys it has.
    assert!(shallow(&object(Additional::Denied, message()), &[json!({"role": "user", "content": "hi"})]));
    // A field that is itself an array or an object is measured.
    let nested = object(
        Additional::Denied,
        vec![field("tags", true, Type::Array { items: Node::new(Schema::of(Type::String)), unique: false, len: None })],
    );
    assert!(!shallow(&nested, &[json!({"tags": []})]));
    // Arrays of them, and scalars.
    let array = Schema::of(Type::Array { items: Node::new(open.clone()), unique: false, len: None });
    assert!(shallow(&array, &[json!([{"role": "user", "content": "a"}, {"role": "system", "content": "b"}])]));
    assert!(!shallow(&array, &[json!([{"role": "user", "content": "a", "x": 1}])]));
    assert!(shallow(&Schema::of(Type::String), &[json!("a"), json!(null)]));
    assert!(!shallow(&Schema::of(Type::Any), &[json!(1)]));
}

#[test]
fn a_long_literal_is_named_by_its_start_and_length() {
    assert_eq!(written(|out| message::literal(out, "1e400")), "1e400");
    let sixty = "1".repeat(60);
    assert_eq!(written(|out| message::literal(out, &sixty)), sixty);
    let long = format!("-{}", "7".repeat(5_000_000));
    assert_eq!(written(|out| message::literal(out, &long)), format!("-{}… (5000000 digits)", "7".repeat(49)));
    let float = format!("1.{}e400", "0".repeat(100));
    assert_eq!(written(|out| message::literal(out, &float)), format!("1.{}… (106 characters)", "0".repeat(48)));
}

#[test]
fn a_path_reads_back_as_the_check_writes_it() {
    use super::fate::{parse, Seg};
    use super::path::Path;
    let key = |k: &str| Seg::Key(k.to_owned());
    let root = Path::ROOT;
    let (a, odd) = (root.key("a"), root.key("odd key"));
    let (b, quote) = (a.key("b"), odd.key("x\"].y"));
    let (two, dotted) = (b.index(2), quote.key("p.q"));
    let cases = [
        (a.render(), vec![key("a")]),
        (two.render(), vec![key("a"), key("b"), Seg::Index(2)]),
        (dotted.index(10).render(), vec![key("odd key"), key("x\"].y"), key("p.q"), Seg::Index(10)]),
        (String::new(), vec![]),
    ];
    for (written, segs) in cases {
        assert_eq!(parse(&written), Some(segs), "{written}");
    }
    assert_eq!(parse("a[x]"), None);
}
