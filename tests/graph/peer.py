"""The tool graph benchmark: toolschema beside graph-tool-call 0.47, side by side.

    peer.py --schemas DIR --contracts FILE --edges FILE --toolschema FILE

DIR holds the catalogue's MCP tool dicts (`gen-schemas --format mcp`), FILE (contracts) the IO
contract rows `graph-bench contracts` wrote from the Rust types, FILE (edges) the generated
GRAPH's edges (`graph-bench edges`), FILE (toolschema) toolschema's answers to the requests
(`graph-bench run`). This script runs graph-tool-call on the same catalogue and requests and
prints the measures of both (README.md beside this file defines them):

- needed-set recall at 5: the share of requests whose whole labelled `needed` set is within
  the top 5 results plus their prerequisites, overall and per kind;
- mean tools offered: the size of that union;
- edge precision and recall against tests/graph/edges.txt;
- plan accuracy: the share of requests whose plan calls exactly the labelled tools, the goal
  last (graph-tool-call: PathSynthesizer given the contract rows and the request's `have` as
  entities).
"""

import argparse
import io
import json
import pathlib
import sys
from collections import defaultdict
from contextlib import redirect_stderr, redirect_stdout

TOP = 5
KINDS = ["single", "given_id", "two", "three"]
HERE = pathlib.Path(__file__).parent


def jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def labelled_edges():
    """(from, to, param, type) of every labelled edge, as tests/graph-tools/tests/edges.rs reads them."""
    edges, ty, producers = set(), None, []
    for line in (HERE / "edges.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if not line.startswith(" "):
            ty = line.strip()
        elif line.strip().startswith("producers:"):
            producers = line.split(":", 1)[1].split()
        elif line.strip().startswith("inputs:"):
            for item in line.split(":", 1)[1].split():
                to, param = item.split(".", 1)
                edges.update((p, to, param, ty) for p in producers)
    return edges


# --- graph-tool-call ---------------------------------------------------------------------


def gtc_graph(tools, contracts):
    """A ToolGraph of the MCP tool dicts, the contract rows added to each tool's metadata."""
    from graph_tool_call import ToolGraph

    graph = ToolGraph()
    with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()):
        graph.ingest_mcp_tools(tools)
    for name, rows in contracts.items():
        graph.tools[name].metadata.update(rows)
    return graph


def gtc_answers(graph, requests):
    from graph_tool_call.plan import PathSynthesizer, PlanSynthesisError

    payload = {"graph": graph.graph.to_dict(), "tools": {n: t.to_dict() for n, t in graph.tools.items()}}
    synthesizer = PathSynthesizer(payload)
    answers = {}
    for request in requests:
        hits = graph.retrieve_with_scores(request["query"], top_k=TOP)
        offered = []
        for hit in hits:
            for name in [hit.tool.name, *(hit.prerequisites or [])]:
                if name not in offered:
                    offered.append(name)
        entities = {name: f"<{name}>" for name in request["have"]}
        try:
            plan = [step.tool for step in synthesizer.synthesize(target=request["goal"], entities=entities).steps]
        except PlanSynthesisError as exc:
            plan = [f"error: {exc.__class__.__name__}"]
        answers[request["id"]] = {"ranked": [h.tool.name for h in hits], "offered": offered, "plan": plan}
    return answers


def gtc_edges(graph):
    """(producer, consumer) of every `requires` (consumer -> producer) and `precedes`
    (producer -> consumer) relation graph-tool-call derived."""
    pairs = set()
    for edge in graph.graph.to_dict()["edges"]:
        relation = str(edge.get("relation", "")).lower()
        if "requires" in relation:
            pairs.add((edge["target"], edge["source"]))
        elif "precedes" in relation:
            pairs.add((edge["source"], edge["target"]))
    return pairs


# --- scoring -----------------------------------------------------------------------------


def plan_right(request, plan):
    """The plan calls exactly the labelled tools, the goal last."""
    return bool(plan) and plan[-1] == request["goal"] and sorted(set(plan)) == sorted(set(request["plan"])) and len(plan) == len(set(plan))


