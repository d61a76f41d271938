//! `cargo xtask retrieve-bench [--requests FILE] [--tools-dir DIR] [--peer FILE_OR_CMD] [--misses] [--write FILE]`:
//! recall@1, recall@5 and MRR@10, overall and per kind, and the median latency per query,
//! for toolschema and, side by side, for a peer's ranked lists. `--misses` also prints each
//! request whose first expected tool is not our first, with our top five (for tuning on a
//! dev set; a held-out set's requests are not for reading one by one, so `--misses` is refused
//! unless `--requests` names the file: the default requests are the held-out set). `--write FILE` writes
//! our answers as JSON lines in the peer's shape (`{"id", "ranked", "micros"}`), so that
//! `tests/retrieval/peer/runner.py score` can set them beside any other engine's.
//!
//! Requests are JSON lines `{"id", "query", "expected": [tool names], "kind"}`; a peer's
//! answers are JSON lines `{"id", "ranked": [tool names], "micros": latency}`, read from a
//! file, or from the standard output of a script (a file starting with `#!`, such as
//! `tests/retrieval/peer/run.sh`) or of a shell command.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use toolschema::serde_json::{self, Value};
use toolschema_retrieve::Retriever;

use toolschema_cli::{out, outln, usage, Failure};

use crate::workspace_root;

/// The command line.
pub const USAGE: &str =
    "  cargo xtask retrieve-bench [--requests FILE] [--tools-dir DIR] [--peer FILE_OR_CMD] [--misses] [--write FILE]";

struct Args {
    requests: PathBuf,
    tools_dir: PathBuf,
    peer: Option<String>,
    misses: bool,
    write: Option<PathBuf>,
}

fn parse(args: &[String]) -> Result<Args, Failure> {
    let root = workspace_root();
    let mut parsed = Args {
        requests: root.join("tests/retrieval/requests.jsonl"),
        tools_dir: root.join("tests/retrieval-tools"),
        peer: None,
        misses: false,
        write: None,
    };
    let mut requests_named = false;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |flag: &str| args.next().cloned().ok_or_else(|| usage(format!("`{flag}` needs a value")));
        match arg.as_str() {
            "--requests" => {
                parsed.requests = PathBuf::from(value("--requests")?);
                requests_named = true;
            }
            "--tools-dir" => parsed.tools_dir = PathBuf::from(value("--tools-dir")?),
            "--peer" => parsed.peer = Some(value("--peer")?),
            "--misses" => parsed.misses = true,
            "--write" => parsed.write = Some(PathBuf::from(value("--write")?)),
            other => return Err(usage(format!("unknown argument `{other}` for `retrieve-bench`"))),
        }
    }
    // Reading the held-out set's misses one by one would make it a second dev set: it only
    // measures what generalises while nobody has looked at its requests' answers.
    if parsed.misses && !requests_named {
        return Err(usage(
            "`--misses` needs `--requests FILE`: the default requests are the held-out set, not for reading one by one"
                .to_string(),
        ));
    }
    Ok(parsed)
}

/// One labelled request.
struct Request {
    id: String,
    query: String,
    expected: Vec<String>,
    kind: String,
}

/// One system's answer to a request.
#[derive(Default, Clone)]
struct Answer {
    ranked: Vec<String>,
    micros: f64,
}

