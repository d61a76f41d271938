//! The tool graph (`toolschema::graph`), derived from the resolved types of the tools.
//!
//! # The edge rule
//!
//! An edge runs from a producer `P` to a consumer `C` through a type `K` the tools crate
//! defines (a struct or an enum, generic ones aside; a newtype such as `struct OrderId(String)`
//! is one), keyed by its path from the crate root, exactly when:
//!
//! - `K` appears in `P`'s result (of `T` for `Result<T, E>`) at any depth, as serde writes it:
//!   the result itself, a field (fields skipped when serialising are not written, flattened
//!   ones are written in their parent's place), a variant's field, an item of a `Vec`, a
//!   slice, an array, a set or a tuple, a map's key or value, inside `Option`, `Box`, `Arc`,
//!   `Rc` or `Cow`, or a generic type of the crate with its type parameters bound
//!   (`Page<Order>` holds `Order`);
//! - `K` is the type of one of `C`'s required parameters (neither an `Option` nor defaulted;
//!   context parameters are none), or of a required field of a struct parameter (not an
//!   `Option`, no serde `default`, not skipped when deserialising; flattened fields at their
//!   parent's level), at any depth through structs; a `Vec`, slice, array, set, map value,
//!   `Box`, `Arc`, `Rc` or `&` of `K` counts as `K` (`ids: Vec<OrderId>` takes `OrderId`s).
//!   The input is named by the parameter, or the path to the field in the names a model
//!   sends (`request.order_id`; `lines[*].sku` through a list). An enum's variants are
//!   alternatives, so no field inside one is required;
//! - and `P` does not take `K`: no parameter of `P` (required or not, at any depth, variants
//!   included) can hold a `K`. A tool that takes a type relays it; it does not produce it.
//!
//! Nothing else makes an edge: no `String`, integer, `bool` or other type the crate does not
//! define, whatever the names say, and no name, verb or description. Edges are sorted and
//! the same on every run.

mod emit;
mod lint;
mod walk;

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet, HashMap};

use toolschema::graph::{Graph, Input, Links, Producer};
use toolschema::lower::ParamPlan;
use toolschema::types::TypeDefs;
use toolschema::ToolSchema;

pub(crate) use emit::rust;

use crate::emit::Tool;
use crate::scan::{unraw, Scan, TypeItem};
use crate::FileDiagnostic;
use walk::{Place, Types};

/// The graph of `tools` (sorted by name), and, when `lint` is on, the lint's warnings.
pub(crate) fn derive(tools: &[Tool<'_>], scan: &Scan, defs: &TypeDefs, lint: bool) -> (Graph, Vec<FileDiagnostic>) {
    let generics = generics(scan);
    let types = Types { defs, generics: &generics };
    let warnings = if lint { lint::primitive_ids(tools, &types, &scan.files) } else { Vec::new() };

    // What each tool produces (the first place of each type, by maybe, many, depth, path)
    // and requires.
    let mut producers: BTreeMap<String, Vec<Producer>> = BTreeMap::new();
    let mut slots = Vec::with_capacity(tools.len());
    for tool in tools {
        let mut taken = BTreeSet::new();
        let mut required = Vec::new();
        for (param, plan) in tool.source.params.iter().zip(&tool.lowered.plans) {
            let ParamPlan::Argument { optional, defaulted } = plan else { continue };
            types.taken(&param.ty, &mut taken);
            if !optional && !defaulted {
                required.extend(types.slots(&param.name, &param.ty));
            }
        }
        slots.push(required);
        let Some(returns) = &tool.source.returns_ty else { continue };
        let mut first: BTreeMap<String, Place> = BTreeMap::new();
        for place in types.produced(returns).into_iter().filter(|p| !taken.contains(&p.ty)) {
            let rank = |p: &Place| (p.maybe, p.many, p.depth, p.path.clone());
            match first.get(&place.ty) {
                Some(known) if rank(known) <= rank(&place) => {}
                _ => {
                    first.insert(place.ty.clone(), place);
                }
            }
        }
        for (ty, place) in first {
            let producer = Producer {
                tool: tool.source.name.clone().into(),
                path: place.path.into(),
                many: place.many,
                maybe: place.maybe,
            };
            producers.entry(ty).or_default().push(producer);
        }
    }

    let mut inputs: Vec<Vec<Input>> = Vec::with_capacity(tools.len());
    let mut consumers: HashMap<&str, BTreeSet<&str>> = HashMap::new();
    for (tool, required) in tools.iter().zip(slots) {
        let mut linked = Vec::new();
        for slot in required {
            let Some(made) = producers.get(&slot.ty) else { continue };
            for producer in made {
                consumers.entry(&producer.tool).or_default().insert(&tool.source.name);
            }
            linked.push(Input {
                param: slot.param.into(),
                ty: slot.ty.into(),
                listed: slot.listed,
                producers: Cow::Owned(made.clone()),
            });
        }
        inputs.push(linked);
    }

    let mut links = Vec::new();
    for (tool, inputs) in tools.iter().zip(inputs) {
        let name = tool.source.name.as_str();
        let consumers: Vec<_> = consumers.get(name).into_iter().flatten().map(|c| Cow::Owned(c.to_string())).collect();
        if inputs.is_empty() && consumers.is_empty() {
            continue;
        }
        links.push(Links {
            tool: name.to_owned().into(),
            inputs: inputs.into(),
            consumers: consumers.into(),
            prerequisites: Cow::Owned(Vec::new()),
        });
    }
    let mut graph = Graph { tools: links.into() };
    let schemas: Vec<&ToolSchema> = tools.iter().map(|t| &t.lowered.schema).collect();
    let prerequisites: Vec<Vec<String>> = toolschema_plan::all_prerequisites(&schemas, &graph)
        .into_iter()
        .map(|found| found.into_iter().map(str::to_owned).collect())
        .collect();
    for (links, found) in graph.tools.to_mut().iter_mut().zip(prerequisites) {
        links.prerequisites = found.into_iter().map(Cow::Owned).collect::<Vec<_>>().into();
    }
    (graph, warnings)
}

/// The type parameters of each generic struct and enum, by path.
fn generics(scan: &Scan) -> HashMap<String, Vec<String>> {
    let mut found = HashMap::new();
    for ty in &scan.types {
        let (ident, generics) = match &ty.item {
            TypeItem::Struct(s) => (&s.ident, &s.generics),
            TypeItem::Enum(e) => (&e.ident, &e.generics),
        };
        let params: Vec<String> = generics.type_params().map(|p| unraw(&p.ident)).collect();
        if params.is_empty() {
            continue;
        }
        let path = std::iter::once("crate".to_owned()).chain(ty.module.iter().cloned()).chain([unraw(ident)]);
        found.insert(path.collect::<Vec<_>>().join("::"), params);
    }
    found
}
