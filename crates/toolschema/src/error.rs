//! `ToolError`: every way a call through `dispatch` can fail (section 8 of the spec), as the
//! JSON object of the spec, as text a model can act on, and as a failed tool result in each
//! provider's convention (`provider_result` does the same for a whole `Result`).

use std::fmt;

use serde_json::{json, Value};

use crate::check::{ArgProblem, ArgProblems};
use crate::model::{Text, ToolSchema};

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
#[derive(Clone, PartialEq, Eq)]
pub struct ToolError {
    /// What kind of failure.
    pub code: ErrorCode,
    /// The tool that was asked for (borrowed from its schema when dispatch found it).
    pub tool: Text,
    /// What happened ([`ToolError::message`]); empty for `invalid_arguments`, whose sentence
    /// is made from the tool and the problems when it is read.
    message: Text,
    /// Every problem in the arguments (only for `invalid_arguments`), at most
    /// [`MAX_PROBLEMS`](crate::check::MAX_PROBLEMS) of them.
    pub problems: Vec<ArgProblem>,
    /// How many more problems the check found and left out of `problems`: the message gives
    /// the total, the JSON form says `"omitted": N`, and every entry of `problems` stays a
    /// real problem a model can fix.
    pub omitted: usize,
}

impl ToolError {
    fn new(code: ErrorCode, tool: &str, message: String) -> Self {
        ToolError {
            code,
            tool: Text::Owned(tool.to_string()),
            message: Text::Owned(message),
            problems: Vec::new(),
            omitted: 0,
        }
    }

    /// What happened, for a model or a person.
    pub fn message(&self) -> Text {
        match self.code {
            // Said only when read: a failed call is common, and most are rendered once, if at
            // all, while the allocation would be paid on every one.
            ErrorCode::InvalidArguments => {
                let (listed, omitted) = (self.problems.len(), self.omitted);
                let total = listed + omitted;
                let mut message = String::with_capacity(72 + self.tool.len());
                message.push_str("the arguments for `");
                message.push_str(&self.tool);
                message.push_str("` have ");
                crate::check::message::unsigned(&mut message, total as u128);
                if omitted == 0 {
                    message.push_str(if total == 1 { " problem; fix it" } else { " problems; fix them all" });
                    message.push_str(" and call the tool again");
                } else {
                    // The cap keeps the list readable; the sentence says what it leaves out.
                    message.push_str(" problems; the first ");
                    crate::check::message::unsigned(&mut message, listed as u128);
                    message.push_str(" are listed and ");
                    crate::check::message::unsigned(&mut message, omitted as u128);
                    message.push_str(" more are not: fix these and call the tool again to see the rest");
                }
                Text::Owned(message)
            }
            _ => self.message.clone(),
        }
    }

    /// No tool is called `tool`; names the closest of `tools` when one is near.
    pub fn unknown_tool(tool: &str, tools: &[&ToolSchema]) -> Self {
        let names = tools.iter().map(|t| t.name());
        // The name is the model's: quote a long one shortened, as problems quote values.
        let quoted = match tool.char_indices().nth(64) {
            Some((end, _)) => format!("{}…", &tool[..end]),
            None => tool.to_owned(),
        };
        let message = match crate::check::closest(tool, names.clone()) {
            Some(near) => format!("there is no tool `{quoted}`; did you mean `{near}`?"),
            None => {
                // Written into one string: a `format!` per name cost more than the search.
                let mut message = format!("there is no tool `{quoted}`; the tools are ");
                for (i, name) in names.enumerate() {
                    message.push_str(if i == 0 { "`" } else { ", `" });
                    message.push_str(name);
                    message.push('`');
                }
                message
            }
        };
        ToolError::new(ErrorCode::UnknownTool, tool, message)
    }

    /// The arguments failed `check_args`: `problems` is what it found (a `Vec` of them, or
    /// its [`ArgProblems`] with the number left out). `tool` is borrowed when it is
    /// `'static`, as the name in a generated schema is: a failed call then allocates only for
    /// its problems.
    pub fn invalid_arguments(tool: impl Into<Text>, problems: impl Into<ArgProblems>) -> Self {
        let ArgProblems { listed, omitted } = problems.into();
        ToolError {
            code: ErrorCode::InvalidArguments,
            tool: tool.into(),
            message: Text::Borrowed(""),
            problems: listed,
            omitted,
        }
    }

