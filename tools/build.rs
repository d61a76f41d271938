//! Generates the tools' schemas, `TOOLS` and `dispatch` into `OUT_DIR`.

fn main() {
    // The project's own tools deny warnings: an undocumented parameter fails the build.
    toolschema_codegen::Build::new().deny_warnings().retrieval().run();
}
