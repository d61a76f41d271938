//! Tools that misbehave in every way an MCP server must survive, for `tests/stdio.rs`: one
//! panics, one prints to stdout, one sleeps on its thread, one returns more than the server
//! sends, one awaits. `Counter` is context, so the server's owned-context path is used too.
//! `parts` holds a tool that reports progress and logs, and one annotated `inline`.

#![deny(warnings)]

pub mod misbehave;
pub mod parts;

include!(concat!(env!("OUT_DIR"), "/toolschema.rs"));