    /// The tool returned `Err(message)`.
    pub fn tool_failed(tool: &str, message: impl Into<String>) -> Self {
        ToolError::new(ErrorCode::ToolFailed, tool, message.into())
    }

    /// The tool panicked with `message`.
    pub fn tool_panicked(tool: &str, message: &str) -> Self {
        let message = format!("the tool `{tool}` panicked: {message}; this is a bug in the tool, not in the call");
        ToolError::new(ErrorCode::ToolPanicked, tool, message)
    }

    /// The text a model reads: the same as `Display`.
    pub fn to_text(&self) -> String {
        self.to_string()
    }

    /// An Anthropic `tool_result` content block with `is_error: true`.
    pub fn to_anthropic_tool_result(&self, tool_use_id: &str) -> Value {
        json!({ "type": "tool_result", "tool_use_id": tool_use_id, "content": self.to_text(), "is_error": true })
    }

    /// An MCP `CallToolResult` with `isError: true` and the text, without `structuredContent`
    /// (it could not match the tool's `outputSchema`), as `provider_result::mcp_call_result`
    /// gives for a failed call.
    ///
    /// MCP reports a call that failed validation this way, so that the model can correct it;
    /// only a tool that does not exist is a protocol error: see [`ToolError::to_jsonrpc_error`].
    pub fn to_mcp_result(&self) -> Value {
        json!({
            "resultType": "complete",
            "content": [{ "type": "text", "text": self.to_text() }],
            "isError": true,
        })
    }

    /// A JSON-RPC error object, `{"code": -32602, "message", "data"}`: what an MCP server
    /// answers to a call of a tool it does not have (`unknown_tool`), the `data` being the
    /// JSON form.
    pub fn to_jsonrpc_error(&self) -> Value {
        json!({ "code": -32602, "message": self.to_text(), "data": self.to_json() })
    }

    /// An OpenAI Chat Completions `tool` message. OpenAI has no error flag: the text says it.
    pub fn to_openai_tool_message(&self, tool_call_id: &str) -> Value {
        json!({ "role": "tool", "tool_call_id": tool_call_id, "content": self.to_text() })
    }

    /// The error [`ToolError::to_json`] wrote, read back (as `toolschema-agent`'s commands
    /// read the answers of a tools crate's `call` process); `None` when `value` is not that
    /// form.
    pub fn from_json(value: &Value) -> Option<ToolError> {
        let code = match value.get("error")?.as_str()? {
            "unknown_tool" => ErrorCode::UnknownTool,
            "invalid_arguments" => ErrorCode::InvalidArguments,
            "tool_failed" => ErrorCode::ToolFailed,
            "tool_panicked" => ErrorCode::ToolPanicked,
            _ => return None,
        };
        let tool = value.get("tool")?.as_str()?;
        if code != ErrorCode::InvalidArguments {
            return Some(ToolError::new(code, tool, value.get("message")?.as_str()?.to_owned()));
        }
        let mut problems = Vec::new();
        for problem in value.get("problems")?.as_array()? {
            let code = problem.get("code")?.as_str()?;
            let code = crate::check::ProblemCode::ALL.into_iter().find(|c| c.as_str() == code)?;
            let text = |key: &str| problem.get(key).and_then(Value::as_str).map(str::to_owned);
            problems.push(ArgProblem { path: text("path")?, code, message: text("message")? });
        }
        let omitted = value.get("omitted").and_then(Value::as_u64).unwrap_or(0) as usize;
        Some(ToolError::invalid_arguments(tool.to_owned(), ArgProblems { listed: problems, omitted }))
    }

    /// The JSON form: `{"error", "tool", "message", "problems"?, "omitted"?}`; `omitted`, the
    /// number of problems found but not listed, only when the list was capped.
    pub fn to_json(&self) -> Value {
        let mut value = json!({ "error": self.code.as_str(), "tool": self.tool, "message": self.message() });
        if self.code == ErrorCode::InvalidArguments {
            let problems: Vec<Value> = self
                .problems
                .iter()
                .map(|p| json!({ "path": p.path, "code": p.code.as_str(), "message": p.message }))
                .collect();
            value["problems"] = Value::Array(problems);
            if self.omitted > 0 {
                value["omitted"] = self.omitted.into();
            }
        }
        value
    }
}

