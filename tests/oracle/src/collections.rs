//! Collections: sequences, fixed-size arrays, sets, maps with `String` keys, tuples,
//! `Option` inside collections, and values behind `Box`, `Arc` and `Rc`.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};
use std::rc::Rc;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

/// Homogeneous sequences.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Sequences {
    /// A `Vec<String>`.
    pub list: Vec<String>,
    /// A `VecDeque<u8>`.
    pub queue: VecDeque<u8>,
    /// A `Box<[i16]>`.
    pub boxed: Box<[i16]>,
    /// A `Vec` of `Vec`s.
    pub matrix: Vec<Vec<f64>>,
}

/// Echoes `Sequences`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_sequences(value: Sequences) -> Sequences {
    value
}

/// Fixed-size arrays: exactly N items.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct FixedArrays {
    /// Four bytes.
    pub rgba: [u8; 4],
    /// Two names.
    pub names: [String; 2],
    /// A two-by-two grid.
    pub grid: [[bool; 2]; 2],
}

/// Echoes `FixedArrays`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_fixed_arrays(value: FixedArrays) -> FixedArrays {
    value
}

/// Sets: arrays of unique items.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Sets {
    /// A `HashSet<String>`.
    pub tags: HashSet<String>,
    /// A `BTreeSet<u16>`.
    pub ports: BTreeSet<u16>,
}

/// Echoes `Sets`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_sets(value: Sets) -> Sets {
    value
}

/// Maps with `String` keys: objects of any keys.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Maps {
    /// A `HashMap<String, i32>`.
    pub counts: HashMap<String, i32>,
    /// A `BTreeMap<String, Vec<bool>>`.
    pub groups: BTreeMap<String, Vec<bool>>,
    /// A map of maps.
    pub nested: BTreeMap<String, HashMap<String, u8>>,
    /// Keys behind a pointer.
    pub shared_keys: HashMap<Arc<str>, bool>,
}

/// Echoes `Maps`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_maps(value: Maps) -> Maps {
    value
}

/// Tuples: arrays whose items each have their own type.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Tuples {
    /// A pair.
    pub pair: (u8, String),
    /// A triple.
    pub triple: (bool, f64, char),
    /// A tuple holding a tuple and a list.
    pub nested: ((i8, i8), Vec<u32>),
}

/// Echoes `Tuples`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_tuples(value: Tuples) -> Tuples {
    value
}

/// `Option` as a field and inside collections, where an item may be `null`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Optionals {
    /// An optional number.
    pub maybe: Option<u32>,
    /// Numbers, some missing.
    pub items: Vec<Option<u32>>,
    /// Values, some missing.
    pub values: HashMap<String, Option<String>>,
    /// A tuple with an optional first item.
    pub slot: (Option<u8>, bool),
    /// Two optional letters.
    pub letters: [Option<char>; 2],
    /// An optional list of optional words.
    pub words: Option<Vec<Option<String>>>,
}

/// Echoes `Optionals`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_optionals(value: Optionals) -> Optionals {
    value
}

/// Values behind `Box`, `Arc` and `Rc`: the pointee's schema.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Pointers {
    /// A `Box<u8>`.
    pub boxed: Box<u8>,
    /// An `Arc<String>`.
    pub shared: Arc<String>,
    /// An `Rc<Vec<u8>>`.
    pub counted: Rc<Vec<u8>>,
    /// An `Arc<[u16]>`.
    pub slice: Arc<[u16]>,
    /// An optional boxed struct.
    pub point: Option<Box<crate::structs::Point>>,
}

/// Echoes `Pointers`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_pointers(value: Pointers) -> Pointers {
    value
}
