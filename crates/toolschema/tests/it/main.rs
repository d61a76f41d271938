//! Integration tests of the core crate, through its public API.

mod check;
mod deps;
mod fixtures;
mod formats;
mod keys;
mod read;
mod render;
