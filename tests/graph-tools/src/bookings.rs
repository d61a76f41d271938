//! Bookings: appointments at the shop's service points (repairs, fittings, advice).

use serde::{Deserialize, Serialize};

use crate::empty;
use crate::shop::CustomerId;

/// A service point's id, such as `LOC-12`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct LocationId(pub String);

/// A free slot's id, such as `SL-99812`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct SlotId(pub String);

/// An appointment's id, such as `AP-5521`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct AppointmentId(pub String);

/// What an appointment is for.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Service {
    /// Repairing a product.
    #[default]
    Repair,
    /// Fitting a product.
    Fitting,
    /// Advice before buying.
    Consultation,
}

/// How to remind a customer.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Channel {
    /// By email.
    #[default]
    Email,
    /// By text message.
    Sms,
}

/// A service point.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Location {
    /// Its id.
    pub id: LocationId,
    /// Its name, such as `Berlin Mitte`.
    pub name: String,
    /// Its city.
    pub city: String,
    /// Its street address.
    pub address: String,
}

/// A free slot for an appointment.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Slot {
    /// Its id.
    pub id: SlotId,
    /// Where.
    pub location_id: LocationId,
    /// When it starts (RFC 3339).
    pub starts_at: String,
    /// What it is for.
    pub service: Service,
}

/// An appointment.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Appointment {
    /// Its id.
    pub id: AppointmentId,
    /// The customer.
    pub customer_id: CustomerId,
    /// Where.
    pub location_id: LocationId,
    /// When it starts (RFC 3339).
    pub starts_at: String,
    /// What it is for.
    pub service: Service,
    /// Whether it was cancelled.
    pub cancelled: bool,
}

/// Opening hours of one day.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Hours {
    /// The day, such as `monday`.
    pub day: String,
    /// When it opens, such as `09:00`; nothing when closed.
    pub opens: Option<String>,
    /// When it closes.
    pub closes: Option<String>,
}

/// Lists the service points, optionally in one city.
///
/// Args:
///     city: Only those in this city, such as `Hamburg`.
///
/// Annotations:
///     read_only
pub fn list_locations(city: Option<String>) -> Vec<Location> {
    let _ = city;
    empty()
}

/// Gets a service point's opening hours for the week.
///
/// Args:
///     location_id: The service point, such as `LOC-12`.
///
/// Annotations:
///     read_only
pub fn get_opening_hours(location_id: LocationId) -> Result<Vec<Hours>, String> {
    let _ = location_id;
    Ok(empty())
}

/// Finds free appointment slots at a service point on a day.
///
/// Args:
///     location_id: The service point.
///     date: The day, such as `2026-03-14`.
///     service: What the appointment is for.
///
/// Annotations:
///     read_only
pub fn find_slots(location_id: LocationId, date: String, service: Service) -> Vec<Slot> {
    let _ = (location_id, date, service);
    empty()
}

/// Books an appointment for a customer in a free slot.
///
/// Args:
///     slot_id: The slot, such as `SL-99812`.
///     customer_id: The customer.
///     notes: What the customer wants done, if they said.
///
/// Annotations:
///     read_only: false
pub fn book_appointment(
    slot_id: SlotId,
    customer_id: CustomerId,
    notes: Option<String>,
) -> Result<Appointment, String> {
    let _ = (slot_id, customer_id, notes);
    Ok(empty())
}

/// Gets an appointment: who, where, when and what for.
///
/// Args:
///     appointment_id: The appointment, such as `AP-5521`.
///
/// Annotations:
///     read_only
pub fn get_appointment(appointment_id: AppointmentId) -> Result<Appointment, String> {
    let _ = appointment_id;
    Ok(empty())
}

/// Lists a customer's appointments, next first.
///
/// Args:
///     customer_id: The customer.
///
/// Annotations:
///     read_only
pub fn list_appointments(customer_id: CustomerId) -> Vec<Appointment> {
    let _ = customer_id;
    empty()
}

/// Cancels an appointment.
///
/// Args:
///     appointment_id: The appointment.
///     reason: Why.
///
/// Annotations:
///     destructive
pub fn cancel_appointment(appointment_id: AppointmentId, reason: String) -> Result<Appointment, String> {
    let _ = (appointment_id, reason);
    Ok(empty())
}

/// Moves an appointment to another free slot.
///
/// Args:
///     appointment_id: The appointment.
///     slot_id: The new slot.
///
/// Annotations:
///     read_only: false
pub fn reschedule_appointment(appointment_id: AppointmentId, slot_id: SlotId) -> Result<Appointment, String> {
    let _ = (appointment_id, slot_id);
    Ok(empty())
}

/// Sends the customer a reminder of an appointment.
///
/// Args:
///     appointment_id: The appointment.
///     channel: How. (default: "email")
///
/// Annotations:
///     read_only: false
pub fn send_reminder(appointment_id: AppointmentId, channel: Channel) -> Result<bool, String> {
    let _ = (appointment_id, channel);
    Ok(true)
}
