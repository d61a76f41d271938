//! Types of the crate named like standard ones.

use serde::Deserialize;

/// The crate's own duration.
#[derive(Debug, Deserialize)]
pub struct Duration {
    /// In whole minutes.
    pub minutes: u16,
}

/// The crate's own value.
#[derive(Debug, Deserialize)]
pub struct Value {
    /// A reading.
    pub reading: f32,
}
