//! The tools crate's structs and enums, from `syn` into the core crate's [`TypeDef`]s:
//! fields, variants, doc comments and `#[serde(…)]` attributes, with their positions.

use syn::spanned::Spanned;
use syn::{Attribute, LitStr};
use toolschema::doc::{self, DocFragment};
use toolschema::types::{
    Body, Case, ContainerAttrs, Conversion, Derive, Field, FieldAttrs, Fields, Names, TypeDef, TypeDefs, Variant,
    VariantAttrs,
};
use toolschema::{Diagnostic, Pos, RustType};

use crate::resolve::{Res, Scope};
use crate::scan::{pos, unraw, FoundType, Scan, SourceFile, TypeItem};
use crate::source::{doc_fragments, rust_type, written};

/// Every struct and enum the scan found.
pub(crate) fn type_defs(scan: &Scan) -> TypeDefs {
    let mut defs = TypeDefs::default();
    for found in &scan.types {
        defs.insert(type_def(found, scan));
    }
    defs
}

fn type_def(found: &FoundType, scan: &Scan) -> TypeDef {
    let file = &scan.files[found.file];
    let scope = Scope { module: &found.module, modules: &scan.modules, memo: None };
    let (ident, attrs, generics) = match &found.item {
        TypeItem::Struct(s) => (&s.ident, &s.attrs, &s.generics),
        TypeItem::Enum(e) => (&e.ident, &e.attrs, &e.generics),
    };
    let name = unraw(ident);
    let path = std::iter::once("crate")
        .chain(found.module.iter().map(String::as_str))
        .chain([name.as_str()])
        .collect::<Vec<_>>()
        .join("::");
    let deserialize = if derives(attrs, "Deserialize") {
        Derive::Derived
    } else if implements(scan, &path, "Deserialize") {
        Derive::Manual
    } else {
        Derive::Missing
    };
    let body = match &found.item {
        TypeItem::Struct(s) => Body::Struct(fields(&s.fields, file, scope)),
        TypeItem::Enum(e) => Body::Enum(
            e.variants
                .iter()
                .map(|v| Variant {
                    name: unraw(&v.ident),
                    description: description(&v.attrs, file),
                    fields: fields(&v.fields, file, scope),
                    serde: variant_attrs(&v.attrs),
                    pos: pos(v.ident.span()),
                })
                .collect(),
        ),
    };
    let mut doc_warnings = ignored_docs(attrs, file, &format!("type `{name}`"));
    let field_docs = |fields: &syn::Fields, of: &str| {
        let each = fields.iter().enumerate().map(|(i, f)| {
            let field = f.ident.as_ref().map_or_else(|| i.to_string(), unraw);
            ignored_docs(&f.attrs, file, &format!("field `{field}` of {of}"))
        });
        each.flatten().collect::<Vec<_>>()
    };
    match &found.item {
        TypeItem::Struct(s) => doc_warnings.extend(field_docs(&s.fields, &format!("`{name}`"))),
        TypeItem::Enum(e) => {
            for v in &e.variants {
                let variant = format!("variant `{}` of `{name}`", unraw(&v.ident));
                doc_warnings.extend(ignored_docs(&v.attrs, file, &variant));
                doc_warnings.extend(field_docs(&v.fields, &variant));
            }
        }
    }
    TypeDef {
        doc_warnings,
        name,
        path,
        file: file.display.clone(),
        pos: pos(ident.span()),
        description: description(attrs, file),
        generic: generics.type_params().next().is_some(),
        deserialize,
        serde: container_attrs(attrs, file, scope),
        body,
    }
}

/// Whether the type at `path` (`crate::m::Name`) has a hand-written `impl` of a trait called
/// `name`, its self type resolved where the `impl` is written.
fn implements(scan: &Scan, path: &str, name: &str) -> bool {
    scan.impls.iter().any(|i| {
        let names_trait = i.trait_.segments.last().is_some_and(|s| s.ident == name);
        let scope = Scope { module: &i.module, modules: &scan.modules, memo: None };
        let segments: Vec<String> = i.self_ty.segments.iter().map(|s| unraw(&s.ident)).collect();
        names_trait
            && matches!(scope.resolve(&segments, i.self_ty.leading_colon.is_some()), Some(Res::Item(full)) if full.join("::") == path)
    })
}

