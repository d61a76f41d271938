//! What each target can state: the rules table of `providers.md` section 10, as data.
//!
//! One walk (`lowering.rs`) serves every JSON Schema target but the canonical one; a target
//! is only a set of answers to "can you say this?". A `false` that keeps the arguments'
//! shape moves the constraint into the description (a warning); one that cannot (a map, a
//! tuple of different types, any JSON value) is an error for that format.

use super::Format;

/// How a target states a tuple.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tuples {
    /// `prefixItems` with `minItems`/`maxItems`, as the canonical form.
    PrefixItems,
    /// Every array needs `items` (OpenAI): a tuple of one type is `items` with its length;
    /// one of different types keeps `prefixItems` and adds `items` as the `anyOf` of them.
    NeedItems,
    /// No `prefixItems` at all: a tuple of one type is `items` with its length; one of
    /// different types is an error.
    OneTypeOnly,
}

/// Which `enum` values a target accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Enums {
    /// Any JSON value.
    Any,
    /// Strings, numbers, booleans and `null` (the strict grammars).
    Scalars,
    /// Strings and numbers (Gemini's JSON Schema mode).
    StringsAndNumbers,
}

/// The answers of one target.
#[derive(Clone, Copy, Debug)]
pub(super) struct Rules {
    /// `additionalProperties: false` on every object.
    pub closed_objects: bool,
    /// Every property in `required`; an optional one is a union with `null` (OpenAI strict).
    pub all_required: bool,
    /// `properties` on every object, maps included (OpenAI: "object schema missing properties").
    pub properties_always: bool,
    /// `minimum` and `maximum`.
    pub bounds: bool,
    /// `minLength` and `maxLength`.
    pub lengths: bool,
    /// `maxItems`, and `minItems` above 1.
    pub item_counts: bool,
    /// `uniqueItems`.
    pub unique_items: bool,
    /// `default`.
    pub defaults: bool,
    /// `additionalProperties` holding a schema (a map).
    pub maps: bool,
    /// `{}`: any JSON value.
    pub any_value: bool,
    /// `propertyNames` (the keys of a map with integer keys).
    pub property_names: bool,
    /// A type list (`["integer", "null"]`) for a nullable scalar; otherwise `anyOf` with
    /// `{"type": "null"}`.
    pub type_lists: bool,
    /// How tuples are stated.
    pub tuples: Tuples,
    /// Which `enum` values are accepted.
    pub enums: Enums,
}

/// Everything the canonical form says, said the same way.
const CANONICAL: Rules = Rules {
    closed_objects: false,
    all_required: false,
    properties_always: false,
    bounds: true,
    lengths: true,
    item_counts: true,
    unique_items: true,
    defaults: true,
    maps: true,
    any_value: true,
    property_names: true,
    type_lists: true,
    tuples: Tuples::PrefixItems,
    enums: Enums::Any,
};

impl Rules {
    /// The rules of a JSON format whose schema is not the canonical one verbatim.
    pub const fn of(format: Format) -> Rules {
        match format {
            // Anthropic's grammar compiler: no numeric or length bounds, `minItems` 0 or 1,
            // closed objects, no type lists (the SDK's `transform_schema` refuses them). `default` is documented as accepted, but the SDK's
            // `transform_schema` moves it into the description; the output is a fixed point
            // of that helper, so it is moved here too.
            Format::AnthropicStrict => Rules {
                closed_objects: true,
                bounds: false,
                lengths: false,
                item_counts: false,
                unique_items: false,
                defaults: false,
                maps: false,
                any_value: false,
                property_names: false,
                type_lists: false,
                tuples: Tuples::OneTypeOnly,
                enums: Enums::Scalars,
                ..CANONICAL
            },
            Format::OpenAi | Format::OpenAiResponses => {
                Rules { properties_always: true, tuples: Tuples::NeedItems, ..CANONICAL }
            }
            // "Supported schemas": numeric bounds and `minItems`/`maxItems` yes; string
            // lengths and `uniqueItems` are not listed; `default` was rejected.
            Format::OpenAiStrict => Rules {
                closed_objects: true,
                all_required: true,
                properties_always: true,
                lengths: false,
                unique_items: false,
                defaults: false,
                maps: false,
                any_value: false,
                property_names: false,
                tuples: Tuples::OneTypeOnly,
                enums: Enums::Scalars,
                ..CANONICAL
            },
            // `parametersJsonSchema`: the keywords listed for `responseJsonSchema`; `minLength`,
            // `maxLength`, `uniqueItems`, `default` and `propertyNames` are not among them.
            Format::Gemini => Rules {
                lengths: false,
                property_names: false,
                unique_items: false,
                defaults: false,
                enums: Enums::StringsAndNumbers,
                ..CANONICAL
            },
            Format::Anthropic | Format::Mcp | Format::Text => CANONICAL,
        }
    }
}
