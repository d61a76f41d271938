//! The shop: customers, their orders, and the products they order.

use serde::{Deserialize, Serialize};

use crate::empty;
use crate::fulfilment::ShipmentId;

/// A customer's id, such as `C-1001`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(transparent)]
pub struct CustomerId(pub String);

/// An order's id, such as `O-5512`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(transparent)]
pub struct OrderId(pub String);

/// A product's stock-keeping unit, such as `MUG-01`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct Sku(pub String);

/// How much a customer buys.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Tier {
    /// Most customers.
    #[default]
    Standard,
    /// Customers who spent over 1,000 a year.
    Gold,
}

/// Where an order is.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum OrderStatus {
    /// Placed, not paid yet.
    #[default]
    Pending,
    /// Paid, not shipped yet.
    Paid,
    /// Handed to the carrier.
    Shipped,
    /// Received.
    Delivered,
    /// Cancelled.
    Cancelled,
}

/// A customer of the shop.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Customer {
    /// Their id.
    pub id: CustomerId,
    /// Their full name.
    pub name: String,
    /// Their email address.
    pub email: String,
    /// Their tier.
    pub tier: Tier,
    /// Their phone number, if they gave one.
    pub phone: Option<String>,
}

/// An order, as a list of orders shows it.
#[derive(Clone, Debug, Default, Serialize)]
pub struct OrderSummary {
    /// Its id.
    pub id: OrderId,
    /// When it was placed (RFC 3339).
    pub placed_at: String,
    /// Where it is.
    pub status: OrderStatus,
    /// Its total, in cents.
    pub total_cents: u64,
}

/// One line of an order.
#[derive(Clone, Debug, Default, Serialize)]
pub struct OrderLine {
    /// The product.
    pub sku: Sku,
    /// The product's name.
    pub name: String,
    /// How many.
    pub quantity: u32,
    /// The price of one, in cents.
    pub unit_price_cents: u64,
}

/// An order in full.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Order {
    /// Its id.
    pub id: OrderId,
    /// The customer who placed it.
    pub customer_id: CustomerId,
    /// When it was placed (RFC 3339).
    pub placed_at: String,
    /// Where it is.
    pub status: OrderStatus,
    /// What was ordered.
    pub lines: Vec<OrderLine>,
    /// Its shipment, once it has shipped.
    pub shipment_id: Option<ShipmentId>,
    /// The notes staff added.
    pub notes: Vec<String>,
}

/// A product of the catalogue.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Product {
    /// Its stock-keeping unit.
    pub sku: Sku,
    /// Its name.
    pub name: String,
    /// What it is.
    pub description: String,
    /// Its price, in cents.
    pub price_cents: u64,
    /// Whether any warehouse has it.
    pub in_stock: bool,
}

/// How many of a product one warehouse has.
#[derive(Clone, Debug, Default, Serialize)]
pub struct StockLevel {
    /// The product.
    pub sku: Sku,
    /// The warehouse.
    pub warehouse: String,
    /// How many it can ship.
    pub available: u32,
}

/// A postal address.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
pub struct Address {
    /// The street and number.
    pub line1: String,
    /// The city.
    pub city: String,
    /// The postal code.
    pub postcode: String,
    /// The country, as an ISO 3166 code such as `DE`.
    pub country: String,
}

/// A line of a new order.
#[derive(Clone, Debug, Deserialize)]
pub struct NewLine {
    /// The product.
    pub sku: Sku,
    /// How many.
    pub quantity: u32,
}

/// Finds a customer by their email address.
///
/// Args:
///     email: Their email address, such as `ann@example.com`.
///
/// Returns:
///     The customer, or nothing when no customer has that address.
///
/// Annotations:
///     read_only
pub fn find_customer(email: String) -> Option<Customer> {
    let _ = email;
    None
}

