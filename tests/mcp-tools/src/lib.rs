//! Tools that misbehave in every way an MCP server must survive, for `tests/stdio.rs`: one
//! panics, one prints to stdout, one sleeps on its thread, one returns more than the server
//! sends, one awaits. `Counter` is context, so the server's owned-context path is used too.

#![deny(warnings)]

pub mod misbehave;

include!(concat!(env!("OUT_DIR"), "/toolschema.rs"));
