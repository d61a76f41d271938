//! Tools that do something other than echo: panic, fail, await, take nothing.

use crate::called;

/// Panics with the reason given.
///
/// Args:
///     reason: What to panic with.
pub fn boom(reason: String) -> u32 {
    called();
    panic!("{reason}")
}

/// Fails with the reason given.
///
/// Args:
///     reason: What to fail with.
pub fn fail(reason: String) -> Result<u32, String> {
    called();
    Err(reason)
}

/// Doubles a number, asynchronously.
///
/// Args:
///     n: The number.
pub async fn later(n: u32) -> u64 {
    called();
    std::future::ready(()).await;
    u64::from(n) * 2
}

/// Panics while it is polled.
///
/// Args:
///     reason: What to panic with.
pub async fn later_boom(reason: String) -> u32 {
    called();
    std::future::ready(()).await;
    panic!("{reason}")
}

/// Takes nothing and says so.
pub fn nothing() -> String {
    called();
    "nothing".to_owned()
}
