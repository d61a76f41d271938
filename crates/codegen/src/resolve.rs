//! Path resolution: what a path written in a module of the tools crate names, found as rustc
//! finds it in the type namespace.
//!
//! The first segment is `crate`, `self`, `super`, or a name in the module's scope: an item
//! defined there or an explicit `use` (a rename is known only by its new name), then a glob
//! import, then the standard prelude and the crates the tools crate depends on. Each further
//! segment is a name the module reached so far lets the writer's module name: an item or a
//! `use` whose visibility admits it, or one brought in by such a glob. `use`s are followed to
//! where the item is defined, through re-exports and renames; a budget of steps bounds the
//! walk, so a cycle of `use`s ends as a path that names nothing.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use toolschema::RustType;

use crate::names::{Import, ModuleNames};

/// Where a path is written: paths are resolved from this module.
#[derive(Clone, Copy)]
pub(crate) struct Scope<'s> {
    pub module: &'s [String],
    /// What each module of the crate declares (the scan's).
    pub modules: &'s HashMap<Vec<String>, ModuleNames>,
    /// Answers already worked out, where the caller keeps them.
    pub memo: Option<&'s Memo>,
}

/// What paths named, by the module they are written in, whether they start with `::`, and
/// their segments: a crate of many tools names the same few types again and again, and a
/// walk through a module's names and imports costs more than a look-up.
/// What the paths written in one module named, without and with a leading `::`.
type Named = [HashMap<Vec<String>, Option<Res>>; 2];

#[derive(Debug, Default)]
pub(crate) struct Memo {
    paths: RefCell<HashMap<Vec<String>, Named>>,
    /// Whole types, by module and text as written (whitespace collapsed).
    types: RefCell<HashMap<Vec<String>, HashMap<String, RustType>>>,
}

impl Memo {
    /// The type written `text` in `module`, if it was lowered before.
    pub(crate) fn typed(&self, module: &[String], text: &str) -> Option<RustType> {
        self.types.borrow().get(module)?.get(text).cloned()
    }

    pub(crate) fn keep_typed(&self, module: &[String], text: &str, ty: &RustType) {
        self.types.borrow_mut().entry(module.to_vec()).or_default().insert(text.to_owned(), ty.clone());
    }
}

/// What a path names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Res {
    /// A module of the tools crate, by its path from the root.
    Module(Vec<String>),
    /// A type (or trait) of the tools crate: `crate`, the modules it is defined in, its name.
    Item(Vec<String>),
    /// Something of another crate, by its path from that crate (`std::collections::HashMap`).
    External(Vec<String>),
    /// A name of the standard prelude or a primitive type (`String`, `Option`, `u32`), which
    /// nothing in scope shadows.
    Prelude(String),
}

/// The types of the standard prelude, the primitive types, and the other standard types the
/// mapping knows by name (written bare, they are read as the standard type, as they were
/// before imports were followed; the crate would not compile unless they were imported).
const STANDARD: &[&str] = &[
    "Option", "Result", "String", "Vec", "Box", "bool", "char", "str", "i8", "i16", "i32", "i64", "i128", "isize",
    "u8", "u16", "u32", "u64", "u128", "usize", "f32", "f64", "HashMap", "HashSet", "BTreeMap", "BTreeSet", "VecDeque",
    "Cow", "Arc", "Rc", "Path", "PathBuf", "Value",
];

/// How many modules and `use`s one resolution may visit, and how deep it may nest.
const BUDGET: u32 = 4096;
const DEPTH: u32 = 48;

impl Scope<'_> {
    /// What `segments` (written with a leading `::` when `global`) name here, when they name
    /// anything.
    pub(crate) fn resolve(&self, segments: &[String], global: bool) -> Option<Res> {
        if let Some(known) =
            self.memo.and_then(|m| m.paths.borrow().get(self.module)?[usize::from(global)].get(segments).cloned())
        {
            return known;
        }
        let walk = Walk { modules: self.modules, budget: Cell::new(BUDGET) };
        let found = walk.path(segments, global, false, self.module, 0);
        if let Some(memo) = self.memo {
            let mut memo = memo.paths.borrow_mut();
            memo.entry(self.module.to_vec()).or_default()[usize::from(global)].insert(segments.to_vec(), found.clone());
        }
        found
    }
}

/// Which segment of a path a name is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Segment {
    /// The last of a type's path: the type itself.
    Last,
    /// A module on the way.
    Inner,
    /// The first of a `use` path. Globs are not searched for it: a glob's own path would be
    /// looked up through the globs it is being resolved for, and a few globs of other
    /// crates would then spend the whole budget.
    UseRoot,
}

