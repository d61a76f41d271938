//! Where a change is: steps through a schema, written as a JSON Pointer into the rendering
//! and as the path `check_args` names in its problems.

/// One step from a schema node to a child.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A property of an object (a parameter at the root).
    Prop(String),
    /// The items of an array.
    Items,
    /// The item of a tuple at this index.
    Prefix(usize),
    /// The values of a map (`additionalProperties`).
    Additional,
    /// The branch of an `anyOf` at this index.
    AnyOf(usize),
}

/// A node: its steps from the root and its JSON Pointer.
#[derive(Clone, Debug)]
pub struct At {
    /// The steps from the root.
    pub steps: Vec<Step>,
    /// The JSON Pointer of the node in the tool's rendering.
    pub pointer: String,
}

impl At {
    /// The root, at `pointer`.
    pub fn root(pointer: &str) -> At {
        At { steps: Vec::new(), pointer: pointer.to_string() }
    }

    /// The child at `step`.
    pub fn child(&self, step: Step) -> At {
        let suffix = match &step {
            Step::Prop(name) => format!("/properties/{}", escape(name)),
            Step::Items => "/items".to_string(),
            Step::Prefix(i) => format!("/prefixItems/{i}"),
            Step::Additional => "/additionalProperties".to_string(),
            Step::AnyOf(i) => format!("/anyOf/{i}"),
        };
        let mut steps = self.steps.clone();
        steps.push(step);
        At { steps, pointer: format!("{}{suffix}", self.pointer) }
    }

    /// The pointer of `keyword` of this node.
    pub fn keyword(&self, keyword: &str) -> String {
        format!("{}/{keyword}", self.pointer)
    }
}

/// A name escaped for a JSON Pointer (RFC 6901: `~` as `~0`, `/` as `~1`).
pub fn escape(name: &str) -> String {
    name.replace('~', "~0").replace('/', "~1")
}

/// The path `check_args` gives a value at `steps` (`filters.status`, `items[0]`), with the
/// key `key` for a map's values and index 0 for an array's items, as the witness builds them.
pub fn data_path(steps: &[Step]) -> String {
    let mut out = String::new();
    for step in steps {
        match step {
            Step::Prop(name) => push_key(&mut out, name),
            Step::Additional => push_key(&mut out, crate::witness::MAP_KEY),
            Step::Items => out.push_str("[0]"),
            Step::Prefix(i) => out.push_str(&format!("[{i}]")),
            Step::AnyOf(_) => {}
        }
    }
    out
}

/// A value's place as a reader says it: `filters.status`, `messages[]` (every item),
/// `pair[1]`, `scores.*` (every value of a map), `limit|1` (the second `anyOf` branch).
pub fn human(steps: &[Step]) -> String {
    let mut out = String::new();
    for step in steps {
        match step {
            Step::Prop(name) if out.is_empty() => out.push_str(name),
            Step::Prop(name) => out.push_str(&format!(".{name}")),
            Step::Items => out.push_str("[]"),
            Step::Prefix(i) => out.push_str(&format!("[{i}]")),
            Step::Additional => out.push_str(".*"),
            Step::AnyOf(i) => out.push_str(&format!("|{i}")),
        }
    }
    out
}

fn push_key(out: &mut String, key: &str) {
    let plain = key.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !plain {
        out.push_str(&format!("[{}]", serde_json::Value::from(key)));
    } else if out.is_empty() {
        out.push_str(key);
    } else {
        out.push('.');
        out.push_str(key);
    }
}

/// Whether a problem at `problem` is about the value at `path` (the same value, one inside it,
/// or one holding it, as an `anyOf` that no branch matches is reported where it stands).
pub fn related(problem: &str, path: &str) -> bool {
    let inside = |outer: &str, inner: &str| {
        outer.is_empty()
            || inner == outer
            || (inner.starts_with(outer) && matches!(inner.as_bytes().get(outer.len()), Some(b'.' | b'[')))
    };
    inside(path, problem) || inside(problem, path)
}
