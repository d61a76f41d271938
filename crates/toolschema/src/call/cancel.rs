//! `Cancellation`: whether the client has cancelled a call (MCP's `notifications/cancelled`),
//! for a tool to check in a loop or to await, with no runtime of its own.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};

/// A tool's view of its call's cancellation. Outside a server it is never cancelled.
///
/// How a server treats a tool that looks: `toolschema-mcp` drops an async call at its next
/// `.await` once the client cancels, unless the tool has asked its `Cancellation`
/// ([`is_cancelled`](Cancellation::is_cancelled) or [`cancelled`](Cancellation::cancelled))
/// before then; such a call is left to see the cancellation and return (its result is not
/// sent). A sync tool always runs until it returns, so one that may run long should check.
#[derive(Clone, Debug, Default)]
pub struct Cancellation {
    signal: Option<Arc<Signal>>,
}

#[derive(Debug, Default)]
struct Signal {
    cancelled: AtomicBool,
    /// The tool has asked: it will see the cancellation.
    watched: AtomicBool,
    wakers: Mutex<Vec<Waker>>,
}

impl Cancellation {
    /// Never cancelled.
    pub const NONE: Cancellation = Cancellation { signal: None };

    /// A cancellation for one call, not cancelled yet; the server keeps a clone to cancel.
    pub fn new() -> Cancellation {
        Cancellation { signal: Some(Arc::default()) }
    }

    /// Whether the call has been cancelled.
    pub fn is_cancelled(&self) -> bool {
        self.signal.as_ref().is_some_and(|signal| {
            signal.watched.store(true, Ordering::Relaxed);
            signal.cancelled.load(Ordering::Acquire)
        })
    }

    /// Completes when the call is cancelled (never, outside a server).
    pub fn cancelled(&self) -> Cancelled<'_> {
        if let Some(signal) = &self.signal {
            signal.watched.store(true, Ordering::Relaxed);
        }
        Cancelled { cancellation: self }
    }

    /// Cancels the call: what a server does when the client cancels it. Every clone sees it.
    pub fn cancel(&self) {
        let Some(signal) = &self.signal else { return };
        signal.cancelled.store(true, Ordering::Release);
        let wakers = std::mem::take(&mut *signal.wakers.lock().unwrap_or_else(|poisoned| poisoned.into_inner()));
        wakers.into_iter().for_each(Waker::wake);
    }

    /// Whether the tool has asked (a server's question: will the tool see a cancellation?).
    pub fn is_watched(&self) -> bool {
        self.signal.as_ref().is_some_and(|signal| signal.watched.load(Ordering::Relaxed))
    }
}

/// The future of [`Cancellation::cancelled`].
#[derive(Debug)]
pub struct Cancelled<'a> {
    cancellation: &'a Cancellation,
}

impl Future for Cancelled<'_> {
    type Output = ();

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        let Some(signal) = &self.cancellation.signal else { return Poll::Pending };
        if signal.cancelled.load(Ordering::Acquire) {
            return Poll::Ready(());
        }
        let mut wakers = signal.wakers.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // Checked again under the lock, which `cancel` takes after setting the flag: a
        // cancellation between the two checks is not missed.
        if signal.cancelled.load(Ordering::Acquire) {
            return Poll::Ready(());
        }
        if !wakers.iter().any(|waker| waker.will_wake(cx.waker())) {
            wakers.push(cx.waker().clone());
        }
        Poll::Pending
    }
}

#[cfg(test)]
mod tests {
    use std::future::Future;
    use std::pin::pin;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;
    use std::task::{Context, Poll, Wake, Waker};

    use super::Cancellation;

    /// Counts its wakes.
    struct Count(AtomicUsize);

    impl Wake for Count {
        fn wake(self: Arc<Self>) {
            self.0.fetch_add(1, Ordering::SeqCst);
        }
    }

    #[test]
    fn a_waiting_tool_is_woken_once_cancelled_and_every_clone_sees_it() {
        let cancellation = Cancellation::new();
        let seen_by_the_server = cancellation.clone();
        let count = Arc::new(Count(AtomicUsize::new(0)));
        let waker = Waker::from(count.clone());
        let mut cx = Context::from_waker(&waker);
        assert!(!seen_by_the_server.is_watched());
        let mut cancelled = pin!(cancellation.cancelled());
        assert!(seen_by_the_server.is_watched(), "asking is watching");
        assert_eq!(cancelled.as_mut().poll(&mut cx), Poll::Pending);
        assert_eq!(cancelled.as_mut().poll(&mut cx), Poll::Pending);
        seen_by_the_server.cancel();
        assert_eq!(count.0.load(Ordering::SeqCst), 1, "woken once, however often it was polled");
        assert_eq!(cancelled.as_mut().poll(&mut cx), Poll::Ready(()));
        assert!(cancellation.is_cancelled());
    }

    #[test]
    fn outside_a_server_nothing_is_ever_cancelled() {
        let none = Cancellation::NONE;
        none.cancel();
        assert!(!none.is_cancelled() && !none.is_watched());
        let waker = Waker::from(Arc::new(Count(AtomicUsize::new(0))));
        assert_eq!(pin!(none.cancelled()).poll(&mut Context::from_waker(&waker)), Poll::Pending);
    }
}