impl fmt::Display for ToolError {
    /// The message, then one line per problem: what a model reads after a failed call.
    ///
    /// ```text
    /// invalid_arguments: the arguments for `search` have 2 problems; fix them all and call the tool again
    /// - limit: expected an integer (`u32`), got the string "5"; write it as 5, without quotes (wrong_type)
    /// - qurey: unknown argument `qurey`; did you mean `query`? (unknown_argument)
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.code {
            // The tool's own words, said to come from the tool, so the model does not take
            // them for a problem with the call.
            ErrorCode::ToolFailed => write!(f, "tool_failed: the tool `{}` failed: {}", self.tool, self.message)?,
            _ => write!(f, "{}: {}", self.code.as_str(), self.message())?,
        }
        for problem in &self.problems {
            let path = if problem.path.is_empty() { "(arguments)" } else { &problem.path };
            write!(f, "\n- {path}: {} ({})", problem.message, problem.code.as_str())?;
        }
        Ok(())
    }
}

impl fmt::Debug for ToolError {
    /// The fields, with the message as [`ToolError::message`] says it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ToolError")
            .field("code", &self.code)
            .field("tool", &self.tool)
            .field("message", &self.message())
            .field("problems", &self.problems)
            .field("omitted", &self.omitted)
            .finish()
    }
}

impl std::error::Error for ToolError {}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::ToolError;
    use crate::check::{ArgProblem, ProblemCode};
    use crate::model::{Returns, ToolSchema};

    #[test]
    fn the_sentence_of_invalid_arguments_is_made_when_read() {
        let problem =
            ArgProblem { path: "limit".into(), code: ProblemCode::WrongType, message: "expected a number".into() };
        let one = ToolError::invalid_arguments("search", vec![problem.clone()]);
        let two = ToolError::invalid_arguments(String::from("search"), vec![problem.clone(), problem]);
        assert_eq!(one.message(), "the arguments for `search` have 1 problem; fix it and call the tool again");
        assert_eq!(two.message(), "the arguments for `search` have 2 problems; fix them all and call the tool again");
        assert_eq!(one.to_json()["message"], one.message().as_ref());
        assert!(format!("{one:?}").contains("have 1 problem"), "{one:?}");
        let failed = ToolError::tool_failed("search", "the index is gone");
        assert_eq!(failed.message(), "the index is gone");
    }

    #[test]
    fn an_unknown_tool_is_answered_with_the_nearest_name_or_all_of_them() {
        let tool = |name: &'static str| ToolSchema {
            name: Cow::Borrowed(name),
            summary: Cow::Borrowed(""),
            description: Cow::Borrowed(""),
            params: Cow::Borrowed(&[]),
            returns: Returns {
                rust_type: Cow::Borrowed("()"),
                description: Cow::Borrowed(""),
                schema: None,
                content: false,
            },
            is_async: false,
            annotations: crate::model::Annotations::NONE,
        };
        let (search, summarise) = (tool("search"), tool("summarise"));
        let tools = [&search, &summarise];
        let near = ToolError::unknown_tool("serch", &tools);
        assert_eq!(near.message(), "there is no tool `serch`; did you mean `search`?");
        let far = ToolError::unknown_tool("weather", &tools);
        assert_eq!(far.message(), "there is no tool `weather`; the tools are `search`, `summarise`");
    }

    #[test]
    fn the_json_form_reads_back_as_the_same_error() {
        use crate::check::{ArgProblem, ArgProblems, ProblemCode};
        let problem = ArgProblem { path: "limit".into(), code: ProblemCode::OutOfRange, message: "too big".into() };
        let errors = [
            ToolError::unknown_tool("weather", &[]),
            ToolError::invalid_arguments("search", ArgProblems { listed: vec![problem], omitted: 3 }),
            ToolError::tool_failed("search", "the index is down"),
            ToolError::tool_panicked("search", "oops"),
        ];
        for error in errors {
            assert_eq!(ToolError::from_json(&error.to_json()).as_ref(), Some(&error));
        }
        assert_eq!(ToolError::from_json(&serde_json::json!({ "error": "nope", "tool": "x", "message": "m" })), None);
    }
}
