//! Lowering: one function of a tools crate (its name, parameters and doc comment) into a
//! [`ToolSchema`], with every problem found on the way.
//!
//! This is where the doc comment meets the signature: Args entries are matched with
//! parameters, and `(default: …)`/`(choices: […])` markers are checked against the
//! parameter's type with the same checker that checks a model's arguments.

use crate::call::CallPart;
use crate::check::{check_value, ArgProblem, ProblemCode};
use crate::diagnostic::{Diagnostic, Pos};
use crate::doc::{self, ArgEntry, DocFragment};
use crate::json::Json;
use crate::mapping::{Direction, Mapped, Mapper, Role};
use crate::model::{Node, Property, Returns, Schema, ToolSchema, Type};
use crate::rust_type::RustType;
use crate::types::TypeDefs;

/// A function of the tools crate, as the scanner found it.
#[derive(Clone, Debug)]
pub struct ToolSource {
    /// The function name (`r#type` already given as `type`).
    pub name: String,
    /// Where the name is.
    pub pos: Pos,
    /// Its `#[doc]` attributes, in order.
    pub doc: Vec<DocFragment>,
    /// Its parameters, in order.
    pub params: Vec<ParamSource>,
    /// The return type as written; `None` for `()`.
    pub returns: Option<String>,
    /// The return type; `None` for `()`.
    pub returns_ty: Option<RustType>,
    /// Whether it is `async`.
    pub is_async: bool,
}

/// A parameter of a function.
#[derive(Clone, Debug)]
pub struct ParamSource {
    /// The parameter name (`r#type` given as `type`).
    pub name: String,
    /// Where the name is.
    pub pos: Pos,
    /// The type.
    pub ty: RustType,
    /// The type as written, whitespace collapsed (`Option<Vec<String>>`).
    pub ty_text: String,
    /// Where the type is.
    pub ty_pos: Pos,
}

/// How dispatch fills one parameter of the function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamPlan {
    /// Supplied by the caller of `dispatch`.
    Context,
    /// A part of the [`Call`](crate::Call) a server gives each call (`&toolschema::Progress`,
    /// …), passed to `dispatch_call`; a part that does nothing elsewhere.
    Call(CallPart),
    /// From the model's arguments.
    Argument {
        /// `Option<T>`: absent or `null` is `None`.
        optional: bool,
        /// Has a `(default: …)`: absent or `null` is the default.
        defaulted: bool,
    },
}

/// The outcome of lowering one function.
#[derive(Clone, Debug)]
pub struct LoweredTool {
    /// The schema, as far as it could be built (check `diagnostics` for errors).
    pub schema: ToolSchema,
    /// One plan per parameter of the function, in order.
    pub plans: Vec<ParamPlan>,
    /// Every problem found, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

impl LoweredTool {
    /// Whether any problem is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Whether `name` is a valid tool or property name: `^[a-zA-Z0-9_-]{1,64}$`.
pub fn is_valid_name(name: &str) -> bool {
    (1..=64).contains(&name.len()) && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// Lowers functions into tools, with the tools crate's own types in view; each type is
/// lowered once however many tools use it.
pub struct Lowerer<'d> {
    input: Mapper<'d>,
    output: Mapper<'d>,
}

impl<'d> Lowerer<'d> {
    /// A lowerer that knows the types in `defs`.
    pub fn new(defs: &'d TypeDefs) -> Self {
        Lowerer { input: Mapper::new(defs, Direction::In), output: Mapper::new(defs, Direction::Out) }
    }

