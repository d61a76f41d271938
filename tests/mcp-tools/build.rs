//! Generates the fixture tools' schemas, `TOOLS` and `dispatch` into `OUT_DIR`.

fn main() {
    toolschema_codegen::build_script::run(true);
}
