//! The context values the command-line binaries (`call`, `mcp`) give the tools: the current
//! directory as the root of `read_file`, and the demo order desk.

use std::process::ExitCode;

use tools::fs::Root;
use tools::orders::Store;

/// The root and the store, or exit 1 with the reason said on standard error.
pub fn context_values() -> Result<(Root, Store), ExitCode> {
    match Root::current_dir() {
        Ok(root) => Ok((root, Store::demo())),
        Err(err) => {
            eprintln!("error: cannot open the current directory as the root of `read_file`: {err}");
            Err(ExitCode::from(1))
        }
    }
}
