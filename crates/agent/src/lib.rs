//! The agent loop around toolschema's dispatch, with no HTTP and no runtime of its own.
//!
//! A model's response goes in; what to send next comes out:
//! - [`read_turn`] reads a provider's response body into a [`Turn`]: the assistant turn kept
//!   verbatim (thinking blocks, thought signatures, item ids), the [`Call`]s with their ids,
//!   names and raw arguments (OpenAI's text stays text), and why the model [`Stop`]ped;
//! - the calls run with the tools crate's generated `dispatch_all` (any [`ToolCall`] runner
//!   will do), which answers every call in call order;
//! - [`answer`] and [`append`] put the answers in the provider's request shape, one per call,
//!   in call order: an unknown tool, arguments that are not JSON, bad arguments and a panic
//!   are error results, never a missing answer;
//! - [`check_history`] finds the bookkeeping mistakes a provider answers with a 400 before
//!   the request is sent;
//! - [`Stream`] accumulates streamed events into the same [`Turn`], and reports the
//!   problems of a call's arguments as soon as they are certain ([`Early`]);
//! - [`Loop`] drives it all with limits: at most so many turns, and a stop after so many
//!   turns in a row where every call was bad.
//!
//! The rules each wire follows are in `docs/agent-loop.md`.
//!
//! [`ToolCall`]: toolschema::dispatch::ToolCall

mod answer;
mod history;
mod read;
mod run_loop;
mod stream;
mod turn;
mod wire;

pub use answer::{answer, append, cut_off_error, report};
pub use history::{check_history, Code, Problem};
pub use read::read_turn;
pub use run_loop::{Done, Loop, Step};
pub use stream::{Early, EarlyProblem, Stream};
pub use turn::{Args, Call, Stop, Turn, WireError};
pub use wire::{TextConvention, Wire};

/// What dispatch answers for one call (`toolschema::dispatch::Answer`).
pub use toolschema::dispatch::Answer;