pub fn run(args: &[String]) -> Result<(), Failure> {
    let args = parse(args)?;
    let requests = read_requests(&args.requests)?;
    let tools = toolschema_cli::load_tools(Some(args.tools_dir.clone()), "retrieve-bench")?;
    let index = toolschema_retrieve::index_of(&tools);
    let refs: Vec<_> = tools.iter().collect();
    let retriever = Retriever::from_static(&index, &refs);
    let ours: BTreeMap<String, Answer> =
        requests.iter().map(|r| (r.id.clone(), answer(&retriever, &r.query))).collect();
    if let Some(path) = &args.write {
        write_answers(path, &requests, &ours)?;
    }
    let peer = match &args.peer {
        Some(source) => Some(read_peer(source)?),
        None => None,
    };
    let build = if cfg!(debug_assertions) { "debug build" } else { "release build" };
    outln!(
        "retrieval: {} tools of `{}`, {} requests of `{}`",
        tools.len(),
        args.tools_dir.display(),
        requests.len(),
        args.requests.display()
    );
    out!("{}", table(&requests, &ours, peer.as_ref()));
    if args.misses {
        for r in &requests {
            let ranked = ours.get(&r.id).map(|a| a.ranked.as_slice()).unwrap_or_default();
            if ranked.first() != r.expected.first() {
                let top: Vec<&str> = ranked.iter().take(5).map(String::as_str).collect();
                outln!("miss {} [{}] {:?} want {:?}: {}", r.id, r.kind, r.query, r.expected, top.join(" "));
            }
        }
    }
    outln!("median latency per query: toolschema {:.1} µs ({build}, in process)", median(&ours));
    if let Some(peer) = &peer {
        let missing = requests.iter().filter(|r| !peer.contains_key(&r.id)).count();
        outln!("median latency per query: peer {:.1} µs (as it reported)", median(peer));
        if missing > 0 {
            outln!("the peer answered no list for {missing} request(s), counted as finding nothing");
        }
    }
    Ok(())
}

/// Our answers as JSON lines, one per request, in the requests' order.
fn write_answers(path: &Path, requests: &[Request], ours: &BTreeMap<String, Answer>) -> Result<(), Failure> {
    let mut text = String::new();
    for r in requests {
        let answer = ours.get(&r.id).cloned().unwrap_or_default();
        let line = serde_json::json!({"id": r.id, "ranked": answer.ranked, "micros": answer.micros});
        text.push_str(&line.to_string());
        text.push('\n');
    }
    std::fs::write(path, text).map_err(|e| {
        eprintln!("error: cannot write `{}`: {e}", path.display());
        Failure::Failed
    })
}

/// Our top 10 for `query`, and the fastest of three runs of it.
fn answer(retriever: &Retriever<'_>, query: &str) -> Answer {
    let mut best = f64::INFINITY;
    let mut ranked = Vec::new();
    for _ in 0..3 {
        let start = Instant::now();
        let hits = retriever.retrieve(query, 10);
        best = best.min(start.elapsed().as_secs_f64() * 1e6);
        ranked = hits.iter().map(|h| h.tool.name().to_owned()).collect();
    }
    Answer { ranked, micros: best }
}

fn read_requests(path: &Path) -> Result<Vec<Request>, Failure> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        eprintln!("error: cannot read `{}`: {e}", path.display());
        Failure::Failed
    })?;
    let mut requests = Vec::new();
    for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let bad = |why: &str| {
            eprintln!("error: {}:{}: {why}", path.display(), n + 1);
            Failure::Failed
        };
        let value: Value = serde_json::from_str(line).map_err(|e| bad(&format!("not JSON: {e}")))?;
        let text = |key: &str| value.get(key).and_then(Value::as_str).map(str::to_owned);
        let expected = value
            .get("expected")
            .and_then(Value::as_array)
            .map(|a| a.iter().filter_map(Value::as_str).map(str::to_owned).collect::<Vec<_>>());
        let id = value.get("id").map(|v| v.as_str().map(str::to_owned).unwrap_or_else(|| v.to_string()));
        match (id, text("query"), expected, text("kind")) {
            (Some(id), Some(query), Some(expected), Some(kind)) if !expected.is_empty() => {
                requests.push(Request { id, query, expected, kind })
            }
            _ => return Err(bad("a request needs `id`, `query`, a non-empty `expected` list of names and `kind`")),
        }
    }
    Ok(requests)
}

