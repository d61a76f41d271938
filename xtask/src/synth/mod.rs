//! `cargo xtask synth N DIR`: a synthetic workspace of N tools written three ways, for the
//! build benchmarks of `crates/toolschema/BENCHMARKS.md` (`benches/scale.sh` times them).
//!
//! `DIR/toolschema` is a tools crate for toolschema; `DIR/schemars` the same functions with
//! `#[derive(Deserialize, JsonSchema)]` argument structs, a `match` over the names and
//! `schemars::schema_for!` at run time, as rmcp's and rig's macros expand them;
//! `DIR/serde` the same with serde's derive alone. The tools are grouped `--per-file` to a
//! module (50 by default), each group with its own unit enum and small struct; `--one-file`
//! writes every group as an inline module of `src/lib.rs`. `--split` gives the two
//! hand-written crates one function per tool for its call and one for its schema, named by
//! the `match` and the list, as toolschema's generated code does: in one body, rustc's type
//! checking of thousands of arms grows faster than their number, which makes the one-body
//! form a slow baseline at 2,000 tools.

mod flavours;
mod model;

use std::fs;
use std::path::{Path, PathBuf};

use flavours::Flavour;

use toolschema_cli::{outln, usage, Failure};

use crate::workspace_root;

pub const USAGE: &str = "  cargo xtask synth N DIR [--per-file K] [--one-file] [--split]";

struct Args {
    n: usize,
    dir: PathBuf,
    per_file: usize,
    one_file: bool,
    split: bool,
}

fn parse(args: &[String]) -> Result<Args, Failure> {
    let mut positional = Vec::new();
    let (mut per_file, mut one_file, mut split) = (50, false, false);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--one-file" => one_file = true,
            "--split" => split = true,
            "--per-file" => {
                let value = args.next().ok_or_else(|| usage("`--per-file` needs a value".into()))?;
                per_file = value
                    .parse()
                    .ok()
                    .filter(|&k| k > 0)
                    .ok_or_else(|| usage(format!("`--per-file` takes a number of tools above 0, not `{value}`")))?;
            }
            other if other.starts_with("--") => return Err(usage(format!("unknown argument `{other}` for `synth`"))),
            _ => positional.push(arg.clone()),
        }
    }
    let [n, dir] = positional.as_slice() else { return Err(usage("`synth` takes N and DIR".to_string())) };
    let n = n.parse().map_err(|_| usage(format!("N must be a number of tools, not `{n}`")))?;
    Ok(Args { n, dir: PathBuf::from(dir), per_file, one_file, split })
}

pub fn run(args: &[String]) -> Result<(), Failure> {
    let args = parse(args)?;
    let tools = model::tools(args.n, args.per_file);
    let root = workspace_root();
    let fail = |what: String, err: std::io::Error| {
        eprintln!("error: cannot {what}: {err}");
        Failure::Failed
    };
    fs::create_dir_all(&args.dir).map_err(|e| fail(format!("create `{}`", args.dir.display()), e))?;
    let mut files = vec![
        (args.dir.join("Cargo.toml"), workspace_manifest()),
        (
            args.dir.join("rust-toolchain.toml"),
            fs::read_to_string(root.join("rust-toolchain.toml")).unwrap_or_default(),
        ),
    ];
    // The workspace's own lock, so that the three crates build with the versions it tests.
    if !args.dir.join("Cargo.lock").exists() {
        files.push((args.dir.join("Cargo.lock"), fs::read_to_string(root.join("Cargo.lock")).unwrap_or_default()));
    }
    let groups = tools.last().map_or(0, |t| t.group + 1);
    for flavour in Flavour::ALL {
        let dir = args.dir.join(flavour.name());
        // Groups of an earlier, larger run must not linger.
        let _ = fs::remove_dir_all(dir.join("src"));
        let modules: Vec<(String, String)> = (0..groups)
            .map(|g| {
                let members: Vec<&model::Tool> = tools.iter().filter(|t| t.group == g).collect();
                (flavours::module(g), flavours::group(flavour, g, &members))
            })
            .collect();
        files.push((dir.join("Cargo.toml"), manifest(flavour, &root)));
        files.push((dir.join("src/store.rs"), flavours::STORE.to_string()));
        files.push((dir.join("src/lib.rs"), flavours::lib(flavour, &modules, args.one_file, args.split, &tools)));
        if flavour == Flavour::Toolschema {
            files.push((dir.join("build.rs"), BUILD_RS.to_string()));
        }
        if !args.one_file {
            files.extend(modules.into_iter().map(|(module, text)| (dir.join(format!("src/{module}.rs")), text)));
        }
    }
    for (path, text) in &files {
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).map_err(|e| fail(format!("create `{}`", parent.display()), e))?;
        }
        write_if_changed(path, text).map_err(|e| fail(format!("write `{}`", path.display()), e))?;
    }
    let layout = if args.one_file { "in one file".to_string() } else { format!("in {groups} files") };
    outln!("synth: {} tools {layout}, three ways, in {}", args.n, args.dir.display());
    Ok(())
}

/// Writes `text` unless the file holds it already, so that a second run rebuilds nothing.
fn write_if_changed(path: &Path, text: &str) -> std::io::Result<()> {
    if fs::read_to_string(path).ok().as_deref() == Some(text) {
        return Ok(());
    }
    fs::write(path, text)
}

const BUILD_RS: &str = "//! Generates the tools' schemas and dispatch into `OUT_DIR`.\n\n\
fn main() {\n    toolschema_codegen::Build::new().run();\n}\n";

fn workspace_manifest() -> String {
    let members: Vec<String> = Flavour::ALL.iter().map(|f| format!("\"{}\"", f.name())).collect();
    format!(
        "# Written by `cargo xtask synth`: three ways of one synthetic tools crate.\n[workspace]\nresolver = \"2\"\nmembers = [{}]\n",
        members.join(", ")
    )
}

fn manifest(flavour: Flavour, root: &Path) -> String {
    let path = |krate: &str| root.join("crates").join(krate).display().to_string().replace('\\', "/");
    let mut text = format!(
        "[package]\nname = \"synth-{}\"\nversion = \"0.1.0\"\nedition = \"2021\"\npublish = false\n\n[dependencies]\n\
         serde = {{ version = \"1\", features = [\"derive\"] }}\nserde_json = \"1\"\n",
        flavour.name()
    );
    match flavour {
        Flavour::Toolschema => {
            text += &format!("toolschema = {{ path = \"{}\" }}\n\n", path("toolschema"));
            text += &format!("[build-dependencies]\ntoolschema-codegen = {{ path = \"{}\" }}\n", path("codegen"));
        }
        Flavour::Schemars => text += "schemars = \"1\"\n",
        Flavour::Serde => {}
    }
    text
}
