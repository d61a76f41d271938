//! A tools crate whose tools name their types in every way Rust resolves a path (a `use` at
//! the crate root, renames, globs, globs of re-exports, `super::`/`self::`/`crate::` paths
//! through `use`s, `pub use` chains, `use`d modules) and take lifetime parameters, for the
//! trybuild pass case `tests/ui/pass/paths_and_lifetimes.rs`.

#![deny(warnings)]
// The tools write out the lifetimes and borrowed types the generator must handle.
#![allow(clippy::needless_lifetimes, clippy::ptr_arg)]

pub mod api;
pub mod billing;
pub mod chain;
pub mod kinds;
pub mod models;
pub mod prelude;
pub mod shipping;
pub mod shop;
pub mod store;
pub mod time;

include!(concat!(env!("OUT_DIR"), "/toolschema.rs"));

use billing::Address;

/// Sends an invoice, to the billing address the crate root imports.
///
/// Args:
///     to: Where the invoice goes.
pub fn invoice(to: Address) -> String {
    to.vat
}
