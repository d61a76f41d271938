//! Integration tests of the core crate, through its public API.

mod check;
mod deps;
mod fixtures;
mod formats;
mod read;
mod render;
