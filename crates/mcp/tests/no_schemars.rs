//! The crate's invariant: schemas come from the generated constants only. rmcp's `server`
//! feature compiles schemars for rmcp's own model types; nothing here may call it.

use std::path::Path;

#[test]
fn no_source_file_of_the_crate_names_schemars() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut read = 0;
    for entry in std::fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        // Split so that this file does not name it either.
        assert!(!text.contains(concat!("schem", "ars")), "{} names it", path.display());
        read += 1;
    }
    assert!(read >= 8, "only {read} files read from {}", src.display());
}
