//! toolschema-plan: which calls supply a tool's required inputs, over a tools crate's
//! [`Graph`] (the generated `GRAPH`, see `toolschema::graph`) and its `TOOLS`.
//!
//! # Plans
//!
//! [`plan`] answers "what must run before `goal`, given what the caller holds": the shortest
//! sequence of calls that supplies every required input of the goal, the goal last.
//!
//! - The caller holds names: a parameter's name (`order_id`), the path of a field inside one
//!   (`request.order_id`), or a type's path from the crate root (`crate::orders::OrderId`).
//!   An input is held when its path, its last name or its type is held.
//! - Each required input of a tool (a parameter, or a required field of a struct parameter)
//!   that is not held is either *chained* or *missing*. It is chained when its type is one
//!   the graph links (an [`Input`]) whose values are not all listed by the schema (not a
//!   unit-only enum) and one of its producers can be used; a producer can be used unless one
//!   of its own inputs would need a value the plan is already looking for (the plan never
//!   loops: `get_order(OrderId) -> Order { customer_id }` is no way to an `OrderId`).
//!   Anything else is missing: plain values (`reason: String`), listed enums, inputs whose
//!   every producer loops. Missing inputs are what the caller (the model, the user) must give.
//! - A tool declared not read-only (`read_only: false` in its Annotations section, which
//!   `destructive` implies) is never called to supply an input: what it changes is not the
//!   planner's to choose (`create_order` is no way to the `OrderId` that `cancel_order`
//!   takes). Its edges stay in the graph.
//! - Of the usable producers of an input, the best is the one whose plan costs least,
//!   comparing in this order: the calls of tools not declared read-only (read-only producers
//!   first); the missing inputs that tools do produce, only not here (an id a person rarely
//!   knows: a plan that ends in asking for an email address beats one that ends in asking
//!   for an order's id); the other missing inputs; the values not in every result of their
//!   producer ([`Producer::maybe`]: a call that surely gives the value is worth one more
//!   call); the calls; the values picked from a list ([`Producer::many`]).
//!   Producers of equal cost tie: the plan takes the first by name and gives each other one
//!   as an alternative, a whole plan that differs at that one choice, never hiding it.
//! - A step whose value comes from a list is a choice the model must make ([`Supply::many`]:
//!   "which order?"), never the first item silently.
//! - A chain is at most [`MAX_DEPTH`] calls deep; an input further away is missing.
//!
//! # Prerequisites
//!
//! [`prerequisites`] are the tools an agent offers beside a tool so that a model can fill
//! its inputs when the caller holds nothing: the best producer of each input, every one of
//! them where several tie, and theirs in turn, nearest first. The codegen crate writes them
//! into `GRAPH` ([`toolschema::graph::Links::prerequisites`]), and retrieval gives them with
//! each result.

mod json;
mod needs;
mod search;
#[cfg(test)]
mod tests;

use std::fmt;

use toolschema::graph::{Graph, Input, Producer};
use toolschema::ToolSchema;

use crate::search::{Best, Planner};

/// How many calls deep a chain may go before the input at its end is missing.
pub const MAX_DEPTH: usize = 8;

/// A plan: the calls that supply the goal's inputs, in the order to make them, the goal last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan<'a> {
    /// The goal tool.
    pub goal: &'a str,
    /// The calls, producers before the tools they supply; the last is the goal.
    pub steps: Vec<Step<'a>>,
    /// The required inputs nothing supplies (paths, in step order): the caller must give them.
    pub missing: Vec<String>,
    /// Plans of the same cost that differ at one choice of producer, in the order of the
    /// choices; empty when nothing ties.
    pub alternatives: Vec<Alternative<'a>>,
}

/// Another plan of the same cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alternative<'a> {
    /// Its calls, as [`Plan::steps`].
    pub steps: Vec<Step<'a>>,
    /// What it leaves missing, as [`Plan::missing`].
    pub missing: Vec<String>,
}

/// One call of a plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step<'a> {
    /// The tool.
    pub tool: &'a str,
    /// The inputs of later steps its result supplies; empty for the goal.
    pub supplies: Vec<Supply<'a>>,
}

/// An input of a later step that a step's result supplies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Supply<'a> {
    /// The input ([`Input::param`]).
    pub param: &'a str,
    /// The tool that takes it.
    pub to: &'a str,
    /// Where the value is in the result ([`Producer::path`]).
    pub path: &'a str,
    /// The result holds a list of such values: the model must choose one.
    pub many: bool,
}

/// The goal names no tool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTool {
    /// The name asked for.
    pub name: String,
    /// The closest tool name, when one is near.
    pub suggestion: Option<String>,
}

