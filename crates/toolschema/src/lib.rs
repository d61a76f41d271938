//! toolschema: tool schemas for LLM agents from plain Rust functions and their doc comments.
//!
//! This is the core crate, with no `syn` in it: the schema model ([`ToolSchema`]), the
//! doc-comment parser ([`doc`]), the mapping from Rust types to JSON Schema ([`mapping`]),
//! the lowering of a function into a tool ([`lower`]), the renderers ([`render`]) and
//! [`check_args`], which checks a model's arguments before any Rust code runs.

pub mod call;
pub mod check;
pub mod cli;
pub mod content;
pub mod diagnostic;
pub mod dispatch;
pub mod doc;
#[doc(hidden)]
pub mod emitted;
pub mod error;
pub mod graph;
pub mod json;
pub mod lower;
pub mod mapping;
pub mod model;
pub mod provider_result;
pub mod render;
pub mod rust_type;
pub mod types;

pub use call::{Call, Cancellation, Log, LogLevel, Progress};
pub use check::{check_args, ArgProblem, ArgProblems, ProblemCode};
pub use content::{Audio, Content, Image, Resource, ResourceLink};
pub use diagnostic::{Diagnostic, Pos, Severity};
pub use error::{ErrorCode, ToolError};
pub use json::{Json, Number};
pub use model::{
    Additional, Annotations, FloatType, IntType, List, Node, Object, Property, Returns, Schema, Text, ToolSchema, Type,
};
pub use render::{Format, FormatProblem, RenderError, Rendering};
pub use rust_type::RustType;

/// Re-exported so generated code and agent crates use the same `serde_json`.
pub use serde_json;
