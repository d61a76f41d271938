//! Build-time problems found in a tools crate, with their position in its sources.

use std::fmt;

/// A 1-based position in a source file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos {
    /// The line, from 1.
    pub line: u32,
    /// The column in characters, from 1.
    pub column: u32,
}

impl Pos {
    /// The position at `line` and `column`.
    pub const fn new(line: u32, column: u32) -> Self {
        Pos { line, column }
    }

    /// The position `chars` characters to the right on the same line.
    pub fn shifted(self, chars: usize) -> Pos {
        Pos { line: self.line, column: self.column + chars as u32 }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// How bad a problem is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// The tool cannot be generated.
    Error,
    /// The tool is generated, but something is probably wrong; can be denied.
    Warning,
}

/// One problem, with the position it points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Lowercase, no final period, names in backticks.
    pub message: String,
    /// Where the problem is.
    pub pos: Pos,
    /// The file, when it is not the one of the tool being lowered (a struct's field, say).
    pub file: Option<String>,
}

impl Diagnostic {
    /// An error at `pos`.
    pub fn error(pos: Pos, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, message: message.into(), pos, file: None }
    }

    /// A warning at `pos`.
    pub fn warning(pos: Pos, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Warning, message: message.into(), pos, file: None }
    }

    /// The same problem, in `file`.
    pub fn in_file(mut self, file: &str) -> Self {
        self.file = Some(file.to_string());
        self
    }

    /// Whether this is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// Renders the problem as the spec shows it, for a file at `path`:
    ///
    /// ```text
    /// error: parameter `path` of tool `read_file` has type `Rc<Path>`, which has no JSON Schema mapping
    ///   --> tools/src/fs.rs:12:28
    /// ```
    pub fn render(&self, path: &str) -> String {
        let level = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        format!("{level}: {}\n  --> {path}:{}", self.message, self.pos)
    }
}
