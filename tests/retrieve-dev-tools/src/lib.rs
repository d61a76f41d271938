//! A small catalogue for developing and testing retrieval (`cargo xtask retrieve-bench
//! --tools-dir tests/retrieve-dev-tools --requests tests/retrieve-dev/requests.jsonl`):
//! tools of several domains with near neighbours (list, search and get; cancel and refund),
//! tools documented in Korean, parameters whose values have a recognisable shape, and the
//! `search_tools` meta-tool. Each tool only says what it would do: the catalogue is
//! about finding tools, not running them.

#![deny(warnings)]

pub mod calendar;
pub mod chat;
pub mod ci;
pub mod code;
pub mod contacts;
pub mod db;
pub mod files;
pub mod health;
pub mod helpdesk;
pub mod home;
pub mod learning;
pub mod mail;
pub mod money;
pub mod music;
pub mod notes;
pub mod search;
pub mod shop;
pub mod social;
pub mod storage;
pub mod tracker;
pub mod travel;
pub mod weather;
pub mod web;

include!(concat!(env!("OUT_DIR"), "/toolschema.rs"));
