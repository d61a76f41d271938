//! The generated API as a user's crate sees it: a consumer that compiles and runs, and
//! misuses that do not compile, with the messages a user would read.

#[test]
fn generated_api() {
    let cases = trybuild::TestCases::new();
    cases.pass("ui/pass/*.rs");
    cases.compile_fail("ui/fail/*.rs");
}
