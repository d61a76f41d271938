//! Args entries: the layouts peers get wrong, Google and Markdown forms, and the warnings.

use super::check;

#[test]
fn no_blank_line_before_args() {
    check(
        "
/// Summary.
/// Args:
///     x: the x
///     y: the y
",
        r#"
description: "Summary."
arg x 3:9: "the x"
arg y 4:9: "the y"
"#,
    );
}

#[test]
fn blank_lines_after_the_header_and_between_entries() {
    check(
        "
/// Summary.
///
/// Args:
///
///     x: the x
///
///     y: the y,
///
///         continued after a blank line
///
",
        r#"
description: "Summary."
arg x 5:9: "the x"
arg y 7:9: "the y, continued after a blank line"
"#,
    );
}

#[test]
fn names_and_types() {
    check(
        "
/// Args:
///     path (str) : the path
///     items (Vec<(u8, String)>): pairs
///     `quoted`: backticked
///     `r#type` (`&str`): the type
///     r#match: raw
///     wide：full-width colon
///     empty:
///     _private (u8):underscore
///     이름: Korean
",
        r#"
description: ""
arg path 2:9: "the path"
arg items 3:9: "pairs"
arg quoted 4:10: "backticked"
arg type 5:12: "the type"
arg match 6:11: "raw"
arg wide 7:9: "full-width colon"
arg empty 8:9: ""
arg _private 9:9: "underscore"
arg 이름 10:9: "Korean"
"#,
    );
}

#[test]
fn entries_not_indented_under_the_header() {
    check(
        "
/// Summary.
///
/// Args:
/// x: the x
///   continued
/// y: the y
///
/// Returns:
/// the sum
",
        r#"
description: "Summary."
arg x 4:5: "the x continued"
arg y 6:5: "the y"
returns: "the sum"
"#,
    );
}

#[test]
fn a_continuation_may_start_with_word_colon() {
    check(
        "
/// Args:
///     query: the query to run,
///         default: everything.
///     limit: how many
",
        r#"
description: ""
arg query 2:9: "the query to run, default: everything."
arg limit 4:9: "how many"
"#,
    );
}

#[test]
fn other_lines_are_ignored_with_a_warning() {
    check(
        "
/// Args:
///     These are the arguments:
///     x: the x
///   misplaced
///     not an entry
///         its continuation
///     std::path: not an entry either
///     y: the y
",
        r#"
description: ""
arg x 3:9: "the x"
arg y 8:9: "the y"
warning 2:9: line is not an argument entry and is ignored; entries look like `name: description`
warning 4:7: line is not an argument entry and is ignored; entries look like `name: description`
warning 5:9: line is not an argument entry and is ignored; entries look like `name: description`
warning 7:9: line is not an argument entry and is ignored; entries look like `name: description`
"#,
    );
}

#[test]
fn two_args_sections_are_read_as_one() {
    check(
        "
/// Args:
///     x: the x
///
/// Returns:
///     nothing
///
/// # Arguments
///
/// * `y` - the y
",
        r#"
description: ""
arg x 2:9: "the x"
arg y 9:8: "the y"
returns: "nothing"
"#,
    );
}

#[test]
fn duplicated_entries_are_kept() {
    check(
        "
/// Args:
///     x: first
///     x: second
",
        r#"
description: ""
arg x 2:9: "first"
arg x 3:9: "second"
"#,
    );
}

#[test]
fn an_empty_args_section() {
    check(
        "
/// Summary.
///
/// Args:
///
/// Returns:
///     the value
",
        r#"
description: "Summary."
returns: "the value"
"#,
    );
    check("/// Args:", r#"description: """#);
    check("/// Args:\n///", r#"description: """#);
}

#[test]
fn markdown_entries_the_rustdoc_convention() {
    check(
        "
/// Reads a file.
///
/// # Arguments
///
/// * `path` - The path
///   to read.
/// - `mode`: how to open it
/// * limit - the limit
/// - offset: where to start
/// * `encoding` (String) – the encoding
/// * `follow`
/// + `verbose`：loud
/// * `r#type` - the type
/// size: Google form in a Markdown section
",
        r#"
description: "Reads a file."
arg path 5:8: "The path to read."
arg mode 7:8: "how to open it"
arg limit 8:7: "the limit"
arg offset 9:7: "where to start"
arg encoding 10:8: "the encoding"
arg follow 11:8: ""
arg verbose 12:8: "loud"
arg type 13:10: "the type"
arg size 14:5: "Google form in a Markdown section"
"#,
    );
}

#[test]
fn markdown_items_that_are_not_entries() {
    check(
        "
/// # Arguments
///
/// * `path` is the path
/// * foo-bar - hyphenated
/// * `x` - the x
///   - a nested item joins the entry
",
        r#"
description: ""
arg x 5:8: "the x - a nested item joins the entry"
warning 3:5: line is not an argument entry and is ignored; entries look like `* name - description`
warning 4:5: line is not an argument entry and is ignored; entries look like `* name - description`
"#,
    );
}

#[test]
fn google_entries_in_an_indented_markdown_list() {
    check(
        "
/// Args:
///   - x: the x
///     more about x
///   - y: the y
",
        r#"
description: ""
arg x 2:9: "the x more about x"
arg y 4:9: "the y"
"#,
    );
}
