//! schemars' schemas brought to the form section 4 of the spec chooses, one normaliser per
//! difference the spec makes on purpose; anything these do not cover is a real difference.
//!
//! Each rule below names the spec rule that allows it. They run bottom-up, children first,
//! after every `$ref` has been inlined.

use serde_json::{json, Map, Value};

/// Marks a string enum whose values schemars regrouped, so that the diff compares their order
/// loosely (rule 9).
pub(super) const UNORDERED: &str = "x-oracle-unordered-enum";

/// Marks the schema of a property that may be left out, where rule 4 applies.
const OPTIONAL: &str = "x-oracle-optional";

/// Marks a node whose `null` rule 4 took out to state again, in toolschema's form.
const NULLABLE: &str = "x-oracle-nullable";

/// schemars' root schema `root` in the spec's form; `optional` when it is the schema of a
/// parameter that may be left out.
pub(super) fn schemars(mut root: Value, optional: bool) -> Value {
    let defs = match &mut root {
        Value::Object(map) => map.remove("$defs").and_then(|d| d.as_object().cloned()).unwrap_or_default(),
        _ => Map::new(),
    };
    inline(&mut root, &defs);
    mark_optional(&mut root);
    if let (true, Value::Object(map)) = (optional, &mut root) {
        map.insert(OPTIONAL.into(), Value::Bool(true));
    }
    spec_form(&mut root);
    both(&mut root);
    root
}

/// What both sides go through: orders that carry no meaning (rule 10; `diff` pairs the
/// branches of an `anyOf` by likeness, since schemars puts unit variants first).
pub(super) fn both(node: &mut Value) {
    for child in children(node) {
        both(child);
    }
    let Value::Object(map) = node else { return };
    // Rule 10 (4.3 fixes `required` in declaration order, schemars in its own): compare as sets.
    if let Some(Value::Array(required)) = map.get_mut("required") {
        required.sort_by_key(Value::to_string);
    }
}

/// Section 4.1, "nested types are always inlined: no `$ref`, `$defs`": replaces each `$ref`
/// by its definition, its siblings merged in (a use site's `description` wins).
fn inline(node: &mut Value, defs: &Map<String, Value>) {
    for child in children(node) {
        inline(child, defs);
    }
    let Value::Object(map) = node else { return };
    let Some(Value::String(reference)) = map.remove("$ref") else { return };
    let name = reference.strip_prefix("#/$defs/").unwrap_or_else(|| panic!("unexpected `$ref` {reference}"));
    let mut target = defs.get(name).cloned().unwrap_or_else(|| panic!("no definition `{name}`"));
    inline(&mut target, defs);
    let siblings = std::mem::take(map);
    *node = target;
    merge(node, siblings, true);
}

/// Merges `extra` into `node`: `properties` and `required` are united; other keys of
/// `extra` win when `extra_wins`, else they only fill gaps.
fn merge(node: &mut Value, extra: Map<String, Value>, extra_wins: bool) {
    if node == &Value::Bool(true) {
        *node = json!({});
    }
    let Value::Object(map) = node else { panic!("cannot merge into {node}") };
    for (key, value) in extra {
        match (key.as_str(), map.get_mut(&key), value) {
            ("properties", Some(Value::Object(props)), Value::Object(more)) => props.extend(more),
            ("required", Some(Value::Array(required)), Value::Array(more)) => {
                required.extend(more.into_iter().filter(|name| !required.contains(name)).collect::<Vec<_>>())
            }
            (_, Some(_), _) if !extra_wins => {}
            (_, _, value) => {
                map.insert(key, value);
            }
        }
    }
}

/// Marks the schema of every property its object does not require (`OPTIONAL`): an `Option`
/// (or a serde default), whose `null` rule 4 leaves out.
fn mark_optional(node: &mut Value) {
    for child in children(node) {
        mark_optional(child);
    }
    let Value::Object(map) = node else { return };
    let required = map.get("required").and_then(Value::as_array).cloned().unwrap_or_default();
    if let Some(Value::Object(properties)) = map.get_mut("properties") {
        for (name, value) in properties.iter_mut() {
            if let (false, Value::Object(property)) = (required.contains(&json!(name)), value) {
                property.insert(OPTIONAL.into(), Value::Bool(true));
            }
        }
    }
}

