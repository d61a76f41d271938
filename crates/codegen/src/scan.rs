//! The module walk (section 2 of the spec): which files make up the crate, and which
//! functions in them are tools.
//!
//! Modules are followed from `src/lib.rs` through `mod` declarations, inline modules and
//! `#[path]`; files no `mod` reaches are not read. A syntax error is a diagnostic, and the
//! walk carries on with the other files.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::Sender;

use proc_macro2::Span;
use syn::{Attribute, Item, ItemFn, Visibility};
use toolschema::doc::DocFragment;
use toolschema::{Diagnostic, Pos};

use crate::names::ModuleNames;
use crate::prefetch::Prefetch;
use crate::prescan::{FastFn, Prescanned};
use crate::signatures::Signature;
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

    /// The position of the byte at `byte`.
    pub(crate) fn pos_at(&self, byte: usize) -> Pos {
        let line = self.line_starts.partition_point(|&start| start <= byte);
        let start = self.line_starts[line - 1];
        Pos::new(line as u32, self.text[start..byte].chars().count() as u32 + 1)
    }

    /// The byte offset where line `line` (1-based) starts.
    #[cfg(test)]
    pub(crate) fn line_starts_at(&self, line: usize) -> usize {
        self.line_starts[line - 1]
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
    pub item: FnItem,
    /// Its `///` comments, which `prescan` took out of `item`'s attributes.
    pub docs: Vec<DocFragment>,
}

/// A tool's function: as `syn` read it, or its signature as `crate::signatures` did.
#[derive(Debug)]
pub(crate) enum FnItem {
    Syn(Box<ItemFn>),
    Fast(Signature),
}

impl FoundFn {
    /// The type of its parameter `i` as `syn` has it; of a fast one, read from its text now
    /// (see [`FoundFn::signature`]).
    pub(crate) fn param_type(&self, i: usize, files: &[SourceFile]) -> Option<std::borrow::Cow<'_, syn::Type>> {
        match &self.item {
            FnItem::Syn(f) => match f.sig.inputs.iter().nth(i)? {
                syn::FnArg::Typed(typed) => Some(std::borrow::Cow::Borrowed(&*typed.ty)),
                syn::FnArg::Receiver(_) => None,
            },
            FnItem::Fast(sig) => Some(std::borrow::Cow::Owned(
                syn::parse_str(&files[self.file].text[sig.params.get(i)?.ty.span.clone()])
                    .expect("a type `signatures::read` takes is one `syn` parses"),
            )),
        }
    }

    /// Its signature as `syn` has it, for the generated code. Of a fast one, read from its
    /// text now: its spans say nothing of where it is (its positions are in the tool's
    /// `ToolSource`).
    pub(crate) fn signature(&self, files: &[SourceFile]) -> std::borrow::Cow<'_, syn::Signature> {
        match &self.item {
            FnItem::Syn(f) => std::borrow::Cow::Borrowed(&f.sig),
            FnItem::Fast(sig) => std::borrow::Cow::Owned(
                syn::parse_str(&files[self.file].text[sig.text.clone()])
                    .expect("a signature `signatures::read` takes is one `syn` parses"),
            ),
        }
    }
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
    /// The `///` comments `prescan` took out of each file's functions, by the file
    /// and the position of the function's name, until the walk reaches the function.
    pulled: HashMap<(usize, Pos), Vec<DocFragment>>,
    /// Where the bodies set aside go to be checked (`crate::bodies`); `None`: each file is
    /// parsed with its bodies.
    bodies: Option<Sender<String>>,
    /// The functions `prescan` read without `syn`, by file and inline module within it,
    /// until the walk reaches that module.
    fast: HashMap<(usize, Vec<String>), Vec<FastFn>>,
    /// Where the files of modules are read ahead of the walk, while it lasts.
    prefetch: Option<Prefetch>,
}

