//! Payments, modelled on Stripe's MCP server: customers, payment intents, refunds, invoices,
//! subscriptions and payouts.

use serde::Deserialize;

/// Why money is given back.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RefundReason {
    /// The customer was charged twice.
    Duplicate,
    /// The payment was not made by the card holder.
    Fraudulent,
    /// The customer asked for it.
    RequestedByCustomer,
}

/// Creates a customer in the payment processor, to charge and invoice later.
///
/// Args:
///     email: The customer's email address.
///     name: The customer's full name or company name.
///
/// Returns:
///     The customer's id, such as `cus_Q2x`.
pub fn create_payment_customer(email: String, name: Option<String>) -> String {
    format!("create_payment_customer: email={email:?}, name={name:?}")
}

/// Lists the payment processor's customers, optionally filtered by email.
///
/// Args:
///     email: Only customers with this email.
///     limit: How many. (default: 10)
///
/// Returns:
///     Each customer's id, name and email.
pub fn list_payment_customers(email: Option<String>, limit: u32) -> String {
    format!("list_payment_customers: email={email:?}, limit={limit:?}")
}

/// Charges a customer: creates a payment for an amount in a currency.
///
/// Args:
///     amount: The amount in the currency's smallest unit (cents for USD).
///     currency: A three-letter ISO currency code, such as `usd` or `eur`.
///     customer: The customer's id.
///     description: What the payment is for.
///
/// Returns:
///     The payment intent's id and status.
pub fn create_payment_intent(
    amount: u64,
    currency: String,
    customer: Option<String>,
    description: Option<String>,
) -> String {
    format!("create_payment_intent: amount={amount:?}, currency={currency:?}, customer={customer:?}, description={description:?}")
}

/// Captures a payment that was authorised earlier, so the money is actually taken.
///
/// Args:
///     payment_intent_id: The payment intent's id, such as `pi_3Nx`.
///     amount_to_capture: Capture less than authorised; the whole amount when absent.
///
/// Returns:
///     The captured payment's status.
pub fn capture_payment(payment_intent_id: String, amount_to_capture: Option<u64>) -> String {
    format!("capture_payment: payment_intent_id={payment_intent_id:?}, amount_to_capture={amount_to_capture:?}")
}

/// Lists recent payments (charges), newest first, with their status.
///
/// Args:
///     customer: Only payments of this customer.
///     status: Only payments in this state. (choices: ["succeeded", "pending", "failed", "refunded"])
///     limit: How many. (default: 10)
///
/// Returns:
///     Each payment's id, amount, currency, status and date.
pub fn list_payments(customer: Option<String>, status: Option<String>, limit: u32) -> String {
    format!("list_payments: customer={customer:?}, status={status:?}, limit={limit:?}")
}

/// Gets one payment with its amount, fees, card details and refunds.
///
/// Args:
///     payment_intent_id: The payment intent's id.
///
/// Returns:
///     The payment's details.
pub fn get_payment(payment_intent_id: String) -> String {
    format!("get_payment: payment_intent_id={payment_intent_id:?}")
}

/// Refunds a payment, fully or in part, back to the customer's card.
///
/// Args:
///     payment_intent_id: The payment intent to refund.
///     amount: How much to refund, in the smallest unit; all of it when absent.
///     reason: Why it is refunded.
///
/// Returns:
///     The refund's id and status.
pub fn create_refund(payment_intent_id: String, amount: Option<u64>, reason: Option<RefundReason>) -> String {
    format!("create_refund: payment_intent_id={payment_intent_id:?}, amount={amount:?}, reason={reason:?}")
}

/// Lists refunds, optionally those of one payment.
///
/// Args:
///     payment_intent_id: Only refunds of this payment.
///     limit: How many. (default: 10)
///
/// Returns:
///     Each refund's id, amount, reason and status.
pub fn list_refunds(payment_intent_id: Option<String>, limit: u32) -> String {
    format!("list_refunds: payment_intent_id={payment_intent_id:?}, limit={limit:?}")
}

