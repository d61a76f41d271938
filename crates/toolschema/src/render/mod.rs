//! Renderers: the canonical JSON form and the other formats of section 4.4 of the spec.
//!
//! Every format is lowered from the one model at the time it is asked for, from constants,
//! without parsing JSON: `canonical` is section 4.3, `text` one prompt line, and the other
//! JSON formats are `envelope` (the wire shape) around `lowering` (the schema under the
//! target's `rules`), checked against the target's `limits`. What a format cannot state is
//! a `FormatProblem`: a warning when it moved into a description, an error otherwise.

pub mod canonical;
mod describe;
mod envelope;
mod keys;
mod limits;
mod lowering;
pub mod output;
mod problem;
mod rules;
mod sequence;
pub mod text;
pub mod writer;

use std::fmt;
use std::str::FromStr;

use crate::model::ToolSchema;
pub use problem::{FormatProblem, RenderError};

/// An output format of section 4.4 of the spec.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// The canonical form, the Anthropic Messages API tool (section 4.3).
    Anthropic,
    /// Anthropic strict tool use: closed objects, no bounds, `"strict": true`.
    AnthropicStrict,
    /// OpenAI Chat Completions: `{"type": "function", "function": …}`.
    OpenAi,
    /// OpenAI Chat Completions with `"strict": true`: every property required.
    OpenAiStrict,
    /// The flat OpenAI Responses API tool, with `"strict": false`.
    OpenAiResponses,
    /// A Gemini function declaration with `parametersJsonSchema`.
    Gemini,
    /// An MCP tool, with `outputSchema` from the return type.
    Mcp,
    /// One line of plain text for a prompt.
    Text,
}

impl Format {
    /// Every format, in the order the spec lists them.
    pub const ALL: &'static [Format] = &[
        Format::Anthropic,
        Format::AnthropicStrict,
        Format::OpenAi,
        Format::OpenAiStrict,
        Format::OpenAiResponses,
        Format::Gemini,
        Format::Mcp,
        Format::Text,
    ];

    /// The format's name on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Anthropic => "anthropic",
            Format::AnthropicStrict => "anthropic-strict",
            Format::OpenAi => "openai",
            Format::OpenAiStrict => "openai-strict",
            Format::OpenAiResponses => "openai-responses",
            Format::Gemini => "gemini",
            Format::Mcp => "mcp",
            Format::Text => "text",
        }
    }

    /// The extension of the files `gen-schemas` writes in this format.
    pub const fn extension(self) -> &'static str {
        match self {
            Format::Text => "txt",
            _ => "json",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, String> {
        Format::ALL.iter().copied().find(|f| f.name() == name).ok_or_else(|| {
            let names: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
            format!("unknown format `{name}`; the formats are {}", names.join(", "))
        })
    }
}

/// A tool in one format, and what the format could not state.
#[derive(Clone, Debug, PartialEq)]
pub struct Rendering {
    /// The text of the file (pretty JSON or one line, ending in a newline); `None` when
    /// `problems` has an error.
    pub text: Option<String>,
    /// Warnings (a constraint moved into a description) and errors, in the tree's order.
    pub problems: Vec<FormatProblem>,
}

impl Rendering {
    /// The warnings.
    pub fn warnings(&self) -> impl Iterator<Item = &FormatProblem> {
        self.problems.iter().filter(|p| !p.is_error())
    }

    /// The errors.
    pub fn errors(&self) -> impl Iterator<Item = &FormatProblem> {
        self.problems.iter().filter(|p| p.is_error())
    }
}

impl ToolSchema {
    /// The tool in `format`, as the text of a file (pretty JSON or one line, ending in a
    /// newline), or every reason the format cannot state it.
    pub fn render(&self, format: Format) -> Result<String, RenderError> {
        let rendering = self.rendering(format);
        match rendering.text {
            Some(text) => Ok(text),
            None => Err(self.render_error(format, rendering.problems)),
        }
    }

    /// The tool in `format` with its warnings: what `gen-schemas` writes and prints.
    pub fn rendering(&self, format: Format) -> Rendering {
        let mut problems = problem::Problems::new(format, self.name());
        let text = match format {
            Format::Text => Some(text::line(self) + "\n"),
            _ => {
                let out = envelope::tool(format, self, &mut problems);
                (!problems.has_errors()).then(|| out.pretty())
            }
        };
        Rendering { text, problems: problems.list }
    }

    /// The tool in a JSON `format` as a `serde_json` value for a request body (a string for
    /// `text`). Its object keys follow `serde_json`'s map: use [`ToolSchema::render`] where
    /// the order of properties matters to the model.
    pub fn to_value(&self, format: Format) -> Result<serde_json::Value, RenderError> {
        if format == Format::Text {
            return Ok(serde_json::Value::String(text::line(self)));
        }
        let mut problems = problem::Problems::new(format, self.name());
        let out = envelope::tool(format, self, &mut problems);
        match problems.has_errors() {
            false => Ok(out.to_value()),
            true => Err(self.render_error(format, problems.list)),
        }
    }

    /// The tool in the canonical form, as a `serde_json` value to put in a request body.
    pub fn to_json(&self) -> serde_json::Value {
        canonical::tool(self).to_value()
    }

    fn render_error(&self, format: Format, problems: Vec<FormatProblem>) -> RenderError {
        let errors = problems.into_iter().filter(FormatProblem::is_error).collect();
        RenderError { format, tool: self.name().to_string(), errors }
    }
}
