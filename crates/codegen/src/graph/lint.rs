//! The lint that makes the graph worth having: a required parameter named like an id but
//! typed as a plain string or integer, where another tool's result holds such an id too,
//! could be a newtype, and then the graph would say which tool supplies it.

use toolschema::lower::ParamPlan;
use toolschema::Diagnostic;

use super::walk::{plain_kind, PlainField, Types};
use crate::emit::Tool;
use crate::scan::SourceFile;
use crate::FileDiagnostic;

/// A warning for every required parameter `*_id` or `id` of a string or integer type whose
/// name another tool's result has as a field of the same kind (`order_id` and `Order.id` or
/// `Refund.order_id`; `id` and any `id`).
pub(crate) fn primitive_ids(tools: &[Tool<'_>], types: &Types<'_>, files: &[SourceFile]) -> Vec<FileDiagnostic> {
    let returned: Vec<Vec<PlainField>> = tools
        .iter()
        .map(|t| t.source.returns_ty.as_ref().map(|ty| types.plain_fields(ty)).unwrap_or_default())
        .collect();
    let mut found = Vec::new();
    for (at, tool) in tools.iter().enumerate() {
        let required = tool
            .source
            .params
            .iter()
            .zip(&tool.lowered.plans)
            .filter(|(_, plan)| matches!(plan, ParamPlan::Argument { optional: false, defaulted: false }));
        for (param, _) in required {
            let name = param.name.as_str();
            if name != "id" && !name.ends_with("_id") {
                continue;
            }
            let Some(kind) = plain_kind(&param.ty) else { continue };
            let matching = |f: &&PlainField| {
                f.kind == kind
                    && (f.name == name || (f.name == "id" && (name == "id" || snake(&f.owner) + "_id" == name)))
            };
            let mut other = tools.iter().zip(&returned).enumerate().filter(|(i, _)| *i != at);
            let Some((producer, field)) =
                other.find_map(|(_, (t, fields))| fields.iter().find(matching).map(|f| (t, f)))
            else {
                continue;
            };
            let newtype = if name == "id" { format!("{}Id", field.owner) } else { camel(name) };
            let inner = match &param.ty {
                toolschema::RustType::Ref { .. } => "String".to_owned(),
                ty => ty.to_string(),
            };
            let message = format!(
                "`{}`'s `{name}` is a `{}`; `{}` returns `{}.{}` as a `{}` too: a newtype (`struct {newtype}({inner})`) would let toolschema tell a model which tool supplies it",
                tool.source.name, param.ty_text, producer.source.name, field.owner, field.name, field.ty_text
            );
            found.push(FileDiagnostic {
                file: files[tool.found.file].display.clone(),
                diagnostic: Diagnostic::warning(param.ty_pos, message),
            });
        }
    }
    found
}

/// `LineItem` → `line_item`.
fn snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.char_indices() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// `order_id` → `OrderId`.
fn camel(name: &str) -> String {
    name.split('_')
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut chars = w.chars();
            chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
        })
        .collect()
}
