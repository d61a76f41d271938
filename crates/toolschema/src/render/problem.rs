//! What a format loses or cannot state: the warnings and errors of one rendering.

use std::fmt;

use super::Format;
use crate::diagnostic::Severity;

/// One thing a format could not say as the canonical form says it.
///
/// A warning: a constraint moved into a description (still enforced by `check_args`).
/// An error: the format could state the parameter only by changing the arguments' shape,
/// or the tool breaks one of the format's rules; the tool has no rendering in that format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatProblem {
    /// Warning or error.
    pub severity: Severity,
    /// The format that could not state it.
    pub format: Format,
    /// The tool.
    pub tool: String,
    /// The parameter, as a path into it (`filters.status`, `tags[]`, `pair[1]`, `labels.*`,
    /// `shape.anyOf[0]`); `None` for a problem of the tool as a whole.
    pub param: Option<String>,
    /// Lowercase, no final period, names in backticks.
    pub message: String,
}

impl FormatProblem {
    /// Whether this is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for FormatProblem {
    /// `warning: …` or `error: …`, as `gen-schemas` prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let level = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        write!(f, "{level}: {}", self.message)
    }
}

/// A tool that has no rendering in a format: every error, one per line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderError {
    /// The format asked for.
    pub format: Format,
    /// The tool.
    pub tool: String,
    /// The errors (never empty).
    pub errors: Vec<FormatProblem>,
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tool `{}` has no `{}` rendering:", self.tool, self.format)?;
        for error in &self.errors {
            write!(f, "\n- {}", error.message)?;
        }
        Ok(())
    }
}

impl std::error::Error for RenderError {}

/// Collects the problems of one tool in one format, never stopping at the first.
pub(super) struct Problems<'t> {
    pub format: Format,
    pub tool: &'t str,
    pub list: Vec<FormatProblem>,
}

impl<'t> Problems<'t> {
    pub fn new(format: Format, tool: &'t str) -> Self {
        Problems { format, tool, list: Vec::new() }
    }

    /// An error about the parameter at `path` (`None`: the tool as a whole).
    pub fn error(&mut self, path: Option<&str>, message: String) {
        self.push(Severity::Error, path, message);
    }

    /// A warning about the parameter at `path`.
    pub fn warning(&mut self, path: &str, message: String) {
        self.push(Severity::Warning, Some(path), message);
    }

    fn push(&mut self, severity: Severity, path: Option<&str>, message: String) {
        let (format, tool) = (self.format, self.tool.to_string());
        self.list.push(FormatProblem { severity, format, tool, param: path.map(str::to_string), message });
    }

    /// ``parameter `labels.*` of tool `get_weather` ``: how every message about a parameter starts.
    pub fn subject(&self, path: &str) -> String {
        format!("parameter `{path}` of tool `{}`", self.tool)
    }

    pub fn has_errors(&self) -> bool {
        self.list.iter().any(FormatProblem::is_error)
    }
}
