//! Number literals that `serde_json` cannot hold as written (`1e400`, an integer of twenty or
//! of five million digits), found in the text of refused arguments and replaced by integer
//! stand-ins it can parse, so that the failure path can check the rest and name each literal
//! as written (`check::stand_in`).
//!
//! One pass over the bytes, which knows only where strings are: the structure is left to
//! `serde_json`, which parses the text with the stand-ins in. Nothing here runs unless the
//! fast path and `serde_json`'s own parse have both turned the text down.

use std::collections::{HashMap, HashSet};

use crate::check::message::looks_like_number;
use crate::check::stand_in::{Literal, StandIns};

/// The text with a stand-in for each literal, and what each stands for.
pub(crate) struct Rewritten<'t> {
    pub(crate) text: Vec<u8>,
    pub(crate) stand_ins: StandIns<'t>,
}

/// How far below `u64::MAX` (above `i64::MIN`) stand-ins may go: integers the model wrote in
/// that range are noted, so that no stand-in is mistaken for one.
const RANGE: u64 = 1 << 32;

/// `text` with a stand-in for every number literal `serde_json` cannot hold as written;
/// `None` when it has none (or, absurdly, more than [`RANGE`] different ones).
pub(crate) fn rewrite(text: &[u8]) -> Option<Rewritten<'_>> {
    let mut spans: Vec<(usize, usize, usize)> = Vec::new();
    let mut literals: Vec<Literal<'_>> = Vec::new();
    let mut seen: HashMap<&str, usize> = HashMap::new();
    let mut written: HashSet<i128> = HashSet::new();
    for (start, end) in number_tokens(text) {
        // Only ASCII bytes make a token, so it is a `str`.
        let Ok(token) = std::str::from_utf8(&text[start..end]) else { continue };
        match classify(token) {
            Class::Exact(Some(near)) => {
                written.insert(near);
            }
            Class::Exact(None) => {}
            Class::Unheld(held) => {
                let index = *seen.entry(token).or_insert_with(|| {
                    literals.push(Literal { text: token, held, stand_in: 0 });
                    literals.len() - 1
                });
                spans.push((start, end, index));
            }
        }
    }
    if spans.is_empty() {
        return None;
    }
    // Stand-ins start one step inside the ends, so that none reads as a type's bound.
    let (mut up, mut down) = (1u64, 1u64);
    for literal in &mut literals {
        let negative = literal.text.starts_with('-');
        loop {
            let (value, step) = if negative {
                (i128::from(i64::MIN) + i128::from(down), &mut down)
            } else {
                (i128::from(u64::MAX) - i128::from(up), &mut up)
            };
            if *step >= RANGE {
                return None;
            }
            *step += 1;
            if !written.contains(&value) {
                literal.stand_in = value;
                break;
            }
        }
    }
    let mut out = Vec::with_capacity(text.len() + spans.len() * 20);
    let mut at = 0;
    for &(start, end, index) in &spans {
        out.extend_from_slice(&text[at..start]);
        out.extend_from_slice(literals[index].stand_in.to_string().as_bytes());
        at = end;
    }
    out.extend_from_slice(&text[at..]);
    Some(Rewritten { text: out, stand_ins: StandIns::new(literals) })
}

/// `text` with each literal [`rewrite`] would replace turned into `0` and spaces, the same
/// length: where the text is not JSON after all, `serde_json`'s error then names the line
/// and column of the text as sent.
pub(crate) fn blanked(text: &[u8]) -> Vec<u8> {
    let mut out = text.to_vec();
    for (start, end) in number_tokens(text) {
        let unheld =
            std::str::from_utf8(&text[start..end]).is_ok_and(|token| matches!(classify(token), Class::Unheld(_)));
        if unheld {
            out[start] = b'0';
            out[start + 1..end].fill(b' ');
        }
    }
    out
}

/// What `serde_json` makes of a number token.
enum Class {
    /// Held exactly (or a float, held as one): with its value when it is an integer in the
    /// stand-ins' range.
    Exact(Option<i128>),
    /// Not held as written: out of `f64`'s range (`None`), or an integer beyond `i64` and
    /// `u64` that it holds as this float.
    Unheld(Option<serde_json::Number>),
}

