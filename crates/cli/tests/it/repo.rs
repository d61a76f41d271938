//! A git repository in a temporary folder holding a tools crate, committed step by step
//! with a fixed author and date, so that commits (and reports) are the same on every run.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A repository under the test's temporary folder.
pub struct Repo {
    pub dir: PathBuf,
    commits: u32,
}

impl Repo {
    /// A fresh repository called `name` whose first branch is `branch`.
    pub fn new(name: &str, branch: &str) -> Repo {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("schema-diff").join(name);
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let repo = Repo { dir, commits: 0 };
        repo.git(&["init", "--quiet", "--initial-branch", branch]);
        repo
    }

    /// Runs git; panics when it fails.
    pub fn git(&self, args: &[&str]) -> String {
        let date = format!("2026-01-01T00:00:{:02}Z", self.commits);
        let output = Command::new("git")
            .args(["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"])
            .args(args)
            .current_dir(&self.dir)
            .env("GIT_AUTHOR_DATE", &date)
            .env("GIT_COMMITTER_DATE", &date)
            .env_remove("GIT_DIR")
            .output()
            .expect("git runs");
        assert!(output.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&output.stderr));
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// Writes `lib` as the tools crate's `src/lib.rs` (and its manifest).
    pub fn write_tools(&self, lib: &str) {
        let tools = self.dir.join("tools");
        fs::create_dir_all(tools.join("src")).unwrap();
        fs::write(tools.join("Cargo.toml"), "[package]\nname = \"tools\"\nversion = \"0.1.0\"\n").unwrap();
        fs::write(tools.join("src/lib.rs"), lib).unwrap();
    }

    /// Writes `lib` and commits it (with everything else in the folder).
    pub fn commit_tools(&mut self, lib: &str, message: &str) {
        self.write_tools(lib);
        self.commit(message);
    }

    /// Commits everything in the folder.
    pub fn commit(&mut self, message: &str) {
        self.git(&["add", "-A"]);
        self.git(&["commit", "--quiet", "--allow-empty", "-m", message]);
        self.commits += 1;
    }

    /// The commit `rev` names, in full.
    pub fn commit_hash(&self, rev: &str) -> String {
        self.git(&["rev-parse", rev]).trim().to_string()
    }

    /// The tools crate's folder.
    pub fn tools_dir(&self) -> PathBuf {
        self.dir.join("tools")
    }

    /// Runs `schema-diff` on this repository with `args`.
    pub fn schema_diff(&self, args: &[&str]) -> std::process::Output {
        let repo = self.dir.display().to_string();
        let mut all = vec!["schema-diff", "--repo", &repo];
        all.extend_from_slice(args);
        crate::xtask(&self.dir, &all)
    }
}
