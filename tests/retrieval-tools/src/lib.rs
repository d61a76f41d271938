//! The retrieval benchmark's catalogue (`tests/retrieval/`): 224 tools modelled on public MCP
//! servers, one module per domain, with near neighbours (list, search and get; cancel and
//! refund; send and draft; delete and archive) and one domain documented in Korean.
//!
//! Only the doc comments matter to the benchmark: each body returns the call it was given as
//! text, so that the crate builds, dispatches and never panics like any other tools crate.
//! Three tools take a map or any JSON value, as the servers they copy do (`update_contact`,
//! `query_database`, `add_database_row`), so they have no `anthropic-strict` or
//! `openai-strict` rendering; every other format renders all 224.

#![deny(warnings)]

pub mod calendar;
pub mod chat;
pub mod cloud_storage;
pub mod crm;
pub mod database;
pub mod dns;
pub mod filesystem;
pub mod git_hosting;
pub mod hr;
pub mod issue_tracker;
pub mod mail;
pub mod maps_weather;
pub mod monitoring;
pub mod office_kr;
pub mod payments;
pub mod shop;
pub mod wiki;

include!(concat!(env!("OUT_DIR"), "/toolschema.rs"));
