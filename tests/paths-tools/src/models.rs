//! The items for sale, which the other modules name in many ways.

use serde::{Deserialize, Serialize};

/// An item for sale.
#[derive(Debug, Deserialize, Serialize)]
pub struct Item {
    /// Its stock-keeping unit.
    pub sku: String,
}

/// A label.
#[derive(Debug, Deserialize, Serialize, PartialEq, Eq)]
pub enum Tag {
    /// On sale.
    Sale,
    /// New this week.
    New,
}

/// Quantities.
pub mod deep {
    use serde::Deserialize;

    /// How many.
    #[derive(Debug, Deserialize)]
    pub struct Quantity(pub u32);
}
