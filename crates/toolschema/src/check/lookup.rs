//! Finding the values of a tool's parameters in the arguments object with one pass over its
//! entries (each key found with `name::position`), where a `BTreeMap` search per parameter
//! compares whole keys through `memcmp` several times over. For a struct's properties,
//! measured on `summarise`'s messages, the searches cost less than the pass: its two fields
//! are found with three comparisons.

use serde_json::{Map, Value};

use super::name;
use crate::model::Property;

/// The most properties and entries looked up in one pass; past either, each property is
/// searched for in the map.
const SMALL: usize = 16;

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
            if let Some(i) = name::position(properties, key) {
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
