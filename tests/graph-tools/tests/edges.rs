//! The generated `GRAPH` against the edges labelled by hand in `tests/graph/edges.txt`:
//! precision and recall must both be 1.

use std::collections::BTreeSet;

type Edge = (String, String, String, String);

/// The labelled edges: every producer of a type to every input of it.
fn labelled() -> BTreeSet<Edge> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../graph/edges.txt")).unwrap();
    let mut edges = BTreeSet::new();
    let mut ty = String::new();
    let mut producers: Vec<String> = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        if !line.starts_with(' ') {
            ty = line.trim().to_owned();
        } else if let Some(list) = line.trim().strip_prefix("producers:") {
            producers = list.split_whitespace().map(str::to_owned).collect();
        } else if let Some(list) = line.trim().strip_prefix("inputs:") {
            for input in list.split_whitespace() {
                let (to, param) = input.split_once('.').unwrap();
                for from in &producers {
                    edges.insert((from.clone(), to.to_owned(), param.to_owned(), ty.clone()));
                }
            }
        } else {
            panic!("unexpected line `{line}`");
        }
    }
    edges
}

#[test]
fn the_generated_edges_are_exactly_the_labelled_ones() {
    let generated: BTreeSet<Edge> = graph_tools::GRAPH
        .edges()
        .iter()
        .map(|e| (e.from.to_owned(), e.to.to_owned(), e.param.to_owned(), e.ty.to_owned()))
        .collect();
    let labelled = labelled();
    let wrong: Vec<&Edge> = generated.difference(&labelled).collect();
    let missed: Vec<&Edge> = labelled.difference(&generated).collect();
    assert!(wrong.is_empty() && missed.is_empty(), "not labelled: {wrong:#?}\nnot generated: {missed:#?}");
    assert_eq!(generated.len(), 532);
}
