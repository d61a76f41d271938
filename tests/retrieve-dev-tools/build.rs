//! Generates the catalogue's schemas, `TOOLS`, `dispatch` and retrieval index into `OUT_DIR`.

fn main() {
    toolschema_codegen::Build::new().deny_warnings().retrieval().run();
}
