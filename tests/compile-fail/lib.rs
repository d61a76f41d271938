//! Misuses of the generated API that must not compile: the cases are `ui/*.rs`, each with the
//! messages rustc gives (`ui/*.stderr`), run by `compile_fail.rs` through trybuild.
