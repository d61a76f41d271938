//! Fixture tools for the dispatch tests (`tests/e2e/hostile.rs`, `tests/e2e/props.rs`): one
//! tool per family of argument types, each echoing the arguments it was given as JSON and
//! counting its calls, plus a tool that panics and an async one.
//!
//! The echo lets a property test check that a valid call reaches the tool with exactly the
//! arguments sent (defaults filled in); the count, that an invalid one never does.

#![deny(warnings)]

pub mod echo;
pub mod misc;
pub mod untagged;

include!(concat!(env!("OUT_DIR"), "/toolschema.rs"));

use std::cell::Cell;

thread_local! {
    static CALLS: Cell<usize> = const { Cell::new(0) };
}

/// How many fixture tools this thread has called so far (hidden: not a tool itself).
#[doc(hidden)]
pub fn calls() -> usize {
    CALLS.with(Cell::get)
}

pub(crate) fn called() {
    CALLS.with(|calls| calls.set(calls.get() + 1));
}

/// What tools taking `&Counter` get from the caller of `dispatch`.
#[derive(Debug, Default)]
pub struct Counter {
    /// Calls of the tools that take it.
    pub seen: Cell<usize>,
}
