//! Scalars: every integer and float type, `bool`, `char`, `Value`, and strings behind every
//! pointer section 4.1 lists.

use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

/// Every integer type, one field each.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Integers {
    /// An `i8`.
    pub tiny: i8,
    /// An `i16`.
    pub small: i16,
    /// An `i32`.
    pub medium: i32,
    /// An `i64`.
    pub large: i64,
    /// An `i128`.
    pub huge: i128,
    /// An `isize`.
    pub word: isize,
    /// A `u8`.
    pub byte: u8,
    /// A `u16`.
    pub short: u16,
    /// A `u32`.
    pub unsigned: u32,
    /// A `u64`.
    pub long: u64,
    /// A `u128`.
    pub wide: u128,
    /// A `usize`.
    pub size: usize,
}

/// Echoes `Integers`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_integers(value: Integers) -> Integers {
    value
}

/// Booleans, floats, a `char` and any JSON value.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Scalars {
    /// A `bool`.
    pub flag: bool,
    /// An `f32`.
    pub single: f32,
    /// An `f64`.
    pub double: f64,
    /// A `char`: one character.
    pub letter: char,
    /// Anything at all.
    pub any: serde_json::Value,
}

/// Echoes `Scalars`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_scalars(value: Scalars) -> Scalars {
    value
}

/// A string in every form the mapping reads as `{"type":"string"}`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Strings {
    /// A `String`.
    pub owned: String,
    /// A `Box<str>`.
    pub boxed: Box<str>,
    /// An `Arc<str>`.
    pub shared: Arc<str>,
    /// An `Rc<str>`.
    pub counted: Rc<str>,
    /// A `Cow<str>`.
    pub cow: Cow<'static, str>,
    /// A `PathBuf`.
    pub path: PathBuf,
    /// An `Arc<Path>`.
    pub shared_path: Arc<Path>,
    /// An `Rc<Path>`.
    pub counted_path: Rc<Path>,
}

/// Echoes `Strings`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_strings(value: Strings) -> Strings {
    value
}

/// A bare `u8` at the top level, with no struct around it.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_u8(value: u8) -> u8 {
    value
}
