//! The synthetic tools written out three ways: as a toolschema tools crate, as rmcp's and
//! rig's macros expand them (serde + schemars derive, a `match` over names, schemas made by
//! `schema_for!` at run time), and with serde's derive alone (no schemas at all).

use std::fmt::Write;

use super::model::{Param, Returns, Tool};

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Flavour {
    Toolschema,
    Schemars,
    Serde,
}

impl Flavour {
    pub const ALL: [Flavour; 3] = [Flavour::Toolschema, Flavour::Schemars, Flavour::Serde];

    /// The crate's folder and the last part of its package name.
    pub fn name(self) -> &'static str {
        match self {
            Flavour::Toolschema => "toolschema",
            Flavour::Schemars => "schemars",
            Flavour::Serde => "serde",
        }
    }

    fn derives(self) -> &'static str {
        match self {
            Flavour::Schemars => ", JsonSchema",
            _ => "",
        }
    }
}

/// One group's module: its enum, its struct, its tools (and their argument structs).
pub fn group(flavour: Flavour, group: usize, tools: &[&Tool]) -> String {
    let derives = flavour.derives();
    let mut out = format!("//! Synthetic tools, group {group}.\n\nuse serde::{{Deserialize, Serialize}};\n");
    if flavour == Flavour::Schemars {
        out.push_str("use schemars::JsonSchema;\n");
    }
    if tools.iter().any(|t| t.context) {
        out.push_str("\nuse crate::store::Store;\n");
    }
    let _ = write!(
        out,
        r#"
/// How urgent a piece of work is.
#[derive(Clone, Copy, Debug, Deserialize, Serialize{derives})]
#[serde(rename_all = "lowercase")]
pub enum Priority{group} {{
    /// It can wait.
    Low,
    /// The usual.
    Normal,
    /// Drop everything else.
    High,
}}

/// Which records to consider.
#[derive(Clone, Debug, Deserialize, Serialize{derives})]
pub struct Filter{group} {{
    /// The field to match.
    pub field: String,
    /// The value it must have.
    pub value: String,
    /// Whether the match ignores case.
    #[serde(default)]
    pub ignore_case: bool,
}}
"#
    );
    for tool in tools {
        function(&mut out, tool);
        if flavour != Flavour::Toolschema {
            args_struct(&mut out, flavour, tool);
        }
    }
    out
}

/// The tool itself, the same in every flavour.
fn function(out: &mut String, tool: &Tool) {
    let _ = write!(out, "\n/// {}\n", tool.summary);
    if let Some(details) = tool.details {
        let _ = write!(out, "///\n/// {details}\n");
    }
    out.push_str("///\n/// Args:\n");
    for p in &tool.params {
        let _ = write!(out, "///     {}: {}", p.name, p.doc);
        if let Some(choices) = p.choices {
            let quoted: Vec<String> = choices.iter().map(|c| format!("\"{c}\"")).collect();
            let _ = write!(out, " (choices: [{}])", quoted.join(", "));
        }
        if let Some((json, _)) = p.default {
            let _ = write!(out, " (default: {json})");
        }
        out.push('\n');
    }
    out.push_str("///\n/// Returns:\n///     What was done, for the model to read.\n");
    let asyncness = if tool.is_async { "async " } else { "" };
    let mut params: Vec<String> =
        tool.params.iter().map(|p| format!("{}: {}", p.name, p.ty.rust(tool.group))).collect();
    if tool.context {
        params.insert(0, "store: &Store".into());
    }
    let g = tool.group;
    let (ret, value) = match tool.returns {
        Returns::ResultText => ("Result<String, String>".to_string(), "Ok(text)".to_string()),
        Returns::Text => ("String".into(), "text".into()),
        Returns::Count => ("u64".into(), "text.len() as u64".into()),
        Returns::Lines => ("Vec<String>".into(), "text.lines().map(str::to_owned).collect()".into()),
        Returns::Struct => {
            (format!("Filter{g}"), format!("Filter{g} {{ field: text, value: String::new(), ignore_case: false }}"))
        }
    };
    let mut format = format!("{{}} {}", "{:?} ".repeat(tool.params.len()).trim_end());
    let mut values = vec![if tool.context { "store.name()".to_string() } else { format!("\"{}\"", tool.name) }];
    values.extend(tool.params.iter().map(|p| p.name.to_string()));
    if tool.params.is_empty() {
        format = "{}".into();
    }
    let _ = write!(
        out,
        "pub {asyncness}fn {}({}) -> {ret} {{\n    let text = format!(\"{format}\", {});\n    {value}\n}}\n",
        tool.name,
        params.join(", "),
        values.join(", ")
    );
}

