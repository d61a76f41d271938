//! toolschema-cli: the commands of toolschema as a library, and the `cargo toolschema`
//! subcommand that runs them in any workspace.
//!
//! ```text
//! cargo install toolschema-cli        # or: cargo install --path crates/cli
//! cargo toolschema gen-schemas        # schemas/<tool>.json from the tools crate
//! cargo toolschema gen-schemas --check
//! cargo toolschema call greet '{"name": "Ada"}'
//! cargo toolschema agent-turn --wire anthropic response.json   # run a model's calls, print the next messages
//! cargo toolschema agent-check --wire openai-chat request.json # find a history's 400s before the API does
//! ```
//!
//! Every command is a function over its arguments; [`run`] picks one by name. A workspace
//! that prefers an xtask calls [`run`] from its own `main` (see this workspace's `xtask/`).
//!
//! # Which crate is the tools crate
//!
//! `--tools-dir DIR` names its folder and `--package NAME` its package. Otherwise the tools
//! crate is the workspace member whose build script runs toolschema's (a member with a
//! build-dependency on `toolschema-codegen`): the one whose folder holds the current
//! directory, else the only one, else the one named by the workspace's
//! `[workspace.metadata.toolschema] package = "NAME"`; with several and none of these, the
//! command says which there are and exits 2.
//!
//! # Exit status
//!
//! 0 success, 1 errors in the tools or a failed check or call, 2 a usage error
//! (`schema-diff`: 1 when its gate trips, 2 for a usage or input error, broken tools included).

#[macro_use]
pub mod output;

mod agent;
mod call;
mod catalogue;
mod diff;
mod gen_schemas;
mod graph;
#[cfg(feature = "init")]
mod init;
mod locate;
mod plan;
mod retrieve;
#[cfg(feature = "schema-diff")]
mod schema_diff;

use std::ffi::OsString;
use std::process::ExitCode;

pub use catalogue::Catalogue;
pub use locate::ToolsCrate;

/// The tools of the tools crate a command works on (see the crate docs), for commands of a
/// workspace's own: `--tools-dir` when given, else the crate found from the current folder.
pub fn load_tools(
    tools_dir: Option<std::path::PathBuf>,
    command: &str,
) -> Result<Vec<toolschema::ToolSchema>, Failure> {
    load_catalogue(tools_dir, command).map(|c| c.tools)
}

/// [`load_tools`], with the crate's tool graph.
pub fn load_catalogue(tools_dir: Option<std::path::PathBuf>, command: &str) -> Result<Catalogue, Failure> {
    catalogue::load(&locate::tools_crate(&locate::Choice { tools_dir, package: None })?, command)
}

/// The commands and their flags, after the program's name.
pub const USAGE: &str = "\
  gen-schemas [--check] [--tools-dir DIR | --package NAME] [--out DIR] [--format FORMAT] [--deny-warnings] [--defer-loading] [--allow-primitive-ids]
  call [--tools-dir DIR | --package NAME] TOOL [JSON | -]
  retrieve QUERY [--k N] [--tools-dir DIR | --package NAME] [--json | --tool-reference]
  graph [--tools-dir DIR | --package NAME] [--json]
  plan TOOL [--have NAME]... [--tools-dir DIR | --package NAME] [--json]
  schema-diff [BASE_REV] [--report text|markdown|json|github] [--fail-on breaking|behaviour|any|none] [--accept FILE] [--repo DIR] [--tools-dir DIR] [--schemas-dir DIR]
  init [DIR]
  agent-turn --wire WIRE [--tools-dir DIR | --package NAME] [FILE | -]
  agent-check --wire WIRE [FILE | -]";

/// Runs one command: `args` are what follows the program's name (`gen-schemas --check`), and
/// `program` is how the user invoked it (`cargo toolschema`, `cargo xtask`), which messages
/// name when they say what to run.
pub fn run(program: &str, args: &[OsString]) -> ExitCode {
    let cli = Cli { program };
    // `call` passes its arguments on as they are, UTF-8 or not (they are a model's JSON);
    // the other commands take text.
    let text = || -> Result<Vec<String>, Failure> {
        args[1..]
            .iter()
            .map(|a| {
                a.to_str()
                    .map(str::to_owned)
                    .ok_or_else(|| usage(format!("argument `{}` is not UTF-8", a.to_string_lossy())))
            })
            .collect()
    };
    let status = match args.first().and_then(|a| a.to_str()) {
        Some("gen-schemas") => text().and_then(|args| gen_schemas::run(&cli, &args)),
        Some("call") => call::run(&cli, &args[1..]),
        Some("agent-turn") => text().and_then(|args| agent::turn(&cli, &args)),
        Some("agent-check") => text().and_then(|args| agent::check(&args)),
        Some("retrieve") => text().and_then(|args| retrieve::run(&cli, &args)),
        Some("graph") => text().and_then(|args| graph::run(&cli, &args)),
        Some("plan") => text().and_then(|args| plan::run(&cli, &args)),
        #[cfg(feature = "schema-diff")]
        Some("schema-diff") => text().and_then(|args| schema_diff::run(&args)),
        #[cfg(feature = "init")]
        Some("init") => text().and_then(|args| init::run(&cli, &args)),
        Some("help" | "--help" | "-h") => {
            outln!("usage:\n{}", cli.usage());
            Ok(())
        }
        Some(other) => Err(usage(format!("unknown command `{other}`"))),
        None => Err(usage("no command given".to_string())),
    };
    finish(status, &cli.usage())
}

/// The exit status of a command that ended with `status`; a usage error is printed first,
/// with `usage`.
pub fn finish(status: Result<(), Failure>, usage: &str) -> ExitCode {
    match status {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Failed) => ExitCode::from(1),
        Err(Failure::UsageReported) => ExitCode::from(2),
        Err(Failure::Usage(message)) => {
            eprintln!("error: {message}\nusage:\n{usage}");
            ExitCode::from(2)
        }
    }
}

/// How the commands were invoked.
pub(crate) struct Cli<'a> {
    /// `cargo toolschema`, `cargo xtask`.
    pub program: &'a str,
}

impl Cli<'_> {
    /// [`USAGE`], each line prefixed with the program.
    fn usage(&self) -> String {
        USAGE.lines().map(|line| format!("  {} {}", self.program, line.trim_start())).collect::<Vec<_>>().join("\n")
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

/// `1` or `s`, for counts in messages.
pub(crate) fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
