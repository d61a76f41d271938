//! The synthetic tools as data: names, parameters, docs and return types, drawn from a fixed
//! seed so that every run (and every flavour) describes the same crate.

/// A tiny deterministic generator (SplitMix64): no dependency, the same crate on every machine.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A parameter's type, the mix of the workspace's own tools.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Ty {
    Str,
    U32,
    I64,
    Bool,
    F64,
    OptStr,
    OptU32,
    VecStr,
    VecU32,
    /// The group's unit enum (`Priority3`).
    Enum,
    /// The group's small struct (`Filter3`).
    Struct,
    /// `Vec` of the group's struct.
    VecStruct,
}

impl Ty {
    #[cfg(test)]
    const ALL: [Ty; 12] = [
        Ty::Str,
        Ty::U32,
        Ty::I64,
        Ty::Bool,
        Ty::F64,
        Ty::OptStr,
        Ty::OptU32,
        Ty::VecStr,
        Ty::VecU32,
        Ty::Enum,
        Ty::Struct,
        Ty::VecStruct,
    ];

    /// The Rust type, for the tools of group `group`.
    pub fn rust(self, group: usize) -> String {
        match self {
            Ty::Str => "String".into(),
            Ty::U32 => "u32".into(),
            Ty::I64 => "i64".into(),
            Ty::Bool => "bool".into(),
            Ty::F64 => "f64".into(),
            Ty::OptStr => "Option<String>".into(),
            Ty::OptU32 => "Option<u32>".into(),
            Ty::VecStr => "Vec<String>".into(),
            Ty::VecU32 => "Vec<u32>".into(),
            Ty::Enum => format!("Priority{group}"),
            Ty::Struct => format!("Filter{group}"),
            Ty::VecStruct => format!("Vec<Filter{group}>"),
        }
    }
}

/// What a tool returns.
#[derive(Clone, Copy)]
pub enum Returns {
    /// `Result<String, String>`.
    ResultText,
    Text,
    Count,
    Lines,
    /// The group's struct.
    Struct,
}

pub struct Param {
    pub name: &'static str,
    pub ty: Ty,
    pub doc: &'static str,
    /// A default, as JSON and as a Rust expression.
    pub default: Option<(&'static str, &'static str)>,
    /// Allowed values of a string parameter, as JSON strings.
    pub choices: Option<&'static [&'static str]>,
}

pub struct Tool {
    pub name: String,
    pub group: usize,
    pub summary: String,
    pub details: Option<&'static str>,
    pub params: Vec<Param>,
    /// Takes the crate's `&Store` as context.
    pub context: bool,
    pub is_async: bool,
    pub returns: Returns,
}

const VERBS: [&str; 12] =
    ["find", "list", "get", "update", "create", "archive", "count", "export", "check", "rank", "merge", "tag"];
const NOUNS: [&str; 10] =
    ["orders", "tickets", "invoices", "customers", "files", "notes", "events", "reports", "users", "items"];
const DETAILS: [&str; 3] = [
    "Results come back newest first; an empty answer means nothing matched, not an error.",
    "The change is applied at once and cannot be undone, so confirm with the user first.",
    "Only records the caller may see are considered; the others are skipped silently.",
];

/// One candidate parameter of each name, its type fixed by the name as a real crate's would be.
fn candidates() -> Vec<Param> {
    let p = |name, ty, doc| Param { name, ty, doc, default: None, choices: None };
    vec![
        p("query", Ty::Str, "The text to look for, in the user's own words."),
        Param { default: Some(("10", "10")), ..p("limit", Ty::U32, "How many results to return at most.") },
        p("offset", Ty::I64, "How many results to skip from the start."),
        Param {
            default: Some(("false", "false")),
            ..p("dry_run", Ty::Bool, "Report what would change, change nothing.")
        },
        p("threshold", Ty::F64, "The lowest score a result may have, between 0 and 1."),
        p("note", Ty::OptStr, "A note to keep with the change, if any."),
        p("page", Ty::OptU32, "The page to return; the first when absent."),
        p("tags", Ty::VecStr, "Tags a result must all carry."),
        p("ids", Ty::VecU32, "The ids of the records to work on."),
        p("priority", Ty::Enum, "How urgent this is."),
        p("filter", Ty::Struct, "Which records to consider."),
        p("filters", Ty::VecStruct, "Filters, all of which must match."),
        Param {
            default: Some(("\"exact\"", "\"exact\".to_string()")),
            choices: Some(&["exact", "prefix", "fuzzy"]),
            ..p("mode", Ty::Str, "How the query is matched.")
        },
        p("title", Ty::Str, "A short title, as the user would write it."),
    ]
}

/// `n` tools, `per_group` of them to a group (a file, with its own enum and struct).
pub fn tools(n: usize, per_group: usize) -> Vec<Tool> {
    let mut rng = Rng::new(0x7001_5C4E);
    (0..n)
        .map(|i| {
            let (verb, noun) = (VERBS[rng.below(VERBS.len())], NOUNS[rng.below(NOUNS.len())]);
            let mut pool = candidates();
            let count = 1 + rng.below(6);
            let params = (0..count).map(|_| pool.swap_remove(rng.below(pool.len()))).collect();
            let returns =
                [Returns::ResultText, Returns::Text, Returns::Count, Returns::Lines, Returns::Struct][rng.below(5)];
            Tool {
                name: format!("{verb}_{noun}_{i}"),
                group: i / per_group.max(1),
                summary: format!("{} the {noun} that match, the way tool {i} of the catalogue does.", capital(verb)),
                details: (rng.below(2) == 0).then(|| DETAILS[rng.below(DETAILS.len())]),
                params,
                context: rng.below(5) == 0,
                is_async: rng.below(10) == 0,
                returns,
            }
        })
        .collect()
}

pub fn capital(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_type_and_shape_appears_and_names_are_unique() {
        let tools = tools(200, 50);
        for ty in Ty::ALL {
            assert!(tools.iter().any(|t| t.params.iter().any(|p| p.ty == ty)), "a type is never drawn");
        }
        assert!(tools.iter().any(|t| t.is_async) && tools.iter().any(|t| t.context));
        assert!(tools.iter().all(|t| (1..=6).contains(&t.params.len())));
        let mut names: Vec<_> = tools.iter().map(|t| &t.name).collect();
        names.dedup();
        assert_eq!(names.len(), 200);
        assert_eq!(tools.last().map(|t| t.group), Some(3));
    }
}
