//! Type fixtures built by hand from the model, one tool each, so that every lowering rule of
//! every format has a case: scalars, optionals and defaults, arrays, tuples, maps, structs,
//! data-carrying enums, any value, choices, names, and every shape of return value.

use toolschema::{
    Additional, FloatType, IntType, Json, List, Node, Number, Object, Property, Returns, Schema, ToolSchema, Type,
};

pub fn int(t: IntType) -> Schema {
    Schema::of(Type::Integer(t))
}
pub fn float() -> Schema {
    Schema::of(Type::Number(FloatType::F64))
}
pub fn string() -> Schema {
    Schema::of(Type::String)
}
pub fn boolean() -> Schema {
    Schema::of(Type::Boolean)
}
pub fn any() -> Schema {
    Schema::of(Type::Any)
}
pub fn array(items: Schema, unique: bool, len: Option<u64>) -> Schema {
    Schema::of(Type::Array { items: Node::new(items), unique, len })
}
pub fn vec(items: Schema) -> Schema {
    array(items, false, None)
}
pub fn tuple(items: Vec<Schema>) -> Schema {
    Schema::of(Type::Tuple(List::from(items)))
}
pub fn map(values: Schema) -> Schema {
    Schema::of(Type::Map(Node::new(values)))
}
pub fn object(properties: Vec<Property>, additional: Additional) -> Schema {
    Schema::of(Type::Object(Object { properties: List::from(properties), additional }))
}
pub fn any_of(branches: Vec<Schema>) -> Schema {
    Schema::of(Type::AnyOf(List::from(branches)))
}
pub fn text(s: &str) -> Json {
    Json::String(s.to_string().into())
}
pub fn choices(mut schema: Schema, values: Vec<Json>) -> Schema {
    schema.enum_values = Some(List::from(values));
    schema
}
pub fn described(mut schema: Schema, description: &str) -> Schema {
    schema.description = Some(description.to_string().into());
    schema
}
pub fn nullable(mut schema: Schema) -> Schema {
    schema.nullable = true;
    schema
}

/// A required property.
pub fn req(name: &str, schema: Schema) -> Property {
    Property { name: name.to_string().into(), rust_type: "T".into(), required: true, schema }
}
/// An `Option<T>` property.
pub fn opt(name: &str, schema: Schema) -> Property {
    Property { name: name.to_string().into(), rust_type: "Option<T>".into(), required: false, schema: nullable(schema) }
}
/// A property with a `(default: …)`.
pub fn defaulted(name: &str, mut schema: Schema, default: Json) -> Property {
    schema.default = Some(default);
    Property { name: name.to_string().into(), rust_type: "T".into(), required: false, schema }
}

pub fn tool(name: &str, description: &str, params: Vec<Property>, returns: Option<Schema>) -> ToolSchema {
    ToolSchema {
        name: name.to_string().into(),
        summary: description.to_string().into(),
        description: description.to_string().into(),
        params: List::from(params),
        returns: Returns {
            rust_type: if returns.is_some() { "R".into() } else { "()".into() },
            description: "".into(),
            schema: returns.map(Node::new),
            content: false,
        },
        is_async: false,
        annotations: toolschema::Annotations::NONE,
    }
}

/// `#[serde(tag = "type")] enum Shape { Circle { r: f64 }, Square { side: f64 } }`
pub fn shape() -> Schema {
    let branch = |tag: &str, field: &str| {
        let tag = choices(string(), vec![text(tag)]);
        object(vec![req("type", tag), req(field, float())], Additional::Unstated)
    };
    described(any_of(vec![branch("circle", "r"), branch("square", "side")]), "A shape")
}

/// `struct Point { x: f64, y: f64 }`
pub fn point() -> Schema {
    object(vec![req("x", described(float(), "Across")), req("y", float())], Additional::Unstated)
}

