//! What the commands print to stdout, written so that a reader that stops reading (`| head`)
//! ends the output, not the command: `println!` panics when the pipe is closed.
//!
//! The command still runs to its end and exits with its own code (`gen-schemas --check | head`
//! still fails when the schemas are stale); only what no one reads is left unwritten.

use std::fmt;
use std::io::{ErrorKind, Write};
use std::sync::atomic::{AtomicBool, Ordering};

/// Set once stdout is closed: nothing more is written.
static CLOSED: AtomicBool = AtomicBool::new(false);

/// Writes `args` to stdout; a closed pipe is the reader's choice and ends the output quietly.
pub fn write(args: fmt::Arguments<'_>) {
    if CLOSED.load(Ordering::Relaxed) {
        return;
    }
    let mut stdout = std::io::stdout().lock();
    if let Err(err) = stdout.write_fmt(args).and_then(|()| stdout.flush()) {
        CLOSED.store(true, Ordering::Relaxed);
        if err.kind() != ErrorKind::BrokenPipe {
            eprintln!("error: cannot write to stdout: {err}");
        }
    }
}

/// `print!` through [`write()`].
#[macro_export]
macro_rules! out {
    ($($arg:tt)*) => { $crate::output::write(format_args!($($arg)*)) };
}

/// `println!` through [`write()`].
#[macro_export]
macro_rules! outln {
    () => { $crate::output::write(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::output::write(format_args!("{}\n", format_args!($($arg)*))) };
}
