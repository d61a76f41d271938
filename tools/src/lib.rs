//! The tools of this workspace: plain `pub fn`s with doc comments, which the build script
//! turns into `*_SCHEMA` constants, `TOOLS` and `dispatch` (see the crate's README).
//!
//! `read_file` needs a [`fs::Root`] and the order-desk tools an [`orders::Store`], supplied
//! through the generated [`Context`]; the other tools need nothing from the caller.

// The generated code must compile without a single warning (section 5 of the spec).
#![deny(warnings)]

pub mod calculator;
pub mod fs;
pub mod orders;
pub mod search;
pub mod summarise;
pub mod time;

include!(concat!(env!("OUT_DIR"), "/toolschema.rs"));

#[cfg(test)]
mod tests;