/// Every fixture, by name.
pub fn all() -> Vec<ToolSchema> {
    let unit = choices(string(), vec![text("celsius"), text("fahrenheit")]);
    let mut tools = vec![
        tool(
            "scalars",
            "Every scalar type.",
            vec![
                req("flag", boolean()),
                req("tiny", int(IntType::I8)),
                req("byte", described(int(IntType::U8), "A byte")),
                req("port", int(IntType::U16)),
                req("days", described(int(IntType::U32), "Number of days.")),
                req("offset", int(IntType::I32)),
                req("count", int(IntType::U64)),
                req("index", int(IntType::Usize)),
                req("big", int(IntType::I64)),
                req("ratio", float()),
                req("name", string()),
                req("initial", Schema::of(Type::Char)),
            ],
            None,
        ),
        tool(
            "optional_and_defaults",
            "Optional parameters, defaults and choices.",
            vec![
                req("city", described(string(), "City name, e.g. Paris")),
                opt("unit", described(unit.clone(), "Temperature unit")),
                opt("limit", int(IntType::U32)),
                opt("note", string()),
                defaulted("format", described(string(), "The format"), text("%Y-%m-%d")),
                defaulted("retries", int(IntType::U8), Json::Number(Number::PosInt(3))),
                defaulted(
                    "level",
                    choices(int(IntType::U8), vec![Json::Number(Number::PosInt(1)), Json::Number(Number::PosInt(2))]),
                    Json::Number(Number::PosInt(1)),
                ),
                opt("letter", choices(Schema::of(Type::Char), vec![text("a"), text("b")])),
            ],
            None,
        ),
        tool(
            "arrays",
            "Lists, fixed-size arrays and sets.",
            vec![
                req("names", vec(string())),
                req("rgb", described(array(int(IntType::U8), false, Some(3)), "A colour")),
                req("single", array(float(), false, Some(1))),
                req("tags", array(string(), true, None)),
                req("grid", vec(vec(int(IntType::I32)))),
                opt("flags", vec(boolean())),
                opt("letters", array(Schema::of(Type::Char), true, None)),
            ],
            None,
        ),
        tool(
            "tuple_same_types",
            "A tuple whose items have one type.",
            vec![
                req("coords", described(tuple(vec![float(), float()]), "(lat, lon)")),
                opt("pair", tuple(vec![int(IntType::U8), int(IntType::U8)])),
            ],
            None,
        ),
        tool(
            "tuple_mixed_types",
            "A tuple whose items have different types.",
            vec![req("entry", tuple(vec![int(IntType::I32), string()])), req("name", string())],
            None,
        ),
        tool(
            "map_param",
            "A map parameter.",
            vec![req("labels", described(map(string()), "Extra labels")), req("scores", map(int(IntType::U16)))],
            None,
        ),
        tool(
            "structs",
            "Nested structs.",
            vec![
                req("origin", described(point(), "Origin point")),
                opt("target", point()),
                req(
                    "filter",
                    object(
                        vec![
                            req("folder", string()),
                            opt("limit", int(IntType::U32)),
                            req("tags", vec(string())),
                            req("near", point()),
                        ],
                        Additional::Denied,
                    ),
                ),
            ],
            None,
        ),
        tool(
            "serde_default_field",
            "A struct field with a serde default that is not an Option.",
            vec![req(
                "options",
                object(
                    vec![req("name", string()), defaulted("depth", int(IntType::U32), Json::Number(Number::PosInt(2)))],
                    Additional::Unstated,
                ),
            )],
            None,
        ),
        tool(
            "flattened_map",
            "A struct with a flattened map.",
            vec![req("record", object(vec![req("id", string())], Additional::Schema(Node::new(string()))))],
            None,
        ),
        tool(
            "data_enums",
            "Data-carrying enums, internally and externally tagged.",
            vec![
                req("kind", shape()),
                opt("maybe_kind", shape()),
                req(
                    "action",
                    any_of(vec![
                        choices(string(), vec![text("Stop")]),
                        object(
                            vec![req("Move", object(vec![req("x", int(IntType::I32))], Additional::Unstated))],
                            Additional::Denied,
                        ),
                    ]),
                ),
            ],
            None,
        ),
        tool("any_value", "Any JSON value.", vec![req("payload", any()), req("messages", vec(any()))], None),
        tool(
            "complex_choices",
            "Choices that some targets cannot state as enum.",
            vec![
                req(
                    "pair",
                    choices(
                        array(int(IntType::U8), false, Some(2)),
                        vec![Json::Array(List::from(vec![
                            Json::Number(Number::PosInt(1)),
                            Json::Number(Number::PosInt(2)),
                        ]))],
                    ),
                ),
                req("yes", choices(boolean(), vec![Json::Bool(true)])),
            ],
            None,
        ),
        tool(
            "nullable_values",
            "Options where a value cannot be left out: items, map values, tuple items.",
            vec![
                req("numbers", vec(nullable(int(IntType::U8)))),
                req("units", vec(nullable(unit.clone()))),
                req("points", map(nullable(point()))),
                req("pair", tuple(vec![nullable(string()), int(IntType::U8)])),
            ],
            None,
        ),
        tool(
            "integer_keys",
            "A map with integer keys.",
            vec![req("by_id", Schema::of(Type::IntMap(IntType::U16, Node::new(string()))))],
            None,
        ),
        tool("no_params", "Nothing to fill in.", vec![], None),
        tool("9lives", "A name Gemini refuses.", vec![req("kebab-name", string())], None),
        tool(&"a".repeat(65), "A name too long for Anthropic and OpenAI.", vec![], None),
        tool("returns_struct", "Returns an object.", vec![], Some(described(point(), "A point"))),
        tool("returns_string", "Returns a string.", vec![], Some(string())),
        tool("returns_option", "Returns an optional number.", vec![], Some(nullable(int(IntType::U32)))),
        tool("returns_map", "Returns a map.", vec![], Some(map(int(IntType::U32)))),
        tool("returns_list", "Returns a list of shapes.", vec![], Some(vec(shape()))),
        tool(
            "get_weather",
            "Get the weather forecast for a city.",
            vec![
                req("city", described(string(), "City name, e.g. Paris")),
                opt("unit", described(unit, "Temperature unit")),
                req("days", described(int(IntType::U32), "Number of days")),
                req("origin", described(point(), "Origin point")),
                req("coords", described(tuple(vec![float(), float()]), "(lat, lon)")),
                req("kind", shape()),
            ],
            Some(object(vec![req("summary", string()), req("highs", vec(float()))], Additional::Unstated)),
        ),
    ];
    // The Returns section is the output schema's description.
    tools.last_mut().unwrap().returns.description = "The forecast.".into();
    tools
}
