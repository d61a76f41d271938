//! Crates that consume a tools crate's generated API as a user's crate does, each module
//! under `#![deny(warnings)]`: an agent, every type form of SPEC 4.1 through `dispatch`, and
//! types named every way Rust resolves a path. (Misuses that must not compile are in
//! `tests/compile-fail`.)

mod agent;
mod every_type_form;
mod paths_and_lifetimes;
