//! Structs: doc comments, structs of structs, newtypes, `transparent` and tuple structs.

use serde::{Deserialize, Serialize};

/// A struct whose docs span several lines.
///
/// The second paragraph is part of the description too.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Documented {
    /// The title, shown
    /// on one line.
    pub title: String,
    #[allow(missing_docs)] // on purpose: no description
    pub undocumented: u32,
    /// A field whose type has its own doc, which this one replaces.
    pub address: Address,
    #[allow(missing_docs)] // on purpose: the type's own doc is the description
    pub line: Line,
}

/// Echoes `Documented`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_documented(value: Documented) -> Documented {
    value
}

/// A postal address.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Address {
    /// Street and number.
    pub street: String,
    /// The city.
    pub city: String,
    /// The postcode, if the country has them.
    pub postcode: Option<String>,
}

/// Echoes `Address`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_address(value: Address) -> Address {
    value
}

/// Someone who orders.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Customer {
    /// Their name.
    pub name: String,
    /// Where to deliver.
    pub address: Address,
    /// Where to send the bill, when it differs.
    pub billing: Option<Address>,
}

/// Echoes `Customer`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_customer(value: Customer) -> Customer {
    value
}

/// One line of an order.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Line {
    /// The article.
    pub sku: String,
    /// How many.
    pub quantity: u16,
}

/// Echoes `Line`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_line(value: Line) -> Line {
    value
}

/// An order: structs of structs, three levels deep.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Order {
    /// The order number.
    pub id: u64,
    /// Who ordered.
    pub customer: Customer,
    /// What was ordered.
    pub lines: Vec<Line>,
}

/// Echoes `Order`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_order(value: Order) -> Order {
    value
}

/// A distance: a newtype is its inner type on the wire.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Meters(pub f64);

/// Echoes `Meters`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_meters(value: Meters) -> Meters {
    value
}

/// A newtype around a struct.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Destination(pub Address);

/// Echoes `Destination`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_destination(value: Destination) -> Destination {
    value
}

/// Labels, read and written as a bare list.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(transparent)]
pub struct Labels {
    /// The labels.
    pub labels: Vec<String>,
}

/// Echoes `Labels`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_labels(value: Labels) -> Labels {
    value
}

/// A point on a grid: a tuple struct is a tuple on the wire.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
pub struct Point(pub i32, pub i32);

/// Echoes `Point`.
///
/// Args:
///     value:
///
/// Returns:
///     The value, unchanged.
pub fn echo_point(value: Point) -> Point {
    value
}
