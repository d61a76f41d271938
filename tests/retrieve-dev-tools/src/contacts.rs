//! An address book with a customer history, like a small CRM.

/// Finds people in the address book by name, company, e-mail address or phone number.
///
/// Args:
///     query: A name, a company, an address such as `lee@example.com` or a number such as `+1 212 555 0187`.
pub fn find_contact(query: String) -> String {
    format!("would find contacts matching `{query}`")
}

/// Adds a person to the address book.
///
/// Args:
///     name: The person's full name.
///     email: The e-mail address, such as `lee@example.com`.
///     phone: The phone number with its country code, such as `+82 10 1234 5678`.
///     company: Where the person works.
pub fn add_contact(name: String, email: Option<String>, phone: Option<String>, company: Option<String>) -> String {
    format!("would add {name} ({email:?}, {phone:?}, {company:?})")
}

/// Changes the e-mail address, phone number or company of a contact already in the address book.
///
/// Args:
///     contact_id: The contact's id, such as `ct_2291`.
///     email: The new e-mail address.
///     phone: The new phone number, such as `+82 10 1234 5678`.
///     company: The new company.
pub fn update_contact(
    contact_id: String,
    email: Option<String>,
    phone: Option<String>,
    company: Option<String>,
) -> String {
    format!("would update {contact_id} ({email:?}, {phone:?}, {company:?})")
}

/// 고객과 한 통화를 그 사람의 이력에 남깁니다: 얼마나 오래, 무슨 이야기를 했는지.
///
/// Args:
///     contact_id: 연락처 ID (예: `ct_2291`).
///     summary: 통화 내용 요약.
///     duration_minutes: 통화 시간(분).
pub fn log_call(contact_id: String, summary: String, duration_minutes: u32) -> String {
    format!("would log a {duration_minutes}-minute call with {contact_id}: {summary}")
}
