//! The module walk (section 2 of the spec): which files make up the crate, and which
//! functions in them are tools.
//!
//! Modules are followed from `src/lib.rs` through `mod` declarations, inline modules and
//! `#[path]`; files no `mod` reaches are not read. A syntax error is a diagnostic, and the
//! walk carries on with the other files.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use proc_macro2::Span;
use syn::{Attribute, Item, ItemFn, Visibility};
use toolschema::{Diagnostic, Pos};

use crate::names::ModuleNames;
use crate::FileDiagnostic;

/// One file of the tools crate.
#[derive(Debug)]
pub struct SourceFile {
    /// How it is shown in diagnostics (`tools/src/fs.rs`).
    pub display: String,
    /// Its text.
    pub text: String,
    /// The byte offset where each line starts, so that finding a position's line costs a
    /// lookup rather than a scan from the top of the file (which made a file of 2,000 tools
    /// take the square of its size).
    pub(crate) line_starts: Vec<usize>,
}

impl SourceFile {
    pub(crate) fn new(display: String, text: String) -> Self {
        let line_starts = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
        SourceFile { display, text, line_starts }
    }

    /// Line `line` (1-based), without its newline.
    pub(crate) fn line(&self, line: usize) -> Option<&str> {
        let start = *self.line_starts.get(line.checked_sub(1)?)?;
        let end = self.line_starts.get(line).map_or(self.text.len(), |next| next - 1);
        self.text.get(start..end)
    }
}

/// A public function reachable from the crate root: a tool.
#[derive(Debug)]
pub(crate) struct FoundFn {
    /// The module path from the crate root (`["fs"]`).
    pub module: Vec<String>,
    /// Index into [`Scan::files`].
    pub file: usize,
    pub item: Box<ItemFn>,
}

/// A struct or enum of the tools crate, in any module.
#[derive(Debug)]
pub(crate) struct FoundType {
    /// The module path from the crate root.
    pub module: Vec<String>,
    /// Index into [`Scan::files`].
    pub file: usize,
    pub item: TypeItem,
}

/// A struct or an enum.
#[derive(Debug)]
pub(crate) enum TypeItem {
    Struct(syn::ItemStruct),
    Enum(syn::ItemEnum),
}

/// A hand-written `impl Trait for Type`, with the paths as written in `module`.
#[derive(Debug)]
pub(crate) struct Impl {
    pub module: Vec<String>,
    pub self_ty: syn::Path,
    pub trait_: syn::Path,
}

#[derive(Debug, Default)]
pub(crate) struct Scan {
    pub files: Vec<SourceFile>,
    pub fns: Vec<FoundFn>,
    pub types: Vec<FoundType>,
    /// Every hand-written `impl Trait for Type` outside functions.
    pub impls: Vec<Impl>,
    pub modules: HashMap<Vec<String>, ModuleNames>,
    pub diagnostics: Vec<FileDiagnostic>,
    pub sources: Vec<PathBuf>,
}

/// Where the walk is: which file, which module, and whether everything above is `pub`.
struct Here {
    file: usize,
    module: Vec<String>,
    public: bool,
    /// The directory `#[path]` is relative to.
    file_dir: PathBuf,
    /// The directory child modules' files are in.
    child_dir: PathBuf,
    display_dir: PathBuf,
}

/// Walks the crate whose sources are in `src_dir`, shown as `display_src`.
pub(crate) fn scan_crate(src_dir: &Path, display_src: &Path) -> Scan {
    let mut scan = Scan::default();
    walk_crate(&mut scan, src_dir, display_src);
    scan
}

fn walk_crate(scan: &mut Scan, src_dir: &Path, display_src: &Path) {
    let root = src_dir.join("lib.rs");
    let here = Here {
        file: 0,
        module: Vec::new(),
        public: true,
        file_dir: src_dir.to_path_buf(),
        child_dir: src_dir.to_path_buf(),
        display_dir: display_src.to_path_buf(),
    };
    scan.sources.push(root.clone());
    match std::fs::read_to_string(&root) {
        Ok(text) => scan.read_file(text, &display_src.join("lib.rs"), here),
        Err(err) => scan.diagnostics.push(FileDiagnostic {
            file: display_src.join("lib.rs").display().to_string(),
            diagnostic: Diagnostic::error(Pos::new(1, 1), format!("cannot read the tools crate's root: {err}")),
        }),
    }
}

