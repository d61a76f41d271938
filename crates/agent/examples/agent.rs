//! An agent you can run: the workspace's tools, the loop of `toolschema-agent`, and the
//! Anthropic Messages API or OpenAI's Chat Completions.
//!
//! ```text
//! ANTHROPIC_API_KEY=… cargo run -p toolschema-agent --example agent -- "What is 2*(3+4)?"
//! OPENAI_API_KEY=…    cargo run -p toolschema-agent --example agent -- "Any refund for a damaged item?"
//! ```
//!
//! Anthropic when `ANTHROPIC_API_KEY` is set, else OpenAI when `OPENAI_API_KEY` is; without
//! either it says so and exits 2. `ANTHROPIC_BASE_URL` / `OPENAI_BASE_URL` name another
//! server (a test's local one), `AGENT_MODEL` another model. The HTTP request is `curl`'s, so
//! that the example needs no HTTP crate: the loop itself has no I/O. It prints each call to
//! stderr and the model's answer to stdout; exit 0 when the model answered, 1 otherwise.

use std::env::var;
use std::io::Write;
use std::process::{Command, ExitCode, Stdio};

use serde_json::{json, Value};
use toolschema::Format;
use toolschema_agent::{Done, Loop, Step, Wire};

/// Where and how to call the model.
struct Provider {
    wire: Wire,
    url: String,
    headers: Vec<String>,
    model: String,
    format: Format,
}

fn provider() -> Option<Provider> {
    let model = |default: &str| var("AGENT_MODEL").unwrap_or_else(|_| default.to_owned());
    if let Ok(key) = var("ANTHROPIC_API_KEY") {
        let base = var("ANTHROPIC_BASE_URL").unwrap_or_else(|_| "https://api.anthropic.com".to_owned());
        return Some(Provider {
            wire: Wire::Anthropic,
            url: format!("{}/v1/messages", base.trim_end_matches('/')),
            headers: vec![format!("x-api-key: {key}"), "anthropic-version: 2023-06-01".to_owned()],
            model: model("claude-sonnet-4-5"),
            format: Format::Anthropic,
        });
    }
    let key = var("OPENAI_API_KEY").ok()?;
    let base = var("OPENAI_BASE_URL").unwrap_or_else(|_| "https://api.openai.com/v1".to_owned());
    Some(Provider {
        wire: Wire::OpenAiChat,
        url: format!("{}/chat/completions", base.trim_end_matches('/')),
        headers: vec![format!("Authorization: Bearer {key}")],
        model: model("gpt-4.1"),
        format: Format::OpenAi,
    })
}

fn main() -> ExitCode {
    let Some(provider) = provider() else {
        eprintln!("error: set ANTHROPIC_API_KEY or OPENAI_API_KEY (and ANTHROPIC_BASE_URL or OPENAI_BASE_URL for another server)");
        return ExitCode::from(2);
    };
    let question: Vec<String> = std::env::args().skip(1).collect();
    let question = match question.is_empty() {
        true => "What is 2*(3+4), and what does the help centre say about a damaged item?".to_owned(),
        false => question.join(" "),
    };
    // A tool a format cannot state is left out, as `gen-schemas` would report it.
    let tools: Vec<Value> = tools::TOOLS.iter().filter_map(|t| t.to_value(provider.format).ok()).collect();
    let (root, store) = match tools::fs::Root::current_dir() {
        Ok(root) => (root, tools::orders::Store::demo()),
        Err(err) => {
            eprintln!("error: no current folder: {err}");
            return ExitCode::from(1);
        }
    };
    let ctx = tools::Context { root: &root, store: &store };
    let mut agent = Loop::new(provider.wire, vec![json!({ "role": "user", "content": question })]).max_turns(8);
    loop {
        let body = match provider.wire {
            Wire::Anthropic => {
                json!({ "model": provider.model, "max_tokens": 2048, "tools": tools, "messages": agent.history() })
            }
            _ => json!({ "model": provider.model, "tools": tools, "messages": agent.history() }),
        };
        let response = match post(&provider, &body) {
            Ok(response) => response,
            Err(err) => {
                eprintln!("error: {err}");
                return ExitCode::from(1);
            }
        };
        match agent.step(&response, |calls| tools::dispatch_all(&ctx, calls)) {
            Ok(Step::Continue { turn }) => {
                for call in &turn.calls {
                    eprintln!("called {}", call.name);
                }
            }
            Ok(Step::Done { turn, why }) => {
                println!("{}", turn.text);
                return match why {
                    Done::Answered(_) => ExitCode::SUCCESS,
                    other => {
                        eprintln!("error: the loop stopped: {other:?}");
                        ExitCode::from(1)
                    }
                };
            }
            Err(err) => {
                eprintln!("error: the API's answer is not a response: {err}");
                return ExitCode::from(1);
            }
        }
    }
}

/// POSTs `body` with `curl` and returns the JSON it answers (an API error body too: the loop
/// reports it).
fn post(provider: &Provider, body: &Value) -> Result<Value, String> {
    let mut curl = Command::new("curl");
    curl.args(["-sS", "-X", "POST", &provider.url, "-H", "content-type: application/json", "-H", "Expect:"]);
    for header in &provider.headers {
        curl.args(["-H", header]);
    }
    let mut child = curl
        .args(["--data-binary", "@-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|err| format!("cannot run curl: {err}"))?;
    let input = body.to_string();
    let mut stdin = child.stdin.take().expect("piped");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().map_err(|err| format!("curl failed: {err}"))?;
    let _ = writer.join();
    if !output.status.success() {
        return Err(format!("curl failed ({})", output.status));
    }
    serde_json::from_slice(&output.stdout).map_err(|err| format!("the answer is not JSON: {err}"))
}
