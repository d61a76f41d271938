//! The generated API as a user's crate misuses it: each case in `ui/` fails to compile, with
//! the messages a user would read (`ui/*.stderr`; `TRYBUILD=overwrite` rewrites them).

#[test]
fn misuses_do_not_compile() {
    trybuild::TestCases::new().compile_fail("ui/*.rs");
}
