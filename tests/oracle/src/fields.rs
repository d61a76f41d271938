//! serde's field attributes: `default` (on the container and on fields), `skip` and its
//! variants, `skip_serializing_if`, `flatten` of a struct and of a map, and
//! `deny_unknown_fields`.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

/// Every field may be absent: `#[serde(default)]` on the container.
#[derive(Default, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(default)]
pub struct Settings {
    /// How loud.
    pub volume: u8,
    /// Whether it is muted.
    pub muted: bool,
    /// Its name.
    pub name: String,
}

/// Echoes `Settings`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_settings(value: Settings) -> Settings {
    value
}

fn default_label() -> String {
    "none".to_string()
}

/// Some fields may be absent: `#[serde(default)]` on fields.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct FieldDefaults {
    /// Always sent.
    pub required: String,
    /// `0` when absent.
    #[serde(default)]
    pub count: u32,
    /// `"none"` when absent.
    #[serde(default = "default_label")]
    pub label: String,
}

/// Echoes `FieldDefaults`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_field_defaults(value: FieldDefaults) -> FieldDefaults {
    value
}

/// Fields serde skips one way or both.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Skips {
    /// Read and written.
    pub kept: String,
    /// Neither read nor written.
    #[serde(skip)]
    pub cache: u32,
    /// Written, never read.
    #[serde(skip_deserializing)]
    pub computed: u32,
    /// Read, never written.
    #[serde(skip_serializing)]
    pub secret: String,
    /// Written only when present.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Written only when not empty; absent means empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<String>,
}

/// Echoes `Skips`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_skips(value: Skips) -> Skips {
    value
}

/// A page of results, flattened into its users.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Page {
    /// From 0.
    pub offset: u32,
    /// At most this many.
    pub limit: Option<u16>,
}

/// Echoes `Page`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_page(value: Page) -> Page {
    value
}

/// Who asked.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Audit {
    /// The user.
    pub user: String,
}

/// Echoes `Audit`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_audit(value: Audit) -> Audit {
    value
}

/// A query with a flattened struct, and a flattened optional one.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Query {
    /// What to look for.
    pub text: String,
    /// Its fields sit beside `text`.
    #[serde(flatten)]
    pub page: Page,
    /// Its fields sit beside `text` too, and may all be absent.
    #[serde(flatten)]
    pub audit: Option<Audit>,
}

/// Echoes `Query`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_query(value: Query) -> Query {
    value
}

/// Named fields and any other keys, through a flattened map.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Tagged {
    /// Who owns it.
    pub owner: String,
    /// Every other key.
    #[serde(flatten)]
    pub extra: HashMap<String, String>,
}

/// Echoes `Tagged`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_tagged(value: Tagged) -> Tagged {
    value
}

/// Unknown keys are an error: `deny_unknown_fields`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Strict {
    /// The only key.
    pub only: String,
    /// Or two.
    pub maybe: Option<i32>,
}

/// Echoes `Strict`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_strict(value: Strict) -> Strict {
    value
}
