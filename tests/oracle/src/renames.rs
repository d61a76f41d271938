//! Renamed fields and variants: `rename`, raw identifiers, a different name each way, and
//! names that try serde's case conversions; `rename_all` has one struct per case.

use serde::{Deserialize, Serialize};

/// Fields renamed one by one.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Renamed {
    /// Sent as `type`.
    #[serde(rename = "type")]
    pub kind: String,
    /// A raw identifier: sent as `match`.
    pub r#match: bool,
    /// Read as `input_name`, written as `output_name`.
    #[serde(rename(deserialize = "input_name", serialize = "output_name"))]
    pub both_ways: u8,
}

/// Echoes `Renamed`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_renamed(value: Renamed) -> Renamed {
    value
}

/// Awkward names for serde's case conversions: digits, and underscores at either end.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
#[allow(non_snake_case)] // on purpose: `double__under`
pub struct OddNames {
    /// A digit inside a word.
    pub http2_enabled: bool,
    /// A leading underscore.
    pub _leading: u8,
    /// A trailing underscore.
    pub trailing_: u8,
    /// Two underscores in a row.
    pub double__under: u8,
}

/// Echoes `OddNames`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_odd_names(value: OddNames) -> OddNames {
    value
}

/// Acronyms and digits in variant names, in `snake_case`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs, clippy::upper_case_acronyms)] // on purpose: no notes, names as found in the wild
pub enum Acronyms {
    HTTPServer,
    IOError,
    V2Api,
}

/// Echoes `Acronyms`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_acronyms(value: Acronyms) -> Acronyms {
    value
}
