//! Context parameters: which types the caller of `dispatch` supplies, named by paths that
//! work from the crate root, where the generated code lives.

use std::collections::{BTreeMap, HashMap};

use quote::ToTokens;
use syn::visit_mut::VisitMut;
use syn::Type;
use toolschema::lower::ParamPlan;
use toolschema::Diagnostic;

use crate::emit::{ident, Tool};
use crate::resolve::{Res, Scope};
use crate::scan::{unraw, Scan, TypeItem};
use crate::FileDiagnostic;

/// The fields of the generated `Context`, and which field each context parameter reads.
#[derive(Debug, Default)]
pub(crate) struct Contexts {
    /// Field name → the type, as a path from the crate root.
    pub fields: BTreeMap<String, syn::Type>,
    /// (tool name, parameter index) → field name.
    pub by_param: BTreeMap<(String, usize), String>,
}

/// What a context parameter's type becomes, the same for every parameter of one module that
/// writes the type alike (a crate of many tools has few context types, written many times).
enum Field {
    /// `&impl Trait`, which a field cannot hold.
    ImplTrait,
    /// The type made absolute, its field name and its text.
    Resolved(Box<syn::Type>, String, String),
}

pub(crate) fn contexts(tools: &[Tool<'_>], scan: &Scan, diagnostics: &mut Vec<FileDiagnostic>) -> Contexts {
    let mut contexts = Contexts::default();
    let mut seen: HashMap<(&[String], &str), Option<Field>> = HashMap::new();
    // Each field's type as text, for telling two types that would be one field apart.
    let mut texts: BTreeMap<String, String> = BTreeMap::new();
    for tool in tools {
        if !tool.lowered.plans.contains(&ParamPlan::Context) {
            continue;
        }
        for (i, plan) in tool.lowered.plans.iter().enumerate() {
            let (ParamPlan::Context, Some(param)) = (plan, tool.source.params.get(i)) else { continue };
            let key = (tool.found.module.as_slice(), param.ty_text.as_str());
            let field = seen.entry(key).or_insert_with(|| {
                param_type(&tool.found.item.sig, i).and_then(|ty| field(ty, &tool.found.module, scan))
            });
            // Where the type is written.
            let at = param.ty_pos;
            let (resolved, field, text) = match field {
                None => continue,
                Some(Field::ImplTrait) => {
                    diagnostics.push(FileDiagnostic {
                        file: scan.files[tool.found.file].display.clone(),
                        diagnostic: Diagnostic::error(
                            at,
                            format!(
                                "context parameter `{}` of tool `{}` takes `impl Trait`, which a field of `Context` cannot hold: take `&dyn Trait` or a concrete type",
                                param.name, tool.source.name
                            ),
                        ),
                    });
                    continue;
                }
                Some(Field::Resolved(resolved, field, text)) => (resolved, field, text),
            };
            match texts.get(field.as_str()) {
                Some(existing) if existing != text => diagnostics.push(FileDiagnostic {
                    file: scan.files[tool.found.file].display.clone(),
                    diagnostic: Diagnostic::error(
                        at,
                        format!(
                            "context type `{}` of tool `{}` would be the `Context` field `{field}`, which `{}` already is: rename one of the types",
                            crate::emit::tidy(text),
                            tool.source.name,
                            crate::emit::tidy(existing)
                        ),
                    ),
                }),
                Some(_) => {}
                None => {
                    texts.insert(field.clone(), text.clone());
                    contexts.fields.insert(field.clone(), (**resolved).clone());
                }
            }
            contexts.by_param.insert((tool.source.name.clone(), i), field.clone());
        }
    }
    contexts
}

/// The field a context parameter of type `ty`, written in `module`, reads; `None` when it is
/// no reference.
fn field(ty: &Type, module: &[String], scan: &Scan) -> Option<Field> {
    let Type::Reference(reference) = ty else { return None };
    if let Type::ImplTrait(_) = &*reference.elem {
        return Some(Field::ImplTrait);
    }
    let resolved = resolve_type(&reference.elem, module, scan);
    let name = field_name(&resolved);
    let text = resolved.to_token_stream().to_string();
    Some(Field::Resolved(Box::new(resolved), name, text))
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
/// path in it (generic arguments and trait bounds too) is made absolute, and every lifetime
/// but `'static` becomes `'a`, the lifetime of the generated `Context` (`&'x Db<'x>` is a
/// field `&'a Db<'a>`; a type of the crate written without its lifetimes gets `'a` for each).
fn resolve_type(ty: &Type, module: &[String], scan: &Scan) -> Type {
    let mut resolved = ty.clone();
    Resolver { scope: Scope { module, modules: &scan.modules, memo: None }, scan }.visit_type_mut(&mut resolved);
    resolved
}

struct Resolver<'s> {
    scope: Scope<'s>,
    scan: &'s Scan,
}

impl VisitMut for Resolver<'_> {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        // Generic arguments first: they are resolved in the same module.
        for segment in &mut path.segments {
            self.visit_path_arguments_mut(&mut segment.arguments);
        }
        let segments: Vec<String> = path.segments.iter().map(|s| unraw(&s.ident)).collect();
        let (full, crate_item) = match self.scope.resolve(&segments, path.leading_colon.is_some()) {
            Some(Res::Item(full)) => (full, true),
            Some(Res::External(full)) => (full, false),
            // Standard names, and paths that name nothing rustc will report, stay as written.
            _ => return,
        };
        let Some(mut last) = path.segments.pop().map(syn::punctuated::Pair::into_value) else { return };
        // A rename (`use crate::store::Cache as Shared`) is known only where it is written.
        last.ident = ident(&full[full.len() - 1]);
        if crate_item && last.arguments.is_empty() {
            last.arguments = elided_lifetimes(&full, self.scan);
        }
        path.leading_colon = (!crate_item).then(Default::default);
        path.segments =
            full[..full.len() - 1].iter().map(|name| syn::PathSegment::from(ident(name))).chain([last]).collect();
    }

    fn visit_type_path_mut(&mut self, ty: &mut syn::TypePath) {
        if ty.qself.is_none() {
            self.visit_path_mut(&mut ty.path);
        }
    }

    fn visit_lifetime_mut(&mut self, lifetime: &mut syn::Lifetime) {
        if lifetime.ident != "static" {
            *lifetime = syn::Lifetime::new("'a", lifetime.span());
        }
    }
}

