//! Section headers, fenced code, and the description and summary.

use super::check;
use crate::doc::{parse, Doc, DocFragment};

#[test]
fn empty_input() {
    check("", r#"description: """#);
    assert_eq!(parse(&[]), Doc::default());
}

#[test]
fn paragraphs_are_joined_and_separated_by_one_blank_line() {
    check(
        "
///
/// First line
///   of the summary.
///
///
/// Second paragraph,
/// on two lines.
///
",
        r#"
description: "First line of the summary.\n\nSecond paragraph, on two lines."
summary: "First line of the summary."
"#,
    );
}

#[test]
fn list_items_keep_their_line_break() {
    check(
        "
/// Does things:
/// - one
///   continued
/// * two
/// 12. twelve
/// 3.5 is not a list item
",
        r#"description: "Does things:\n- one continued\n* two\n12. twelve 3.5 is not a list item""#,
    );
}

#[test]
fn fenced_code_keeps_its_lines_and_hides_headers() {
    check(
        "
/// Runs code:
/// ```rust
/// Args:
/// # heading
///
///     indented
/// ```
/// After the fence.
///
/// Args:
///     x: the x
",
        r#"
description: "Runs code:\n```rust\nArgs:\n# heading\n\n    indented\n```\nAfter the fence."
arg x 11:9: "the x"
"#,
    );
}

#[test]
fn a_fence_closes_only_with_the_same_character_and_a_long_enough_run() {
    check(
        "
/// ~~~~
/// ```
/// Returns:
/// ~~~
///   ~~~~~
/// Done.
",
        r#"description: "~~~~\n```\nReturns:\n~~~\n  ~~~~~\nDone.""#,
    );
}

#[test]
fn the_summary_is_not_cut_inside_a_fence() {
    check(
        "
/// ```
/// a
///
/// b
/// ```
///
/// Second.
",
        r#"
description: "```\na\n\nb\n```\n\nSecond."
summary: "```\na\n\nb\n```"
"#,
    );
}

#[test]
fn an_unclosed_fence_runs_to_the_end_with_a_warning() {
    check(
        "
/// Text.
///  ```
/// Args:
///     x: y
",
        r#"
description: "Text.\n ```\nArgs:\n    x: y"
warning 2:6: this code block is never closed, so the rest of the doc comment is read as code
"#,
    );
}

/// Where the line after `header` ends up: `args`, `returns`, `other` (dropped) or `text`.
fn section_of(header: &str) -> &'static str {
    let doc = parse(&DocFragment::lines(&format!("Summary.\n{header}\n    x: the value")));
    assert!(doc.diagnostics.is_empty(), "{header}: {:?}", doc.diagnostics);
    match doc {
        Doc { ref args, .. } if !args.is_empty() => "args",
        Doc { returns: Some(_), .. } => "returns",
        Doc { ref description, .. } if description.contains("the value") => "text",
        _ => "other",
    }
}

#[test]
fn section_headers() {
    let cases = [
        ("Args:", "args"),
        ("Arguments:", "args"),
        ("Parameters:", "args"),
        ("Params:", "args"),
        ("ARGS:", "args"),
        ("args :", "args"),
        ("Args：", "args"),
        ("인수(Args):", "args"),
        ("인수 (Arguments)：", "args"),
        ("Returns:", "returns"),
        ("Return:", "returns"),
        ("Yields:", "returns"),
        ("반환값(Returns):", "returns"),
        ("# Arguments", "args"),
        ("## Returns ##", "returns"),
        ("###### Parameters", "args"),
        ("# Args:", "args"),
        ("# Examples", "other"),
        ("# Overview", "other"),
        ("# C#", "other"),
        ("Raises:", "other"),
        ("Errors:", "other"),
        ("Panics:", "other"),
        ("Safety:", "other"),
        ("Examples:", "other"),
        ("Example:", "other"),
        ("Notes:", "other"),
        ("Note:", "other"),
        ("Warnings:", "other"),
        ("Warning:", "other"),
        ("See  Also:", "other"),
        ("Todo:", "other"),
        ("####### Args", "text"),
        ("#Args", "text"),
        ("  Args:", "text"),
        ("Overview:", "text"),
        ("Args: x", "text"),
        ("Args::", "text"),
        ("Args(인수):", "text"),
        ("Function with Args: or Returns: in it", "text"),
    ];
    let actual: Vec<_> = cases.iter().map(|&(header, _)| (header, section_of(header))).collect();
    assert_eq!(actual, cases);
}

#[test]
fn keywords_in_a_sentence_are_not_headers() {
    check("/// Function with Args: or Returns: in it.", r#"description: "Function with Args: or Returns: in it.""#);
}

#[test]
fn other_sections_are_left_out_of_everything() {
    check(
        "
/// Summary.
///
/// Note:
///     Careful.
///
/// Args:
///     x: the x
///
/// Raises:
///     Error: when bad.
///
/// Returns:
///     the y
///
/// # Examples
///
/// ```
/// Args:
///     z: not an entry
/// ```
/// # Overview
/// Nothing here either.
",
        r#"
description: "Summary."
arg x 7:9: "the x"
returns: "the y"
"#,
    );
}

#[test]
fn an_unknown_google_title_is_plain_text() {
    check(
        "
/// Summary.
///
/// Overview:
///     Details.
",
        r#"
description: "Summary.\n\nOverview: Details."
summary: "Summary."
"#,
    );
}

#[test]
fn a_heading_on_the_first_line_is_a_title_left_out() {
    // The rest is the description, up to the next section.
    check(
        "
/// # Parse a date
///
/// Reads an ISO 8601 date.
///
/// More about it.
///
/// # Examples
/// parse(\"2024-01-01\")
",
        r#"
description: "Reads an ISO 8601 date.\n\nMore about it."
summary: "Reads an ISO 8601 date."
"#,
    );
    check(
        "
/// ## Title ##
/// Right after it.
",
        r#"description: "Right after it.""#,
    );
    // A title and nothing else is no description.
    check("/// # Marker", r#"description: """#);
    // After blank lines, the first line that is not blank.
    check(
        "
///
/// # Title
/// Text.
",
        r#"description: "Text.""#,
    );
}

#[test]
fn a_title_may_be_indented_as_markdown_allows_a_heading() {
    // Up to three spaces deeper than the rest, CommonMark still reads a heading.
    check(
        "
///   # Indented title
/// Text.
",
        r#"description: "Text.""#,
    );
    // Four spaces deeper is not a heading but code or text: kept, as any line is.
    check(
        "
///     # Not a title
/// Text.
",
        r##"description: "# Not a title Text.""##,
    );
}

#[test]
fn only_the_first_line_is_a_title() {
    // A heading deeper than the least indentation later on is text, as section 3.1 says.
    check(
        "
/// Text.
///
///   # Not at the least indentation
/// More.
",
        r##"
description: "Text.\n\n# Not at the least indentation More."
summary: "Text."
"##,
    );
    // An unknown heading later on starts an ignored section, as before.
    check(
        "
/// Text.
///
/// # Details
/// Left out.
",
        r#"description: "Text.""#,
    );
    // A first line that names a section is that section's header, not a title.
    check(
        "
/// # Arguments
/// * `path` - the path
",
        r#"
description: ""
arg path 2:8: "the path"
"#,
    );
    // A heading inside a code block on the first line is code.
    check(
        "
/// ```
/// # not a title
/// ```
/// Text.
",
        r##"
description: "```\n# not a title\n```\nText."
"##,
    );
}
