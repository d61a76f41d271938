//! The comparison: tools paired by name (or as a rename), then every rule at every depth.
//!
//! Each tool is compared on the model the generator built (`ToolSchema`), which knows more
//! than the JSON (the integer type behind a range, `Option`); findings point into the
//! JSON a model and a client see: the canonical form for parameters, `mcp` for the result
//! and the annotations.

mod containers;
mod effect;
mod hints;
mod node;
mod props;
mod shape;

use serde_json::Value;
use toolschema::{Format, ToolSchema};

use crate::finding::{Direction, Effect, Finding, Level};
use crate::path::{At, Step};
use crate::words;

pub use shape::same_shape;

/// Two versions of a tool (either may be missing).
#[derive(Clone, Copy, Debug)]
pub struct Pair<'a> {
    /// The tool at the base revision.
    pub old: Option<&'a ToolSchema>,
    /// The tool now.
    pub new: Option<&'a ToolSchema>,
}

impl Pair<'_> {
    /// The tool's name now (or before, when it was removed).
    pub fn name(&self) -> &str {
        self.new.or(self.old).map(|t| t.name.as_ref()).unwrap_or_default()
    }
}

/// Where a witness is looked for: the node of the old tool's input at `steps`, and the
/// `check_args` path that a refusal of it names.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    /// The steps from the old input's root.
    pub steps: Vec<Step>,
    /// The path of the change as `check_args` writes it.
    pub related: String,
}

/// A finding and where its witness is looked for.
#[derive(Clone, Debug)]
pub struct Found {
    /// The finding (no witness yet).
    pub finding: Finding,
    /// Where to look for a witness, for an input break.
    pub target: Option<Target>,
}

/// The tools of both sides, paired: the same name, or a removed and an added tool with the
/// same parameters and result (a rename). Sorted by the name now.
pub fn pairs<'a>(old: &'a [ToolSchema], new: &'a [ToolSchema]) -> Vec<Pair<'a>> {
    let mut out: Vec<Pair<'a>> = Vec::new();
    let mut added: Vec<&ToolSchema> = Vec::new();
    for tool in new {
        match old.iter().find(|o| o.name == tool.name) {
            Some(o) => out.push(Pair { old: Some(o), new: Some(tool) }),
            None => added.push(tool),
        }
    }
    for tool in old.iter().filter(|o| !new.iter().any(|n| n.name == o.name)) {
        let twin = added.iter().position(|n| same_tool_shape(tool, n));
        match twin {
            Some(i) => out.push(Pair { old: Some(tool), new: Some(added.remove(i)) }),
            None => out.push(Pair { old: Some(tool), new: None }),
        }
    }
    out.extend(added.into_iter().map(|n| Pair { old: None, new: Some(n) }));
    out.sort_by(|a, b| a.name().cmp(b.name()));
    out
}

fn same_tool_shape(a: &ToolSchema, b: &ToolSchema) -> bool {
    a.params.len() == b.params.len()
        && a.params
            .iter()
            .zip(b.params.iter())
            .all(|(x, y)| x.name == y.name && x.required == y.required && same_shape(&x.schema, &y.schema))
        && match (&a.returns.schema, &b.returns.schema) {
            (Some(x), Some(y)) => same_shape(x, y),
            (None, None) => true,
            _ => false,
        }
}

/// The renderings a finding's values are read from.
pub(crate) struct Docs {
    input: Value,
    output: Value,
}

impl Docs {
    fn of(tool: Option<&ToolSchema>) -> Docs {
        let render = |format| tool.and_then(|t| t.to_value(format).ok()).unwrap_or(Value::Null);
        Docs { input: render(Format::Anthropic), output: render(Format::Mcp) }
    }

    fn get(&self, direction: Direction, pointer: &str) -> Value {
        let doc = if direction == Direction::Output { &self.output } else { &self.input };
        doc.pointer(pointer).cloned().unwrap_or(Value::Null)
    }
}

/// Collects the findings of one tool.
pub(crate) struct Ctx {
    tool: String,
    old: Docs,
    new: Docs,
    out: Vec<Found>,
}

/// One change, before it is a [`Finding`].
pub(crate) struct Change<'a> {
    pub rule: &'static str,
    pub effect: Effect,
    pub direction: Direction,
    /// Where it is before and after (a removal has no after, an addition no before).
    pub old_at: Option<&'a At>,
    pub new_at: Option<&'a At>,
    /// The keyword the values are read from, under the nodes (`maximum`); `None` for the node.
    pub keyword: Option<&'a str>,
    pub message: String,
}

impl<'a> Change<'a> {
    /// A change of a node present on both sides.
    pub(crate) fn both(
        direction: Direction,
        (old_at, new_at): (&'a At, &'a At),
        rule: &'static str,
        effect: Effect,
        keyword: Option<&'a str>,
        message: String,
    ) -> Change<'a> {
        Change { rule, effect, direction, old_at: Some(old_at), new_at: Some(new_at), keyword, message }
    }
}

