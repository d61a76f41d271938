//! Billing: invoices, payments and subscriptions.

use serde::{Deserialize, Serialize};

use crate::empty;
use crate::shop::{CustomerId, OrderId};

/// An invoice's id, such as `INV-2041`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct InvoiceId(pub String);

/// A payment's id, such as `PAY-118`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct PaymentId(pub String);

/// A subscription's id, such as `SUB-42`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct SubscriptionId(pub String);

/// A plan's code, such as `pro-monthly`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct PlanCode(pub String);

/// How a payment was made.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentMethod {
    /// A card.
    #[default]
    Card,
    /// A bank transfer.
    BankTransfer,
    /// Cash at a shop.
    Cash,
}

/// A currency.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Currency {
    /// Euro.
    #[default]
    Eur,
    /// US dollar.
    Usd,
    /// Pound sterling.
    Gbp,
}

/// Where an invoice is.
#[derive(Clone, Copy, Debug, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum InvoiceStatus {
    /// Sent, not paid.
    #[default]
    Open,
    /// Paid in full.
    Paid,
    /// Cancelled.
    Void,
}

/// An invoice, as a list shows it.
#[derive(Clone, Debug, Default, Serialize)]
pub struct InvoiceSummary {
    /// Its id.
    pub id: InvoiceId,
    /// Its number as printed on it, such as `2026-0042`.
    pub number: String,
    /// How much, in cents.
    pub amount_cents: u64,
    /// Where it is.
    pub status: InvoiceStatus,
}

/// An invoice in full.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Invoice {
    /// Its id.
    pub id: InvoiceId,
    /// Its number as printed on it.
    pub number: String,
    /// Whom it bills.
    pub customer_id: CustomerId,
    /// The order it bills, when it bills one.
    pub order_id: Option<OrderId>,
    /// How much, in cents.
    pub amount_cents: u64,
    /// Where it is.
    pub status: InvoiceStatus,
    /// The payments made against it.
    pub payments: Vec<PaymentId>,
}

/// A payment.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Payment {
    /// Its id.
    pub id: PaymentId,
    /// The invoice it pays.
    pub invoice_id: InvoiceId,
    /// How much, in cents.
    pub amount_cents: u64,
    /// How it was made.
    pub method: PaymentMethod,
    /// When (RFC 3339).
    pub paid_at: String,
}

/// A subscription to a plan.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Subscription {
    /// Its id.
    pub id: SubscriptionId,
    /// The customer.
    pub customer_id: CustomerId,
    /// The plan.
    pub plan: PlanCode,
    /// Whether it is active.
    pub active: bool,
    /// When it renews, or ends if cancelled.
    pub renews_on: String,
}

/// A plan one can subscribe to.
#[derive(Clone, Debug, Default, Serialize)]
pub struct PlanInfo {
    /// Its code.
    pub code: PlanCode,
    /// Its name, such as `Pro (monthly)`.
    pub name: String,
    /// What it costs a month, in cents.
    pub monthly_cents: u64,
}

/// Lists a customer's invoices, newest first.
///
/// Args:
///     customer_id: The customer.
///     unpaid_only: Only invoices not paid yet. (default: false)
///
/// Annotations:
///     read_only
pub fn list_invoices(customer_id: CustomerId, unpaid_only: bool) -> Vec<InvoiceSummary> {
    let _ = (customer_id, unpaid_only);
    empty()
}

/// Gets an invoice in full: whom it bills, for what, and its payments.
///
/// Args:
///     invoice_id: The invoice, such as `INV-2041`.
///
/// Annotations:
///     read_only
pub fn get_invoice(invoice_id: InvoiceId) -> Result<Invoice, String> {
    let _ = invoice_id;
    Ok(empty())
}

/// Finds an invoice by the number printed on it.
///
/// Args:
///     number: The number, such as `2026-0042`.
///
/// Annotations:
///     read_only
pub fn find_invoice_by_number(number: String) -> Option<InvoiceSummary> {
    let _ = number;
    None
}

