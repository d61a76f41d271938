//! Arbitrary bytes as the raw arguments of every tool: dispatch must answer (never panic,
//! never overflow), never run a tool with arguments `check_args` refuses, and answer as a
//! parse followed by `dispatch` of the value does.
//!
//! The first byte picks the tool, among the fixture tools (every argument type) and the
//! tools crate; the tools that panic on purpose are left out, since libFuzzer counts any
//! panic, even a caught one, as a crash.

#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, args)) = data.split_first() else { return };
    let fixture: Vec<_> = fixture_tools::TOOLS.iter().filter(|t| !["boom", "later_boom"].contains(&t.name())).collect();
    let count = fixture.len() + tools::TOOLS.len();
    let index = usize::from(pick) % count;
    let parsed: Option<Value> = serde_json::from_slice(args.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(args)).ok();
    if let Some(tool) = fixture.get(index) {
        let counter = fixture_tools::Counter::default();
        let ctx = fixture_tools::Context { counter: &counter };
        let before = fixture_tools::calls();
        let result = fixture_tools::dispatch_bytes(&ctx, tool.name(), args);
        let ran = fixture_tools::calls() > before;
        match &parsed {
            None => assert!(result.is_err() && !ran, "took text that is not JSON"),
            Some(value) => {
                let refused = toolschema::check_args(tool, value).is_err();
                assert!(!(refused && ran), "ran a tool with arguments check_args refuses");
                let again = fixture_tools::dispatch(&ctx, tool.name(), value);
                assert_eq!(result.is_ok(), again.is_ok());
                if let (Err(a), Err(b)) = (&result, &again) {
                    assert_eq!(a, b);
                }
            }
        }
    } else {
        let tool = tools::TOOLS[index - fixture.len()];
        let root = tools::fs::Root::new(std::env::temp_dir()).expect("a temporary folder");
        let store = tools::orders::Store::demo();
        let ctx = tools::Context { root: &root, store: &store };
        let result = tools::dispatch_bytes(&ctx, tool.name(), args);
        if let Err(err) = &result {
            assert_ne!(err.code, toolschema::ErrorCode::ToolPanicked, "{err}");
        }
        match &parsed {
            None => assert!(result.is_err()),
            Some(value) if toolschema::check_args(tool, value).is_err() => {
                assert_eq!(result.unwrap_err().code, toolschema::ErrorCode::InvalidArguments)
            }
            Some(_) => {}
        }
    }
});
