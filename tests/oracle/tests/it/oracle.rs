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
    Known {
        ty: "Message",
        contract: Contract::Reads,
        path: "/anyOf/*/properties/c",
        whose: "schemars",
        why: UNIT_CONTENT,
    },
    Known {
        ty: "Envelope",
        contract: Contract::Reads,
        path: "/anyOf/*/properties/body",
        whose: "schemars",
        why: UNIT_CONTENT,
    },
    Known {
        ty: "AdjMarker",
        contract: Contract::Reads,
        path: "/anyOf/*/properties/c",
        whose: "schemars",
        why: UNIT_CONTENT,
    },
    Known {
        ty: "AdjMarker",
        contract: Contract::Reads,
        path: "/anyOf/*/properties/c/type",
        whose: "schemars",
        why: OPTION_CONTENT,
    },
    Known {
        ty: "AdjMarker",
        contract: Contract::Reads,
        path: "/anyOf/*/required",
        whose: "schemars",
        why: OPTION_CONTENT,
    },
    Known {
        ty: "ExtMarker",
        contract: Contract::Writes,
        path: "/anyOf/*/additionalProperties",
        whose: "neither",
        why: OPEN_OUTPUT,
    },
    Known {
        ty: "IntMarker",
        contract: Contract::Reads,
        path: "/anyOf/*/additionalProperties",
        whose: "schemars",
        why: "serde reads an internally tagged newtype variant of a unit struct from the tag alone: any other key is \
            a map, which the unit struct refuses (measured); schemars leaves the object open",
    },
    Known {
        ty: "Record",
        contract: Contract::Reads,
        path: "/anyOf/*/additionalProperties",
        whose: "neither",
        why: EMPTY_SCHEMA,
    },
    Known {
        ty: "Record",
        contract: Contract::Writes,
        path: "/anyOf/*/additionalProperties",
        whose: "neither",
        why: EMPTY_SCHEMA,
    },
    Known {
        ty: "Scores",
        contract: Contract::Reads,
        path: "/properties/*/additionalProperties",
        whose: "schemars",
        why: INT_KEYS,
    },
    Known {
        ty: "Scores",
        contract: Contract::Reads,
        path: "/properties/*/patternProperties",
        whose: "schemars",
        why: INT_KEYS,
    },
    Known {
        ty: "Scores",
        contract: Contract::Reads,
        path: "/properties/*/propertyNames",
        whose: "schemars",
        why: INT_KEYS,
    },
    Known {
        ty: "Scores",
        contract: Contract::Writes,
        path: "/properties/*/additionalProperties",
        whose: "schemars",
        why: INT_KEYS,
    },
    Known {
        ty: "Scores",
        contract: Contract::Writes,
        path: "/properties/*/patternProperties",
        whose: "schemars",
        why: INT_KEYS,
    },
    Known {
        ty: "Scores",
        contract: Contract::Writes,
        path: "/properties/*/propertyNames",
        whose: "schemars",
        why: INT_KEYS,
    },
    Known {
        ty: "FlatAdj",
        contract: Contract::Reads,
        path: "/anyOf/*/properties/args",
        whose: "schemars",
        why: UNIT_CONTENT,
    },
    Known {
        ty: "ClosedAdj",
        contract: Contract::Reads,
        path: "/anyOf/*/properties/args",
        whose: "schemars",
        why: UNIT_CONTENT,
    },
    Known {
        ty: "ClosedAdj",
        contract: Contract::Writes,
        path: "/anyOf/*/additionalProperties",
        whose: "neither",
        why: OPEN_OUTPUT,
    },
    Known {
        ty: "ClosedExt",
        contract: Contract::Writes,
        path: "/anyOf/*/additionalProperties",
        whose: "neither",
        why: OPEN_OUTPUT,
    },
    Known {
        ty: "FlatOptionInt",
        contract: Contract::Reads,
        path: "/anyOf/*/properties/kind",
        whose: "neither",
        why: NONE_BRANCH,
    },
    Known {
        ty: "FlatOptionInt",
        contract: Contract::Reads,
        path: "/anyOf/*/description",
        whose: "neither",
        why: NONE_BRANCH,
    },
    Known {
        ty: "FlatOptionInt",
        contract: Contract::Writes,
        path: "/anyOf/*/description",
        whose: "neither",
        why: NONE_BRANCH,
    },
    Known { ty: "FlatExt", contract: Contract::Reads, path: "/anyOf/*/enum", whose: "schemars", why: FLAT_UNIT },
    Known {
        ty: "FlatExt",
        contract: Contract::Reads,
        path: "/anyOf/*/properties/Nothing",
        whose: "schemars",
        why: FLAT_UNIT,
    },
    Known { ty: "FlatExt", contract: Contract::Reads, path: "/anyOf/*/required", whose: "schemars", why: FLAT_UNIT },
    Known { ty: "FlatExt", contract: Contract::Reads, path: "/anyOf/*/type", whose: "schemars", why: FLAT_UNIT },
    Known { ty: "FlatExt", contract: Contract::Writes, path: "/anyOf/*/enum", whose: "schemars", why: FLAT_UNIT },
    Known {
        ty: "FlatExt",
        contract: Contract::Writes,
        path: "/anyOf/*/properties/Nothing",
        whose: "schemars",
        why: FLAT_UNIT,
    },
    Known { ty: "FlatExt", contract: Contract::Writes, path: "/anyOf/*/required", whose: "schemars", why: FLAT_UNIT },
    Known { ty: "FlatExt", contract: Contract::Writes, path: "/anyOf/*/type", whose: "schemars", why: FLAT_UNIT },
    Known { ty: "ClosedExt", contract: Contract::Reads, path: "/anyOf/*/enum", whose: "schemars", why: FLAT_UNIT },
    Known {
        ty: "ClosedExt",
        contract: Contract::Reads,
        path: "/anyOf/*/properties/Nothing",
        whose: "schemars",
        why: FLAT_UNIT,
    },
    Known { ty: "ClosedExt", contract: Contract::Reads, path: "/anyOf/*/required", whose: "schemars", why: FLAT_UNIT },
    Known { ty: "ClosedExt", contract: Contract::Reads, path: "/anyOf/*/type", whose: "schemars", why: FLAT_UNIT },
    Known { ty: "ClosedExt", contract: Contract::Writes, path: "/anyOf/*/enum", whose: "schemars", why: FLAT_UNIT },
    Known {
        ty: "ClosedExt",
        contract: Contract::Writes,
        path: "/anyOf/*/properties/Nothing",
        whose: "schemars",
        why: FLAT_UNIT,
    },
    Known { ty: "ClosedExt", contract: Contract::Writes, path: "/anyOf/*/required", whose: "schemars", why: FLAT_UNIT },
    Known { ty: "ClosedExt", contract: Contract::Writes, path: "/anyOf/*/type", whose: "schemars", why: FLAT_UNIT },
    Known { ty: "FlatOptions", contract: Contract::Reads, path: "/anyOf/*/enum", whose: "schemars", why: FLAT_UNIT },
    Known {
        ty: "FlatOptions",
        contract: Contract::Reads,
        path: "/anyOf/*/properties/*",
        whose: "schemars and neither",
        why: FLAT_OPTION,
    },
    Known {
        ty: "FlatOptions",
        contract: Contract::Reads,
        path: "/anyOf/*/required",
        whose: "schemars",
        why: FLAT_UNIT,
    },
    Known { ty: "FlatOptions", contract: Contract::Reads, path: "/anyOf/*/type", whose: "schemars", why: FLAT_UNIT },
    Known {
        ty: "FlatOptions",
        contract: Contract::Reads,
        path: "/anyOf/*/description",
        whose: "neither",
        why: NONE_BRANCH,
    },
    Known { ty: "FlatOptions", contract: Contract::Writes, path: "/anyOf/*/enum", whose: "schemars", why: FLAT_UNIT },
    Known {
        ty: "FlatOptions",
        contract: Contract::Writes,
        path: "/anyOf/*/properties/Nothing",
        whose: "schemars",
        why: FLAT_UNIT,
    },
    Known {
        ty: "FlatOptions",
        contract: Contract::Writes,
        path: "/anyOf/*/required",
        whose: "schemars",
        why: FLAT_UNIT,
    },
    Known { ty: "FlatOptions", contract: Contract::Writes, path: "/anyOf/*/type", whose: "schemars", why: FLAT_UNIT },
    Known {
        ty: "FlatOptions",
        contract: Contract::Writes,
        path: "/anyOf/*/description",
        whose: "neither",
        why: NONE_BRANCH,
    },
];

