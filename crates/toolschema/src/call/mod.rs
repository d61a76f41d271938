//! What a server gives one call beside its arguments: where the tool's progress and log
//! messages go, and whether the client has cancelled it.
//!
//! A tool takes any of them as a context parameter, by shared reference:
//!
//! ```
//! use toolschema::{Cancellation, Log, Progress};
//!
//! /// Copies the rows of a table, reporting how far it got.
//! ///
//! /// Args:
//! ///     rows: How many rows to copy.
//! pub fn copy_rows(rows: u32, progress: &Progress, log: &Log, cancellation: &Cancellation) -> Result<u32, String> {
//!     log.info(format_args!("copying {rows} rows"));
//!     for done in 0..rows {
//!         if cancellation.is_cancelled() {
//!             return Err(format!("cancelled after {done} rows"));
//!         }
//!         progress.report(f64::from(done + 1), Some(f64::from(rows)));
//!     }
//!     Ok(rows)
//! }
//! ```
//!
//! The model never sees them: they are not in the schema, and the generated code does not
//! put them in `Context` either. The generated `dispatch_call` (and `dispatch_call_async`)
//! takes a [`Call`] holding them, made per call by the server (`toolschema-mcp` sends
//! `notifications/progress` and `notifications/message`, and cancels on
//! `notifications/cancelled`); `dispatch` and the other entry points pass [`Call::none`],
//! whose parts do nothing and are never cancelled. Each part is found by its path, which
//! must go through the crate `toolschema` (`toolschema::Progress`, or `Progress` imported
//! from it).

mod cancel;
mod log;
mod progress;

pub use self::cancel::{Cancellation, Cancelled};
pub use self::log::{Log, LogLevel, LogSink};
pub use self::progress::{Progress, ProgressSink};

use crate::rust_type::RustType;

/// The parts a server gives one call. Cheap to clone: each part is a shared handle.
#[derive(Clone, Debug, Default)]
pub struct Call {
    progress: Progress,
    log: Log,
    cancellation: Cancellation,
}

/// The call of every entry point but `dispatch_call`: nothing listens, nothing cancels.
static NONE: Call = Call { progress: Progress::NONE, log: Log::NONE, cancellation: Cancellation::NONE };

impl Call {
    /// A call whose parts are these.
    pub fn new(progress: Progress, log: Log, cancellation: Cancellation) -> Call {
        Call { progress, log, cancellation }
    }

    /// The call whose parts do nothing: what tools get outside a server.
    pub fn none() -> &'static Call {
        &NONE
    }

    /// Where the tool's progress goes.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Where the tool's log messages go.
    pub fn log(&self) -> &Log {
        &self.log
    }

    /// Whether the call has been cancelled.
    pub fn cancellation(&self) -> &Cancellation {
        &self.cancellation
    }
}

/// One of the parts of a [`Call`], as a context parameter's type names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallPart {
    /// `&toolschema::Progress`.
    Progress,
    /// `&toolschema::Log`.
    Log,
    /// `&toolschema::Cancellation`.
    Cancellation,
}

impl CallPart {
    /// Every part, in the order of [`Call::new`]'s parameters.
    pub const ALL: [CallPart; 3] = [CallPart::Progress, CallPart::Log, CallPart::Cancellation];

    /// The type's name (`Progress`).
    pub const fn name(self) -> &'static str {
        match self {
            CallPart::Progress => "Progress",
            CallPart::Log => "Log",
            CallPart::Cancellation => "Cancellation",
        }
    }

    /// The part `ty` names, however it is taken (`&Progress`, `Progress`, `&mut Progress`):
    /// a path through the crate `toolschema` (`toolschema::Progress`,
    /// `toolschema::call::Progress`) whose last segment is a part's name. `ty` is a type as
    /// the codegen resolves it, its imports followed.
    pub fn of(ty: &RustType) -> Option<CallPart> {
        let ty = match ty {
            RustType::Ref { inner, .. } => inner,
            other => other,
        };
        let RustType::Path(segments) = ty else { return None };
        let (first, last) = (segments.first()?, segments.last()?);
        if segments.len() < 2 || first.ident != "toolschema" || !last.args.is_empty() {
            return None;
        }
        CallPart::ALL.into_iter().find(|part| part.name() == last.ident)
    }
}
