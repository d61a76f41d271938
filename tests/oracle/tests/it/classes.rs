//! The classes of issue 34 and the echo tools that stand for each, so that the round trips and
//! the property test can say how many values of each class serde and `check_args` judged
//! alike (printed by `cargo test -p toolschema-oracle -- --nocapture`).

use std::collections::BTreeMap;

/// Each class of issue 34 that serde reads, with the echo tools whose types belong to it.
pub(super) const CLASSES: &[(&str, &[&str])] = &[
    ("1 skipped tuple fields", &["echo_read_skip", "echo_write_skip", "echo_both_skip"]),
    ("2 adjacently tagged unit content", &["echo_message", "echo_envelope", "echo_adj_marker"]),
    (
        "3 unit structs",
        &["echo_marker", "echo_marked", "echo_ext_marker", "echo_int_marker", "echo_adj_marker", "echo_unt_marker"],
    ),
    ("3 internal newtypes of a map or Value", &["echo_record"]),
    ("3 flattened Value", &["echo_with_rest"]),
    ("3 serde_json::Map", &["echo_bag"]),
    (
        "3 flattened enums",
        &[
            "echo_flat_ext",
            "echo_flat_int",
            "echo_flat_adj",
            "echo_flat_unt",
            "echo_flat_options",
            "echo_flat_option_int",
            "echo_closed_ext",
            "echo_closed_adj",
        ],
    ),
    ("3 from / try_from / into", &["echo_nice", "echo_even"]),
    ("3 integer-key maps", &["echo_scores"]),
    ("5 deny_unknown_fields beside flatten", &["echo_closed_ext", "echo_closed_adj"]),
    ("6 null for Option", &["echo_optionals", "echo_maybe_color", "echo_flat_options", "echo_flat_option_int"]),
];

/// Counts kept per echo tool, summed per class when printed.
#[derive(Default)]
pub(super) struct Tally {
    by_tool: BTreeMap<&'static str, Vec<u32>>,
}

impl Tally {
    /// Adds `counts` (one number per column) to `tool`'s.
    pub(super) fn add(&mut self, tool: &'static str, counts: &[u32]) {
        let row = self.by_tool.entry(tool).or_insert_with(|| vec![0; counts.len()]);
        row.iter_mut().zip(counts).for_each(|(sum, n)| *sum += n);
    }

    /// One line per class: its name and each column's sum over its tools.
    pub(super) fn print(&self, what: &str, columns: &[&str]) {
        println!("{what}, by class of issue 34:");
        for (class, tools) in CLASSES {
            let mut sums = vec![0; columns.len()];
            for row in tools.iter().filter_map(|t| self.by_tool.get(t)) {
                sums.iter_mut().zip(row).for_each(|(sum, n)| *sum += n);
            }
            let cells: Vec<String> = columns.iter().zip(&sums).map(|(c, n)| format!("{n} {c}")).collect();
            println!("  {class}: {}", cells.join(", "));
        }
    }
}
