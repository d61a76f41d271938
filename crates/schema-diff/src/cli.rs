//! The command line of `cargo xtask schema-diff`: flags, the report on stdout, the exit code.

use std::path::{Path, PathBuf};

use crate::gate::{self, FailOn};
use crate::report;
use crate::{Layout, Options};

/// The usage line.
pub const USAGE: &str = "schema-diff [BASE_REV] [--report text|markdown|json|github] \
[--fail-on breaking|behaviour|any|none] [--accept FILE] [--repo DIR] [--tools-dir DIR] [--schemas-dir DIR]";

/// How the report is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    Text,
    Markdown,
    Json,
    Github,
}

struct Args {
    options: Options,
    style: Style,
    fail_on: FailOn,
    accept: Option<PathBuf>,
}

fn parse(args: &[String], workspace: &Path, tools_dir: &str) -> Result<Args, String> {
    let mut parsed = Args {
        options: Options {
            repo: workspace.to_path_buf(),
            base: None,
            layout: Layout { tools_dir: tools_dir.into(), schemas_dir: "schemas".into() },
        },
        style: Style::Text,
        fail_on: FailOn::Breaking,
        accept: None,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |flag: &str| args.next().cloned().ok_or_else(|| format!("`{flag}` needs a value"));
        match arg.as_str() {
            "--report" => {
                parsed.style = match value("--report")?.as_str() {
                    "text" => Style::Text,
                    "markdown" => Style::Markdown,
                    "json" => Style::Json,
                    "github" => Style::Github,
                    other => {
                        return Err(format!(
                            "unknown `--report` value `{other}` (expected text, markdown, json or github)"
                        ))
                    }
                }
            }
            "--fail-on" => parsed.fail_on = value("--fail-on")?.parse()?,
            "--accept" => parsed.accept = Some(PathBuf::from(value("--accept")?)),
            "--repo" => parsed.options.repo = PathBuf::from(value("--repo")?),
            "--tools-dir" => parsed.options.layout.tools_dir = value("--tools-dir")?,
            "--schemas-dir" => parsed.options.layout.schemas_dir = value("--schemas-dir")?,
            flag if flag.starts_with("--") => return Err(format!("unknown argument `{flag}` for `schema-diff`")),
            rev if parsed.options.base.is_none() => parsed.options.base = Some(rev.to_string()),
            extra => return Err(format!("`schema-diff` takes one revision; `{extra}` is a second")),
        }
    }
    Ok(parsed)
}

/// Runs the command over the repository `workspace` and its tools crate in `tools_dir` (both
/// defaults for `--repo` and `--tools-dir`); the exit status: 0, 1 when the gate trips, 2 for a
/// usage or input error.
pub fn run(args: &[String], workspace: &Path, tools_dir: &str) -> u8 {
    let args = match parse(args, workspace, tools_dir) {
        Ok(args) => args,
        Err(message) => {
            eprintln!("error: {message}\nusage: {USAGE}");
            return 2;
        }
    };
    let accepts = match &args.accept {
        None => Vec::new(),
        Some(path) => {
            let parsed = std::fs::read_to_string(path).map_err(|e| e.to_string()).and_then(|t| gate::parse_accepts(&t));
            match parsed {
                Ok(accepts) => accepts,
                Err(e) => {
                    eprintln!("error: the accept file `{}`: {e}", path.display());
                    return 2;
                }
            }
        }
    };
    let mut report = match crate::run(&args.options) {
        Ok(report) => report,
        Err(error) => {
            for d in &error.diagnostics {
                eprintln!("{d}\n");
            }
            eprintln!("error: schema-diff: {}", error.message);
            return 2;
        }
    };
    gate::apply(&mut report, &accepts);
    let text = match args.style {
        Style::Text => report::text::render(&report),
        Style::Markdown => report::markdown::render(&report),
        Style::Json => report::json::render(&report),
        Style::Github => report::github::render(&report),
    };
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    if gate::trips(&report, args.fail_on) {
        eprintln!("schema-diff: the gate `--fail-on {}` trips: {}", fail_on_name(args.fail_on), report.summary());
        return 1;
    }
    0
}

fn fail_on_name(f: FailOn) -> &'static str {
    match f {
        FailOn::Breaking => "breaking",
        FailOn::Behaviour => "behaviour",
        FailOn::Any => "any",
        FailOn::None => "none",
    }
}
