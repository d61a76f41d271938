//! Renderers: the canonical JSON form and the other formats of section 4.4 of the spec.

pub mod canonical;
pub mod text;
pub mod writer;

use std::fmt;
use std::str::FromStr;

use crate::model::ToolSchema;

/// An output format of section 4.4 of the spec.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// The canonical form, the Anthropic Messages API tool (section 4.3).
    Anthropic,
    /// One line of plain text for a prompt.
    Text,
}

impl Format {
    /// Every format, in the order the spec lists them.
    pub const ALL: &'static [Format] = &[Format::Anthropic, Format::Text];

    /// The format's name on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Anthropic => "anthropic",
            Format::Text => "text",
        }
    }

    /// The extension of the files `gen-schemas` writes in this format.
    pub const fn extension(self) -> &'static str {
        match self {
            Format::Text => "txt",
            Format::Anthropic => "json",
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

impl ToolSchema {
    /// The tool in `format`, as the text of a file: pretty JSON or one line, ending in a newline.
    pub fn render(&self, format: Format) -> String {
        match format {
            Format::Anthropic => canonical::tool(self).pretty(),
            Format::Text => text::line(self) + "\n",
        }
    }

    /// The tool in the canonical form, as a `serde_json` value to put in a request body.
    pub fn to_json(&self) -> serde_json::Value {
        canonical::tool(self).to_value()
    }
}
