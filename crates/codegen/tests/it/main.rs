//! Integration tests of the generator: fixture crates in, generated Rust and diagnostics out.

mod fixtures;
mod formats;
