//! `cargo xtask gen-schemas`: write (or `--check`) one file per tool, in any format.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use toolschema::Format;
use toolschema_codegen::{generate, Options};

use crate::{diff, usage, workspace_root, Failure};

struct Args {
    check: bool,
    tools_dir: Option<PathBuf>,
    out: Option<PathBuf>,
    format: Format,
    deny_warnings: bool,
    defer_loading: bool,
}

fn parse(args: &[String]) -> Result<Args, Failure> {
    let mut parsed = Args {
        check: false,
        tools_dir: None,
        out: None,
        format: Format::Anthropic,
        deny_warnings: false,
        defer_loading: false,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |flag: &str| args.next().cloned().ok_or_else(|| usage(format!("`{flag}` needs a value")));
        match arg.as_str() {
            "--check" => parsed.check = true,
            "--deny-warnings" => parsed.deny_warnings = true,
            "--defer-loading" => parsed.defer_loading = true,
            "--tools-dir" => parsed.tools_dir = Some(PathBuf::from(value("--tools-dir")?)),
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

pub fn run(args: &[String]) -> Result<(), Failure> {
    let args = parse(args)?;
    let root = workspace_root();
    let (tools_dir, display) = match &args.tools_dir {
        Some(dir) => (dir.clone(), dir.display().to_string()),
        None => (root.join("tools"), "tools".to_string()),
    };
    if !tools_dir.join("src").join("lib.rs").is_file() {
        return Err(usage(format!("`{}` is not a crate with a `src/lib.rs`", tools_dir.display())));
    }
    let out = args.out.clone().unwrap_or_else(|| root.join("schemas"));
    let mut options = Options::new(&tools_dir, display);
    options.deny_warnings = args.deny_warnings;
    options.emit_rust = false;
    options.free_trees = false;
    options.render = Some(args.format);
    // The schemas already written are read while the tools crate is generated: neither
    // needs the other, and at 2,000 tools that is 2,000 files opened and read.
    let extension = args.format.extension();
    let (mut generated, existing) = at_once(|| generate(&options), || existing_files(&out, extension));
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
    let done = if args.check { check(&out, &wanted, &existing) } else { write(&out, &wanted, &existing) };
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

/// `here()` on this thread and `there()` on another, at the same time; a panic in either
/// goes on as this thread's.
fn at_once<A, B: Send>(here: impl FnOnce() -> A, there: impl FnOnce() -> B + Send) -> (A, B) {
    std::thread::scope(|s| {
        let there = s.spawn(there);
        let here = here();
        (here, there.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    })
}

/// The files already in the output folder, with their texts (newlines normalised), all in
/// one buffer: at 2,000 schemas, one text each would be 2,000 allocations more, and as many
/// pages faulted in one by one.
#[derive(Debug, Default)]
struct Existing {
    texts: String,
    files: BTreeMap<String, std::ops::Range<usize>>,
}

impl Existing {
    fn get(&self, name: &str) -> Option<&str> {
        self.files.get(name).map(|range| &self.texts[range.clone()])
    }

    /// Each file's name and text, by name.
    fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.files.iter().map(|(name, range)| (name.as_str(), &self.texts[range.clone()]))
    }
}

/// The files of `dir` with `extension`, with their texts.
fn existing_files(dir: &Path, extension: &str) -> Existing {
    let mut existing = Existing::default();
    let Ok(entries) = fs::read_dir(dir) else { return existing };
    // One buffer for every file.
    let mut buffer = Vec::new();
    for e in entries.flatten() {
        let name = e.file_name();
        if Path::new(&name).extension().is_none_or(|x| x != extension) {
            continue;
        }
        // The entry's type comes with the listing; only a symbolic link costs a `stat`.
        let path = e.path();
        let file = e.file_type().is_ok_and(|t| t.is_file() || (t.is_symlink() && path.is_file()));
        if !file {
            continue;
        }
        let len = read_whole(&path, &mut buffer).unwrap_or(0);
        let text = match std::str::from_utf8(&buffer[..len]) {
            Ok(text) => std::borrow::Cow::Borrowed(text),
            Err(_) => String::from_utf8_lossy(&buffer[..len]),
        };
        let start = existing.texts.len();
        if text.contains('\r') {
            existing.texts.push_str(&text.replace("\r\n", "\n"));
        } else {
            existing.texts.push_str(&text);
        }
        existing.files.insert(name.to_string_lossy().into_owned(), start..existing.texts.len());
    }
    existing
}

/// Reads the file at `path` into the start of `buffer`, and gives its length. `fs::read` would
/// first ask the file system for the file's size and position (a `statx` and an `lseek`) and
/// read once more to find its end: three system calls more for each of thousands of small
/// files. A regular file's read comes back short only at its end, so one read into a buffer
/// bigger than the file is the whole file. The buffer keeps its length from file to file (it
/// only grows), so that its bytes are set once, not for every file.
fn read_whole(path: &Path, buffer: &mut Vec<u8>) -> std::io::Result<usize> {
    use std::io::Read;
    let mut file = fs::File::open(path)?;
    let mut len = 0;
    loop {
        if len == buffer.len() {
            buffer.resize((2 * buffer.len()).max(64 * 1024), 0);
        }
        match file.read(&mut buffer[len..]) {
            Ok(n) => {
                len += n;
                if len < buffer.len() {
                    return Ok(len);
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
}

fn check(out: &Path, wanted: &BTreeMap<String, String>, existing: &Existing) -> Result<(), Failure> {
    let shown = diff_dir(out);
    let mut stale = 0;
    for (name, text) in wanted {
        let old = existing.get(name);
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
            "gen-schemas --check: {stale} file{} in {shown} out of date; run `cargo xtask gen-schemas`",
            plural(stale)
        );
        return Err(Failure::Failed);
    }
    eprintln!("gen-schemas --check: {} file{} in {shown} up to date", wanted.len(), plural(wanted.len()));
    Ok(())
}

fn write(out: &Path, wanted: &BTreeMap<String, String>, existing: &Existing) -> Result<(), Failure> {
    let fail = |what: String, err: std::io::Error| {
        eprintln!("error: cannot {what}: {err}");
        Failure::Failed
    };
    fs::create_dir_all(out).map_err(|e| fail(format!("create `{}`", out.display()), e))?;
    let (mut written, mut deleted) = (0, 0);
    for (name, text) in wanted {
        if existing.get(name) != Some(text.as_str()) {
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
fn diff_dir(out: &Path) -> String {
    let absolute =
        fs::canonicalize(out).unwrap_or_else(|_| std::path::absolute(out).unwrap_or_else(|_| out.to_path_buf()));
    let bases = [workspace_root(), std::env::current_dir().unwrap_or_default()];
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

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
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
        let found: Vec<(&str, &str)> = found.iter().collect();
        assert_eq!(found, [("crlf.json", "{\n  \"a\": 1\n}\n"), ("link.json", "{}\n"), ("plain.json", "{}\n")]);
    }
}
