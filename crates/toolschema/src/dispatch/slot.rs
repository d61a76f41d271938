//! What a generated arm knows of each parameter before any argument arrives: its index, how
//! its values are read, and whether it is required.

use super::faults::{reading, Reading};
use crate::model::Property;

/// A parameter as [`read_keyed`](super::read_keyed) looks it up by name: worked out from the
/// schema when the code is generated, so that a call does not ask the schema again for
/// each argument.
///
/// Must be [`Slot::of`] the parameter at `index`: a slot that says `Plain` for a parameter
/// that is not would skip checks that `check_args` makes (debug builds assert it).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The index in `ToolSchema::params`; `u32` keeps a slot in one register.
    index: u32,
    reading: Reading,
    required: bool,
}

impl Slot {
    /// The slot of parameter `index`, a plain scalar, as the generated code states it.
    pub const fn plain(index: u32, required: bool) -> Slot {
        Slot { index, reading: Reading::Plain, required }
    }

    /// The slot of parameter `index`, read through `strict`, as the generated code states it.
    pub const fn strict(index: u32, required: bool) -> Slot {
        Slot { index, reading: Reading::Strict, required }
    }

    /// The slot of parameter `index`, read guided, as the generated code states it.
    pub const fn guided(index: u32, required: bool) -> Slot {
        Slot { index, reading: Reading::Guided, required }
    }

    /// The slot of `param`, parameter `index` of its tool.
    pub fn of(index: usize, param: &Property) -> Slot {
        let index = u32::try_from(index).unwrap_or(u32::MAX);
        Slot { index, reading: reading(&param.schema), required: param.required }
    }

    /// The parameter's index in `ToolSchema::params`.
    #[inline]
    pub(crate) fn index(self) -> usize {
        self.index as usize
    }

    /// How the parameter's values are read.
    #[inline]
    pub(crate) fn reading(self) -> Reading {
        self.reading
    }

    /// Whether the parameter is required (`null` is then refused, not absent).
    #[inline]
    pub(crate) fn required(self) -> bool {
        self.required
    }
}
