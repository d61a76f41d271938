//! `agent-turn --wire WIRE [FILE | -]` and `agent-check --wire WIRE [FILE | -]`: the agent
//! loop of `toolschema-agent` from a terminal and from tests (rules in `docs/agent-loop.md`).
//!
//! `agent-turn` reads one non-streaming response body as the provider's API returns it (for
//! `text`, `{"text": "…"}`), runs every call with the tools crate, in the context of `call`
//! (its `call` binary, or the runner linked against its library, given the calls with
//! `--batch`), and prints `{"stop", "calls": [{"id", "name", "ok"}], "append": [...]}`: the
//! assistant turn as it must be sent back, then the answers in the provider's request shape.
//! It exits 0 when it printed that object, 1 with `{"error": {"at", "message"}}` when the
//! input is not a response of that wire (or the calls could not be run), 2 for a usage error.
//!
//! `agent-check` reads a request body and prints `{"problems": [{"at", "code", "message"}]}`:
//! exit 1 when there is any problem (or the input is not JSON: `{"error": …}`), 0 when none.

use std::io::{Read, Write};
use std::process::Stdio;

use toolschema::dispatch::{Arguments, ToolCall};
use toolschema::serde_json::{self, json, Value};
use toolschema::ToolError;
use toolschema_agent::{check_history, read_turn, report, Answer, Call, Wire};

use crate::locate::Choice;
use crate::{usage, Cli, Failure};

/// The command line of both commands.
struct Args {
    wire: Wire,
    input: Option<String>,
    tools: Choice,
}

fn parse(command: &str, args: &[String], takes_tools: bool) -> Result<Args, Failure> {
    let (mut wire, mut input, mut tools) = (None, None, Choice::default());
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |flag: &str| args.next().cloned().ok_or_else(|| usage(format!("`{flag}` needs a value")));
        if takes_tools && tools.take(arg, || value(arg))? {
            continue;
        }
        match arg.as_str() {
            "--wire" => {
                let name = value(arg)?;
                wire = Some(Wire::from_name(&name).ok_or_else(|| {
                    usage(format!("unknown wire `{name}`: the wires are {}", Wire::NAMES.join(", ")))
                })?);
            }
            flag if flag.starts_with('-') && flag != "-" => {
                return Err(usage(format!("unknown argument `{flag}` for `{command}`")))
            }
            file if input.is_none() => input = Some(file.to_owned()),
            extra => return Err(usage(format!("`{command}` reads one body; `{extra}` is one too many"))),
        }
    }
    let wire = wire.ok_or_else(|| usage(format!("`{command}` needs `--wire WIRE` ({})", Wire::NAMES.join(", "))))?;
    Ok(Args { wire, input, tools })
}

/// The body in `FILE`, or on standard input for `-` or none; a file that cannot be read is a
/// usage error.
fn read_body(input: Option<&str>) -> Result<String, Failure> {
    match input {
        None | Some("-") => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|err| usage(format!("cannot read standard input: {err}")))?;
            Ok(text)
        }
        Some(path) => std::fs::read_to_string(path).map_err(|err| usage(format!("cannot read `{path}`: {err}"))),
    }
}

/// Prints `{"error": {"at", "message"}}` and fails with exit 1.
fn refuse(at: &str, message: String) -> Failure {
    outln!("{}", pretty(&json!({ "error": { "at": at, "message": message } })));
    Failure::Failed
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|_| value.to_string())
}

/// `agent-turn`.
pub(crate) fn turn(cli: &Cli<'_>, args: &[String]) -> Result<(), Failure> {
    let args = parse("agent-turn", args, true)?;
    let text = read_body(args.input.as_deref())?;
    let body: Value = serde_json::from_str(&text).map_err(|err| refuse("", format!("the input is not JSON: {err}")))?;
    let turn = read_turn(args.wire, &body).map_err(|err| refuse(&err.at, err.message))?;
    let answers = match turn.calls.is_empty() {
        true => Vec::new(),
        false => run(cli, &args.tools, &turn.calls)?,
    };
    outln!("{}", pretty(&report(args.wire, &turn, answers)));
    Ok(())
}

/// Runs `calls` with the tools crate's `call --batch`, in one process; their answers in order.
fn run(cli: &Cli<'_>, tools: &Choice, calls: &[Call]) -> Result<Vec<Answer>, Failure> {
    let batch: Vec<Value> = calls
        .iter()
        .map(|call| {
            let arguments = match call.arguments() {
                Arguments::Value(value) => value.to_string(),
                Arguments::Text(text) => text.to_owned(),
                Arguments::Bytes(bytes) => String::from_utf8_lossy(bytes).into_owned(),
            };
            json!({ "tool": call.name, "arguments": arguments })
        })
        .collect();
    let mut command = crate::call::command(cli, tools)?;
    let mut child = command
        .arg("--batch")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|err| refuse("", format!("cannot run the tools: {err}")))?;
    let input = Value::Array(batch).to_string();
    let mut stdin = child.stdin.take().expect("piped");
    // Written from a thread of its own: a large batch must not wait for the reader.
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().map_err(|err| refuse("", format!("cannot run the tools: {err}")))?;
    let _ = writer.join();
    if !output.status.success() {
        return Err(refuse("", format!("the tools crate's `call --batch` failed ({})", output.status)));
    }
    let answers: Vec<Value> = match serde_json::from_slice(&output.stdout) {
        Ok(Value::Array(answers)) if answers.len() == calls.len() => answers,
        _ => return Err(refuse("", "the tools crate's `call --batch` printed no answer per call".to_owned())),
    };
    Ok(calls
        .iter()
        .zip(answers)
        .map(|(call, answer)| match (answer.get("ok"), answer.get("error").and_then(ToolError::from_json)) {
            (Some(value), _) => Ok(value.clone()),
            (None, Some(error)) => Err(error),
            (None, None) => Err(ToolError::tool_failed(&call.name, "the tools crate gave an answer that is not one")),
        })
        .collect())
}

/// `agent-check`.
pub(crate) fn check(args: &[String]) -> Result<(), Failure> {
    let args = parse("agent-check", args, false)?;
    let text = read_body(args.input.as_deref())?;
    let body: Value = serde_json::from_str(&text).map_err(|err| refuse("", format!("the input is not JSON: {err}")))?;
    let problems = check_history(args.wire, &body);
    let shown: Vec<Value> = problems.iter().map(|p| p.to_json()).collect();
    outln!("{}", pretty(&json!({ "problems": shown })));
    match problems.is_empty() {
        true => Ok(()),
        false => Err(Failure::Failed),
    }
}
