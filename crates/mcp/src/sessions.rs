//! The HTTP sessions, bounded: at most so many live at once, each closed once it has been idle
//! for its lifetime, and the least recently used idle one closed first when a new one needs room.
//!
//! rmcp's `LocalSessionManager` keeps the sessions; this wraps it with a table of when each was
//! last used and how many of its requests are in flight (an SSE stream still open counts). A
//! session is idle when none is; only an idle session expires or is evicted, so a long call is
//! never cut off. An expired or evicted session is closed at once (its memory freed), and a
//! request naming it gets rmcp's 404, after which MCP clients initialise again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use rmcp::model::{ClientJsonRpcMessage, ServerJsonRpcMessage};
use rmcp::transport::streamable_http_server::session::local::{LocalSessionManager, LocalSessionManagerError};
use rmcp::transport::streamable_http_server::session::{RestoreOutcome, ServerSseMessage, SessionId, SessionManager};

/// When a session was last used, and how many of its requests are under way.
struct Entry {
    last_used: Instant,
    busy: usize,
}

/// The live sessions, within their bounds.
pub(crate) struct Sessions {
    inner: LocalSessionManager,
    table: Mutex<HashMap<SessionId, Entry>>,
    max: usize,
    idle: Duration,
}

/// Why a session could not be made.
#[derive(Debug)]
pub(crate) enum SessionsError {
    /// Every one of the `max` sessions has a request under way: none can be closed for a new one.
    Full(usize),
    Local(LocalSessionManagerError),
}

impl std::fmt::Display for SessionsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SessionsError::Full(max) => write!(f, "all {max} sessions are busy"),
            SessionsError::Local(err) => err.fmt(f),
        }
    }
}

impl std::error::Error for SessionsError {}

impl From<LocalSessionManagerError> for SessionsError {
    fn from(err: LocalSessionManagerError) -> Self {
        SessionsError::Local(err)
    }
}

impl Sessions {
    /// At most `max` sessions, each closed after `idle` without a request.
    pub fn new(max: usize, idle: Duration) -> Sessions {
        let mut inner = LocalSessionManager::default();
        // The lifetime is kept here, where a session with a call under way is not idle; rmcp's
        // own timer counts only messages, and would end a session in the middle of a long call.
        inner.session_config.keep_alive = None;
        Sessions { inner, table: Mutex::new(HashMap::new()), max: max.max(1), idle }
    }

    /// How often [`Sessions::sweep`] should run: often enough that an expired session does not
    /// outlive its lifetime by more than a quarter of it (and never less often than every 30 s).
    pub fn sweep_every(&self) -> Duration {
        (self.idle / 4).clamp(Duration::from_millis(10), Duration::from_secs(30))
    }

    fn table(&self) -> MutexGuard<'_, HashMap<SessionId, Entry>> {
        self.table.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn expired(&self, entry: &Entry, now: Instant) -> bool {
        entry.busy == 0 && now.duration_since(entry.last_used) >= self.idle
    }

    /// Takes the expired sessions out of `table`, and at the cap the least recently used idle
    /// one too; `false` when the cap is reached and every session is busy.
    fn take_for_room(&self, table: &mut HashMap<SessionId, Entry>, doomed: &mut Vec<SessionId>) -> bool {
        let now = Instant::now();
        doomed.extend(table.iter().filter(|(_, entry)| self.expired(entry, now)).map(|(id, _)| id.clone()));
        for id in doomed.iter() {
            table.remove(id);
        }
        if table.len() < self.max {
            return true;
        }
        let oldest = table.iter().filter(|(_, entry)| entry.busy == 0).min_by_key(|(_, entry)| entry.last_used);
        let Some(oldest) = oldest.map(|(id, _)| id.clone()) else { return false };
        table.remove(&oldest);
        doomed.push(oldest);
        true
    }

    async fn close_all(&self, doomed: Vec<SessionId>) {
        for id in doomed {
            // A session whose worker already ended is no error: it is gone either way.
            let _ = self.inner.close_session(&id).await;
        }
    }

    /// Makes room for one more session; `false` when every session is busy, so the new one
    /// must be refused.
    pub async fn make_room(&self) -> bool {
        let mut doomed = Vec::new();
        let room = self.take_for_room(&mut self.table(), &mut doomed);
        self.close_all(doomed).await;
        room
    }

    /// Closes the sessions idle for their lifetime.
    pub async fn sweep(&self) {
        let now = Instant::now();
        let doomed: Vec<SessionId> = {
            let mut table = self.table();
            let doomed: Vec<SessionId> =
                table.iter().filter(|(_, entry)| self.expired(entry, now)).map(|(id, _)| id.clone()).collect();
            for id in &doomed {
                table.remove(id);
            }
            doomed
        };
        self.close_all(doomed).await;
    }

    /// Marks a request of the session `id` under way until the guard is dropped; `None` for a
    /// session unknown or expired (the request then gets rmcp's 404).
    pub fn enter(self: &Arc<Self>, id: &str) -> Option<Busy> {
        let id: SessionId = id.to_owned().into();
        let mut table = self.table();
        let entry = table.get_mut(&id)?;
        if self.expired(entry, Instant::now()) {
            return None;
        }
        entry.busy += 1;
        entry.last_used = Instant::now();
        Some(Busy { sessions: self.clone(), id })
    }

