//! Round trips: every value `generate` draws from an echo tool's own parameter schema is
//! accepted by `check_args`, goes through `dispatch`, and comes back the same; what comes
//! back fits the tool's output schema. This proves that dispatch reads what the schema
//! promises, and that the output schema describes what is written.
//!
//! "The same" allows exactly what serde's attributes make differ between reading and
//! writing, found from the two schemas (the parameter's and the output's), never from the
//! fixture:
//! - a property only the input schema has (`skip_serializing`) is not expected back, and one
//!   only the output schema has (`skip_deserializing`) is not compared;
//! - a property renamed differently each way (`rename(deserialize = …, serialize = …)`,
//!   `rename_all(…)`) is the read-only and the written-only property with the same Rust
//!   type and description;
//! - a property that comes back absent is fine where the output schema does not require it
//!   (`skip_serializing_if`, whose condition is unknown at build time);
//! - a unit enum read and written under different names matches by position;
//! - a set's items may come back in any order (`HashSet`);
//! - a tuple struct with a field skipped one way only is read and written with different
//!   lengths: its items are not compared (what comes back still fits the output schema);
//! - a unit variant read from `{}` (a flattened externally tagged one) comes back `null`;
//! - a type read through `try_from` may refuse a value of its schema: `REFUSES_MORE` lists
//!   each with the words of its refusal, which dispatch must report;
//! - an `anyOf` value is compared within the first branch it fits, on each side.

use serde_json::{json, Map, Value};
use toolschema::check::check_value;
use toolschema::{Additional, Object, Property, Schema, Type};

use super::cases::CASES;
use super::classes::Tally;
use super::generate::values;

#[test]
fn dispatch_echoes_every_generated_value() {
    let ctx = toolschema_oracle::Context::default();
    let (mut count, mut failures, mut tally) = (0, Vec::new(), Tally::default());
    for case in CASES {
        let tool = case.schema();
        let param = &tool.params[0];
        let before = failures.len();
        let written = tool.returns.schema.as_deref().expect("an output schema");
        let mut inputs: Vec<Option<Value>> = values(&param.schema).into_iter().map(Some).collect();
        if !param.required {
            inputs.push(None);
        }
        let sent = inputs.len() as u32;
        for value in inputs {
            count += 1;
            let mut args = Map::new();
            if let Some(value) = &value {
                args.insert(param.name.to_string(), value.clone());
            }
            let args = Value::Object(args);
            let value = value.unwrap_or(Value::Null);
            let fail = |why: String| format!("{} with {args}: {why}", case.tool);
            if let Err(problems) = toolschema::check_args(tool, &args) {
                failures.push(fail(format!("check_args rejects a generated value: {problems:?}")));
                continue;
            }
            let refusal = REFUSES_MORE.iter().find(|(tool, _)| *tool == case.tool).map(|(_, words)| *words);
            let output = match (toolschema_oracle::dispatch(&ctx, case.tool, &args), refusal) {
                (Err(error), Some(words)) if error.to_string().contains(words) => continue,
                (Ok(output), _) => output,
                (Err(error), _) => {
                    failures.push(fail(format!("dispatch failed: {error}")));
                    continue;
                }
            };
            let mut problems = Vec::new();
            check_value(written, &output, "", &mut problems);
            if !problems.is_empty() {
                failures.push(fail(format!("{output} does not fit the output schema: {problems:?}")));
            }
            if let Err(why) = echoed(&value, &output, &param.schema, written, "") {
                failures.push(fail(format!("came back as {output}: {why}")));
            }
        }
        tally.add(case.tool, &[sent, (failures.len() - before) as u32]);
    }
    assert!(failures.is_empty(), "{} of {count} round trips failed:\n{}", failures.len(), failures.join("\n"));
    println!("{count} round trips through dispatch");
    tally.print("round trips", &["values sent", "failed"]);
}

/// The echo tools whose type's `try_from` refuses some values of its schema, with the words
/// of the refusal (section 4.1: `try_from` may refuse more, which the tool's own error says).
const REFUSES_MORE: &[(&str, &str)] = &[("echo_even", "is odd")];

