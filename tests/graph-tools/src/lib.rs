//! The tool graph benchmark's catalogue (`tests/graph/`): the back office of a shop in six
//! domains (the shop, fulfilment, billing, support, accounts, bookings), 71 tools written as a
//! careful Rust developer writes them: ids are newtypes (`OrderId`, `CustomerId`, …), results
//! are typed, reads are annotated `read_only`, and a realistic minority of ids stays `String`
//! (a ticket merge, an API key, a coupon code, a carrier's tracking number). Each tool only
//! returns an empty value of its type: the benchmark is about which tools a request needs.

#![deny(warnings)]

pub mod accounts;
pub mod billing;
pub mod bookings;
pub mod fulfilment;
pub mod shop;
pub mod support;

include!(concat!(env!("OUT_DIR"), "/toolschema.rs"));

/// The empty value every tool returns.
fn empty<T: Default>() -> T {
    T::default()
}