    /// How many sessions are live.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.table().len()
    }
}

/// A request of a session under way: the session is not idle while it lives.
pub(crate) struct Busy {
    sessions: Arc<Sessions>,
    id: SessionId,
}

impl Drop for Busy {
    fn drop(&mut self) {
        if let Some(entry) = self.sessions.table().get_mut(&self.id) {
            entry.busy -= 1;
            entry.last_used = Instant::now();
        }
    }
}

impl SessionManager for Sessions {
    type Error = SessionsError;
    type Transport = <LocalSessionManager as SessionManager>::Transport;

    async fn create_session(&self) -> Result<(SessionId, Self::Transport), Self::Error> {
        // The HTTP layer made room before it let the `initialize` through; this holds the cap
        // against initialisations that raced for the same room.
        let mut doomed = Vec::new();
        let room = self.take_for_room(&mut self.table(), &mut doomed);
        self.close_all(doomed).await;
        if !room {
            return Err(SessionsError::Full(self.max));
        }
        let (id, transport) = self.inner.create_session().await?;
        self.table().insert(id.clone(), Entry { last_used: Instant::now(), busy: 0 });
        Ok((id, transport))
    }

    async fn initialize_session(
        &self,
        id: &SessionId,
        message: ClientJsonRpcMessage,
    ) -> Result<ServerJsonRpcMessage, Self::Error> {
        Ok(self.inner.initialize_session(id, message).await?)
    }

    async fn has_session(&self, id: &SessionId) -> Result<bool, Self::Error> {
        let expired = match self.table().get(id) {
            None => return Ok(false),
            Some(entry) => self.expired(entry, Instant::now()),
        };
        if expired {
            self.close_session(id).await?;
            return Ok(false);
        }
        Ok(self.inner.has_session(id).await?)
    }

    async fn close_session(&self, id: &SessionId) -> Result<(), Self::Error> {
        self.table().remove(id);
        Ok(self.inner.close_session(id).await?)
    }

    async fn create_stream(
        &self,
        id: &SessionId,
        message: ClientJsonRpcMessage,
    ) -> Result<impl futures_core::Stream<Item = ServerSseMessage> + Send + Sync + 'static, Self::Error> {
        Ok(self.inner.create_stream(id, message).await?)
    }

    async fn accept_message(&self, id: &SessionId, message: ClientJsonRpcMessage) -> Result<(), Self::Error> {
        Ok(self.inner.accept_message(id, message).await?)
    }

    async fn create_standalone_stream(
        &self,
        id: &SessionId,
    ) -> Result<impl futures_core::Stream<Item = ServerSseMessage> + Send + Sync + 'static, Self::Error> {
        Ok(self.inner.create_standalone_stream(id).await?)
    }

    async fn resume(
        &self,
        id: &SessionId,
        last_event_id: String,
    ) -> Result<impl futures_core::Stream<Item = ServerSseMessage> + Send + Sync + 'static, Self::Error> {
        Ok(self.inner.resume(id, last_event_id).await?)
    }

    async fn restore_session(&self, _id: SessionId) -> Result<RestoreOutcome<Self::Transport>, Self::Error> {
        // No external store: a session unknown here is gone (404).
        Ok(RestoreOutcome::NotSupported)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn at_the_cap_the_least_recently_used_idle_session_goes_first() {
        let sessions = Arc::new(Sessions::new(3, Duration::from_secs(3600)));
        let mut ids = Vec::new();
        for _ in 0..3 {
            ids.push(sessions.create_session().await.unwrap().0);
        }
        // The first is used again, and the second has a request under way.
        drop(sessions.enter(&ids[0]).unwrap());
        let busy = sessions.enter(&ids[1]).unwrap();
        let fourth = sessions.create_session().await.unwrap().0;
        assert!(!sessions.has_session(&ids[2]).await.unwrap(), "the least recently used idle one is closed");
        for id in [&ids[0], &ids[1], &fourth] {
            assert!(sessions.has_session(id).await.unwrap());
        }
        drop(busy);
        assert_eq!(sessions.len(), 3);
    }

    #[tokio::test]
    async fn a_session_busy_everywhere_refuses_a_new_one_and_an_idle_one_expires() {
        let sessions = Arc::new(Sessions::new(1, Duration::from_millis(50)));
        let id = sessions.create_session().await.unwrap().0;
        let busy = sessions.enter(&id).unwrap();
        assert!(!sessions.make_room().await);
        assert!(matches!(sessions.create_session().await.map(|_| ()), Err(SessionsError::Full(1))));
        tokio::time::sleep(Duration::from_millis(80)).await;
        assert!(sessions.has_session(&id).await.unwrap(), "a busy session does not expire");
        drop(busy);
        tokio::time::sleep(Duration::from_millis(80)).await;
        sessions.sweep().await;
        assert_eq!(sessions.len(), 0);
        assert!(!sessions.has_session(&id).await.unwrap());
        assert!(sessions.make_room().await);
    }
}