/// Whether `output` is `input` come back, `read` being the schema `input` was read with and
/// `written` the schema `output` was written with; `Err` says where and how they differ.
fn echoed(input: &Value, output: &Value, read: &Schema, written: &Schema, path: &str) -> Result<(), String> {
    let differ = || Err(format!("at `{path}`: sent {input}, got {output}"));
    if input.is_null() && read.nullable {
        return if output.is_null() { Ok(()) } else { differ() };
    }
    match (&read.ty, &written.ty) {
        (Type::Object(r), Type::Object(w)) => objects(input, output, r, w, path),
        (Type::AnyOf(r), Type::AnyOf(w)) => match (fitting(r, input), fitting(w, output)) {
            (Some(r), Some(w)) => echoed(input, output, r, w, path),
            _ => differ(),
        },
        // A unit variant serde also reads from `{}`, and writes as `null`.
        (Type::AnyOf(_), Type::Null) if input == &json!({}) && output.is_null() => Ok(()),
        (Type::Array { items: r, unique, .. }, Type::Array { items: w, .. }) => {
            let (Value::Array(sent), Value::Array(got)) = (input, output) else { return differ() };
            let (mut sent, mut got) = (sent.clone(), got.clone());
            if *unique {
                sent.sort_by_key(Value::to_string);
                got.sort_by_key(Value::to_string);
            }
            if sent.len() != got.len() {
                return differ();
            }
            (0..sent.len()).try_for_each(|i| echoed(&sent[i], &got[i], r, w, &format!("{path}[{i}]")))
        }
        // Skipped one way only: read and written with different lengths.
        (Type::Tuple(r), Type::Tuple(w)) if r.len() != w.len() => Ok(()),
        (Type::Tuple(r), Type::Tuple(w)) => {
            let (Value::Array(sent), Value::Array(got)) = (input, output) else { return differ() };
            if sent.len() != got.len() || r.len() != w.len() || sent.len() != r.len() {
                return differ();
            }
            (0..sent.len()).try_for_each(|i| echoed(&sent[i], &got[i], &r[i], &w[i], &format!("{path}[{i}]")))
        }
        (Type::Map(r), Type::Map(w)) | (Type::IntMap(_, r), Type::IntMap(_, w)) => {
            let (Value::Object(sent), Value::Object(got)) = (input, output) else { return differ() };
            if sent.len() != got.len() {
                return differ();
            }
            sent.iter().try_for_each(|(key, value)| match got.get(key) {
                Some(back) => echoed(value, back, r, w, &format!("{path}.{key}")),
                None => differ(),
            })
        }
        _ if input == output => Ok(()),
        _ => match (&read.enum_values, &written.enum_values) {
            // A unit enum read and written under different names.
            (Some(r), Some(w))
                if r.iter().position(|v| v.matches(input)) == w.iter().position(|v| v.matches(output)) =>
            {
                Ok(())
            }
            _ => differ(),
        },
    }
}

fn objects(input: &Value, output: &Value, read: &Object, written: &Object, path: &str) -> Result<(), String> {
    let (Value::Object(sent), Value::Object(got)) = (input, output) else {
        return Err(format!("at `{path}`: sent {input}, got {output}"));
    };
    let find = |object: &'_ Object, key: &str| object.properties.iter().position(|p| p.name == key);
    for (key, value) in sent {
        let here = format!("{path}.{key}");
        let (r, w) = match (find(read, key), find(written, key)) {
            (Some(r), Some(w)) => (&read.properties[r], &written.properties[w]),
            // Read only (`skip_serializing`), or renamed when written.
            (Some(r), None) => match renamed(&read.properties[r], read, written) {
                Some(w) => (&read.properties[r], w),
                None => continue,
            },
            (None, _) => match (&read.additional, &written.additional, got.get(key)) {
                (Additional::Schema(r), Additional::Schema(w), Some(back)) => {
                    echoed(value, back, r, w, &here)?;
                    continue;
                }
                _ => return Err(format!("at `{here}`: sent {value}, which did not come back")),
            },
        };
        match got.get(w.name.as_ref()) {
            Some(back) => echoed(value, back, &r.schema, &w.schema, &here)?,
            None if !w.required => {}
            None => return Err(format!("at `{here}`: sent {value}, which did not come back")),
        }
    }
    for key in got.keys().filter(|k| !sent.contains_key(*k)) {
        let written_only = find(read, key).is_none() && find(written, key).is_some();
        if !written_only {
            return Err(format!("at `{path}.{key}`: got {}, which was not sent", got[key]));
        }
    }
    Ok(())
}

/// The written-only property that is `property` renamed: the one with its Rust type and
/// description.
fn renamed<'a>(property: &Property, read: &Object, written: &'a Object) -> Option<&'a Property> {
    let mut candidates = written.properties.iter().filter(|w| {
        !read.properties.iter().any(|r| r.name == w.name)
            && w.rust_type == property.rust_type
            && w.schema.description == property.schema.description
    });
    let found = candidates.next()?;
    candidates.next().is_none().then_some(found)
}

/// The first branch `value` fits.
fn fitting<'a>(branches: &'a [Schema], value: &Value) -> Option<&'a Schema> {
    branches.iter().find(|branch| {
        let mut problems = Vec::new();
        check_value(branch, value, "", &mut problems);
        problems.is_empty()
    })
}