/// Emails an invoice to the customer.
///
/// Args:
///     invoice_id: The invoice.
///     email: Another address to send it to; the customer's when absent.
///
/// Annotations:
///     read_only: false
pub fn send_invoice(invoice_id: InvoiceId, email: Option<String>) -> Result<bool, String> {
    let _ = (invoice_id, email);
    Ok(true)
}

/// Voids an invoice that was issued by mistake.
///
/// Args:
///     invoice_id: The invoice.
///     reason: Why.
///
/// Annotations:
///     destructive
pub fn void_invoice(invoice_id: InvoiceId, reason: String) -> Result<Invoice, String> {
    let _ = (invoice_id, reason);
    Ok(empty())
}

/// Records a payment received for an invoice.
///
/// Args:
///     invoice_id: The invoice.
///     amount_cents: How much was paid, in cents.
///     method: How it was paid.
///
/// Annotations:
///     read_only: false
pub fn record_payment(invoice_id: InvoiceId, amount_cents: u64, method: PaymentMethod) -> Result<Payment, String> {
    let _ = (invoice_id, amount_cents, method);
    Ok(empty())
}

/// Lists a customer's payments, newest first.
///
/// Args:
///     customer_id: The customer.
///
/// Annotations:
///     read_only
pub fn list_payments(customer_id: CustomerId) -> Vec<Payment> {
    let _ = customer_id;
    empty()
}

/// Pays a payment back, in full or in part.
///
/// Args:
///     payment_id: The payment, such as `PAY-118`.
///     amount_cents: How much, in cents; all of it when absent.
///
/// Annotations:
///     destructive
pub fn refund_payment(payment_id: PaymentId, amount_cents: Option<u64>) -> Result<Payment, String> {
    let _ = (payment_id, amount_cents);
    Ok(empty())
}

/// Lists a customer's subscriptions.
///
/// Args:
///     customer_id: The customer.
///
/// Annotations:
///     read_only
pub fn list_subscriptions(customer_id: CustomerId) -> Vec<Subscription> {
    let _ = customer_id;
    empty()
}

/// Gets a subscription: its plan, whether it is active, and when it renews.
///
/// Args:
///     subscription_id: The subscription, such as `SUB-42`.
///
/// Annotations:
///     read_only
pub fn get_subscription(subscription_id: SubscriptionId) -> Result<Subscription, String> {
    let _ = subscription_id;
    Ok(empty())
}

/// Cancels a subscription.
///
/// Args:
///     subscription_id: The subscription.
///     at_period_end: Let it run to the end of the period paid for. (default: true)
///
/// Annotations:
///     destructive
pub fn cancel_subscription(subscription_id: SubscriptionId, at_period_end: bool) -> Result<Subscription, String> {
    let _ = (subscription_id, at_period_end);
    Ok(empty())
}

/// Moves a subscription to another plan.
///
/// Args:
///     subscription_id: The subscription.
///     plan: The new plan's code, such as `pro-yearly`.
///
/// Annotations:
///     read_only: false
pub fn change_plan(subscription_id: SubscriptionId, plan: PlanCode) -> Result<Subscription, String> {
    let _ = (subscription_id, plan);
    Ok(empty())
}

/// Lists the plans one can subscribe to, with their prices.
///
/// Annotations:
///     read_only
pub fn list_plans() -> Vec<PlanInfo> {
    empty()
}

/// Applies a discount coupon to a subscription.
///
/// Args:
///     subscription_id: The subscription.
///     coupon_code: The coupon, such as `SPRING25`.
///
/// Annotations:
///     read_only: false
pub fn apply_coupon(subscription_id: SubscriptionId, coupon_code: String) -> Result<Subscription, String> {
    let _ = (subscription_id, coupon_code);
    Ok(empty())
}

/// Converts an amount of money between currencies at today's rate.
///
/// Args:
///     amount_cents: The amount, in cents.
///     from: Its currency.
///     to: The currency wanted.
///
/// Annotations:
///     read_only
///     open_world
pub fn convert_currency(amount_cents: u64, from: Currency, to: Currency) -> Result<u64, String> {
    let _ = (from, to);
    Ok(amount_cents)
}
