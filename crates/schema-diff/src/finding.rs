//! A finding: one change between the two sides, its rule, level, direction and fingerprint.

use std::fmt;

use serde_json::{json, Value};

use crate::witness::Witness;

/// How much a change matters to the callers of a tool, from worst to least.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// A call or a reader that worked before may fail now.
    Breaking,
    /// Calls still pass, but some now do something else (a default, an ignored key).
    Behaviour,
    /// Nothing that worked stops working.
    Compatible,
    /// Only the text a model reads changed.
    Docs,
}

impl Level {
    /// Every level, worst first.
    pub const ALL: [Level; 4] = [Level::Breaking, Level::Behaviour, Level::Compatible, Level::Docs];

    /// The name used in every report (`breaking`).
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Breaking => "breaking",
            Level::Behaviour => "behaviour",
            Level::Compatible => "compatible",
            Level::Docs => "docs",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Which way data flows through the changed part of a tool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Parameters: the model writes them, `dispatch` reads them. Narrowing breaks.
    Input,
    /// The result (`outputSchema`): the tool writes it, clients read it. Widening breaks.
    Output,
    /// The tool as a whole (its name, its description).
    Tool,
}

impl Direction {
    /// The name used in every report (`input`).
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::Input => "input",
            Direction::Output => "output",
            Direction::Tool => "tool",
        }
    }
}

/// What a change does to the set of values a schema allows, before its direction is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Every value allowed before is allowed now, and more.
    Widens,
    /// Some value allowed before is refused now.
    Narrows,
    /// Neither set holds the other.
    Changes,
    /// A level whatever the direction.
    Fixed(Level),
}

impl Effect {
    /// The level of this effect in `direction`: narrowing an input or widening an output breaks.
    pub fn level(self, direction: Direction) -> Level {
        match (self, direction) {
            (Effect::Fixed(level), _) => level,
            (Effect::Changes, _) => Level::Breaking,
            (Effect::Narrows, Direction::Output) | (Effect::Widens, Direction::Input | Direction::Tool) => {
                Level::Compatible
            }
            (Effect::Narrows, Direction::Input | Direction::Tool) | (Effect::Widens, Direction::Output) => {
                Level::Breaking
            }
        }
    }
}

/// One change, as every report shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// The tool (its new name; the old one when it was removed).
    pub tool: String,
    /// The rule's id (`param-removed`), one of [`crate::rules::RULES`].
    pub rule: &'static str,
    /// How much it matters.
    pub level: Level,
    /// Where the change is.
    pub direction: Direction,
    /// The JSON Pointer of the change in the tool's rendering: `/input_schema/…` in the
    /// canonical (anthropic) form for input, `/outputSchema/…` in the `mcp` form for output;
    /// for the tool, `/name`, `/description`, or `/annotations/…` of the `mcp` form.
    pub path: String,
    /// What it is, in one sentence.
    pub message: String,
    /// The value before (`null` when there was none).
    pub old: Value,
    /// The value after (`null` when there is none).
    pub new: Value,
    /// For a description edit: the word diff, `[-removed-]{+added+}`.
    pub word_diff: Option<Vec<WordChange>>,
    /// For an input break: a call the old tool accepts and the new one refuses.
    pub witness: Option<Witness>,
    /// The reason given in the `--accept` file, when this finding is accepted.
    pub accepted: Option<String>,
}

/// One piece of a word diff.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordChange {
    /// Text on both sides.
    Same(String),
    /// Text only before.
    Removed(String),
    /// Text only after.
    Added(String),
}

impl Finding {
    /// A fingerprint that stays the same across commits as long as the change is the same:
    /// the FNV-1a hash of the tool, the rule, the path and both values (no revision, no
    /// position), as 16 hex digits.
    pub fn fingerprint(&self) -> String {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let parts = [self.tool.as_str(), self.rule, self.path.as_str(), &self.old.to_string(), &self.new.to_string()];
        for part in parts {
            for byte in part.bytes().chain([0u8]) {
                hash ^= u64::from(byte);
                hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
            }
        }
        format!("{hash:016x}")
    }

    /// The word diff in plain text, `[-removed-]{+added+}`.
    pub fn word_diff_text(&self) -> Option<String> {
        let changes = self.word_diff.as_ref()?;
        Some(
            changes
                .iter()
                .map(|c| match c {
                    WordChange::Same(s) => s.clone(),
                    WordChange::Removed(s) => format!("[-{s}-]"),
                    WordChange::Added(s) => format!("{{+{s}+}}"),
                })
                .collect(),
        )
    }

    /// The finding as the JSON report lists it.
    pub fn to_json(&self) -> Value {
        json!({
            "tool": self.tool,
            "rule": self.rule,
            "level": self.level.as_str(),
            "direction": self.direction.as_str(),
            "path": self.path,
            "message": self.message,
            "old": self.old,
            "new": self.new,
            "word_diff": self.word_diff_text(),
            "witness": self.witness.as_ref().map(Witness::to_json),
            "fingerprint": self.fingerprint(),
            "accepted": self.accepted,
        })
    }
}
