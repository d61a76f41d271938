//! The embeddings hook: a user's text → vector function, fused with the lexical score.

use toolschema::ToolSchema;

/// Turns text into a vector (a sentence-embedding model of the user's choice). Vectors of
/// one embedder must have one length; a vector of another length, or of zero norm, counts
/// as similarity 0.
pub trait Embedder {
    /// The vector of `text`.
    fn embed(&self, text: &str) -> Vec<f32>;
}

/// The tools' vectors and the share of the fused score they have.
pub(crate) struct Embeddings<'a> {
    embedder: Box<dyn Embedder + 'a>,
    tools: Vec<Vec<f32>>,
    weight: f32,
}

/// The text of a tool that is embedded: its name's words, description and parameters.
fn tool_text(tool: &ToolSchema) -> String {
    let mut text = format!("{}: {}", tool.name.replace('_', " "), tool.description);
    for p in tool.params.iter() {
        text.push_str(&format!("\n{}: {}", p.name, p.schema.description.as_deref().unwrap_or("")));
    }
    text
}

fn cosine(a: &[f32], b: &[f32]) -> f32 {
    if a.len() != b.len() {
        return 0.0;
    }
    let dot: f32 = a.iter().zip(b).map(|(x, y)| x * y).sum();
    let na: f32 = a.iter().map(|x| x * x).sum::<f32>().sqrt();
    let nb: f32 = b.iter().map(|x| x * x).sum::<f32>().sqrt();
    let c = dot / (na * nb);
    if c.is_finite() {
        c.clamp(0.0, 1.0)
    } else {
        0.0
    }
}

impl<'a> Embeddings<'a> {
    pub(crate) fn new(embedder: Box<dyn Embedder + 'a>, tools: &[&ToolSchema], weight: f32) -> Self {
        let vectors = tools.iter().map(|t| embedder.embed(&tool_text(t))).collect();
        let weight = if weight.is_finite() { weight.clamp(0.0, 1.0) } else { 0.0 };
        Embeddings { embedder, tools: vectors, weight }
    }

    /// `scores` fused with the query's similarity to each tool.
    pub(crate) fn fuse(&self, query: &str, scores: &mut [f32]) {
        let q = self.embedder.embed(super::text::bounded(query));
        for (score, tool) in scores.iter_mut().zip(&self.tools) {
            *score = (1.0 - self.weight) * *score + self.weight * cosine(&q, tool);
        }
    }
}
