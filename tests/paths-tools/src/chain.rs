//! A chain of re-exports: `b` re-exports `c`'s, which renames `models::deep::Quantity`.

/// The middle of the chain.
pub mod b {
    pub use super::c::Amount;
}

/// The end of the chain.
pub mod c {
    pub use crate::models::deep::Quantity as Amount;
}