impl Ctx {
    /// Records `change`, reading its values from the renderings.
    fn add(&mut self, change: Change<'_>) -> &mut Found {
        let pointer_of = |at: Option<&At>| at.map(|at| change.keyword.map_or(at.pointer.clone(), |k| at.keyword(k)));
        let (old_ptr, new_ptr) = (pointer_of(change.old_at), pointer_of(change.new_at));
        let old = old_ptr.as_deref().map_or(Value::Null, |p| self.old.get(change.direction, p));
        let new = new_ptr.as_deref().map_or(Value::Null, |p| self.new.get(change.direction, p));
        self.push(
            change.rule,
            change.effect.level(change.direction),
            change.direction,
            new_ptr.or(old_ptr),
            change.message,
            old,
            new,
        );
        let level = self.out.last().map(|f| f.finding.level);
        if let (Some(Level::Breaking), Direction::Input, Some(at)) = (level, change.direction, change.old_at) {
            let related = crate::path::data_path(&at.steps);
            self.out.last_mut().expect("just pushed").target = Some(Target { steps: at.steps.clone(), related });
        }
        self.out.last_mut().expect("just pushed")
    }

    #[allow(clippy::too_many_arguments)]
    fn push(
        &mut self,
        rule: &'static str,
        level: Level,
        direction: Direction,
        path: Option<String>,
        message: String,
        old: Value,
        new: Value,
    ) {
        debug_assert!(crate::rules::known(rule), "{rule}");
        let finding = Finding {
            tool: self.tool.clone(),
            rule,
            level,
            direction,
            path: path.unwrap_or_default(),
            message,
            old,
            new,
            word_diff: None,
            witness: None,
            accepted: None,
        };
        self.out.push(Found { finding, target: None });
    }

    /// A description edit at `pointer`, as a word diff.
    fn description(&mut self, direction: Direction, pointer: String, what: &str, old: &str, new: &str) {
        if old == new {
            return;
        }
        let message = match (old.is_empty(), new.is_empty()) {
            (true, _) => format!("{what} gained a description"),
            (_, true) => format!("{what} lost its description"),
            _ => format!("{what}'s description changed"),
        };
        self.push("description-changed", Level::Docs, direction, Some(pointer), message, old.into(), new.into());
        self.out.last_mut().expect("just pushed").finding.word_diff = Some(words::diff(old, new));
    }
}

/// Every finding of one pair, in the order the walk meets them; input breaks carry the
/// place to look for their witness.
pub fn tool(pair: Pair<'_>) -> Vec<Found> {
    let mut ctx =
        Ctx { tool: pair.name().to_string(), old: Docs::of(pair.old), new: Docs::of(pair.new), out: Vec::new() };
    match (pair.old, pair.new) {
        (Some(old), None) => {
            let message = format!("the tool `{}` was removed", old.name);
            ctx.push(
                "tool-removed",
                Level::Breaking,
                Direction::Tool,
                Some("/name".into()),
                message,
                old.name.as_ref().into(),
                Value::Null,
            );
            ctx.out.last_mut().expect("just pushed").target =
                Some(Target { steps: Vec::new(), related: String::new() });
        }
        (None, Some(new)) => {
            let message = format!("the tool `{}` was added", new.name);
            ctx.push(
                "tool-added",
                Level::Compatible,
                Direction::Tool,
                Some("/name".into()),
                message,
                Value::Null,
                new.name.as_ref().into(),
            );
        }
        (Some(old), Some(new)) => both(&mut ctx, old, new),
        (None, None) => {}
    }
    ctx.out
}

fn both(ctx: &mut Ctx, old: &ToolSchema, new: &ToolSchema) {
    if old.name != new.name {
        let message = format!("the tool `{}` was renamed `{}`", old.name, new.name);
        ctx.push(
            "tool-renamed",
            Level::Breaking,
            Direction::Tool,
            Some("/name".into()),
            message,
            old.name.as_ref().into(),
            new.name.as_ref().into(),
        );
        ctx.out.last_mut().expect("just pushed").target = Some(Target { steps: Vec::new(), related: String::new() });
    }
    ctx.description(Direction::Tool, "/description".into(), "the tool", &old.description, &new.description);
    hints::compare(ctx, old, new);
    let root = At::root("/input_schema");
    props::params(ctx, &root, old, new);
    let returns = "/outputSchema/description".to_string();
    ctx.description(Direction::Output, returns, "the result", &old.returns.description, &new.returns.description);
    match (old.returns.schema.as_deref(), new.returns.schema.as_deref()) {
        (Some(o), Some(n)) => {
            let (old_at, new_at) = (output_root(o), output_root(n));
            node::compare(ctx, Direction::Output, (o, &old_at), (n, &new_at), node::Place::Result);
        }
        (None, Some(_)) => {
            let at = At::root("/outputSchema");
            let message = format!("the result of `{}` now has an output schema", new.name);
            ctx.add(Change {
                rule: "output-schema-added",
                effect: Effect::Fixed(Level::Compatible),
                direction: Direction::Output,
                old_at: None,
                new_at: Some(&at),
                keyword: None,
                message,
            });
        }
        (Some(_), None) => {
            let at = At::root("/outputSchema");
            let message = format!("the result of `{}` no longer has an output schema", new.name);
            ctx.add(Change {
                rule: "output-schema-removed",
                effect: Effect::Fixed(Level::Breaking),
                direction: Direction::Output,
                old_at: Some(&at),
                new_at: None,
                keyword: None,
                message,
            });
        }
        (None, None) => {}
    }
}

/// Where the result's schema sits in `outputSchema`: wrapped as `{"result": …}` unless it
/// is an object.
fn output_root(schema: &toolschema::Schema) -> At {
    if toolschema::render::output::wraps(schema) {
        At::root(&format!("/outputSchema/properties/{}", toolschema::render::output::RESULT_KEY))
    } else {
        At::root("/outputSchema")
    }
}
