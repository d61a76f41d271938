//! Arrays of a fixed length and tuples, as each target can state them (`Rules::tuples`).

use super::describe::{self, Moved};
use super::lowering::{Entries, Lowering};
use super::rules::Tuples;
use super::writer::Out;
use crate::model::Schema;

impl Lowering<'_, '_> {
    /// A fixed length: `minItems` = `maxItems` = n, or what of it the target can state.
    pub(super) fn item_count(&mut self, n: u64, entries: &mut Entries<'_>, moved: &mut Moved) {
        if self.rules.item_counts {
            entries.push(("minItems", Out::num(n)));
            entries.push(("maxItems", Out::num(n)));
            return;
        }
        // `minItems` only 0 or 1: keep 1, move the rest.
        let mut keywords = Vec::new();
        match n {
            0 => {}
            1 => entries.push(("minItems", Out::num(1))),
            _ => {
                entries.push(("minItems", Out::num(1)));
                keywords.push(format!("minItems: {n}"));
            }
        }
        keywords.push(format!("maxItems: {n}"));
        moved.add(keywords, describe::count(n));
    }

    pub(super) fn tuple<'a>(&mut self, items: &'a [Schema], path: &str, entries: &mut Entries<'a>, moved: &mut Moved) {
        let n = items.len() as u64;
        let one_type = !items.is_empty() && items.windows(2).all(|w| w[0] == w[1]);
        let lower_each = |this: &mut Self| -> Vec<Out<'a>> {
            items.iter().enumerate().map(|(i, item)| this.node(item, &format!("{path}[{i}]"), item.nullable)).collect()
        };
        match (self.rules.tuples, one_type) {
            (Tuples::PrefixItems, _) => {
                entries.push(("prefixItems", Out::Array(lower_each(self))));
                entries.push(("minItems", Out::num(n)));
                entries.push(("maxItems", Out::num(n)));
            }
            (Tuples::NeedItems | Tuples::OneTypeOnly, true) => {
                entries.push(("items", self.node(&items[0], &format!("{path}[]"), items[0].nullable)));
                self.item_count(n, entries, moved);
            }
            (_, false) if items.is_empty() => {
                let message = format!(
                    "{} is an empty tuple, which `{}` cannot state without `prefixItems`",
                    self.problems.subject(path),
                    self.problems.format
                );
                self.problems.error(Some(path), message);
            }
            (Tuples::NeedItems, false) => {
                // `items` never applies beside `prefixItems` of the full length, so the
                // schema still means what the canonical one does; OpenAI reads only `items`.
                let lowered = lower_each(self);
                let mut distinct: Vec<Out<'a>> = Vec::new();
                for item in &lowered {
                    if !distinct.contains(item) {
                        distinct.push(item.clone());
                    }
                }
                let any = match distinct.len() {
                    1 => distinct.remove(0),
                    _ => Out::Object(vec![("anyOf", Out::Array(distinct))]),
                };
                entries.push(("items", any));
                entries.push(("prefixItems", Out::Array(lowered)));
                entries.push(("minItems", Out::num(n)));
                entries.push(("maxItems", Out::num(n)));
                moved.sentences.push(describe::positions(items));
                let message = format!(
                    "{}: the order of the tuple's item types moved into the description (`{}` reads `items`, not `prefixItems`)",
                    self.problems.subject(path),
                    self.problems.format
                );
                self.problems.warning(path, message);
            }
            (Tuples::OneTypeOnly, false) => {
                let message = format!(
                    "{} is a tuple of different types, which `{}` can only state by changing the arguments' shape (an object)",
                    self.problems.subject(path),
                    self.problems.format
                );
                self.problems.error(Some(path), message);
            }
        }
    }
}
