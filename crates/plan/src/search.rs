//! The search: the best producers of an input, by the cost of the plan under each, and the
//! plan extracted from them.
//!
//! A depth-first search that carries the types it is looking for (`visiting`): a producer one
//! of whose inputs is among them would loop, and cannot be used. An input's best producers
//! do not depend on where the search came from unless some producer below it was refused for
//! looping (or the depth ran out), so those that never were are remembered by type. The
//! others are remembered by type and the set of types being looked for, which decides them
//! (the set's size is the depth): a chain searched to the depth limit from both ends meets
//! the same sets again and again.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use toolschema::graph::{Graph, Input, Producer};
use toolschema::ToolSchema;

use crate::needs::{needs, Effect, Have, Need, Needs};
use crate::{supply, Step, MAX_DEPTH};

/// What a plan costs, compared field by field in this order (see the crate docs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Cost {
    /// Calls of tools not declared read-only.
    unsure: u32,
    /// Inputs left to the caller although tools produce them (only through a loop, or
    /// further than [`MAX_DEPTH`]): ids, which a person rarely knows, where a plain value
    /// (an email address, a name) is what a request says.
    unfound: u32,
    /// Other inputs left to the caller.
    missing: u32,
    /// Values not in every result of their producer: a call that surely gives the value is
    /// worth one more call.
    maybe: u32,
    calls: u32,
    many: u32,
}

impl std::ops::AddAssign for Cost {
    fn add_assign(&mut self, o: Cost) {
        self.unsure += o.unsure;
        self.unfound += o.unfound;
        self.missing += o.missing;
        self.calls += o.calls;
        self.maybe += o.maybe;
        self.many += o.many;
    }
}

/// How an input can be supplied.
#[derive(Clone, Debug)]
pub(crate) enum Best<'a> {
    /// Every way to it needs a value the search is already looking for.
    Loop,
    /// Nothing can supply it: the caller must.
    Missing,
    /// Its best producers, all of the same cost, in the graph's order (by name).
    Produced { cost: Cost, producers: Vec<&'a Producer> },
}

/// One search over a catalogue, for one set of held names.
pub(crate) struct Planner<'a, 'h> {
    tools: Vec<&'a ToolSchema>,
    graph: &'a Graph,
    have: Have<'h>,
    needs: RefCell<HashMap<&'a str, Rc<Needs<'a>>>>,
    /// The best producers of each type whose search never met a loop.
    settled: RefCell<HashMap<&'a str, Best<'a>>>,
    /// The best producers of the other types, by the types looked for (sorted).
    contextual: RefCell<HashMap<(&'a str, Vec<&'a str>), Best<'a>>>,
    /// Whether the two memories are used: the tests compare against a search without them.
    remember: bool,
}

/// A plan's calls and missing inputs, and at which inputs producers tied (in the order the
/// extraction met them: the number of tied producers of each).
pub(crate) struct Extracted<'a> {
    pub steps: Vec<Step<'a>>,
    pub missing: Vec<String>,
    pub ties: Vec<usize>,
}

