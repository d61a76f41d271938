"""Runs one retriever over the retrieval benchmark and scores it.

    runner.py run --engine ENGINE --schemas DIR --requests FILE
        prints one JSON line per request, `{"id", "ranked", "micros", "cpu_micros"}` (the top
        10 tool names, best first, that query's latency in microseconds, and the CPU time
        this thread spent on it, which other processes on a busy machine inflate less), and
        the scores to stderr;
    runner.py score --requests FILE RESULTS...
        scores result files of that shape (from any retriever) side by side.

ENGINE is one of
    gtc-mcp   graph-tool-call 0.47 given the full MCP tool dicts (`gen-schemas --format mcp`):
              description, parameter descriptions, enums, defaults, output schema;
    gtc-seed  graph-tool-call 0.47 as the seed uses it: plain Python functions built from the
              same tools (name, docstring, typed parameters) through `ingest_functions`, which
              keeps the name, the docstring's first line and the parameter names;
    bm25      a plain Okapi BM25 (k1 1.2, b 0.75) over the name split on `_`, the
              description and the parameter names and descriptions, in this file.

The metrics (README.md beside this folder): recall@k is the mean over requests of
|expected ∩ top k| / |expected|; MRR@10 the mean of 1/rank of the first expected tool within
the top 10, else 0. Latency is the median of the per-query times, each measured around the
retriever's call alone, after one warm-up query that builds any lazy index.
"""

import argparse
import inspect
import json
import keyword
import math
import pathlib
import re
import statistics
import sys
import time
from collections import Counter, defaultdict

TOP = 10
KINDS = ["shares_words", "paraphrase", "typo", "terse", "korean", "names_value"]


def load_tools(schemas):
    """The MCP tool dicts `gen-schemas --format mcp` wrote, in name order."""
    files = sorted(pathlib.Path(schemas).glob("*.json"))
    if not files:
        sys.exit(f"runner: no tool schemas in {schemas}")
    return [json.loads(f.read_text(encoding="utf-8")) for f in files]


