//! Retrieval as users meet it: `cargo xtask retrieve` and `retrieve-bench` as processes,
//! a generated `retrieve`, the `search_tools` meta-tool through `dispatch`, and properties
//! of any query.

use proptest::prelude::*;
use retrieve_dev_tools as dev;
use serde_json::json;
use toolschema_retrieve::{build, meta, Retriever};

use crate::{root, text, xtask};

const DEV_TOOLS: &str = "tests/retrieve-dev-tools";

#[test]
fn xtask_retrieve_prints_names_and_scores() {
    let output = xtask(&root(), &["retrieve", "cancel my booking BK-1234", "--tools-dir", DEV_TOOLS, "--k", "3"], None);
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    insta::assert_snapshot!(stdout);
}

#[test]
fn xtask_retrieve_json_matches_the_generated_retrieve() {
    let query = "예약을 취소해 주세요";
    let output = xtask(&root(), &["retrieve", query, "--tools-dir", DEV_TOOLS, "--json"], None);
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    let printed: Vec<serde_json::Value> = serde_json::from_str(&stdout).unwrap();
    // Scores are written to six decimals.
    let printed: Vec<(String, f64, String)> = printed
        .iter()
        .map(|h| {
            (h["name"].as_str().unwrap().into(), h["score"].as_f64().unwrap(), h["summary"].as_str().unwrap().into())
        })
        .collect();
    let generated: Vec<(String, f64, String)> = dev::retrieve(query, 5)
        .iter()
        .map(|h| (h.tool.name().into(), meta::rounded(h.score), h.tool.summary().into()))
        .collect();
    assert_eq!(printed, generated);
    insta::assert_snapshot!(stdout);
}

#[test]
fn xtask_retrieve_answers_bad_command_lines_with_usage() {
    let cases: [&[&str]; 4] =
        [&["retrieve"], &["retrieve", "x", "--k", "many"], &["retrieve", "a", "b"], &["retrieve", "x", "--colour"]];
    let mut shown = String::new();
    for args in cases {
        let output = xtask(&root(), args, None);
        let (stdout, stderr) = text(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stdout}{stderr}");
        shown.push_str(&format!("{args:?}\n{}\n", stderr.lines().next().unwrap_or_default()));
    }
    insta::assert_snapshot!(shown);
}

#[test]
fn xtask_retrieve_of_nothing_finds_nothing() {
    for query in ["", "   ", "the of a"] {
        let output = xtask(&root(), &["retrieve", query, "--tools-dir", DEV_TOOLS], None);
        let (stdout, stderr) = text(&output);
        assert_eq!((output.status.code(), stdout.as_str()), (Some(0), ""), "{query:?}: {stderr}");
    }
}

#[test]
fn retrieve_bench_measures_the_dev_set() {
    let requests = "tests/retrieve-dev/requests.jsonl";
    let peer = crate::scratch("retrieve-peer").join("peer.jsonl");
    // A peer that ranks every request's expected tools first, but for the first request.
    let lines: Vec<String> = std::fs::read_to_string(root().join(requests))
        .unwrap()
        .lines()
        .enumerate()
        .map(|(i, l)| {
            let r: serde_json::Value = serde_json::from_str(l).unwrap();
            let ranked = if i == 0 { json!(["nothing"]) } else { r["expected"].clone() };
            json!({"id": r["id"], "ranked": ranked, "micros": 1000 + i}).to_string()
        })
        .collect();
    std::fs::write(&peer, lines.join("\n")).unwrap();
    let peer = peer.display().to_string();
    let args = ["retrieve-bench", "--tools-dir", DEV_TOOLS, "--requests", requests, "--peer", &peer];
    let output = xtask(&root(), &args, None);
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    // Latency is measured, not fixed: its line is checked apart.
    let (figures, latency): (Vec<&str>, Vec<&str>) = stdout.lines().partition(|l| !l.starts_with("median latency"));
    assert_eq!(latency.len(), 2, "{stdout}");
    // The peer reported 1000 + i µs for request i: its median is that of the middle request.
    let median = 1000.0 + (lines.len() - 1) as f64 / 2.0;
    assert!(latency[1].contains(&format!("peer {median:.1} µs")), "{stdout}");
    insta::assert_snapshot!(figures.join("\n").replace(&peer, "PEER"));
}

#[test]
fn retrieve_bench_refuses_a_bad_requests_file() {
    let file = crate::scratch("retrieve-bad").join("requests.jsonl");
    std::fs::write(
        &file,
        "{\"id\": \"a\", \"query\": \"x\", \"expected\": [\"get_note\"], \"kind\": \"terse\"}\n{\"id\": 2}\n",
    )
    .unwrap();
    let file = file.display().to_string();
    let output = xtask(&root(), &["retrieve-bench", "--tools-dir", DEV_TOOLS, "--requests", &file], None);
    let (_, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr.trim().replace(&file, "FILE"),
        "error: FILE:2: a request needs `id`, `query`, a non-empty `expected` list of names and `kind`"
    );
}

#[test]
fn retrieve_bench_shows_no_misses_of_the_held_out_set() {
    // The default requests are the held-out set: its misses are not for reading one by one.
    let output = xtask(&root(), &["retrieve-bench", "--misses"], None);
    let (stdout, stderr) = text(&output);
    assert_eq!((output.status.code(), stdout.as_str()), (Some(2), ""), "{stderr}");
    assert_eq!(
        stderr.lines().next(),
        Some("error: `--misses` needs `--requests FILE`: the default requests are the held-out set, not for reading one by one")
    );
    // Named, the dev set's misses are printed.
    let requests = "tests/retrieve-dev/requests.jsonl";
    let args = ["retrieve-bench", "--tools-dir", DEV_TOOLS, "--requests", requests, "--misses"];
    let output = xtask(&root(), &args, None);
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(stdout.lines().any(|l| l.starts_with("miss dev-")), "{stdout}");
}

