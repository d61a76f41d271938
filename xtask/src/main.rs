//! `cargo xtask`: the workspace's commands (section 7 of the spec).
//!
//! Exit status: 0 success, 1 errors in the tools or a failed check or call, 2 a usage error
//! (`schema-diff`: 1 when its gate trips, 2 for a usage or input error, broken tools included).

#[macro_use]
mod output;

mod call;
mod catalogue;
mod diff;
mod gen_schemas;
mod retrieve;
mod retrieve_bench;
mod schema_diff;
mod synth;

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

/// mimalloc rather than the system's allocator: `gen-schemas` makes hundreds of thousands of
/// small values at 2,000 tools on three or four threads at once, and glibc's `malloc` and
/// `free` were a quarter of its instructions; with mimalloc the whole process takes 0.67-0.79x
/// the time, for about 25 MB more at its peak (60-64 MB; crates/toolschema/BENCHMARKS.md,
/// "Eighth round"). Every `xtask` command is a short process, so memory it keeps is not a cost.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

const USAGE: &str = "usage:
  cargo xtask gen-schemas [--check] [--tools-dir DIR] [--out DIR] [--format FORMAT] [--deny-warnings] [--defer-loading]
  cargo xtask call TOOL [JSON | -]
  cargo xtask retrieve QUERY [--k N] [--tools-dir DIR] [--json | --tool-reference]
  cargo xtask retrieve-bench [--requests FILE] [--tools-dir DIR] [--peer FILE_OR_CMD] [--misses] [--write FILE]
  cargo xtask schema-diff [BASE_REV] [--report text|markdown|json|github] [--fail-on breaking|behaviour|any|none] [--accept FILE]
  cargo xtask synth N DIR [--per-file K] [--one-file] [--split]";

fn main() -> ExitCode {
    // `call` passes its arguments on as they are, UTF-8 or not (they are a model's JSON);
    // the other commands take text.
    let os_args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let args: Vec<String> = os_args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    let status = match args.first().map(String::as_str) {
        Some("gen-schemas") => match os_args.iter().find(|a| a.to_str().is_none()) {
            Some(bad) => Err(usage(format!("argument `{}` is not UTF-8", bad.to_string_lossy()))),
            None => gen_schemas::run(&args[1..]),
        },
        Some("call") => call::run(&os_args[1..]),
        Some("retrieve") => retrieve::run(&args[1..]),
        Some("retrieve-bench") => retrieve_bench::run(&args[1..]),
        Some("schema-diff") => match os_args.iter().find(|a| a.to_str().is_none()) {
            Some(bad) => Err(usage(format!("argument `{}` is not UTF-8", bad.to_string_lossy()))),
            None => schema_diff::run(&args[1..]),
        },
        Some("synth") => synth::run(&args[1..]),
        Some("help" | "--help" | "-h") => {
            outln!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(usage(format!("unknown command `{other}`"))),
        None => Err(usage("no command given".to_string())),
    };
    match status {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Failed) => ExitCode::from(1),
        Err(Failure::UsageReported) => ExitCode::from(2),
        Err(Failure::Usage(message)) => {
            eprintln!("error: {message}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// Why a command did not succeed (what it printed already says the details).
#[derive(Debug)]
pub enum Failure {
    /// Errors in the tools, a failed check or a failed call: exit 1.
    Failed,
    /// The command line was wrong: exit 2.
    Usage(String),
    /// The command line was wrong, and that has been said already: exit 2.
    UsageReported,
}

/// A usage error with `message`.
pub fn usage(message: String) -> Failure {
    Failure::Usage(message)
}

/// The workspace root (the parent of `xtask/`).
pub fn workspace_root() -> PathBuf {
    let xtask = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    xtask.parent().map(PathBuf::from).unwrap_or(xtask)
}
