//! What a refusal costs in memory, measured in a process of its own (the tests running
//! beside it would count too): its peak resident size before and after the call, from
//! `/proc/self/status`, on Linux.

use std::process::Command;

use fixture_tools::{dispatch_bytes, dispatch_str, Context, Counter};

/// Set in the process that measures.
const CHILD: &str = "TOOLSCHEMA_MEMORY_CHILD";

/// A line of `/proc/self/status` in bytes (`VmRSS`, `VmHWM`).
fn status(field: &str) -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with(field))?;
    let kb: usize = line[field.len() + 1..].trim().trim_end_matches(" kB").trim().parse().ok()?;
    Some(kb * 1024)
}

#[test]
fn an_integer_of_five_million_digits_costs_a_small_multiple_of_its_text() {
    if std::env::var_os(CHILD).is_none() {
        let output = Command::new(std::env::current_exe().unwrap())
            .args(["memory::an_integer_of_five_million_digits_costs_a_small_multiple_of_its_text", "--exact"])
            .args(["--nocapture", "--test-threads=1"])
            .env(CHILD, "1")
            .output()
            .unwrap();
        let (stdout, stderr) = crate::text(&output);
        assert!(output.status.success(), "{stdout}\n{stderr}");
        assert!(stdout.contains("1 passed"), "the measuring test ran: {stdout}");
        eprint!("{stderr}");
        return;
    }
    let counter = Counter::default();
    let ctx = Context { counter: &counter };
    let digits = format!("1{}", "0".repeat(4_999_999));
    for (tool, text) in [
        ("defaults", format!(r#"{{"count": {digits}}}"#)),
        ("anything", format!(r#"{{"value": [{digits}, -{digits}e5], "note": "{digits}"}}"#)),
        ("scalars", format!(r#"{{"big": {digits}, "exact": {digits}.5}}"#)),
    ] {
        for bytes in [false, true] {
            let before = status("VmRSS:");
            let started = std::time::Instant::now();
            let err = if bytes { dispatch_bytes(&ctx, tool, text.as_bytes()) } else { dispatch_str(&ctx, tool, &text) };
            let elapsed = started.elapsed();
            let err = err.unwrap_err();
            assert!(err.problems.iter().any(|p| p.code.as_str() == "out_of_range"), "{err}");
            assert!(err.to_string().len() < 2000, "the message quotes a short piece");
            let Some((before, peak)) = before.zip(status("VmHWM:")) else { continue };
            let grew = peak.saturating_sub(before);
            eprintln!("{tool} (bytes: {bytes}): {} bytes of text, peak grew {grew} bytes, {elapsed:?}", text.len());
            // The text is copied once with stand-ins in (shorter than the digits they
            // replace) and parsed: a few times the text at most, never its square.
            assert!(grew < 3 * text.len(), "{tool}: the peak grew {grew} bytes for a text of {}", text.len());
        }
    }
}
