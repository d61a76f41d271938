//! `(default: …)` and `(choices: […])` markers, and the Returns section.

use super::check;
use crate::doc::returns::drop_type;

#[test]
fn markers_in_either_order_with_or_without_spaces() {
    check(
        r#"
/// Args:
///     a: first (default: "x") (choices: ["x", "y"])
///     b: second (choices: [1, 2])(default: 2)
///     c: third(Default:5)
///     d: fourth ( CHOICES ： [true] )
///     e: (default: null)
///     f: uses (default: 1) in a sentence
///     g: nested (default: {"a": [1, ")"]})
///     h: spans
///         lines (choices: ["a",
///         "b"])
"#,
        r#"
description: ""
arg a 2:9: "first"
  default "x" at 2:18 (raw "x")
  choices ["x","y"] at 2:33 (raw ["x", "y"])
arg b 3:9: "second"
  default 2 at 3:36 (raw 2)
  choices [1,2] at 3:19 (raw [1, 2])
arg c 4:9: "third"
  default 5 at 4:17 (raw 5)
arg d 5:9: "fourth"
  choices [true] at 5:19 (raw [true])
arg e 6:9: ""
  default null at 6:12 (raw null)
arg f 7:9: "uses (default: 1) in a sentence"
arg g 8:9: "nested"
  default {"a":[1,")"]} at 8:19 (raw {"a": [1, ")"]})
arg h 9:9: "spans lines"
  choices ["a","b"] at 10:19 (raw ["a", "b"])
"#,
    );
}

#[test]
fn bad_markers_are_errors_at_their_parenthesis() {
    check(
        r#"
/// Summary.
///
/// Args:
///     mode: the mode (choices: ['r', 'w'])
///     name: the name (default: bob)
///     n: a number (default: [1, 2)
///     flag: a flag (default: True)
///     other: x (default: {"a": 1,})
///     kind: the kind (choices: "r")
///     twice: twice (default: 1) (Default: 2)
///     empty: nothing (default: )
"#,
        r#"
description: "Summary."
arg mode 4:9: "the mode"
arg name 5:9: "the name"
arg n 6:9: "a number"
arg flag 7:9: "a flag"
arg other 8:9: "x"
arg kind 9:9: "the kind"
arg twice 10:9: "twice"
  default 1 at 10:22 (raw 1)
arg empty 11:9: "nothing"
error 4:24: `(choices: ['r', 'w'])` is not valid JSON: JSON strings use double quotes
error 5:24: `(default: bob)` is not valid JSON: JSON strings use double quotes, as in `"bob"`
error 6:21: `(default: [1, 2)` is not valid JSON: EOF while parsing a list at line 1 column 5
error 7:22: `(default: True)` is not valid JSON: JSON writes `true`, `false` and `null` in lowercase
error 8:18: `(default: {"a": 1,})` is not valid JSON: trailing comma at line 1 column 9
error 9:24: `(choices: "r")` is not a JSON array, as in `(choices: ["a", "b"])`
error 10:35: entry `twice` has two `default` markers
error 11:24: `(default: )` is not valid JSON: EOF while parsing a value at line 1 column 0
"#,
    );
}

#[test]
fn an_unclosed_marker_is_text_with_a_warning() {
    check(
        "
/// Args:
///     x: the x (default: 5
///     y: the y (default:
",
        r#"
description: ""
arg x 2:9: "the x (default: 5"
arg y 3:9: "the y (default:"
warning 2:18: `(default: 5` is not closed by `)`, so it is kept as text
warning 3:18: `(default:` is not closed by `)`, so it is kept as text
"#,
    );
}

#[test]
fn the_returns_section_is_joined() {
    check(
        "
/// Summary.
///
/// Returns:
///     str: the contents
///         of the file,
///
///     trimmed.
",
        r#"
description: "Summary."
returns: "the contents of the file, trimmed."
"#,
    );
    check("/// Summary.\n///\n/// Returns:\n///\n", r#"description: "Summary.""#);
    check("/// Summary.\n///\n/// Returns:\n///     str:", r#"description: "Summary.""#);
}

#[test]
fn a_leading_type_is_dropped() {
    let cases = [
        ("str: the contents", "the contents"),
        ("Vec<String>: lines", "lines"),
        ("Result<String, Error>: ok", "ok"),
        ("std::path::PathBuf: p", "p"),
        ("(u8, [u8; 2]): pair", "pair"),
        ("String：파일 내용", "String：파일 내용"),
        ("The result: ok", "The result: ok"),
        ("http://example.com is returned", "http://example.com is returned"),
        ("`Ok(())` on success", "`Ok(())` on success"),
        (": nothing before", ": nothing before"),
        ("str:", ""),
    ];
    let actual: Vec<_> = cases.iter().map(|&(text, _)| (text, drop_type(text))).collect();
    assert_eq!(actual, cases);
}

#[test]
fn the_seed_example() {
    check(
        r#"
/// Returns the current date and time formatted according to the specified format
///
/// Args:
///     date_format: A string specifying the format of the returned datetime. Uses Python's strftime format codes. (default: "%Y-%m-%d %H:%M:%S")
"#,
        r#"
description: "Returns the current date and time formatted according to the specified format"
arg date_format 4:9: "A string specifying the format of the returned datetime. Uses Python's strftime format codes."
  default "%Y-%m-%d %H:%M:%S" at 4:116 (raw "%Y-%m-%d %H:%M:%S")
"#,
    );
}

#[test]
fn a_bad_marker_on_a_continuation_line_points_there() {
    check(
        "
/// Args:
///     mode: how to open the file,
///           one of (choices: [r, w])
",
        r#"
description: ""
arg mode 2:9: "how to open the file, one of"
error 3:22: `(choices: [r, w])` is not valid JSON: JSON strings use double quotes
"#,
    );
}