    /// Lowers one function into a tool.
    pub fn lower(&self, src: &ToolSource) -> LoweredTool {
        lower_with(src, &self.input, &self.output)
    }
}

/// Lowers one function whose types are all standard ones.
pub fn lower_tool(src: &ToolSource) -> LoweredTool {
    Lowerer::new(&TypeDefs::default()).lower(src)
}

fn lower_with(src: &ToolSource, input: &Mapper<'_>, output: &Mapper<'_>) -> LoweredTool {
    let mut diags = Vec::new();
    let tool = &src.name;
    if !is_valid_name(tool) {
        diags.push(Diagnostic::error(
            src.pos,
            format!("tool name `{tool}` must match `^[a-zA-Z0-9_-]{{1,64}}$`, the rule Anthropic and OpenAI enforce"),
        ));
    }
    let doc = doc::parse(&src.doc);
    diags.extend(doc.diagnostics.iter().cloned());
    if doc.description.is_empty() {
        diags.push(Diagnostic::warning(
            src.pos,
            format!("tool `{tool}` has no description: write one in its doc comment, before any section"),
        ));
    }
    let entries = match_entries(src, &doc.args, &mut diags);

    let mut params = Vec::new();
    let mut plans = Vec::new();
    for (param, entry) in src.params.iter().zip(&entries) {
        if let Some(part) = CallPart::of(&param.ty) {
            call_param(tool, param, part, *entry, &mut diags);
            plans.push(ParamPlan::Call(part));
            continue;
        }
        let role = match input.param_role(&param.ty) {
            Ok(role) => role,
            Err(why) if !why.inside.is_empty() => {
                diags.extend(why.inside);
                plans.push(ParamPlan::Argument { optional: false, defaulted: false });
                continue;
            }
            Err(why) => {
                let mut message = format!(
                    "parameter `{}` of tool `{tool}` has type `{}`, which has no JSON Schema mapping",
                    param.name, param.ty_text
                );
                if why.part != param.ty_text && why.part != param.ty.to_string() {
                    message += &format!(": `{}` has none", why.part);
                }
                if let Some(reason) = why.reason {
                    message += &format!(" ({reason})");
                }
                diags.push(Diagnostic::error(param.ty_pos, message));
                plans.push(ParamPlan::Argument { optional: false, defaulted: false });
                continue;
            }
        };
        let Role::Argument(mapped) = role else {
            if let Some(marker) = entry.and_then(|e| e.default.as_ref().or(e.choices.as_ref())) {
                diags.push(Diagnostic::error(
                    marker.pos,
                    format!("parameter `{}` of tool `{tool}` is context, supplied by the caller of `dispatch`, and cannot have a default or choices", param.name),
                ));
            }
            // Only a standard type is suspect: `&Store` of the crate's own types is the
            // ordinary way to take context, so this mapper knows none of them.
            if let RustType::Ref { inner, .. } = &param.ty {
                if Mapper::new(&TypeDefs::default(), Direction::In).map_type(inner).is_ok() {
                    diags.push(Diagnostic::warning(
                        param.ty_pos,
                        format!(
                            "parameter `{}` of tool `{tool}` takes `{}` by reference, so it is context, supplied by the caller of `dispatch` and never by the model; take `{inner}` if the model should fill it",
                            param.name, param.ty_text
                        ),
                    ));
                }
            }
            plans.push(ParamPlan::Context);
            continue;
        };
        if !is_valid_name(&param.name) {
            diags.push(Diagnostic::error(
                param.pos,
                format!("parameter name `{}` of tool `{tool}` must match `^[a-zA-Z0-9_-]{{1,64}}$`", param.name),
            ));
        }
        if entry.is_none() {
            diags.push(Diagnostic::warning(
                param.pos,
                format!("parameter `{}` of tool `{tool}` is not documented in its Args section", param.name),
            ));
        }
        let property = lower_param(input, tool, param, mapped, *entry, &mut diags);
        plans.push(ParamPlan::Argument {
            optional: property.schema.nullable,
            defaulted: property.schema.default.is_some(),
        });
        params.push(property);
    }
    let content = src.returns_ty.as_ref().is_some_and(|ty| crate::content::is_content(ok_type(ty)));
    let schema = ToolSchema {
        name: tool.clone().into(),
        summary: doc.summary.into(),
        description: doc.description.into(),
        params: params.into(),
        returns: Returns {
            rust_type: src.returns.clone().unwrap_or_else(|| "()".to_string()).into(),
            description: doc.returns.clone().unwrap_or_default().into(),
            schema: src
                .returns_ty
                .as_ref()
                .filter(|_| !content)
                .and_then(|ty| output_schema(output, ty, doc.returns.as_deref()))
                .map(Node::new),
            content,
        },
        is_async: src.is_async,
        annotations: doc.annotations,
    };
    // A type's warnings come with the first tool that uses it, in either direction.
    diags.extend(input.take_warnings());
    diags.extend(output.take_warnings());
    diags.sort_by_key(|d| d.pos);
    diags.dedup();
    LoweredTool { schema, plans, diagnostics: diags }
}

/// Pairs each parameter with its Args entry, reporting duplicates and entries for no parameter.
fn match_entries<'d>(
    src: &ToolSource,
    entries: &'d [ArgEntry],
    diags: &mut Vec<Diagnostic>,
) -> Vec<Option<&'d ArgEntry>> {
    let mut matched: Vec<Option<&ArgEntry>> = vec![None; src.params.len()];
    for entry in entries {
        match src.params.iter().position(|p| p.name == entry.name) {
            Some(i) if matched[i].is_some() => diags.push(Diagnostic::error(
                entry.pos,
                format!(
                    "parameter `{}` of tool `{}` is documented twice (first on line {})",
                    entry.name,
                    src.name,
                    matched[i].map_or(0, |first| first.pos.line)
                ),
            )),
            Some(i) => matched[i] = Some(entry),
            None => diags.push(Diagnostic::error(
                entry.pos,
                format!(
                    "Args entry `{}` of tool `{}` names no parameter of the function{}",
                    entry.name,
                    src.name,
                    suggestion(&entry.name, src)
                ),
            )),
        }
    }
    matched
}

