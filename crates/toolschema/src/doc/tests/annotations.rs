//! Annotations sections: both header forms, bare flags and values, and every error with its position.

use super::check;

#[test]
fn google_form_flags_and_a_title() {
    check(
        "
/// Cancels an order.
///
/// Annotations:
///     title: Cancel an order
///     destructive
///     idempotent: true
///     open_world: false
",
        r#"
description: "Cancels an order."
title: "Cancel an order"
destructive: true
idempotent: true
open_world: false
"#,
    );
}

#[test]
fn markdown_form_with_bullets_and_backticks() {
    check(
        "
/// Searches.
///
/// # Annotations
///
/// - `read_only`
/// * open_world: False
/// + `title`: Search the help centre
",
        r#"
description: "Searches."
title: "Search the help centre"
read_only: true
open_world: false
"#,
    );
}

#[test]
fn the_section_ends_the_description_and_sits_beside_args_and_returns() {
    check(
        "
/// Adds.
///
/// Args:
///     a: the first
///
/// Annotations:
///     read_only
///
/// Returns:
///     The sum.
",
        r#"
description: "Adds."
arg a 4:9: "the first"
returns: "The sum."
read_only: true
"#,
    );
}

#[test]
fn a_long_title_continues_on_deeper_lines_and_flags_may_be_false() {
    check(
        "
/// Summary.
///
/// Annotations:
///     title: Cancel an order
///         that has not shipped
///     read_only: false
///     destructive: FALSE
",
        r#"
description: "Summary."
title: "Cancel an order that has not shipped"
read_only: false
destructive: false
"#,
    );
}

#[test]
fn a_title_inside_parentheses_names_the_section() {
    check(
        "
/// 요약.
///
/// 주석(Annotations):
///     read_only
",
        r#"
description: "요약."
read_only: true
"#,
    );
}

#[test]
fn a_line_in_mid_sentence_or_in_code_is_no_header() {
    check(
        "
/// Lists the Annotations: they are hints.
///
/// ```
/// Annotations:
///     read_only
/// ```
",
        r#"
description: "Lists the Annotations: they are hints.\n\n```\nAnnotations:\n    read_only\n```"
summary: "Lists the Annotations: they are hints."
"#,
    );
}

#[test]
fn inline_is_a_flag_for_the_server_beside_the_hints() {
    check(
        "
/// Adds.
///
/// Annotations:
///     read_only
///     inline
",
        r#"
description: "Adds."
read_only: true
inline: true
"#,
    );
    check(
        "
/// Adds.
///
/// Annotations:
///     inline: false
///     inline: yes
",
        r#"
description: "Adds."
error 5:9: annotation `inline` is declared twice (first on line 4)
"#,
    );
}

#[test]
fn unknown_keys_suggest_the_near_one_or_mcps_own_name() {
    check(
        "
/// Summary.
///
/// Annotations:
///     read_onyl
///     destructiveHint: true
///     read-only
///     colour: blue
",
        r#"
description: "Summary."
error 4:9: unknown annotation `read_onyl` (did you mean `read_only`?); the annotations are `title`, `read_only`, `destructive`, `idempotent`, `open_world`, `inline`
error 5:9: unknown annotation `destructiveHint` (did you mean `destructive`?); the annotations are `title`, `read_only`, `destructive`, `idempotent`, `open_world`, `inline`
error 6:9: unknown annotation `read-only` (did you mean `read_only`?); the annotations are `title`, `read_only`, `destructive`, `idempotent`, `open_world`, `inline`
error 7:9: unknown annotation `colour`; the annotations are `title`, `read_only`, `destructive`, `idempotent`, `open_world`, `inline`
"#,
    );
}

#[test]
fn a_key_declared_twice_even_in_two_sections_is_an_error_at_the_second() {
    check(
        "
/// Summary.
///
/// Annotations:
///     idempotent
///     idempotent: false
///
/// # Annotations
/// - `idempotent`
",
        r#"
description: "Summary."
idempotent: true
error 5:9: annotation `idempotent` is declared twice (first on line 4)
error 8:8: annotation `idempotent` is declared twice (first on line 4)
"#,
    );
}

#[test]
fn a_flag_takes_true_or_false_and_a_title_needs_text() {
    check(
        "
/// Summary.
///
/// Annotations:
///     read_only: yes
///     open_world：  no way
///     title:
",
        r#"
description: "Summary."
error 4:20: annotation `read_only` is `true` or `false` (alone, it means `true`), not `yes`
error 5:22: annotation `open_world` is `true` or `false` (alone, it means `true`), not `no way`
error 6:9: annotation `title` needs its text, as in `title: Cancel an order`
"#,
    );
}

#[test]
fn a_line_that_is_no_entry_is_an_error() {
    // The first entry fixes the indentation, as in an ARGS section: a shallower line is no entry.
    check(
        "
/// Summary.
///
/// Annotations:
///     read_only
///     read only
///     `open_world
///   idempotent
",
        r#"
description: "Summary."
read_only: true
error 5:9: line is not an annotation; entries look like `read_only`, `idempotent: false` or `title: Cancel an order`
error 6:9: line is not an annotation; entries look like `read_only`, `idempotent: false` or `title: Cancel an order`
error 7:7: line is not an annotation; entries look like `read_only`, `idempotent: false` or `title: Cancel an order`
"#,
    );
}

#[test]
fn destructive_contradicts_read_only_and_the_other_hints_mean_nothing_beside_it() {
    check(
        "
/// Summary.
///
/// Annotations:
///     destructive
///     read_only
",
        r#"
description: "Summary."
read_only: true
destructive: true
error 4:9: annotation `destructive` contradicts `read_only`: a tool that modifies nothing destroys nothing
"#,
    );
    check(
        "
/// Summary.
///
/// Annotations:
///     read_only: true
///     destructive: false
///     idempotent
",
        r#"
description: "Summary."
read_only: true
destructive: false
idempotent: true
warning 5:9: annotation `destructive` means nothing for a `read_only` tool (MCP reads it only when `readOnlyHint` is false); drop it
warning 6:9: annotation `idempotent` means nothing for a `read_only` tool (MCP reads it only when `readOnlyHint` is false); drop it
"#,
    );
    check(
        "
/// Summary.
///
/// Annotations:
///     read_only: false
///     destructive
///     idempotent
",
        r#"
description: "Summary."
read_only: false
destructive: true
idempotent: true
"#,
    );
}
