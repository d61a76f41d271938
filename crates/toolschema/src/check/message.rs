//! The words of problems: what a schema expects and what a value is, as a model reads them.
//!
//! Values are quoted in JSON syntax and shortened, so that a huge argument gives a
//! readable message; schemas are described to a bounded depth.
//!
//! Every function appends to the one `String` a message is built in: a failed call is the
//! common case of a model's slip, and intermediate strings (and `serde_json` round trips for
//! a plain string) used to cost more than the check itself.

use std::fmt::Write;

use serde_json::Value;

use crate::json::Json;
use crate::model::{FloatType, Schema, ToolSchema, Type};

/// How many characters of a string, or of a key, a message quotes.
const QUOTE_CHARS: usize = 60;
/// How many names (keys, properties) a message lists before `…`.
const LIST_NAMES: usize = 12;

/// What `schema` expects: `a string`, `an integer (`u8`)`, `one of "user", "assistant"`.
pub(crate) fn expected(out: &mut String, schema: &Schema) {
    describe(out, schema, 2);
}

fn describe(out: &mut String, schema: &Schema, depth: usize) {
    if let Some(values) = &schema.enum_values {
        out.push_str("one of ");
        return allowed(out, schema, values);
    }
    match &schema.ty {
        Type::Any => out.push_str("any JSON value"),
        Type::Null => out.push_str("null"),
        Type::Boolean => out.push_str("a boolean (true or false)"),
        Type::Integer(int) => {
            out.push_str("an integer (`");
            out.push_str(int.rust_name());
            out.push_str("`)");
        }
        Type::Number(FloatType::F32) => out.push_str("a number (`f32`)"),
        Type::Number(FloatType::F64) => out.push_str("a number"),
        Type::String => out.push_str("a string"),
        Type::Char => out.push_str("a single character (a string of length 1)"),
        Type::Array { items, unique, len } => {
            match (len, unique) {
                (Some(n), _) => {
                    out.push_str("an array of exactly ");
                    unsigned(out, u128::from(*n));
                    out.push(' ');
                }
                (None, true) => out.push_str("an array of unique "),
                (None, false) => out.push_str("an array of "),
            }
            plural(out, items, depth);
            if let Some(values) = items.enum_values.as_deref().filter(|_| depth > 0) {
                out.push_str(", each one of ");
                allowed(out, items, values);
            }
        }
        Type::Tuple(items) if depth > 0 => {
            out.push_str("an array of exactly ");
            unsigned(out, items.len() as u128);
            out.push_str(" items: [");
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                describe(out, item, depth - 1);
            }
            out.push(']');
        }
        Type::Tuple(items) => {
            out.push_str("an array of exactly ");
            unsigned(out, items.len() as u128);
            out.push_str(" items");
        }
        Type::Map(values) => {
            out.push_str("an object whose values are ");
            plural(out, values, depth);
        }
        Type::IntMap(int, values) => {
            out.push_str("an object whose keys are `");
            out.push_str(int.rust_name());
            out.push_str("` integers written as strings and whose values are ");
            plural(out, values, depth);
        }
        Type::Object(object) if object.properties.is_empty() => out.push_str("an object"),
        Type::Object(object) => {
            out.push_str("an object with properties ");
            names(out, object.properties.iter().map(|p| p.name.as_ref()));
        }
        Type::AnyOf(branches) => {
            out.push_str("one of ");
            unsigned(out, branches.len() as u128);
            out.push_str(" shapes");
        }
    }
}

/// Many values of `schema`: `integers (`u8`)`, `arrays of strings`.
fn plural(out: &mut String, schema: &Schema, depth: usize) {
    match &schema.ty {
        Type::Any => out.push_str("JSON values"),
        Type::Null => out.push_str("nulls"),
        Type::Boolean => out.push_str("booleans"),
        Type::Integer(int) => {
            out.push_str("integers (`");
            out.push_str(int.rust_name());
            out.push_str("`)");
        }
        Type::Number(_) => out.push_str("numbers"),
        Type::String => out.push_str("strings"),
        Type::Char => out.push_str("single characters"),
        Type::Array { items, .. } if depth > 0 => {
            out.push_str("arrays of ");
            plural(out, items, depth - 1);
        }
        Type::Array { .. } | Type::Tuple(_) => out.push_str("arrays"),
        Type::Map(_) | Type::IntMap(..) | Type::Object(_) => out.push_str("objects"),
        Type::AnyOf(_) => out.push_str("values of several shapes"),
    }
}

