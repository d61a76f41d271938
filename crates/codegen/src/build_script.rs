//! The whole of a tools crate's `build.rs`: generate into `OUT_DIR`, report through cargo.

use std::path::PathBuf;

use crate::{generate, Options};

/// The file `include!`d by the tools crate: `concat!(env!("OUT_DIR"), "/toolschema.rs")`.
pub const OUT_FILE: &str = "toolschema.rs";

/// Runs the generator for the crate being built. Problems are reported through
/// `cargo::warning=`/`cargo::error=`; the build script reruns only when a file it read changes.
///
/// `deny_warnings` turns every warning into an error, as `gen-schemas --deny-warnings` does.
pub fn run(deny_warnings: bool) {
    let crate_dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let display = crate_dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut options = Options::new(&crate_dir, display);
    options.deny_warnings = deny_warnings;
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
    if !generated.has_errors() {
        let (retrieval, index) = crate::retrieval::rust(&generated.tools);
        write_if_changed(&out_dir.join(crate::retrieval::INDEX_FILE), index.as_slice());
        write_if_changed(&out_dir.join(OUT_FILE), (generated.rust + &retrieval).as_bytes());
    }
}

/// Writes `bytes` to `path` unless it holds them already, so that rustc sees no change.
fn write_if_changed(path: &std::path::Path, bytes: &[u8]) {
    if std::fs::read(path).ok().as_deref() != Some(bytes) {
        std::fs::write(path, bytes).expect("OUT_DIR is writable");
    }
}
