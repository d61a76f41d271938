//! Running the calls of one turn together: the run-time half of the generated `dispatch_all`
//! and `dispatch_all_async`.
//!
//! A model that asks for several tools in one turn (parallel tool calls) is waiting for all
//! of them, and the providers allow them to run in any order. So the calls run at once, and
//! their answers come back in call order, one for each call: a tool that panics, fails or is
//! unknown gives its own error answer and takes no other call's answer with it.
//!
//! - Sync tools run on scoped threads (`std::thread::scope`) that borrow the caller's
//!   context, so nothing needs to be `'static` and no runtime is involved. At most
//!   [`MAX_AT_ONCE`] run at once: that many worker threads take the calls in order, each
//!   the next one not yet taken; one call runs on the caller's thread, with no thread at all.
//! - Async tools are futures polled together on the caller's task, at most [`MAX_AT_ONCE`]
//!   in flight (the next one starts when one finishes). In `dispatch_all_async`, the sync
//!   calls of the turn run on scoped threads during the first poll, which therefore lasts as
//!   long as the longest of them (as `dispatch_async` blocks while a sync tool runs); the
//!   async calls are polled once in that poll, so their waits overlap the sync calls'.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::task::{Context, Poll};

use serde_json::Value;

use super::Arguments;
use crate::error::ToolError;

/// How many calls of one turn run at once, at most: sync calls on as many threads, and as
/// many async calls in flight. A turn of more calls runs them as earlier ones finish.
///
/// Sixteen is more than any provider's models ask for in one turn in practice (parallel
/// calls are a handful), and few enough threads that a turn cannot exhaust a machine; tools
/// that wait (on the network, on a disk) are what run well together, and they do not use
/// the cores the threads are on.
pub const MAX_AT_ONCE: usize = 16;

/// What dispatch answers for one call.
pub type Answer = Result<Value, ToolError>;

/// One call of a turn, as `dispatch_all` takes it: a tool's name and its arguments as they
/// arrived. `toolschema-agent`'s calls implement it, and so do the pairs `(&str, &Value)`,
/// `(&str, &str)` and `(&str, Arguments)`.
pub trait ToolCall {
    /// The name of the tool the model asked for.
    fn tool(&self) -> &str;
    /// Its arguments, parsed or as text.
    fn arguments(&self) -> Arguments<'_>;
}

impl ToolCall for (&str, &Value) {
    fn tool(&self) -> &str {
        self.0
    }
    fn arguments(&self) -> Arguments<'_> {
        Arguments::Value(self.1)
    }
}

impl ToolCall for (&str, &str) {
    fn tool(&self) -> &str {
        self.0
    }
    fn arguments(&self) -> Arguments<'_> {
        Arguments::Text(self.1)
    }
}

impl ToolCall for (&str, Arguments<'_>) {
    fn tool(&self) -> &str {
        self.0
    }
    fn arguments(&self) -> Arguments<'_> {
        self.1
    }
}

impl<T: ToolCall + ?Sized> ToolCall for &T {
    fn tool(&self) -> &str {
        (**self).tool()
    }
    fn arguments(&self) -> Arguments<'_> {
        (**self).arguments()
    }
}

