//! What each tool adds to a request: its `anthropic` and `openai` renderings as sent (compact
//! JSON), counted with OpenAI's `o200k_base` tokenizer (`tiktoken-rs`, which embeds its
//! vocabulary, so nothing is downloaded at run time).
//!
//! For OpenAI models of the `o200k_base` family the count of the tool's JSON is exact (the
//! request adds a few framing tokens per tool that are not counted). For Claude it is an
//! estimate: Anthropic does not publish its tokenizer, and published comparisons put its
//! counts of the same JSON some 5–30% above `o200k_base`; Anthropic's `count_tokens`
//! endpoint gives the exact figure (and its tool-use system prompt comes on top).

use std::collections::HashMap;

use tiktoken_rs::CoreBPE;
use toolschema::{Format, ToolSchema};

/// The label every report puts beside the counts.
pub const LABEL: &str = "tokens counted with o200k_base on the compact JSON as sent; \
exact for OpenAI's o200k models, an estimate for Claude (Anthropic's tokenizer is not \
public; published comparisons put it 5-30% higher on the same JSON)";

/// The formats counted, as the reports name them.
pub const FORMATS: [(Format, &str); 2] = [(Format::Anthropic, "anthropic"), (Format::OpenAi, "openai")];

/// The tokens of one tool in each of [`FORMATS`]; `None` where the format cannot state it.
pub type Counts = [Option<usize>; 2];

/// Counts tokens, each distinct text once (most tools are the same on both sides).
pub struct Counter {
    bpe: CoreBPE,
    seen: HashMap<String, usize>,
}

impl Counter {
    /// The `o200k_base` counter; `None` only if the embedded vocabulary does not load.
    pub fn new() -> Option<Counter> {
        Some(Counter { bpe: tiktoken_rs::o200k_base().ok()?, seen: HashMap::new() })
    }

    /// The tokens of `tool` in each format.
    pub fn tool(&mut self, tool: &ToolSchema) -> Counts {
        FORMATS.map(|(format, _)| {
            let text = serde_json::to_string(&tool.to_value(format).ok()?).ok()?;
            Some(self.text(text))
        })
    }

    fn text(&mut self, text: String) -> usize {
        if let Some(&n) = self.seen.get(&text) {
            return n;
        }
        let n = self.bpe.encode_ordinary(&text).len();
        self.seen.insert(text, n);
        n
    }
}
