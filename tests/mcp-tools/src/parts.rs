//! Tools that take the call's parts: progress and log messages, and an `inline` one.

use toolschema::{Log, Progress};

/// Counts to `n`, reporting each step as progress and as a log message.
///
/// Args:
///     n: How many steps.
pub fn steps(n: u32, progress: &Progress, log: &Log) -> u32 {
    for step in 1..=n {
        log.info(format_args!("step {step} of {n}"));
        progress.report(f64::from(step), Some(f64::from(n)));
    }
    // Below the info level a client asks for: never sent then.
    log.debug("done");
    n
}

/// Adds one to `n`, on the worker that read the call.
///
/// Args:
///     n: The number.
///
/// Annotations:
///     inline
pub fn succ(n: u32) -> u32 {
    n + 1
}
