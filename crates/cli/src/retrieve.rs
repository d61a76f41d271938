//! `retrieve "QUERY" [--k N] [--tools-dir DIR | --package NAME] [--json | --tool-reference]`: the
//! tools of a tools crate that best fit a query, with their scores and prerequisites, as
//! generated `retrieve` ranks them; `--tool-reference` prints them as the Anthropic
//! `tool_result` of a search tool.

use toolschema::serde_json::{json, Value};
use toolschema_retrieve::{meta, Retriever};

use crate::locate::{tools_crate, Choice};
use crate::{catalogue, usage, Cli, Failure};

struct Args {
    query: String,
    k: usize,
    tools: Choice,
    json: bool,
    tool_reference: bool,
}

fn parse(args: &[String]) -> Result<Args, Failure> {
    let mut query = None;
    let mut parsed = Args { query: String::new(), k: 5, tools: Choice::default(), json: false, tool_reference: false };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |flag: &str| args.next().cloned().ok_or_else(|| usage(format!("`{flag}` needs a value")));
        if parsed.tools.take(arg, || value(arg))? {
            continue;
        }
        match arg.as_str() {
            "--json" => parsed.json = true,
            "--tool-reference" => parsed.tool_reference = true,
            "--k" => {
                let k = value("--k")?;
                parsed.k = k.parse().map_err(|_| usage(format!("`--k` takes a whole number, not `{k}`")))?;
            }
            flag if flag.starts_with("--") => return Err(usage(format!("unknown argument `{flag}` for `retrieve`"))),
            text if query.is_none() => query = Some(text.to_owned()),
            extra => return Err(usage(format!("`retrieve` takes one query; `{extra}` is a second (quote the query)"))),
        }
    }
    parsed.query = query.ok_or_else(|| usage("`retrieve` needs a query".to_owned()))?;
    Ok(parsed)
}

pub(crate) fn run(_cli: &Cli<'_>, args: &[String]) -> Result<(), Failure> {
    let args = parse(args)?;
    let catalogue = catalogue::load(&tools_crate(&args.tools)?, "retrieve")?;
    let index = toolschema_retrieve::index_of(&catalogue.tools);
    let refs: Vec<_> = catalogue.tools.iter().collect();
    let retriever = Retriever::from_static(&index, &refs).with_graph(&catalogue.graph);
    let hits = retriever.retrieve(&args.query, args.k);
    if args.tool_reference {
        // What a search tool's `tool_result` is when the other tools were deferred.
        let result = meta::anthropic_tool_result("toolu_retrieve", &meta::matches(&hits));
        outln!("{}", toolschema::serde_json::to_string_pretty(&result).expect("JSON values serialise"));
    } else if args.json {
        let list: Vec<Value> = hits
            .iter()
            .map(|h| {
                let prerequisites: Vec<&str> = h.prerequisites.iter().map(|p| &**p).collect();
                json!({
                    "name": h.tool.name(),
                    "score": meta::rounded(h.score),
                    "summary": h.tool.summary(),
                    "prerequisites": prerequisites,
                })
            })
            .collect();
        outln!("{}", toolschema::serde_json::to_string_pretty(&list).expect("JSON values serialise"));
    } else {
        let width = hits.iter().map(|h| h.tool.name.len()).max().unwrap_or(0);
        for h in &hits {
            match h.prerequisites.is_empty() {
                true => outln!("{:width$}  {:.4}", h.tool.name(), h.score),
                false => {
                    let before: Vec<&str> = h.prerequisites.iter().map(|p| &**p).collect();
                    outln!("{:width$}  {:.4}  after {}", h.tool.name(), h.score, before.join(", "))
                }
            }
        }
    }
    Ok(())
}
