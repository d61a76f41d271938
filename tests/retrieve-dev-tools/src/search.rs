//! The meta-tool: finds the other tools of the catalogue.

use serde::Serialize;

/// A tool that fits the request.
#[derive(Serialize)]
pub struct ToolMatch {
    /// The tool's name, to call it by.
    pub name: String,
    /// What the tool does, in one paragraph.
    pub summary: String,
    /// How well it fits, from 0 to 1.
    pub score: f64,
}

/// Finds the tools that fit a request, best first: use it when none of the tools you have fits.
///
/// Args:
///     query: What should be done, in the user's words, such as `cancel my booking`.
///     limit: How many tools to return at most. (default: 5)
pub fn search_tools(query: String, limit: u8) -> Vec<ToolMatch> {
    // `retrieve` never returns the search tool itself.
    let hits = crate::retrieve(&query, usize::from(limit));
    let score = |s: f32| toolschema_retrieve::meta::rounded(s);
    hits.into_iter()
        .map(|h| ToolMatch {
            name: h.tool.name().to_owned(),
            summary: h.tool.summary().to_owned(),
            score: score(h.score),
        })
        .collect()
}
