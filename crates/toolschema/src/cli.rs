//! The command-line half of `cargo xtask call`, for a tools crate's `call` binary.

use std::ffi::OsString;
use std::io::Read;
use std::process::ExitCode;

use serde_json::Value;

use crate::error::ToolError;

/// Runs `call TOOL [JSON | -]` with the arguments after the program name
/// (`std::env::args_os().skip(1)`): prints the result as JSON and exits 0, or prints the error
/// object on stdout, a readable message on stderr, and exits 1; a wrong command line exits 2.
///
/// `dispatch` gets the tool and the arguments as the bytes given, which need not be UTF-8
/// (pass them to the generated `dispatch_bytes`): text that is not UTF-8, from standard input
/// or the command line, is the model's kind of mistake, answered like any other bad arguments
/// (`invalid_arguments` with `not_an_object`, exit 1), not a usage error.
pub fn call(args: &[OsString], dispatch: impl FnOnce(&str, &[u8]) -> Result<Value, ToolError>) -> ExitCode {
    let (tool, json) = match args {
        [tool] => (tool, b"{}".to_vec()),
        [tool, dash] if dash == "-" => {
            let mut bytes = Vec::new();
            if let Err(err) = std::io::stdin().read_to_end(&mut bytes) {
                eprintln!("error: cannot read the arguments from standard input: {err}");
                return ExitCode::from(2);
            }
            (tool, bytes)
        }
        [tool, json] => (tool, json.as_encoded_bytes().to_vec()),
        _ => {
            eprintln!("error: usage: call TOOL [JSON | -]");
            return ExitCode::from(2);
        }
    };
    // A name that is not UTF-8 is no tool's: `unknown_tool` says so, with the name as near as
    // it can be shown.
    match dispatch(&tool.to_string_lossy(), &json) {
        Ok(value) => {
            print(&pretty(&value));
            ExitCode::SUCCESS
        }
        Err(err) => {
            print(&pretty(&err.to_json()));
            eprintln!("error: {err}");
            ExitCode::from(1)
        }
    }
}

/// Prints a line on stdout; a reader that has gone (`| head`) is no reason to panic.
fn print(text: &str) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes()).and_then(|()| stdout.write_all(b"\n"));
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|_| value.to_string())
}
