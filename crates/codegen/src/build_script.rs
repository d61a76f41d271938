//! The whole of a tools crate's `build.rs`: generate into `OUT_DIR`, report through cargo.

use std::path::PathBuf;

use crate::{generate, Options};

/// The file `include!`d by the tools crate: `concat!(env!("OUT_DIR"), "/toolschema.rs")`.
pub const OUT_FILE: &str = "toolschema.rs";

/// A tools crate's build script, whose `fn main` is one line:
///
/// ```no_run
/// toolschema_codegen::Build::new().run();
/// ```
///
/// It generates the tools' schemas, `TOOLS`, `Context` and `dispatch` into
/// `OUT_DIR/toolschema.rs` (which the crate's `lib.rs` `include!`s), reports every problem
/// through `cargo::warning=`/`cargo::error=`, and reruns only when a file it read changes.
#[derive(Clone, Debug, Default)]
pub struct Build {
    deny_warnings: bool,
    allow_primitive_ids: bool,
    #[cfg(feature = "retrieve")]
    retrieval: bool,
}

impl Build {
    /// The defaults: warnings are printed, not denied; no retrieval index.
    pub fn new() -> Self {
        Build::default()
    }

    /// Makes every warning an error (an undocumented parameter fails the build), as
    /// `gen-schemas --deny-warnings` does.
    pub fn deny_warnings(mut self) -> Self {
        self.deny_warnings = true;
        self
    }

    /// Turns off the warning for a required parameter named like an id (`order_id`, `id`)
    /// that is a plain string or integer while another tool's result holds such an id too
    /// (see `docs/graph.md`), as `gen-schemas --allow-primitive-ids` does.
    pub fn allow_primitive_ids(mut self) -> Self {
        self.allow_primitive_ids = true;
        self
    }

    /// Also generates `retrieve(query, k)`, `retriever()` and their index (`RETRIEVAL_INDEX`)
    /// beside `TOOLS`; the tools crate then depends on `toolschema-retrieve`, which the
    /// generated items name.
    #[cfg(feature = "retrieve")]
    pub fn retrieval(mut self) -> Self {
        self.retrieval = true;
        self
    }

    /// Generates into `OUT_DIR` for the crate being built.
    pub fn run(self) {
        let crate_dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
        let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
        let display = crate_dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let mut options = Options::new(&crate_dir, display);
        options.deny_warnings = self.deny_warnings;
        options.lint_ids = !self.allow_primitive_ids;
        // A build script exits as soon as this returns.
        options.free_trees = false;
        let generated = generate(&options);

        println!("cargo::rerun-if-changed=build.rs");
        for source in &generated.sources {
            println!("cargo::rerun-if-changed={}", source.display());
        }
        for problem in &generated.diagnostics {
            let level = if problem.diagnostic.is_error() { "error" } else { "warning" };
            // A directive is one line: the message, then where, as rustc's `-->` line does.
            println!("cargo::{level}={}", problem.diagnostic.message);
            println!("cargo::{level}=  --> {}:{}", problem.file, problem.diagnostic.pos);
        }
        if generated.has_errors() {
            return;
        }
        #[allow(unused_mut)]
        let mut rust = generated.rust;
        #[cfg(feature = "retrieve")]
        if self.retrieval {
            let (retrieval, index) = crate::retrieval::rust(&generated.tools);
            write_if_changed(&out_dir.join(crate::retrieval::INDEX_FILE), index.as_slice());
            rust += &retrieval;
        }
        write_if_changed(&out_dir.join(OUT_FILE), rust.as_bytes());
    }
}

/// Writes `bytes` to `path` unless it holds them already, so that rustc sees no change.
fn write_if_changed(path: &std::path::Path, bytes: &[u8]) {
    if std::fs::read(path).ok().as_deref() != Some(bytes) {
        std::fs::write(path, bytes).expect("OUT_DIR is writable");
    }
}
