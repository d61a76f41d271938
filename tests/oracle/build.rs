//! Generates the echo tools' schemas, `TOOLS` and `dispatch` into `OUT_DIR`.

fn main() {
    // Every fixture is documented: a missing description or Args entry fails the build.
    toolschema_codegen::Build::new().deny_warnings().run();
}
