//! Data-carrying enums, externally tagged (the default) and untagged (with a unit variant,
//! which is `null`), with renamed and untagged variants, and enums of structs; `tagged` has
//! the internally and adjacently tagged ones.

use serde::{Deserialize, Serialize};

/// A shape: externally tagged, with every kind of variant.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// A circle.
    Circle {
        /// From the centre.
        radius: f64,
    },
    /// A square, by its side.
    Square(f64),
    /// A rectangle, by width and height, renamed on its own.
    #[serde(rename = "rect")]
    Rectangle(f64, f64),
    /// Nothing at all.
    EmptyShape,
    #[allow(missing_docs)] // on purpose: an undocumented unit variant
    Dot,
}

/// Echoes `Shape`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_shape(value: Shape) -> Shape {
    value
}

/// A setting's value: untagged, so each variant is its content.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum Setting {
    /// On or off.
    Flag(bool),
    /// A count.
    Count(u32),
    /// Some words.
    Words(Vec<String>),
    /// A named value.
    Named {
        /// The name.
        name: String,
    },
    /// Not set: `null`.
    Unset,
}

/// Echoes `Setting`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_setting(value: Setting) -> Setting {
    value
}

/// A reference: externally tagged, with an untagged last variant for anything else.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub enum Reference {
    /// By number.
    Id(u32),
    /// By name and version.
    Name {
        /// The name.
        name: String,
        /// The version.
        version: u16,
    },
    /// Any string.
    #[serde(untagged)]
    Raw(String),
}

/// Echoes `Reference`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_reference(value: Reference) -> Reference {
    value
}

/// A dog.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Dog {
    /// Whether it barks.
    pub barks: bool,
}

/// Echoes `Dog`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_dog(value: Dog) -> Dog {
    value
}

/// A cat.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Cat {
    /// How many lives are left.
    pub lives: u8,
}

/// Echoes `Cat`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_cat(value: Cat) -> Cat {
    value
}

/// An enum of structs.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub enum Animal {
    /// A dog.
    Dog(Dog),
    /// A cat.
    Cat(Cat),
}

/// Echoes `Animal`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_animal(value: Animal) -> Animal {
    value
}

/// Enums inside a struct: as a field, in a list, and optional.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Pet {
    /// Its name.
    pub name: String,
    /// What it is.
    pub animal: Animal,
    /// Its friends.
    pub friends: Vec<Animal>,
    /// Its favourite shape, if any.
    pub favourite: Option<Shape>,
}

/// Echoes `Pet`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_pet(value: Pet) -> Pet {
    value
}
