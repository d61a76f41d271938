//! The MCP server benchmark's two servers of one set of tool bodies (`tools::search::search`
//! and `tools::summarise::summarise`): `mcp-bench-toolschema`, the workspace's server as
//! `cargo run -p tools --bin mcp` builds it, and `mcp-bench-rmcp`, the same bodies behind
//! rmcp's `#[tool]` macros. `benches/round_trips.rs` drives both over stdio in one run.
