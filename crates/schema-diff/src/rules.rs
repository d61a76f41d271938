//! Every rule the comparison applies, with its level in each direction: the table of docs/schema-review.md
//! shows and the JSON report's `rule` ids.

/// One rule: its id, what it detects, and its level for input and for output.
#[derive(Clone, Copy, Debug)]
pub struct Rule {
    /// The id in every report.
    pub id: &'static str,
    /// What it detects.
    pub what: &'static str,
    /// Its level where the model writes the value (parameters).
    pub input: &'static str,
    /// Its level where the tool writes the value (the result).
    pub output: &'static str,
}

const fn rule(id: &'static str, what: &'static str, input: &'static str, output: &'static str) -> Rule {
    Rule { id, what, input, output }
}

/// Every rule, in the order docs/schema-review.md lists them.
pub const RULES: &[Rule] = &[
    rule("tool-removed", "a tool is gone", "breaking", "breaking"),
    rule("tool-added", "a new tool", "compatible", "compatible"),
    rule("tool-renamed", "a removed and an added tool with equal schemas", "breaking", "breaking"),
    rule("param-added-required", "a new required parameter", "breaking", "-"),
    rule("param-added-optional", "a new optional (or defaulted) parameter", "compatible", "-"),
    rule("param-removed", "a parameter is gone (dispatch refuses unknown arguments)", "breaking", "-"),
    rule("param-renamed", "a removed and an added parameter with equal schemas", "breaking", "-"),
    rule("param-required", "an optional parameter became required", "breaking", "-"),
    rule("param-optional", "a required parameter became optional", "compatible", "-"),
    rule("property-added-required", "a new required field of an object", "breaking", "compatible"),
    rule("property-added-optional", "a new optional field of an object", "compatible", "compatible"),
    rule(
        "property-removed",
        "a field is gone (input: refused in a closed object, ignored in an open one; output: a required field no longer written)",
        "breaking / behaviour",
        "breaking / compatible",
    ),
    rule("property-renamed", "a removed and an added field with equal schemas", "breaking", "breaking"),
    rule("property-required", "an optional field became required", "breaking", "compatible"),
    rule("property-optional", "a required field became optional", "compatible", "breaking"),
    rule("nullable-added", "`null` is now allowed (`T` → `Option<T>`)", "compatible", "breaking"),
    rule("nullable-removed", "`null` is no longer allowed (input: only calls outside the schema, which never shows `null`, sent it)", "behaviour", "compatible"),
    rule("type-changed", "the type changed to one that holds none of the old values", "breaking", "breaking"),
    rule("type-widened", "the type holds every old value and more (`i64` → `f64`, typed → any)", "compatible", "breaking"),
    rule("type-narrowed", "the type holds fewer values (`f64` → `i64`, any → typed)", "breaking", "compatible"),
    rule("bounds-tightened", "a range or length got narrower (`u32` → `u8`, `Vec<T>` → `[T; N]`, `String` → `char`)", "breaking", "compatible"),
    rule("bounds-loosened", "a range or length got wider (`u8` → `u32`, `[T; N]` → `Vec<T>`)", "compatible", "breaking"),
    rule("bounds-changed", "a range or length moved so that neither holds the other (`i8` → `u8`, `[T; 2]` → `[T; 3]`)", "breaking", "breaking"),
    rule("enum-added", "values are now limited to a list", "breaking", "compatible"),
    rule("enum-removed", "values are no longer limited to a list", "compatible", "breaking"),
    rule("enum-value-added", "a value joined the list", "compatible", "breaking"),
    rule("enum-value-removed", "a value left the list", "breaking", "compatible"),
    rule("unique-items-added", "items must now be unique (`Vec<T>` → `HashSet<T>`)", "breaking", "compatible"),
    rule("unique-items-removed", "items need no longer be unique", "compatible", "breaking"),
    rule("tuple-shape-changed", "a tuple has another number of items", "breaking", "breaking"),
    rule("object-closed", "an object now refuses keys it does not name (`deny_unknown_fields`) or limits them", "breaking", "compatible"),
    rule("object-opened", "an object now takes keys it does not name", "compatible", "breaking"),
    rule("any-of-branch-added", "an `anyOf` branch (an enum variant) was added", "compatible", "breaking"),
    rule("any-of-branch-removed", "an `anyOf` branch (an enum variant) was removed", "breaking", "compatible"),
    rule("default-added", "a default where an optional value had none: calls that omit it now get it", "behaviour", "-"),
    rule("default-changed", "another default: calls that omit it now do something else", "behaviour", "-"),
    rule("default-removed", "the default is gone: calls that omit it now get `None`, or are refused", "behaviour", "-"),
    rule("output-schema-added", "the result now has an output schema", "-", "compatible"),
    rule("output-schema-removed", "the result no longer has an output schema", "-", "breaking"),
    rule("hint-relaxed", "an MCP annotation now lets clients take less care: `readOnlyHint` or `idempotentHint` now true, `destructiveHint` or `openWorldHint` now false (MCP's defaults filled in)", "behaviour", "behaviour"),
    rule("hint-tightened", "an MCP annotation now asks clients for more care (the other way round)", "compatible", "compatible"),
    rule("title-changed", "the tool's `title` (MCP's annotations) was added, removed or changed", "docs", "docs"),
    rule("description-changed", "a description the model reads (a tool's, a parameter's, a field's, the result's), as a word diff", "docs", "docs"),
];

/// Whether `id` is a rule of [`RULES`].
pub fn known(id: &str) -> bool {
    RULES.iter().any(|r| r.id == id)
}

/// The rules table as Markdown, for docs/schema-review.md.
pub fn markdown_table() -> String {
    let mut out = String::from("| rule | what | input | output |\n|---|---|---|---|\n");
    for r in RULES {
        out.push_str(&format!("| `{}` | {} | {} | {} |\n", r.id, r.what, r.input, r.output));
    }
    out
}