/// The `#[derive(Deserialize)]` struct rmcp's `Parameters<T>` and rig's tool macro read.
fn args_struct(out: &mut String, flavour: Flavour, tool: &Tool) {
    let name = args_name(tool);
    let derives = flavour.derives();
    let _ = write!(
        out,
        "\n/// The arguments of `{}`.\n#[derive(Debug, Deserialize{derives})]\npub struct {name} {{\n",
        tool.name
    );
    for p in &tool.params {
        let _ = writeln!(out, "    /// {}", p.doc);
        if p.default.is_some() {
            let _ = writeln!(out, "    #[serde(default = \"{}\")]", default_fn(tool, p));
        }
        if let (Some(choices), Flavour::Schemars) = (p.choices, flavour) {
            let quoted: Vec<String> = choices.iter().map(|c| format!("\"{c}\"")).collect();
            let _ = writeln!(out, "    #[schemars(extend(\"enum\" = [{}]))]", quoted.join(", "));
        }
        let _ = writeln!(out, "    pub {}: {},", p.name, p.ty.rust(tool.group));
    }
    out.push_str("}\n");
    for p in tool.params.iter().filter(|p| p.default.is_some()) {
        let (_, rust) = p.default.unwrap_or_default();
        let _ = write!(out, "\nfn {}() -> {} {{\n    {rust}\n}}\n", default_fn(tool, p), p.ty.rust(tool.group));
    }
}

fn default_fn(tool: &Tool, p: &Param) -> String {
    format!("{}_{}_default", tool.name, p.name)
}

/// `find_orders_3` → `FindOrders3Args`.
pub fn args_name(tool: &Tool) -> String {
    let mut name: String = tool.name.split('_').map(super::model::capital).collect();
    name.push_str("Args");
    name
}

/// The crate's `src/lib.rs`: its modules (or, in one file, the groups inline) and, for the
/// two hand-written flavours, what toolschema generates: the tool list and the dispatch.
pub fn lib(flavour: Flavour, modules: &[(String, String)], one_file: bool, split: bool, tools: &[Tool]) -> String {
    let mut out = format!(
        "//! A synthetic tools crate of {} tools (`cargo xtask synth`), written the {} way.\n\n\
         #![deny(warnings)]\n#![warn(missing_docs)]\n\npub mod store;\n",
        tools.len(),
        flavour.name()
    );
    for (module, text) in modules {
        if one_file {
            let inner: String =
                text.lines().map(|l| if l.is_empty() { "\n".to_string() } else { format!("    {l}\n") }).collect();
            let _ = write!(out, "\npub mod {module} {{\n{inner}}}\n");
        } else {
            let _ = writeln!(out, "pub mod {module};");
        }
    }
    match flavour {
        Flavour::Toolschema => out.push_str("\ninclude!(concat!(env!(\"OUT_DIR\"), \"/toolschema.rs\"));\n"),
        Flavour::Schemars | Flavour::Serde => hand_written(&mut out, flavour, split, tools),
    }
    out
}