def load_requests(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


# --- graph-tool-call ---------------------------------------------------------------------

_PY_TYPES = {"string": str, "integer": int, "number": float, "boolean": bool, "array": list, "object": dict}


def as_function(tool):
    """A Python function standing for one tool, as a seed author would have written it.

    Its name is the tool's, its docstring the description followed by a Google `Args:`
    section, and its parameters carry the JSON types as annotations (a parameter whose name
    is a Python keyword, such as `from`, gets a trailing `_`, as a Python author would write
    it). Only what `inspect` sees matters to `ingest_functions`.
    """
    schema = tool.get("inputSchema", {})
    required = set(schema.get("required", []))
    params, annotations, args = [], {}, []
    for name, prop in schema.get("properties", {}).items():
        py_name = name + "_" if keyword.iskeyword(name) else name
        py_type = _PY_TYPES.get(prop.get("type"), str)
        default = inspect.Parameter.empty if name in required else prop.get("default")
        kind = inspect.Parameter.KEYWORD_ONLY  # any order of required and defaulted ones
        params.append(inspect.Parameter(py_name, kind, default=default, annotation=py_type))
        annotations[py_name] = py_type
        if prop.get("description"):
            args.append(f"    {py_name}: {prop['description']}")

    def fn(**kwargs):
        return kwargs

    fn.__name__ = fn.__qualname__ = tool["name"]
    fn.__doc__ = tool.get("description", "") + ("\n\nArgs:\n" + "\n".join(args) if args else "")
    fn.__signature__ = inspect.Signature(params)
    fn.__annotations__ = annotations
    return fn


def gtc_engine(tools, mode):
    from graph_tool_call import ToolGraph

    graph = ToolGraph()
    if mode == "mcp":
        graph.ingest_mcp_tools(tools)
    else:
        graph.ingest_functions([as_function(t) for t in tools])

    def search(query):
        return [r.tool.name for r in graph.retrieve_with_scores(query, top_k=TOP)]

    return search


# --- plain BM25 --------------------------------------------------------------------------

_WORD = re.compile(r"\w+", re.UNICODE)


def tokens(text):
    return [w.lower() for w in _WORD.findall(text.replace("_", " "))]


def tool_text(tool):
    parts = [tool["name"], tool.get("description", "")]
    for name, prop in tool.get("inputSchema", {}).get("properties", {}).items():
        parts += [name, prop.get("description", "")]
    return " ".join(parts)


def bm25_engine(tools, k1=1.2, b=0.75):
    docs = [(t["name"], Counter(tokens(tool_text(t)))) for t in tools]
    lengths = {name: sum(tf.values()) for name, tf in docs}
    avg = sum(lengths.values()) / len(docs)
    df = Counter(term for _, tf in docs for term in tf)
    idf = {term: math.log(1 + (len(docs) - n + 0.5) / (n + 0.5)) for term, n in df.items()}

    def search(query):
        terms = set(tokens(query))
        scored = []
        for name, tf in docs:
            score = 0.0
            for term in terms:
                f = tf.get(term)
                if f:
                    score += idf[term] * f * (k1 + 1) / (f + k1 * (1 - b + b * lengths[name] / avg))
            if score > 0:
                scored.append((-score, name))
        scored.sort()
        return [name for _, name in scored[:TOP]]

    return search


# --- scoring -----------------------------------------------------------------------------


def measures(request, ranked):
    """recall@1, recall@5 and the reciprocal rank within the top 10 of one request."""
    expected = set(request["expected"])

    def recall(k):
        return len(expected & set(ranked[:k])) / len(expected)

    rank = next((i for i, name in enumerate(ranked[:TOP], 1) if name in expected), None)
    return recall(1), recall(5), 1 / rank if rank else 0.0


def summary(requests, results):
    """Rows of (group, n, recall@1, recall@5, MRR@10, median µs, median CPU µs), overall and
    per kind."""
    by_id = {r["id"]: r for r in results}
    groups = defaultdict(list)
    for request in requests:
        result = by_id.get(request["id"], {"ranked": [], "micros": None})
        m = measures(request, result["ranked"])
        times = (result["micros"], result.get("cpu_micros"))
        groups["all"].append((m, times))
        groups[request["kind"]].append((m, times))
    rows = []
    for group in ["all"] + [k for k in KINDS if k in groups]:
        entries = groups[group]
        n = len(entries)
        means = [sum(e[0][i] for e in entries) / n for i in range(3)]
        medians = []
        for i in range(2):
            times = [e[1][i] for e in entries if e[1][i] is not None]
            medians.append(statistics.median(times) if times else float("nan"))
        rows.append((group, n, *means, *medians))
    return rows


# (title, index in a summary row, format) of each block of the table.
METRICS = [
    ("recall@1", 2, "{:.3f}"),
    ("recall@5", 3, "{:.3f}"),
    ("MRR@10", 4, "{:.3f}"),
    ("median µs", 5, "{:.0f}"),
    ("median CPU µs", 6, "{:.0f}"),
]


def print_table(columns, out):
    """One block per metric, one column per result set."""
    names = list(columns)
    groups = [row[0] for row in next(iter(columns.values()))]
    counts = {row[0]: row[1] for row in next(iter(columns.values()))}
    for title, index, fmt in METRICS:
        print(f"{title:<18}" + "".join(f"{n:>12}" for n in names), file=out)
        for i, group in enumerate(groups):
            label = f"{group} ({counts[group]})"
            cells = (fmt.format(columns[n][i][index]) for n in names)
            print(f"  {label:<16}" + "".join(f"{cell:>12}" for cell in cells), file=out)


def run(args):
    tools = load_tools(args.schemas)
    requests = load_requests(args.requests)
    if args.engine == "bm25":
        search = bm25_engine(tools)
    else:
        search = gtc_engine(tools, args.engine.removeprefix("gtc-"))
    search("warm up")  # builds any index the retriever makes lazily
    results = []
    for request in requests:
        start, cpu_start = time.perf_counter_ns(), time.thread_time_ns()
        ranked = search(request["query"])
        micros = (time.perf_counter_ns() - start) / 1000
        cpu_micros = (time.thread_time_ns() - cpu_start) / 1000
        result = {
            "id": request["id"],
            "ranked": ranked[:TOP],
            "micros": round(micros, 1),
            "cpu_micros": round(cpu_micros, 1),
        }
        results.append(result)
        print(json.dumps(result, ensure_ascii=False), flush=True)
    print(f"{args.engine}: {len(tools)} tools, {len(requests)} requests", file=sys.stderr)
    print_table({args.engine: summary(requests, results)}, sys.stderr)


def score(args):
    requests = load_requests(args.requests)
    columns = {}
    for path in args.results:
        results = load_requests(path)
        columns[pathlib.Path(path).stem] = summary(requests, results)
    print_table(columns, sys.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p_run = sub.add_parser("run", help="rank the top 10 tools for every request")
    p_run.add_argument("--engine", choices=["gtc-mcp", "gtc-seed", "bm25"], required=True)
    p_run.add_argument("--schemas", required=True, help="the folder `gen-schemas --format mcp` wrote")
    p_run.add_argument("--requests", required=True, help="requests.jsonl")
    p_run.set_defaults(func=run)
    p_score = sub.add_parser("score", help="score result files side by side")
    p_score.add_argument("--requests", required=True)
    p_score.add_argument("results", nargs="+")
    p_score.set_defaults(func=score)
    args = parser.parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
