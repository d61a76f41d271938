//! Witnesses: for an input break, a call the old tool accepts and the new one refuses.
//!
//! Candidate values of the old schema at the change (bounds, every `enum` value, every
//! branch, repeated items, an extra key…) are put into the smallest call the old tool takes;
//! the first that a JSON Schema validator passes against the old `input_schema`, that
//! `check_args` passes on the old tool, and that `check_args` refuses on the new one is the
//! witness, preferring a refusal at the changed value itself.

use serde_json::{json, Map, Value};
use toolschema::{check_args, Additional, FloatType, Property, Schema, ToolSchema, Type};

use crate::compare::Target;
use crate::path::{related, Step};

/// The key a witness writes into a map.
pub const MAP_KEY: &str = "key";
/// The key of a map with integer keys in a witness: every integer type reads it.
pub const INT_KEY: &str = "0";

/// A call that shows a change breaks: accepted before, refused after.
#[derive(Clone, Debug, PartialEq)]
pub struct Witness {
    /// The tool called (the old name).
    pub tool: String,
    /// The arguments.
    pub arguments: Value,
    /// The code of the refusal (`missing_argument`, `unknown_tool`).
    pub code: String,
    /// Where the refusal points (`check_args`'s path), empty for the call as a whole.
    pub at: String,
    /// The refusal's message.
    pub message: String,
}

impl Witness {
    /// The witness as the JSON report lists it.
    pub fn to_json(&self) -> Value {
        json!({"tool": self.tool, "arguments": self.arguments, "code": self.code, "at": self.at, "message": self.message})
    }
}

/// A JSON Schema validator of a tool's canonical `input_schema`.
pub fn validator(tool: &ToolSchema) -> Option<jsonschema::Validator> {
    jsonschema::validator_for(&tool.to_json()["input_schema"]).ok()
}

/// Whether the old tool accepts `arguments`: its JSON Schema and its `check_args` both.
pub fn old_accepts(old: &ToolSchema, validator: &jsonschema::Validator, arguments: &Value) -> bool {
    validator.is_valid(arguments) && check_args(old, arguments).is_ok()
}

/// A witness for the change at `target`, or `None` when no candidate shows one. `new` is
/// `None` when the tool is gone (or renamed): any call it accepted is now `unknown_tool`.
pub fn find(
    old: &ToolSchema,
    new: Option<&ToolSchema>,
    target: &Target,
    validator: &jsonschema::Validator,
) -> Option<Witness> {
    let root = root_schema(old);
    let Some(new) = new.filter(|n| n.name == old.name) else {
        let arguments = minimal(&root);
        return old_accepts(old, validator, &arguments).then(|| Witness {
            tool: old.name.to_string(),
            message: format!("there is no tool `{}`", old.name),
            arguments,
            code: "unknown_tool".into(),
            at: String::new(),
        });
    };
    let node = at(&root, &target.steps)?;
    let mut fallback = None;
    for candidate in candidates(node) {
        let arguments = embed(&root, &target.steps, candidate);
        if !old_accepts(old, validator, &arguments) {
            continue;
        }
        let Err(problems) = check_args(new, &arguments) else { continue };
        let problem = problems.listed.iter().find(|p| related(&p.path, &target.related));
        let witness = |p: &toolschema::ArgProblem| Witness {
            tool: old.name.to_string(),
            arguments: arguments.clone(),
            code: p.code.as_str().to_string(),
            at: p.path.clone(),
            message: p.message.clone(),
        };
        match problem {
            Some(p) => return Some(witness(p)),
            None if fallback.is_none() => fallback = problems.listed.first().map(witness),
            None => {}
        }
    }
    fallback
}

/// A tool's parameters as one closed object.
fn root_schema(tool: &ToolSchema) -> Schema {
    let object = toolschema::Object { properties: tool.params.clone(), additional: Additional::Denied };
    Schema::of(Type::Object(object))
}

/// The node at `steps` under `schema`.
fn at<'a>(schema: &'a Schema, steps: &[Step]) -> Option<&'a Schema> {
    let Some((step, rest)) = steps.split_first() else { return Some(schema) };
    let child: &Schema = match (step, &schema.ty) {
        (Step::Prop(name), Type::Object(o)) => &o.properties.iter().find(|p| p.name == *name)?.schema,
        (Step::Items, Type::Array { items, .. }) => items,
        (Step::Prefix(i), Type::Tuple(items)) => items.get(*i)?,
        (Step::Additional, Type::Map(values) | Type::IntMap(_, values)) => values,
        (Step::Additional, Type::Object(toolschema::Object { additional: Additional::Schema(values), .. })) => values,
        (Step::AnyOf(i), Type::AnyOf(branches)) => branches.get(*i)?,
        _ => return None,
    };
    at(child, rest)
}

/// The smallest value of `schema` with `leaf` at `steps`.
fn embed(schema: &Schema, steps: &[Step], leaf: Value) -> Value {
    let Some((step, rest)) = steps.split_first() else { return leaf };
    let Some(child) = at(schema, std::slice::from_ref(step)) else { return minimal(schema) };
    let inner = embed(child, rest, leaf);
    match (step, &schema.ty) {
        (Step::Prop(name), Type::Object(o)) => {
            let mut map = required_fields(&o.properties);
            map.insert(name.clone(), inner);
            Value::Object(map)
        }
        (Step::Items, Type::Array { len, unique, .. }) => {
            // A fixed length is filled with other values of the items (distinct ones for a set).
            let extra = len.unwrap_or(1).saturating_sub(1) as usize;
            let mut others: Vec<Value> = candidates(child).into_iter().filter(|c| *c != inner).take(extra).collect();
            while !unique && others.len() < extra {
                others.push(inner.clone());
            }
            let mut items = vec![inner];
            items.extend(others);
            Value::Array(items)
        }
        (Step::Prefix(i), Type::Tuple(items)) => Value::Array(
            items.iter().enumerate().map(|(j, s)| if j == *i { inner.clone() } else { minimal(s) }).collect(),
        ),
        (Step::Additional, Type::Object(o)) => {
            let mut map = required_fields(&o.properties);
            map.insert(MAP_KEY.into(), inner);
            Value::Object(map)
        }
        (Step::Additional, Type::IntMap(..)) => json!({ INT_KEY: inner }),
        (Step::Additional, _) => json!({ MAP_KEY: inner }),
        _ => inner,
    }
}

