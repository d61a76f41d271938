//! What a tool needs before it can be called: its required inputs that are not held, split
//! into those a producer may supply (chained) and those only the caller can give (missing).

use toolschema::graph::Input;
use toolschema::{Property, ToolSchema, Type};

/// What the caller holds: parameter names, input paths and type paths.
pub(crate) struct Have<'h> {
    names: Vec<&'h str>,
}

impl<'h> Have<'h> {
    pub(crate) fn new(names: &[&'h str]) -> Self {
        Have { names: names.to_vec() }
    }

    fn holds(&self, name: &str) -> bool {
        self.names.contains(&name)
    }

    /// An input is held by its path, its last name or its type.
    pub(crate) fn input(&self, input: &Input) -> bool {
        self.holds(&input.param) || self.holds(input.name()) || self.holds(&input.ty)
    }

    /// A plain value is held by its path or its last name.
    fn plain(&self, path: &str, name: &str) -> bool {
        self.holds(path) || self.holds(name)
    }
}

/// A tool's needs.
pub(crate) struct Needs<'a> {
    /// What calling it does to its environment, as its annotations declare.
    pub effect: Effect,
    /// Its required inputs that are not held, in the order of its parameters.
    pub inputs: Vec<Need<'a>>,
}

/// A required input that is not held.
pub(crate) enum Need<'a> {
    /// A producer may supply it.
    Chain(&'a Input),
    /// Nothing supplies it (its path).
    Ask(String),
}

impl<'a> Needs<'a> {
    /// The inputs a producer may supply.
    pub(crate) fn chained(&self) -> impl Iterator<Item = &'a Input> + '_ {
        self.inputs.iter().filter_map(|n| match n {
            Need::Chain(input) => Some(*input),
            Need::Ask(_) => None,
        })
    }
}

/// What a call does to its environment (MCP's `readOnlyHint`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Effect {
    /// Declared read-only: a plan calls it freely.
    ReadOnly,
    /// Not declared: a plan calls it when no read-only tool will do.
    Undeclared,
    /// Declared not read-only: a plan never calls it to supply an input, since what it
    /// changes is not the planner's to choose.
    Changes,
}

/// The needs of `tool`, whose graph inputs are `inputs`, the caller holding `have`.
pub(crate) fn needs<'a>(tool: &'a ToolSchema, inputs: &'a [Input], have: &Have<'_>) -> Needs<'a> {
    let effect = match tool.annotations.read_only {
        Some(true) => Effect::ReadOnly,
        Some(false) => Effect::Changes,
        None => Effect::Undeclared,
    };
    let mut needs = Needs { effect, inputs: Vec::new() };
    walk(&tool.params, "", inputs, have, &mut needs);
    needs
}

/// The required properties of one level (a tool's parameters, a struct's fields), `prefix`
/// being the path of the level (`request.`, `lines[*].`).
fn walk<'a>(props: &'a [Property], prefix: &str, inputs: &'a [Input], have: &Have<'_>, needs: &mut Needs<'a>) {
    for prop in props.iter().filter(|p| p.required) {
        let path = format!("{prefix}{}", prop.name);
        // The outermost type at the path: a newtype of a newtype is taken as written.
        if let Some(input) = inputs.iter().find(|i| i.param == path) {
            if have.input(input) {
                continue;
            }
            if !input.listed {
                needs.inputs.push(Need::Chain(input));
                continue;
            }
        }
        if have.plain(&path, &prop.name) {
            continue;
        }
        let inside = |sep: &str| {
            let below = format!("{path}{sep}");
            inputs.iter().any(|i| i.param.starts_with(&below)).then_some(below)
        };
        match &prop.schema.ty {
            Type::Object(object) => match inside(".") {
                Some(below) => walk(&object.properties, &below, inputs, have, needs),
                None => needs.inputs.push(Need::Ask(path)),
            },
            Type::Array { items, .. } => match (&items.ty, inside("[*].")) {
                (Type::Object(object), Some(below)) => walk(&object.properties, &below, inputs, have, needs),
                _ => needs.inputs.push(Need::Ask(path)),
            },
            _ => needs.inputs.push(Need::Ask(path)),
        }
    }
}
