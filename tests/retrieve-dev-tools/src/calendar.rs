//! A calendar: events, invitations and free time.

/// Adds an event to the calendar and sends an invitation to each attendee.
///
/// Args:
///     title: What the event is, such as `Quarterly planning`.
///     start: When it begins, as a local date and time such as `2026-03-14T15:00`.
///     end: When it ends, such as `2026-03-14T16:00`.
///     attendees: The people to invite, by e-mail address, such as `ann@example.com`.
pub fn create_event(title: String, start: String, end: String, attendees: Vec<String>) -> String {
    format!("would add `{title}` from {start} to {end} with {}", attendees.join(", "))
}

/// Lists the events of the calendar between two days, earliest first.
///
/// Args:
///     start_date: The first day, such as `2026-03-09`.
///     end_date: The last day, such as `2026-03-15`.
pub fn list_events(start_date: String, end_date: String) -> String {
    format!("would list the events from {start_date} to {end_date}")
}

/// Changes an event's title or time; the attendees are told of the change.
///
/// Args:
///     event_id: The event's id, such as `evt_4kd92a`.
///     title: The new title.
///     start: The new beginning, such as `2026-03-14T15:30`.
///     end: The new end.
pub fn update_event(event_id: String, title: Option<String>, start: Option<String>, end: Option<String>) -> String {
    format!("would change {event_id}: title {title:?}, start {start:?}, end {end:?}")
}

/// Deletes an event the user organises, and tells the attendees it is called off.
///
/// Args:
///     event_id: The event's id, such as `evt_4kd92a`.
///     notify_attendees: Whether the attendees get a cancellation e-mail. (default: true)
pub fn delete_event(event_id: String, notify_attendees: bool) -> String {
    format!("would delete {event_id} (notify: {notify_attendees})")
}

/// 참석자 모두가 비어 있는 시간을 찾아 회의하기 좋은 때를 알려 줍니다.
///
/// Args:
///     attendees: 참석자들의 이메일 주소 (예: `ann@example.com`).
///     duration_minutes: 회의 길이(분) (예: `30`).
///     earliest: 이 날짜부터 찾습니다 (예: `2026-03-16`).
///     latest: 이 날짜까지 찾습니다 (예: `2026-03-20`).
pub fn find_free_slot(attendees: Vec<String>, duration_minutes: u32, earliest: String, latest: String) -> String {
    format!("would find {duration_minutes} free minutes for {} between {earliest} and {latest}", attendees.join(", "))
}

/// Answers an invitation someone else sent: accept it, decline it or say maybe.
///
/// Args:
///     event_id: The invitation's event id, such as `evt_4kd92a`.
///     response: The answer. (choices: ["accept", "decline", "tentative"])
///     note: A short message for the organiser.
pub fn respond_to_invite(event_id: String, response: String, note: Option<String>) -> String {
    format!("would {response} {event_id} ({})", note.unwrap_or_default())
}