/// An adjacently tagged unit variant's content.
const UNIT_CONTENT: &str = "serde reads an adjacently tagged unit variant's content as `()`: absent or `null`, and \
    refuses anything else (`{\"t\": \"Ping\", \"c\": 1}`); schemars leaves it out, which allows any content, and \
    under `deny_unknown_fields` refuses the `null` serde reads (`sibling_keys.rs` checks both)";

/// An adjacently tagged newtype variant of an `Option`.
const OPTION_CONTENT: &str = "serde reads an absent content as a missing field, which an `Option` takes as `None` \
    (measured); schemars requires the content, and states the `null` a property that may be left out leaves unstated";

/// `additionalProperties: {}`.
const EMPTY_SCHEMA: &str = "`additionalProperties: {}` and no keyword mean the same; toolschema states what takes \
    the other keys (here a `serde_json::Value`), so that a strict format sees it and refuses it";

/// Maps with integer keys.
const INT_KEYS: &str = "schemars' `patternProperties` (`^\\d+$`, `^-?\\d+$`) with `additionalProperties: false` \
    takes keys serde refuses: leading zeros (`01`), values out of the key type's range (`256` for a `u8`), `-0`; \
    toolschema's `propertyNames` pattern is exact (`crates/toolschema/tests/it/keys.rs` holds check_args, \
    serde_json and the pattern to one verdict on keys near every edge)";

