//! toolschema's side of the tool graph benchmark (`tests/graph/run.sh` runs it):
//!
//!     graph-bench run REQUESTS      one JSON line per request of REQUESTS (tests/graph/requests.jsonl):
//!                                   `{"id", "ranked", "offered", "plan", "alternatives", "missing"}`
//!     graph-bench edges             one JSON line per edge of GRAPH: `{"from", "to", "param", "type"}`
//!     graph-bench contracts         the IO contract rows graph-tool-call's PathSynthesizer reads,
//!                                   written mechanically from the types: `{TOOL: {"consumes", "produces"}}`
//!
//! `ranked` is the top 5 of the generated `retrieve`, `offered` those with their prerequisites
//! (each hit, then its prerequisites, without repeats); `plan` the tools of
//! `toolschema_plan::plan(goal, have)` in step order, `alternatives` those of its alternatives.

use std::collections::BTreeMap;
use std::process::ExitCode;

use graph_tools::{retrieve, GRAPH, TOOLS};
use toolschema::serde_json::{self, json, Value};
use toolschema::{Property, Schema, Type};

/// How many hits count: the needed set must be within these and their prerequisites.
const TOP: usize = 5;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["run", requests] => run(requests),
        ["edges"] => edges(),
        ["contracts"] => contracts(),
        _ => {
            eprintln!("usage: graph-bench run REQUESTS | edges | contracts");
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}

fn run(path: &str) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let request: Value = serde_json::from_str(line).expect("a request is a JSON object");
        let strings = |key: &str| -> Vec<String> {
            request[key].as_array().into_iter().flatten().filter_map(|v| v.as_str().map(str::to_owned)).collect()
        };
        let hits = retrieve(request["query"].as_str().unwrap_or_default(), TOP);
        let ranked: Vec<&str> = hits.iter().map(|h| h.tool.name()).collect();
        let mut offered: Vec<&str> = Vec::new();
        for hit in &hits {
            for name in std::iter::once(hit.tool.name()).chain(hit.prerequisites.iter().map(|p| &**p)) {
                if !offered.contains(&name) {
                    offered.push(name);
                }
            }
        }
        let have = strings("have");
        let have: Vec<&str> = have.iter().map(String::as_str).collect();
        let goal = request["goal"].as_str().unwrap_or_default();
        let (plan, alternatives, missing) = match toolschema_plan::plan(TOOLS, &GRAPH, goal, &have) {
            Ok(plan) => {
                let alternatives: Vec<Vec<&str>> = plan.alternatives.iter().map(|a| tools(&a.steps)).collect();
                (tools(&plan.steps), alternatives, plan.missing.clone())
            }
            Err(e) => panic!("{}: {e}", request["id"]),
        };
        let out = json!({
            "id": request["id"],
            "ranked": ranked,
            "offered": offered,
            "plan": plan,
            "alternatives": alternatives,
            "missing": missing,
        });
        println!("{out}");
    }
}

/// The tools of a plan's steps, in order.
fn tools<'a>(steps: &[toolschema_plan::Step<'a>]) -> Vec<&'a str> {
    steps.iter().map(|s| s.tool).collect()
}

fn edges() {
    for e in GRAPH.edges() {
        println!("{}", json!({"from": e.from, "to": e.to, "param": e.param, "type": e.ty}));
    }
}

/// graph-tool-call's `metadata.consumes` / `metadata.produces` of every tool, as a developer
/// writes them from the Rust signature without judgement: a `consumes` row per parameter
/// (`required` as the schema says) and a `produces` row per field of the result at any depth
/// (its JSON path, `[*]` for list items); each row's `semantic_tag` is the Rust type's name
/// when the crate defines it (`OrderId` of `id: OrderId`, `Option<OrderId>`, `Vec<OrderId>`),
/// so that graph-tool-call matches by type as well as by field name.
fn contracts() {
    let mut all = BTreeMap::new();
    for tool in TOOLS {
        let consumes: Vec<Value> = tool.params.iter().map(|p| row(p, None)).collect();
        let mut produces = Vec::new();
        if let Some(schema) = &tool.returns.schema {
            let root = strip(&tool.returns.rust_type);
            if let Some(tag) = crate_type(&root) {
                produces.push(
                    json!({"field_name": "result", "json_path": "$", "field_type": kind(schema), "semantic_tag": tag}),
                );
            }
            fields(schema, "$", &mut produces);
        }
        all.insert(tool.name(), json!({"consumes": consumes, "produces": produces}));
    }
    println!("{}", serde_json::to_string_pretty(&all).expect("JSON values serialise"));
}

/// The rows of the fields under `schema`, whose values are at `path`.
fn fields(schema: &Schema, path: &str, out: &mut Vec<Value>) {
    match &schema.ty {
        Type::Object(object) => {
            for p in object.properties.iter() {
                let at = format!("{path}.{}", p.name);
                out.push(row(p, Some(&at)));
                fields(&p.schema, &at, out);
            }
        }
        Type::Array { items, .. } => fields(items, &format!("{path}[*]"), out),
        _ => {}
    }
}

fn row(p: &Property, path: Option<&str>) -> Value {
    let mut row = json!({"field_name": p.name, "field_type": kind(&p.schema)});
    match path {
        Some(path) => row["json_path"] = json!(path),
        None => {
            row["required"] = json!(p.required);
            row["kind"] = json!("data");
        }
    }
    if let Some(tag) = crate_type(&strip(&p.rust_type)) {
        row["semantic_tag"] = json!(tag);
    }
    row
}

/// `OrderId` of `Option<OrderId>`, `Vec<OrderId>`, `Result<OrderId, String>`.
fn strip(rust_type: &str) -> String {
    let mut t = rust_type.replace(' ', "");
    for wrapper in ["Result<", "Option<", "Vec<", "Box<"] {
        while let Some(inner) = t.strip_prefix(wrapper) {
            let inner = inner.strip_suffix('>').unwrap_or(inner);
            // `Result<T, E>`: T.
            t = inner.split(',').next().unwrap_or(inner).to_owned();
        }
    }
    t
}

/// The type's name when the catalogue defines it (a capitalised name that is no std type).
fn crate_type(name: &str) -> Option<String> {
    let std = ["String", "Option", "Vec", "HashMap", "BTreeMap", "Box", "Result"];
    let plain = name.chars().all(|c| c.is_alphanumeric() || c == '_');
    (plain && name.starts_with(|c: char| c.is_ascii_uppercase()) && !std.contains(&name)).then(|| name.to_owned())
}

fn kind(schema: &Schema) -> &'static str {
    match schema.ty {
        Type::Boolean => "boolean",
        Type::Integer(_) => "integer",
        Type::Number(_) => "number",
        Type::String | Type::Char => "string",
        Type::Array { .. } | Type::Tuple(_) => "array",
        Type::Object(_) | Type::Map(_) => "object",
        _ => "any",
    }
}
