//! The parent brings names in with a private `use` and a private glob; its child sees them.

use crate::models::Item as Product;
use crate::models::*;

/// Tools of the till.
pub mod till {
    use crate::models;
    use crate::models as m;

    /// Sells: `super::` through the parent's rename and glob, a `use`d module, a renamed one.
    ///
    /// Args:
    ///     product: Through the parent's rename.
    ///     tag: Through the parent's glob.
    ///     item: Through `use crate::models`.
    ///     others: Through `use crate::models as m`.
    pub fn sell(product: super::Product, tag: super::Tag, item: models::Item, others: Vec<m::Tag>) -> String {
        format!("{}+{} {tag:?} {}", product.sku, item.sku, others.len())
    }
}

/// Restocks: `self::` and `crate::` paths that end in `use`s.
///
/// Args:
///     product: `self::Product`, this module's rename.
///     again: `crate::api::Product`, a public rename.
///     amount: `crate::api::Amount`, two re-exports and a rename away.
pub fn restock(product: self::Product, again: crate::api::Product, amount: crate::api::Amount) -> String {
    format!("{}+{} x{}", product.sku, again.sku, amount.0)
}
