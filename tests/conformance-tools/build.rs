//! Generates the fixture tools' schemas, `TOOLS` and `dispatch` into `OUT_DIR`.

fn main() {
    toolschema_codegen::Build::new().deny_warnings().run();
}
