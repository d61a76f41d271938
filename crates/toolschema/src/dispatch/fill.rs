//! One parameter's value as it is read, behind `dyn Fill`: the reading code is compiled once
//! per parameter type (`String`, `Vec<Message>`), not once per tool signature.
//!
//! A generated arm names its parameters' types once, as nested pairs (`Params`); everything
//! that reads arguments (the value path, the text path, the defaults, the fallback) works on
//! `&mut dyn Slots` and `&mut dyn Fill`, so that a crate of 2,000 tools compiles it once, plus
//! a few lines per tool and one `Fill` impl per distinct parameter type. Each method is one
//! way `dispatch` reads a value (a concrete deserializer, since a trait object cannot take a
//! generic one); the cost is an indirect call per argument.

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::faults::Guide;
use super::guided::Guided;
use super::plain::{Plain, Refused};
use super::strict::Strict;
use super::value_ref::{Counted, ValueRef};

/// The text deserializer every argument read from text goes through (see `params::from_text`).
pub type TextDe<'t> = serde_json::Deserializer<serde_json::de::StrRead<'t>>;

/// A parameter's slot (`Option<T>`): each way dispatch reads a value into it.
#[doc(hidden)]
pub trait Fill {
    /// A plain scalar from a parsed `Value`, with an error that is never worded.
    fn plain_value(&mut self, value: &Value) -> Result<(), Refused>;
    /// A strict value from a parsed `Value`, its array's items counted.
    fn strict_value(&mut self, value: Counted<'_>) -> Result<(), Refused>;
    /// A value through serde_json's own `Value` deserializer (its words kept).
    fn value(&mut self, value: &Value) -> Result<(), serde_json::Error>;
    /// A strict value through serde_json's own `Value` deserializer (its words kept).
    fn strict_worded(&mut self, value: &Value) -> Result<(), serde_json::Error>;
    /// A value from a parsed `Value`, checked against its schema as it is read.
    fn guided_value(&mut self, value: &Value, guide: Guide<'_>) -> Result<(), serde_json::Error>;
    /// A plain scalar as the text's parser met it.
    fn plain(&mut self, plain: Plain<'_>) -> Result<(), Refused>;
    /// A strict value from text.
    fn strict_text(&mut self, de: &mut TextDe<'_>) -> Result<(), serde_json::Error>;
    /// A value from text, checked against its schema as it is read.
    fn guided_text(&mut self, de: &mut TextDe<'_>, guide: Guide<'_>) -> Result<(), serde_json::Error>;
    /// What the type reads from a unit (`None`, or an untagged unit variant).
    fn unit(&mut self) -> Result<(), serde_json::Error>;
    /// An owned value (a default).
    fn owned(&mut self, value: Value) -> Result<(), serde_json::Error>;
    /// Whether a value has been read.
    fn filled(&self) -> bool;
    /// Forgets the value read, for a second reading.
    fn clear(&mut self);
}

impl<T: DeserializeOwned> Fill for Option<T> {
    #[inline]
    fn plain_value(&mut self, value: &Value) -> Result<(), Refused> {
        T::deserialize(ValueRef(value)).map(|v| *self = Some(v))
    }
    fn strict_value(&mut self, value: Counted<'_>) -> Result<(), Refused> {
        T::deserialize(Strict(value)).map(|v| *self = Some(v))
    }
    fn value(&mut self, value: &Value) -> Result<(), serde_json::Error> {
        T::deserialize(value).map(|v| *self = Some(v))
    }
    fn strict_worded(&mut self, value: &Value) -> Result<(), serde_json::Error> {
        T::deserialize(Strict(value)).map(|v| *self = Some(v))
    }
    fn guided_value(&mut self, value: &Value, guide: Guide<'_>) -> Result<(), serde_json::Error> {
        T::deserialize(Guided { inner: value, guide }).map(|v| *self = Some(v))
    }
    #[inline]
    fn plain(&mut self, plain: Plain<'_>) -> Result<(), Refused> {
        T::deserialize(plain).map(|v| *self = Some(v))
    }
    fn strict_text(&mut self, de: &mut TextDe<'_>) -> Result<(), serde_json::Error> {
        T::deserialize(Strict(de)).map(|v| *self = Some(v))
    }
    fn guided_text(&mut self, de: &mut TextDe<'_>, guide: Guide<'_>) -> Result<(), serde_json::Error> {
        T::deserialize(Guided { inner: de, guide }).map(|v| *self = Some(v))
    }
    fn unit(&mut self) -> Result<(), serde_json::Error> {
        T::deserialize(serde::de::value::UnitDeserializer::<serde_json::Error>::new()).map(|v| *self = Some(v))
    }
    fn owned(&mut self, value: Value) -> Result<(), serde_json::Error> {
        T::deserialize(value).map(|v| *self = Some(v))
    }
    #[inline]
    fn filled(&self) -> bool {
        self.is_some()
    }
    fn clear(&mut self) {
        *self = None;
    }
}

/// The slots of a tool's parameters, by index: `(Option<String>, (Option<u32>, ()))`.
#[doc(hidden)]
pub trait Slots {
    /// The slot of parameter `index`.
    fn get(&mut self, index: usize) -> Option<&mut dyn Fill>;
}

impl Slots for () {
    fn get(&mut self, _: usize) -> Option<&mut dyn Fill> {
        None
    }
}

impl<T: DeserializeOwned, R: Slots> Slots for (Option<T>, R) {
    #[inline]
    fn get(&mut self, index: usize) -> Option<&mut dyn Fill> {
        match index {
            0 => Some(&mut self.0),
            _ => self.1.get(index - 1),
        }
    }
}