def score(requests, answers):
    groups = defaultdict(lambda: {"n": 0, "recall": 0, "offered": 0, "plans": 0, "plans_any": 0})
    for request in requests:
        answer = answers[request["id"]]
        found = set(request["needed"]) <= set(answer["offered"])
        right = plan_right(request, answer["plan"])
        right_any = right or any(plan_right(request, alt) for alt in answer.get("alternatives", []))
        for group in ("all", request["kind"]):
            g = groups[group]
            g["n"] += 1
            g["recall"] += found
            g["offered"] += len(answer["offered"])
            g["plans"] += right
            g["plans_any"] += right_any
    return groups


def precision_recall(found, truth):
    hits = len(found & truth)
    return (hits / len(found) if found else 0.0), (hits / len(truth) if truth else 0.0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schemas", required=True)
    parser.add_argument("--contracts", required=True)
    parser.add_argument("--edges", required=True)
    parser.add_argument("--toolschema", required=True)
    parser.add_argument("--requests", default=str(HERE / "requests.jsonl"))
    parser.add_argument("--misses", action="store_true", help="list each system's misses on stderr")
    args = parser.parse_args()

    tools = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(pathlib.Path(args.schemas).glob("*.json"))]
    contracts = json.loads(pathlib.Path(args.contracts).read_text(encoding="utf-8"))
    requests = jsonl(args.requests)
    ours = {a["id"]: a for a in jsonl(args.toolschema)}
    graph = gtc_graph(tools, contracts)
    theirs = gtc_answers(graph, requests)

    truth = labelled_edges()
    generated = {(e["from"], e["to"], e["param"], e["type"]) for e in jsonl(args.edges)}
    pairs_truth = {(f, t) for f, t, _, _ in truth}

    columns = {"toolschema": score(requests, ours), "graph-tool-call": score(requests, theirs)}
    counts = {k: sum(r["kind"] == k for r in requests) for k in KINDS}
    print(f"{len(tools)} tools, {len(requests)} requests " + ", ".join(f"{k} {n}" for k, n in counts.items()))
    print(f"{'':34}{'toolschema':>14}{'graph-tool-call':>17}")

    def line(label, cells):
        print(f"{label:34}" + "".join(f"{c:>{w}}" for c, w in zip(cells, (14, 17))))

    for group in ["all", *KINDS]:
        line(f"needed-set recall@5 {group}", [f"{c[group]['recall'] / c[group]['n']:.3f}" for c in columns.values()])
    for group in ["all", *KINDS]:
        line(f"mean tools offered {group}", [f"{c[group]['offered'] / c[group]['n']:.2f}" for c in columns.values()])
    p, r = precision_recall(generated, truth)
    line("edges (tool, tool, param, type) P/R", [f"{p:.3f}/{r:.3f}", "-"])
    ours_pairs = {(f, t) for f, t, _, _ in generated}
    cells = []
    for found in (ours_pairs, gtc_edges(graph)):
        p, r = precision_recall(found, pairs_truth)
        cells.append(f"{p:.3f}/{r:.3f}")
    line("edges (producer, consumer) P/R", cells)
    for group in ["all", *KINDS]:
        line(f"plans right {group}", [f"{c[group]['plans'] / c[group]['n']:.3f}" for c in columns.values()])
    line("plans right, alternatives too", [f"{c['all']['plans_any'] / c['all']['n']:.3f}" for c in columns.values()])

    if args.misses:
        for name, answers in (("toolschema", ours), ("graph-tool-call", theirs)):
            for request in requests:
                a = answers[request["id"]]
                if not set(request["needed"]) <= set(a["offered"]):
                    print(f"{name} recall miss {request['id']} {request['query']!r}: needed {request['needed']}, offered {a['offered']}", file=sys.stderr)
                if not plan_right(request, a["plan"]):
                    print(f"{name} plan miss {request['id']} {request['query']!r}: labelled {request['plan']}, planned {a['plan']}", file=sys.stderr)


if __name__ == "__main__":
    main()
