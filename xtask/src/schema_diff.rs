//! `cargo xtask schema-diff [BASE_REV]`: the review of a change to the tools (the
//! `toolschema-diff` crate does the work; its exit codes are the command's).

use crate::{workspace_root, Failure};

pub fn run(args: &[String]) -> Result<(), Failure> {
    match toolschema_diff::cli::run(args, &workspace_root()) {
        0 => Ok(()),
        1 => Err(Failure::Failed),
        _ => Err(Failure::UsageReported),
    }
}