fn required_fields(properties: &[Property]) -> Map<String, Value> {
    properties.iter().filter(|p| p.required).map(|p| (p.name.to_string(), minimal(&p.schema))).collect()
}

/// The smallest value of `schema`: only required fields, no items, the first `enum` value.
pub fn minimal(schema: &Schema) -> Value {
    candidates(schema).into_iter().next().unwrap_or(Value::Null)
}

/// Values of `schema`, the smallest first: every `enum` value; a type's bounds and the
/// edges of the narrower types; an array with none, one and repeated items; an object with
/// its required fields, with all, with an extra key; a value of every branch.
pub fn candidates(schema: &Schema) -> Vec<Value> {
    if let Some(values) = &schema.enum_values {
        return values.iter().map(|v| v.to_value()).collect();
    }
    let mut out = match &schema.ty {
        Type::Any => vec![json!(0), json!("text"), json!(true), json!(1.5), json!([1]), json!({"k": 1}), Value::Null],
        Type::Null => vec![Value::Null],
        Type::Boolean => vec![json!(true), json!(false)],
        Type::Integer(int) => integers(int.min(), int.max()),
        Type::Number(float) => {
            let mut n = vec![json!(0.5), json!(-1.5), json!(3)];
            if *float == FloatType::F64 {
                n.push(json!(1e300));
            }
            n
        }
        Type::String => vec![json!("text"), json!(""), json!("two words")],
        Type::Char => vec![json!("a"), json!("b"), json!("é")],
        Type::Array { items, unique, len } => arrays(items, *unique, *len),
        Type::Tuple(items) => vec![Value::Array(items.iter().map(minimal).collect())],
        Type::Map(values) => vec![json!({}), json!({ MAP_KEY: minimal(values) })],
        Type::IntMap(_, values) => vec![json!({}), json!({ INT_KEY: minimal(values) })],
        Type::Object(o) => objects(o),
        Type::AnyOf(branches) => branches.iter().flat_map(candidates).collect(),
    };
    if let Some(default) = &schema.default {
        out.push(default.to_value());
    }
    out
}

fn integers(min: i128, max: u128) -> Vec<Value> {
    let edges: [i128; 21] = [
        0,
        1,
        -1,
        i128::from(i8::MAX),
        i128::from(i8::MIN),
        i128::from(u8::MAX),
        i128::from(u8::MAX) + 1,
        i128::from(i8::MIN) - 1,
        i128::from(i16::MAX),
        i128::from(i16::MIN),
        i128::from(u16::MAX),
        i128::from(u16::MAX) + 1,
        i128::from(i32::MAX),
        i128::from(i32::MIN),
        i128::from(u32::MAX),
        i128::from(u32::MAX) + 1,
        i128::from(i64::MAX),
        i128::from(i64::MIN),
        i128::from(u64::MAX),
        min,
        i128::try_from(max).unwrap_or(i128::MAX),
    ];
    let mut out: Vec<Value> = Vec::new();
    for n in edges {
        let fits = n >= min && u128::try_from(n).map_or(true, |u| u <= max);
        let value = if let Ok(v) = i64::try_from(n) {
            json!(v)
        } else if let Ok(v) = u64::try_from(n) {
            json!(v)
        } else {
            continue;
        };
        if fits && !out.contains(&value) {
            out.push(value);
        }
    }
    out
}

fn arrays(items: &Schema, unique: bool, len: Option<u64>) -> Vec<Value> {
    let values = candidates(items);
    let first = values.first().cloned().unwrap_or(Value::Null);
    match len {
        Some(n) => {
            let n = n as usize;
            let mut distinct: Vec<Value> = values.iter().take(n).cloned().collect();
            while distinct.len() < n {
                distinct.push(first.clone());
            }
            let mut out = vec![Value::Array(distinct)];
            if !unique && n > 1 {
                out.push(Value::Array(vec![first; n]));
            }
            out
        }
        None => {
            let mut out = vec![json!([]), Value::Array(vec![first.clone()])];
            if !unique {
                out.push(Value::Array(vec![first.clone(), first]));
            }
            out.push(Value::Array(values.into_iter().take(3).collect()));
            out
        }
    }
}

fn objects(o: &toolschema::Object) -> Vec<Value> {
    let required = required_fields(&o.properties);
    let all: Map<String, Value> = o.properties.iter().map(|p| (p.name.to_string(), minimal(&p.schema))).collect();
    let mut out = vec![Value::Object(required.clone()), Value::Object(all)];
    let mut extra = required;
    match &o.additional {
        Additional::Unstated => {
            extra.insert("unnamed_key".into(), json!(1));
            out.push(Value::Object(extra));
        }
        Additional::Schema(values) => {
            extra.insert(MAP_KEY.into(), minimal(values));
            out.push(Value::Object(extra));
        }
        Additional::Denied => {}
    }
    out
}
