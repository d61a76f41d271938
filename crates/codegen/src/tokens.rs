//! A [`ToolSchema`] as a Rust constant expression: everything borrowed, nothing parsed at run time.
//!
//! Written in the short forms of `toolschema::emitted` (`__ts::prop(…)`, `__ts::of(…)`), and
//! every list or node a value borrows is a `const` of its own in the module `__tsn`, written
//! once however many tools use it: a struct of the tools crate taken by forty tools is one
//! `const` of its fields. A reference to a `const fn`'s result is not promoted to `'static`
//! inside another call, which is why each borrowed node is named.

use std::collections::HashMap;

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};
use toolschema::{Additional, Annotations, FloatType, IntType, Json, Number, Property, Schema, ToolSchema, Type};

/// The `const` items of `__tsn`, each written once.
#[derive(Default)]
pub(crate) struct Nodes {
    items: Vec<TokenStream>,
    seen: HashMap<String, usize>,
}

impl Nodes {
    /// The path of a `const` of type `&ty` holding `&value`, made on first use.
    fn borrow(&mut self, ty: TokenStream, value: TokenStream) -> TokenStream {
        let key = format!("{ty}={value}");
        let index = match self.seen.get(&key) {
            Some(&index) => index,
            None => {
                let index = self.items.len();
                let ident = format_ident!("N{index}");
                self.items.push(quote!(pub(super) const #ident: &#ty = &#value;));
                self.seen.insert(key, index);
                index
            }
        };
        let ident = format_ident!("N{index}");
        quote!(__tsn::#ident)
    }

    /// The module holding every node, empty when nothing is borrowed, one node to a line.
    pub(crate) fn module(self) -> String {
        let head = quote! {
            /// The lists and nodes the tools' constants borrow, each written once.
            mod __tsn
        };
        // Nodes name the nodes they borrow by the path the constants use; a crate whose
        // nodes borrow none has no use for it.
        let uses = quote! {
            #[allow(unused_imports)]
            use super::__tsn;
            use ::toolschema::emitted as __ts;
        };
        crate::print::module(head, std::iter::once(uses).chain(self.items))
    }

    /// The fields of the tool's constant, a struct literal to its first level, so that
    /// `&TOOL_SCHEMA` is promoted to a `&'static` as before (a `const fn`'s result never is).
    pub(crate) fn tool(&mut self, tool: &ToolSchema) -> TokenStream {
        let (name, summary, description) = (&*tool.name, &*tool.summary, &*tool.description);
        let params = self.properties(&tool.params);
        let (rust_type, returns) = (&*tool.returns.rust_type, &*tool.returns.description);
        let output = match tool.returns.schema.as_deref() {
            Some(schema) => {
                let node = self.node(schema);
                quote!(__ts::Some(__ts::Node::Static(#node)))
            }
            None => quote!(__ts::None),
        };
        let (is_async, content) = (tool.is_async, tool.returns.content);
        let annotations = annotations(&tool.annotations);
        quote! {
            name: __ts::Cow::Borrowed(#name),
            summary: __ts::Cow::Borrowed(#summary),
            description: __ts::Cow::Borrowed(#description),
            params: __ts::Cow::Borrowed(#params),
            returns: __ts::Returns {
                rust_type: __ts::Cow::Borrowed(#rust_type),
                description: __ts::Cow::Borrowed(#returns),
                schema: #output,
                content: #content,
            },
            is_async: #is_async,
            annotations: #annotations,
        }
    }

    fn properties(&mut self, properties: &[Property]) -> TokenStream {
        let items: Vec<TokenStream> = properties.iter().map(|p| self.property(p)).collect();
        self.borrow(quote!([__ts::Property]), quote!([#(#items),*]))
    }

    fn property(&mut self, p: &Property) -> TokenStream {
        let (name, rust_type, required) = (&*p.name, &*p.rust_type, p.required);
        let schema = self.schema(&p.schema);
        quote!(__ts::prop(#name, #rust_type, #required, #schema))
    }

    fn schema(&mut self, s: &Schema) -> TokenStream {
        let ty = self.ty(&s.ty);
        let description = option(s.description.as_deref().map(|d| quote!(#d)));
        if s.enum_values.is_none() && s.enum_text.is_none() && s.default.is_none() && !s.nullable && !s.exact_names {
            return quote!(__ts::of(#ty, #description));
        }
        let enum_values = s.enum_values.as_ref().map(|values| {
            let values: Vec<TokenStream> = values.iter().map(|v| self.json(v)).collect();
            self.borrow(quote!([__ts::Json]), quote!([#(#values),*]))
        });
        let enum_values = option(enum_values);
        let enum_text = option(s.enum_text.as_deref().map(|t| quote!(#t)));
        let default = option(s.default.as_ref().map(|d| self.json(d)));
        let (nullable, exact_names) = (s.nullable, s.exact_names);
        quote!(__ts::full(#ty, #description, #enum_values, #enum_text, #default, #nullable, #exact_names))
    }

    fn node(&mut self, schema: &Schema) -> TokenStream {
        let schema = self.schema(schema);
        self.borrow(quote!(__ts::Schema), schema)
    }

    fn schemas(&mut self, schemas: &[Schema]) -> TokenStream {
        let items: Vec<TokenStream> = schemas.iter().map(|s| self.schema(s)).collect();
        self.borrow(quote!([__ts::Schema]), quote!([#(#items),*]))
    }

    fn ty(&mut self, t: &Type) -> TokenStream {
        match t {
            Type::Any => quote!(__ts::Type::Any),
            Type::Null => quote!(__ts::Type::Null),
            Type::Boolean => quote!(__ts::Type::Boolean),
            Type::Integer(int) => {
                let variant = format_ident!("{}", int_variant(*int));
                quote!(__ts::Type::Integer(__ts::IntType::#variant))
            }
            Type::Number(FloatType::F32) => quote!(__ts::Type::Number(__ts::FloatType::F32)),
            Type::Number(FloatType::F64) => quote!(__ts::Type::Number(__ts::FloatType::F64)),
            Type::String => quote!(__ts::Type::String),
            Type::Char => quote!(__ts::Type::Char),
            Type::Array { items, unique, len } => {
                let items = self.node(items);
                let len = option(len.map(|n| quote!(#n)));
                quote!(__ts::array(#items, #unique, #len))
            }
            Type::Tuple(items) => {
                let items = self.schemas(items);
                quote!(__ts::tuple(#items))
            }
            Type::Map(values) => {
                let values = self.node(values);
                quote!(__ts::map(#values))
            }
            Type::IntMap(int, values) => {
                let values = self.node(values);
                let variant = format_ident!("{}", int_variant(*int));
                quote!(__ts::int_map(__ts::IntType::#variant, #values))
            }
            Type::Object(object) => {
                let properties = self.properties(&object.properties);
                let additional = match &object.additional {
                    Additional::Unstated => quote!(__ts::Additional::Unstated),
                    Additional::Denied => quote!(__ts::Additional::Denied),
                    Additional::Schema(inner) => {
                        let inner = self.node(inner);
                        quote!(__ts::additional(#inner))
                    }
                };
                quote!(__ts::object(#properties, #additional))
            }
            Type::AnyOf(branches) => {
                let branches = self.schemas(branches);
                quote!(__ts::any_of(#branches))
            }
        }
    }

    fn json(&mut self, value: &Json) -> TokenStream {
        match value {
            Json::Null => quote!(__ts::Json::Null),
            Json::Bool(b) => quote!(__ts::Json::Bool(#b)),
            Json::Number(Number::PosInt(n)) => {
                let n = Literal::u64_suffixed(*n);
                quote!(__ts::Json::Number(__ts::Number::PosInt(#n)))
            }
            Json::Number(Number::NegInt(n)) => {
                let n = Literal::i64_suffixed(*n);
                quote!(__ts::Json::Number(__ts::Number::NegInt(#n)))
            }
            Json::Number(Number::Float(f)) => {
                let f = Literal::f64_suffixed(*f);
                quote!(__ts::Json::Number(__ts::Number::Float(#f)))
            }
            Json::String(s) => {
                let s = &**s;
                quote!(__ts::string(#s))
            }
            Json::Array(items) => {
                let items: Vec<TokenStream> = items.iter().map(|v| self.json(v)).collect();
                let items = self.borrow(quote!([__ts::Json]), quote!([#(#items),*]));
                quote!(__ts::array_of(#items))
            }
            Json::Object(entries) => {
                let entries: Vec<TokenStream> = entries
                    .iter()
                    .map(|(k, v)| {
                        let (k, v) = (&**k, self.json(v));
                        quote!((__ts::key(#k), #v))
                    })
                    .collect();
                let entries = self.borrow(quote!([(__ts::Text, __ts::Json)]), quote!([#(#entries),*]));
                quote!(__ts::object_of(#entries))
            }
        }
    }
}

/// The tool's annotations; `Annotations::NONE` when there are none, one short line for the
/// common case.
fn annotations(hints: &Annotations) -> TokenStream {
    if hints.is_empty() {
        return quote!(__ts::Annotations::NONE);
    }
    let title = option(hints.title.as_deref().map(|t| quote!(__ts::Cow::Borrowed(#t))));
    let flag = |flag: Option<bool>| option(flag.map(|b| quote!(#b)));
    let (read_only, destructive) = (flag(hints.read_only), flag(hints.destructive));
    let (idempotent, open_world) = (flag(hints.idempotent), flag(hints.open_world));
    let inline = hints.inline;
    quote! {
        __ts::Annotations {
            title: #title,
            read_only: #read_only,
            destructive: #destructive,
            idempotent: #idempotent,
            open_world: #open_world,
            inline: #inline,
        }
    }
}

fn option(value: Option<TokenStream>) -> TokenStream {
    match value {
        Some(v) => quote!(__ts::Some(#v)),
        None => quote!(__ts::None),
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
