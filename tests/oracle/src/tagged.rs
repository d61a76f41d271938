//! Data-carrying enums with a tag field: internally tagged (`tag`) and adjacently tagged
//! (`tag` + `content`), with `rename_all_fields`, skipped and `other` variants, and
//! `deny_unknown_fields`.

use serde::{Deserialize, Serialize};

/// Where something is.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Position {
    /// Across.
    pub x: i32,
    /// Down.
    pub y: i32,
}

/// Echoes `Position`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_position(value: Position) -> Position {
    value
}

/// What happened: internally tagged by `type`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "lowercase", rename_all_fields = "camelCase")]
pub enum Event {
    /// It started.
    Started {
        /// When, in seconds.
        started_at: u64,
        /// Who started it.
        started_by: Option<String>,
    },
    /// It stopped.
    Stopped,
    /// It moved: a newtype variant of a struct, whose fields sit beside the tag.
    Moved(Position),
    /// It was renamed, with its own field case.
    #[serde(rename = "renamed", rename_all = "SCREAMING_SNAKE_CASE")]
    NameChanged {
        /// The new name.
        new_name: String,
    },
}

/// Echoes `Event`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_event(value: Event) -> Event {
    value
}

/// A message: adjacently tagged by `t`, with the content under `c`.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(tag = "t", content = "c")]
pub enum Message {
    /// Some text.
    Text(String),
    /// Two bytes.
    Pair(u8, u8),
    /// No content.
    Ping,
    /// Named content.
    Data {
        /// The payload.
        bytes: Vec<u8>,
    },
}

/// Echoes `Message`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_message(value: Message) -> Message {
    value
}

/// A command: internally tagged by `op`, with a skipped and an `other` variant.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(tag = "op")]
pub enum Command {
    /// Starts, renamed.
    #[serde(rename = "go")]
    Start {
        /// How fast.
        speed: u8,
    },
    /// Never read nor written.
    #[serde(skip)]
    Hidden,
    /// Any other `op`.
    #[serde(other)]
    Unknown,
}

/// Echoes `Command`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_command(value: Command) -> Command {
    value
}

/// A switch: internally tagged by `kind`, denying unknown fields.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind", deny_unknown_fields)]
pub enum Toggle {
    /// On, at a level.
    On {
        /// How bright.
        level: u8,
        /// Defaults to `false`.
        #[serde(default)]
        blink: bool,
        /// Never read nor written.
        #[serde(skip)]
        cache: u8,
    },
    /// Off.
    Off,
}

/// Echoes `Toggle`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_toggle(value: Toggle) -> Toggle {
    value
}

/// A letter: adjacently tagged, denying unknown fields.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind", content = "body", deny_unknown_fields, rename_all = "kebab-case")]
pub enum Envelope {
    /// A note.
    ShortNote(String),
    /// A coordinate, optional parts.
    Coordinates(Option<i16>, Option<i16>),
    /// Nothing inside.
    Empty,
}

/// Echoes `Envelope`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_envelope(value: Envelope) -> Envelope {
    value
}
