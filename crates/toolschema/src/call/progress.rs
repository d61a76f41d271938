//! `Progress`: how far a long call has got, for the client to show (MCP's
//! `notifications/progress`).

use std::fmt;
use std::sync::Arc;

/// Where a call's progress goes: the server's side of a [`Progress`].
pub trait ProgressSink: Send + Sync {
    /// Takes one report: `progress` so far, out of `total` when the tool knows it.
    fn report(&self, progress: f64, total: Option<f64>, message: Option<&str>);
}

/// A tool's handle for reporting its progress. Outside a server, and when the client asked
/// for no progress (MCP: no `progressToken`), reports go nowhere.
#[derive(Clone, Default)]
pub struct Progress {
    sink: Option<Arc<dyn ProgressSink>>,
}

impl Progress {
    /// Reports go nowhere.
    pub const NONE: Progress = Progress { sink: None };

    /// Reports go to `sink`.
    pub fn new(sink: Arc<dyn ProgressSink>) -> Progress {
        Progress { sink: Some(sink) }
    }

    /// Whether reports go anywhere: a tool may skip work done only to measure its progress.
    pub fn is_listened(&self) -> bool {
        self.sink.is_some()
    }

    /// Reports `progress` out of `total` (when known). MCP asks that each report's
    /// `progress` be greater than the last; the server drops one that is not.
    pub fn report(&self, progress: f64, total: Option<f64>) {
        if let Some(sink) = &self.sink {
            sink.report(progress, total, None);
        }
    }

    /// [`Progress::report`] with a sentence saying what is being done.
    pub fn report_with(&self, progress: f64, total: Option<f64>, message: &str) {
        if let Some(sink) = &self.sink {
            sink.report(progress, total, Some(message));
        }
    }
}

impl fmt::Debug for Progress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Progress").field("listened", &self.is_listened()).finish()
    }
}
