//! `plan TOOL [--have NAME]... [--tools-dir DIR | --package NAME] [--json]`: the calls that
//! supply a tool's inputs, given what the caller holds (see `toolschema-plan`).

use toolschema_plan::{Plan, Step};

use crate::locate::{tools_crate, Choice};
use crate::{catalogue, usage, Cli, Failure};

pub(crate) fn run(_cli: &Cli<'_>, args: &[String]) -> Result<(), Failure> {
    let mut choice = Choice::default();
    let (mut goal, mut have, mut as_json) = (None, Vec::new(), false);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |flag: &str| args.next().cloned().ok_or_else(|| usage(format!("`{flag}` needs a value")));
        if choice.take(arg, || value(arg))? {
            continue;
        }
        match arg.as_str() {
            "--json" => as_json = true,
            "--have" => have.push(value("--have")?),
            flag if flag.starts_with("--") => return Err(usage(format!("unknown argument `{flag}` for `plan`"))),
            name if goal.is_none() => goal = Some(name.to_owned()),
            extra => return Err(usage(format!("`plan` takes one tool; `{extra}` is a second"))),
        }
    }
    let goal = goal.ok_or_else(|| usage("`plan` needs the tool to plan for".to_owned()))?;
    let catalogue = catalogue::load(&tools_crate(&choice)?, "plan")?;
    let tools: Vec<_> = catalogue.tools.iter().collect();
    for name in &have {
        if !toolschema_plan::is_known(&tools, &catalogue.graph, name) {
            eprintln!("warning: `--have {name}` names no parameter, input or type of the tools");
        }
    }
    let have: Vec<&str> = have.iter().map(String::as_str).collect();
    let plan = toolschema_plan::plan(&tools, &catalogue.graph, &goal, &have).map_err(|e| usage(e.to_string()))?;
    if as_json {
        outln!("{}", toolschema::serde_json::to_string_pretty(&plan.to_value()).expect("JSON values serialise"));
    } else {
        print_plan(&plan);
    }
    Ok(())
}

fn print_plan(plan: &Plan<'_>) {
    outln!("plan for `{}`:", plan.goal);
    print_steps(&plan.steps, plan.goal, "  ");
    print_missing(&plan.missing, "");
    for (i, alternative) in plan.alternatives.iter().enumerate() {
        outln!("alternative {}:", i + 1);
        print_steps(&alternative.steps, plan.goal, "  ");
        print_missing(&alternative.missing, "  ");
    }
}

fn print_steps(steps: &[Step<'_>], goal: &str, indent: &str) {
    let width = steps.iter().map(|s| s.tool.len()).max().unwrap_or(0);
    for (i, step) in steps.iter().enumerate() {
        let what: Vec<String> = step
            .supplies
            .iter()
            .map(|s| {
                let choose = if s.many { ", a list: choose one" } else { "" };
                format!("`{}` of `{}` (from {}{choose})", s.param, s.to, s.path)
            })
            .collect();
        let what = if step.tool == goal && what.is_empty() { "the goal".to_owned() } else { what.join("; ") };
        outln!("{indent}{}. {:width$}  {what}", i + 1, step.tool);
    }
}

fn print_missing(missing: &[String], indent: &str) {
    if !missing.is_empty() {
        let names: Vec<String> = missing.iter().map(|m| format!("`{m}`")).collect();
        outln!("{indent}missing (the caller must give): {}", names.join(", "));
    }
}