impl fmt::Display for UnknownTool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "there is no tool `{}`", self.name)?;
        match &self.suggestion {
            Some(near) => write!(f, " (did you mean `{near}`?)"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for UnknownTool {}

/// The plan for `goal` over `tools` (a crate's `TOOLS`) and `graph` (its `GRAPH`), the caller
/// holding `have` (see the crate docs).
pub fn plan<'a>(
    tools: &[&'a ToolSchema],
    graph: &'a Graph,
    goal: &str,
    have: &[&str],
) -> Result<Plan<'a>, UnknownTool> {
    plan_with(Planner::new(tools, graph, have), tools, goal)
}

/// [`plan`] with `planner`.
fn plan_with<'a>(planner: Planner<'a, '_>, tools: &[&'a ToolSchema], goal: &str) -> Result<Plan<'a>, UnknownTool> {
    let Some(goal) = planner.tool(goal) else {
        let names = tools.iter().map(|t| t.name());
        let suggestion = toolschema::check::closest(goal, names).map(str::to_owned);
        return Err(UnknownTool { name: goal.to_owned(), suggestion });
    };
    let goal = goal.name();
    let main = planner.extract(goal, &[]);
    let mut alternatives: Vec<Alternative<'a>> = Vec::new();
    for (tie, producers) in main.ties.iter().enumerate() {
        for other in 1..*producers {
            let alt = planner.extract(goal, &[(tie, other)]);
            let alt = Alternative { steps: alt.steps, missing: alt.missing };
            let same_as_main = alt.steps == main.steps && alt.missing == main.missing;
            if !same_as_main && !alternatives.contains(&alt) && alternatives.len() < MAX_ALTERNATIVES {
                alternatives.push(alt);
            }
        }
    }
    Ok(Plan { goal, steps: main.steps, missing: main.missing, alternatives })
}

/// At most this many alternatives are given.
const MAX_ALTERNATIVES: usize = 16;

/// The prerequisites of `tool` (see the crate docs), nearest first; empty for a tool that
/// takes nothing another tool produces, or that `tools` does not have.
pub fn prerequisites<'a>(tools: &[&'a ToolSchema], graph: &'a Graph, tool: &str) -> Vec<&'a str> {
    prerequisites_in(&Planner::new(tools, graph, &[]), tool)
}

/// The [`prerequisites`] of each tool of `graph`, in its order: one search for all of them,
/// which a build script of thousands of tools needs (a search per tool would sort `tools`
/// once per tool, and find each input's producers again).
pub fn all_prerequisites<'a>(tools: &[&'a ToolSchema], graph: &'a Graph) -> Vec<Vec<&'a str>> {
    let planner = Planner::new(tools, graph, &[]);
    graph.tools.iter().map(|links| prerequisites_in(&planner, &links.tool)).collect()
}

/// [`prerequisites`] with `planner`'s memory of earlier searches (it holds nothing).
fn prerequisites_in<'a>(planner: &Planner<'a, '_>, tool: &str) -> Vec<&'a str> {
    let Some(start) = planner.tool(tool) else { return Vec::new() };
    let start = start.name();
    let mut found: Vec<&'a str> = Vec::new();
    let mut queue = std::collections::VecDeque::from([(start, Vec::new())]);
    while let Some((at, visiting)) = queue.pop_front() {
        let needs = planner.needs(at);
        for input in needs.chained() {
            let Best::Produced { producers, .. } = planner.best(input, &mut visiting.clone()) else { continue };
            let mut deeper: Vec<&'a str> = visiting.clone();
            deeper.push(&input.ty);
            for producer in producers {
                let name: &'a str = &producer.tool;
                if name != start && !found.contains(&name) {
                    found.push(name);
                    queue.push_back((name, deeper.clone()));
                }
            }
        }
    }
    found
}

/// Whether `name` means something to [`plan`]'s `have` over `tools` and `graph`: a parameter,
/// the path of an input, or the type of one.
pub fn is_known(tools: &[&ToolSchema], graph: &Graph, name: &str) -> bool {
    let input = |i: &Input| i.param == name || i.name() == name || i.ty == name;
    tools.iter().any(|t| t.params.iter().any(|p| p.name == name))
        || graph.tools.iter().any(|l| l.inputs.iter().any(input))
}

/// The producer of an input a step was chosen for.
pub(crate) fn supply<'a>(input: &'a Input, to: &'a str, producer: &'a Producer) -> Supply<'a> {
    Supply { param: &input.param, to, path: &producer.path, many: producer.many }
}
