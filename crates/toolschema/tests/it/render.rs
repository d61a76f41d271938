//! The renderers, byte for byte: the spec's seed example and the canonical key order.

use toolschema::doc::DocFragment;
use toolschema::lower::{lower_tool, ParamSource, ToolSource};
use toolschema::{Format, Pos, RustType};

/// The JSON of section 4.3 of the spec, verbatim.
const SEED_JSON: &str = r#"{
  "name": "get_current_datetime",
  "description": "Returns the current date and time formatted according to the specified format",
  "input_schema": {
    "type": "object",
    "properties": {
      "date_format": {
        "type": "string",
        "description": "A string specifying the format of the returned datetime. Uses Python's strftime format codes.",
        "default": "%Y-%m-%d %H:%M:%S"
      }
    },
    "required": []
  }
}
"#;

fn tool(name: &str, doc: &str, params: &[(&str, &str)], returns: Option<&str>) -> ToolSource {
    ToolSource {
        name: name.to_string(),
        pos: Pos::new(1, 1),
        doc: DocFragment::lines(doc),
        params: params
            .iter()
            .map(|(name, ty)| ParamSource {
                name: name.to_string(),
                pos: Pos::new(1, 1),
                ty: RustType::parse(ty).unwrap(),
                ty_text: ty.to_string(),
                ty_pos: Pos::new(1, 1),
            })
            .collect(),
        returns: returns.map(str::to_string),
        returns_ty: returns.and_then(RustType::parse),
        is_async: false,
    }
}

#[test]
fn seed_example_is_byte_identical_to_the_spec() {
    let source = tool(
        "get_current_datetime",
        " Returns the current date and time formatted according to the specified format\n\n Args:\n     date_format: A string specifying the format of the returned datetime. Uses Python's strftime format codes. (default: \"%Y-%m-%d %H:%M:%S\")",
        &[("date_format", "String")],
        Some("Result<String, String>"),
    );
    let lowered = lower_tool(&source);
    assert_eq!(lowered.diagnostics, vec![]);
    assert_eq!(lowered.schema.render(Format::Anthropic).unwrap(), SEED_JSON);
}

#[test]
fn text_format_is_one_line() {
    let source = tool(
        "calculator",
        " Multiply two integers.\n\n Args:\n     a: the first\n     b: the second",
        &[("a", "i64"), ("b", "i64")],
        Some("i64"),
    );
    let line = lower_tool(&source).schema.render(Format::Text).unwrap();
    assert_eq!(
        line,
        "Tool Name: calculator, Description: Multiply two integers., Arguments: a: i64, b: i64, Outputs: i64\n"
    );
}

#[test]
fn every_type_row_renders_in_canonical_key_order() {
    let rows = [
        ("s", "String"),
        ("r", "&str"),
        ("cow", "Cow<str>"),
        ("boxed", "Box<str>"),
        ("shared", "Arc<str>"),
        ("path", "PathBuf"),
        ("p", "&Path"),
        ("c", "char"),
        ("flag", "bool"),
        ("i_8", "i8"),
        ("i_16", "i16"),
        ("i_32", "i32"),
        ("u_8", "u8"),
        ("u_16", "u16"),
        ("u_32", "u32"),
        ("u_64", "u64"),
        ("u_128", "u128"),
        ("u_size", "usize"),
        ("i_64", "i64"),
        ("i_128", "i128"),
        ("i_size", "isize"),
        ("f_32", "f32"),
        ("f_64", "f64"),
        ("list", "Vec<String>"),
        ("deque", "VecDeque<u8>"),
        ("slice", "&[u32]"),
        ("boxed_slice", "Box<[bool]>"),
        ("fixed", "[f64; 3]"),
        ("set", "HashSet<String>"),
        ("btree_set", "BTreeSet<i32>"),
        ("map", "HashMap<String, u16>"),
        ("btree_map", "BTreeMap<String, Vec<bool>>"),
        ("pair", "(i32, String)"),
        ("maybe", "Option<u8>"),
        ("rc", "Rc<Vec<String>>"),
        ("arc_slice", "Arc<[u8]>"),
        ("arc_path", "Arc<Path>"),
        ("any", "serde_json::Value"),
        ("nested", "Vec<Option<HashMap<String, (u8, char)>>>"),
    ];
    let source = tool("every_row", " Every row of the type mapping.", &rows, None);
    let lowered = lower_tool(&source);
    let errors: Vec<_> = lowered.diagnostics.iter().filter(|d| d.is_error()).collect();
    assert!(errors.is_empty(), "{errors:?}");
    insta::assert_snapshot!(lowered.schema.render(Format::Anthropic).unwrap());
}

#[test]
fn unsupported_types_are_errors_naming_the_part() {
    let rows = [
        ("a", "Rc<Path>"),
        ("b", "Vec<Uuid>"),
        ("c", "HashMap<bool, String>"),
        ("d", "Vec<&str>"),
        ("e", "[u8; 64]"),
        ("f", "()"),
        ("g", "Option<Option<u8>>"),
        ("h", "&mut Workspace"),
        ("i", "impl Fn()"),
        ("j", "other::String"),
    ];
    let source = tool("bad", " Bad types.", &rows, None);
    let rendered: Vec<String> = lower_tool(&source).diagnostics.iter().map(|d| d.render("bad.rs")).collect();
    insta::assert_snapshot!(rendered.join("\n"));
}
