#!/usr/bin/env bash
# The retrieval benchmark's reference columns: makes a virtual environment under
# target/retrieval-peer/ with the pinned graph-tool-call of requirements.txt, writes the
# tools of tests/retrieval-tools in the `mcp` format with `cargo xtask gen-schemas`, runs
# runner.py once per engine (graph-tool-call given the MCP tool dicts, graph-tool-call as the
# seed uses it, and a plain BM25) over tests/retrieval/requests.jsonl, and prints their
# recall@1, recall@5, MRR@10 and median latency, overall and per kind, side by side.
# Each engine's ranked results are kept in target/retrieval-peer/results/ENGINE.jsonl.
set -euo pipefail
cd "$(dirname "$0")/../../.."

out=target/retrieval-peer
venv=$out/venv
requirements=tests/retrieval/peer/requirements.txt
if ! cmp -s "$requirements" "$venv/requirements.txt" 2>/dev/null; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$venv/requirements.txt"
fi

cargo xtask gen-schemas --tools-dir tests/retrieval-tools --format mcp --out "$out/schemas" >/dev/null

mkdir -p "$out/results"
for engine in gtc-mcp gtc-seed bm25; do
    "$venv/bin/python" tests/retrieval/peer/runner.py run --engine "$engine" \
        --schemas "$out/schemas" --requests tests/retrieval/requests.jsonl \
        >"$out/results/$engine.jsonl" 2>"$out/results/$engine.log"
done
"$venv/bin/python" tests/retrieval/peer/runner.py score --requests tests/retrieval/requests.jsonl \
    "$out/results/gtc-mcp.jsonl" "$out/results/gtc-seed.jsonl" "$out/results/bm25.jsonl"