/// The tool list (schemars) and `dispatch`, each tool in one body (`split`: each tool's
/// schema and call a function of its own, which the list and the `match` name).
fn hand_written(out: &mut String, flavour: Flavour, split: bool, tools: &[Tool]) {
    out.push_str(
        "\npub use store::Store;\n\n/// What the tools need from the caller.\npub struct Context<'a> {\n    \
         /// The store the tools that take one read.\n    pub store: &'a Store,\n}\n",
    );
    if flavour == Flavour::Schemars {
        out.push_str(
            "\n/// A tool as offered to a model.\npub struct Tool {\n    /// Its name.\n    pub name: &'static str,\n    \
             /// What it does.\n    pub description: &'static str,\n    /// Its arguments' schema.\n    \
             pub input_schema: schemars::Schema,\n}\n\n/// Every tool, each schema made at run time.\n\
             pub fn tools() -> Vec<Tool> {\n    vec![\n",
        );
        for tool in tools {
            let description = match tool.details {
                Some(details) => format!("{}\\n\\n{details}", tool.summary),
                None => tool.summary.clone(),
            };
            let schema = match split {
                true => format!("schemas::{}()", tool.name),
                false => format!("schemars::schema_for!({}::{})", module(tool.group), args_name(tool)),
            };
            let _ = writeln!(
                out,
                "        Tool {{ name: \"{}\", description: \"{description}\", input_schema: {schema} }},",
                tool.name
            );
        }
        out.push_str("    ]\n}\n");
        if split {
            out.push_str("\n/// Each tool's schema.\nmod schemas {\n");
            for tool in tools {
                let _ = writeln!(
                    out,
                    "    pub(super) fn {}() -> schemars::Schema {{\n        schemars::schema_for!(super::{}::{})\n    }}",
                    tool.name,
                    module(tool.group),
                    args_name(tool)
                );
            }
            out.push_str("}\n");
        }
    }
    out.push_str(
        "\n/// Runs the tool `tool` with the arguments a model sent.\npub async fn dispatch(ctx: &Context<'_>, tool: &str, \
         args: serde_json::Value) -> Result<serde_json::Value, String> {\n    let _ = ctx;\n    match tool {\n",
    );
    let mut calls = String::new();
    for tool in tools {
        let root = if split { "super::" } else { "" };
        let path = format!("{root}{}::{}", module(tool.group), tool.name);
        let mut call: Vec<String> = tool.params.iter().map(|p| format!("args.{}", p.name)).collect();
        if tool.context {
            call.insert(0, "ctx.store".into());
        }
        let awaited = if tool.is_async { ".await" } else { "" };
        let tried = if matches!(tool.returns, Returns::ResultText) { "?" } else { "" };
        let body = format!(
            "let args: {root}{}::{} = serde_json::from_value(args).map_err(|e| e.to_string())?;\n            \
             let result = {path}({}){awaited}{tried};\n            serde_json::to_value(result).map_err(|e| e.to_string())",
            module(tool.group),
            args_name(tool),
            call.join(", ")
        );
        if split {
            let (asyncness, context) =
                (if tool.is_async { "async " } else { "" }, if tool.context { "ctx" } else { "_ctx" });
            let _ = writeln!(out, "        \"{}\" => calls::{}(ctx, args){awaited},", tool.name, tool.name);
            let _ = writeln!(
                calls,
                "    pub(super) {asyncness}fn {}({context}: &super::Context<'_>, args: serde_json::Value) -> Result<serde_json::Value, String> {{\n        {}\n    }}",
                tool.name,
                body.replace("\n            ", "\n        ")
            );
        } else {
            let _ = writeln!(out, "        \"{}\" => {{\n            {body}\n        }}", tool.name);
        }
    }
    out.push_str("        _ => Err(format!(\"unknown tool `{tool}`\")),\n    }\n}\n");
    if split {
        let _ = write!(out, "\n/// Each tool's call.\nmod calls {{\n{calls}}}\n");
    }
}

/// The module of group `group`.
pub fn module(group: usize) -> String {
    format!("group_{group:03}")
}

/// The context type, a module of its own in every flavour.
pub const STORE: &str = "//! The context some tools take.\n\n/// What the tools that take it read.\n\
#[derive(Debug, Default)]\npub struct Store {\n    name: String,\n}\n\nimpl Store {\n    \
/// A store called `name`.\n    pub fn new(name: &str) -> Self {\n        Store { name: name.to_owned() }\n    }\n\n    \
/// Its name.\n    pub fn name(&self) -> &str {\n        &self.name\n    }\n}\n";
