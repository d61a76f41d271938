//! Re-exports under other names, and a glob re-export of the store.

pub use crate::chain::b::Amount;
pub use crate::models::Item as Product;
pub use crate::store::Cache as SharedCache;
pub use crate::store::*;
