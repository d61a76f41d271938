//! The example agent against a local server that replays a two-turn Anthropic conversation:
//! the request it sends after the tool results passes `check_history` and carries the right
//! results; without a key it says so and exits 2.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::Command;

use serde_json::{json, Value};
use toolschema_agent::{check_history, Wire};

/// The example, as `cargo test` built it.
fn example() -> PathBuf {
    let target =
        std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).parent().expect("the target directory").to_path_buf();
    target.join("debug/examples").join(format!("agent{}", std::env::consts::EXE_SUFFIX))
}

/// Serves `replies` in order, one per request, and returns the request bodies.
fn serve(replies: Vec<Value>) -> (String, std::thread::JoinHandle<Vec<Value>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let handle = std::thread::spawn(move || {
        let mut bodies = Vec::new();
        for reply in replies {
            let (stream, _) = listener.accept().unwrap();
            let mut reader = BufReader::new(stream);
            let mut length = 0;
            loop {
                let mut line = String::new();
                reader.read_line(&mut line).unwrap();
                if line == "\r\n" || line.is_empty() {
                    break;
                }
                if let Some((name, value)) = line.split_once(':') {
                    if name.eq_ignore_ascii_case("content-length") {
                        length = value.trim().parse().unwrap();
                    }
                }
            }
            let mut body = vec![0; length];
            reader.read_exact(&mut body).unwrap();
            bodies.push(serde_json::from_slice(&body).unwrap());
            let reply = reply.to_string();
            let mut stream = reader.into_inner();
            write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{reply}",
                reply.len()
            )
            .unwrap();
        }
        bodies
    });
    (url, handle)
}

#[test]
fn the_example_agent_runs_two_turns_and_sends_a_valid_history_with_the_results() {
    let first = json!({
        "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
        "content": [
            { "type": "thinking", "thinking": "Two lookups.", "signature": "EqQB" },
            { "type": "tool_use", "id": "toolu_1", "name": "calculator", "input": { "expr": "2*(3+4)" } },
            { "type": "tool_use", "id": "toolu_2", "name": "get_weather", "input": { "city": "Paris" } }
        ],
        "stop_reason": "tool_use", "stop_sequence": null, "usage": { "input_tokens": 10, "output_tokens": 10 }
    });
    let second = json!({
        "id": "msg_2", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
        "content": [{ "type": "text", "text": "It is 14; I have no weather tool." }],
        "stop_reason": "end_turn", "stop_sequence": null, "usage": { "input_tokens": 20, "output_tokens": 10 }
    });
    let (url, server) = serve(vec![first.clone(), second]);
    let output = Command::new(example())
        .arg("What is 2*(3+4), and the weather in Paris?")
        .env("ANTHROPIC_API_KEY", "test-key")
        .env("ANTHROPIC_BASE_URL", &url)
        .env_remove("AGENT_MODEL")
        .output()
        .expect("the example runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&output.stdout).trim(), "It is 14; I have no weather tool.");
    let bodies = server.join().unwrap();
    assert_eq!(bodies.len(), 2);
    assert!(bodies[0]["tools"].as_array().unwrap().iter().any(|t| t["name"] == "calculator"));
    let after = &bodies[1];
    assert_eq!(check_history(Wire::Anthropic, after), vec![]);
    let messages = after["messages"].as_array().unwrap();
    // The assistant turn went back as it came, thinking block and signature included.
    assert_eq!(messages[1]["content"], first["content"]);
    let results = &messages[2]["content"];
    assert_eq!(results[0], json!({ "type": "tool_result", "tool_use_id": "toolu_1", "content": "14" }));
    assert_eq!(results[1]["tool_use_id"], "toolu_2");
    assert_eq!(results[1]["is_error"], true);
    assert!(results[1]["content"].as_str().unwrap().starts_with("unknown_tool: there is no tool `get_weather`"));
}

#[test]
fn without_a_key_the_example_says_so_and_exits_2() {
    let output = Command::new(example())
        .env_remove("ANTHROPIC_API_KEY")
        .env_remove("OPENAI_API_KEY")
        .output()
        .expect("the example runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("ANTHROPIC_API_KEY or OPENAI_API_KEY"));
}