impl Scan {
    /// Parses one file with `syn` and walks its items.
    fn read_file(&mut self, text: String, display: &Path, mut here: Here) {
        here.file = self.files.len();
        let parsed = syn::parse_file(&text);
        self.files.push(SourceFile::new(display.display().to_string(), text));
        match parsed {
            Ok(file) => self.walk(file.items, &here),
            Err(err) => self.error(here.file, err.span(), format!("syntax error: {}", syntax_message(&err))),
        }
    }

    fn error(&mut self, file: usize, span: Span, message: String) {
        self.diagnostics.push(FileDiagnostic {
            file: self.files[file].display.clone(),
            diagnostic: Diagnostic::error(pos(span), message),
        });
    }

    /// Walks the items of one module, taking what it keeps out of them rather than cloning
    /// it: the types first, then the functions and the modules below, in their order.
    fn walk(&mut self, items: Vec<Item>, here: &Here) {
        let mut names = self.modules.remove(&here.module).unwrap_or_default();
        let mut rest = Vec::new();
        for item in items {
            names.add(&item, &here.module);
            match item {
                Item::Struct(s) if !is_cfg_test(&s.attrs) => {
                    let item = TypeItem::Struct(s);
                    self.types.push(FoundType { module: here.module.clone(), file: here.file, item });
                }
                Item::Enum(e) if !is_cfg_test(&e.attrs) => {
                    let item = TypeItem::Enum(e);
                    self.types.push(FoundType { module: here.module.clone(), file: here.file, item });
                }
                Item::Impl(i) if !is_cfg_test(&i.attrs) => {
                    if let (Some((_, path, _)), syn::Type::Path(ty)) = (i.trait_, *i.self_ty) {
                        if ty.qself.is_none() {
                            self.impls.push(Impl { module: here.module.clone(), self_ty: ty.path, trait_: path });
                        }
                    }
                }
                Item::Fn(_) | Item::Mod(_) => rest.push(item),
                _ => {}
            }
        }
        self.modules.insert(here.module.clone(), names);
        for item in rest {
            match item {
                Item::Fn(mut f) if here.public && is_pub(&f.vis) && !skipped(&f.attrs) => {
                    // Nothing reads a tool's body once it parsed: freed now, its memory serves
                    // the next file's parse instead of new pages (the braces keep the span).
                    f.block.stmts = Vec::new();
                    self.fns.push(FoundFn { module: here.module.clone(), file: here.file, item: Box::new(f) })
                }
                Item::Mod(mut m) if !is_cfg_test(&m.attrs) => {
                    let name = unraw(&m.ident);
                    let mut module = here.module.clone();
                    module.push(name.clone());
                    let public = here.public && is_pub(&m.vis) && !is_doc_hidden(&m.attrs);
                    if let Some((_, items)) = m.content.take() {
                        let inner = Here {
                            file: here.file,
                            module,
                            public,
                            file_dir: here.child_dir.join(&name),
                            child_dir: here.child_dir.join(&name),
                            display_dir: here.display_dir.join(&name),
                        };
                        self.walk(items, &inner);
                    } else {
                        self.open_module(&m, name, module, public, here);
                    }
                }
                _ => {}
            }
        }
    }

    /// Finds, reads and walks the file of an out-of-line `mod name;`.
    fn open_module(&mut self, m: &syn::ItemMod, name: String, module: Vec<String>, public: bool, here: &Here) {
        let candidates = candidates(m, &name, here);
        for (path, display) in &candidates {
            self.sources.push(path.clone());
            if let Ok(text) = std::fs::read_to_string(path) {
                let file_dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
                let display_parent = display.parent().map(Path::to_path_buf).unwrap_or_default();
                // A `mod.rs` (or `#[path]`) file keeps its children beside it; `name.rs` in `name/`.
                let mod_rs = path.file_name().is_some_and(|f| f == "mod.rs") || path_attr(&m.attrs).is_some();
                let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
                let (child_dir, display_dir) = if mod_rs {
                    (file_dir.clone(), display_parent)
                } else {
                    (file_dir.join(&stem), display_parent.join(&stem))
                };
                let inner = Here { file: 0, module, public, file_dir, child_dir, display_dir };
                self.read_file(text, display, inner);
                return;
            }
        }
        let looked: Vec<String> = candidates.iter().map(|(_, d)| format!("`{}`", d.display())).collect();
        self.error(
            here.file,
            m.ident.span(),
            format!("file not found for module `{name}`: looked for {}", looked.join(" and ")),
        );
    }
}

