#!/usr/bin/env bash
# The providers' client libraries accept every tool toolschema emits: makes a virtual
# environment under target/ with the pinned official Python packages, writes every tool of
# `tools/` in every format with `cargo xtask gen-schemas --format F`, and runs check.py over
# those files and the golden snapshots of the type fixtures, check_deferred.py over retrieval's
# Anthropic shapes (`defer_loading`, `tool_reference`), check_agent.py over the agent loop's
# fixtures and answers, then tests/mcp/check_stdio.py and
# check_http.py (the MCP SDK against the `mcp` binary of `tools/`). Exits 1 on any rejection.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=target/provider-check
venv=$out/venv
requirements=tests/providers/requirements.txt
if ! cmp -s "$requirements" "$venv/requirements.txt" 2>/dev/null; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$venv/requirements.txt"
fi

for format in anthropic anthropic-strict openai openai-strict openai-responses gemini mcp text; do
    # A tool a format cannot state is an error (exit 1) naming it; the others are still
    # written, and which tools fail which format is pinned by the golden snapshots.
    status=0
    cargo xtask gen-schemas --format "$format" --out "$out/$format" >/dev/null || status=$?
    if [ "$status" -gt 1 ]; then
        echo "gen-schemas --format $format failed with status $status" >&2
        exit 1
    fi
done

"$venv/bin/python" tests/providers/check.py "$out" \
    crates/toolschema/tests/it/snapshots \
    crates/codegen/tests/it/snapshots_formats

# Retrieval's Anthropic shapes: the dev catalogue with every tool but `search_tools` deferred
# (`defer_loading: true`), and a search's `tool_result` of `tool_reference` blocks.
rm -rf "$out/deferred"
cargo xtask gen-schemas --tools-dir tests/retrieve-dev-tools --format anthropic --defer-loading --out "$out/deferred" >/dev/null
cargo xtask retrieve "cancel my booking" --tools-dir tests/retrieve-dev-tools --tool-reference >"$out/tool_result.json"
"$venv/bin/python" tests/providers/check_deferred.py "$out/deferred" "$out/tool_result.json"

# The agent loop's fixtures (responses, stream events, good histories) and every message
# `agent-turn` appends (toolschema-agent's snapshots) load as the SDKs' own response and
# request param types.
"$venv/bin/python" tests/providers/check_agent.py .

# The official MCP Python SDK against the workspace's own MCP server, over stdio and over
# Streamable HTTP, both protocol eras: tools/list equals the `mcp` files written above, every
# tool answers a good call; over HTTP, the Host, Origin and token guards hold.
cargo build --quiet -p tools --features mcp-http --bin mcp
server="${CARGO_TARGET_DIR:-target}/debug/mcp"
"$venv/bin/python" tests/mcp/check_stdio.py "$server" "$out/mcp"
"$venv/bin/python" tests/mcp/check_http.py "$server" "$out/mcp"
