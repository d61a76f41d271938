//! A plan as JSON: what `cargo toolschema plan --json` prints.

use toolschema::serde_json::{json, Value};

use crate::{Alternative, Plan, Step};

impl Plan<'_> {
    /// `{"goal", "steps": [{"tool", "supplies": [PARAM…], "choose"?: [PARAM…]}], "missing":
    /// [PARAM…], "alternatives": [{"steps", "missing"}]}`: `supplies` names the inputs of later
    /// steps a step's result supplies, `choose` (only when there are some) those of them the
    /// result holds a list of, one of which the model must choose.
    pub fn to_value(&self) -> Value {
        json!({
            "goal": self.goal,
            "steps": steps(&self.steps),
            "missing": self.missing,
            "alternatives": self.alternatives.iter().map(Alternative::to_value).collect::<Vec<_>>(),
        })
    }
}

impl Alternative<'_> {
    /// `{"steps", "missing"}`, as in [`Plan::to_value`].
    pub fn to_value(&self) -> Value {
        json!({"steps": steps(&self.steps), "missing": self.missing})
    }
}

fn steps(steps: &[Step<'_>]) -> Vec<Value> {
    steps
        .iter()
        .map(|step| {
            let supplies: Vec<&str> = step.supplies.iter().map(|s| s.param).collect();
            let choose: Vec<&str> = step.supplies.iter().filter(|s| s.many).map(|s| s.param).collect();
            let mut value = json!({"tool": step.tool, "supplies": supplies});
            if !choose.is_empty() {
                value["choose"] = json!(choose);
            }
            value
        })
        .collect()
}
