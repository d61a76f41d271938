//! Untagged unit variants, which serde reads from `null` and writes as `null`: alone in an
//! untagged enum, as one variant of an externally tagged one, at every depth. (`Option<Limit>`
//! is refused at build time: `null` would be `None` and never `Unlimited`.)

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::called;

/// A limit: a count, a named preset, or none.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(untagged)]
pub enum Limit {
    /// At most this many.
    Count(u32),
    /// A preset, by name.
    Named {
        /// The preset's name.
        preset: String,
    },
    /// No limit at all.
    Unlimited,
}

/// A quota: a limit inside a struct.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct Quota {
    /// Whose quota.
    pub owner: String,
    /// How much.
    pub limit: Limit,
}

/// A window: a number of days, or for ever (an untagged unit variant of an externally tagged
/// enum).
#[derive(Clone, Debug, Deserialize, Serialize)]
pub enum Window {
    /// So many days.
    Days(u16),
    /// No end.
    #[serde(untagged)]
    Forever,
}

/// Echoes limits.
///
/// Args:
///     limit: A limit; `null` is no limit.
///     limits: Limits, any of them `null`.
///     quota: A quota.
///     window: A window.
pub fn limits(limit: Limit, limits: Vec<Limit>, quota: Quota, window: Window) -> Value {
    called();
    json!({ "limit": limit, "limits": limits, "quota": quota, "window": window })
}