struct Walk<'s> {
    modules: &'s HashMap<Vec<String>, ModuleNames>,
    budget: Cell<u32>,
}

impl Walk<'_> {
    /// Spends one step, or says the walk has gone on too long.
    fn step(&self, depth: u32) -> Option<()> {
        let left = self.budget.get().checked_sub(1)?;
        self.budget.set(left);
        (depth < DEPTH).then_some(())
    }

    /// Resolves a path written in `module`; `import`: the path of a `use`, whose first
    /// segment, unless it is a name in scope, is a crate.
    fn path(&self, segments: &[String], global: bool, import: bool, module: &[String], depth: u32) -> Option<Res> {
        self.step(depth)?;
        let (first, rest) = segments.split_first()?;
        let mut res = match first.as_str() {
            _ if global => Res::External(vec![first.clone()]),
            "crate" => Res::Module(Vec::new()),
            "self" => Res::Module(module.to_vec()),
            "super" => Res::Module(module.split_last()?.1.to_vec()),
            name => match self.member(
                module,
                name,
                module,
                depth + 1,
                match (import, rest.is_empty()) {
                    (true, _) => Segment::UseRoot,
                    (false, true) => Segment::Last,
                    (false, false) => Segment::Inner,
                },
            ) {
                Some(res) => res,
                None if rest.is_empty() && !import => {
                    return STANDARD.contains(&name).then(|| Res::Prelude(name.to_string()));
                }
                // Not a name in scope: the first segment of a path into another crate.
                None => Res::External(vec![first.clone()]),
            },
        };
        for (i, segment) in rest.iter().enumerate() {
            res = match res {
                // `super::super::X`, `self::super::X`.
                Res::Module(at) if segment == "super" && segments[..=i].iter().all(|s| s == "self" || s == "super") => {
                    Res::Module(at.split_last()?.1.to_vec())
                }
                Res::Module(at) => {
                    let which = if i + 1 == rest.len() { Segment::Last } else { Segment::Inner };
                    self.member(&at, segment, module, depth + 1, which)?
                }
                Res::External(mut path) => {
                    path.push(segment.clone());
                    Res::External(path)
                }
                // An associated item or a variant: not a type the mapping can know.
                Res::Item(_) | Res::Prelude(_) => return None,
            };
        }
        Some(res)
    }

    /// The name `name` of module `at`, as code in module `from` may name it: an item defined
    /// there, else an explicit `use`, else what a glob import there brings.
    fn member(&self, at: &[String], name: &str, from: &[String], depth: u32, which: Segment) -> Option<Res> {
        self.step(depth)?;
        let names: &ModuleNames = self.modules.get(at)?;
        if let Some(def) = names.defined.get(name).filter(|d| d.vis.admits(from)) {
            let mut path = crate_path(at);
            path.push(name.to_string());
            return Some(if def.module { Res::Module(path[1..].to_vec()) } else { Res::Item(path) });
        }
        // A `use` that names nothing in the type namespace (a function, a macro) leaves the
        // name to the globs, as it does in rustc.
        if let Some(found) = names.uses.get(name).filter(|u| u.vis.admits(from)).and_then(|u| self.import(u, at, depth))
        {
            return Some(found);
        }
        // Globs of the crate's own modules first: whether a glob of another crate brings
        // the name cannot be known, so it is taken to, but only for a type's own name (the
        // last segment of its path) and only where nothing in this crate has it.
        let globs = || names.globs.iter().filter(|glob| which != Segment::UseRoot && glob.vis.admits(from));
        let own = globs().find_map(|glob| match self.import(glob, at, depth)? {
            Res::Module(inner) => self.member(&inner, name, from, depth + 1, which),
            _ => None,
        });
        own.or_else(|| {
            globs().filter(|_| which == Segment::Last && !STANDARD.contains(&name)).find_map(|glob| {
                match self.import(glob, at, depth)? {
                    Res::External(mut path) => {
                        path.push(name.to_string());
                        Some(Res::External(path))
                    }
                    _ => None,
                }
            })
        })
    }

    /// What an import written in module `at` names.
    fn import(&self, import: &Import, at: &[String], depth: u32) -> Option<Res> {
        self.path(&import.path, import.external, true, at, depth + 1)
    }
}

/// `crate` and then the modules of `module`.
pub(crate) fn crate_path(module: &[String]) -> Vec<String> {
    std::iter::once("crate".to_string()).chain(module.iter().cloned()).collect()
}
