//! The tests over every echo tool: schemars as an oracle for the schemas, and round trips
//! of generated values through `dispatch`.

mod agree;
mod cases;
mod classes;
mod diff;
mod generate;
mod normalise;
mod oracle;
mod round_trip;
mod sibling_keys;
mod unknown_keys;
