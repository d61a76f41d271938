//! The billing `Address`, named like the shipping one.

use serde::Deserialize;

/// A billing address.
#[derive(Debug, Deserialize)]
pub struct Address {
    /// The VAT number.
    pub vat: String,
}
