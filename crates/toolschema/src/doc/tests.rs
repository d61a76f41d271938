//! Unit tests of the doc-comment parser: Rust doc comments in, a plain-text rendering of the `Doc` out.
//!
//! Every test goes through `check`, so a change of the parser's API touches `check` and `show` only.
//! Line normalisation (tabs, CRLF, block comments, positions) is tested here; sections and
//! description, Args entries, markers, Returns and Annotations in the submodules.

mod annotations;
mod args;
mod markers;
mod sections;

use std::fmt::Write;

use super::{parse, Doc, DocFragment};
use crate::diagnostic::{Pos, Severity};

/// The fragments a scanner gives for the doc comments in `src`: one per `///` line, one per
/// `/** … */` block, each at the position of the character after `///` or `/**`.
pub(super) fn fragments(src: &str) -> Vec<DocFragment> {
    let chars: Vec<char> = src.chars().collect();
    let at = |i: usize, s: &str| chars[i..].starts_with(&s.chars().collect::<Vec<_>>());
    let (mut fragments, mut i, mut pos) = (Vec::new(), 0, Pos::new(1, 1));
    let advance = |i: &mut usize, pos: &mut Pos| {
        *pos = if chars[*i] == '\n' { Pos::new(pos.line + 1, 1) } else { pos.shifted(1) };
        *i += 1;
    };
    while i < chars.len() {
        let block = at(i, "/**");
        if !block && !at(i, "///") {
            advance(&mut i, &mut pos);
            continue;
        }
        (0..3).for_each(|_| advance(&mut i, &mut pos));
        let (start, from) = (pos, i);
        while i < chars.len() && if block { !at(i, "*/") } else { chars[i] != '\n' } {
            advance(&mut i, &mut pos);
        }
        fragments.push(DocFragment { text: chars[from..i].iter().collect(), pos: start, block });
    }
    fragments
}

/// The parsed doc as text: `summary` only when it differs from `description`, `returns` only
/// when there is one, one line per entry and marker, one per diagnostic.
fn show(doc: &Doc) -> String {
    let mut out = format!("description: {:?}\n", doc.description);
    if doc.summary != doc.description {
        writeln!(out, "summary: {:?}", doc.summary).unwrap();
    }
    for arg in &doc.args {
        writeln!(out, "arg {} {}: {:?}", arg.name, arg.pos, arg.description).unwrap();
        for (kind, marker) in [("default", &arg.default), ("choices", &arg.choices)] {
            if let Some(marker) = marker {
                writeln!(out, "  {kind} {} at {} (raw {})", marker.value, marker.pos, marker.raw).unwrap();
            }
        }
    }
    if let Some(returns) = &doc.returns {
        writeln!(out, "returns: {returns:?}").unwrap();
    }
    let hints = &doc.annotations;
    if let Some(title) = &hints.title {
        writeln!(out, "title: {title:?}").unwrap();
    }
    let flags = [
        ("read_only", hints.read_only),
        ("destructive", hints.destructive),
        ("idempotent", hints.idempotent),
        ("open_world", hints.open_world),
    ];
    for (key, flag) in flags.into_iter().filter_map(|(key, flag)| Some((key, flag?))) {
        writeln!(out, "{key}: {flag}").unwrap();
    }
    if hints.inline {
        writeln!(out, "inline: true").unwrap();
    }
    for diagnostic in &doc.diagnostics {
        let level = if diagnostic.severity == Severity::Error { "error" } else { "warning" };
        writeln!(out, "{level} {}: {}", diagnostic.pos, diagnostic.message).unwrap();
    }
    out
}

/// Parses the doc comments in `src`, whose first line (after an opening newline) is line 1,
/// and compares the rendering with `expect`.
#[track_caller]
pub(super) fn check(src: &str, expect: &str) {
    let doc = parse(&fragments(src.strip_prefix('\n').unwrap_or(src)));
    let actual = show(&doc);
    assert_eq!(actual.trim(), expect.trim(), "\nactual:\n{actual}");
}