/// The rules that must see a node before its children are normalised, because they
/// replace the node by a child: rules 4 and 5.
fn unwrap(node: &mut Value) {
    loop {
        let Value::Object(map) = node else { return };
        // Rule 4 (4.1 `Option<T>` is T's schema, "the parameter is not required"; 4.2 makes
        // `null` the same as leaving it out): schemars wraps a nullable `$ref` or `anyOf` in
        // `anyOf` with `{"type":"null"}`; the wrapper's keys (a use site's description) win.
        // For a property that may be left out, toolschema does not state `null`; anywhere else
        // (an item, a value, a field always written) it does, in a form of its own, which
        // `restate_null` gives the node once its other rules have run.
        let null = json!({"type": "null"});
        if let Some(Value::Array(branches)) = map.get("anyOf") {
            if branches.len() == 2 && branches.contains(&null) {
                let inner = branches.iter().find(|b| **b != null).cloned().unwrap_or_default();
                map.remove("anyOf");
                if !map.contains_key(OPTIONAL) {
                    map.insert(NULLABLE.into(), Value::Bool(true));
                }
                let outer = std::mem::take(map);
                *node = inner;
                merge(node, outer, true);
                continue;
            }
        }
        // Rule 5 (4.1 "inlined", and internally tagged variants carry the tag "beside the
        // fields"): an `allOf` of objects is the one object it means.
        if let Some(Value::Array(parts)) = map.remove("allOf") {
            for part in parts {
                if let Value::Object(part) = part {
                    merge(node, part, false);
                }
            }
            continue;
        }
        return;
    }
}

/// Every rule, children first (but after `unwrap`).
fn spec_form(node: &mut Value) {
    unwrap(node);
    for child in children(node) {
        spec_form(child);
    }
    // Rule 1 (4.1 `serde_json::Value` → `{}`): schemars writes the schema `true`.
    if node == &Value::Bool(true) {
        *node = json!({});
    }
    let Value::Object(map) = node else { return };
    // Rule 2 (4.1: no `$schema`, `title`; 4.1: `#[serde(default)]` gives no `default`
    // keyword; 4.3 lists every keyword, and `readOnly`/`writeOnly` are not among them: the
    // model has one schema per direction instead).
    for key in ["$schema", "title", "default", "readOnly", "writeOnly"] {
        map.remove(key);
    }
    // Rule 3 (4.1: no non-standard `format`; integers carry the bounds the spec's table gives
    // their type, which schemars names in `format`).
    if let Some(Value::String(format)) = map.remove("format") {
        if let Some((min, max)) = int_bounds(&format) {
            map.remove("minimum");
            map.remove("maximum");
            if let Some(min) = min {
                map.insert("minimum".into(), min);
            }
            if let Some(max) = max {
                map.insert("maximum".into(), max);
            }
        }
    }
    // Rule 4 again: schemars widens `type` to `[T, "null"]` and adds `null` to an `enum`.
    let optional = map.remove(OPTIONAL).is_some();
    if let Some(Value::Array(types)) = map.get("type").cloned() {
        if types.contains(&json!("null")) && !optional {
            map.insert(NULLABLE.into(), Value::Bool(true));
        }
        let types: Vec<Value> = types.into_iter().filter(|t| *t != "null").collect();
        let single = if types.len() == 1 { types[0].clone() } else { Value::Array(types) };
        map.insert("type".into(), single);
    }
    if let Some(Value::Array(values)) = map.get_mut("enum") {
        values.retain(|v| !v.is_null());
    }
    // Rule 11 (3.2, which 4.1 applies to field and variant docs: "the lines inside a
    // paragraph are stripped and joined with a single space"): schemars keeps line breaks.
    if let Some(Value::String(text)) = map.get_mut("description") {
        *text = join_lines(text);
    }
    // Rule 12 (4.3: "`required` always present"): schemars leaves an empty one out.
    if map.contains_key("properties") && !map.contains_key("required") {
        map.insert("required".into(), json!([]));
    }
    // Rule 6 (4.1: "a one-value string `enum` (never `const`)").
    if let Some(value) = map.remove("const") {
        map.insert("enum".into(), json!([value]));
    }
    // Rule 7 (4.1: "data-carrying enums are `{"description"?, "anyOf": [...]}`").
    if let Some(branches) = map.remove("oneOf") {
        map.insert("anyOf".into(), branches);
    }
    unit_variants(map);
    distribute(map);
    restate_null(node);
}

