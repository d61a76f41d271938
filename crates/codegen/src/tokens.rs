//! A [`ToolSchema`] as a Rust constant expression: everything borrowed, nothing parsed at run time.

use proc_macro2::{Literal, TokenStream};
use quote::quote;
use toolschema::{Additional, Annotations, FloatType, IntType, Json, Number, Property, Schema, ToolSchema, Type};

pub(crate) fn tool(tool: &ToolSchema) -> TokenStream {
    let name = text(&tool.name);
    let summary = text(&tool.summary);
    let description = text(&tool.description);
    let params = list(tool.params.iter().map(property));
    let rust_type = text(&tool.returns.rust_type);
    let returns = text(&tool.returns.description);
    let output = option(tool.returns.schema.as_deref().map(node));
    let is_async = tool.is_async;
    let annotations = annotations(&tool.annotations);
    quote! {
        ::toolschema::ToolSchema {
            name: #name,
            summary: #summary,
            description: #description,
            params: #params,
            returns: ::toolschema::Returns { rust_type: #rust_type, description: #returns, schema: #output },
            is_async: #is_async,
            annotations: #annotations,
        }
    }
}

/// The tool's annotations; `Annotations::NONE` when there are none, one short line for the
/// common case.
fn annotations(hints: &Annotations) -> TokenStream {
    if hints.is_empty() {
        return quote!(::toolschema::Annotations::NONE);
    }
    let title = option(hints.title.as_deref().map(text));
    let flag = |flag: Option<bool>| option(flag.map(|b| quote!(#b)));
    let (read_only, destructive) = (flag(hints.read_only), flag(hints.destructive));
    let (idempotent, open_world) = (flag(hints.idempotent), flag(hints.open_world));
    quote! {
        ::toolschema::Annotations {
            title: #title,
            read_only: #read_only,
            destructive: #destructive,
            idempotent: #idempotent,
            open_world: #open_world,
        }
    }
}

fn text(s: &str) -> TokenStream {
    quote!(::std::borrow::Cow::Borrowed(#s))
}

fn list(items: impl Iterator<Item = TokenStream>) -> TokenStream {
    let items: Vec<TokenStream> = items.collect();
    quote!(::std::borrow::Cow::Borrowed(&[#(#items),*]))
}

fn node(schema: &Schema) -> TokenStream {
    let inner = self::schema(schema);
    quote!(::toolschema::Node::Static(&#inner))
}

fn property(p: &Property) -> TokenStream {
    let name = text(&p.name);
    let rust_type = text(&p.rust_type);
    let required = p.required;
    let schema = schema(&p.schema);
    quote!(::toolschema::Property { name: #name, rust_type: #rust_type, required: #required, schema: #schema })
}

fn schema(s: &Schema) -> TokenStream {
    let ty = ty(&s.ty);
    let description = option(s.description.as_deref().map(text));
    let enum_values = option(s.enum_values.as_ref().map(|values| list(values.iter().map(json))));
    let enum_text = option(s.enum_text.as_deref().map(text));
    let default = option(s.default.as_ref().map(json));
    let nullable = s.nullable;
    let exact_names = s.exact_names;
    quote! {
        ::toolschema::Schema {
            ty: #ty,
            description: #description,
            enum_values: #enum_values,
            enum_text: #enum_text,
            default: #default,
            nullable: #nullable,
            exact_names: #exact_names,
        }
    }
}

fn option(value: Option<TokenStream>) -> TokenStream {
    match value {
        Some(v) => quote!(::core::option::Option::Some(#v)),
        None => quote!(::core::option::Option::None),
    }
}

fn ty(t: &Type) -> TokenStream {
    match t {
        Type::Any => quote!(::toolschema::Type::Any),
        Type::Null => quote!(::toolschema::Type::Null),
        Type::Boolean => quote!(::toolschema::Type::Boolean),
        Type::Integer(int) => {
            let variant = quote::format_ident!("{}", int_variant(*int));
            quote!(::toolschema::Type::Integer(::toolschema::IntType::#variant))
        }
        Type::Number(FloatType::F32) => quote!(::toolschema::Type::Number(::toolschema::FloatType::F32)),
        Type::Number(FloatType::F64) => quote!(::toolschema::Type::Number(::toolschema::FloatType::F64)),
        Type::String => quote!(::toolschema::Type::String),
        Type::Char => quote!(::toolschema::Type::Char),
        Type::Array { items, unique, len } => {
            let items = node(items);
            let len = option(len.map(|n| quote!(#n)));
            quote!(::toolschema::Type::Array { items: #items, unique: #unique, len: #len })
        }
        Type::Tuple(items) => {
            let items = list(items.iter().map(schema));
            quote!(::toolschema::Type::Tuple(#items))
        }
        Type::Map(values) => {
            let values = node(values);
            quote!(::toolschema::Type::Map(#values))
        }
        Type::Object(object) => {
            let properties = list(object.properties.iter().map(property));
            let additional = match &object.additional {
                Additional::Unstated => quote!(::toolschema::Additional::Unstated),
                Additional::Denied => quote!(::toolschema::Additional::Denied),
                Additional::Schema(inner) => {
                    let inner = node(inner);
                    quote!(::toolschema::Additional::Schema(#inner))
                }
            };
            quote!(::toolschema::Type::Object(::toolschema::Object { properties: #properties, additional: #additional }))
        }
        Type::AnyOf(branches) => {
            let branches = list(branches.iter().map(schema));
            quote!(::toolschema::Type::AnyOf(#branches))
        }
    }
}

fn int_variant(int: IntType) -> &'static str {
    match int {
        IntType::I8 => "I8",
        IntType::I16 => "I16",
        IntType::I32 => "I32",
        IntType::I64 => "I64",
        IntType::I128 => "I128",
        IntType::Isize => "Isize",
        IntType::U8 => "U8",
        IntType::U16 => "U16",
        IntType::U32 => "U32",
        IntType::U64 => "U64",
        IntType::U128 => "U128",
        IntType::Usize => "Usize",
    }
}

fn json(value: &Json) -> TokenStream {
    match value {
        Json::Null => quote!(::toolschema::Json::Null),
        Json::Bool(b) => quote!(::toolschema::Json::Bool(#b)),
        Json::Number(Number::PosInt(n)) => {
            let n = Literal::u64_suffixed(*n);
            quote!(::toolschema::Json::Number(::toolschema::Number::PosInt(#n)))
        }
        Json::Number(Number::NegInt(n)) => {
            let n = Literal::i64_suffixed(*n);
            quote!(::toolschema::Json::Number(::toolschema::Number::NegInt(#n)))
        }
        Json::Number(Number::Float(f)) => {
            let f = Literal::f64_suffixed(*f);
            quote!(::toolschema::Json::Number(::toolschema::Number::Float(#f)))
        }
        Json::String(s) => {
            let s = text(s);
            quote!(::toolschema::Json::String(#s))
        }
        Json::Array(items) => {
            let items = list(items.iter().map(json));
            quote!(::toolschema::Json::Array(#items))
        }
        Json::Object(entries) => {
            let entries = list(entries.iter().map(|(k, v)| {
                let k = text(k);
                let v = json(v);
                quote!((#k, #v))
            }));
            quote!(::toolschema::Json::Object(#entries))
        }
    }
}
