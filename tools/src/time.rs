//! `get_current_datetime`: the local date and time, formatted with strftime codes.
//!
//! The codes are Python's, as the tool's description promises, read by chrono, which agrees with
//! Python on all of them but `%f`: Python's `%f` is microseconds (six digits), chrono's is
//! nanoseconds, so `%f` is rewritten to chrono's `%6f` before formatting. A code chrono does not
//! know (`%Q`, a trailing `%`) is an error naming its position, never a panic: chrono's own
//! `to_string()` would panic on it, so the format is checked code by code first.

use std::fmt::Write as _;

use chrono::format::{Item, StrftimeItems};
use chrono::Local;

/// Returns the current date and time formatted according to the specified format
///
/// Args:
///     date_format: A string specifying the format of the returned datetime. Uses Python's strftime format codes. (default: "%Y-%m-%d %H:%M:%S")
///
// Read-only although no two calls answer alike: MCP's `idempotentHint` is about effects on
// the environment, of which there are none, and it means nothing beside `read_only` anyway.
// Reading the clock is no open world either.
/// Annotations:
///     title: Current date and time
///     read_only
///     open_world: false
pub fn get_current_datetime(date_format: String) -> Result<String, String> {
    let format = to_chrono(&date_format)?;
    let mut out = String::new();
    // Every code was checked above, so this fails only if chrono disagrees with its own parser.
    write!(out, "{}", Local::now().format(&format))
        .map_err(|_| format!("the date cannot be formatted with `{date_format}`"))?;
    Ok(out)
}

/// The longest code chrono knows, in characters: `%:::z`.
const LONGEST_CODE: usize = 5;

/// Checks every `%` code of a Python strftime format and rewrites it into chrono's dialect.
fn to_chrono(format: &str) -> Result<String, String> {
    let mut out = String::with_capacity(format.len() + 8);
    let mut rest = format;
    // 1-based position, in characters, of the start of `rest`.
    let mut position = 1;
    while let Some(start) = rest.find('%') {
        out.push_str(&rest[..start]);
        position += rest[..start].chars().count();
        rest = &rest[start..];
        let code = if rest.starts_with("%%") {
            out.push_str("%%");
            "%%"
        } else if rest.starts_with("%f") {
            out.push_str("%6f");
            "%f"
        } else {
            let code = known_code(rest).ok_or_else(|| {
                let shown: String = rest.chars().take(2).collect();
                format!(
                    "unknown or incomplete format code `{shown}` at character {position} of `date_format`; \
                     use strftime codes such as %Y, %m, %d, %H, %M, %S, or %% for a literal %"
                )
            })?;
            out.push_str(code);
            code
        };
        rest = &rest[code.len()..];
        position += code.chars().count();
    }
    out.push_str(rest);
    Ok(out)
}

/// The shortest prefix of `text` (which starts with `%`) that chrono reads as one valid code.
fn known_code(text: &str) -> Option<&str> {
    let ends = text.char_indices().map(|(i, c)| i + c.len_utf8()).skip(1).take(LONGEST_CODE - 1);
    ends.map(|end| &text[..end])
        .find(|candidate| StrftimeItems::new(candidate).all(|item| !matches!(item, Item::Error)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_format_has_the_expected_shape() {
        let now = get_current_datetime("%Y-%m-%d %H:%M:%S".to_string()).unwrap();
        assert_eq!(now.len(), 19, "{now}");
        let shape: String = now.chars().map(|c| if c.is_ascii_digit() { '0' } else { c }).collect();
        assert_eq!(shape, "0000-00-00 00:00:00");
    }

    #[test]
    fn year_has_four_digits() {
        let year = get_current_datetime("%Y".to_string()).unwrap();
        assert_eq!(year.len(), 4);
        assert!(year.chars().all(|c| c.is_ascii_digit()), "{year}");
    }

    #[test]
    fn text_and_escapes_pass_through() {
        assert_eq!(get_current_datetime("100%% sure".to_string()).unwrap(), "100% sure");
        assert_eq!(get_current_datetime(String::new()).unwrap(), "");
        let korean = get_current_datetime("%Y년".to_string()).unwrap();
        assert!(korean.ends_with('년'), "{korean}");
    }

    #[test]
    fn python_microseconds_have_six_digits() {
        let micros = get_current_datetime("%f".to_string()).unwrap();
        assert_eq!(micros.len(), 6, "{micros}");
        assert_eq!(to_chrono("%%f %f").unwrap(), "%%f %6f");
    }

    #[test]
    fn chrono_extensions_are_accepted() {
        for format in ["%-d", "%:z", "%.3f", "%::z", "%e", "%j", "%A %B", "%c"] {
            assert!(get_current_datetime(format.to_string()).is_ok(), "{format}");
        }
    }

    #[test]
    fn unknown_code_is_an_error_with_its_position() {
        let err = get_current_datetime("%Y-%Q".to_string()).unwrap_err();
        assert!(err.contains("`%Q` at character 4"), "{err}");
    }

    #[test]
    fn trailing_percent_is_an_error() {
        let err = get_current_datetime("%H:%M %".to_string()).unwrap_err();
        assert!(err.contains("`%` at character 7"), "{err}");
    }

    #[test]
    fn bad_code_after_multibyte_text_does_not_panic() {
        let err = get_current_datetime("년%é".to_string()).unwrap_err();
        assert!(err.contains("`%é` at character 2"), "{err}");
        assert!(get_current_datetime("%".repeat(10_001)).is_err());
    }
}
