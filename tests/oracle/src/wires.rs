//! Types serde reads from another type's wire or from keys: internally tagged newtypes of a
//! map and a `serde_json::Value`, `serde_json::Map`, maps with integer keys, and `from`,
//! `try_from` and `into` (issue 34, item 3).

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// A record, internally tagged by `kind`: a map or a `Value` reads every other key.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind")]
pub enum Record {
    /// Counts by name.
    Counts(BTreeMap<String, u32>),
    /// Anything.
    Extra(Value),
    /// A point.
    Point {
        /// Across.
        x: i8,
    },
}

/// Echoes `Record`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_record(value: Record) -> Record {
    value
}

/// Values by name.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Bag {
    /// Any values.
    pub fields: Map<String, Value>,
}

/// Echoes `Bag`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_bag(value: Bag) -> Bag {
    value
}

/// Maps with integer keys.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Scores {
    /// By player.
    pub by_player: BTreeMap<u8, u32>,
    /// By offset.
    pub by_offset: HashMap<i8, String>,
    /// By id.
    pub by_id: BTreeMap<u64, bool>,
    /// By signed id.
    pub by_big: BTreeMap<i128, u8>,
}

/// Echoes `Scores`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_scores(value: Scores) -> Scores {
    value
}

/// The wire form of `Nice`.
#[derive(Clone, Deserialize, Serialize, schemars::JsonSchema)]
pub struct Wire {
    /// Across.
    pub x: u8,
}

/// A point read from and written as a `Wire`.
#[derive(Clone, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(from = "Wire", into = "Wire")]
pub struct Nice {
    /// Across, renamed.
    pub y: u8,
}

impl From<Wire> for Nice {
    fn from(wire: Wire) -> Self {
        Nice { y: wire.x }
    }
}

impl From<Nice> for Wire {
    fn from(nice: Nice) -> Self {
        Wire { x: nice.y }
    }
}

/// Echoes `Nice`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_nice(value: Nice) -> Nice {
    value
}

/// An even number, read from a `u32` that may be refused; written as its number.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(try_from = "u32")]
pub struct Even(u32);

impl TryFrom<u32> for Even {
    type Error = String;
    fn try_from(value: u32) -> Result<Self, String> {
        if value.is_multiple_of(2) {
            Ok(Even(value))
        } else {
            Err(format!("{value} is odd"))
        }
    }
}

/// Echoes `Even`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_even(value: Even) -> Even {
    value
}
