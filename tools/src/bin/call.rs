//! `cargo xtask call TOOL [JSON]` runs here: the tools crate chooses the context for the
//! command line (for `read_file`, the current directory as the root; for the order desk, the
//! demo store, fresh at every call).

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let root = match tools::fs::Root::current_dir() {
        Ok(root) => root,
        Err(err) => {
            eprintln!("error: cannot open the current directory as the root of `read_file`: {err}");
            return ExitCode::from(1);
        }
    };
    let store = tools::orders::Store::demo();
    let ctx = tools::Context { root: &root, store: &store };
    toolschema::cli::call(&args, |tool, json| tools::dispatch_bytes(&ctx, tool, json))
}