#[test]
fn tabs_are_four_spaces_and_columns_stay_exact() {
    check(
        "
///\tSummary\twith a tab.
///
///\tArgs:
///\t\tpath:\tthe path (default: 'x')
///\t\t\tand more
",
        r#"
description: "Summary    with a tab."
arg path 4:6: "the path (default: 'x') and more"
"#,
    );
    check(
        "
///\tArgs:
///\t\tpath:\tthe path (default: 'x')
",
        r#"
description: ""
arg path 2:6: "the path"
error 2:21: `(default: 'x')` is not valid JSON: JSON strings use double quotes
"#,
    );
}

#[test]
fn crlf_is_lf() {
    check(
        "/// Summary.\r\n///\r\n/// Args:\r\n///     x: the x\r\n///     y: the y\r",
        r#"
description: "Summary."
arg x 4:9: "the x"
arg y 5:9: "the y"
"#,
    );
    let block = DocFragment { text: "\r\n Summary.\r\n\r\n Details.\r".to_string(), pos: Pos::new(1, 4), block: true };
    assert_eq!(parse(&[block]).description, "Summary.\n\nDetails.");
}

#[test]
fn korean_text_and_headers() {
    check(
        r#"
/// 파일을 읽습니다.
/// 두 번째 줄.
///
/// 인수(Args):
///     경로 (String): 읽을 파일 (default: "a.txt")
///
/// 반환값(Returns):
///     String: 파일 내용
"#,
        r#"
description: "파일을 읽습니다. 두 번째 줄."
arg 경로 5:9: "읽을 파일"
  default "a.txt" at 5:28 (raw "a.txt")
returns: "파일 내용"
"#,
    );
}

#[test]
fn block_comments() {
    check(
        "
/**
 * Summary of the tool.
 *
 * Args:
 *     path: the path (default: 'x')
 */
",
        r#"
description: "Summary of the tool."
arg path 5:8: "the path"
error 5:23: `(default: 'x')` is not valid JSON: JSON strings use double quotes
"#,
    );
    check(
        "
/** Summary
    more.

    Args:
        x: the x
*/
",
        r#"
description: "Summary more."
arg x 5:9: "the x"
"#,
    );
    check(
        "
/**Summary.
 * Args:
 *     x: the x
 **/
",
        r#"
description: "Summary."
arg x 3:8: "the x"
"#,
    );
    check("/** Just a summary. */", r#"description: "Just a summary.""#);
    check("/** */", r#"description: """#);
}

#[test]
fn a_block_comment_keeps_its_stars_unless_every_line_has_one() {
    check(
        "
/**
 * Summary:
   * one
   two
 */
",
        r#"description: "* Summary:\n* one two""#,
    );
}

#[test]
fn positions_follow_the_source_indentation() {
    check(
        "
    /// Summary.
    ///
    /// Args:
    ///     x: the x
",
        r#"
description: "Summary."
arg x 4:13: "the x"
"#,
    );
}

#[test]
fn fragments_from_plain_lines() {
    let doc = parse(&DocFragment::lines("Summary.\n\nArgs:\n    x: the x (default: nope)"));
    assert_eq!(doc.args[0].pos, Pos::new(4, 5));
    assert_eq!(doc.diagnostics[0].pos, Pos::new(4, 14));
}

#[test]
fn never_panics() {
    #[rustfmt::skip]
    const PIECES: &[&str] = &[
        "Args:", "Returns:", "# Arguments", "인수(Args)：", "\n", "\n", "\n", "\n    x: ", " ", "    ", "\t", "\r",
        "\r\n", "*", "* ", "- ", "`", "```", "~~~", "x:", "r#", "(", ")", "[", "]", "{", "}", "\"", "'", "\\", ":",
        "：", "a", "가", "1. ", "(default:", " (default: ", "(choices:", " 5", "1e5", "-", "[1, 2]", "None", "\u{200b}",
        "\u{3000}", "#", "*/", "str:", "<",
    ];
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for _ in 0..5000 {
        let fragments: Vec<DocFragment> = (0..next(6))
            .map(|_| {
                let text: String = (0..next(30)).map(|_| PIECES[next(PIECES.len())]).collect();
                let pos = [Pos::new(1, 1), Pos::new(0, 0), Pos::new(u32::MAX, u32::MAX - 2)][next(3)];
                DocFragment { text, pos, block: next(3) == 0 }
            })
            .collect();
        let doc = parse(&fragments);
        assert!(doc.diagnostics.iter().all(|d| !d.message.is_empty()));
    }
}
