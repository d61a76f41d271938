//! An online shop's back office, modelled on Shopify's MCP server: products, orders, fulfilment,
//! returns, discounts and stock.

use serde::Deserialize;

/// Where an order is.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OrderStatus {
    /// Paid, not shipped yet.
    Pending,
    /// Handed to the carrier.
    Shipped,
    /// Received by the customer.
    Delivered,
    /// Cancelled before it shipped.
    Cancelled,
    /// Sent back by the customer.
    Returned,
}

/// Searches the shop's product catalogue by keywords, with price and stock.
///
/// Args:
///     query: Words of the product's title, description or tags.
///     in_stock_only: Only products that can be shipped now. (default: false)
///     limit: How many. (default: 20)
///
/// Returns:
///     The matching products' ids, titles, prices and stock.
pub fn search_products(query: String, in_stock_only: bool, limit: u32) -> String {
    format!("search_products: query={query:?}, in_stock_only={in_stock_only:?}, limit={limit:?}")
}

/// Gets one product with its variants, prices, images and stock per location.
///
/// Args:
///     product_id: The product's id, such as `P-2207`.
///
/// Returns:
///     The product's details.
pub fn get_product(product_id: String) -> String {
    format!("get_product: product_id={product_id:?}")
}

/// Adds a new product to the shop's catalogue.
///
/// Args:
///     title: The product's title.
///     price_cents: The price, in cents.
///     description: The product page's text.
///     sku: The stock-keeping unit.
///     published: Show it in the storefront right away. (default: false)
///
/// Returns:
///     The new product's id.
pub fn create_product(
    title: String,
    price_cents: u64,
    description: Option<String>,
    sku: Option<String>,
    published: bool,
) -> String {
    format!("create_product: title={title:?}, price_cents={price_cents:?}, description={description:?}, sku={sku:?}, published={published:?}")
}

/// Changes the price of a product or one of its variants.
///
/// Args:
///     product_id: The product's id.
///     price_cents: The new price, in cents.
///     compare_at_cents: The old price to show crossed out.
///
/// Returns:
///     The product's new price.
pub fn update_product_price(product_id: String, price_cents: u64, compare_at_cents: Option<u64>) -> String {
    format!("update_product_price: product_id={product_id:?}, price_cents={price_cents:?}, compare_at_cents={compare_at_cents:?}")
}

/// Adds to or removes from a product's stock at a warehouse location.
///
/// Args:
///     sku: The product's stock-keeping unit.
///     delta: How many units to add (positive) or remove (negative).
///     location: The warehouse or store. (default: "main")
///
/// Returns:
///     The new stock level.
pub fn adjust_inventory(sku: String, delta: i32, location: String) -> String {
    format!("adjust_inventory: sku={sku:?}, delta={delta:?}, location={location:?}")
}

/// Lists the shop's orders, newest first, filtered by status or customer.
///
/// Args:
///     status: Only orders in this state.
///     customer_email: Only orders of this customer.
///     limit: How many. (default: 20)
///
/// Returns:
///     Each order's id, customer, total, status and date.
pub fn list_orders(status: Option<OrderStatus>, customer_email: Option<String>, limit: u32) -> String {
    format!("list_orders: status={status:?}, customer_email={customer_email:?}, limit={limit:?}")
}

/// Gets one order: its items, totals, customer, shipping address and status.
///
/// Args:
///     order_id: The order's id, such as `O-5001`.
///
/// Returns:
///     The order's details.
pub fn get_order(order_id: String) -> String {
    format!("get_order: order_id={order_id:?}")
}

/// Cancels an order that has not shipped yet and releases its stock.
///
/// Payment is refunded automatically when `refund` is set.
///
/// Args:
///     order_id: The order's id, such as `O-5001`.
///     reason: Why. (choices: ["customer", "inventory", "fraud", "declined", "other"])
///     refund: Refund the payment too. (default: true)
///
/// Returns:
///     The cancelled order.
pub fn cancel_order(order_id: String, reason: String, refund: bool) -> String {
    format!("cancel_order: order_id={order_id:?}, reason={reason:?}, refund={refund:?}")
}