/// What `value` is: `the string "5"`, `3.5`, `an array of 3 items`.
pub(crate) fn value(out: &mut String, value: &Value) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => number(out, n),
        Value::String(s) => {
            out.push_str("the string ");
            quote(out, s);
        }
        Value::Array(items) if items.is_empty() => out.push_str("an empty array"),
        Value::Array(items) if items.len() == 1 => out.push_str("an array of 1 item"),
        Value::Array(items) => {
            out.push_str("an array of ");
            unsigned(out, items.len() as u128);
            out.push_str(" items");
        }
        Value::Object(map) if map.is_empty() => out.push_str("an empty object"),
        Value::Object(map) => {
            out.push_str("an object with keys ");
            names(out, map.keys().map(String::as_str));
        }
    }
}

/// A number as `serde_json` writes it.
pub(crate) fn number(out: &mut String, n: &serde_json::Number) {
    if let Some(u) = n.as_u64() {
        unsigned(out, u128::from(u));
    } else if let Some(i) = n.as_i64() {
        signed(out, i128::from(i));
    } else {
        let _ = write!(out, "{n}");
    }
}

/// A number literal as the model wrote it, shortened past [`QUOTE_CHARS`] characters to its
/// start, `…` and its length: `12345678901234567890123456789012345678901234567890… (5000000 digits)`.
pub(crate) fn literal(out: &mut String, text: &str) {
    // A literal is ASCII, so any byte is a character boundary.
    let Some(head) = text.get(..QUOTE_CHARS - 10).filter(|_| text.len() > QUOTE_CHARS) else {
        return out.push_str(text);
    };
    out.push_str(head);
    out.push_str("… (");
    if text.bytes().any(|b| matches!(b, b'.' | b'e' | b'E')) {
        unsigned(out, text.len() as u128);
        out.push_str(" characters)");
    } else {
        unsigned(out, text.bytes().filter(u8::is_ascii_digit).count() as u128);
        out.push_str(" digits)");
    }
}

/// A string in JSON syntax, shortened with `…` past [`QUOTE_CHARS`] characters.
pub(crate) fn quote(out: &mut String, s: &str) {
    out.push('"');
    match shortened(s) {
        Some(end) => {
            escaped(out, &s[..end]);
            out.push('…');
        }
        None => escaped(out, s),
    }
    out.push('"');
}

/// Where `s` is cut to [`QUOTE_CHARS`] characters, if it is longer.
fn shortened(s: &str) -> Option<usize> {
    // A character is at least a byte: a string this short needs no walk over its characters.
    if s.len() <= QUOTE_CHARS {
        return None;
    }
    s.char_indices().nth(QUOTE_CHARS).map(|(end, _)| end)
}

/// `s` escaped as inside a JSON string, exactly as `serde_json` writes it: `"`, `\` and the
/// control characters below U+0020, nothing else.
// Always inlined: the call cost about a dozen instructions per string, and most strings
// written are names and enum values of a few bytes.
#[inline(always)]
pub(crate) fn escaped(out: &mut String, s: &str) {
    // Names and values rarely need an escape: look for one a word at a time, then copy
    // the whole string at once.
    if needs_escape(s.as_bytes()) {
        escaped_bytes(out, s);
    } else {
        out.push_str(s);
    }
}

/// [`escaped`] byte by byte, for a string with something to escape; apart, so that the
/// common case has none of its frame.
#[inline(never)]
fn escaped_bytes(out: &mut String, s: &str) {
    let mut start = 0;
    for (i, byte) in s.bytes().enumerate() {
        let escape = match byte {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\x08' => "\\b",
            b'\x0c' => "\\f",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0..=0x1f => "",
            _ => continue,
        };
        // Only ASCII bytes are escaped, so `i` is always a character boundary.
        out.push_str(&s[start..i]);
        if escape.is_empty() {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.push_str("\\u00");
            out.push(char::from(HEX[usize::from(byte >> 4)]));
            out.push(char::from(HEX[usize::from(byte & 0xf)]));
        } else {
            out.push_str(escape);
        }
        start = i + 1;
    }
    out.push_str(&s[start..]);
}

/// Whether any byte of `bytes` is escaped in a JSON string.
fn needs_escape(bytes: &[u8]) -> bool {
    // Eight bytes per step (the last word may overlap the one before): a byte at a time
    // costs several instructions each, and most strings have none to escape.
    if let Some(last) = bytes.last_chunk::<8>() {
        let (words, _) = bytes.as_chunks::<8>();
        return words.iter().any(|word| word_escapes(u64::from_le_bytes(*word)))
            || word_escapes(u64::from_le_bytes(*last));
    }
    // Four to seven bytes: the first four and the last four (overlapping) make one word.
    if let (Some(first), Some(last)) = (bytes.first_chunk::<4>(), bytes.last_chunk::<4>()) {
        let word = u64::from(u32::from_le_bytes(*first)) | u64::from(u32::from_le_bytes(*last)) << 32;
        return word_escapes(word);
    }
    bytes.iter().any(|&b| escapes(b))
}

