#!/usr/bin/env bash
# The MCP conformance suite (npm `@modelcontextprotocol/conformance`, pinned with the Node 22 it
# runs on in package.json and package-lock.json here) against `conformance-mcp`, the suite's own
# fixture tools as a tools crate (tests/conformance-tools), over Streamable HTTP, every scenario (`--suite all`), with baseline.yml: each check a tools-only
# server cannot pass is listed there with its reason, and any other failure, or a listed check
# that starts passing, fails the run. require.mjs then checks that the scenarios such a server
# must pass (initialize, session lifecycle, ping, tools/list, DNS-rebinding protection, header
# validation, concurrent streams) ran and passed whole. The server must then exit 0 on SIGTERM.
# `run.sh --print-failures` prints the failing checks as baseline entries, for a pin update.
set -euo pipefail
cd "$(dirname "$0")/../.."

name=tests/conformance/run.sh
dir=tests/conformance
tmp=$(mktemp -d)
# shellcheck source=../mcp/node_harness.sh
. tests/mcp/node_harness.sh
trap 'cleanup_server; rm -rf "$tmp"' EXIT

build_server conformance-tools conformance-mcp
npm_ci "$dir"
echo "tests/conformance: @modelcontextprotocol/conformance $(node -p "require('./$dir/node_modules/@modelcontextprotocol/conformance/package.json').version") on Node $(node --version)"

start_http
baseline=(--expected-failures "$dir/baseline.yml")
[ "${1:-}" = --print-failures ] && baseline=()
status=0
timeout 900 npx --prefix "$dir" --no-install conformance server --url "$url" --suite all \
    "${baseline[@]}" -o "$tmp/results" >"$tmp/suite.out" 2>&1 || status=$?
if [ "${1:-}" = --print-failures ]; then
    node "$dir/require.mjs" "$tmp/results" --print-failures
    exit 0
fi
sed -n '/=== SUMMARY ===/,/^Total:/p' "$tmp/suite.out"
grep -i 'baseline' "$tmp/suite.out" | sed 's/\x1b\[[0-9;]*m//g' || true
if [ "$status" -ne 0 ]; then
    sed -n '/Unexpected failures\|Stale baseline/,$p' "$tmp/suite.out" | sed 's/\x1b\[[0-9;]*m//g' >&2
    fail "the conformance suite exited $status (124 is a timeout): a check failed that baseline.yml does not list, or a listed one passed"
fi
node "$dir/require.mjs" "$tmp/results" || fail "a scenario a tools-only server must pass did not pass"

stop_http
echo "tests/conformance/run.sh: the server passes every conformance check but those baseline.yml lists"
