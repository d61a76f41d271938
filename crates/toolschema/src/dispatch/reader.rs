//! One type per source of the values, whatever the way they are read, so that a tool's
//! [`Params::read`](super::Params::read) is compiled once per source rather than once per
//! way of reading.
//!
//! `Params::read` is generic over what it reads from, and every arm of a generated
//! `dispatch` instantiates it for its own tuple of parameter types. With one deserializer
//! type per way of reading (`ValueRef`, `Strict` over `Counted`, `&Value`, `Guided`…), a
//! crate of 200 tools compiled it about 8 times over per parameter, a quarter of all the
//! code of the crate. Here the ways of one source are the variants of one enum: each tool's
//! `read` is compiled once for a parsed `Value` ([`FromValue`]), once for the text
//! ([`FromText`]) and once for a plain scalar of the text (`Plain`), and [`Source::read`],
//! which picks the way, once per parameter *type*, which tools share. Where it is inlined
//! (always, in an optimised build) into a call that names the variant, the `match` folds
//! away and each way is read as directly as before.

use serde::de::{DeserializeOwned, Deserializer};
use serde_json::Value;

use super::guided::Guided;
use super::plain::{Plain, Refused};
use super::strict::Strict;
use super::value_ref::{Counted, ValueRef};

/// Where a parameter's value is read from, and how.
#[doc(hidden)]
pub trait Source<'de>: Sized {
    /// Why a value was refused.
    type Error: serde::de::Error;
    /// Reads a `T`.
    fn read<T: DeserializeOwned>(self) -> Result<T, Self::Error>;
}

/// A value of a parsed `Value`, and how it is read.
pub(crate) enum FromValue<'v, 'g> {
    /// By serde alone, a refusal unworded (`Reading::Plain`).
    Plain(ValueRef<'v>),
    /// Through `Strict`, its items counted, a refusal unworded (`Reading::Strict`).
    Strict(Strict<Counted<'v>>),
    /// By serde_json's own deserializer, a refusal worded: a guided scalar, a compound
    /// argument `check_value` passed, a default, `null` for an absent optional parameter.
    Serde(&'v Value),
    /// Through `Strict`, a refusal worded (the reason `explain` gives).
    StrictWorded(Strict<&'v Value>),
    /// Through `Guided` (`Reading::Guided`).
    Guided(Guided<'g, &'v Value>),
}

/// Why a [`FromValue`] was refused: unworded where the way of reading never words one.
#[derive(Debug)]
pub(crate) enum ValueFault {
    /// A plain or strict refusal (`check_args` words it).
    Refused,
    /// serde_json's words.
    Worded(serde_json::Error),
}

impl std::fmt::Display for ValueFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ValueFault::Refused => Refused.fmt(f),
            ValueFault::Worded(err) => err.fmt(f),
        }
    }
}

impl std::error::Error for ValueFault {}

impl serde::de::Error for ValueFault {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        ValueFault::Worded(serde_json::Error::custom(msg))
    }
}

impl<'de> Source<'de> for FromValue<'de, '_> {
    type Error = ValueFault;

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn read<T: DeserializeOwned>(self) -> Result<T, ValueFault> {
        let worded = ValueFault::Worded;
        match self {
            FromValue::Plain(de) => T::deserialize(de).map_err(|Refused| ValueFault::Refused),
            FromValue::Strict(de) => T::deserialize(de).map_err(|Refused| ValueFault::Refused),
            FromValue::Serde(de) => T::deserialize(de).map_err(worded),
            FromValue::StrictWorded(de) => T::deserialize(de).map_err(worded),
            FromValue::Guided(de) => T::deserialize(de).map_err(worded),
        }
    }
}

/// An argument of the text that is not a plain scalar, and how it is read.
pub(crate) enum FromText<'g, D> {
    /// Through `Strict` (`Reading::Strict`).
    Strict(Strict<D>),
    /// Through `Guided` (`Reading::Guided`).
    Guided(Guided<'g, D>),
}

impl<'de, D: Deserializer<'de>> Source<'de> for FromText<'_, D> {
    type Error = D::Error;

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn read<T: DeserializeOwned>(self) -> Result<T, D::Error> {
        match self {
            FromText::Strict(de) => T::deserialize(de),
            FromText::Guided(de) => T::deserialize(de),
        }
    }
}

impl<'de> Source<'de> for Plain<'_> {
    type Error = Refused;

    #[inline]
    fn read<T: DeserializeOwned>(self) -> Result<T, Refused> {
        T::deserialize(self)
    }
}
