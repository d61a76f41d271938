//! Calendars, modelled on Google Calendar's MCP server: events, invitations, availability and
//! rooms.

use serde::Deserialize;

/// An answer to an invitation.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RsvpResponse {
    /// Going.
    Accepted,
    /// Not going.
    Declined,
    /// Maybe.
    Tentative,
}

/// Lists the events of a calendar between two dates.
///
/// Args:
///     calendar_id: The calendar's id; `primary` is your own. (default: "primary")
///     time_min: The start of the range, as an RFC 3339 date-time.
///     time_max: The end of the range, as an RFC 3339 date-time.
///
/// Returns:
///     Each event's id, title, start, end and attendees.
pub fn list_events(calendar_id: String, time_min: String, time_max: String) -> String {
    format!("list_events: calendar_id={calendar_id:?}, time_min={time_min:?}, time_max={time_max:?}")
}

/// Searches calendar events by text in their title, description or location.
///
/// Args:
///     query: The text to find.
///     calendar_id: The calendar to search. (default: "primary")
///
/// Returns:
///     The matching events.
pub fn search_events(query: String, calendar_id: String) -> String {
    format!("search_events: query={query:?}, calendar_id={calendar_id:?}")
}

/// Gets one calendar event with its attendees, their responses and the video link.
///
/// Args:
///     event_id: The event's id.
///
/// Returns:
///     The event's details.
pub fn get_event(event_id: String) -> String {
    format!("get_event: event_id={event_id:?}")
}

/// Creates a calendar event and invites attendees.
///
/// Args:
///     title: The event's title.
///     start: The start, as an RFC 3339 date-time.
///     end: The end, as an RFC 3339 date-time.
///     attendees: The attendees' email addresses. (default: [])
///     location: Where it takes place.
///     add_video_call: Attach a video-call link. (default: false)
///
/// Returns:
///     The new event's id and link.
pub fn create_event(
    title: String,
    start: String,
    end: String,
    attendees: Vec<String>,
    location: Option<String>,
    add_video_call: bool,
) -> String {
    format!("create_event: title={title:?}, start={start:?}, end={end:?}, attendees={attendees:?}, location={location:?}, add_video_call={add_video_call:?}")
}

/// Changes an existing event: its time, title, place or attendees.
///
/// Attendees are notified of the change.
///
/// Args:
///     event_id: The event's id.
///     title: A new title.
///     start: A new start.
///     end: A new end.
///     location: A new location.
///
/// Returns:
///     The updated event.
pub fn update_event(
    event_id: String,
    title: Option<String>,
    start: Option<String>,
    end: Option<String>,
    location: Option<String>,
) -> String {
    format!("update_event: event_id={event_id:?}, title={title:?}, start={start:?}, end={end:?}, location={location:?}")
}

/// Deletes a calendar event and tells its attendees it is cancelled.
///
/// Args:
///     event_id: The event's id.
///     notify_attendees: Send the cancellation to attendees. (default: true)
///
/// Returns:
///     Whether it was deleted.
pub fn delete_event(event_id: String, notify_attendees: bool) -> String {
    format!("delete_event: event_id={event_id:?}, notify_attendees={notify_attendees:?}")
}

/// Accepts, declines or tentatively accepts a meeting invitation.
///
/// Args:
///     event_id: The invitation's event id.
///     response: Your answer.
///     comment: A note to the organiser.
///
/// Returns:
///     Your recorded response.
pub fn respond_to_invitation(event_id: String, response: RsvpResponse, comment: Option<String>) -> String {
    format!("respond_to_invitation: event_id={event_id:?}, response={response:?}, comment={comment:?}")
}

/// Finds time slots when all the given people are free.
///
/// Args:
///     attendees: The people's email addresses.
///     duration_minutes: How long the slot must be. (default: 30)
///     within_days: How many days ahead to look. (default: 7)
///
/// Returns:
///     Free slots, earliest first.
pub fn find_free_time(attendees: Vec<String>, duration_minutes: u32, within_days: u32) -> String {
    format!(
        "find_free_time: attendees={attendees:?}, duration_minutes={duration_minutes:?}, within_days={within_days:?}"
    )
}

/// Gets when each given calendar is busy between two times.
///
/// Args:
///     calendars: The calendars' ids or people's emails.
///     time_min: The start of the range.
///     time_max: The end of the range.
///
/// Returns:
///     Each calendar's busy intervals.
pub fn get_free_busy(calendars: Vec<String>, time_min: String, time_max: String) -> String {
    format!("get_free_busy: calendars={calendars:?}, time_min={time_min:?}, time_max={time_max:?}")
}

/// Lists the calendars you can see, with their ids and colours.
///
/// Returns:
///     Each calendar's id, name and your access role.
pub fn list_calendars() -> String {
    "list_calendars".to_owned()
}

/// Books a meeting room for a time range.
///
/// Args:
///     room: The room's name or id, such as `Atlas-3F`.
///     start: The start, as an RFC 3339 date-time.
///     end: The end, as an RFC 3339 date-time.
///     event_id: The event to attach the room to.
///
/// Returns:
///     The booking's confirmation.
pub fn book_meeting_room(room: String, start: String, end: String, event_id: Option<String>) -> String {
    format!("book_meeting_room: room={room:?}, start={start:?}, end={end:?}, event_id={event_id:?}")
}
