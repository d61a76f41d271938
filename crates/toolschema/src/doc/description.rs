//! The description and summary (spec section 3.2): paragraphs joined, list items and fenced code kept as lines.

use super::lines::Text;
use super::sections::Class;

/// The description made of `lines` (the text before the first header) and its first paragraph.
pub(crate) fn render(lines: &[Text], classes: &[Class]) -> (String, String) {
    let mut paragraphs: Vec<Vec<String>> = Vec::new();
    let mut current: Vec<String> = Vec::new();
    // Whether the next plain text line may be joined to the last output line: not after code.
    let mut joinable = false;
    for (line, &class) in lines.iter().zip(classes) {
        match class {
            Class::Fence | Class::Code => {
                current.push(line.text());
                joinable = false;
            }
            Class::Text if line.is_blank() => {
                if !current.is_empty() {
                    paragraphs.push(std::mem::take(&mut current));
                }
                joinable = false;
            }
            Class::Text => {
                let text = line.slice(line.trimmed());
                match current.last_mut() {
                    Some(last) if joinable && !is_list_item(&text) => {
                        last.push(' ');
                        last.push_str(&text);
                    }
                    _ => current.push(text),
                }
                joinable = true;
            }
        }
    }
    if !current.is_empty() {
        paragraphs.push(current);
    }
    // Blank lines inside a code block at the very end are trailing blank lines all the same.
    if let Some(last) = paragraphs.last_mut() {
        while last.last().is_some_and(|line| line.is_empty()) {
            last.pop();
        }
    }
    let paragraphs: Vec<String> = paragraphs.iter().map(|lines| lines.join("\n")).collect();
    let summary = paragraphs.first().cloned().unwrap_or_default();
    (paragraphs.join("\n\n"), summary)
}

/// Whether `text` (stripped) starts a Markdown list item: `- `, `* ` or a number and `. `.
fn is_list_item(text: &str) -> bool {
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 {
        return text[digits..].starts_with(". ");
    }
    text.starts_with("- ") || text.starts_with("* ")
}