/// Where the file of an out-of-line `mod name;` may be, in order, each with how it is shown.
fn candidates(m: &syn::ItemMod, name: &str, here: &Here) -> Vec<(PathBuf, PathBuf)> {
    match path_attr(&m.attrs) {
        Some(path) => {
            vec![(here.file_dir.join(&path), display_join(&here.display_dir, &here.file_dir, &here.child_dir, &path))]
        }
        None => vec![
            (here.child_dir.join(format!("{name}.rs")), here.display_dir.join(format!("{name}.rs"))),
            (here.child_dir.join(name).join("mod.rs"), here.display_dir.join(name).join("mod.rs")),
        ],
    }
}

/// How a `#[path]` target is shown: relative to the display directory of the declaring file.
fn display_join(display_dir: &Path, file_dir: &Path, child_dir: &Path, path: &str) -> PathBuf {
    // `display_dir` mirrors `child_dir`; `#[path]` is relative to `file_dir`, which is
    // `child_dir` or its parent.
    let base = if file_dir == child_dir {
        display_dir.to_path_buf()
    } else {
        display_dir.parent().map(Path::to_path_buf).unwrap_or_default()
    };
    base.join(path)
}

/// syn's message, except where the lexer's says nothing a person can act on.
fn syntax_message(err: &syn::Error) -> String {
    let message = err.to_string();
    if message == "cannot parse string into token stream" {
        "unbalanced delimiters, or an unterminated comment, string or character literal".to_string()
    } else {
        message
    }
}

/// A 1-based position from a span.
pub(crate) fn pos(span: Span) -> Pos {
    let start = span.start();
    Pos::new(start.line as u32, start.column as u32 + 1)
}

pub(crate) fn unraw(ident: &syn::Ident) -> String {
    let name = ident.to_string();
    name.strip_prefix("r#").map(str::to_string).unwrap_or(name)
}

fn is_pub(vis: &Visibility) -> bool {
    matches!(vis, Visibility::Public(_))
}

/// `#[doc(hidden)]` and `#[cfg(test)]` items are not tools.
fn skipped(attrs: &[Attribute]) -> bool {
    is_doc_hidden(attrs) || is_cfg_test(attrs)
}

/// `#[doc(hidden)]`, also among other doc settings (`#[doc(alias = "x", hidden)]`).
pub(crate) fn is_doc_hidden(attrs: &[Attribute]) -> bool {
    attrs.iter().filter(|a| a.path().is_ident("doc")).any(|a| {
        let mut hidden = false;
        let _ = a.parse_nested_meta(|meta| {
            hidden |= meta.path.is_ident("hidden");
            // Skip a value (`alias = "x"`) so the remaining settings are still read.
            if meta.input.peek(syn::Token![=]) {
                meta.value()?.parse::<syn::Expr>()?;
            }
            Ok(())
        });
        hidden
    })
}

/// `#[cfg(test)]`, and `test` required inside `all(…)`.
pub(crate) fn is_cfg_test(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && list_tokens(a)
                .is_some_and(|t| t == "test" || (t.starts_with("all") && t.contains("test") && !t.contains("not")))
    })
}

fn list_tokens(attr: &Attribute) -> Option<String> {
    match &attr.meta {
        syn::Meta::List(list) => Some(list.tokens.to_string().split_whitespace().collect::<Vec<_>>().join(" ")),
        _ => None,
    }
}

fn path_attr(attrs: &[Attribute]) -> Option<String> {
    attrs.iter().find(|a| a.path().is_ident("path")).and_then(|a| match &a.meta {
        syn::Meta::NameValue(nv) => match &nv.value {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}
