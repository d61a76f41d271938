//! What each module of the tools crate declares in the type namespace, and who may name it:
//! the items defined there, its `use` imports (renames and `extern crate` too) and its glob
//! imports, each with its visibility. `resolve` walks these as rustc does.

use std::collections::HashMap;

use syn::{Item, UseTree, Visibility};

use crate::scan::{is_cfg_test, unraw};

/// Who may name an item: code in the module `within` and in the modules under it.
/// `pub` and `pub(crate)` are the same here (`within` is the crate root): paths from outside
/// the crate never reach the resolver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Vis {
    pub within: Vec<String>,
}

impl Vis {
    /// Whether code in `module` may name the item.
    pub(crate) fn admits(&self, module: &[String]) -> bool {
        module.starts_with(&self.within)
    }
}

/// An item of the type namespace defined in a module.
#[derive(Clone, Debug)]
pub(crate) struct Def {
    /// A module rather than a type (struct, enum, union, type alias or trait).
    pub module: bool,
    pub vis: Vis,
}

/// A `use` path as written, from the module it is written in.
#[derive(Clone, Debug)]
pub(crate) struct Import {
    /// Its segments (`crate`, `self`, `super`, a name in scope, or an external crate).
    pub path: Vec<String>,
    /// Written with a leading `::` (or an `extern crate`): the first segment is a crate.
    pub external: bool,
    pub vis: Vis,
}

/// What one module declares that paths can name.
#[derive(Debug, Default)]
pub(crate) struct ModuleNames {
    /// Items defined in the module, by name.
    pub defined: HashMap<String, Def>,
    /// Explicit imports: the local name and what it stands for.
    pub uses: HashMap<String, Import>,
    /// Glob imports (`use crate::fs::*` gives `crate::fs`).
    pub globs: Vec<Import>,
}

impl ModuleNames {
    /// Adds what `item`, written in `module`, declares.
    pub(crate) fn add(&mut self, item: &Item, module: &[String]) {
        let mut define = |ident: &syn::Ident, is_module: bool, vis: &Visibility| {
            self.defined.insert(unraw(ident), Def { module: is_module, vis: visibility(vis, module) });
        };
        match item {
            Item::Struct(s) if !is_cfg_test(&s.attrs) => define(&s.ident, false, &s.vis),
            Item::Enum(e) if !is_cfg_test(&e.attrs) => define(&e.ident, false, &e.vis),
            Item::Union(u) if !is_cfg_test(&u.attrs) => define(&u.ident, false, &u.vis),
            Item::Type(t) if !is_cfg_test(&t.attrs) => define(&t.ident, false, &t.vis),
            Item::Trait(t) if !is_cfg_test(&t.attrs) => define(&t.ident, false, &t.vis),
            Item::Mod(m) if !is_cfg_test(&m.attrs) => define(&m.ident, true, &m.vis),
            Item::Use(u) if !is_cfg_test(&u.attrs) => {
                let vis = visibility(&u.vis, module);
                self.collect(&u.tree, &mut Vec::new(), u.leading_colon.is_some(), &vis);
            }
            Item::ExternCrate(e) if !is_cfg_test(&e.attrs) => {
                let name = e.rename.as_ref().map_or(&e.ident, |(_, rename)| rename);
                let vis = visibility(&e.vis, module);
                // `extern crate self as name` names the crate root.
                let (path, external) =
                    if e.ident == "self" { (vec!["crate".to_string()], false) } else { (vec![unraw(&e.ident)], true) };
                self.uses.insert(unraw(name), Import { path, external, vis });
            }
            _ => {}
        }
    }

    fn collect(&mut self, tree: &UseTree, prefix: &mut Vec<String>, external: bool, vis: &Vis) {
        let import = |path: Vec<String>| Import { path, external, vis: vis.clone() };
        match tree {
            UseTree::Path(p) => {
                prefix.push(unraw(&p.ident));
                self.collect(&p.tree, prefix, external, vis);
                prefix.pop();
            }
            // `use a::b::{self}` names the module `b`.
            UseTree::Name(n) if n.ident == "self" => {
                if let Some(last) = prefix.last() {
                    self.uses.insert(last.clone(), import(prefix.clone()));
                }
            }
            UseTree::Name(n) => {
                let name = unraw(&n.ident);
                self.uses.insert(name.clone(), import(prefix.iter().cloned().chain([name]).collect()));
            }
            UseTree::Rename(r) => {
                let path = if r.ident == "self" {
                    prefix.clone()
                } else {
                    prefix.iter().cloned().chain([unraw(&r.ident)]).collect()
                };
                // `use a::B as _` brings only a trait's methods into scope, no name.
                if r.rename != "_" {
                    self.uses.insert(unraw(&r.rename), import(path));
                }
            }
            UseTree::Group(g) => g.items.iter().for_each(|t| self.collect(t, prefix, external, vis)),
            UseTree::Glob(_) => self.globs.push(import(prefix.clone())),
        }
    }
}

/// Who may name an item of `module` declared with `vis`.
fn visibility(vis: &Visibility, module: &[String]) -> Vis {
    let within = match vis {
        Visibility::Public(_) => Vec::new(),
        Visibility::Inherited => module.to_vec(),
        Visibility::Restricted(r) => {
            let segments: Vec<String> = r.path.segments.iter().map(|s| unraw(&s.ident)).collect();
            let mut within = module.to_vec();
            for (i, segment) in segments.iter().enumerate() {
                match segment.as_str() {
                    "crate" if i == 0 => within.clear(),
                    "self" if i == 0 => {}
                    "super" => {
                        within.pop();
                    }
                    name => within.push(name.to_string()),
                }
            }
            within
        }
    };
    Vis { within }
}
