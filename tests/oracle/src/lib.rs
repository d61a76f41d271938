//! A second tools crate, for tests: one echo tool per fixture type, the fixtures covering
//! every row of section 4.1 of the spec and every serde attribute the mapping reads.
//!
//! Each fixture derives `Deserialize`, `Serialize` and `schemars::JsonSchema`:
//! `tests/it/oracle.rs` compares toolschema's schemas of each echo tool's `value` (read and
//! written) with schemars', `tests/it/round_trip.rs` sends values generated from the schema
//! through `dispatch` and back, and `tests/it/unknown_keys.rs` checks what the schema says
//! of unknown keys against serde. `ORACLE.md` lists the differences found.
//!
//! The tests are an integration test, not unit tests, so that the library, which `tests/e2e`
//! uses too, is compiled once for both (as unit tests, its thousands of lines of generated
//! code were compiled twice, 41 s of a 2-core build's time).

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
