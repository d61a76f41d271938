//! A second tools crate, for tests: one echo tool per fixture type, the fixtures covering
//! every row of section 4.1 of the spec and every serde attribute the mapping reads.
//!
//! Each fixture derives `Deserialize` and `Serialize`, and, in tests, `schemars::JsonSchema`:
//! `src/tests/oracle.rs` compares toolschema's schemas of each echo tool's `value` (read and
//! written) with schemars', `src/tests/round_trip.rs` sends values generated from the schema
//! through `dispatch` and back, and `src/tests/unknown_keys.rs` checks what the schema says
//! of unknown keys against serde. `ORACLE.md` lists the differences found.

// Like the `tools` crate, the generated code must compile without a single warning.
#![deny(warnings)]

pub mod collections;
pub mod enums;
pub mod fields;
pub mod flattened;
pub mod rename_all;
pub mod renames;
pub mod scalars;
pub mod structs;
pub mod tagged;
pub mod tuples;
pub mod unit_enums;
pub mod wires;

include!(concat!(env!("OUT_DIR"), "/toolschema.rs"));

#[cfg(test)]
mod tests;
