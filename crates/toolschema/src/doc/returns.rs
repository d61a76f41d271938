//! The RETURNS section's text (spec section 3.4): lines joined, a leading `type:` prefix dropped.

use super::lines::Text;

/// The output description made of `lines`, or `None` when they hold no text.
pub(crate) fn read<'a>(lines: impl IntoIterator<Item = &'a Text>) -> Option<String> {
    let words: Vec<String> =
        lines.into_iter().filter(|line| !line.is_blank()).map(|line| line.slice(line.trimmed())).collect();
    let text = words.join(" ");
    let text = drop_type(&text);
    (!text.is_empty()).then(|| text.to_string())
}

/// `text` without a leading `type:` prefix: a first word ending in `:` (then a space or the end),
/// where spaces inside `<>`, `()` and `[]` do not end the word, so that `Result<String, Error>:`
/// is a prefix and `The result:` is not.
pub(crate) fn drop_type(text: &str) -> &str {
    let mut depth = 0usize;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth = depth.saturating_sub(1),
            ':' | '：' if depth == 0 && i > 0 => {
                let next = chars.peek().map(|&(_, next)| next);
                if next.is_none_or(char::is_whitespace) {
                    return text[i + c.len_utf8()..].trim_start();
                }
            }
            _ if c.is_whitespace() && depth == 0 => return text,
            _ => {}
        }
    }
    text
}