/// Refunds some or all of an order's items or shipping to the customer.
///
/// For an order that shipped, use this rather than cancelling it.
///
/// Args:
///     order_id: The order's id.
///     amount_cents: How much to refund; the whole order when absent.
///     restock: Put the refunded items back in stock. (default: false)
///     note: Why, for the records.
///
/// Returns:
///     The refund's id and amount.
pub fn refund_order(order_id: String, amount_cents: Option<u64>, restock: bool, note: Option<String>) -> String {
    format!("refund_order: order_id={order_id:?}, amount_cents={amount_cents:?}, restock={restock:?}, note={note:?}")
}

/// Marks an order's items as shipped, with the carrier and tracking number.
///
/// The customer gets a shipping confirmation email.
///
/// Args:
///     order_id: The order's id.
///     tracking_number: The carrier's tracking number.
///     carrier: The carrier, such as `UPS` or `DHL`.
///
/// Returns:
///     The fulfilment's id.
pub fn create_fulfillment(order_id: String, tracking_number: String, carrier: String) -> String {
    format!("create_fulfillment: order_id={order_id:?}, tracking_number={tracking_number:?}, carrier={carrier:?}")
}

/// Tracks an order's shipment: where the parcel is and when it arrives.
///
/// Args:
///     order_id: The order's id.
///
/// Returns:
///     The carrier's latest tracking events and the estimated delivery date.
pub fn track_shipment(order_id: String) -> String {
    format!("track_shipment: order_id={order_id:?}")
}

/// Changes the shipping address of an order that has not shipped.
///
/// Args:
///     order_id: The order's id.
///     address: The new address, on one line.
///     postal_code: The postal or ZIP code.
///     country: The two-letter country code, such as `DE`.
///
/// Returns:
///     The order with its new address.
pub fn update_shipping_address(order_id: String, address: String, postal_code: String, country: String) -> String {
    format!("update_shipping_address: order_id={order_id:?}, address={address:?}, postal_code={postal_code:?}, country={country:?}")
}

/// Opens a return for items of a delivered order and emails a return label.
///
/// Args:
///     order_id: The order's id.
///     skus: The items being sent back.
///     reason: Why. (choices: ["damaged", "wrong_item", "too_small", "too_large", "not_as_described", "changed_mind"])
///
/// Returns:
///     The return's id and the label's URL.
pub fn create_return(order_id: String, skus: Vec<String>, reason: String) -> String {
    format!("create_return: order_id={order_id:?}, skus={skus:?}, reason={reason:?}")
}

/// Creates a discount code customers enter at checkout.
///
/// Args:
///     code: The code customers type, such as `SUMMER20`.
///     percent_off: The discount in percent.
///     expires_on: The last day it works, as YYYY-MM-DD.
///     usage_limit: How many times it can be used in all.
///
/// Returns:
///     The discount's id.
pub fn create_discount_code(
    code: String,
    percent_off: u8,
    expires_on: Option<String>,
    usage_limit: Option<u32>,
) -> String {
    format!("create_discount_code: code={code:?}, percent_off={percent_off:?}, expires_on={expires_on:?}, usage_limit={usage_limit:?}")
}

/// Lists or searches the shop's customers by name or email, with their order count.
///
/// Args:
///     query: Words of the name or email.
///     limit: How many. (default: 20)
///
/// Returns:
///     Each customer's id, name, email, order count and total spent.
pub fn list_shop_customers(query: Option<String>, limit: u32) -> String {
    format!("list_shop_customers: query={query:?}, limit={limit:?}")
}

/// Gets the shop's sales totals for a period: revenue, orders, average order value.
///
/// Args:
///     from: The first day, as YYYY-MM-DD.
///     to: The last day, as YYYY-MM-DD.
///     group_by: How to split the totals. (default: "day") (choices: ["day", "week", "month", "product"])
///
/// Returns:
///     The totals per group.
pub fn get_sales_report(from: String, to: String, group_by: String) -> String {
    format!("get_sales_report: from={from:?}, to={to:?}, group_by={group_by:?}")
}