/// Creates a draft invoice for a customer from their pending invoice items.
///
/// Args:
///     customer: The customer's id.
///     days_until_due: How many days the customer has to pay. (default: 30)
///     description: A memo shown on the invoice.
///
/// Returns:
///     The draft invoice's id.
pub fn create_invoice(customer: String, days_until_due: u32, description: Option<String>) -> String {
    format!("create_invoice: customer={customer:?}, days_until_due={days_until_due:?}, description={description:?}")
}

/// Adds a line item (an amount and a description) to a customer's next invoice.
///
/// Args:
///     customer: The customer's id.
///     amount: The amount in the smallest unit.
///     currency: The currency code.
///     description: What the line is for.
///
/// Returns:
///     The invoice item's id.
pub fn add_invoice_item(customer: String, amount: u64, currency: String, description: String) -> String {
    format!("add_invoice_item: customer={customer:?}, amount={amount:?}, currency={currency:?}, description={description:?}")
}

/// Finalises a draft invoice and emails it to the customer to pay.
///
/// Args:
///     invoice_id: The invoice's id, such as `in_1Pq`.
///
/// Returns:
///     The invoice's number, status and hosted payment link.
pub fn finalize_and_send_invoice(invoice_id: String) -> String {
    format!("finalize_and_send_invoice: invoice_id={invoice_id:?}")
}

/// Voids a finalised invoice that should not be paid any more.
///
/// Args:
///     invoice_id: The invoice's id.
///
/// Returns:
///     The invoice's new status.
pub fn void_invoice(invoice_id: String) -> String {
    format!("void_invoice: invoice_id={invoice_id:?}")
}

/// Lists invoices, filtered by customer or status.
///
/// Args:
///     customer: Only invoices of this customer.
///     status: Only invoices in this state. (choices: ["draft", "open", "paid", "void", "uncollectible"])
///
/// Returns:
///     Each invoice's id, number, amount due and status.
pub fn list_invoices(customer: Option<String>, status: Option<String>) -> String {
    format!("list_invoices: customer={customer:?}, status={status:?}")
}

/// Subscribes a customer to a recurring price (a plan).
///
/// Args:
///     customer: The customer's id.
///     price_id: The recurring price's id, such as `price_monthly_pro`.
///     trial_days: Free days before the first charge. (default: 0)
///
/// Returns:
///     The subscription's id and status.
pub fn create_subscription(customer: String, price_id: String, trial_days: u32) -> String {
    format!("create_subscription: customer={customer:?}, price_id={price_id:?}, trial_days={trial_days:?}")
}

/// Cancels a customer's subscription, now or at the end of the billing period.
///
/// Args:
///     subscription_id: The subscription's id, such as `sub_1Mz`.
///     at_period_end: Keep it active until the period ends. (default: true)
///
/// Returns:
///     The subscription's status and end date.
pub fn cancel_subscription(subscription_id: String, at_period_end: bool) -> String {
    format!("cancel_subscription: subscription_id={subscription_id:?}, at_period_end={at_period_end:?}")
}

/// Lists subscriptions, filtered by customer or status.
///
/// Args:
///     customer: Only this customer's subscriptions.
///     status: Only subscriptions in this state. (choices: ["active", "past_due", "canceled", "trialing"])
///
/// Returns:
///     Each subscription's id, plan, status and renewal date.
pub fn list_subscriptions(customer: Option<String>, status: Option<String>) -> String {
    format!("list_subscriptions: customer={customer:?}, status={status:?}")
}

/// Gets the payment account's available and pending balance per currency.
///
/// Returns:
///     The available and pending amounts per currency.
pub fn get_account_balance() -> String {
    "get_account_balance".to_owned()
}

/// Lists payment disputes (chargebacks) and their deadlines.
///
/// Args:
///     status: Only disputes in this state. (choices: ["needs_response", "under_review", "won", "lost"])
///
/// Returns:
///     Each dispute's id, payment, amount, reason and evidence deadline.
pub fn list_disputes(status: Option<String>) -> String {
    format!("list_disputes: status={status:?}")
}
