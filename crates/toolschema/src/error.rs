//! `ToolError`: every way a call through `dispatch` can fail (section 8 of the spec).

use std::fmt;

use serde_json::{json, Value};

use crate::check::ArgProblem;
use crate::model::ToolSchema;

/// Why a tool call failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    /// No tool has that name.
    UnknownTool,
    /// `check_args` failed; the problems say why.
    InvalidArguments,
    /// The tool returned `Err`.
    ToolFailed,
    /// The tool panicked; the process goes on.
    ToolPanicked,
}

impl ErrorCode {
    /// The code as it appears in JSON: `invalid_arguments`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::UnknownTool => "unknown_tool",
            ErrorCode::InvalidArguments => "invalid_arguments",
            ErrorCode::ToolFailed => "tool_failed",
            ErrorCode::ToolPanicked => "tool_panicked",
        }
    }
}

/// A failed tool call, ready to be shown to a model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToolError {
    /// What kind of failure.
    pub code: ErrorCode,
    /// The tool that was asked for.
    pub tool: String,
    /// What happened, for a model or a person.
    pub message: String,
    /// Every problem in the arguments (only for `invalid_arguments`).
    pub problems: Vec<ArgProblem>,
}

impl ToolError {
    fn new(code: ErrorCode, tool: &str, message: String) -> Self {
        ToolError { code, tool: tool.to_string(), message, problems: Vec::new() }
    }

    /// No tool is called `tool`; names the closest of `tools` when one is near.
    pub fn unknown_tool(tool: &str, tools: &[&ToolSchema]) -> Self {
        let names = tools.iter().map(|t| t.name());
        let message = match crate::check::closest(tool, names.clone()) {
            Some(near) => format!("there is no tool `{tool}`; did you mean `{near}`?"),
            None => {
                let all: Vec<String> = names.map(|n| format!("`{n}`")).collect();
                format!("there is no tool `{tool}`; the tools are {}", all.join(", "))
            }
        };
        ToolError::new(ErrorCode::UnknownTool, tool, message)
    }

    /// The arguments failed `check_args`.
    pub fn invalid_arguments(tool: &str, problems: Vec<ArgProblem>) -> Self {
        let count = problems.len();
        let message = format!(
            "the arguments for `{tool}` have {count} problem{}; fix {} and call the tool again",
            if count == 1 { "" } else { "s" },
            if count == 1 { "it" } else { "them all" }
        );
        ToolError { problems, ..ToolError::new(ErrorCode::InvalidArguments, tool, message) }
    }

    /// The tool returned `Err(message)`.
    pub fn tool_failed(tool: &str, message: impl Into<String>) -> Self {
        ToolError::new(ErrorCode::ToolFailed, tool, message.into())
    }

    /// The tool panicked with `message`.
    pub fn tool_panicked(tool: &str, message: &str) -> Self {
        ToolError::new(ErrorCode::ToolPanicked, tool, format!("the tool `{tool}` panicked: {message}"))
    }

    /// The JSON form: `{"error", "tool", "message", "problems"?}`.
    pub fn to_json(&self) -> Value {
        let mut value = json!({ "error": self.code.as_str(), "tool": self.tool, "message": self.message });
        if self.code == ErrorCode::InvalidArguments {
            let problems: Vec<Value> = self
                .problems
                .iter()
                .map(|p| json!({ "path": p.path, "code": p.code.as_str(), "message": p.message }))
                .collect();
            value["problems"] = Value::Array(problems);
        }
        value
    }
}

impl fmt::Display for ToolError {
    /// The message, then one line per problem: what a model reads after a failed call.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code.as_str(), self.message)?;
        for problem in &self.problems {
            let path = if problem.path.is_empty() { "(arguments)" } else { &problem.path };
            write!(f, "\n- {path}: {} ({})", problem.message, problem.code.as_str())?;
        }
        Ok(())
    }
}

impl std::error::Error for ToolError {}
