//! An online shop: orders, shipments, returns and the product catalogue.

/// Lists the customer's orders, newest first.
///
/// Args:
///     status: Which orders. (choices: ["open", "shipped", "delivered", "cancelled", "all"]) (default: "all")
///     since: Only orders placed on or after this day, such as `2026-02-01`.
pub fn list_orders(status: String, since: Option<String>) -> String {
    format!("would list the {status} orders since {since:?}")
}

/// Shows one order: its items, prices, payment, delivery address and status.
///
/// Args:
///     order_id: The order number, such as `ORD-10428`.
pub fn get_order(order_id: String) -> String {
    format!("would show {order_id}")
}

/// Cancels an order that has not been shipped yet, so nothing is sent or charged.
///
/// Args:
///     order_id: The order number, such as `ORD-10428`.
///     reason: Why it is cancelled.
pub fn cancel_order(order_id: String, reason: String) -> String {
    format!("would cancel {order_id}: {reason}")
}

/// Refunds what the customer paid for an order, in full or in part; the goods are not sent back.
///
/// Args:
///     order_id: The order number, such as `ORD-10428`.
///     amount: How much to give back; the whole order when left out.
pub fn refund_order(order_id: String, amount: Option<f64>) -> String {
    format!("would refund {order_id} ({amount:?})")
}

/// Starts a return of delivered items: the customer gets a prepaid label to send them back.
///
/// Args:
///     order_id: The order number, such as `ORD-10428`.
///     items: The items to send back, by SKU, such as `SKU-4471`.
///     reason: Why they go back. (choices: ["damaged", "wrong_item", "wrong_size", "no_longer_needed"])
pub fn return_order(order_id: String, items: Vec<String>, reason: String) -> String {
    format!("would start a return of {} from {order_id} ({reason})", items.join(", "))
}

/// 택배가 지금 어디에 있고 언제 도착하는지 배송 상황을 조회합니다.
///
/// Args:
///     tracking_number: 운송장 번호 (예: `1Z999AA10123456784`).
pub fn track_shipment(tracking_number: String) -> String {
    format!("would track {tracking_number}")
}

/// Changes where an order that has not shipped yet is delivered.
///
/// Args:
///     order_id: The order number, such as `ORD-10428`.
///     address: The new address on one line, such as `221B Baker Street, London NW1 6XE`.
pub fn update_shipping_address(order_id: String, address: String) -> String {
    format!("would deliver {order_id} to {address}")
}

/// Searches the shop's catalogue for products, best matches first.
///
/// Args:
///     query: What to look for, such as `wireless earbuds`.
///     max_price: The highest price to show, in euros.
pub fn search_products(query: String, max_price: Option<f64>) -> String {
    format!("would search products for `{query}` up to {max_price:?}")
}

/// Tells how many units of a product are left in each warehouse.
///
/// Args:
///     sku: The product's stock keeping unit, such as `SKU-4471`.
pub fn check_stock(sku: String) -> String {
    format!("would count the units of {sku}")
}