/// A flattened externally tagged unit variant.
const FLAT_UNIT: &str = "serde reads a flattened externally tagged unit variant from its name as a key of the \
    object around (`\"Nothing\": null`, or `{}`, measured) and writes `\"Nothing\": null`; schemars offers the \
    string `\"Nothing\"`, which can never stand beside the struct's own keys";

/// The branch of a flattened `Option` of an enum that names no variant.
const NONE_BRANCH: &str = "a flattened `Option` of an enum: serde reads `None` whenever the enum fails, so \
    schemars' `{}` takes anything; toolschema holds a value that names a variant (its key, its tag) to that \
    variant and offers a branch that names none (a key or tag there holds `null`), described as such: a mistake \
    in a variant is reported rather than read as `None`";

/// The branch of a flattened `Option` of an externally tagged enum: both reasons at once.
const FLAT_OPTION: &str = "the unit variant, as `FlatExt` (schemars' bug), and the branch that names no \
    variant, whose variant keys hold `null` (toolschema's decision, as `FlatOptionInt`)";

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
    let param = &tool.params[0];
    let (ours, mut theirs) = match contract {
        // Rendered as a property, as in the tool: an `Option` parameter does not state `null`.
        Contract::Reads => (canonical::property(param).to_value(), (case.reads)()),
        Contract::Writes => {
            let ours = tool.returns.schema.as_deref().unwrap_or_else(|| panic!("`{}` has no output schema", case.tool));
            let mut theirs = (case.writes)();
            if let Value::Object(root) = &mut theirs {
                root.insert("description".into(), RETURNS.into());
            }
            (canonical::schema(ours).to_value(), theirs)
        }
    };
    let mut ours = ours;
    normalise::both(&mut ours);
    theirs = normalise::schemars(theirs, contract == Contract::Reads && !param.required);
    diff(&theirs, &ours)
}