/// Where the walk is: which file, which module, and whether everything above is `pub`.
struct Here {
    file: usize,
    module: Vec<String>,
    public: bool,
    /// The inline modules the walk is in, within the file.
    inline: Vec<String>,
    /// The directory `#[path]` is relative to.
    file_dir: PathBuf,
    /// The directory child modules' files are in.
    child_dir: PathBuf,
    display_dir: PathBuf,
}

/// Walks the crate whose sources are in `src_dir`, shown as `display_src`. With `bodies`,
/// the functions' bodies are set aside and sent there, a text per file, to be checked.
pub(crate) fn scan_crate(src_dir: &Path, display_src: &Path, bodies: Option<Sender<String>>) -> Scan {
    let (prefetch, reader) = Prefetch::new(bodies.clone());
    std::thread::scope(|s| {
        s.spawn(&reader);
        s.spawn(&reader);
        let mut scan = Scan { bodies, prefetch: Some(prefetch), ..Scan::default() };
        walk_crate(&mut scan, src_dir, display_src);
        // The reader's work ends with the walk, and the checker's.
        scan.prefetch = None;
        scan.bodies = None;
        scan
    })
}

fn walk_crate(scan: &mut Scan, src_dir: &Path, display_src: &Path) {
    let root = src_dir.join("lib.rs");
    let here = Here {
        file: 0,
        module: Vec::new(),
        public: true,
        inline: Vec::new(),
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
    fn read_file(&mut self, text: String, display: &Path, here: Here) {
        let mut prescanned = crate::prescan::prescan(&text, self.bodies.is_some());
        if let (Some(bodies), Some(checker)) = (prescanned.bodies.take(), &self.bodies) {
            // Sent before the rest of the file is parsed, so that both are parsed at once.
            // Should the cut not be used below, the file is parsed whole, bodies and all; a
            // "body" that fails here while the file parses (the lexer misread it) only costs
            // the caller a second reading of everything, whole. A checker gone has stopped at
            // a body that does not parse: the caller will read everything again.
            let _ = checker.send(bodies);
        }
        self.read_prescanned(text, prescanned, display, here);
    }

    /// Parses a prescanned file (its bodies already sent to the checker) and walks it.
    fn read_prescanned(&mut self, text: String, mut prescanned: Prescanned, display: &Path, mut here: Here) {
        here.file = self.files.len();
        let parsed = match prescanned.text.as_deref().map(syn::parse_file) {
            // Every top-level function has its comments, found at its name: the lexer and
            // `syn` agree. Anything else (a file the cut made unparsable, too) is read whole,
            // so that what is reported is `syn`'s on the file as written.
            Some(Ok(cut)) if agrees(&cut, &prescanned.docs) => Ok(cut),
            Some(_) => {
                prescanned.docs.clear();
                prescanned.fast.clear();
                syn::parse_file(&text)
            }
            None => syn::parse_file(&text),
        };
        let file = here.file;
        self.pulled.extend(prescanned.docs.into_iter().map(|(at, docs)| ((file, at), docs)));
        for fast in prescanned.fast {
            self.fast.entry((file, fast.inline.clone())).or_default().push(fast);
        }
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
        // The files of the modules below are asked for at once, to be read while the walk goes on.
        let mut tickets: std::collections::VecDeque<usize> = rest
            .iter()
            .filter_map(|item| match item {
                Item::Mod(m) if m.content.is_none() && !is_cfg_test(&m.attrs) => {
                    let candidates = candidates(m, &unraw(&m.ident), here).into_iter().map(|(path, _)| path).collect();
                    self.prefetch.as_mut().map(|p| p.ask(candidates))
                }
                _ => None,
            })
            .collect();
        // The functions read without `syn` go in their place among the others, in source order.
        let mut fast = self.fast.remove(&(here.file, here.inline.clone())).unwrap_or_default().into_iter().peekable();
        for item in rest {
            let at = match &item {
                Item::Fn(f) => pos(f.sig.ident.span()),
                Item::Mod(m) => pos(m.ident.span()),
                _ => Pos::new(0, 0),
            };
            while let Some(f) = fast.next_if(|f| self.files[here.file].pos_at(f.sig.name_at) < at) {
                self.fast_fn(f, here);
            }
            match item {
                Item::Fn(f) if here.public && is_pub(&f.vis) && !skipped(&f.attrs) => {
                    let docs = self.pulled.remove(&(here.file, pos(f.sig.ident.span()))).unwrap_or_default();
                    self.fns.push(FoundFn {
                        module: here.module.clone(),
                        file: here.file,
                        item: FnItem::Syn(Box::new(f)),
                        docs,
                    })
                }
                Item::Mod(mut m) if !is_cfg_test(&m.attrs) => {
                    let name = unraw(&m.ident);
                    let mut module = here.module.clone();
                    module.push(name.clone());
                    let public = here.public && is_pub(&m.vis) && !is_doc_hidden(&m.attrs);
                    if let Some((_, items)) = m.content.take() {
                        let mut inline = here.inline.clone();
                        inline.push(name.clone());
                        let inner = Here {
                            file: here.file,
                            module,
                            public,
                            inline,
                            file_dir: here.child_dir.join(&name),
                            child_dir: here.child_dir.join(&name),
                            display_dir: here.display_dir.join(&name),
                        };
                        self.walk(items, &inner);
                    } else {
                        let ticket = tickets.pop_front();
                        self.open_module(&m, name, module, public, here, ticket);
                    }
                }
                _ => {}
            }
        }
        for f in fast {
            self.fast_fn(f, here);
        }
    }

    /// A function `prescan` read without `syn`: a tool when it and its modules are `pub`.
    fn fast_fn(&mut self, f: FastFn, here: &Here) {
        if here.public && f.sig.public {
            self.fns.push(FoundFn {
                module: here.module.clone(),
                file: here.file,
                item: FnItem::Fast(f.sig),
                docs: f.docs,
            });
        }
    }

    /// Finds, reads and walks the file of an out-of-line `mod name;`.
    /// With the ticket of the file asked for ahead (`Prefetch`), or reading it now.
    fn open_module(
        &mut self,
        m: &syn::ItemMod,
        name: String,
        module: Vec<String>,
        public: bool,
        here: &Here,
        ticket: Option<usize>,
    ) {
        let candidates = candidates(m, &name, here);
        let mut read = match (ticket, &self.prefetch) {
            (Some(ticket), Some(prefetch)) => Some(prefetch.take(ticket)),
            _ => None,
        };
        for (path, display) in &candidates {
            self.sources.push(path.clone());
            let found = match &mut read {
                // Read ahead: this candidate, if it is the one that could be read.
                Some(ahead) => match ahead.take_if(|r| r.path == *path) {
                    Some(r) => Some((r.text, Some(r.prescanned))),
                    None => None,
                },
                None => std::fs::read_to_string(path).ok().map(|text| (text, None)),
            };
            if let Some((text, prescanned)) = found {
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
                let inner = Here { file: 0, module, public, inline: Vec::new(), file_dir, child_dir, display_dir };
                match prescanned {
                    Some(prescanned) => self.read_prescanned(text, prescanned, display, inner),
                    None => self.read_file(text, display, inner),
                }
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

/// Whether `docs` holds an entry for each function of `file` and its inline modules, and for
/// nothing else.
pub(crate) fn agrees(file: &syn::File, docs: &HashMap<Pos, Vec<DocFragment>>) -> bool {
    fn count(items: &[Item], docs: &HashMap<Pos, Vec<DocFragment>>) -> Option<usize> {
        let mut fns = 0;
        for item in items {
            match item {
                Item::Fn(f) if docs.contains_key(&pos(f.sig.ident.span())) => fns += 1,
                Item::Fn(_) => return None,
                Item::Mod(syn::ItemMod { content: Some((_, items)), .. }) => fns += count(items, docs)?,
                _ => {}
            }
        }
        Some(fns)
    }
    count(&file.items, docs) == Some(docs.len())
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
