//! The keys of a map with integer keys (`BTreeMap<u32, V>`), as `serde_json` reads them: a
//! string holding a JSON integer (an optional `-`, then `0` or digits without a leading
//! zero; no `+`, no spaces, no fraction or exponent), in the integer type's range. `-0` is
//! a float to `serde_json` and fits no integer type but `i128`, which it parses apart.

use crate::model::IntType;

/// Why a key is not one `serde_json` reads as an integer type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KeyFault {
    /// Not written as a JSON integer (or `-0`, which `serde_json` reads as a float).
    NotAnInteger,
    /// An integer outside the type's range.
    OutOfRange,
}

/// What is wrong with `key` as a key of integer type `int`, if anything.
pub(crate) fn key_fault(int: IntType, key: &str) -> Option<KeyFault> {
    let digits = key.strip_prefix('-').unwrap_or(key);
    let negative = digits.len() < key.len();
    let integer =
        !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) && (digits == "0" || !digits.starts_with('0'));
    if !integer {
        return Some(KeyFault::NotAnInteger);
    }
    if negative && digits == "0" {
        return (int != IntType::I128).then_some(KeyFault::NotAnInteger);
    }
    // At most 39 digits fit a `u128`; more are out of every range.
    let Ok(magnitude) = digits.parse::<u128>() else { return Some(KeyFault::OutOfRange) };
    let fits = if negative { magnitude <= int.min().unsigned_abs() } else { magnitude <= int.max() };
    (!fits).then_some(KeyFault::OutOfRange)
}

#[cfg(test)]
mod tests {
    use super::{key_fault, KeyFault};
    use crate::model::IntType;

    /// What serde_json 1.0.154 does with each key (measured with `BTreeMap<T, u8>`).
    #[test]
    fn keys_are_read_as_serde_json_reads_them() {
        let bad = Some(KeyFault::NotAnInteger);
        let far = Some(KeyFault::OutOfRange);
        let cases = [
            (IntType::U32, "0", None),
            (IntType::U32, "4294967295", None),
            (IntType::U32, "4294967296", far),
            (IntType::U32, "-1", far),
            (IntType::U32, "+1", bad),
            (IntType::U32, "01", bad),
            (IntType::U32, "00", bad),
            (IntType::U32, "-0", bad),
            (IntType::U32, " 1", bad),
            (IntType::U32, "1 ", bad),
            (IntType::U32, "1.0", bad),
            (IntType::U32, "1e2", bad),
            (IntType::U32, "", bad),
            (IntType::U32, "-", bad),
            (IntType::U32, "0x1", bad),
            (IntType::U32, "１", bad),
            (IntType::I8, "-128", None),
            (IntType::I8, "127", None),
            (IntType::I8, "128", far),
            (IntType::I8, "-129", far),
            (IntType::I8, "-01", bad),
            (IntType::U64, "18446744073709551615", None),
            (IntType::U64, "18446744073709551616", far),
            (IntType::Isize, "-9223372036854775808", None),
            (IntType::Isize, "9223372036854775808", far),
            (IntType::Isize, "-0", bad),
            (IntType::U128, "340282366920938463463374607431768211455", None),
            (IntType::U128, "340282366920938463463374607431768211456", far),
            (IntType::U128, "-0", bad),
            (IntType::I128, "-170141183460469231731687303715884105728", None),
            (IntType::I128, "170141183460469231731687303715884105728", far),
            (IntType::I128, "-0", None),
            (IntType::I128, "-01", bad),
            (IntType::I128, "1000000000000000000000000000000000000000000", far),
        ];
        for (int, key, expected) in cases {
            assert_eq!(key_fault(int, key), expected, "{key:?} as `{}`", int.rust_name());
        }
    }
}
