//! `schema-diff [BASE_REV]`: the review of a change to the tools (the `toolschema-diff` crate
//! does the work; its exit codes are the command's). Unless `--repo` or `--tools-dir` say
//! otherwise, the repository is the tools crate's workspace, and the tools crate the one
//! found there (the crate docs' rule).

use std::path::PathBuf;

use crate::locate::{metadata, tools_crate, Choice};
use crate::Failure;

pub(crate) fn run(args: &[String]) -> Result<(), Failure> {
    let flagged = |flag: &str| args.iter().any(|a| a == flag);
    let (repo, tools_dir) = if flagged("--repo") || flagged("--tools-dir") {
        let here = metadata(None).ok().and_then(|meta| meta["workspace_root"].as_str().map(PathBuf::from));
        (here.unwrap_or_else(|| std::env::current_dir().unwrap_or_default()), "tools".to_string())
    } else {
        let tools = tools_crate(&Choice::default())?;
        (tools.workspace, tools.display)
    };
    match toolschema_diff::cli::run(args, &repo, &tools_dir) {
        0 => Ok(()),
        1 => Err(Failure::Failed),
        _ => Err(Failure::UsageReported),
    }
}
