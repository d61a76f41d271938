//! `tests/retrieval/requests.jsonl` is what its README says: well-formed lines, at least 240
//! requests, at least 30 of each kind, and every expected tool a tool of the catalogue.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

const KINDS: [&str; 6] = ["shares_words", "paraphrase", "typo", "terse", "korean", "names_value"];

struct Request {
    id: String,
    query: String,
    expected: Vec<String>,
    kind: String,
}

/// Every request, or every problem with the file, one line each.
fn load() -> Result<Vec<Request>, Vec<String>> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../retrieval/requests.jsonl");
    let text = std::fs::read_to_string(path).map_err(|e| vec![format!("cannot read {path}: {e}")])?;
    let (mut requests, mut problems) = (Vec::new(), Vec::new());
    for (n, line) in text.lines().enumerate() {
        let line_no = n + 1;
        match parse(line) {
            Ok(request) => requests.push(request),
            Err(why) => problems.push(format!("line {line_no}: {why}")),
        }
    }
    if problems.is_empty() {
        Ok(requests)
    } else {
        Err(problems)
    }
}

fn parse(line: &str) -> Result<Request, String> {
    let value: Value = serde_json::from_str(line).map_err(|e| e.to_string())?;
    let object = value.as_object().ok_or("not an object")?;
    let keys: Vec<&str> = object.keys().map(String::as_str).collect();
    if keys != ["expected", "id", "kind", "query"] {
        return Err(format!("keys {keys:?}, not id, query, expected and kind"));
    }
    let text = |key: &str| object[key].as_str().map(str::to_owned).ok_or(format!("`{key}` is not a string"));
    let expected = object["expected"].as_array().ok_or("`expected` is not an array")?;
    let expected = expected.iter().map(|e| e.as_str().map(str::to_owned).ok_or("a non-string tool name"));
    Ok(Request {
        id: text("id")?,
        query: text("query")?,
        expected: expected.collect::<Result<_, _>>()?,
        kind: text("kind")?,
    })
}

#[test]
fn every_line_is_a_request_whose_expected_tools_exist() {
    let requests = load().unwrap_or_else(|problems| panic!("{}", problems.join("\n")));
    let tools: BTreeSet<&str> = retrieval_tools::TOOLS.iter().map(|t| t.name()).collect();
    let mut problems = Vec::new();
    let (mut ids, mut queries) = (BTreeSet::new(), BTreeSet::new());
    for (n, r) in requests.iter().enumerate() {
        if r.id != format!("r{:03}", n + 1) {
            problems.push(format!("{}: ids run r001, r002, … in file order; expected r{:03}", r.id, n + 1));
        }
        if !ids.insert(&r.id) {
            problems.push(format!("{}: id repeated", r.id));
        }
        if r.query.trim().is_empty() || !queries.insert(&r.query) {
            problems.push(format!("{}: query empty or repeated: {:?}", r.id, r.query));
        }
        if !KINDS.contains(&r.kind.as_str()) {
            problems.push(format!("{}: unknown kind `{}`", r.id, r.kind));
        }
        let hangul = r.query.chars().any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c));
        if (r.kind == "korean") && !hangul {
            problems.push(format!("{}: a `korean` request without Hangul", r.id));
        }
        let distinct: BTreeSet<&String> = r.expected.iter().collect();
        if r.expected.is_empty() || distinct.len() != r.expected.len() {
            problems.push(format!("{}: `expected` empty or repeated", r.id));
        }
        for name in &r.expected {
            if !tools.contains(name.as_str()) {
                problems.push(format!("{}: `{name}` is no tool of retrieval-tools", r.id));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_benchmark_has_its_documented_size() {
    let requests = load().unwrap_or_else(|problems| panic!("{}", problems.join("\n")));
    let mut per_kind: BTreeMap<&str, usize> = KINDS.iter().map(|k| (*k, 0)).collect();
    for r in &requests {
        *per_kind.entry(r.kind.as_str()).or_default() += 1;
    }
    let expected_tools: BTreeSet<&str> = requests.iter().flat_map(|r| r.expected.iter().map(String::as_str)).collect();
    assert!(retrieval_tools::TOOLS.len() >= 150 && requests.len() >= 240);
    assert!(per_kind.values().all(|&n| n >= 30), "{per_kind:?}");
    let mut summary = format!(
        "{} tools, {} requests, {} tools expected by at least one request\n",
        retrieval_tools::TOOLS.len(),
        requests.len(),
        expected_tools.len()
    );
    for (kind, n) in &per_kind {
        summary += &format!("{kind}: {n}\n");
    }
    insta::assert_snapshot!(summary);
}
