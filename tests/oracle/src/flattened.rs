//! Flattened fields beyond structs and maps: a `serde_json::Value`, enums of every tagging
//! plain and in an `Option`, and `deny_unknown_fields` beside what serde takes (issue 34,
//! items 3 and 5).

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// An id and every other key.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct WithRest {
    /// Its id.
    pub id: u8,
    /// Every other key.
    #[serde(flatten)]
    pub rest: Value,
}

/// Echoes `WithRest`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_with_rest(value: WithRest) -> WithRest {
    value
}

/// Externally tagged, to be flattened.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub enum Ext {
    /// A struct variant.
    Pair {
        /// Left.
        left: u8,
    },
    /// A newtype variant.
    Size(u16),
    /// A unit variant.
    Nothing,
}

/// Internally tagged, to be flattened.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind")]
pub enum Int {
    /// A struct variant.
    Circle {
        /// The radius.
        radius: u8,
    },
    /// A unit variant.
    Dot,
}

/// Adjacently tagged, to be flattened.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(tag = "op", content = "args")]
pub enum Adj {
    /// A newtype variant.
    Move(i8),
    /// A unit variant.
    Stop,
}

/// Untagged, to be flattened: only the variants that read an object count.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum Unt {
    /// By name.
    Named {
        /// The name.
        name: String,
    },
    /// By number.
    Numbered {
        /// The number.
        number: u32,
    },
}

/// Flattens each tagging.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct FlatExt {
    /// Its own.
    pub id: u8,
    /// Flattened.
    #[serde(flatten)]
    pub ext: Ext,
}

/// Echoes `FlatExt`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_flat_ext(value: FlatExt) -> FlatExt {
    value
}

/// Flattens an internally tagged enum.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct FlatInt {
    /// Its own.
    pub id: u8,
    /// Flattened.
    #[serde(flatten)]
    pub int: Int,
}

/// Echoes `FlatInt`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_flat_int(value: FlatInt) -> FlatInt {
    value
}

/// Flattens an adjacently tagged enum.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct FlatAdj {
    /// Its own.
    pub id: u8,
    /// Flattened.
    #[serde(flatten)]
    pub adj: Adj,
}

/// Echoes `FlatAdj`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_flat_adj(value: FlatAdj) -> FlatAdj {
    value
}

/// Flattens an untagged enum.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct FlatUnt {
    /// Its own.
    pub id: u8,
    /// Flattened.
    #[serde(flatten)]
    pub unt: Unt,
}

/// Echoes `FlatUnt`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_flat_unt(value: FlatUnt) -> FlatUnt {
    value
}

/// Flattens optional enums.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct FlatOptions {
    /// Its own.
    pub id: u8,
    /// Flattened, maybe.
    #[serde(flatten)]
    pub ext: Option<Ext>,
}

/// Echoes `FlatOptions`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_flat_options(value: FlatOptions) -> FlatOptions {
    value
}

/// Flattens an optional internally tagged enum.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct FlatOptionInt {
    /// Its own.
    pub id: u8,
    /// Flattened, maybe.
    #[serde(flatten)]
    pub int: Option<Int>,
}

/// Echoes `FlatOptionInt`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_flat_option_int(value: FlatOptionInt) -> FlatOptionInt {
    value
}

/// A page, to be flattened.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Window {
    /// From.
    pub offset: u32,
}

/// Closed around what serde takes: a flattened struct and an externally tagged enum.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClosedExt {
    /// Its own.
    pub id: u8,
    /// Flattened struct.
    #[serde(flatten)]
    pub window: Window,
    /// Flattened enum.
    #[serde(flatten)]
    pub ext: Ext,
}

/// Echoes `ClosedExt`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_closed_ext(value: ClosedExt) -> ClosedExt {
    value
}

/// Closed around an adjacently tagged enum.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClosedAdj {
    /// Its own.
    pub id: u8,
    /// Flattened.
    #[serde(flatten)]
    pub adj: Adj,
}

/// Echoes `ClosedAdj`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_closed_adj(value: ClosedAdj) -> ClosedAdj {
    value
}
