//! The tools the MCP conformance suite calls (`@modelcontextprotocol/conformance`, its
//! `tools-call-*` scenarios), each a plain function: content return types for the image,
//! audio and embedded-resource answers, `&Progress` and `&Log` for the notifications, an `Err`
//! for the error. Their names and answers are the suite's; nothing else here is.

#![deny(warnings)]

pub mod fixtures;

include!(concat!(env!("OUT_DIR"), "/toolschema.rs"));
