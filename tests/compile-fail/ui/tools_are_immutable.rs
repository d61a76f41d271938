//! The list of tools is shared and read-only.

fn main() {
    tools::TOOLS[0] = &tools::SEARCH_SCHEMA;
}
