//! The order desk: customers and their orders, in a [`Store`] the caller of `dispatch`
//! supplies as context, so the tools need no global state.
//!
//! Ids are newtypes ([`CustomerId`], [`OrderId`]): a model sees the same strings, and the
//! tool graph knows which tool's result supplies which tool's id (`search_orders` gives the
//! `order_id` that `cancel_order` takes).

use std::fmt;
use std::sync::{Mutex, PoisonError};

use serde::{Deserialize, Serialize};

/// The customers and orders the order-desk tools work on, kept in memory.
#[derive(Debug)]
pub struct Store {
    customers: Vec<Customer>,
    // Behind a lock so `cancel_order` can change an order through a shared `&Store`.
    orders: Mutex<Vec<Order>>,
}

/// A customer's id, such as `C-1001`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
pub struct CustomerId(pub String);

/// An order's id, such as `O-5003`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
pub struct OrderId(pub String);

impl fmt::Display for CustomerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for OrderId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A customer of the shop.
#[derive(Clone, Debug, Serialize)]
pub struct Customer {
    /// Their id, such as `C-1001`.
    pub id: CustomerId,
    /// Their full name.
    pub name: String,
    /// Their email address.
    pub email: String,
    /// Their orders, newest first, when they were asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub orders: Option<Vec<Order>>,
}

/// An order.
#[derive(Clone, Debug, Serialize)]
pub struct Order {
    /// Its id, such as `O-5001`.
    pub id: OrderId,
    /// The customer who placed it.
    pub customer_id: CustomerId,
    /// Where it is.
    pub status: OrderStatus,
    /// What was ordered.
    pub items: Vec<LineItem>,
    /// The total, in cents.
    pub total_cents: u64,
    /// Why it was cancelled, when it was.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cancel_reason: Option<String>,
}

/// One line of an order.
#[derive(Clone, Debug, Serialize)]
pub struct LineItem {
    /// The product's stock-keeping unit.
    pub sku: String,
    /// How many.
    pub quantity: u32,
    /// The price of one, in cents.
    pub unit_price_cents: u64,
}

/// Where an order is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum OrderStatus {
    /// Paid, not shipped yet: it can still be cancelled.
    Pending,
    /// Handed to the carrier.
    Shipped,
    /// Received by the customer.
    Delivered,
    /// Cancelled before it shipped.
    Cancelled,
}

impl Store {
    /// A store holding `customers` and `orders`.
    pub fn new(customers: Vec<Customer>, orders: Vec<Order>) -> Self {
        Store { customers, orders: Mutex::new(orders) }
    }

    /// A small shop with three customers and their orders: the store `cargo xtask call`
    /// uses, and the one the tests start from.
    pub fn demo() -> Self {
        let customer = |id: &str, name: &str, email: &str| Customer {
            id: CustomerId(id.to_string()),
            name: name.to_string(),
            email: email.to_string(),
            orders: None,
        };
        let item =
            |sku: &str, quantity, unit_price_cents| LineItem { sku: sku.to_string(), quantity, unit_price_cents };
        let order = |id: &str, customer_id: &str, status, items: Vec<LineItem>| Order {
            id: OrderId(id.to_string()),
            customer_id: CustomerId(customer_id.to_string()),
            status,
            total_cents: items.iter().map(|i| u64::from(i.quantity) * i.unit_price_cents).sum(),
            items,
            cancel_reason: None,
        };
        Store::new(
            vec![
                customer("C-1001", "Ada Byron", "ada@example.com"),
                customer("C-1002", "Min-jun Kim", "minjun@example.com"),
                customer("C-1003", "Grace Hopper", "grace@example.com"),
            ],
            vec![
                order("O-5003", "C-1001", OrderStatus::Pending, vec![item("MUG-01", 2, 1250)]),
                order(
                    "O-5002",
                    "C-1001",
                    OrderStatus::Delivered,
                    vec![item("TEE-L", 1, 2400), item("CAP-01", 1, 1800)],
                ),
                order("O-5004", "C-1002", OrderStatus::Shipped, vec![item("BOOK-7", 3, 990)]),
                order("O-5005", "C-1002", OrderStatus::Pending, vec![item("PEN-10", 10, 150)]),
            ],
        )
    }

    fn customer(&self, customer_id: &CustomerId) -> Result<&Customer, String> {
        self.customers
            .iter()
            .find(|c| c.id == *customer_id)
            .ok_or_else(|| format!("there is no customer `{customer_id}`; customer ids look like `C-1001`"))
    }

