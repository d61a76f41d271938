//! Generates the catalogue's schemas, `TOOLS`, `GRAPH`, `dispatch` and retrieval index.

fn main() {
    // A few ids stay strings on purpose (a ticket merge, an API key, a coupon, a tracking
    // number), as in a real crate: the benchmark measures what the graph cannot see there, so
    // the lint that would ask for newtypes is off.
    toolschema_codegen::Build::new().deny_warnings().allow_primitive_ids().retrieval().run();
}
