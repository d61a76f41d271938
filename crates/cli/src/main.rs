//! `cargo toolschema COMMAND …`: the commands of `toolschema-cli` as a cargo subcommand
//! (cargo runs `cargo-toolschema toolschema COMMAND …`); `cargo-toolschema COMMAND …` works too.

use std::ffi::OsString;
use std::process::ExitCode;

#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let mut args: Vec<OsString> = std::env::args_os().skip(1).collect();
    if args.first().is_some_and(|a| a == "toolschema") {
        args.remove(0);
    }
    toolschema_cli::run("cargo toolschema", &args)
}
