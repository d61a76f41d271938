//! `cargo xtask`: `toolschema-cli`'s commands (SPEC section 7) in this workspace, and two of
//! its own for the benchmarks. `schema-diff` and `init` run through `cargo run -p
//! toolschema-cli`: their dependencies are the heaviest, and `xtask` leaves them out so that
//! `cargo xtask gen-schemas` builds quickly.

mod retrieve_bench;
mod synth;

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let text = || args[1..].iter().map(|a| a.to_string_lossy().into_owned()).collect::<Vec<_>>();
    match args.first().and_then(|a| a.to_str()) {
        Some("synth") => toolschema_cli::finish(synth::run(&text()), synth::USAGE),
        Some("retrieve-bench") => toolschema_cli::finish(retrieve_bench::run(&text()), retrieve_bench::USAGE),
        Some("schema-diff" | "init") => full_cli(&args),
        _ => toolschema_cli::run("cargo xtask", &args),
    }
}

/// Runs `toolschema-cli`'s own binary, every command built in, with `args`.
fn full_cli(args: &[OsString]) -> ExitCode {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .args(["run", "--quiet", "--package", "toolschema-cli", "--bin", "cargo-toolschema", "--manifest-path"])
        .arg(workspace_root().join("Cargo.toml"))
        .arg("--")
        .args(args)
        .status();
    match status.map(|s| s.code()) {
        Ok(Some(code)) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
        _ => ExitCode::from(1),
    }
}

/// The workspace root (the parent of `xtask/`).
fn workspace_root() -> PathBuf {
    let xtask = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    xtask.parent().map(PathBuf::from).unwrap_or(xtask)
}
