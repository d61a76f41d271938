//! Generates the catalogue's schemas, `TOOLS`, `dispatch` and retrieval index into `OUT_DIR`.

fn main() {
    toolschema_codegen::build_script::run(true);
}
