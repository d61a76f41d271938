//! `gen-schemas`: write (or `--check`) one file per tool, in any format (SPEC section 7).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use toolschema::Format;
use toolschema_codegen::{generate, Options};

use crate::locate::{tools_crate, Choice};
use crate::{diff, plural, usage, Cli, Failure};

struct Args {
    check: bool,
    tools: Choice,
    out: Option<PathBuf>,
    format: Format,
    deny_warnings: bool,
    defer_loading: bool,
    allow_primitive_ids: bool,
}

fn parse(args: &[String]) -> Result<Args, Failure> {
    let mut parsed = Args {
        check: false,
        tools: Choice::default(),
        out: None,
        format: Format::Anthropic,
        deny_warnings: false,
        defer_loading: false,
        allow_primitive_ids: false,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |flag: &str| args.next().cloned().ok_or_else(|| usage(format!("`{flag}` needs a value")));
        if parsed.tools.take(arg, || value(arg))? {
            continue;
        }
        match arg.as_str() {
            "--check" => parsed.check = true,
            "--deny-warnings" => parsed.deny_warnings = true,
            "--defer-loading" => parsed.defer_loading = true,
            "--allow-primitive-ids" => parsed.allow_primitive_ids = true,
            "--out" => parsed.out = Some(PathBuf::from(value("--out")?)),
            "--format" => parsed.format = value("--format")?.parse().map_err(usage)?,
            other => return Err(usage(format!("unknown argument `{other}` for `gen-schemas`"))),
        }
    }
    if parsed.defer_loading && !matches!(parsed.format, Format::Anthropic | Format::AnthropicStrict) {
        return Err(usage(format!(
            "`--defer-loading` is for `anthropic` and `anthropic-strict`, not `{}`",
            parsed.format
        )));
    }
    Ok(parsed)
}