fn suggestion(name: &str, src: &ToolSource) -> String {
    match crate::check::closest(name, src.params.iter().map(|p| p.name.as_str())) {
        Some(near) => format!(" (did you mean `{near}`?)"),
        None => String::new(),
    }
}

/// `T` for `Result<T, E>`; any other type as it is.
fn ok_type(ty: &RustType) -> &RustType {
    match ty {
        RustType::Path(segments) if segments.last().is_some_and(|s| s.ident == "Result" && !s.args.is_empty()) => {
            &segments[segments.len() - 1].args[0]
        }
        other => other,
    }
}

/// Checks a parameter that takes a part of the call: by shared reference, with no default
/// or choices (its Args entry, if any, only documents it).
fn call_param(tool: &str, param: &ParamSource, part: CallPart, entry: Option<&ArgEntry>, diags: &mut Vec<Diagnostic>) {
    let name = part.name();
    if !matches!(param.ty, RustType::Ref { mutable: false, .. }) {
        diags.push(Diagnostic::error(
            param.ty_pos,
            format!(
                "parameter `{}` of tool `{tool}` takes `{}`: take `&toolschema::{name}`, which the server supplies for each call",
                param.name, param.ty_text
            ),
        ));
    }
    if let Some(marker) = entry.and_then(|e| e.default.as_ref().or(e.choices.as_ref())) {
        diags.push(Diagnostic::error(
            marker.pos,
            format!(
                "parameter `{}` of tool `{tool}` is the call's `{name}`, supplied by the server, and cannot have a default or choices",
                param.name
            ),
        ));
    }
}

/// The schema of what a tool returns: of `T` for `Result<T, E>`; `None` when it has no mapping.
/// The Returns section, when there is one, is its description.
fn output_schema(output: &Mapper<'_>, ty: &RustType, returns: Option<&str>) -> Option<Schema> {
    let ty = ok_type(ty);
    if matches!(ty, RustType::Tuple(items) if items.is_empty()) {
        return None;
    }
    let mapped = output.map_param(ty).ok()?;
    let mut schema = mapped.schema;
    schema.nullable |= mapped.optional;
    output.describe(&mut schema, ty, returns.unwrap_or(""));
    Some(schema)
}

