//! schemars as the oracle: toolschema's schema of each echo tool's `value`, in both
//! directions, against schemars' schema of the same type, after `normalise` has removed
//! the differences the spec makes on purpose. Every other difference must be listed in
//! [`KNOWN`] with whose bug it is (and in `ORACLE.md`); a listed difference that no longer
//! occurs fails too, so that the list stays true.

use serde_json::Value;
use toolschema::render::canonical;

use super::cases::{Case, CASES};
use super::diff::{diff, Difference};
use super::normalise;

/// Which of a type's two schemas is compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Contract {
    /// What the type reads: the `value` parameter, against `schema_for!`.
    Reads,
    /// What it writes: the tool's output schema, against schemars' serialize contract.
    Writes,
}

/// A difference that is not one the spec makes on purpose, known and explained.
struct Known {
    ty: &'static str,
    contract: Contract,
    /// A JSON pointer where `*` stands for any one segment.
    path: &'static str,
    /// Whose bug it is: `schemars`, `toolschema`, or `neither` (a decision of toolschema's
    /// that the spec leaves open).
    whose: &'static str,
    why: &'static str,
}

/// The output schemas leave `additionalProperties: false` out: see `ORACLE.md`.
const OPEN_OUTPUT: &str = "toolschema states `additionalProperties: false` only for what is read \
    (`deny_unknown_fields`, the one-key object of an externally tagged variant); schemars also \
    states it of what is written, where it is true but restricts nothing serde writes";

/// Every difference from schemars that is not one the spec makes on purpose.
const KNOWN: &[Known] = &[
    Known {
        ty: "Command",
        contract: Contract::Reads,
        path: "/anyOf/1",
        whose: "neither",
        why: "toolschema leaves the `#[serde(other)]` variant out: it is serde's catch-all for unknown \
            tags, not a value to offer; schemars offers its name as a tag, though any tag would do",
    },
    Known { ty: "Command", contract: Contract::Writes, path: "/anyOf/1", whose: "neither", why: "as when read" },
    Known {
        ty: "Toggle",
        contract: Contract::Reads,
        path: "/anyOf/1/additionalProperties",
        whose: "schemars",
        why: "serde reads an internally tagged unit variant by ignoring every other key, even under \
            `deny_unknown_fields` (`unknown_keys.rs` checks it); schemars closes the object",
    },
    Known {
        ty: "Strict",
        contract: Contract::Writes,
        path: "/additionalProperties",
        whose: "neither",
        why: OPEN_OUTPUT,
    },
    Known {
        ty: "Shape",
        contract: Contract::Writes,
        path: "/anyOf/*/additionalProperties",
        whose: "neither",
        why: OPEN_OUTPUT,
    },
    Known {
        ty: "Reference",
        contract: Contract::Writes,
        path: "/anyOf/*/additionalProperties",
        whose: "neither",
        why: OPEN_OUTPUT,
    },
    Known {
        ty: "Toggle",
        contract: Contract::Writes,
        path: "/anyOf/*/additionalProperties",
        whose: "neither",
        why: OPEN_OUTPUT,
    },
    Known {
        ty: "Envelope",
        contract: Contract::Writes,
        path: "/anyOf/*/additionalProperties",
        whose: "neither",
        why: OPEN_OUTPUT,
    },
    Known {
        ty: "Animal",
        contract: Contract::Writes,
        path: "/anyOf/*/additionalProperties",
        whose: "neither",
        why: OPEN_OUTPUT,
    },
    Known {
        ty: "Pet",
        contract: Contract::Writes,
        path: "/properties/*/anyOf/*/additionalProperties",
        whose: "neither",
        why: OPEN_OUTPUT,
    },
    Known {
        ty: "Pet",
        contract: Contract::Writes,
        path: "/properties/friends/items/anyOf/*/additionalProperties",
        whose: "neither",
        why: OPEN_OUTPUT,
    },
];

impl Known {
    fn covers(&self, ty: &str, contract: Contract, path: &str) -> bool {
        let (pattern, path): (Vec<&str>, Vec<&str>) = (self.path.split('/').collect(), path.split('/').collect());
        self.ty == ty
            && self.contract == contract
            && pattern.len() == path.len()
            && pattern.iter().zip(&path).all(|(p, s)| p == s || *p == "*")
    }
}

/// The description the output schema's root gets from the Returns section of every echo
/// tool: a use site's description, which replaces the type's own (section 4.1).
const RETURNS: &str = "The value, unchanged.";

#[test]
fn schemas_match_schemars() {
    let mut unexpected = Vec::new();
    let mut seen = vec![false; KNOWN.len()];
    for case in CASES {
        for contract in [Contract::Reads, Contract::Writes] {
            for difference in differences(case, contract) {
                let known = KNOWN.iter().position(|k| k.covers(case.ty, contract, &difference.path));
                match known {
                    Some(i) => seen[i] = true,
                    None => unexpected.push(format!("{} ({contract:?}) {difference}", case.ty)),
                }
            }
        }
    }
    let stale: Vec<String> = KNOWN
        .iter()
        .zip(&seen)
        .filter(|(_, seen)| !**seen)
        .map(|(k, _)| format!("{} ({:?}) at `{}` ({}: {})", k.ty, k.contract, k.path, k.whose, k.why))
        .collect();
    assert!(
        unexpected.is_empty() && stale.is_empty(),
        "differences from schemars not in KNOWN:\n{}\n\nKNOWN differences that no longer occur:\n{}",
        unexpected.join("\n"),
        stale.join("\n")
    );
}

fn differences(case: &Case, contract: Contract) -> Vec<Difference> {
    let tool = case.schema();
    let (ours, mut theirs) = match contract {
        Contract::Reads => (&tool.params[0].schema, (case.reads)()),
        Contract::Writes => {
            let ours = tool.returns.schema.as_deref().unwrap_or_else(|| panic!("`{}` has no output schema", case.tool));
            let mut theirs = (case.writes)();
            if let Value::Object(root) = &mut theirs {
                root.insert("description".into(), RETURNS.into());
            }
            (ours, theirs)
        }
    };
    let mut ours = canonical::schema(ours).to_value();
    normalise::both(&mut ours);
    theirs = normalise::schemars(theirs);
    diff(&theirs, &ours)
}
