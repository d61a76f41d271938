//! Generates the catalogue's schemas, `TOOLS` and `dispatch` into `OUT_DIR`.

fn main() {
    // Every tool is documented: a missing description or Args entry fails the build.
    toolschema_codegen::Build::new().deny_warnings().run();
}
