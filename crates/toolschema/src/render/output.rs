//! The schema of what a tool returns, as MCP's `outputSchema`.
//!
//! MCP up to revision 2025-11-25 wants `type: "object"` at the root of `outputSchema` (and
//! an object `structuredContent`); any other value is wrapped as `{"result": value}`, the
//! same way in the schema and in the result (`provider_result`), so the two always agree.

use super::canonical;
use super::writer::Out;
use crate::model::{Schema, ToolSchema, Type};

/// The key a value that is not an object is wrapped under.
pub const RESULT_KEY: &str = "result";

/// Whether a value of `schema` is wrapped as `{"result": value}`: when it may be anything
/// but an object (`null` included).
pub fn wraps(schema: &Schema) -> bool {
    schema.nullable || !matches!(schema.ty, Type::Object(_) | Type::Map(_) | Type::IntMap(..))
}

/// `outputSchema`, with the Returns section as its description; `None` when the tool has no
/// output schema.
pub(super) fn schema(tool: &ToolSchema) -> Option<Out<'_>> {
    let returns = tool.returns.schema.as_deref()?;
    // A returned `None` is a `null`, which the canonical form of a nullable node states.
    let mut value = canonical::schema(returns);
    // The Returns section is the use site: it wins over the type's own doc (section 4.1).
    if !tool.returns.description.is_empty() {
        set_description(&mut value, &tool.returns.description);
    }
    if !wraps(returns) {
        return Some(value);
    }
    Some(Out::Object(vec![
        ("type", Out::str("object")),
        ("properties", Out::Object(vec![(RESULT_KEY, value)])),
        ("required", Out::Array(vec![Out::str(RESULT_KEY)])),
    ]))
}

/// Puts `text` as the node's description, where the canonical order has it (after `type`).
fn set_description<'a>(node: &mut Out<'a>, text: &'a str) {
    let Out::Object(entries) = node else { return };
    if let Some((_, description)) = entries.iter_mut().find(|(key, _)| *key == "description") {
        *description = Out::str(text);
        return;
    }
    let at = usize::from(entries.first().is_some_and(|(key, _)| *key == "type"));
    entries.insert(at, ("description", Out::str(text)));
}