/// Searches customers by name.
///
/// Args:
///     name: Part of their name, such as `Hopper`.
///
/// Returns:
///     The customers whose name contains it.
///
/// Annotations:
///     read_only
pub fn search_customers(name: String) -> Vec<Customer> {
    let _ = name;
    empty()
}

/// Gets a customer's profile: name, email, phone and tier.
///
/// Args:
///     customer_id: The customer, such as `C-1001`.
///
/// Annotations:
///     read_only
pub fn get_customer(customer_id: CustomerId) -> Result<Customer, String> {
    let _ = customer_id;
    Ok(empty())
}

/// Changes the email address on a customer's account.
///
/// Args:
///     customer_id: The customer.
///     email: The new address.
///
/// Annotations:
///     read_only: false
///     idempotent
pub fn update_customer_email(customer_id: CustomerId, email: String) -> Result<Customer, String> {
    let _ = (customer_id, email);
    Ok(empty())
}

/// Lists a customer's orders, newest first.
///
/// Args:
///     customer_id: The customer.
///     status: Only orders in this state; all of them when absent.
///     limit: How many orders at most. (default: 10)
///
/// Annotations:
///     read_only
pub fn list_orders(customer_id: CustomerId, status: Option<OrderStatus>, limit: u32) -> Vec<OrderSummary> {
    let _ = (customer_id, status, limit);
    empty()
}

/// Gets an order in full: its lines, its state and its shipment.
///
/// Args:
///     order_id: The order, such as `O-5512`.
///
/// Annotations:
///     read_only
pub fn get_order(order_id: OrderId) -> Result<Order, String> {
    let _ = order_id;
    Ok(empty())
}

/// Cancels an order that has not shipped yet.
///
/// Args:
///     order_id: The order.
///     reason: Why the customer wants it cancelled.
///
/// Annotations:
///     destructive
pub fn cancel_order(order_id: OrderId, reason: String) -> Result<Order, String> {
    let _ = (order_id, reason);
    Ok(empty())
}

/// Places an order for a customer.
///
/// Args:
///     customer_id: The customer.
///     lines: What to order.
///     address: Where to ship it; the customer's address when absent.
///
/// Annotations:
///     read_only: false
pub fn place_order(customer_id: CustomerId, lines: Vec<NewLine>, address: Option<Address>) -> Result<Order, String> {
    let _ = (customer_id, lines, address);
    Ok(empty())
}

/// Adds a note for the staff to an order.
///
/// Args:
///     order_id: The order.
///     note: The note.
///
/// Annotations:
///     read_only: false
pub fn add_order_note(order_id: OrderId, note: String) -> Result<Order, String> {
    let _ = (order_id, note);
    Ok(empty())
}

/// Changes where an order that has not shipped yet will be delivered.
///
/// Args:
///     order_id: The order.
///     address: The new address.
///
/// Annotations:
///     read_only: false
pub fn change_shipping_address(order_id: OrderId, address: Address) -> Result<Order, String> {
    let _ = (order_id, address);
    Ok(empty())
}

/// Searches the product catalogue.
///
/// Args:
///     query: What the customer is looking for, such as `blue mug`.
///     max_price_cents: Only products that cost at most this, in cents.
///
/// Annotations:
///     read_only
pub fn search_products(query: String, max_price_cents: Option<u64>) -> Vec<Product> {
    let _ = (query, max_price_cents);
    empty()
}

/// Gets a product: its name, description and price.
///
/// Args:
///     sku: The product, such as `MUG-01`.
///
/// Annotations:
///     read_only
pub fn get_product(sku: Sku) -> Result<Product, String> {
    let _ = sku;
    Ok(empty())
}

/// Checks how many of a product the warehouses have.
///
/// Args:
///     sku: The product.
///     warehouse: Only this warehouse, such as `Leipzig`.
///
/// Annotations:
///     read_only
pub fn check_stock(sku: Sku, warehouse: Option<String>) -> Vec<StockLevel> {
    let _ = (sku, warehouse);
    empty()
}
