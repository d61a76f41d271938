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
///
/// `call --batch` runs several calls, one after the other in this process: standard input is
/// a JSON array of `{"tool": NAME, "arguments": TEXT}` (the arguments as the model wrote
/// them, JSON text or not), and it prints one JSON array of answers in the same order, each
/// `{"ok": RESULT}` or `{"error": ERROR}` (the error object), and exits 0; input that is not
/// such an array exits 2. `cargo toolschema agent-turn` runs a turn's calls this way, in the
/// context the tools crate chose for the command line.
pub fn call(args: &[OsString], dispatch: impl Fn(&str, &[u8]) -> Result<Value, ToolError>) -> ExitCode {
    if args.len() == 1 && args[0] == "--batch" {
        return batch(&dispatch);
    }
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

/// `call --batch`: the calls on standard input, their answers on standard output.
fn batch(dispatch: &impl Fn(&str, &[u8]) -> Result<Value, ToolError>) -> ExitCode {
    let mut input = Vec::new();
    let calls = match std::io::stdin().read_to_end(&mut input).map(|_| serde_json::from_slice::<Value>(&input)) {
        Ok(Ok(Value::Array(calls))) => calls,
        _ => {
            eprintln!("error: `call --batch` reads a JSON array of {{\"tool\", \"arguments\"}} from standard input");
            return ExitCode::from(2);
        }
    };
    let mut answers = Vec::with_capacity(calls.len());
    for call in &calls {
        let (Some(tool), Some(arguments)) =
            (call.get("tool").and_then(Value::as_str), call.get("arguments").and_then(Value::as_str))
        else {
            eprintln!("error: `call --batch`: a call is not {{\"tool\": NAME, \"arguments\": TEXT}}: {call}");
            return ExitCode::from(2);
        };
        answers.push(match dispatch(tool, arguments.as_bytes()) {
            Ok(value) => serde_json::json!({ "ok": value }),
            Err(err) => serde_json::json!({ "error": err.to_json() }),
        });
    }
    print(&Value::Array(answers).to_string());
    ExitCode::SUCCESS
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
