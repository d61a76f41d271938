//! `cargo xtask call TOOL [JSON]`: runs one tool of the `tools` crate.
//!
//! The call runs in the tools crate's own `call` binary (which chooses the context values
//! for the command line), so that `gen-schemas` never needs the tools to compile: a tools
//! crate with mistakes still gets its diagnostics. The current directory is kept.

use std::ffi::OsString;
use std::process::Command;

use crate::{usage, workspace_root, Failure};

pub fn run(args: &[OsString]) -> Result<(), Failure> {
    if args.is_empty() || args.len() > 2 || args[0].as_encoded_bytes().starts_with(b"-") {
        return Err(usage("`call` takes a tool name and, optionally, JSON arguments or `-`".to_string()));
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let status = Command::new(cargo)
        .arg("run")
        .arg("--manifest-path")
        .arg(workspace_root().join("Cargo.toml"))
        .args(["--quiet", "--package", "tools", "--bin", "call", "--"])
        .args(args)
        .status()
        .map_err(|err| {
            eprintln!("error: cannot run cargo: {err}");
            Failure::Failed
        })?;
    match status.code() {
        Some(0) => Ok(()),
        Some(2) => Err(Failure::UsageReported),
        _ => Err(Failure::Failed),
    }
}
