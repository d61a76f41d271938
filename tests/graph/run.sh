#!/usr/bin/env bash
# The tool graph benchmark, one command: toolschema beside graph-tool-call 0.47 on the catalogue
# of tests/graph-tools and the labelled requests of tests/graph/requests.jsonl (README.md here).
# Makes a virtual environment under target/graph-peer/ with the pinned graph-tool-call of
# requirements.txt (once), writes the catalogue's MCP tool dicts with `cargo xtask gen-schemas`,
# runs `graph-bench` (toolschema's answers, GRAPH's edges, the IO contract rows written from the
# types) and peer.py (graph-tool-call's answers and the side-by-side table).
# `--misses` also lists each system's misses on stderr.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=target/graph-peer
venv=$out/venv
requirements=tests/graph/requirements.txt
if ! cmp -s "$requirements" "$venv/requirements.txt" 2>/dev/null; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$venv/requirements.txt"
fi

rm -rf "$out/schemas"
cargo xtask gen-schemas --tools-dir tests/graph-tools --format mcp --allow-primitive-ids --out "$out/schemas" >/dev/null
cargo build --quiet -p graph-tools --bin graph-bench
bench=${CARGO_TARGET_DIR:-target}/debug/graph-bench
"$bench" run tests/graph/requests.jsonl >"$out/toolschema.jsonl"
"$bench" edges >"$out/edges.jsonl"
"$bench" contracts >"$out/contracts.json"
"$venv/bin/python" tests/graph/peer.py --schemas "$out/schemas" --contracts "$out/contracts.json" \
    --edges "$out/edges.jsonl" --toolschema "$out/toolschema.jsonl" "$@"