fn classify(token: &str) -> Class {
    if !looks_like_number(token) {
        // Not a number: `serde_json` says what is wrong with it.
        return Class::Exact(None);
    }
    let integer = !token.bytes().any(|b| matches!(b, b'.' | b'e' | b'E'));
    if integer {
        // Nineteen characters (digits and a sign) always fit an `i64` or a `u64`, and are
        // far from the stand-ins' range.
        if token.len() <= 19 {
            return Class::Exact(None);
        }
        let exact = match token.strip_prefix('-') {
            _ if token.len() > 20 => None,
            Some(_) => token.parse::<i64>().ok().map(i128::from),
            None => token.parse::<u64>().ok().map(i128::from),
        };
        if let Some(value) = exact {
            let range = i128::from(RANGE);
            let near = value >= i128::from(u64::MAX) - range || value <= i128::from(i64::MIN) + range;
            return Class::Exact(near.then_some(value));
        }
    } else if !token.contains(['e', 'E']) && token.len() <= 300 {
        // Without an exponent, a float leaves `f64`'s range only past 308 digits.
        return Class::Exact(None);
    }
    // `serde_json` decides, so that the stand-ins go exactly where its parse fails.
    match serde_json::from_str::<serde_json::Number>(token) {
        Ok(held) if integer => Class::Unheld(Some(held)),
        Ok(_) => Class::Exact(None),
        Err(_) => Class::Unheld(None),
    }
}

/// The `(start, end)` of every run of number characters (`-+.eE` and digits) outside
/// strings, starting with `-` or a digit.
fn number_tokens(text: &[u8]) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut at = 0;
    let mut in_string = false;
    std::iter::from_fn(move || {
        while at < text.len() {
            let byte = text[at];
            if in_string {
                match byte {
                    b'\\' => at += 1,
                    b'"' => in_string = false,
                    _ => {}
                }
                at += 1;
                continue;
            }
            match byte {
                b'"' => in_string = true,
                b'-' | b'0'..=b'9' => {
                    let start = at;
                    while at < text.len() && matches!(text[at], b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E') {
                        at += 1;
                    }
                    return Some((start, at));
                }
                _ => {}
            }
            at += 1;
        }
        None
    })
}

#[cfg(test)]
mod tests {
    use super::{blanked, rewrite};

    fn rewritten(text: &str) -> Option<String> {
        rewrite(text.as_bytes()).map(|r| String::from_utf8(r.text).unwrap())
    }

    #[test]
    fn only_numbers_serde_json_cannot_hold_get_a_stand_in() {
        let text = r#"{"a": 1e400, "b": [-1e400, 1e400, 123456789012345678901], "c": "1e400 \" 1e400", "d": 1e-400}"#;
        assert_eq!(
            rewritten(text).unwrap(),
            r#"{"a": 18446744073709551614, "b": [-9223372036854775807, 18446744073709551614, 18446744073709551613], "c": "1e400 \" 1e400", "d": 1e-400}"#
        );
        // Numbers it holds exactly, or as the float they were written as, are left alone.
        for text in ["[1, -0, 1.5e300, 18446744073709551615, -9223372036854775808, 1e-400, 0.1]", r#""1e400""#] {
            assert_eq!(rewritten(text), None, "{text}");
        }
        // So is what is not a number at all: `serde_json` says what is wrong with it.
        assert_eq!(rewritten("[1e400e5, 01e400, 1e400.]"), None);
    }

    #[test]
    fn a_stand_in_is_never_an_integer_the_text_holds() {
        let text = "[18446744073709551614, 1e400, -9223372036854775807, -1e400]";
        assert_eq!(
            rewritten(text).unwrap(),
            "[18446744073709551614, 18446744073709551613, -9223372036854775807, -9223372036854775806]"
        );
    }

    #[test]
    fn blanking_keeps_every_other_byte_in_place() {
        let text = r#"{"a": 1e400, "b": "1e400", "c": -1e400}"#;
        assert_eq!(String::from_utf8(blanked(text.as_bytes())).unwrap(), r#"{"a": 0    , "b": "1e400", "c": 0     }"#);
    }
}
