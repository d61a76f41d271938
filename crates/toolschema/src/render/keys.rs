//! The `propertyNames` of a map with integer keys: a pattern that matches exactly the keys
//! `serde_json` reads as the integer type (`check::keys` says which), and the sentence it
//! becomes where a target cannot state it.

use crate::model::IntType;

/// The pattern of the keys of integer type `int`: `^(0|[1-9][0-9]?|1[0-9]{2}|2[0-4][0-9]|25[0-4]|255)$`
/// for `u8`. A key is `0`, or digits without a leading zero up to the type's largest value,
/// or `-` and digits down to its smallest (`-0` for `i128` alone).
pub(crate) fn pattern(int: IntType) -> String {
    let mut alternatives = vec!["0".to_string()];
    alternatives.extend(one_to(int.max()));
    if int.min() < 0 {
        alternatives.push(format!("-({})", one_to(int.min().unsigned_abs()).join("|")));
    }
    if int == IntType::I128 {
        alternatives.push("-0".to_string());
    }
    format!("^({})$", alternatives.join("|"))
}

/// `Keys are `u8` integers written as strings: 0 to 255.` for a target without `propertyNames`.
pub(crate) fn sentence(int: IntType) -> String {
    format!(
        "Keys are `{}` integers written as strings, without a sign `+` or leading zeros: {} to {}.",
        int.rust_name(),
        int.min(),
        int.max()
    )
}

/// The alternatives of a pattern that matches the decimal numbers from 1 to `max`, written
/// without leading zeros: the shorter numbers, then those as long as `max`, digit by digit.
fn one_to(max: u128) -> Vec<String> {
    let digits: Vec<u8> = max.to_string().bytes().map(|b| b - b'0').collect();
    let len = digits.len();
    let mut alternatives = Vec::new();
    match len {
        0 | 1 => {}
        2 => alternatives.push("[1-9]".to_string()),
        3 => alternatives.push("[1-9][0-9]?".to_string()),
        _ => alternatives.push(format!("[1-9][0-9]{{0,{}}}", len - 2)),
    }
    for (i, &digit) in digits.iter().enumerate() {
        let lowest = u8::from(i == 0);
        if digit > lowest {
            let prefix: String = digits[..i].iter().map(|d| char::from(b'0' + d)).collect();
            alternatives.push(format!("{prefix}{}{}", class(lowest, digit - 1), any_digits(len - i - 1)));
        }
    }
    alternatives.push(max.to_string());
    alternatives
}

/// `[2-4]`, or the one digit.
fn class(low: u8, high: u8) -> String {
    if low == high {
        low.to_string()
    } else {
        format!("[{low}-{high}]")
    }
}

/// `n` digits of any value.
fn any_digits(n: usize) -> String {
    match n {
        0 => String::new(),
        1 => "[0-9]".to_string(),
        n => format!("[0-9]{{{n}}}"),
    }
}

#[cfg(test)]
mod tests {
    use super::pattern;
    use crate::model::IntType;

    #[test]
    fn patterns_name_the_range() {
        assert_eq!(pattern(IntType::U8), "^(0|[1-9][0-9]?|1[0-9]{2}|2[0-4][0-9]|25[0-4]|255)$");
        assert_eq!(
            pattern(IntType::I8),
            "^(0|[1-9][0-9]?|1[0-1][0-9]|12[0-6]|127|-([1-9][0-9]?|1[0-1][0-9]|12[0-7]|128))$"
        );
    }
}
