//! Finding the values of a tool's parameters in the arguments object with one pass over its
//! entries, where a `BTreeMap` search per parameter compares whole keys through `memcmp`
//! several times over. (For a struct's properties, measured on `summarise`'s messages, the
//! searches cost less than the pass: its two fields are found with three comparisons.)

use serde_json::{Map, Value};

use crate::model::Property;

/// The most properties and entries looked up in one pass; past either, each property is
/// searched for in the map.
pub(crate) const SMALL: usize = 16;

/// The value `map` gives each of `properties`, in their order.
pub(crate) struct Given<'v> {
    found: [Option<&'v Value>; SMALL],
    /// `Some` when the object was too large for one pass: each property is searched for.
    large: Option<&'v Map<String, Value>>,
}

impl<'v> Given<'v> {
    /// Looks up every one of `properties` in `map`.
    #[inline]
    pub(crate) fn of(properties: &[Property], map: &'v Map<String, Value>) -> Self {
        let mut found = [None; SMALL];
        if properties.len() > SMALL || map.len() > SMALL {
            return Given { found, large: Some(map) };
        }
        for (key, value) in map {
            if let Some(i) = properties.iter().position(|p| same(&p.name, key)) {
                found[i] = Some(value);
            }
        }
        Given { found, large: None }
    }

    /// The value of the `i`th property, which is `property`.
    #[inline]
    pub(crate) fn get(&self, i: usize, property: &Property) -> Option<&'v Value> {
        match self.large {
            None => self.found[i],
            Some(map) => map.get(property.name.as_ref()),
        }
    }
}

/// Whether two names are equal, compared a word at a time: names are short, and `==` on
/// strings of equal length is a call to `memcmp` that costs more than the comparison.
#[inline]
pub(crate) fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    // Two loads from each end, overlapping when the name is shorter than both together.
    if let (Some(a0), Some(a1), Some(b0), Some(b1)) =
        (a.first_chunk::<8>(), a.last_chunk::<8>(), b.first_chunk::<8>(), b.last_chunk::<8>())
    {
        if a.len() <= 16 {
            return a0 == b0 && a1 == b1;
        }
        return a == b;
    }
    if let (Some(a0), Some(a1), Some(b0), Some(b1)) =
        (a.first_chunk::<4>(), a.last_chunk::<4>(), b.first_chunk::<4>(), b.last_chunk::<4>())
    {
        return a0 == b0 && a1 == b1;
    }
    a.iter().zip(b).all(|(x, y)| x == y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_agrees_with_equality_for_every_length_and_position() {
        for len in 0..=40 {
            let name: String = (0..len).map(|i| char::from(b'a' + (i % 26) as u8)).collect();
            assert!(same(&name, &name.clone()), "{name:?}");
            for at in 0..len {
                let mut other = name.clone().into_bytes();
                other[at] = b'Z';
                let other = String::from_utf8(other).unwrap();
                assert!(!same(&name, &other), "{name:?} {other:?}");
            }
            assert!(!same(&name, &format!("{name}a")));
        }
    }
}