pub(crate) fn run(cli: &Cli<'_>, args: &[String]) -> Result<(), Failure> {
    let args = parse(args)?;
    let tools = tools_crate(&args.tools)?;
    let out = args.out.clone().unwrap_or_else(|| tools.workspace.join("schemas"));
    let mut options = Options::new(&tools.dir, tools.display.clone());
    options.deny_warnings = args.deny_warnings;
    options.lint_ids = !args.allow_primitive_ids;
    options.emit_rust = false;
    options.free_trees = false;
    options.render = Some(args.format);
    // The files already written are read while the tools are scanned: neither needs the other.
    let (mut generated, existing) = std::thread::scope(|scope| {
        let existing = scope.spawn(|| existing_files(&out, args.format.extension()));
        (generate(&options), existing.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    });
    for problem in &generated.diagnostics {
        eprintln!("{problem}\n");
    }
    if generated.has_errors() {
        let errors = generated.diagnostics.iter().filter(|d| d.diagnostic.is_error()).count();
        eprintln!("gen-schemas: {errors} error{} in the tools, nothing written", plural(errors));
        return Err(Failure::Failed);
    }
    let renderings = std::mem::take(&mut generated.renderings);
    let (mut wanted, failed) = render(&generated.tools, renderings, args.format, args.deny_warnings);
    if args.defer_loading {
        // Every tool but the search tool waits for the search to return it (Anthropic's
        // `defer_loading`); a tool with errors was left out above already.
        for (name, text) in wanted.iter_mut() {
            if name.strip_suffix(".json") != Some(toolschema_retrieve::meta::SEARCH_TOOL) {
                *text = toolschema_retrieve::meta::defer(text);
            }
        }
    }
    let done = if args.check {
        check(cli, &tools.workspace, &out, &wanted, &existing)
    } else {
        write(&out, &wanted, &existing)
    };
    // The process ends with this command (`main` runs one): what it made is freed with the
    // process rather than value by value, which at 2,000 tools was a twentieth of the run.
    std::mem::forget((generated, wanted, existing));
    if failed > 0 {
        eprintln!(
            "gen-schemas: {failed} tool{} cannot be written as `{}` (errors above); the others were handled",
            plural(failed),
            args.format
        );
        return Err(Failure::Failed);
    }
    done
}

/// Every tool in `format`, by file name, printing each format warning and error; a tool
/// with errors (or denied warnings) is left out and counted. `generate` rendered them as it
/// made them (`Options::render`).
fn render(
    tools: &[toolschema::ToolSchema],
    renderings: Vec<Option<toolschema::Rendering>>,
    format: Format,
    deny_warnings: bool,
) -> (BTreeMap<String, String>, usize) {
    let mut wanted = BTreeMap::new();
    let mut failed = 0;
    for (tool, rendering) in tools.iter().zip(renderings) {
        let rendering = rendering.unwrap_or_else(|| tool.rendering(format));
        for problem in &rendering.problems {
            match (problem.is_error(), deny_warnings) {
                (false, true) => eprintln!("error: {} (warnings denied)\n", problem.message),
                _ => eprintln!("{problem}\n"),
            }
        }
        match rendering.text {
            Some(text) if !(deny_warnings && rendering.warnings().next().is_some()) => {
                wanted.insert(format!("{}.{}", tool.name, format.extension()), text);
            }
            _ => failed += 1,
        }
    }
    (wanted, failed)
}

/// The files already in the output folder with `extension`, by name, with their texts
/// (newlines normalised): files, or links to files.
fn existing_files(dir: &Path, extension: &str) -> BTreeMap<String, String> {
    let mut existing = BTreeMap::new();
    let Ok(entries) = fs::read_dir(dir) else { return existing };
    for e in entries.flatten() {
        let path = e.path();
        // The entry's type comes with the listing; only a link costs a look at its target.
        let is_file = e.file_type().is_ok_and(|t| t.is_file() || (t.is_symlink() && path.is_file()));
        if path.extension().is_none_or(|x| x != extension) || !is_file {
            continue;
        }
        let bytes = fs::read(&path).unwrap_or_default();
        let text = String::from_utf8_lossy(&bytes).replace("\r\n", "\n");
        existing.insert(e.file_name().to_string_lossy().into_owned(), text);
    }
    existing
}

fn check(
    cli: &Cli<'_>,
    workspace: &Path,
    out: &Path,
    wanted: &BTreeMap<String, String>,
    existing: &BTreeMap<String, String>,
) -> Result<(), Failure> {
    let shown = diff_dir(workspace, out);
    let mut stale = 0;
    for (name, text) in wanted {
        let old = existing.get(name).map(String::as_str);
        if old != Some(text.as_str()) {
            stale += 1;
            show(&diff::unified(&in_dir(&shown, name), old, Some(text)));
        }
    }
    for (name, text) in existing.iter().filter(|(name, _)| !wanted.contains_key(*name)) {
        stale += 1;
        show(&diff::unified(&in_dir(&shown, name), Some(text), None));
    }
    if stale > 0 {
        eprintln!(
            "gen-schemas --check: {stale} file{} in {shown} out of date; run `{} gen-schemas`",
            plural(stale),
            cli.program
        );
        return Err(Failure::Failed);
    }
    eprintln!("gen-schemas --check: {} file{} in {shown} up to date", wanted.len(), plural(wanted.len()));
    Ok(())
}

fn write(out: &Path, wanted: &BTreeMap<String, String>, existing: &BTreeMap<String, String>) -> Result<(), Failure> {
    let fail = |what: String, err: std::io::Error| {
        eprintln!("error: cannot {what}: {err}");
        Failure::Failed
    };
    fs::create_dir_all(out).map_err(|e| fail(format!("create `{}`", out.display()), e))?;
    let (mut written, mut deleted) = (0, 0);
    for (name, text) in wanted {
        if existing.get(name) != Some(text) {
            let path = out.join(name);
            fs::write(&path, text).map_err(|e| fail(format!("write `{}`", path.display()), e))?;
            written += 1;
        }
    }
    for (name, _) in existing.iter().filter(|(name, _)| !wanted.contains_key(*name)) {
        let path = out.join(name);
        fs::remove_file(&path).map_err(|e| fail(format!("delete `{}`", path.display()), e))?;
        deleted += 1;
    }
    outln!(
        "gen-schemas: {} tool{} in {}: {written} written, {deleted} deleted, {} unchanged",
        wanted.len(),
        plural(wanted.len()),
        out.display(),
        wanted.len() - written
    );
    Ok(())
}

/// How the diff names the folder `out`: as git does, relative to the workspace root (or, for
/// a folder outside it, to the current directory), so that `git apply` run there takes the
/// diff; a folder outside both is named by its absolute path without the leading `/`, which
/// `git apply --directory=/` takes.
fn diff_dir(workspace: &Path, out: &Path) -> String {
    let absolute =
        fs::canonicalize(out).unwrap_or_else(|_| std::path::absolute(out).unwrap_or_else(|_| out.to_path_buf()));
    let bases = [workspace.to_path_buf(), std::env::current_dir().unwrap_or_default()];
    let relative = bases
        .iter()
        .filter_map(|base| absolute.strip_prefix(fs::canonicalize(base).unwrap_or_else(|_| base.clone())).ok())
        .next()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| absolute.components().filter(|c| matches!(c, std::path::Component::Normal(_))).collect());
    let shown = relative.to_string_lossy().replace('\\', "/");
    if shown.is_empty() {
        ".".to_string()
    } else {
        shown
    }
}

/// Prints a diff. A reader that stops early (`| head`) closes the pipe: the check's verdict
/// still goes to standard error and the exit status, never a panic.
fn show(diff: &str) {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(diff.as_bytes());
}

fn in_dir(dir: &str, name: &str) -> String {
    if dir == "." {
        name.to_string()
    } else {
        format!("{dir}/{name}")
    }
}

#[cfg(test)]
mod tests {
    use super::existing_files;

    /// The files of the output folder as `gen-schemas` compares them: those of the extension,
    /// files or links to files, line endings made `\n`.
    #[test]
    #[cfg(unix)]
    fn existing_files_are_the_extensions_files_and_links_to_them() {
        let dir = std::env::temp_dir().join(format!("toolschema-existing-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("folder.json")).unwrap();
        std::fs::write(dir.join("crlf.json"), "{\r\n  \"a\": 1\r\n}\r\n").unwrap();
        std::fs::write(dir.join("plain.json"), "{}\n").unwrap();
        std::fs::write(dir.join("other.txt"), "not a schema").unwrap();
        std::os::unix::fs::symlink(dir.join("plain.json"), dir.join("link.json")).unwrap();
        std::os::unix::fs::symlink(dir.join("folder.json"), dir.join("to-folder.json")).unwrap();
        let found = existing_files(&dir, "json");
        std::fs::remove_dir_all(&dir).unwrap();
        let found: Vec<(&str, &str)> = found.iter().map(|(name, text)| (name.as_str(), text.as_str())).collect();
        assert_eq!(found, [("crlf.json", "{\n  \"a\": 1\n}\n"), ("link.json", "{}\n"), ("plain.json", "{}\n")]);
    }
}
