//! `graph [--tools-dir DIR | --package NAME] [--json]`: the tool graph of a tools crate, every
//! edge from a producer to the input of a consumer it supplies (see `toolschema::graph`).

use toolschema::serde_json::{json, Value};

use crate::locate::{tools_crate, Choice};
use crate::{catalogue, usage, Cli, Failure};

pub(crate) fn run(_cli: &Cli<'_>, args: &[String]) -> Result<(), Failure> {
    let mut choice = Choice::default();
    let mut as_json = false;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let value = || args.next().cloned().ok_or_else(|| usage(format!("`{arg}` needs a value")));
        if choice.take(arg, value)? {
            continue;
        }
        match arg.as_str() {
            "--json" => as_json = true,
            other => return Err(usage(format!("unknown argument `{other}` for `graph`"))),
        }
    }
    let catalogue = catalogue::load(&tools_crate(&choice)?, "graph")?;
    let edges = catalogue.graph.edges();
    if as_json {
        let edges: Vec<Value> =
            edges.iter().map(|e| json!({"from": e.from, "to": e.to, "param": e.param, "type": e.ty})).collect();
        let value = json!({ "edges": edges });
        outln!("{}", toolschema::serde_json::to_string_pretty(&value).expect("JSON values serialise"));
        return Ok(());
    }
    let width = |f: &dyn Fn(&toolschema::graph::Edge<'_>) -> usize| edges.iter().map(f).max().unwrap_or(0);
    let (from, to) = (width(&|e| e.from.len()), width(&|e| e.to.len() + 1 + e.param.len()));
    for edge in &edges {
        let input = format!("{}.{}", edge.to, edge.param);
        let path = catalogue
            .graph
            .inputs(edge.to)
            .iter()
            .find(|i| i.param == edge.param && i.ty == edge.ty)
            .and_then(|i| i.producers.iter().find(|p| p.tool == edge.from))
            .map_or("", |p| &p.path);
        outln!("{:from$}  ->  {input:to$}  {}  (from {path})", edge.from, edge.ty);
    }
    let tools = catalogue.graph.tools.len();
    outln!("{} edge{} between {tools} tool{}", edges.len(), crate::plural(edges.len()), crate::plural(tools));
    Ok(())
}
