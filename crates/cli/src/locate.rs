//! Finding the tools crate and its workspace, with `cargo metadata` (the rule is in the
//! crate docs): the commands work from any folder of any workspace.

use std::path::{Path, PathBuf};
use std::process::Command;

use toolschema::serde_json::{self, Value};

use crate::{usage, Failure};

/// The tools crate a command works on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToolsCrate {
    /// Its folder (the one holding `Cargo.toml` and `src/lib.rs`).
    pub dir: PathBuf,
    /// How diagnostics name that folder (`tools`, relative to the workspace root).
    pub display: String,
    /// Its package's name, when known (not for a bare `--tools-dir` outside any workspace).
    pub package: Option<String>,
    /// The root of its workspace: where `schemas/` goes by default.
    pub workspace: PathBuf,
}

/// How the user chose the tools crate, if they did.
#[derive(Clone, Debug, Default)]
pub(crate) struct Choice {
    pub tools_dir: Option<PathBuf>,
    pub package: Option<String>,
}

impl Choice {
    /// Takes `--tools-dir DIR` or `--package NAME` at `flag`, with its value from `value`;
    /// `false` when `flag` is neither.
    pub fn take(&mut self, flag: &str, value: impl FnOnce() -> Result<String, Failure>) -> Result<bool, Failure> {
        match flag {
            "--tools-dir" => self.tools_dir = Some(PathBuf::from(value()?)),
            "--package" | "-p" => self.package = Some(value()?),
            _ => return Ok(false),
        }
        if self.tools_dir.is_some() && self.package.is_some() {
            return Err(usage("give `--tools-dir` or `--package`, not both".to_string()));
        }
        Ok(true)
    }
}

/// The tools crate the user chose, or the one the workspace of the current directory has.
pub(crate) fn tools_crate(choice: &Choice) -> Result<ToolsCrate, Failure> {
    if let Some(dir) = &choice.tools_dir {
        if !dir.join("src").join("lib.rs").is_file() {
            return Err(usage(format!("`{}` is not a crate with a `src/lib.rs`", dir.display())));
        }
        // The workspace of the folder, where it has one; else the folder's parent (`schemas/`
        // beside it). A bare folder is still a tools crate: only `src/` is read.
        let package = metadata(Some(dir)).ok().and_then(|meta| {
            let manifest = std::fs::canonicalize(dir.join("Cargo.toml")).ok()?;
            let workspace = PathBuf::from(meta["workspace_root"].as_str()?);
            let name = members(&meta).find(|m| m.manifest == manifest).map(|m| m.name)?;
            Some((name, workspace))
        });
        let workspace = match &package {
            Some((_, workspace)) => workspace.clone(),
            None => metadata(None)
                .ok()
                .and_then(|meta| Some(PathBuf::from(meta["workspace_root"].as_str()?)))
                .unwrap_or_else(|| std::env::current_dir().unwrap_or_default()),
        };
        return Ok(ToolsCrate {
            dir: dir.clone(),
            display: dir.display().to_string(),
            package: package.map(|(name, _)| name),
            workspace,
        });
    }
    let meta = metadata(None)?;
    let workspace = PathBuf::from(meta["workspace_root"].as_str().unwrap_or("."));
    let all: Vec<Member> = members(&meta).collect();
    let candidates: Vec<&Member> = all.iter().filter(|m| m.tools).collect();
    let chosen = match &choice.package {
        Some(name) => match all.iter().find(|m| &m.name == name) {
            Some(member) => member,
            None => return Err(usage(format!("the workspace has no package `{name}`"))),
        },
        None => pick(&candidates, &meta, &workspace)?,
    };
    let dir = chosen.manifest.parent().map(Path::to_path_buf).unwrap_or_default();
    if !dir.join("src").join("lib.rs").is_file() {
        return Err(usage(format!("the package `{}` has no `src/lib.rs`: a tools crate is a library", chosen.name)));
    }
    let display =
        dir.strip_prefix(&workspace).map(|p| p.display().to_string()).unwrap_or_else(|_| dir.display().to_string());
    let display = if display.is_empty() { ".".to_string() } else { display };
    Ok(ToolsCrate { dir, display, package: Some(chosen.name.clone()), workspace })
}

/// The tools crate among `candidates`: where the current directory is, the only one, or the
/// one the workspace names.
fn pick<'m>(candidates: &[&'m Member], meta: &Value, workspace: &Path) -> Result<&'m Member, Failure> {
    let here = std::env::current_dir().ok().and_then(|d| std::fs::canonicalize(d).ok()).unwrap_or_default();
    let inside = candidates
        .iter()
        .filter(|m| m.manifest.parent().is_some_and(|dir| here.starts_with(dir)))
        .max_by_key(|m| m.manifest.components().count());
    if let Some(member) = inside {
        return Ok(member);
    }
    if let [only] = candidates {
        return Ok(only);
    }
    let named = meta["metadata"]["toolschema"]["package"].as_str();
    if let Some(member) = named.and_then(|name| candidates.iter().find(|m| m.name == name)) {
        return Ok(member);
    }
    let names: Vec<String> = candidates.iter().map(|m| format!("`{}`", m.name)).collect();
    Err(usage(if names.is_empty() {
        format!(
            "no tools crate in the workspace at `{}`: a tools crate has a `build.rs` that runs \
             `toolschema_codegen::Build` (`cargo toolschema init` makes one)",
            workspace.display()
        )
    } else {
        format!(
            "the workspace has {} tools crates ({}): choose one with `--package NAME` or `--tools-dir DIR`, \
             or name it in the root `Cargo.toml` as `[workspace.metadata.toolschema] package = \"NAME\"`",
            names.len(),
            names.join(", ")
        )
    }))
}

/// A member of the workspace.
struct Member {
    name: String,
    manifest: PathBuf,
    /// Whether its build script runs toolschema's: it has a build-dependency on
    /// `toolschema-codegen`.
    tools: bool,
}

fn members(meta: &Value) -> impl Iterator<Item = Member> + '_ {
    meta["packages"].as_array().into_iter().flatten().map(|p| Member {
        name: p["name"].as_str().unwrap_or_default().to_string(),
        manifest: PathBuf::from(p["manifest_path"].as_str().unwrap_or_default()),
        tools: p["dependencies"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|d| d["name"] == "toolschema-codegen" && d["kind"] == "build"),
    })
}

/// `cargo metadata --no-deps` of the workspace holding `dir` (or the current directory).
pub(crate) fn metadata(dir: Option<&Path>) -> Result<Value, Failure> {
    let mut command = Command::new(cargo());
    command.args(["metadata", "--no-deps", "--format-version", "1"]);
    if let Some(dir) = dir {
        command.arg("--manifest-path").arg(dir.join("Cargo.toml"));
    }
    let output = command.output().map_err(|err| {
        eprintln!("error: cannot run cargo: {err}");
        Failure::Failed
    })?;
    if !output.status.success() {
        return Err(usage(format!(
            "cannot read the workspace with `cargo metadata`: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        )));
    }
    serde_json::from_slice(&output.stdout).map_err(|err| usage(format!("`cargo metadata` printed no JSON: {err}")))
}

/// The cargo that runs this command (`cargo toolschema` and `cargo xtask` set `CARGO`).
pub(crate) fn cargo() -> std::ffi::OsString {
    std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into())
}
