//! Context parameters: which types the caller of `dispatch` supplies, named by paths that
//! work from the crate root, where the generated code lives.

use std::collections::BTreeMap;

use quote::ToTokens;
use syn::visit_mut::VisitMut;
use syn::{FnArg, Type};
use toolschema::lower::ParamPlan;
use toolschema::Diagnostic;

use crate::emit::Tool;
use crate::scan::{pos, Scan};
use crate::FileDiagnostic;

/// The fields of the generated `Context`, and which field each context parameter reads.
#[derive(Debug, Default)]
pub(crate) struct Contexts {
    /// Field name → the type, as a path from the crate root.
    pub fields: BTreeMap<String, syn::Type>,
    /// (tool name, parameter index) → field name.
    pub by_param: BTreeMap<(String, usize), String>,
}

pub(crate) fn contexts(tools: &[Tool<'_>], scan: &Scan, diagnostics: &mut Vec<FileDiagnostic>) -> Contexts {
    let mut contexts = Contexts::default();
    for tool in tools {
        let inputs: Vec<&FnArg> = tool.found.item.sig.inputs.iter().collect();
        for (i, plan) in tool.lowered.plans.iter().enumerate() {
            let (ParamPlan::Context, Some(FnArg::Typed(typed))) = (plan, inputs.get(i)) else { continue };
            let Type::Reference(reference) = &*typed.ty else { continue };
            if let Type::ImplTrait(_) = &*reference.elem {
                diagnostics.push(FileDiagnostic {
                    file: scan.files[tool.found.file].display.clone(),
                    diagnostic: Diagnostic::error(
                        pos(syn::spanned::Spanned::span(&*typed.ty)),
                        format!(
                            "context parameter `{}` of tool `{}` takes `impl Trait`, which a field of `Context` cannot hold: take `&dyn Trait` or a concrete type",
                            tool.source.params[i].name, tool.source.name
                        ),
                    ),
                });
                continue;
            }
            let resolved = resolve_type(&reference.elem, &tool.found.module, scan);
            let field = field_name(&resolved);
            let text = resolved.to_token_stream().to_string();
            match contexts.fields.get(&field) {
                Some(existing) if existing.to_token_stream().to_string() != text => diagnostics.push(FileDiagnostic {
                    file: scan.files[tool.found.file].display.clone(),
                    diagnostic: Diagnostic::error(
                        pos(syn::spanned::Spanned::span(&*typed.ty)),
                        format!(
                            "context type `{}` of tool `{}` would be the `Context` field `{field}`, which `{}` already is: rename one of the types",
                            crate::emit::tidy(&text),
                            tool.source.name,
                            crate::emit::tidy(&existing.to_token_stream().to_string())
                        ),
                    ),
                }),
                _ => {
                    contexts.fields.insert(field.clone(), resolved);
                }
            }
            contexts.by_param.insert((tool.source.name.clone(), i), field);
        }
    }
    contexts
}

/// The field name for a context type: its last segment in snake case (`Workspace` → `workspace`).
fn field_name(ty: &Type) -> String {
    let ident = match ty {
        Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default(),
        // `&dyn Store` is named after its trait.
        Type::TraitObject(t) => t
            .bounds
            .iter()
            .find_map(|b| match b {
                syn::TypeParamBound::Trait(t) => t.path.segments.last().map(|s| s.ident.to_string()),
                _ => None,
            })
            .unwrap_or_default(),
        other => other.to_token_stream().to_string(),
    };
    let mut name = String::new();
    for (i, c) in ident.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            name.push('_');
        }
        name.extend(c.to_lowercase());
    }
    name.retain(|c| c.is_alphanumeric() || c == '_');
    if name.is_empty() || syn::parse_str::<syn::Ident>(&name).is_err() {
        name = format!("ctx_{name}");
    }
    name
}

/// Rewrites a type written in `module` so that it means the same at the crate root: every
/// path in it (generic arguments and trait bounds too) is made absolute, and `'_` becomes `'a`,
/// the lifetime of the generated `Context`.
fn resolve_type(ty: &Type, module: &[String], scan: &Scan) -> Type {
    let mut resolved = ty.clone();
    Resolver { module, scan }.visit_type_mut(&mut resolved);
    resolved
}

struct Resolver<'s> {
    module: &'s [String],
    scan: &'s Scan,
}

impl VisitMut for Resolver<'_> {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        // Generic arguments first: they are resolved in the same module.
        for segment in &mut path.segments {
            self.visit_path_arguments_mut(&mut segment.arguments);
        }
        if path.leading_colon.is_some() {
            return;
        }
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let Some(full) = absolute(&segments, self.module, self.scan, 0) else { return };
        let last = path.segments.last().cloned();
        path.leading_colon = (full[0] != "crate").then(Default::default);
        path.segments = full[..full.len() - 1]
            .iter()
            .map(|ident| syn::PathSegment::from(syn::Ident::new(ident, proc_macro2::Span::call_site())))
            .chain(last)
            .collect();
    }

    fn visit_type_path_mut(&mut self, ty: &mut syn::TypePath) {
        if ty.qself.is_none() {
            self.visit_path_mut(&mut ty.path);
        }
    }

    fn visit_lifetime_mut(&mut self, lifetime: &mut syn::Lifetime) {
        if lifetime.ident == "_" {
            *lifetime = syn::Lifetime::new("'a", lifetime.span());
        }
    }
}

/// Where a path is written: paths are resolved from this module.
#[derive(Clone, Copy)]
pub(crate) struct Scope<'s> {
    pub module: &'s [String],
    pub scan: &'s Scan,
}

impl Scope<'_> {
    /// The full path `segments` stand for here (`Order` → `crate::orders::Order`,
    /// `HashMap` → `std::collections::HashMap`), when it can be told.
    pub(crate) fn resolve(&self, segments: &[String]) -> Option<Vec<String>> {
        absolute(segments, self.module, self.scan, 0)
    }
}

/// The path from the crate root (starting with `crate`) or from an external crate.
fn absolute(segments: &[String], module: &[String], scan: &Scan, depth: usize) -> Option<Vec<String>> {
    if depth > 16 {
        return None;
    }
    let first = segments.first()?;
    let rest = &segments[1..];
    let join = |mut head: Vec<String>| {
        head.extend(rest.iter().cloned());
        head
    };
    match first.as_str() {
        "crate" => Some(segments.to_vec()),
        "self" => Some(join(crate_path(module))),
        "super" => {
            let parent = &module[..module.len().saturating_sub(1)];
            absolute(&segments[1..], parent, scan, depth + 1).or_else(|| Some(join(crate_path(parent))))
        }
        _ => {
            let names = scan.modules.get(module)?;
            if names.defined.contains(first) {
                let mut head = crate_path(module);
                head.push(first.clone());
                Some(join(head))
            } else if let Some(target) = names.uses.get(first) {
                let target = join(target.clone());
                match target.first().map(String::as_str) {
                    Some("crate" | "self" | "super") => absolute(&target, module, scan, depth + 1),
                    _ => Some(target),
                }
            } else {
                // A glob import (`use super::*`) brings in what its module defines.
                names.globs.iter().find_map(|glob| {
                    let base = absolute(glob, module, scan, depth + 1)?;
                    let target = base.get(1..)?.to_vec();
                    let defined = scan.modules.get(&target)?.defined.contains(first);
                    defined.then(|| join(base.iter().cloned().chain([first.clone()]).collect()))
                })
            }
        }
    }
}

fn crate_path(module: &[String]) -> Vec<String> {
    std::iter::once("crate".to_string()).chain(module.iter().cloned()).collect()
}
