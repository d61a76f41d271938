//! The tool graph: which tool's result feeds which tool's argument, derived from the types
//! at build time and generated as the constant `GRAPH` beside `TOOLS`.
//!
//! An edge runs from a producer to a consumer through a type the tools crate defines (a
//! struct, an enum, a newtype such as `pub struct OrderId(String)`), keyed by its path from
//! the crate root (`crate::orders::OrderId`), when the type appears anywhere in the producer's
//! result and is the type of one of the consumer's required parameters, or of a required field
//! of a struct parameter. No edge runs through `String`, integers or any other type the crate
//! does not define, and a tool that takes a type does not produce it. The codegen crate
//! derives it (its `graph` module has the rules in full); `toolschema-plan` plans with it.
//!
//! Every type here can be built in `const` context, borrowing `'static` data, and owned when
//! built at run time, like the schema model.

use std::borrow::Cow;

pub use crate::model::Text;

use crate::model::List;

/// The graph of a tools crate: every tool that takes from another or gives to one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Graph {
    /// The tools with a link, sorted by name; a tool that neither takes from another tool nor
    /// gives to one is left out.
    pub tools: List<Links>,
}

/// What one tool takes from the other tools and gives to them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Links {
    /// The tool's name.
    pub tool: Text,
    /// Its required inputs of a type the crate defines that some other tool produces, sorted
    /// by [`Input::param`], each with its producers.
    pub inputs: List<Input>,
    /// The tools that take something this one produces, sorted by name.
    pub consumers: List<Text>,
    /// The tools an agent offers with this one so that a model can fill its required inputs:
    /// for each input the best producer (read-only first, then the fewest values nobody
    /// supplies, the fewest calls), every one of them where several tie, and theirs in turn,
    /// nearest first. What `toolschema_retrieve` gives each result.
    pub prerequisites: List<Text>,
}

/// A required input of a consumer: a parameter, or a required field of a struct parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// The parameter's name, or the path to a field inside it in the names a model sends,
    /// dot-separated (`request.order_id`; `[*]` for the items of a list: `lines[*].sku`).
    pub param: Text,
    /// The type's path from the crate root (`crate::orders::OrderId`).
    pub ty: Text,
    /// The type is an enum of unit variants only, whose values the schema lists: a model fills
    /// it from the request, so plans and prerequisites never call a tool for it.
    pub listed: bool,
    /// The tools whose result holds a value of the type, sorted by name.
    pub producers: List<Producer>,
}

/// A tool whose result holds a value of some type, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Producer {
    /// The tool's name.
    pub tool: Text,
    /// Where the value is in the result, in the names the result is written with (`$` the
    /// whole result, `$[*].id` the `id` of each item of a list, `$.orders[*].id`, `$.by_sku.*`
    /// the values of a map); of several places, the first by ([`Producer::maybe`],
    /// [`Producer::many`], depth).
    pub path: Text,
    /// The value is in a list (or a set, or a map's values): the model must choose one.
    pub many: bool,
    /// The value is not in every result: it is behind an `Option` inside the result (not
    /// the result's own `Option`, a lookup that may find nothing), a field that may be left
    /// out, or one of several variants of an enum.
    pub maybe: bool,
}

/// One edge: `from` produces what `to` takes as `param`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Edge<'a> {
    /// The producer.
    pub from: &'a str,
    /// The consumer.
    pub to: &'a str,
    /// The consumer's input ([`Input::param`]).
    pub param: &'a str,
    /// The type's path from the crate root.
    pub ty: &'a str,
}

impl Graph {
    /// A graph without a link.
    pub const EMPTY: Graph = Graph { tools: Cow::Borrowed(&[]) };

    /// The graph of `tools`, sorted by name (what generated code writes).
    pub const fn new(tools: &'static [Links]) -> Graph {
        Graph { tools: Cow::Borrowed(tools) }
    }

    /// The links of the tool `name`; `None` when it has none.
    pub fn links(&self, name: &str) -> Option<&Links> {
        let at = self.tools.binary_search_by(|l| (*l.tool).cmp(name)).ok()?;
        self.tools.get(at)
    }

    /// The producers of each of the tool's inputs; empty when it has none.
    pub fn inputs(&self, name: &str) -> &[Input] {
        self.links(name).map_or(&[], |l| &l.inputs)
    }

    /// The tool's prerequisites ([`Links::prerequisites`]); empty when it has none.
    pub fn prerequisites(&self, name: &str) -> &[Text] {
        self.links(name).map_or(&[], |l| &l.prerequisites)
    }

    /// Every edge, sorted by producer, consumer, input and type.
    pub fn edges(&self) -> Vec<Edge<'_>> {
        let mut edges: Vec<Edge<'_>> = self
            .tools
            .iter()
            .flat_map(|links| {
                links.inputs.iter().flat_map(move |input| {
                    input.producers.iter().map(move |p| Edge {
                        from: &p.tool,
                        to: &links.tool,
                        param: &input.param,
                        ty: &input.ty,
                    })
                })
            })
            .collect();
        edges.sort_unstable();
        edges
    }
}

impl Links {
    /// A tool's links, borrowing `'static` data (what generated code writes).
    pub const fn new(
        tool: &'static str,
        inputs: &'static [Input],
        consumers: &'static [Text],
        prerequisites: &'static [Text],
    ) -> Links {
        Links {
            tool: Cow::Borrowed(tool),
            inputs: Cow::Borrowed(inputs),
            consumers: Cow::Borrowed(consumers),
            prerequisites: Cow::Borrowed(prerequisites),
        }
    }
}

impl Input {
    /// An input, borrowing `'static` data (what generated code writes).
    pub const fn new(param: &'static str, ty: &'static str, listed: bool, producers: &'static [Producer]) -> Input {
        Input { param: Cow::Borrowed(param), ty: Cow::Borrowed(ty), listed, producers: Cow::Borrowed(producers) }
    }

    /// The last name of [`Input::param`] (`order_id` of `request.order_id`).
    pub fn name(&self) -> &str {
        self.param.rsplit('.').next().unwrap_or(&self.param)
    }
}

impl Producer {
    /// A producer, borrowing `'static` data (what generated code writes).
    pub const fn new(tool: &'static str, path: &'static str, many: bool, maybe: bool) -> Producer {
        Producer { tool: Cow::Borrowed(tool), path: Cow::Borrowed(path), many, maybe }
    }
}

/// A name, borrowing `'static` data (what generated code writes in lists of names).
pub const fn name(text: &'static str) -> Text {
    Cow::Borrowed(text)
}
