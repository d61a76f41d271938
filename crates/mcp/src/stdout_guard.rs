//! Stdout belongs to the protocol: the server writes JSON-RPC to a duplicate of the original
//! fd 1, and fd 1 itself is pointed at stderr, so a tool's `println!` (or a library's) lands
//! in the log instead of corrupting the stream.

use std::fs::File;
use std::io;
use std::os::fd::AsFd;

/// Takes fd 1 for the protocol: returns a `File` on what fd 1 was, after making fd 1 a copy
/// of fd 2. Call it before anything could print, and once: a second call would hand out
/// stderr.
///
/// `dup` is std's safe `try_clone_to_owned`; `dup2` is rustix's safe wrapper, since the
/// workspace forbids `unsafe` in its own crates.
pub fn take_stdout() -> io::Result<File> {
    let protocol = io::stdout().as_fd().try_clone_to_owned()?;
    rustix::stdio::dup2_stdout(io::stderr().as_fd())?;
    Ok(File::from(protocol))
}