fn fields(fields: &syn::Fields, file: &SourceFile, scope: Scope<'_>) -> Fields {
    let read = |(i, f): (usize, &syn::Field)| Field {
        name: f.ident.as_ref().map_or_else(|| i.to_string(), unraw),
        ty: rust_type(&f.ty, file, scope),
        ty_text: written(&f.ty, file),
        description: description(&f.attrs, file),
        serde: field_attrs(&f.attrs),
        pos: pos(f.ident.as_ref().map_or_else(|| f.ty.span(), |i| i.span())),
        ty_pos: pos(f.ty.span()),
    };
    match fields {
        syn::Fields::Named(named) => Fields::Named(named.named.iter().enumerate().map(read).collect()),
        syn::Fields::Unnamed(unnamed) => Fields::Tuple(unnamed.unnamed.iter().enumerate().map(read).collect()),
        syn::Fields::Unit => Fields::Unit,
    }
}

/// Warnings for the `#[doc = …]` attributes of `whose` (`tool `read_file``, `field `id` of
/// `Order``) whose value is not a string literal (`concat!(…)`, `include_str!(…)`): the doc
/// text is read as written, never expanded, so each is left out and named.
pub(crate) fn ignored_docs(attrs: &[Attribute], file: &SourceFile, whose: &str) -> Vec<Diagnostic> {
    let mut warnings = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("doc")) {
        let syn::Meta::NameValue(nv) = &attr.meta else { continue };
        if matches!(&nv.value, syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(_), .. })) {
            continue;
        }
        let mut value = written(&nv.value, file);
        if value.chars().count() > 60 {
            value = value.chars().take(50).collect::<String>() + "…";
        }
        warnings.push(
            Diagnostic::warning(
                pos(attr.span()),
                format!(
                    "the doc comment of {whose} has `#[doc = {value}]`, which is not a string literal: toolschema reads doc text as written and expands no macro, so it is left out of the description"
                ),
            )
            .in_file(&file.display),
        );
    }
    warnings
}

/// A doc comment's description (section 3.2); its sections, if any, are ignored.
fn description(attrs: &[Attribute], file: &SourceFile) -> String {
    let fragments: Vec<DocFragment> = doc_fragments(attrs, file);
    doc::parse(&fragments).description
}

fn derives(attrs: &[Attribute], name: &str) -> bool {
    attrs.iter().filter(|a| a.path().is_ident("derive")).any(|a| {
        let mut found = false;
        let _ = a.parse_nested_meta(|meta| {
            found |= meta.path.segments.last().is_some_and(|s| s.ident == name);
            Ok(())
        });
        found
    })
}

/// Visits each `key`, `key = "…"` and `key(…)` inside the `#[serde(…)]` attributes.
fn each_serde(attrs: &[Attribute], mut visit: impl FnMut(&str, Option<String>, Names, Pos)) {
    for attr in attrs.iter().filter(|a| a.path().is_ident("serde")) {
        let _ = attr.parse_nested_meta(|meta| {
            let key = meta.path.get_ident().map(|i| i.to_string()).unwrap_or_default();
            let at = pos(meta.path.span());
            let mut names = Names::default();
            let mut value = None;
            if meta.input.peek(syn::Token![=]) {
                let expr: syn::Expr = meta.value()?.parse()?;
                if let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = expr {
                    value = Some(s.value());
                }
            } else if meta.input.peek(syn::token::Paren) {
                meta.parse_nested_meta(|inner| {
                    let text = inner.value()?.parse::<LitStr>()?.value();
                    if inner.path.is_ident("serialize") {
                        names.serialize = Some(text);
                    } else if inner.path.is_ident("deserialize") {
                        names.deserialize = Some(text);
                    }
                    Ok(())
                })?;
            }
            visit(&key, value, names, at);
            Ok(())
        });
    }
}

/// A `rename`-like value: the same for both ways, or split with `serialize`/`deserialize`.
fn both(value: Option<String>, names: Names) -> Names {
    match value {
        Some(v) => Names { serialize: Some(v.clone()), deserialize: Some(v) },
        None => names,
    }
}

