//! `call TOOL [JSON | -]`: runs one tool of the tools crate through `check_args` and
//! `dispatch` (SPEC section 7), in a process of its own that links the user's crate.
//!
//! The tools crate chooses the context values for the command line with a binary named
//! `call` (`src/bin/call.rs`, a few lines around `toolschema::cli::call`), which this command
//! builds and runs with `cargo run`. A crate whose tools take no context needs none: the
//! command builds the crate's library with cargo, then links a three-line `main` against it
//! with the same rustc (`target/toolschema/call-PACKAGE`), so that the crate is compiled
//! once, with the workspace's own profiles, patches and lock file. Either way the current
//! directory is kept, and `gen-schemas` never needs the tools to compile.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};

use toolschema::serde_json::{self, Value};

use crate::locate::{cargo, metadata, tools_crate, Choice, ToolsCrate};
use crate::{usage, Cli, Failure};

pub(crate) fn run(cli: &Cli<'_>, args: &[OsString]) -> Result<(), Failure> {
    let mut choice = Choice::default();
    let mut rest = args;
    while let Some(flag) = rest.first().and_then(|a| a.to_str()).filter(|a| a.starts_with('-') && *a != "-") {
        let value = || {
            rest.get(1)
                .and_then(|v| v.to_str())
                .map(str::to_owned)
                .ok_or_else(|| usage(format!("`{flag}` needs a value")))
        };
        if !choice.take(flag, value)? {
            return Err(usage(format!("unknown argument `{flag}` for `call`")));
        }
        rest = &rest[2..];
    }
    if rest.is_empty() || rest.len() > 2 {
        return Err(usage("`call` takes a tool name and, optionally, JSON arguments or `-`".to_string()));
    }
    let tools = tools_crate(&choice)?;
    let Some(package) = tools.package.clone() else {
        return Err(usage(format!(
            "`{}` is not a package of a cargo workspace: `call` builds the crate, so it needs its `Cargo.toml`",
            tools.display
        )));
    };
    let meta = metadata(Some(&tools.dir))?;
    let pkg = meta["packages"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|p| p["name"] == package.as_str())
        .cloned()
        .unwrap_or_default();
    let has_call_bin =
        pkg["targets"].as_array().into_iter().flatten().any(|t| t["name"] == "call" && t["kind"][0] == "bin");
    let status = if has_call_bin {
        Command::new(cargo())
            .arg("run")
            .arg("--manifest-path")
            .arg(tools.workspace.join("Cargo.toml"))
            .args(["--quiet", "--package", &package, "--bin", "call", "--"])
            .args(rest)
            .status()
    } else {
        if needs_context(&tools) {
            eprintln!(
                "error: the tools of `{package}` take context values (a parameter such as `root: &Root`), \
                 which the command line must choose: add `src/bin/call.rs` to `{package}`:\n\n\
                 fn main() -> std::process::ExitCode {{\n    \
                     let root = /* … */;\n    \
                     let args: Vec<_> = std::env::args_os().skip(1).collect();\n    \
                     toolschema::cli::call(&args, |tool, json| {package_ident}::dispatch_bytes(&{package_ident}::Context {{ root: &root }}, tool, json))\n\
                 }}\n\nthen run `{} call` again",
                cli.program,
                package_ident = package.replace('-', "_"),
            );
            return Err(Failure::UsageReported);
        }
        let exe = runner(&tools, &package, meta["target_directory"].as_str().map(PathBuf::from))?;
        Command::new(exe).args(rest).status()
    };
    exit_code(status)
}

/// Whether any tool of the crate takes a context parameter (the generated `Context` then has
/// fields, and no `Default`).
fn needs_context(tools: &ToolsCrate) -> bool {
    let generated = toolschema_codegen::generate(&toolschema_codegen::Options::new(&tools.dir, tools.display.clone()));
    !generated.context_fields.is_empty()
}

