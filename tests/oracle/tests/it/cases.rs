//! The fixtures: each Rust type with its echo tool, and schemars' schemas of it.

use schemars::generate::SchemaSettings;
use schemars::JsonSchema;
use serde_json::Value;
use toolschema::ToolSchema;

use toolschema_oracle::collections::*;
use toolschema_oracle::enums::*;
use toolschema_oracle::fields::*;
use toolschema_oracle::flattened::*;
use toolschema_oracle::rename_all::*;
use toolschema_oracle::renames::*;
use toolschema_oracle::scalars::*;
use toolschema_oracle::structs::*;
use toolschema_oracle::tagged::*;
use toolschema_oracle::tuples::*;
use toolschema_oracle::unit_enums::*;
use toolschema_oracle::wires::*;

/// One fixture type and its echo tool.
pub(super) struct Case {
    /// The Rust type, as written.
    pub ty: &'static str,
    /// The echo tool's name.
    pub tool: &'static str,
    /// schemars' schema of what the type reads (its `Deserialize`), as `schema_for!` gives it.
    pub reads: fn() -> Value,
    /// schemars' schema of what the type writes (its `Serialize`).
    pub writes: fn() -> Value,
    /// Reads a value as the type, through serde alone: `Err` holds serde's message.
    pub parse: fn(Value) -> Result<(), String>,
    /// Reads JSON text as the type, through serde alone.
    pub parse_text: fn(&str) -> Result<(), String>,
}

impl Case {
    /// The echo tool's generated schema.
    pub fn schema(&self) -> &'static ToolSchema {
        toolschema_oracle::TOOLS
            .iter()
            .copied()
            .find(|t| t.name() == self.tool)
            .unwrap_or_else(|| panic!("no tool `{}`", self.tool))
    }
}

fn reads<T: JsonSchema>() -> Value {
    schemars::schema_for!(T).to_value()
}

fn writes<T: JsonSchema>() -> Value {
    SchemaSettings::default().for_serialize().into_generator().into_root_schema_for::<T>().to_value()
}

fn parse<T: serde::de::DeserializeOwned>(value: Value) -> Result<(), String> {
    serde_json::from_value::<T>(value).map(drop).map_err(|e| e.to_string())
}

fn parse_text<T: serde::de::DeserializeOwned>(text: &str) -> Result<(), String> {
    serde_json::from_str::<T>(text).map(drop).map_err(|e| e.to_string())
}

macro_rules! cases {
    ($($ty:ty => $tool:ident,)*) => {
        &[$(Case {
            ty: stringify!($ty),
            tool: stringify!($tool),
            reads: reads::<$ty>,
            writes: writes::<$ty>,
            parse: parse::<$ty>,
            parse_text: parse_text::<$ty>,
        },)*]
    };
}

/// Every echo tool of the crate, with the type it echoes.
pub(super) const CASES: &[Case] = cases![
    Integers => echo_integers,
    Scalars => echo_scalars,
    Strings => echo_strings,
    u8 => echo_u8,
    Sequences => echo_sequences,
    FixedArrays => echo_fixed_arrays,
    Sets => echo_sets,
    Maps => echo_maps,
    Tuples => echo_tuples,
    Optionals => echo_optionals,
    Pointers => echo_pointers,
    Documented => echo_documented,
    Address => echo_address,
    Customer => echo_customer,
    Line => echo_line,
    Order => echo_order,
    Meters => echo_meters,
    Destination => echo_destination,
    Labels => echo_labels,
    Point => echo_point,
    Renamed => echo_renamed,
    TwoWays => echo_two_ways,
    OddNames => echo_odd_names,
    Acronyms => echo_acronyms,
    LowerCase => echo_lower_case,
    UpperCase => echo_upper_case,
    PascalCase => echo_pascal_case,
    CamelCase => echo_camel_case,
    SnakeCase => echo_snake_case,
    ScreamingSnakeCase => echo_screaming_snake_case,
    KebabCase => echo_kebab_case,
    ScreamingKebabCase => echo_screaming_kebab_case,
    Settings => echo_settings,
    FieldDefaults => echo_field_defaults,
    Skips => echo_skips,
    Page => echo_page,
    Audit => echo_audit,
    Query => echo_query,
    Tagged => echo_tagged,
    Strict => echo_strict,
    Color => echo_color,
    Level => echo_level,
    Heading => echo_heading,
    Shout => echo_shout,
    Camel => echo_camel,
    Pascal => echo_pascal,
    Siren => echo_siren,
    Option<Color> => echo_maybe_color,
    Paint => echo_paint,
    Shape => echo_shape,
    Position => echo_position,
    Event => echo_event,
    Message => echo_message,
    Setting => echo_setting,
    Reference => echo_reference,
    Command => echo_command,
    Toggle => echo_toggle,
    Envelope => echo_envelope,
    Dog => echo_dog,
    Cat => echo_cat,
    Animal => echo_animal,
    Pet => echo_pet,
    ReadSkip => echo_read_skip,
    WriteSkip => echo_write_skip,
    BothSkip => echo_both_skip,
    Marker => echo_marker,
    Marked => echo_marked,
    ExtMarker => echo_ext_marker,
    IntMarker => echo_int_marker,
    AdjMarker => echo_adj_marker,
    UntMarker => echo_unt_marker,
    Record => echo_record,
    Bag => echo_bag,
    Scores => echo_scores,
    Nice => echo_nice,
    Even => echo_even,
    WithRest => echo_with_rest,
    FlatExt => echo_flat_ext,
    FlatInt => echo_flat_int,
    FlatAdj => echo_flat_adj,
    FlatUnt => echo_flat_unt,
    FlatOptions => echo_flat_options,
    FlatOptionInt => echo_flat_option_int,
    ClosedExt => echo_closed_ext,
    ClosedAdj => echo_closed_adj,
];

#[test]
fn every_tool_is_a_case() {
    let mut tools: Vec<&str> = toolschema_oracle::TOOLS.iter().map(|t| t.name()).collect();
    let mut cases: Vec<&str> = CASES.iter().map(|c| c.tool).collect();
    tools.sort_unstable();
    cases.sort_unstable();
    assert_eq!(tools, cases);
}
