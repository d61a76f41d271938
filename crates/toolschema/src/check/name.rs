//! Finding the parameter or property a key names, without a call to `memcmp` per candidate.
//!
//! `str == str` calls `memcmp` whenever the lengths agree, and a call costs more than the
//! comparison of a short name itself; keys are looked up once per argument and per property
//! of every object read, so the lookup is on the hottest path of dispatch (and `check_args`
//! finds the parameters with it).

use crate::model::Property;

/// Whether `name` and `key` are the same string.
#[inline(always)]
pub(crate) fn same(name: &str, key: &str) -> bool {
    let (a, b) = (name.as_bytes(), key.as_bytes());
    let n = a.len();
    if n != b.len() {
        return false;
    }
    // Two overlapping loads from each end cover every byte of a short name: a few
    // instructions where a call would cost tens.
    match n {
        0 => true,
        1..=3 => a[0] == b[0] && a[n / 2] == b[n / 2] && a[n - 1] == b[n - 1],
        4..=7 => word32(a, 0) == word32(b, 0) && word32(a, n - 4) == word32(b, n - 4),
        8..=16 => word64(a, 0) == word64(b, 0) && word64(a, n - 8) == word64(b, n - 8),
        _ => a == b,
    }
}

#[inline(always)]
fn word32(bytes: &[u8], at: usize) -> u32 {
    let mut word = [0; 4];
    word.copy_from_slice(&bytes[at..at + 4]);
    u32::from_ne_bytes(word)
}

#[inline(always)]
fn word64(bytes: &[u8], at: usize) -> u64 {
    let mut word = [0; 8];
    word.copy_from_slice(&bytes[at..at + 8]);
    u64::from_ne_bytes(word)
}

/// The index of the property (or parameter) called `key`.
#[inline(always)]
pub(crate) fn position(properties: &[Property], key: &str) -> Option<usize> {
    properties.iter().position(|p| same(&p.name, key))
}

#[cfg(test)]
mod tests {
    use super::same;

    #[test]
    fn compares_whole_strings_of_every_length() {
        assert!(same("", ""));
        for n in 1..=40 {
            let name: String = (0..n).map(|i| char::from(b'a' + (i % 26) as u8)).collect();
            assert!(same(&name, &name.clone()), "{n}");
            for at in 0..n {
                let mut other = name.clone().into_bytes();
                other[at] = b'_';
                assert!(!same(&name, std::str::from_utf8(&other).unwrap()), "{n} at {at}");
            }
        }
        assert!(same("query", "query"));
        assert!(!same("query", "limit"));
        assert!(!same("query", "quer"));
        assert!(!same("query", "querz"));
        assert!(!same("é", "e\u{301}"));
        let long = "a_parameter_name_longer_than_the_short_limit";
        assert!(same(long, long));
        assert!(!same(long, "a_parameter_name_longer_than_the_short_limiT"));
    }
}
