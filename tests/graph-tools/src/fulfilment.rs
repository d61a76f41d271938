//! Fulfilment: shipments, returns and refunds.

use serde::{Deserialize, Serialize};

use crate::empty;
use crate::shop::{CustomerId, OrderId, Sku};

/// A shipment's id, such as `SH-7781`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct ShipmentId(pub String);

/// A return's id, such as `R-330`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct ReturnId(pub String);

/// A refund's id, such as `RF-0912`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct RefundId(pub String);

/// A carrier.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Carrier {
    /// UPS.
    #[default]
    Ups,
    /// DHL.
    Dhl,
    /// The national post.
    Post,
}

/// Where a shipment is.
#[derive(Clone, Copy, Debug, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ShipmentStatus {
    /// Labelled, not collected yet.
    #[default]
    Labelled,
    /// On its way.
    InTransit,
    /// Delivered.
    Delivered,
    /// The carrier could not deliver it.
    Failed,
}

/// A parcel on its way.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Shipment {
    /// Its id.
    pub id: ShipmentId,
    /// The order it carries.
    pub order_id: OrderId,
    /// Who carries it.
    pub carrier: Carrier,
    /// The carrier's tracking number, such as `1Z999AA10123456784`.
    pub tracking_number: String,
    /// Where it is.
    pub status: ShipmentStatus,
    /// When it should arrive, if the carrier said.
    pub eta: Option<String>,
}

/// One scan of a parcel by its carrier.
#[derive(Clone, Debug, Default, Serialize)]
pub struct TrackingEvent {
    /// When (RFC 3339).
    pub at: String,
    /// Where.
    pub place: String,
    /// What happened.
    pub description: String,
}

/// Where a return is.
#[derive(Clone, Copy, Debug, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ReturnStatus {
    /// Opened, nothing sent back yet.
    #[default]
    Open,
    /// The goods arrived back.
    Received,
    /// Done.
    Closed,
}

/// Goods a customer sends back.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Return {
    /// Its id.
    pub id: ReturnId,
    /// The order the goods came with.
    pub order_id: OrderId,
    /// The products sent back.
    pub skus: Vec<Sku>,
    /// Where it is.
    pub status: ReturnStatus,
    /// The return label to print, once there is one.
    pub label_url: Option<String>,
}

/// Money paid back for an order.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Refund {
    /// Its id.
    pub id: RefundId,
    /// The order it refunds.
    pub order_id: OrderId,
    /// How much, in cents.
    pub amount_cents: u64,
    /// Whether the money has left.
    pub settled: bool,
    /// Why.
    pub reason: String,
}

/// Lists the shipments of an order (an order may ship in several parcels).
///
/// Args:
///     order_id: The order.
///
/// Annotations:
///     read_only
pub fn list_shipments(order_id: OrderId) -> Vec<Shipment> {
    let _ = order_id;
    empty()
}

/// Gets a shipment: its carrier, tracking number, state and expected delivery.
///
/// Args:
///     shipment_id: The shipment, such as `SH-7781`.
///
/// Annotations:
///     read_only
pub fn get_shipment(shipment_id: ShipmentId) -> Result<Shipment, String> {
    let _ = shipment_id;
    Ok(empty())
}

/// Tracks a parcel with its carrier: every scan so far.
///
/// Args:
///     tracking_number: The carrier's tracking number, such as `1Z999AA10123456784`.
///
/// Annotations:
///     read_only
///     open_world
pub fn track_package(tracking_number: String) -> Result<Vec<TrackingEvent>, String> {
    let _ = tracking_number;
    Ok(empty())
}

/// Asks the carrier to deliver a shipment on another day.
///
/// Args:
///     shipment_id: The shipment.
///     date: The new day, such as `2026-03-14`.
///
/// Annotations:
///     read_only: false
pub fn reschedule_delivery(shipment_id: ShipmentId, date: String) -> Result<Shipment, String> {
    let _ = (shipment_id, date);
    Ok(empty())
}

/// Opens a return for products of a delivered order.
///
/// Args:
///     order_id: The order.
///     skus: The products going back.
///     reason: Why, in the customer's words.
///
/// Annotations:
///     read_only: false
pub fn start_return(order_id: OrderId, skus: Vec<Sku>, reason: String) -> Result<Return, String> {
    let _ = (order_id, skus, reason);
    Ok(empty())
}

/// Gets a return: what is going back, its state and its label.
///
/// Args:
///     return_id: The return, such as `R-330`.
///
/// Annotations:
///     read_only
pub fn get_return(return_id: ReturnId) -> Result<Return, String> {
    let _ = return_id;
    Ok(empty())
}

/// Lists a customer's returns, newest first.
///
/// Args:
///     customer_id: The customer.
///
/// Annotations:
///     read_only
pub fn list_returns(customer_id: CustomerId) -> Vec<Return> {
    let _ = customer_id;
    empty()
}

/// Pays money back to the customer for an order.
///
/// Args:
///     order_id: The order.
///     amount_cents: How much, in cents.
///     reason: Why.
///
/// Annotations:
///     read_only: false
pub fn issue_refund(order_id: OrderId, amount_cents: u64, reason: String) -> Result<Refund, String> {
    let _ = (order_id, amount_cents, reason);
    Ok(empty())
}

/// Gets a refund: its amount, reason and whether it has been paid out.
///
/// Args:
///     refund_id: The refund, such as `RF-0912`.
///
/// Annotations:
///     read_only
pub fn get_refund(refund_id: RefundId) -> Result<Refund, String> {
    let _ = refund_id;
    Ok(empty())
}

/// Lists the refunds of an order.
///
/// Args:
///     order_id: The order.
///
/// Annotations:
///     read_only
pub fn list_refunds(order_id: OrderId) -> Vec<Refund> {
    let _ = order_id;
    empty()
}