/// Whether `byte` is escaped in a JSON string.
fn escapes(byte: u8) -> bool {
    byte < 0x20 || byte == b'"' || byte == b'\\'
}

/// Whether any of the eight bytes of `word` is escaped in a JSON string: below 0x20, `"`
/// or `\`. The classic tests on all bytes at once ("Bit Twiddling Hacks": a byte below
/// `n` for `n <= 128`, and a zero byte after an XOR with the byte looked for), which are
/// exact as to whether any byte matches.
fn word_escapes(word: u64) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let below = |word: u64, n: u8| word.wrapping_sub(ONES * u64::from(n)) & !word & HIGH;
    let control = below(word, 0x20);
    let quote = below(word ^ (ONES * u64::from(b'"')), 1);
    let backslash = below(word ^ (ONES * u64::from(b'\\')), 1);
    control | quote | backslash != 0
}

/// A name between backticks, shortened like [`quote`].
pub(crate) fn name(out: &mut String, s: &str) {
    out.push('`');
    match shortened(s) {
        Some(end) => {
            out.push_str(&s[..end]);
            out.push('…');
        }
        None => out.push_str(s),
    }
    out.push('`');
}

/// Names between backticks, separated by commas: `` `query`, `limit` ``.
pub(crate) fn names<'a>(out: &mut String, all: impl ExactSizeIterator<Item = &'a str>) {
    let total = all.len();
    for (i, each) in all.take(LIST_NAMES).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        name(out, each);
    }
    if total > LIST_NAMES {
        out.push_str(", and ");
        unsigned(out, (total - LIST_NAMES) as u128);
        out.push_str(" more");
    }
}

/// `values` as [`json_list`] writes them, copied from [`Schema::enum_text`] where they are
/// `schema`'s own `enum` values and it has their text (writing each value cost about 400
/// instructions of the 5,400 a misspelt role costs). Other values (the tags of every branch
/// of an `anyOf`, checked at one branch's tag) are written out.
pub(crate) fn allowed(out: &mut String, schema: &Schema, values: &[Json]) {
    let own = schema.enum_values.as_deref().is_some_and(|own| std::ptr::eq(own, values));
    match schema.enum_text.as_ref().filter(|_| own) {
        Some(text) => {
            debug_assert_eq!(*text, listed(values), "the `enum_text` of a schema is not its `enum` values");
            out.push_str(text);
        }
        None => json_list(out, values),
    }
}

/// [`json_list`] as a string of its own: what [`Schema::set_enum`] keeps.
pub(crate) fn listed(values: &[Json]) -> String {
    let mut out = String::new();
    json_list(&mut out, values);
    out
}

/// JSON values separated by commas: `"user", "assistant", "system"`.
pub(crate) fn json_list(out: &mut String, values: &[Json]) {
    // Room for a list of strings, the usual enum, is made once.
    out.reserve(values.iter().map(|v| if let Json::String(s) = v { s.len() + 4 } else { 8 }).sum());
    for (i, each) in values.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        // Strings written here rather than through `json`: called, it costs a call per
        // value, about 190 instructions of the 5,500 a misspelt role costs.
        match each {
            Json::String(s) => {
                out.push('"');
                escaped(out, s);
                out.push('"');
            }
            other => json(out, other),
        }
    }
}

/// A JSON value as compact text, as `Json`'s `Display` writes it; the common scalars
/// directly, the rest through that `Display`.
pub(crate) fn json(out: &mut String, value: &Json) {
    match value {
        Json::Null => out.push_str("null"),
        Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Json::Number(crate::json::Number::PosInt(u)) => unsigned(out, u128::from(*u)),
        Json::Number(crate::json::Number::NegInt(i)) => signed(out, i128::from(*i)),
        Json::String(s) => {
            out.push('"');
            escaped(out, s);
            out.push('"');
        }
        Json::Number(_) | Json::Array(_) | Json::Object(_) => {
            let _ = write!(out, "{value}");
        }
    }
}

