//! `cargo xtask call TOOL [JSON]` runs here: the tools crate chooses the context for the
//! command line (for `read_file`, the current directory as the root; for the order desk, the
//! demo store, fresh at every call).

mod shared;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let (root, store) = match shared::context_values() {
        Ok(values) => values,
        Err(exit) => return exit,
    };
    let ctx = tools::Context { root: &root, store: &store };
    toolschema::cli::call(&args, |tool, json| tools::dispatch_bytes(&ctx, tool, json))
}
