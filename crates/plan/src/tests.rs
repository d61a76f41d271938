//! The search's memories change no answer: over random catalogues (types chained through
//! tools that take some and give others, loops and the depth limit included), every plan
//! and every tool's prerequisites are the same with the memories as with a search that works
//! everything out again each time, and `all_prerequisites` is `prerequisites` of each tool.

use std::borrow::Cow;

use toolschema::graph::{Graph, Input, Links, Producer};
use toolschema::{Annotations, Property, Returns, Schema, ToolSchema, Type};

use crate::search::Planner;
use crate::{all_prerequisites, plan_with, prerequisites, prerequisites_in};

/// A small deterministic generator (xorshift64*), so that a failing seed can be replayed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// A tool of a random catalogue: what it takes (`None` a plain value) and gives.
struct Spec {
    name: String,
    takes: Vec<Option<usize>>,
    gives: Vec<(usize, bool, bool)>,
    read_only: Option<bool>,
}

fn ty(t: usize) -> String {
    format!("crate::T{t}")
}

/// A catalogue of up to 12 tools over up to 12 types, as the codegen crate would derive it.
fn catalogue(rng: &mut Rng) -> (Vec<ToolSchema>, Graph) {
    let types = 2 + rng.below(11) as usize;
    let count = 2 + rng.below(11) as usize;
    let specs: Vec<Spec> = (0..count)
        .map(|i| {
            let takes: Vec<Option<usize>> =
                (0..rng.below(3)).map(|_| (!rng.chance(20)).then(|| rng.below(types as u64) as usize)).collect();
            let mut gives: Vec<(usize, bool, bool)> = Vec::new();
            for _ in 0..1 + rng.below(2) {
                let t = rng.below(types as u64) as usize;
                // A tool that takes a type does not produce it.
                if !takes.contains(&Some(t)) && !gives.iter().any(|g| g.0 == t) {
                    gives.push((t, rng.chance(30), rng.chance(30)));
                }
            }
            let read_only = [Some(true), Some(true), Some(false), None][rng.below(4) as usize];
            Spec { name: format!("tool_{i:02}"), takes, gives, read_only }
        })
        .collect();
    let tools = specs.iter().map(schema).collect();
    let mut links = Vec::new();
    for spec in &specs {
        let inputs: Vec<Input> = spec
            .takes
            .iter()
            .enumerate()
            .filter_map(|(j, taken)| {
                let t = (*taken)?;
                let producers: Vec<Producer> = specs
                    .iter()
                    .filter_map(|other| {
                        let &(_, many, maybe) = other.gives.iter().find(|g| g.0 == t)?;
                        Some(Producer { tool: other.name.clone().into(), path: "$".into(), many, maybe })
                    })
                    .collect();
                (!producers.is_empty()).then(|| Input {
                    param: format!("p{j}").into(),
                    ty: ty(t).into(),
                    listed: false,
                    producers: Cow::Owned(producers),
                })
            })
            .collect();
        let consumers: Vec<Cow<'static, str>> = specs
            .iter()
            .filter(|other| spec.gives.iter().any(|g| other.takes.contains(&Some(g.0))))
            .map(|other| other.name.clone().into())
            .collect();
        if !inputs.is_empty() || !consumers.is_empty() {
            links.push(Links {
                tool: spec.name.clone().into(),
                inputs: Cow::Owned(inputs),
                consumers: Cow::Owned(consumers),
                prerequisites: Cow::Owned(Vec::new()),
            });
        }
    }
    (tools, Graph { tools: Cow::Owned(links) })
}

fn schema(spec: &Spec) -> ToolSchema {
    let params: Vec<Property> = (0..spec.takes.len())
        .map(|j| Property {
            name: format!("p{j}").into(),
            rust_type: "String".into(),
            required: true,
            schema: Schema::of(Type::String),
        })
        .collect();
    ToolSchema {
        name: spec.name.clone().into(),
        summary: "A tool.".into(),
        description: "".into(),
        params: Cow::Owned(params),
        returns: Returns { rust_type: "()".into(), description: "".into(), schema: None, content: false },
        is_async: false,
        annotations: Annotations { read_only: spec.read_only, ..Annotations::NONE },
    }
}

#[test]
fn plans_and_prerequisites_are_the_same_without_the_searchs_memories() {
    let mut compared = 0;
    for seed in 1..=400u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (tools, graph) = catalogue(&mut rng);
        let tools: Vec<&ToolSchema> = tools.iter().collect();
        let names = ["p0", "p1", "crate::T0", "crate::T1"];
        let have: Vec<&str> = names.iter().copied().filter(|_| rng.chance(25)).collect();
        for goal in &tools {
            let remembered = plan_with(Planner::new(&tools, &graph, &have), &tools, goal.name());
            let forgotten = plan_with(Planner::new(&tools, &graph, &have).forgetful(), &tools, goal.name());
            assert_eq!(remembered, forgotten, "seed {seed}, goal {}, holding {have:?}", goal.name());
            let found = prerequisites(&tools, &graph, goal.name());
            let again = prerequisites_in(&Planner::new(&tools, &graph, &[]).forgetful(), goal.name());
            assert_eq!(found, again, "seed {seed}, prerequisites of {}", goal.name());
            compared += 1;
        }
        let all = all_prerequisites(&tools, &graph);
        let each: Vec<Vec<&str>> = graph.tools.iter().map(|l| prerequisites(&tools, &graph, &l.tool)).collect();
        assert_eq!(all, each, "seed {seed}");
    }
    assert!(compared > 1_000, "only {compared} goals compared");
}
