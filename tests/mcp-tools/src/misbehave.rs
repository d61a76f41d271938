//! The tools, each failing a server in its own way.

use std::sync::atomic::{AtomicU64, Ordering};

/// Counts calls, as context the server owns.
#[derive(Default)]
pub struct Counter(AtomicU64);

impl Counter {
    fn bump(&self) -> u64 {
        self.0.fetch_add(1, Ordering::Relaxed) + 1
    }
}

/// Panics with the reason given.
///
/// Args:
///     reason: The panic message.
pub fn boom(reason: String) -> u32 {
    panic!("{reason}")
}

/// Prints a line to standard output, then returns it.
///
/// Args:
///     text: What to print.
pub fn shout(text: String) -> String {
    println!("{text}");
    text
}

/// Sleeps on its thread, then says how many calls the server has made so far.
///
/// Args:
///     ms: How long to sleep, in milliseconds.
pub fn nap(counter: &Counter, ms: u64) -> u64 {
    std::thread::sleep(std::time::Duration::from_millis(ms));
    counter.bump()
}

/// Returns a string of `len` letters.
///
/// Args:
///     len: How many letters.
pub fn big(len: u32) -> String {
    "x".repeat(len as usize)
}

/// Waits without holding a thread, then doubles `n`.
///
/// Args:
///     n: The number to double.
///     ms: How long to wait, in milliseconds.
pub async fn later(n: u32, ms: u64) -> u64 {
    tokio::time::sleep(std::time::Duration::from_millis(ms)).await;
    u64::from(n) * 2
}
