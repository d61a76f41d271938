//! `rename_all` on structs, in each of serde's eight cases, and in a different case each way.

use serde::{Deserialize, Serialize};

/// Fields in one case when read and another when written.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all(deserialize = "kebab-case", serialize = "PascalCase"))]
pub struct TwoWays {
    /// Read as `read-me`, written as `ReadMe`.
    pub read_me: String,
}

/// Echoes `TwoWays`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_two_ways(value: TwoWays) -> TwoWays {
    value
}

/// Fields in `lowercase`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub struct LowerCase {
    /// Two words.
    pub first_name: String,
    /// Three words.
    pub last_seen_at: u32,
    /// One word.
    pub id: u8,
}

/// Echoes `LowerCase`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_lower_case(value: LowerCase) -> LowerCase {
    value
}

/// Fields in `UPPERCASE`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "UPPERCASE")]
pub struct UpperCase {
    /// Two words.
    pub first_name: String,
    /// Three words.
    pub last_seen_at: u32,
    /// One word.
    pub id: u8,
}

/// Echoes `UpperCase`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_upper_case(value: UpperCase) -> UpperCase {
    value
}

/// Fields in `PascalCase`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "PascalCase")]
pub struct PascalCase {
    /// Two words.
    pub first_name: String,
    /// Three words.
    pub last_seen_at: u32,
    /// One word.
    pub id: u8,
}

/// Echoes `PascalCase`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_pascal_case(value: PascalCase) -> PascalCase {
    value
}

/// Fields in `camelCase`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CamelCase {
    /// Two words.
    pub first_name: String,
    /// Three words.
    pub last_seen_at: u32,
    /// One word.
    pub id: u8,
    /// A field `rename` overrides `rename_all`.
    #[serde(rename = "KEPT_as_is")]
    pub overridden: bool,
}

/// Echoes `CamelCase`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_camel_case(value: CamelCase) -> CamelCase {
    value
}

/// Fields in `snake_case`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub struct SnakeCase {
    /// Two words.
    pub first_name: String,
    /// Three words.
    pub last_seen_at: u32,
    /// One word.
    pub id: u8,
}

/// Echoes `SnakeCase`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_snake_case(value: SnakeCase) -> SnakeCase {
    value
}

/// Fields in `SCREAMING_SNAKE_CASE`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ScreamingSnakeCase {
    /// Two words.
    pub first_name: String,
    /// Three words.
    pub last_seen_at: u32,
    /// One word.
    pub id: u8,
}

/// Echoes `ScreamingSnakeCase`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_screaming_snake_case(value: ScreamingSnakeCase) -> ScreamingSnakeCase {
    value
}

/// Fields in `kebab-case`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub struct KebabCase {
    /// Two words.
    pub first_name: String,
    /// Three words.
    pub last_seen_at: u32,
    /// One word.
    pub id: u8,
}

/// Echoes `KebabCase`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_kebab_case(value: KebabCase) -> KebabCase {
    value
}

/// Fields in `SCREAMING-KEBAB-CASE`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING-KEBAB-CASE")]
pub struct ScreamingKebabCase {
    /// Two words.
    pub first_name: String,
    /// Three words.
    pub last_seen_at: u32,
    /// One word.
    pub id: u8,
}

/// Echoes `ScreamingKebabCase`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_screaming_kebab_case(value: ScreamingKebabCase) -> ScreamingKebabCase {
    value
}
