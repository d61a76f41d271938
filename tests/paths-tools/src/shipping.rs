//! The shipping `Address`, named like the billing one.

use serde::Deserialize;

/// A shipping address.
#[derive(Debug, Deserialize)]
pub struct Address {
    /// The street.
    pub street: String,
    /// The floor.
    pub floor: u8,
}

/// Ships a parcel, to the address defined here.
///
/// Args:
///     to: Where the parcel goes.
pub fn ship(to: Address) -> String {
    format!("{}/{}", to.street, to.floor)
}