/// `<'a, 'a>` for a struct or enum of the crate with two lifetime parameters, written bare
/// (`&Workspace` for `Workspace<'r>`, which a function signature may elide but a field may not).
fn elided_lifetimes(full: &[String], scan: &Scan) -> syn::PathArguments {
    let (name, module) = full.split_last().expect("a path from the crate root");
    let count = scan
        .types
        .iter()
        .filter(|t| t.module == module[1..])
        .find_map(|t| {
            let (ident, generics) = match &t.item {
                TypeItem::Struct(s) => (&s.ident, &s.generics),
                TypeItem::Enum(e) => (&e.ident, &e.generics),
            };
            (unraw(ident) == *name).then(|| generics.lifetimes().count())
        })
        .unwrap_or(0);
    if count == 0 {
        return syn::PathArguments::None;
    }
    let lifetimes = std::iter::repeat_n(quote::quote!('a), count);
    syn::PathArguments::AngleBracketed(syn::parse_quote!(<#(#lifetimes),*>))
}

/// The type of a function's parameter `i` (none for `self`).
fn param_type(sig: &syn::Signature, i: usize) -> Option<&syn::Type> {
    match sig.inputs.iter().nth(i)? {
        syn::FnArg::Typed(typed) => Some(&typed.ty),
        syn::FnArg::Receiver(_) => None,
    }
}
