//! The loop object a caller drives: the model call outside, the tools inside, with limits.

use serde_json::Value;
use toolschema::dispatch::Answer;

use crate::answer::append;
use crate::read::read_turn;
use crate::turn::{Call, Stop, Turn, WireError};
use crate::wire::Wire;

/// A conversation with tools, one model turn at a time. The caller sends
/// [`Loop::history`] to the model (with its own system prompt, tools and settings), and
/// gives the response body to [`Loop::step`] with a way to run calls (the generated
/// `dispatch_all`); the loop reads the turn, runs its calls, appends the turn and its
/// answers to the history, and says whether to call the model again.
///
/// ```
/// use serde_json::json;
/// use toolschema_agent::{Loop, Step, Wire};
///
/// let mut agent = Loop::new(Wire::Anthropic, vec![json!({"role": "user", "content": "Hi"})]);
/// let body = json!({"type": "message", "role": "assistant", "stop_reason": "end_turn",
///                   "content": [{"type": "text", "text": "Hello!"}]});
/// let step = agent.step(&body, |_calls| Vec::new()).unwrap();
/// assert!(matches!(step, Step::Done { .. }));
/// assert_eq!(agent.history().len(), 2);
/// ```
#[derive(Clone, Debug)]
pub struct Loop {
    wire: Wire,
    history: Vec<Value>,
    max_turns: usize,
    max_bad_turns: usize,
    turns: usize,
    bad_in_a_row: usize,
}

/// What [`Loop::step`] says to do next.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// The calls ran and their answers are in the history: call the model again.
    Continue {
        /// The turn read.
        turn: Turn,
    },
    /// Stop calling the model.
    Done {
        /// The last turn read.
        turn: Turn,
        /// Why.
        why: Done,
    },
}

/// Why a [`Loop`] stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Done {
    /// The model made no call: its answer is the turn's text (or it stopped for the
    /// reason given: the token limit, a refusal…).
    Answered(Stop),
    /// The maximum number of turns was reached; the last turn's calls are answered, so the
    /// history is valid to send, but the model was not called again.
    MaxTurns,
    /// This many turns in a row had only bad calls (unknown tools, bad arguments, failures):
    /// the model is not getting anywhere.
    BadTurns(usize),
}

impl Loop {
    /// A loop on `wire`, the conversation so far in `history` (what goes under `messages`,
    /// `input` or `contents`). At most 10 turns, and a stop after 3 turns in a row whose
    /// calls all failed.
    pub fn new(wire: Wire, history: Vec<Value>) -> Self {
        Loop { wire, history, max_turns: 10, max_bad_turns: 3, turns: 0, bad_in_a_row: 0 }
    }

    /// At most `turns` model turns (at least 1).
    pub fn max_turns(mut self, turns: usize) -> Self {
        self.max_turns = turns.max(1);
        self
    }

    /// Stops after `turns` turns in a row where every call was answered with an error (at
    /// least 1).
    pub fn stop_after_bad_turns(mut self, turns: usize) -> Self {
        self.max_bad_turns = turns.max(1);
        self
    }

    /// The conversation so far, to send as the next request's history.
    pub fn history(&self) -> &[Value] {
        &self.history
    }

    /// The conversation, taken out of the loop.
    pub fn into_history(self) -> Vec<Value> {
        self.history
    }

    /// How many turns have been read.
    pub fn turns(&self) -> usize {
        self.turns
    }

    /// Reads the model's response `body`, runs its calls with `run` (given the calls to
    /// run, in order; it returns their answers in that order), and appends the turn and one
    /// answer per call to the history. `Err` when `body` is not a response of the wire; the
    /// history is then unchanged.
    pub fn step(&mut self, body: &Value, run: impl FnOnce(&[Call]) -> Vec<Answer>) -> Result<Step, WireError> {
        let turn = read_turn(self.wire, body)?;
        self.turns += 1;
        let answers = match turn.calls.is_empty() {
            true => Vec::new(),
            false => run(&turn.calls),
        };
        let ran = answers.len().min(turn.calls.len());
        let good = answers.iter().take(ran).filter(|a| a.is_ok()).count();
        self.history.extend(append(self.wire, &turn, answers));
        if turn.calls.is_empty() && turn.cut_off.is_none() {
            let stop = turn.stop.clone();
            return Ok(Step::Done { turn, why: Done::Answered(stop) });
        }
        self.bad_in_a_row = match good {
            0 => self.bad_in_a_row + 1,
            _ => 0,
        };
        if self.bad_in_a_row >= self.max_bad_turns {
            return Ok(Step::Done { turn, why: Done::BadTurns(self.bad_in_a_row) });
        }
        if self.turns >= self.max_turns {
            return Ok(Step::Done { turn, why: Done::MaxTurns });
        }
        Ok(Step::Continue { turn })
    }
}
