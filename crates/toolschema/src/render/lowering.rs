//! One walk of the parameter tree into a target's JSON Schema, under that target's `Rules`.
//!
//! Keys come in the canonical order (section 4.3). What a target cannot state either moves
//! into the node's description (a warning) or, when only a different shape of arguments
//! could say it, is an error; the walk goes on either way, so every problem is reported.

use super::canonical::{bound, json};
use super::describe::{self, Moved};
use super::keys;
use super::problem::Problems;
use super::rules::{Enums, Rules};
use super::writer::Out;
use crate::json::Json;
use crate::model::{Additional, Property, Schema, Type};

pub(super) struct Lowering<'p, 't> {
    pub rules: Rules,
    pub problems: &'p mut Problems<'t>,
}

pub(super) type Entries<'a> = Vec<(&'a str, Out<'a>)>;

impl Lowering<'_, '_> {
    /// The tool's parameters as the root object.
    pub fn params<'a>(&mut self, params: &'a [Property]) -> Out<'a> {
        let mut entries = vec![("type", Out::str("object"))];
        self.object(params, &Additional::Unstated, None, &mut entries);
        Out::Object(entries)
    }

    /// `properties`, `required` and `additionalProperties` of an object at `parent`
    /// (`None`: the root, whose properties are the parameters).
    fn object<'a>(
        &mut self,
        properties: &'a [Property],
        additional: &'a Additional,
        parent: Option<&str>,
        entries: &mut Entries<'a>,
    ) {
        let all_required = self.rules.all_required;
        let mut props = Vec::new();
        for property in properties {
            let path = match parent {
                None => property.name.to_string(),
                Some(parent) => format!("{parent}.{}", property.name),
            };
            // A parameter left out or `null` is `None` or its default (section 4.2), but a
            // nested field with a serde default takes `null` only when it is an `Option`. A
            // field whose one value is `null` (a unit struct, an adjacently tagged unit
            // variant's content) means the same left out or sent.
            // A field that is always there (serde always writes it) and may be `null` states
            // `null` in every format; one that may be left out states it where every property
            // must be sent.
            let null = (property.required && property.schema.nullable)
                || all_required && (property.schema.nullable || (!property.required && parent.is_none()));
            let only_null = property.schema.ty == Type::Null && property.schema.enum_values.is_none();
            if all_required && !property.required && !null && !only_null {
                let message = format!(
                    "{} may be left out but is not an `Option`; `{}` must send every property, and a `null` in its place would not mean absent",
                    self.problems.subject(&path),
                    self.problems.format
                );
                self.problems.error(Some(&path), message);
            }
            props.push((property.name.as_ref(), self.node(&property.schema, &path, null)));
        }
        entries.push(("properties", Out::Object(props)));
        let required = properties.iter().filter(|p| p.required || all_required).map(|p| Out::str(&p.name)).collect();
        entries.push(("required", Out::Array(required)));
        match additional {
            Additional::Denied => entries.push(("additionalProperties", Out::Bool(false))),
            Additional::Unstated if self.rules.closed_objects => {
                entries.push(("additionalProperties", Out::Bool(false)))
            }
            Additional::Unstated => {}
            Additional::Schema(values) => {
                let path = format!("{}.*", parent.unwrap_or_default());
                self.map(&path);
                entries.push(("additionalProperties", self.node(values, &path, values.nullable)));
            }
        }
    }

    /// One schema node; `null` makes it a union with `null` (a nullable item, value or
    /// result, and the optional properties of OpenAI strict): a type list for a scalar where
    /// the target takes one (and takes `null` among its `enum` values), `anyOf` otherwise.
    pub(super) fn node<'a>(&mut self, schema: &'a Schema, path: &str, null: bool) -> Out<'a> {
        let mut moved = Moved::default();
        let mut entries: Entries<'a> = Vec::new();
        let scalar =
            matches!(schema.ty, Type::Boolean | Type::Integer(_) | Type::Number(_) | Type::String | Type::Char);
        let list = null
            && scalar
            && self.rules.type_lists
            && (schema.enum_values.is_none() || self.rules.enums != Enums::StringsAndNumbers);
        if let Some(name) = describe::type_name(&schema.ty) {
            let ty = match list {
                true => Out::Array(vec![Out::str(name), Out::str("null")]),
                false => Out::str(name),
            };
            entries.push(("type", ty));
        }
        let description_at = entries.len();
        let mut has_enum = false;
        if let Some(values) = &schema.enum_values {
            if self.enum_fits(values) {
                let mut values: Vec<Out<'a>> = values.iter().map(json).collect();
                if list {
                    values.push(Out::Null);
                }
                entries.push(("enum", Out::Array(values)));
                has_enum = true;
            } else {
                let listed: Vec<String> = values.iter().map(Json::to_string).collect();
                moved.add(["enum".to_string()], format!("Must be one of: {}.", listed.join(", ")));
            }
        }
        if let Some(default) = &schema.default {
            match self.rules.defaults {
                true => entries.push(("default", json(default))),
                false => moved.add([format!("default: {default}")], format!("Default: {default}.")),
            }
        }
        self.shape(schema, path, has_enum, &mut entries, &mut moved);
        if !moved.keywords.is_empty() {
            let (list, pronoun) = describe::keywords(&moved.keywords);
            let message = format!(
                "{}: {list} moved into the description (`{}` cannot state {pronoun})",
                self.problems.subject(path),
                self.problems.format
            );
            self.problems.warning(path, message);
        }
        let description = describe::join(schema.description.as_deref(), &moved.sentences).map(Out::String);
        if null && !list && !matches!(schema.ty, Type::Any | Type::Null) {
            return null_union(entries, description);
        }
        if let Some(description) = description {
            entries.insert(description_at, ("description", description));
        }
        Out::Object(entries)
    }

    /// The keywords that follow from the node's type.
    fn shape<'a>(
        &mut self,
        schema: &'a Schema,
        path: &str,
        has_enum: bool,
        entries: &mut Entries<'a>,
        moved: &mut Moved,
    ) {
        let rules = self.rules;
        match &schema.ty {
            // The `enum` values were checked against the type, so they imply its bounds.
            Type::Integer(int) => {
                let (min, max) = int.schema_bounds();
                if rules.bounds {
                    entries.extend(min.map(|n| ("minimum", bound(n))));
                    entries.extend(max.map(|n| ("maximum", bound(n))));
                } else if !has_enum && (min.is_some() || max.is_some()) {
                    let keywords =
                        min.map(|n| format!("minimum: {n}")).into_iter().chain(max.map(|n| format!("maximum: {n}")));
                    moved.add(keywords, describe::bounds(min, max));
                }
            }
            Type::Char if rules.lengths => {
                entries.push(("minLength", Out::num(1)));
                entries.push(("maxLength", Out::num(1)));
            }
            Type::Char if !has_enum => {
                let keywords = ["minLength: 1".to_string(), "maxLength: 1".to_string()];
                moved.add(keywords, "Exactly one character.".to_string());
            }
            Type::Array { items, unique, len } => {
                entries.push(("items", self.node(items, &format!("{path}[]"), items.nullable)));
                if let Some(n) = len {
                    self.item_count(*n, entries, moved);
                }
                match (*unique, rules.unique_items) {
                    (true, true) => entries.push(("uniqueItems", Out::Bool(true))),
                    (true, false) => moved.add(["uniqueItems: true".to_string()], "Items must be unique.".to_string()),
                    (false, _) => {}
                }
            }
            Type::Tuple(items) => self.tuple(items, path, entries, moved),
            Type::Map(values) => {
                self.map(path);
                if rules.properties_always {
                    entries.push(("properties", Out::Object(Vec::new())));
                }
                entries.push(("additionalProperties", self.node(values, &format!("{path}.*"), values.nullable)));
            }
            Type::IntMap(int, values) => {
                self.map(path);
                if rules.properties_always {
                    entries.push(("properties", Out::Object(Vec::new())));
                }
                if rules.property_names {
                    let pattern = Out::String(keys::pattern(*int).into());
                    entries.push(("propertyNames", Out::Object(vec![("pattern", pattern)])));
                } else {
                    moved.add(["propertyNames".to_string()], keys::sentence(*int));
                }
                entries.push(("additionalProperties", self.node(values, &format!("{path}.*"), values.nullable)));
            }
            Type::Object(object) => self.object(&object.properties, &object.additional, Some(path), entries),
            Type::AnyOf(branches) => {
                let lowered = branches
                    .iter()
                    .enumerate()
                    .map(|(i, b)| self.node(b, &format!("{path}.anyOf[{i}]"), b.nullable))
                    .collect();
                entries.push(("anyOf", Out::Array(lowered)));
            }
            Type::Any if !rules.any_value => {
                let message = format!(
                    "{} accepts any JSON value, which `{}` cannot state (its schemas must have a type, and its objects must be closed)",
                    self.problems.subject(path),
                    self.problems.format
                );
                self.problems.error(Some(path), message);
            }
            Type::Any | Type::Null | Type::Char | Type::Boolean | Type::Number(_) | Type::String => {}
        }
    }

    /// A map (or a flattened one) is an error where the target cannot state it.
    fn map(&mut self, path: &str) {
        if !self.rules.maps {
            let message = format!(
                "{} is a map, which `{}` can only state by changing the arguments' shape (key/value entries)",
                self.problems.subject(path),
                self.problems.format
            );
            self.problems.error(Some(path), message);
        }
    }

    fn enum_fits(&self, values: &[Json]) -> bool {
        match self.rules.enums {
            Enums::Any => true,
            Enums::Scalars => values.iter().all(|v| !matches!(v, Json::Array(_) | Json::Object(_))),
            Enums::StringsAndNumbers => values.iter().all(|v| matches!(v, Json::String(_) | Json::Number(_))),
        }
    }
}

/// `anyOf: [T, {"type": "null"}]` of a node's `entries` (its `anyOf` branches and
/// `{"type": "null"}`, when it is an `anyOf` alone), the description on the union.
pub(super) fn null_union<'a>(mut entries: Entries<'a>, description: Option<Out<'a>>) -> Out<'a> {
    let null_branch = Out::Object(vec![("type", Out::str("null"))]);
    let branches = match entries.pop() {
        Some(("anyOf", Out::Array(mut branches))) if entries.is_empty() => {
            branches.push(null_branch);
            branches
        }
        last => {
            entries.extend(last);
            vec![Out::Object(entries), null_branch]
        }
    };
    let mut union: Entries<'a> = description.map(|d| ("description", d)).into_iter().collect();
    union.push(("anyOf", Out::Array(branches)));
    Out::Object(union)
}