/// Rule 4's `null`, stated again where toolschema states it, as it does: a scalar's type list
/// (`null` added to its `enum`), or `anyOf` with `{"type": "null"}` (added to the branches of
/// an `anyOf` alone), the description on the union.
fn restate_null(node: &mut Value) {
    let Value::Object(map) = node else { return };
    if map.remove(NULLABLE).is_none() {
        return;
    }
    let scalar = ["string", "integer", "number", "boolean"].map(|t| json!(t));
    if let Some(ty) = map.get("type").filter(|ty| scalar.contains(ty)).cloned() {
        map.insert("type".into(), json!([ty, "null"]));
        if let Some(Value::Array(values)) = map.get_mut("enum") {
            values.push(Value::Null);
        }
        return;
    }
    let description = map.remove("description");
    let null = json!({"type": "null"});
    let branches = match map.remove("anyOf") {
        Some(Value::Array(mut branches)) if map.is_empty() => {
            branches.push(null);
            branches
        }
        other => {
            map.extend(other.map(|branches| ("anyOf".to_string(), branches)));
            vec![Value::Object(std::mem::take(map)), null]
        }
    };
    map.extend(description.map(|d| ("description".to_string(), d)));
    map.insert("anyOf".into(), Value::Array(branches));
}

/// Rule 13 (toolschema's model, whose object is its properties or an `anyOf` of objects, with
/// no keyword beside the `anyOf`; 4.1 "data-carrying enums are `anyOf` of one object per
/// variant"): schemars writes a struct that flattens an enum as the struct's properties
/// beside the enum's `anyOf` (an `Option`'s as `anyOf` of that `anyOf` and `{}`), closed with
/// `unevaluatedProperties: false` under `deny_unknown_fields`; toolschema writes one object
/// per branch, the struct's properties in each. The properties go into every branch here.
fn distribute(map: &mut Map<String, Value>) {
    if !map.contains_key("anyOf") || !(map.contains_key("properties") || map.contains_key("unevaluatedProperties")) {
        return;
    }
    let Some(Value::Array(branches)) = map.remove("anyOf") else { return };
    let properties = map.remove("properties").unwrap_or_else(|| json!({}));
    let required = map.remove("required").unwrap_or_else(|| json!([]));
    let closed = map.remove("unevaluatedProperties") == Some(Value::Bool(false));
    map.remove("type");
    let mut flat = Vec::new();
    for branch in branches {
        match branch {
            // An `Option`'s nested `anyOf`: its branches are this one's.
            Value::Object(mut inner) if inner.len() == 1 && inner.contains_key("anyOf") => {
                if let Some(Value::Array(more)) = inner.remove("anyOf") {
                    flat.extend(more);
                }
            }
            other => flat.push(other),
        }
    }
    let merged = flat.into_iter().map(|branch| {
        let mut object = json!({"type": "object", "properties": properties.clone(), "required": required.clone()});
        if let Value::Object(branch) = branch {
            merge(&mut object, branch, true);
            let Value::Object(map) = &mut object else { unreachable!() };
            // The united `properties` and `required`, as `merge` unites them.
            if let (Some(Value::Object(props)), Value::Object(own)) = (map.get_mut("properties"), &properties) {
                for (key, value) in own {
                    props.entry(key.clone()).or_insert_with(|| value.clone());
                }
            }
        }
        if closed {
            object["additionalProperties"] = Value::Bool(false);
        }
        object
    });
    map.insert("anyOf".into(), Value::Array(merged.collect()));
}