/// Builds one property: its schema, with the entry's description, choices and default.
fn lower_param(
    input: &Mapper<'_>,
    tool: &str,
    param: &ParamSource,
    mapped: Mapped,
    entry: Option<&ArgEntry>,
    diags: &mut Vec<Diagnostic>,
) -> Property {
    let mut schema = mapped.schema;
    schema.nullable = mapped.optional;
    let name = &param.name;
    if let Some(entry) = entry {
        input.describe(&mut schema, &param.ty, &entry.description);
        if let Some(choices) = &entry.choices {
            let values = choices.value.as_array().cloned().unwrap_or_default();
            // On an array parameter the choices constrain its items.
            let target = match &mut schema.ty {
                Type::Array { items, .. } => {
                    let mut item = (**items).clone();
                    apply_choices(&mut item, &values, tool, param, choices, diags);
                    *items = Node::new(item);
                    None
                }
                _ => Some(&mut schema),
            };
            if let Some(target) = target {
                apply_choices(target, &values, tool, param, choices, diags);
            }
        }
        if let Some(default) = &entry.default {
            if mapped.optional {
                diags.push(Diagnostic::error(
                    default.pos,
                    format!("parameter `{name}` of tool `{tool}` is an `Option` and has a default: drop the `Option`, the default already makes it optional"),
                ));
            } else if schema.takes_null() {
                // Section 4.2: `null` for a defaulted parameter is its default.
                diags.push(Diagnostic::error(
                    default.pos,
                    format!("parameter `{name}` of tool `{tool}` has a default, so `null` for it would be the default and never {} `{}`, which serde reads from `null`: drop the default", if schema.ty == Type::Null { "the unit struct" } else { "the untagged unit variant of" }, param.ty_text),
                ));
            } else if let Some(problem) = first_problem(&schema, &default.value, name) {
                let what = if problem.code == ProblemCode::NotInEnum {
                    "is not one of its choices".to_string()
                } else {
                    format!("does not fit its type `{}`", param.ty_text)
                };
                diags.push(Diagnostic::error(
                    default.pos,
                    format!("default `{}` of parameter `{name}` of tool `{tool}` {what}: {problem}", default.raw),
                ));
            } else {
                schema.default = Some(Json::from_value(&default.value));
            }
        }
    }
    Property {
        name: name.clone().into(),
        rust_type: param.ty_text.clone().into(),
        required: !mapped.optional && schema.default.is_none(),
        schema,
    }
}

/// Checks each choice against `target` and sets them as its `enum`.
fn apply_choices(
    target: &mut Schema,
    values: &[serde_json::Value],
    tool: &str,
    param: &ParamSource,
    marker: &doc::Marker,
    diags: &mut Vec<Diagnostic>,
) {
    if values.is_empty() {
        diags.push(Diagnostic::error(
            marker.pos,
            format!(
                "parameter `{}` of tool `{tool}` has no choices: `(choices: [])` would let no call through",
                param.name
            ),
        ));
        return;
    }
    let mut ok = true;
    for value in values {
        if let Some(problem) = first_problem(target, value, &param.name) {
            ok = false;
            diags.push(Diagnostic::error(
                marker.pos,
                format!(
                    "choice `{value}` of parameter `{}` of tool `{tool}` does not fit its type `{}`: {problem}",
                    param.name, param.ty_text
                ),
            ));
        }
    }
    if ok {
        target.set_enum(values.iter().map(Json::from_value).collect());
        // The choices may be fewer than the variants serde would read.
        target.exact_names = false;
    }
}

/// The first problem `check_value` finds in `value`. It displays as its message, prefixed
/// with where it is when that is inside the value (`at `scores.queen`: …`).
fn first_problem(schema: &Schema, value: &serde_json::Value, name: &str) -> Option<Located> {
    let mut problems = Vec::new();
    check_value(schema, value, name, &mut problems);
    problems.into_iter().next().map(|problem| Located { inside: problem.path != name, problem })
}

struct Located {
    problem: ArgProblem,
    inside: bool,
}

impl std::ops::Deref for Located {
    type Target = ArgProblem;
    fn deref(&self) -> &ArgProblem {
        &self.problem
    }
}

impl std::fmt::Display for Located {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.inside {
            write!(f, "at `{}`: {}", self.problem.path, self.problem.message)
        } else {
            f.write_str(&self.problem.message)
        }
    }
}