fn cases(names: Names, unknown: &mut Vec<(Pos, String)>, at: Pos) -> (Option<Case>, Option<Case>) {
    let mut case = |name: Option<String>| {
        let name = name?;
        let case = Case::from_name(&name);
        if case.is_none() {
            unknown.push((at, format!("has `rename_all = \"{name}\"`, which is not a case serde knows")));
        }
        case
    };
    (case(names.serialize), case(names.deserialize))
}

fn container_attrs(attrs: &[Attribute], file: &SourceFile, scope: Scope<'_>) -> ContainerAttrs {
    let mut c = ContainerAttrs::default();
    each_serde(attrs, |key, value, names, at| match key {
        "rename_all" => c.rename_all = cases(both(value, names), &mut c.unknowable, at),
        "rename_all_fields" => c.rename_all_fields = cases(both(value, names), &mut c.unknowable, at),
        "deny_unknown_fields" => c.deny_unknown_fields = true,
        "tag" => c.tag = value,
        "content" => c.content = value,
        "untagged" => c.untagged = true,
        "default" => c.default = true,
        "transparent" => c.transparent = true,
        "from" | "try_from" | "into" => match conversion(key, value.as_deref(), at, file, scope) {
            Ok(conversion) if key == "into" => c.into = Some(conversion),
            Ok(conversion) => c.from = Some(conversion),
            Err(why) => c.unknowable.push((at, why)),
        },
        "remote" => c
            .unknowable
            .push((at, format!("has `#[serde({key})]`, whose effect on the wire cannot be known at build time"))),
        _ => {}
    });
    c
}

/// The type of `#[serde(from = "T")]` (or `try_from`, `into`), its paths resolved where the
/// container is; `Err` says why the attribute names no type.
fn conversion(
    key: &str,
    value: Option<&str>,
    at: Pos,
    file: &SourceFile,
    scope: Scope<'_>,
) -> Result<Conversion, String> {
    let Some(text) = value else { return Err(format!("has `#[serde({key})]` without a type in a string")) };
    let Ok(ty) = syn::parse_str::<syn::Type>(text) else {
        return Err(format!("has `#[serde({key} = \"{text}\")]`, which does not name a type"));
    };
    // The parsed type's spans point into the string, not the file: what `rust_type` would
    // copy from the file for a type it cannot read is the string itself.
    let ty = match rust_type(&ty, file, scope) {
        RustType::Other(_) => RustType::Other(text.to_string()),
        ty => ty,
    };
    Ok(Conversion { attr: key.to_string(), ty, ty_text: text.to_string(), pos: at })
}

fn field_attrs(attrs: &[Attribute]) -> FieldAttrs {
    let mut f = FieldAttrs::default();
    each_serde(attrs, |key, value, names, at| match key {
        "rename" => f.rename = both(value, names),
        "default" => f.default = true,
        "skip" => (f.skip_deserializing, f.skip_serializing) = (true, true),
        "skip_deserializing" => f.skip_deserializing = true,
        "skip_serializing" => f.skip_serializing = true,
        "skip_serializing_if" => f.skip_serializing_if = true,
        "flatten" => f.flatten = true,
        "alias" => f.alias = true,
        "with" => {
            f.deserialize_with = Some((at, "with".to_string()));
            f.serialize_with = Some((at, "with".to_string()));
        }
        "deserialize_with" => f.deserialize_with = Some((at, key.to_string())),
        "serialize_with" => f.serialize_with = Some((at, key.to_string())),
        _ => {}
    });
    f
}

fn variant_attrs(attrs: &[Attribute]) -> VariantAttrs {
    let mut v = VariantAttrs::default();
    let mut unknown = Vec::new();
    each_serde(attrs, |key, value, names, at| match key {
        "rename" => v.rename = both(value, names),
        "rename_all" => v.rename_all = cases(both(value, names), &mut unknown, at),
        "skip" => (v.skip_deserializing, v.skip_serializing) = (true, true),
        "skip_deserializing" => v.skip_deserializing = true,
        "skip_serializing" => v.skip_serializing = true,
        "other" => v.other = true,
        "alias" => v.alias = true,
        "untagged" => v.untagged = true,
        "with" | "deserialize_with" | "serialize_with" => v.custom = Some((at, key.to_string())),
        _ => {}
    });
    v
}