/// An unsigned integer in decimal, without the formatting machinery.
pub(crate) fn unsigned(out: &mut String, mut n: u128) {
    let mut digits = [0u8; 39];
    let mut at = digits.len();
    // Division of a `u128` is a library call: it is used only for the digits past 64 bits.
    while n > u128::from(u64::MAX) {
        at -= 1;
        // `n % 10` is below 10, so the cast is exact.
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
    }
    // Two digits per division, from a table, halve the divisions (as `core`'s own does).
    let mut n = n as u64;
    while n >= 100 {
        // Below 100, so the cast is exact.
        let pair = (n % 100) as usize * 2;
        n /= 100;
        at -= 2;
        digits[at..at + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
    }
    if n >= 10 {
        let pair = n as usize * 2;
        at -= 2;
        digits[at..at + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
    } else {
        at -= 1;
        digits[at] = b'0' + n as u8;
    }
    match &digits[at..] {
        // Most numbers in messages are an index or a bound of one digit: `str::from_utf8`
        // would cost more than the digit.
        [digit] => out.push(char::from(*digit)),
        // Only ASCII digits were written.
        many => out.push_str(std::str::from_utf8(many).unwrap_or_default()),
    }
}

/// `00` to `99`, two bytes each.
const PAIRS: &[u8; 200] = b"\
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899";

/// A signed integer in decimal.
pub(crate) fn signed(out: &mut String, n: i128) {
    if n < 0 {
        out.push('-');
    }
    unsigned(out, n.unsigned_abs());
}

/// Advice for a value of the wrong type, when it is clear what was meant; nothing otherwise.
pub(crate) fn hint(out: &mut String, schema: &Schema, value: &Value) {
    let Value::String(s) = value else { return };
    let text = s.trim();
    let write_it = |out: &mut String| {
        out.push_str("; write it as ");
        out.push_str(text);
        out.push_str(", without quotes");
    };
    match &schema.ty {
        Type::Integer(_) if is_integer(text) => write_it(out),
        Type::Number(_) if parse_number(text).is_some() => write_it(out),
        Type::Boolean if text == "true" || text == "false" => write_it(out),
        Type::Array { .. } | Type::Tuple(_) if text.starts_with('[') => {
            out.push_str("; send the array itself, not a string containing it");
        }
        Type::Map(_) | Type::IntMap(..) | Type::Object(_) if text.starts_with('{') => {
            out.push_str("; send the object itself, not a string containing it");
        }
        _ => {}
    }
}

/// `text` as `serde_json` reads a number, if it is one. Text that is not even shaped like
/// one (the usual case: a word) is turned down before `serde_json`, whose error for it
/// would be formatted and thrown away.
fn parse_number(text: &str) -> Option<serde_json::Number> {
    looks_like_number(text).then(|| serde_json::from_str(text).ok()).flatten()
}

/// Whether `text` is a JSON integer `serde_json` holds exactly (an `i64` or a `u64`), without
/// parsing it as `serde_json` would (which costs more than the rest of the message). `-0` is
/// a float to `serde_json`, which keeps its sign.
fn is_integer(text: &str) -> bool {
    looks_like_number(text)
        && text != "-0"
        && !text.bytes().any(|b| matches!(b, b'.' | b'e' | b'E'))
        // Nineteen characters (digits and a sign) always fit an `i64` or a `u64`: only longer
        // ones need the parse.
        && (text.len() <= 19 || text.parse::<i64>().is_ok() || text.parse::<u64>().is_ok())
}

/// Whether `text` follows JSON's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
pub(crate) fn looks_like_number(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut at = usize::from(bytes.first() == Some(&b'-'));
    let digits = |at: &mut usize| {
        let start = *at;
        while bytes.get(*at).is_some_and(u8::is_ascii_digit) {
            *at += 1;
        }
        *at - start
    };
    match bytes.get(at) {
        Some(b'0') => at += 1,
        Some(b'1'..=b'9') => {
            digits(&mut at);
        }
        _ => return false,
    }
    if bytes.get(at) == Some(&b'.') {
        at += 1;
        if digits(&mut at) == 0 {
            return false;
        }
    }
    if matches!(bytes.get(at), Some(b'e' | b'E')) {
        at += 1;
        if matches!(bytes.get(at), Some(b'+' | b'-')) {
            at += 1;
        }
        if digits(&mut at) == 0 {
            return false;
        }
    }
    at == bytes.len()
}

/// The message of `not_an_object`.
pub(crate) fn not_an_object(tool: &ToolSchema, args: &Value) -> String {
    let mut out = String::with_capacity(96);
    out.push_str("the arguments must be a JSON object (");
    takes(&mut out, tool);
    out.push_str("), got ");
    value(&mut out, args);
    if matches!(args, Value::String(s) if s.trim_start().starts_with('{')) {
        out.push_str("; send the object itself, not a string containing it");
    }
    out
}

/// What the tool takes: `` `search` takes `query`, `limit`, `safe` ``.
pub(crate) fn takes(out: &mut String, tool: &ToolSchema) {
    out.push('`');
    out.push_str(&tool.name);
    if tool.params.is_empty() {
        out.push_str("` takes no arguments");
    } else {
        out.push_str("` takes ");
        names(out, tool.params.iter().map(|p| p.name.as_ref()));
    }
}
