#!/usr/bin/env python3
"""Times `schema-diff` on a synthetic tools crate of N tools (default 2,000) in a temporary git
repository: the crate committed, then edited (a tenth of the tools: a parameter removed, a
bound tightened, a description reworded, a default changed), and `schema-diff HEAD` run on the
working tree. Prints the wall-clock and CPU time (user + system: less disturbed by other work on the
machine) of each run and the report's summary line.

usage: benches/scale.py XTASK_BINARY [N] [RUNS]
"""
import json, os, resource, shutil, subprocess, sys, tempfile, time

def module(tools, first, edited):
    out = ["//! Synthetic tools.\n\n/// A filter.\n#[derive(Deserialize)]\npub struct Filter {\n    /// The status.\n    pub status: String,\n    /// At most.\n    pub limit: Option<u32>,\n}\n"]
    for i in range(first, first + tools):
        e = edited and i % 10 == 0
        desc = f"Finds every record of kind {i} that matches" if e else f"Finds the records of kind {i} that match"
        limit = "u8" if e else "u32"
        extra = "" if e else ", tags: Vec<String>"
        default = 20 if e else 10
        args = [f"query: The words to look for in records of kind {i}.", f"limit: How many. (default: {default})", "filter: Which ones."]
        if not e:
            args.append("tags: Tags to match.")
        doc = "\n".join(f"///     {a}" for a in args)
        out.append(f"/// {desc}.\n///\n/// Args:\n{doc}\npub fn tool_{i}(query: String, limit: {limit}, filter: Filter{extra}) -> Vec<String> {{\n    unimplemented!()\n}}\n")
    return "\n".join(out)

def write(crate, n, edited):
    per = 100
    mods = (n + per - 1) // per
    os.makedirs(os.path.join(crate, "src"), exist_ok=True)
    with open(os.path.join(crate, "Cargo.toml"), "w") as f:
        f.write('[package]\nname = "tools"\nversion = "0.1.0"\n')
    with open(os.path.join(crate, "src", "lib.rs"), "w") as f:
        f.write("//! Synthetic tools.\n" + "".join(f"pub mod m{m};\n" for m in range(mods)))
    for m in range(mods):
        with open(os.path.join(crate, "src", f"m{m}.rs"), "w") as f:
            f.write(module(min(per, n - m * per), m * per, edited))

def git(repo, *args):
    subprocess.run(["git", "-c", "user.name=bench", "-c", "user.email=bench@example.com", *args], cwd=repo, check=True, capture_output=True)

def main():
    xtask = os.path.abspath(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    repo = tempfile.mkdtemp(prefix="schema-diff-scale-")
    try:
        git(repo, "init", "--quiet", "--initial-branch", "main")
        write(os.path.join(repo, "tools"), n, False)
        git(repo, "add", "-A")
        git(repo, "commit", "--quiet", "-m", "v1")
        write(os.path.join(repo, "tools"), n, True)
        for style in ["json", "markdown"]:
            for _ in range(runs):
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                p = subprocess.run([xtask, "schema-diff", "HEAD", "--repo", repo, "--report", style, "--fail-on", "none"], capture_output=True, text=True)
                took = time.perf_counter() - start
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
                if p.returncode != 0:
                    sys.exit(f"schema-diff failed: {p.stderr}")
                size = len(p.stdout)
                print(f"{n} tools, --report {style}: {took:.2f} s wall, {cpu:.2f} s CPU, {size} characters")
        print(json.loads(subprocess.run([xtask, "schema-diff", "HEAD", "--repo", repo, "--report", "json", "--fail-on", "none"], capture_output=True, text=True).stdout)["summary"])
    finally:
        shutil.rmtree(repo)

main()