impl<'a, 'h> Planner<'a, 'h> {
    pub(crate) fn new(tools: &[&'a ToolSchema], graph: &'a Graph, have: &[&'h str]) -> Self {
        let mut tools = tools.to_vec();
        // `TOOLS` is sorted already; a list assembled at run time may not be.
        if !tools.is_sorted_by(|a, b| a.name <= b.name) {
            tools.sort_by(|a, b| a.name.cmp(&b.name));
        }
        Planner {
            tools,
            graph,
            have: Have::new(have),
            needs: RefCell::default(),
            settled: RefCell::default(),
            contextual: RefCell::default(),
            remember: true,
        }
    }

    /// The same planner, searching everything again every time (for the tests).
    #[cfg(test)]
    pub(crate) fn forgetful(mut self) -> Self {
        self.remember = false;
        self
    }

    /// The tool called `name`.
    pub(crate) fn tool(&self, name: &str) -> Option<&'a ToolSchema> {
        let at = self.tools.binary_search_by(|t| (*t.name).cmp(name)).ok()?;
        Some(self.tools[at])
    }

    /// The needs of the tool `name` (none for a tool the catalogue does not have).
    pub(crate) fn needs(&self, name: &'a str) -> Rc<Needs<'a>> {
        if let Some(known) = self.needs.borrow().get(name) {
            return known.clone();
        }
        let found = match self.tool(name) {
            Some(tool) => needs(tool, self.graph.inputs(name), &self.have),
            None => Needs { effect: Effect::Changes, inputs: Vec::new() },
        };
        let found = Rc::new(found);
        self.needs.borrow_mut().insert(name, found.clone());
        found
    }

    /// The best way to supply `input`, the search looking for the types in `visiting`.
    pub(crate) fn best(&self, input: &'a Input, visiting: &mut Vec<&'a str>) -> Best<'a> {
        self.search(input, visiting).0
    }

    /// [`Planner::best`], and whether the answer depends on `visiting`.
    fn search(&self, input: &'a Input, visiting: &mut Vec<&'a str>) -> (Best<'a>, bool) {
        let ty: &'a str = &input.ty;
        if visiting.contains(&ty) {
            return (Best::Loop, true);
        }
        if let Some(known) = self.settled.borrow().get(ty).filter(|_| self.remember) {
            return (known.clone(), false);
        }
        if visiting.len() >= MAX_DEPTH {
            return (Best::Missing, true);
        }
        let mut looked_for = visiting.clone();
        looked_for.sort_unstable();
        let key = (ty, looked_for);
        if let Some(known) = self.contextual.borrow().get(&key).filter(|_| self.remember) {
            return (known.clone(), true);
        }
        visiting.push(ty);
        let mut contextual = false;
        let mut best: Option<(Cost, Vec<&'a Producer>)> = None;
        for producer in input.producers.iter() {
            let (cost, looped) = self.cost(producer, visiting);
            contextual |= looped;
            let Some(cost) = cost else { continue };
            match &mut best {
                Some((least, tied)) if cost == *least => tied.push(producer),
                Some((least, _)) if cost > *least => {}
                _ => best = Some((cost, vec![producer])),
            }
        }
        visiting.pop();
        let best = match best {
            Some((cost, producers)) => Best::Produced { cost, producers },
            None => Best::Missing,
        };
        match contextual {
            false => self.settled.borrow_mut().insert(ty, best.clone()),
            true => self.contextual.borrow_mut().insert(key, best.clone()),
        };
        (best, contextual)
    }

    /// What a plan through `producer` costs (`None`: it would loop), and whether the answer
    /// depends on `visiting`.
    fn cost(&self, producer: &'a Producer, visiting: &mut Vec<&'a str>) -> (Option<Cost>, bool) {
        let needs = self.needs(&producer.tool);
        if needs.effect == Effect::Changes {
            return (None, false);
        }
        let mut cost = Cost {
            unsure: u32::from(needs.effect == Effect::Undeclared),
            unfound: 0,
            missing: 0,
            calls: 1,
            maybe: u32::from(producer.maybe),
            many: u32::from(producer.many),
        };
        let mut contextual = false;
        for need in &needs.inputs {
            let input = match need {
                Need::Ask(_) => {
                    cost.missing += 1;
                    continue;
                }
                Need::Chain(input) => input,
            };
            let (best, looped) = self.search(input, visiting);
            contextual |= looped;
            match best {
                Best::Loop => return (None, contextual),
                Best::Missing => cost.unfound += 1,
                Best::Produced { cost: below, .. } => cost += below,
            }
        }
        (Some(cost), contextual)
    }

    /// The plan for `goal`, taking at the `n`th tie met the producer of each `(n, index)` of
    /// `choices` rather than the first.
    pub(crate) fn extract(&self, goal: &'a str, choices: &[(usize, usize)]) -> Extracted<'a> {
        let mut out = Extracted { steps: Vec::new(), missing: Vec::new(), ties: Vec::new() };
        self.extract_tool(goal, &mut Vec::new(), choices, &mut out);
        out.steps.push(Step { tool: goal, supplies: Vec::new() });
        out
    }

    fn extract_tool(
        &self,
        tool: &'a str,
        visiting: &mut Vec<&'a str>,
        choices: &[(usize, usize)],
        out: &mut Extracted<'a>,
    ) {
        let needs = self.needs(tool);
        // What this tool lacks comes after what its producers lack: missing inputs are
        // listed in the order of the steps.
        let mut lacks: Vec<String> = Vec::new();
        for need in &needs.inputs {
            let input = match need {
                Need::Ask(path) => {
                    lacks.push(path.clone());
                    continue;
                }
                Need::Chain(input) => *input,
            };
            let producers = match self.best(input, visiting) {
                Best::Produced { producers, .. } => producers,
                // A tool chosen for a plan has no input that loops; the goal none at all.
                Best::Missing | Best::Loop => {
                    lacks.push(input.param.to_string());
                    continue;
                }
            };
            let tie = out.ties.len();
            if producers.len() > 1 {
                out.ties.push(producers.len());
            }
            let pick = choices.iter().find(|(at, _)| *at == tie && producers.len() > 1).map_or(0, |(_, i)| *i);
            let producer = producers[pick.min(producers.len() - 1)];
            let supplied = supply(input, tool, producer);
            if let Some(step) = out.steps.iter_mut().find(|s| *s.tool == *producer.tool) {
                step.supplies.push(supplied);
                continue;
            }
            visiting.push(&input.ty);
            self.extract_tool(&producer.tool, visiting, choices, out);
            visiting.pop();
            out.steps.push(Step { tool: &producer.tool, supplies: vec![supplied] });
        }
        for path in lacks {
            if !out.missing.contains(&path) {
                out.missing.push(path);
            }
        }
    }
}