/// Runs every call with `dispatch` (the generated `dispatch_arguments`), at most
/// [`MAX_AT_ONCE`] at once on scoped threads, and returns the answers in call order.
pub fn run_all<X, C>(ctx: &X, calls: &[C], dispatch: impl Fn(&X, &str, Arguments<'_>) -> Answer + Sync) -> Vec<Answer>
where
    X: Sync + ?Sized,
    C: ToolCall + Sync,
{
    let indices: Vec<usize> = (0..calls.len()).collect();
    let mut answers: Vec<Option<Answer>> = calls.iter().map(|_| None).collect();
    for (i, answer) in run_indices(ctx, calls, &indices, &dispatch) {
        answers[i] = Some(answer);
    }
    fill(calls, answers)
}

/// Runs the calls at `indices` on at most [`MAX_AT_ONCE`] scoped threads (the caller's among
/// them); returns each call's index with its answer, in no particular order.
fn run_indices<X, C>(
    ctx: &X,
    calls: &[C],
    indices: &[usize],
    dispatch: &(impl Fn(&X, &str, Arguments<'_>) -> Answer + Sync),
) -> Vec<(usize, Answer)>
where
    X: Sync + ?Sized,
    C: ToolCall + Sync,
{
    let next = AtomicUsize::new(0);
    // Each worker takes the next call nobody has taken, until none is left.
    let work = || {
        let mut done = Vec::new();
        loop {
            let taken = next.fetch_add(1, Ordering::Relaxed);
            let Some(&i) = indices.get(taken) else { return done };
            let call = &calls[i];
            done.push((i, dispatch(ctx, call.tool(), call.arguments())));
        }
    };
    let workers = indices.len().min(MAX_AT_ONCE);
    if workers <= 1 {
        return work();
    }
    std::thread::scope(|scope| {
        // A thread the system refuses leaves its share to the others (the caller's thread
        // always works), so a turn runs whatever the machine has left.
        let handles: Vec<_> =
            (1..workers).filter_map(|_| std::thread::Builder::new().spawn_scoped(scope, work).ok()).collect();
        let mut done = work();
        for handle in handles {
            // Dispatch catches every panic of a tool; a worker that panicked anyway (in the
            // allocator, say) loses only the calls it had taken, which `fill` answers.
            if let Ok(more) = handle.join() {
                done.extend(more);
            }
        }
        done
    })
}

/// The answers in call order; a call that somehow has none gets `tool_panicked`, so that no
/// call is ever left unanswered.
fn fill<C: ToolCall>(calls: &[C], answers: Vec<Option<Answer>>) -> Vec<Answer> {
    calls
        .iter()
        .zip(answers)
        .map(|(call, answer)| {
            answer.unwrap_or_else(|| Err(ToolError::tool_panicked(call.tool(), "the thread running it panicked")))
        })
        .collect()
}

/// The future of one async call, boxed so that calls of different tools sit in one list.
pub type CallFuture<'a> = Pin<Box<dyn Future<Output = Answer> + 'a>>;

/// Runs every call: those `is_async` names through `start` (the generated `dispatch_async`,
/// boxed), polled together on the caller's task, at most [`MAX_AT_ONCE`] in flight; the
/// others with `dispatch` on scoped threads during the first poll (see the module docs).
/// The answers come back in call order.
pub async fn run_all_async<'a, X, C>(
    ctx: &'a X,
    calls: &'a [C],
    is_async: impl Fn(&str) -> bool,
    dispatch: impl Fn(&X, &str, Arguments<'_>) -> Answer + Sync,
    start: impl Fn(&'a X, &'a str, Arguments<'a>) -> CallFuture<'a>,
) -> Vec<Answer>
where
    X: Sync + ?Sized,
    C: ToolCall + Sync,
{
    let (asynchronous, sync): (Vec<usize>, Vec<usize>) = (0..calls.len()).partition(|&i| is_async(calls[i].tool()));
    let mut answers: Vec<Option<Answer>> = calls.iter().map(|_| None).collect();
    let mut waiting = asynchronous.into_iter();
    let mut flying: Vec<(usize, CallFuture<'a>)> = Vec::new();
    let mut first = true;
    std::future::poll_fn(|cx| {
        // Start calls while there is room, poll those in flight, and again while one
        // finishing made room for another.
        let mut poll_async = |cx: &mut Context<'_>, answers: &mut Vec<Option<Answer>>| loop {
            while flying.len() < MAX_AT_ONCE {
                let Some(i) = waiting.next() else { break };
                let call = &calls[i];
                flying.push((i, start(ctx, call.tool(), call.arguments())));
            }
            let before = flying.len();
            flying.retain_mut(|(i, future)| match future.as_mut().poll(cx) {
                Poll::Ready(answer) => {
                    answers[*i] = Some(answer);
                    false
                }
                Poll::Pending => true,
            });
            if flying.len() == before || waiting.len() == 0 {
                break;
            }
        };
        if std::mem::take(&mut first) && !sync.is_empty() {
            let done = std::thread::scope(|scope| {
                let handle =
                    std::thread::Builder::new().spawn_scoped(scope, || run_indices(ctx, calls, &sync, &dispatch)).ok();
                poll_async(cx, &mut answers);
                match handle {
                    Some(handle) => handle.join().unwrap_or_default(),
                    // No thread to be had: the sync calls run here, after the first poll.
                    None => run_indices(ctx, calls, &sync, &dispatch),
                }
            });
            for (i, answer) in done {
                answers[i] = Some(answer);
            }
        } else {
            poll_async(cx, &mut answers);
        }
        match flying.is_empty() && waiting.len() == 0 {
            true => Poll::Ready(()),
            false => Poll::Pending,
        }
    })
    .await;
    fill(calls, answers)
}
