//! Which of two names wins: an item defined in the module over a glob's, an explicit `use`
//! over a glob's, the crate's types over the standard ones they are named like.

use crate::kinds::a::*;
use crate::kinds::b::Mode;
use crate::time::{Duration, Value};
use serde::Deserialize;

/// The `a` kinds, brought in by a glob.
pub mod a {
    use serde::Deserialize;

    /// The `a` kind, which `kinds::Kind` shadows.
    #[derive(Debug, Deserialize)]
    pub struct Kind {
        /// From `a`.
        pub in_a: bool,
    }

    /// The `a` mode, which the `use` of `b::Mode` shadows.
    #[derive(Debug, Deserialize)]
    pub enum Mode {
        /// Only in `a`.
        Alpha,
    }

    /// A level, named only through the glob.
    #[derive(Debug, Deserialize)]
    pub struct Level(pub u8);
}

/// The `b` kinds.
pub mod b {
    use serde::Deserialize;

    /// The `b` mode.
    #[derive(Debug, Deserialize)]
    pub enum Mode {
        /// Only in `b`.
        Beta,
    }
}

/// Defined here: shadows `a::Kind` from the glob.
#[derive(Debug, Deserialize)]
pub struct Kind {
    /// From `kinds`.
    pub here: String,
}

/// Picks: the local `Kind`, `b`'s `Mode`, the glob's `Level`, the crate's `Duration` and
/// `Value`, and prelude types.
///
/// Args:
///     kind: The local kind.
///     mode: `b`'s mode.
///     level: Through the glob.
///     wait: The crate's duration.
///     value: The crate's value.
///     names: Standard types.
pub fn pick(kind: Kind, mode: Mode, level: Level, wait: Duration, value: Value, names: Option<Vec<String>>) -> String {
    let Mode::Beta = mode;
    let names = names.unwrap_or_default().len();
    format!("{} {} {}m {} {names}", kind.here, level.0, wait.minutes, value.reading)
}
