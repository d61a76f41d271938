//! Banking: accounts, balances, transfers.

/// Gives the current balance of a bank account.
///
/// Args:
///     account: The account number (IBAN), such as `DE44500105175407324931`.
pub fn get_balance(account: String) -> String {
    format!("would give the balance of {account}")
}

/// Transfers money from one of the user's accounts to another person's account.
///
/// Args:
///     from: The account to pay from (IBAN).
///     to: The recipient's account (IBAN).
///     amount: How much, in the account's currency.
///     reference: The text the recipient sees, such as an invoice number `INV-2041`.
pub fn transfer_money(from: String, to: String, amount: f64, reference: String) -> String {
    format!("would send {amount} from {from} to {to} ({reference})")
}

/// Lists the transactions of an account between two dates.
///
/// Args:
///     account: The account number (IBAN).
///     since: The first day, such as `2026-01-01`.
///     until: The last day, such as `2026-01-31`.
pub fn list_transactions(account: String, since: String, until: String) -> String {
    format!("would list the transactions of {account} from {since} to {until}")
}

/// Blocks a payment card that was lost or stolen, so no one can pay with it.
///
/// Args:
///     card_last_digits: The last four digits of the card.
pub fn freeze_card(card_last_digits: String) -> String {
    format!("would block the card ending in {card_last_digits}")
}

/// Lists the disputes customers opened against card payments (chargebacks).
///
/// Args:
///     status: Which disputes. (choices: ["needs_response", "under_review", "won", "lost"])
pub fn list_disputes(status: String) -> String {
    format!("would list the {status} disputes")
}

/// Refunds a card payment in full or in part.
///
/// Args:
///     payment_id: The payment's id, such as `pay_3KQ9x2`.
///     amount: How much to give back; the whole payment when left out.
pub fn refund_payment(payment_id: String, amount: Option<f64>) -> String {
    format!("would refund {payment_id} ({amount:?})")
}
