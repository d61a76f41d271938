//! A call's progress and log messages on their way to the client: the sinks behind the
//! `Progress` and `Log` a tool is given, and the loop that sends what they took, in order,
//! before the call's result.
//!
//! A tool pushes onto a channel of [`QUEUED`] notifications, from whatever thread it runs
//! on; the call's handler sends them while it waits for the result, and those still queued
//! when the tool returns go first. A tool on a blocking thread waits when the queue is full
//! (so a chatty tool is slowed to what the client reads, and none is lost); one that must
//! not block (async, or `inline`) drops what does not fit, with a line on stderr.

use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex};

#[allow(deprecated)] // SEP-2577 deprecates logging from 2026-07-28 on; clients of earlier revisions use it.
use rmcp::model::{LoggingLevel, LoggingMessageNotificationParam};
use rmcp::model::{ProgressNotificationParam, ProgressToken, ServerNotification};
use rmcp::service::{Peer, RoleServer};
use serde_json::Value;
use tokio::sync::mpsc::{self, error::TrySendError, Receiver, Sender};
use toolschema::call::{LogSink, ProgressSink};
use toolschema::LogLevel as Level;

/// How many notifications of one call may wait to be sent.
const QUEUED: usize = 64;

/// A session's least level of log message, shared by its calls; none until the client asks
/// (`logging/setLevel`), so a client that never asks is sent no log messages.
#[derive(Clone, Debug, Default)]
pub(crate) struct LogLevel(Arc<AtomicU8>);

/// The stored value of "no level asked for".
const UNSET: u8 = 0;

impl LogLevel {
    pub fn set(&self, level: Level) {
        self.0.store(level as u8 + 1, Ordering::Relaxed);
    }

    pub fn get(&self) -> Option<Level> {
        match self.0.load(Ordering::Relaxed) {
            UNSET => None,
            n => Level::ALL.get(usize::from(n - 1)).copied(),
        }
    }
}

/// The queue of one call's notifications: its sending end for the sinks.
#[derive(Clone)]
struct Queue {
    sender: Sender<ServerNotification>,
    /// The tool runs on a blocking thread, where waiting for room is allowed.
    may_wait: bool,
    tool: &'static str,
}

impl Queue {
    fn push(&self, note: ServerNotification) {
        if self.may_wait {
            // The receiver is gone only once the call is over (cancelled): nothing to send to.
            let _ = self.sender.blocking_send(note);
            return;
        }
        if let Err(TrySendError::Full(_)) = self.sender.try_send(note) {
            eprintln!("toolschema-mcp: a notification of the tool `{}` was dropped: {QUEUED} were waiting", self.tool);
        }
    }
}

/// The sinks of one call, and the receiving end the handler sends from; `None` parts are
/// the ones nobody listens to.
pub(crate) struct Sinks {
    pub progress: Option<Arc<dyn ProgressSink>>,
    pub log: Option<Arc<dyn LogSink>>,
    pub receiver: Option<Receiver<ServerNotification>>,
}

/// The sinks for a call of `tool`: progress when the request carries a `progressToken`, log
/// messages at `level` and above when a level was asked for. `may_wait` says whether the
/// tool runs on a blocking thread.
pub(crate) fn sinks(tool: &'static str, token: Option<ProgressToken>, level: Option<Level>, may_wait: bool) -> Sinks {
    if token.is_none() && level.is_none() {
        return Sinks { progress: None, log: None, receiver: None };
    }
    let (sender, receiver) = mpsc::channel(QUEUED);
    let queue = Queue { sender, may_wait, tool };
    let progress = token.map(|token| {
        Arc::new(ToProgress { queue: queue.clone(), token, last: Mutex::new(None) }) as Arc<dyn ProgressSink>
    });
    let log = level.map(|least| Arc::new(ToLog { queue, least }) as Arc<dyn LogSink>);
    Sinks { progress, log, receiver: Some(receiver) }
}

/// `notifications/progress` for the request's token.
struct ToProgress {
    queue: Queue,
    token: ProgressToken,
    /// The last progress sent: MCP asks that each be greater.
    last: Mutex<Option<f64>>,
}

impl ProgressSink for ToProgress {
    fn report(&self, progress: f64, total: Option<f64>, message: Option<&str>) {
        {
            let mut last = self.last.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            if !progress.is_finite() || last.is_some_and(|last| progress <= last) {
                return;
            }
            *last = Some(progress);
        }
        let mut param = ProgressNotificationParam::new(self.token.clone(), progress);
        param.total = total.filter(|total| total.is_finite());
        param.message = message.map(str::to_owned);
        self.queue.push(ServerNotification::ProgressNotification(rmcp::model::Notification::new(param)));
    }
}

/// `notifications/message`, with the tool's name as the logger.
struct ToLog {
    queue: Queue,
    least: Level,
}

impl LogSink for ToLog {
    fn enabled(&self, level: Level) -> bool {
        level >= self.least
    }

    #[allow(deprecated)] // Logging, as above.
    fn log(&self, level: Level, message: &str) {
        let mut param = LoggingMessageNotificationParam::new(rmcp_level(level), Value::String(message.to_owned()));
        param.logger = Some(self.queue.tool.to_owned());
        self.queue.push(ServerNotification::LoggingMessageNotification(rmcp::model::Notification::new(param)));
    }
}

#[allow(deprecated)] // Logging, as above.
pub(crate) fn rmcp_level(level: Level) -> LoggingLevel {
    match level {
        Level::Debug => LoggingLevel::Debug,
        Level::Info => LoggingLevel::Info,
        Level::Notice => LoggingLevel::Notice,
        Level::Warning => LoggingLevel::Warning,
        Level::Error => LoggingLevel::Error,
        Level::Critical => LoggingLevel::Critical,
        Level::Alert => LoggingLevel::Alert,
        Level::Emergency => LoggingLevel::Emergency,
    }
}

#[allow(deprecated)] // Logging, as above.
pub(crate) fn our_level(level: LoggingLevel) -> Level {
    match level {
        LoggingLevel::Debug => Level::Debug,
        LoggingLevel::Info => Level::Info,
        LoggingLevel::Notice => Level::Notice,
        LoggingLevel::Warning => Level::Warning,
        LoggingLevel::Error => Level::Error,
        LoggingLevel::Critical => Level::Critical,
        LoggingLevel::Alert => Level::Alert,
        LoggingLevel::Emergency => Level::Emergency,
    }
}

/// Awaits `work`, sending the call's notifications as they come, and those still queued
/// when it is done before returning its output. A client that has gone is no error here.
pub(crate) async fn while_sending<T>(
    work: impl std::future::Future<Output = T>,
    receiver: Option<Receiver<ServerNotification>>,
    peer: &Peer<RoleServer>,
) -> T {
    let Some(mut receiver) = receiver else { return work.await };
    let mut work = std::pin::pin!(work);
    let output = loop {
        tokio::select! {
            biased;
            output = &mut work => break output,
            Some(note) = receiver.recv() => {
                let _ = peer.send_notification(note).await;
            }
        }
    };
    // What a tool queued before it returned goes before its result; nothing more comes in.
    receiver.close();
    while let Ok(note) = receiver.try_recv() {
        let _ = peer.send_notification(note).await;
    }
    output
}