/// The peer's answers, from the file `source` or from what the shell command `source` prints.
fn read_peer(source: &str) -> Result<BTreeMap<String, Answer>, Failure> {
    // A script (`#!`) is run, as is anything that is not a file; another file is read.
    let script = std::fs::read(source).is_ok_and(|bytes| bytes.starts_with(b"#!"));
    let text = if Path::new(source).is_file() && !script {
        std::fs::read_to_string(source).map_err(|e| {
            eprintln!("error: cannot read `{source}`: {e}");
            Failure::Failed
        })?
    } else {
        let output = std::process::Command::new("sh").arg("-c").arg(source).output().map_err(|e| {
            eprintln!("error: cannot run `{source}`: {e}");
            Failure::Failed
        })?;
        if !output.status.success() {
            eprintln!(
                "error: the peer command `{source}` failed ({}):\n{}",
                output.status,
                String::from_utf8_lossy(&output.stderr)
            );
            return Err(Failure::Failed);
        }
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let mut answers = BTreeMap::new();
    // Lines that are not answers (a log line of the peer's) are passed over.
    for value in text.lines().filter_map(|l| serde_json::from_str::<Value>(l).ok()) {
        let Some(id) = value.get("id").map(|v| v.as_str().map(str::to_owned).unwrap_or_else(|| v.to_string())) else {
            continue;
        };
        let Some(ranked) = value.get("ranked").and_then(Value::as_array) else { continue };
        let ranked = ranked.iter().filter_map(Value::as_str).map(str::to_owned).collect();
        answers.insert(id, Answer { ranked, micros: value.get("micros").and_then(Value::as_f64).unwrap_or(f64::NAN) });
    }
    Ok(answers)
}

/// recall@1, recall@5 and MRR@10 of one answer.
fn measures(expected: &[String], ranked: &[String]) -> [f64; 3] {
    let recall = |k: usize| {
        let top = &ranked[..ranked.len().min(k)];
        expected.iter().filter(|e| top.contains(e)).count() as f64 / expected.len() as f64
    };
    let first = ranked.iter().take(10).position(|r| expected.contains(r));
    [recall(1), recall(5), first.map_or(0.0, |p| 1.0 / (p + 1) as f64)]
}

fn table(requests: &[Request], ours: &BTreeMap<String, Answer>, peer: Option<&BTreeMap<String, Answer>>) -> String {
    let mut kinds: BTreeMap<&str, Vec<&Request>> = BTreeMap::new();
    for r in requests {
        kinds.entry("all").or_default().push(r);
        kinds.entry(&r.kind).or_default().push(r);
    }
    let mean = |rs: &[&Request], answers: &BTreeMap<String, Answer>| {
        let mut sum = [0.0; 3];
        for r in rs {
            let ranked = answers.get(&r.id).map(|a| a.ranked.as_slice()).unwrap_or_default();
            for (s, m) in sum.iter_mut().zip(measures(&r.expected, ranked)) {
                *s += m;
            }
        }
        sum.map(|s| s / rs.len().max(1) as f64)
    };
    let mut out = String::from("kind              n   toolschema R@1  R@5  MRR@10");
    if peer.is_some() {
        out.push_str("   peer R@1  R@5  MRR@10");
    }
    out.push('\n');
    let all = kinds.remove("all").unwrap_or_default();
    for (kind, rs) in std::iter::once(("all", all)).chain(kinds) {
        let [r1, r5, mrr] = mean(&rs, ours);
        out.push_str(&format!("{kind:<16} {:>4}        {r1:.3}  {r5:.3}  {mrr:.3}", rs.len()));
        if let Some(peer) = peer {
            let [p1, p5, pm] = mean(&rs, peer);
            out.push_str(&format!("        {p1:.3}  {p5:.3}  {pm:.3}"));
        }
        out.push('\n');
    }
    out
}

fn median(answers: &BTreeMap<String, Answer>) -> f64 {
    let mut micros: Vec<f64> = answers.values().map(|a| a.micros).filter(|m| m.is_finite()).collect();
    micros.sort_by(f64::total_cmp);
    match micros.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => micros[n / 2],
        n => (micros[n / 2 - 1] + micros[n / 2]) / 2.0,
    }
}
