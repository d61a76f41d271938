//! `Log`: messages from a running tool to the client (MCP's `notifications/message`), with
//! MCP's eight levels.

use std::fmt::{self, Display};
use std::sync::Arc;

/// How severe a log message is: syslog's levels, as MCP names them, least severe first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LogLevel {
    /// Detail for debugging.
    Debug,
    /// Ordinary progress.
    Info,
    /// Normal but significant.
    Notice,
    /// Something to look at.
    Warning,
    /// Something failed.
    Error,
    /// A failure of a whole part.
    Critical,
    /// Act at once.
    Alert,
    /// The system is unusable.
    Emergency,
}

impl LogLevel {
    /// Every level, least severe first.
    pub const ALL: [LogLevel; 8] = [
        LogLevel::Debug,
        LogLevel::Info,
        LogLevel::Notice,
        LogLevel::Warning,
        LogLevel::Error,
        LogLevel::Critical,
        LogLevel::Alert,
        LogLevel::Emergency,
    ];

    /// The level as MCP writes it: `warning`.
    pub const fn as_str(self) -> &'static str {
        match self {
            LogLevel::Debug => "debug",
            LogLevel::Info => "info",
            LogLevel::Notice => "notice",
            LogLevel::Warning => "warning",
            LogLevel::Error => "error",
            LogLevel::Critical => "critical",
            LogLevel::Alert => "alert",
            LogLevel::Emergency => "emergency",
        }
    }

    /// The level MCP writes as `name`.
    pub fn parse(name: &str) -> Option<LogLevel> {
        LogLevel::ALL.into_iter().find(|level| level.as_str() == name)
    }
}

impl Display for LogLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a call's log messages go: the server's side of a [`Log`].
pub trait LogSink: Send + Sync {
    /// Whether a message of `level` would be sent (the client chooses the least level it wants).
    fn enabled(&self, level: LogLevel) -> bool;
    /// Takes one message.
    fn log(&self, level: LogLevel, message: &str);
}

/// A tool's handle for log messages to the client. Outside a server, and at levels below the
/// one the client asked for (none, until it asks), messages go nowhere and are never even
/// formatted.
#[derive(Clone, Default)]
pub struct Log {
    sink: Option<Arc<dyn LogSink>>,
}

impl Log {
    /// Messages go nowhere.
    pub const NONE: Log = Log { sink: None };

    /// Messages go to `sink`.
    pub fn new(sink: Arc<dyn LogSink>) -> Log {
        Log { sink: Some(sink) }
    }

    /// Whether a message of `level` would go anywhere.
    pub fn enabled(&self, level: LogLevel) -> bool {
        self.sink.as_ref().is_some_and(|sink| sink.enabled(level))
    }

    /// Sends `message` at `level` (`format_args!` formats it only when it is sent).
    pub fn log(&self, level: LogLevel, message: impl Display) {
        if let Some(sink) = self.sink.as_ref().filter(|sink| sink.enabled(level)) {
            sink.log(level, &message.to_string());
        }
    }

    /// [`Log::log`] at [`LogLevel::Debug`].
    pub fn debug(&self, message: impl Display) {
        self.log(LogLevel::Debug, message);
    }

    /// [`Log::log`] at [`LogLevel::Info`].
    pub fn info(&self, message: impl Display) {
        self.log(LogLevel::Info, message);
    }

    /// [`Log::log`] at [`LogLevel::Notice`].
    pub fn notice(&self, message: impl Display) {
        self.log(LogLevel::Notice, message);
    }

    /// [`Log::log`] at [`LogLevel::Warning`].
    pub fn warning(&self, message: impl Display) {
        self.log(LogLevel::Warning, message);
    }

    /// [`Log::log`] at [`LogLevel::Error`].
    pub fn error(&self, message: impl Display) {
        self.log(LogLevel::Error, message);
    }
}

impl fmt::Debug for Log {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Log").field("connected", &self.sink.is_some()).finish()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use super::{Log, LogLevel, LogSink};

    /// Keeps what it is sent at `Warning` and above.
    #[derive(Default)]
    struct Kept(Mutex<Vec<String>>);

    impl LogSink for Kept {
        fn enabled(&self, level: LogLevel) -> bool {
            level >= LogLevel::Warning
        }

        fn log(&self, level: LogLevel, message: &str) {
            self.0.lock().unwrap().push(format!("{level}: {message}"));
        }
    }

    /// Counts how often it is shown.
    struct Shown(Mutex<u32>);

    impl std::fmt::Display for Shown {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            *self.0.lock().unwrap() += 1;
            f.write_str("shown")
        }
    }

    #[test]
    fn messages_below_the_level_are_never_formatted() {
        let kept = Arc::new(Kept::default());
        let log = Log::new(kept.clone());
        let shown = Shown(Mutex::new(0));
        log.info(&shown);
        log.debug(&shown);
        assert_eq!(*shown.0.lock().unwrap(), 0);
        log.warning(&shown);
        log.log(LogLevel::Emergency, format_args!("{} {}", 1, 2));
        assert_eq!(*kept.0.lock().unwrap(), ["warning: shown", "emergency: 1 2"]);
        Log::NONE.error(&shown);
        assert!(!Log::NONE.enabled(LogLevel::Emergency));
        assert_eq!(*shown.0.lock().unwrap(), 1);
    }

    #[test]
    fn levels_read_and_write_as_mcp_names_them() {
        for level in LogLevel::ALL {
            assert_eq!(LogLevel::parse(level.as_str()), Some(level));
        }
        assert_eq!(LogLevel::parse("warn"), None);
        assert!(LogLevel::Debug < LogLevel::Emergency);
    }
}
