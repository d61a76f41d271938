//! End-to-end tests: what a user runs, run the way a user runs it.

mod commands;
mod consumers;
mod dispatch;
mod enums;
mod fresh;
mod hostile;
mod memory;
mod props;
mod rerun;
mod retrieve;
mod synth;
mod untagged;

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// The target directory of this `cargo test`, which nested cargo commands share: cargo
/// releases its lock while the tests run, and what the outer build compiled (every
/// dependency, with the workspace's profiles) is not compiled again.
pub fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).parent().expect("the target directory").to_path_buf()
}

/// Runs `cargo xtask ARGS` from `dir`, with `stdin` as standard input.
pub fn xtask(dir: &Path, args: &[&str], stdin: Option<&str>) -> Output {
    xtask_os(dir, args.iter().map(OsStr::new), stdin.unwrap_or("").as_bytes())
}

/// [`xtask`] with arguments and standard input that need not be UTF-8.
pub fn xtask_os<'a>(dir: &Path, args: impl IntoIterator<Item = &'a OsStr>, stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO"))
        .arg("xtask")
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cargo runs");
    let input = stdin.to_vec();
    let mut pipe = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let _ = pipe.write_all(&input);
    });
    let output = child.wait_with_output().expect("cargo finishes");
    writer.join().unwrap();
    output
}

/// Standard output and error of a finished command, for assertions and their messages.
pub fn text(output: &Output) -> (String, String) {
    (String::from_utf8_lossy(&output.stdout).into_owned(), String::from_utf8_lossy(&output.stderr).into_owned())
}

/// A fresh empty directory for one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