/// Rules 8 and 9, on an `anyOf`.
fn unit_variants(map: &mut Map<String, Value>) {
    let Some(Value::Array(branches)) = map.get("anyOf") else { return };
    let is_unit = |b: &Value| {
        b.get("type") == Some(&json!("string"))
            && b.get("enum").is_some()
            && b.as_object().is_some_and(|o| o.keys().all(|k| ["type", "enum", "description"].contains(&k.as_str())))
    };
    if branches.iter().all(is_unit) {
        // Rule 8 (4.1 unit-only enums: `{"type":"string","enum":[…]}`, variant docs appended
        // to the description as "- `value`: doc" lines): schemars writes `oneOf` of `const`s
        // once a variant is documented, with the undocumented ones grouped first.
        let mut values = Vec::new();
        let mut notes = Vec::new();
        for branch in branches {
            let these = branch["enum"].as_array().cloned().unwrap_or_default();
            if let Some(doc) = branch.get("description").and_then(Value::as_str) {
                notes.extend(these.iter().map(|v| format!("- `{}`: {doc}", v.as_str().unwrap_or_default())));
            }
            values.extend(these);
        }
        map.remove("anyOf");
        map.insert("type".into(), json!("string"));
        map.insert("enum".into(), Value::Array(values));
        // Rule 9: the grouping lost the declaration order.
        map.insert(UNORDERED.into(), Value::Bool(true));
        if !notes.is_empty() {
            let description = match map.get("description").and_then(Value::as_str) {
                Some(text) => format!("{text}\n{}", notes.join("\n")),
                None => notes.join("\n"),
            };
            map.insert("description".into(), Value::String(description));
        }
        return;
    }
    // Rule 8 again (4.1: one branch per variant, "a unit variant among them is a one-value
    // string enum"): schemars groups a data-carrying enum's undocumented unit variants into
    // one string enum.
    let mut split = Vec::new();
    for branch in branches {
        match branch.get("enum").and_then(Value::as_array) {
            Some(values) if values.len() > 1 && is_unit(branch) && branch.get("description").is_none() => {
                split.extend(values.iter().map(|v| json!({"type": "string", "enum": [v]})));
            }
            _ => split.push(branch.clone()),
        }
    }
    map.insert("anyOf".into(), Value::Array(split));
}

/// Section 3.2's paragraphs: lines joined with a space, except list items (`- `, `* `,
/// `1. `), which keep their line break. (Code fences, which keep theirs too, do not occur
/// in the fixtures' docs.)
fn join_lines(text: &str) -> String {
    let paragraphs = text.split("\n\n").map(|paragraph| {
        let mut joined = String::new();
        for line in paragraph.lines().map(str::trim) {
            let list_item = line.starts_with("- ")
                || line.starts_with("* ")
                || line.split_once(". ").is_some_and(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
            if !joined.is_empty() {
                joined.push(if list_item { '\n' } else { ' ' });
            }
            joined.push_str(line);
        }
        joined
    });
    paragraphs.collect::<Vec<_>>().join("\n\n")
}

/// The bounds the spec's table gives the integer type schemars names in `format`.
fn int_bounds(format: &str) -> Option<(Option<Value>, Option<Value>)> {
    let exact = |min: i64, max: u64| Some((Some(json!(min)), Some(json!(max))));
    match format {
        "int8" => exact(i8::MIN.into(), i8::MAX as u64),
        "int16" => exact(i16::MIN.into(), i16::MAX as u64),
        "int32" => exact(i32::MIN.into(), i32::MAX as u64),
        "uint8" => exact(0, u8::MAX.into()),
        "uint16" => exact(0, u16::MAX.into()),
        "uint32" => exact(0, u32::MAX.into()),
        "uint64" | "uint128" | "uint" => Some((Some(json!(0)), None)),
        "int64" | "int128" | "int" => Some((None, None)),
        _ => None,
    }
}

/// The subschemas of a schema node: under `properties`, `items`, `prefixItems`,
/// `additionalProperties`, `anyOf`, `oneOf` and `allOf`.
pub(super) fn children(node: &mut Value) -> Vec<&mut Value> {
    let Value::Object(map) = node else { return Vec::new() };
    let mut found = Vec::new();
    for (key, value) in map.iter_mut() {
        match (key.as_str(), value) {
            ("properties", Value::Object(props)) => found.extend(props.values_mut()),
            ("prefixItems" | "anyOf" | "oneOf" | "allOf", Value::Array(items)) => found.extend(items.iter_mut()),
            ("items" | "additionalProperties", value @ Value::Object(_)) => found.push(value),
            ("items" | "additionalProperties", value @ Value::Bool(true)) => found.push(value),
            _ => {}
        }
    }
    found
}