    fn orders(&self) -> std::sync::MutexGuard<'_, Vec<Order>> {
        // A panic while the lock was held leaves the orders as they were: still usable.
        self.orders.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Looks up a customer by id.
///
/// Args:
///     store: The order desk's data.
///     customer_id: The customer's id, such as `C-1001`.
///     include_orders: Also list their orders, newest first. (default: false)
///
/// Returns:
///     The customer, with their orders when asked for.
///
/// Annotations:
///     title: Look up a customer
///     read_only
///     open_world: false
pub fn lookup_customer(store: &Store, customer_id: CustomerId, include_orders: bool) -> Result<Customer, String> {
    let mut customer = store.customer(&customer_id)?.clone();
    if include_orders {
        customer.orders = Some(store.orders().iter().filter(|o| o.customer_id == customer_id).cloned().collect());
    }
    Ok(customer)
}

/// Lists a customer's orders, optionally only those in one status.
///
/// Args:
///     store: The order desk's data.
///     customer_id: The customer's id, such as `C-1001`.
///     status: Only orders in this status; all of them when absent.
///
/// Returns:
///     The orders, newest first.
///
/// Annotations:
///     title: Search a customer's orders
///     read_only
///     open_world: false
pub fn search_orders(
    store: &Store,
    customer_id: CustomerId,
    status: Option<OrderStatus>,
) -> Result<Vec<Order>, String> {
    store.customer(&customer_id)?;
    let orders = store.orders();
    let matches = orders.iter().filter(|o| o.customer_id == customer_id && status.is_none_or(|s| o.status == s));
    Ok(matches.cloned().collect())
}

/// Cancels an order that has not shipped yet.
///
/// Args:
///     store: The order desk's data.
///     order_id: The order's id, such as `O-5003`.
///     reason: Why the customer wants it cancelled, in their words.
///
/// Returns:
///     The order, now cancelled.
///
// Destructive: a cancelled order cannot be restored. Idempotent: a second call with the same
// arguments finds the order cancelled already and changes nothing. The order desk is a closed world.
/// Annotations:
///     title: Cancel an order
///     read_only: false
///     destructive
///     idempotent
///     open_world: false
pub fn cancel_order(store: &Store, order_id: OrderId, reason: String) -> Result<Order, String> {
    if reason.trim().is_empty() {
        return Err("give the customer's reason for cancelling".to_string());
    }
    let mut orders = store.orders();
    let order = orders
        .iter_mut()
        .find(|o| o.id == order_id)
        .ok_or_else(|| format!("there is no order `{order_id}`; order ids look like `O-5003`"))?;
    match order.status {
        OrderStatus::Pending => {
            order.status = OrderStatus::Cancelled;
            order.cancel_reason = Some(reason);
            Ok(order.clone())
        }
        OrderStatus::Cancelled => Err(format!("order `{order_id}` is already cancelled")),
        status => Err(format!(
            "order `{order_id}` is {} and can no longer be cancelled; offer a return instead",
            serde_json::to_value(status).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(text: &str) -> CustomerId {
        CustomerId(text.to_owned())
    }

    fn order(text: &str) -> OrderId {
        OrderId(text.to_owned())
    }

    #[test]
    fn lookup_with_and_without_orders() {
        let store = Store::demo();
        let plain = lookup_customer(&store, id("C-1001"), false).unwrap();
        assert!(plain.orders.is_none());
        let full = lookup_customer(&store, id("C-1001"), true).unwrap();
        assert_eq!(full.orders.unwrap().len(), 2);
        assert!(lookup_customer(&store, id("C-9"), false).unwrap_err().contains("no customer"));
    }

    #[test]
    fn search_filters_by_status() {
        let store = Store::demo();
        assert_eq!(search_orders(&store, id("C-1002"), None).unwrap().len(), 2);
        let pending = search_orders(&store, id("C-1002"), Some(OrderStatus::Pending)).unwrap();
        assert_eq!(pending.iter().map(|o| o.id.0.as_str()).collect::<Vec<_>>(), ["O-5005"]);
    }

    #[test]
    fn only_pending_orders_can_be_cancelled() {
        let store = Store::demo();
        let cancelled = cancel_order(&store, order("O-5003"), "ordered twice".into()).unwrap();
        assert_eq!(cancelled.status, OrderStatus::Cancelled);
        assert!(cancel_order(&store, order("O-5003"), "again".into()).unwrap_err().contains("already"));
        assert!(cancel_order(&store, order("O-5004"), "late".into()).unwrap_err().contains("shipped"));
        assert!(cancel_order(&store, order("O-1"), "x".into()).unwrap_err().contains("no order"));
        assert!(cancel_order(&store, order("O-5005"), " ".into()).is_err());
    }
}