/// Builds the crate's library and links the runner against it; returns the runner's path.
fn runner(tools: &ToolsCrate, package: &str, target_dir: Option<PathBuf>) -> Result<PathBuf, Failure> {
    let mut build = Command::new(cargo())
        .arg("build")
        .arg("--manifest-path")
        .arg(tools.workspace.join("Cargo.toml"))
        .args(["--quiet", "--lib", "--package", package, "--message-format", "json-render-diagnostics"])
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|err| {
            eprintln!("error: cannot run cargo: {err}");
            Failure::Failed
        })?;
    let messages = std::io::read_to_string(build.stdout.take().expect("piped")).unwrap_or_default();
    if !build.wait().is_ok_and(|s| s.success()) {
        eprintln!("error: `{package}` does not build (cargo's messages above)");
        return Err(Failure::Failed);
    }
    let artifacts = Artifacts::read(&messages, package);
    let Some((lib_name, lib, deps)) = &artifacts.lib else {
        eprintln!("error: cargo built no library of `{package}`");
        return Err(Failure::Failed);
    };
    let dir = target_dir.unwrap_or_else(|| tools.workspace.join("target")).join("toolschema");
    std::fs::create_dir_all(&dir).map_err(|err| {
        eprintln!("error: cannot create `{}`: {err}", dir.display());
        Failure::Failed
    })?;
    let main = dir.join(format!("call-{package}.rs"));
    let exe = dir.join(format!("call-{package}{}", std::env::consts::EXE_SUFFIX));
    let source = format!(
        "// @generated by `cargo toolschema call`: runs one tool of `{package}`.\n\
         // Linked against {lib} (named here so that a target directory shared by two\n\
         // crates of one name never reuses the other's runner).\n\
         fn main() -> std::process::ExitCode {{\n    \
             let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();\n    \
             {lib_name}::__toolschema_cli_call(&{lib_name}::Context::default(), &args)\n\
         }}\n",
        lib = lib.display()
    );
    let fresh = std::fs::read_to_string(&main).is_ok_and(|old| old == source) && newer(&exe, &[lib]);
    if fresh {
        return Ok(exe);
    }
    std::fs::write(&main, &source).map_err(|err| {
        eprintln!("error: cannot write `{}`: {err}", main.display());
        Failure::Failed
    })?;
    let mut rustc = Command::new(std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into()));
    rustc
        .current_dir(&tools.workspace)
        .args(["--edition", "2021", "--crate-type", "bin", "--crate-name", "toolschema_call", "-C", "debuginfo=0"])
        .arg("-o")
        .arg(&exe)
        .arg(&main)
        .arg("-L")
        .arg(format!("dependency={}", deps.display()))
        .arg("--extern")
        .arg(format!("{lib_name}={}", lib.display()));
    for path in &artifacts.link_paths {
        rustc.arg("-L").arg(path);
    }
    for lib in &artifacts.link_libs {
        rustc.arg("-l").arg(lib);
    }
    if !rustc.status().is_ok_and(|s| s.success()) {
        eprintln!("error: cannot link the command-line runner of `{package}` (rustc's messages above)");
        return Err(Failure::Failed);
    }
    Ok(exe)
}

/// What cargo's JSON messages say it built: the tools crate's library (its crate name, its
/// rlib, and the folder its dependencies are in), and what build scripts asked to link.
#[derive(Default)]
struct Artifacts {
    lib: Option<(String, PathBuf, PathBuf)>,
    link_paths: Vec<String>,
    link_libs: Vec<String>,
}

impl Artifacts {
    fn read(messages: &str, package: &str) -> Artifacts {
        let mut found = Artifacts::default();
        for message in messages.lines().filter_map(|line| serde_json::from_str::<Value>(line).ok()) {
            match message["reason"].as_str() {
                Some("compiler-artifact") => {
                    let target = &message["target"];
                    let is_lib = target["kind"].as_array().into_iter().flatten().any(|k| k == "lib" || k == "rlib");
                    let files: Vec<PathBuf> = message["filenames"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(Value::as_str)
                        .map(PathBuf::from)
                        .collect();
                    let rlib = files.iter().find(|f| f.extension().is_some_and(|x| x == "rlib"));
                    // The metadata file stays in `deps/`, beside the dependencies, where the
                    // rlib may be a copy one level up.
                    let rmeta = files.iter().find(|f| f.extension().is_some_and(|x| x == "rmeta"));
                    let id = message["package_id"].as_str().unwrap_or_default();
                    if let (Some(rlib), Some(deps), true, true) =
                        (rlib, rmeta.and_then(|m| m.parent()), is_lib, id_names(id, package))
                    {
                        let name = target["name"].as_str().unwrap_or_default().to_string();
                        found.lib = Some((name, rlib.clone(), deps.to_path_buf()));
                    }
                }
                Some("build-script-executed") => {
                    let strings = |key: &str| -> Vec<String> {
                        message[key]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .filter_map(Value::as_str)
                            .map(str::to_owned)
                            .collect()
                    };
                    found.link_paths.extend(strings("linked_paths"));
                    found.link_libs.extend(strings("linked_libs"));
                }
                _ => {}
            }
        }
        found
    }
}

/// Whether a package id (`path+file:///…/tools#0.1.0`, `path+file:///…#name@0.1.0`) is of the
/// package `name`.
fn id_names(id: &str, name: &str) -> bool {
    let Some((url, version)) = id.rsplit_once('#') else { return false };
    match version.split_once('@') {
        Some((named, _)) => named == name,
        None => url.trim_end_matches('/').rsplit('/').next() == Some(name),
    }
}

/// Whether `exe` exists and is newer than every one of `inputs`.
fn newer(exe: &Path, inputs: &[&PathBuf]) -> bool {
    let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let Some(built) = modified(exe) else { return false };
    inputs.iter().all(|input| modified(input).is_some_and(|m| m <= built))
}

/// The runner's own exit code, or 1 when it could not run.
fn exit_code(status: std::io::Result<ExitStatus>) -> Result<(), Failure> {
    match status {
        Err(err) => {
            eprintln!("error: cannot run the tool: {err}");
            Err(Failure::Failed)
        }
        Ok(status) => match status.code() {
            Some(0) => Ok(()),
            Some(2) => Err(Failure::UsageReported),
            _ => Err(Failure::Failed),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::id_names;

    #[test]
    fn package_ids_name_their_package() {
        assert!(id_names("path+file:///work/tools#0.1.0", "tools"));
        assert!(id_names("path+file:///work/my-tools#tools@0.1.0", "tools"));
        assert!(!id_names("path+file:///work/tools#other@0.1.0", "tools"));
        assert!(id_names("registry+https://github.com/rust-lang/crates.io-index#tools@1.2.3", "tools"));
        assert!(!id_names("garbage", "tools"));
    }
}
