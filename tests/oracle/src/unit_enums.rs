//! Enums with only unit variants: string enums, with renames, skipped variants, and variant
//! docs appended to the description.

use serde::{Deserialize, Serialize};

/// A colour.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub enum Color {
    /// Like blood.
    Red,
    #[allow(missing_docs)] // on purpose: no note
    Green,
    /// Like the sky.
    Blue,
}

/// Echoes `Color`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_color(value: Color) -> Color {
    value
}

/// How bad it is.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Level {
    /// Only noise.
    DebugTrace,
    /// Renamed on its own.
    #[serde(rename = "warn")]
    Warning,
    #[allow(missing_docs)] // on purpose: no note
    HardError,
    /// Never read nor written.
    #[serde(skip)]
    Internal,
}

/// Echoes `Level`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_level(value: Level) -> Level {
    value
}

/// Where to go; no variant is documented.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
#[allow(missing_docs)] // on purpose: no notes
pub enum Heading {
    North,
    NorthEast,
    SouthWest,
    /// Written, never read.
    #[serde(skip_deserializing)]
    Nowhere,
}

/// Echoes `Heading`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_heading(value: Heading) -> Heading {
    value
}

/// Variants in `UPPERCASE`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "UPPERCASE")]
#[allow(missing_docs)] // on purpose: no notes
pub enum Shout {
    LoudNoise,
    Quiet,
}

/// Echoes `Shout`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_shout(value: Shout) -> Shout {
    value
}

/// Variants in `camelCase`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
#[allow(missing_docs)] // on purpose: no notes
pub enum Camel {
    OneHump,
    TwoHumpsHere,
}

/// Echoes `Camel`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_camel(value: Camel) -> Camel {
    value
}

/// Variants in `PascalCase`, as they are written, and one documented.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "PascalCase")]
pub enum Pascal {
    /// The first.
    FirstOne,
    /// The second.
    SecondOne,
}

/// Echoes `Pascal`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_pascal(value: Pascal) -> Pascal {
    value
}

/// Variants in `SCREAMING-KEBAB-CASE`, read one way and written another.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all(deserialize = "SCREAMING-KEBAB-CASE", serialize = "lowercase"))]
#[allow(missing_docs)] // on purpose: no notes
pub enum Siren {
    HighPitch,
    LowPitch,
}

/// Echoes `Siren`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_siren(value: Siren) -> Siren {
    value
}

/// An optional unit enum at the top level: the parameter is not required.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_maybe_color(value: Option<Color>) -> Option<Color> {
    value
}

/// Unit enums where they are used: the use site's doc, with the variant notes kept.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Paint {
    /// The paint's colour.
    pub color: Color,
    /// How bad a spill is, if known.
    pub spill: Option<Level>,
    /// Which ways it runs.
    pub runs: Vec<Heading>,
    #[allow(missing_docs)] // on purpose: the type's own doc is the description
    pub shade: Color,
}

/// Echoes `Paint`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_paint(value: Paint) -> Paint {
    value
}
