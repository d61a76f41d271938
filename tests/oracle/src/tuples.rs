//! Tuple structs whose fields are skipped one way or both, unit structs and the newtype
//! variants that hold one, under each tagging (issue 34, items 1 and 3).

use serde::{Deserialize, Serialize};

/// Read as two strings (the flag is not read); written as two strings and the flag.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct ReadSkip(String, #[serde(skip_deserializing)] bool, String);

/// Echoes `ReadSkip`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_read_skip(value: ReadSkip) -> ReadSkip {
    value
}

/// Read as a number, a flag and a number; written as the two numbers.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct WriteSkip(
    u8,
    /// Read, never written.
    #[serde(skip_serializing)]
    pub bool,
    u8,
);

/// Echoes `WriteSkip`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_write_skip(value: WriteSkip) -> WriteSkip {
    value
}

/// Neither read nor written: a string and a number are left.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct BothSkip(
    /// Neither read nor written: its default when read.
    #[serde(skip)]
    pub u64,
    String,
    u8,
);

/// Echoes `BothSkip`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_both_skip(value: BothSkip) -> BothSkip {
    value
}

/// A marker: `null` and nothing else.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Marker;

/// Echoes `Marker`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_marker(value: Marker) -> Marker {
    value
}

/// Markers in a struct.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Marked {
    /// One marker.
    pub marker: Marker,
    /// Several.
    pub many: Vec<Marker>,
}

/// Echoes `Marked`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_marked(value: Marked) -> Marked {
    value
}

/// Externally tagged, with a marker: `{"Mark": null}`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub enum ExtMarker {
    /// A marker.
    Mark(Marker),
    /// A number.
    Count(u8),
}

/// Echoes `ExtMarker`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_ext_marker(value: ExtMarker) -> ExtMarker {
    value
}

/// Internally tagged, with a marker: the tag alone.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind")]
pub enum IntMarker {
    /// A marker.
    Mark(Marker),
    /// A point.
    Point {
        /// Across.
        x: u8,
    },
}

/// Echoes `IntMarker`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_int_marker(value: IntMarker) -> IntMarker {
    value
}

/// Adjacently tagged, with a marker and an optional content.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(tag = "t", content = "c")]
pub enum AdjMarker {
    /// A marker: `{"t": "Mark", "c": null}`.
    Mark(Marker),
    /// Maybe a number: the content may be left out.
    Wait(Option<u32>),
    /// Nothing: the content is absent or `null`.
    Stop,
}

/// Echoes `AdjMarker`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_adj_marker(value: AdjMarker) -> AdjMarker {
    value
}

/// Untagged, with a marker: `null`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum UntMarker {
    /// A marker.
    Mark(Marker),
    /// A number.
    Count(u8),
}

/// Echoes `UntMarker`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_unt_marker(value: UntMarker) -> UntMarker {
    value
}
