//! A glob that globs further, and a rename, re-exported.

pub use crate::models::deep::*;
pub use crate::models::Tag as Label;

/// Tools named through this module's glob and rename, by a glob of it.
pub mod lines {
    use crate::prelude::*;
    use serde::Deserialize;

    /// A line of an order.
    #[derive(Debug, Deserialize)]
    pub struct Line {
        /// How many.
        pub quantity: Quantity,
        /// The labels.
        pub labels: Vec<Label>,
    }

    /// An edit of a line.
    #[derive(Debug, Deserialize)]
    pub enum Edit {
        /// Sets the quantity.
        Set(Quantity),
        /// Relabels.
        Relabel {
            /// The new label.
            label: Label,
        },
    }

    /// Edits a line, and says how many of it there are and how many labels.
    ///
    /// Args:
    ///     line: The line.
    ///     edit: What to change.
    pub fn edit(line: Line, edit: Edit) -> (u32, usize) {
        match edit {
            Edit::Set(quantity) => (quantity.0, line.labels.len()),
            Edit::Relabel { label } => (line.quantity.0, usize::from(label == Label::Sale)),
        }
    }
}