#[test]
fn the_static_index_is_the_one_built_at_run_time() {
    let tools: Vec<_> = dev::TOOLS.to_vec();
    let built = build(&tools, &toolschema_retrieve::lexicons());
    assert_eq!(built, dev::RETRIEVAL_INDEX);
}

/// The inverted lexicons (`crates/retrieve/data/*.reach`) build the index their headwords
/// (`*.tsv`) build, on the dev catalogue.
#[test]
fn the_inverted_lexicons_build_the_same_index() {
    let data = root().join("crates/retrieve/data");
    let texts: Vec<(String, f64)> = toolschema_retrieve::LEXICON_FILES
        .iter()
        .map(|(tsv, _, c)| (std::fs::read_to_string(data.join(tsv)).unwrap(), *c))
        .collect();
    let parsed: Vec<toolschema_retrieve::Lexicon<'_>> =
        texts.iter().map(|(t, c)| toolschema_retrieve::Lexicon::parse(t, *c)).collect();
    let from_headwords = build(dev::TOOLS, &parsed.iter().collect::<Vec<_>>());
    let from_inverted = build(dev::TOOLS, &toolschema_retrieve::lexicons());
    assert!(from_headwords.bytes().len() > 10_000, "the lexicons reach the tools' words");
    assert!(from_headwords == from_inverted, "the inverted lexicons build another index");
}

#[test]
fn search_tools_answers_through_dispatch() {
    let ctx = dev::Context::default();
    let answer = dev::dispatch(&ctx, "search_tools", &json!({"query": "refund BK-90210", "limit": 2})).unwrap();
    insta::assert_snapshot!(serde_json::to_string_pretty(&answer).unwrap());
    let names = meta::names(&answer);
    assert_eq!(names.first().map(String::as_str), Some("refund_booking"));
    let result = meta::anthropic_tool_result("toolu_1", &answer);
    assert_eq!(result["content"][0], json!({"type": "tool_reference", "tool_name": "refund_booking"}));
    // A bad call is answered like any other tool's.
    let error = dev::dispatch(&ctx, "search_tools", &json!({"query": 5})).unwrap_err();
    assert_eq!(error.to_json()["error"], "invalid_arguments");
}

#[test]
fn deferred_tools_keep_the_search_tool_loaded() {
    let tools = meta::deferred_tools(dev::TOOLS, toolschema::Format::Anthropic, &["get_note"]).unwrap();
    let loaded: Vec<&str> =
        tools.iter().filter(|t| t.get("defer_loading").is_none()).map(|t| t["name"].as_str().unwrap()).collect();
    assert_eq!(loaded, ["get_note", "search_tools"]);
    assert!(tools.iter().all(|t| t.get("defer_loading").is_none_or(|d| d == true)));
}

fn any_query() -> impl Strategy<Value = String> {
    prop_oneof![
        ".*",
        "[a-z ]{0,40}",
        "[가-힣 ]{0,12}",
        proptest::collection::vec(any::<char>(), 0..64).prop_map(|c| c.into_iter().collect()),
        "(cancel|refund|note|pr|merj|BK-[0-9]{4}|#[0-9]+| |\u{0}|\u{7}){0,12}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, rng_seed: proptest::test_runner::RngSeed::Fixed(16), ..ProptestConfig::default() })]

    #[test]
    fn retrieval_is_deterministic_bounded_and_prefix_consistent(query in any_query(), k in 0usize..40) {
        let hits = dev::retrieve(&query, k);
        prop_assert!(hits.len() <= k);
        prop_assert_eq!(&hits, &dev::retrieve(&query, k));
        let longer = dev::retrieve(&query, k + 7);
        prop_assert_eq!(&hits[..], &longer[..hits.len()]);
        prop_assert!(hits.len() == k || hits.len() == longer.len());
        for pair in longer.windows(2) {
            prop_assert!(pair[0].score > pair[1].score || (pair[0].score == pair[1].score && pair[0].tool.name < pair[1].tool.name));
        }
        for h in &longer {
            prop_assert!(h.score > 0.0 && h.score <= 1.0);
        }
        let runtime: Vec<_> = dev::TOOLS.iter().map(|t| (*t).clone()).collect();
        let names = |hits: &[toolschema_retrieve::Hit<'_>]| hits.iter().map(|h| (h.tool.name.to_string(), h.score)).collect::<Vec<_>>();
        prop_assert_eq!(names(&Retriever::new(&runtime).retrieve(&query, k)).len() <= k, true);
        prop_assert_eq!(names(&dev::retriever().retrieve(&query, k)), names(&hits));
    }
}

#[test]
fn huge_and_hostile_queries_are_answered() {
    let megabyte = "cancel booking ".repeat(70_000);
    assert_eq!(dev::retrieve(&megabyte, 3)[0].tool.name, "cancel_booking");
    let noise: String = (0..1_000_000u32).map(|i| char::from_u32(i % 0x3000).unwrap_or('x')).collect();
    let _ = dev::retrieve(&noise, 3);
    assert!(dev::retrieve("\u{0}\u{1b}\r\n\u{7f}", 3).is_empty());
    // Control characters separate chunks and are no part of one: what is left of a colour
    // code (`31m`, the shape of `221B` in a street address) is read as the same text alone.
    assert_eq!(dev::retrieve("\u{0}\u{1b}[31m\r\n", 3), dev::retrieve("31m", 3));
}
