//! A notes app.

/// Creates a note with a title and a body.
///
/// Args:
///     title: The note's title.
///     body: The note's text.
///     tags: Labels to file it under.
pub fn create_note(title: String, body: String, tags: Vec<String>) -> String {
    format!("would create `{title}` ({} bytes, {} tags)", body.len(), tags.len())
}

/// Searches the notes for words in their title or body.
///
/// Args:
///     query: The words to look for.
pub fn search_notes(query: String) -> String {
    format!("would search the notes for `{query}`")
}

/// Gets one note by its id.
///
/// Args:
///     note_id: The note's id, such as `n_8f3a`.
pub fn get_note(note_id: String) -> String {
    format!("would get note {note_id}")
}

/// Deletes a note for good.
///
/// Args:
///     note_id: The note's id.
pub fn delete_note(note_id: String) -> String {
    format!("would delete note {note_id}")
}
