//! Travel bookings: flights and hotels.

/// Searches flights between two airports on a day, cheapest first.
///
/// Args:
///     origin: The airport of departure, as a three-letter code such as `ICN`.
///     destination: The airport of arrival, such as `LHR`.
///     date: The day of departure, such as `2026-03-14`.
pub fn search_flights(origin: String, destination: String, date: String) -> String {
    format!("would search flights {origin}→{destination} on {date}")
}

/// Books a hotel room for some nights.
///
/// Args:
///     city: The city.
///     check_in: The day of arrival.
///     nights: How many nights.
pub fn book_hotel(city: String, check_in: String, nights: u32) -> String {
    format!("would book {nights} nights in {city} from {check_in}")
}

/// Cancels a booking before it starts; the traveller is charged the cancellation fee, if any.
///
/// Args:
///     booking_id: The booking's reference, such as `BK-48213`.
pub fn cancel_booking(booking_id: String) -> String {
    format!("would cancel {booking_id}")
}

/// Refunds what was paid for a booking that was cancelled or not delivered.
///
/// Args:
///     booking_id: The booking's reference, such as `BK-48213`.
///     reason: Why the money goes back.
pub fn refund_booking(booking_id: String, reason: String) -> String {
    format!("would refund {booking_id}: {reason}")
}

/// Shows the details of a booking: dates, travellers, price and status.
///
/// Args:
///     booking_id: The booking's reference.
pub fn get_booking(booking_id: String) -> String {
    format!("would show {booking_id}")
}
