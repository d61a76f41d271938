//! The command-line half of `cargo xtask call`, for a tools crate's `call` binary.

use std::io::Read;
use std::process::ExitCode;

use serde_json::Value;

use crate::error::ToolError;

/// Runs `call TOOL [JSON | -]` with the arguments after the program name: prints the result
/// as JSON and exits 0, or prints the error object on stdout, a readable message on stderr,
/// and exits 1; a wrong command line exits 2. `dispatch` gets the tool and the raw JSON text.
pub fn call(args: &[String], dispatch: impl FnOnce(&str, &str) -> Result<Value, ToolError>) -> ExitCode {
    let (tool, json) = match args {
        [tool] => (tool, "{}".to_string()),
        [tool, dash] if dash == "-" => {
            let mut text = String::new();
            if let Err(err) = std::io::stdin().read_to_string(&mut text) {
                eprintln!("error: cannot read the arguments from standard input: {err}");
                return ExitCode::from(2);
            }
            (tool, text)
        }
        [tool, json] => (tool, json.clone()),
        _ => {
            eprintln!("error: usage: call TOOL [JSON | -]");
            return ExitCode::from(2);
        }
    };
    match dispatch(tool, &json) {
        Ok(value) => {
            println!("{}", pretty(&value));
            ExitCode::SUCCESS
        }
        Err(err) => {
            println!("{}", pretty(&err.to_json()));
            eprintln!("error: {err}");
            ExitCode::from(1)
        }
    }
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|_| value.to_string())
}
