#!/usr/bin/env bash
# The MCP Inspector's CLI (npm `@modelcontextprotocol/inspector`, pinned with the Node it runs
# on in package.json and package-lock.json here) against the `mcp` binary of `tools/`, over
# stdio and over Streamable HTTP: tools/list --strict (the tools of schemas/, no portability
# error), a good tools/call (exit 0), a bad one (exit 5, isError with the problem's path), and
# its load mode, 1,000 calls at a concurrency of 100 with 0 errors. `npm ci` runs when the lock
# file changed; HOME is a temporary folder; every step is bounded by `timeout`. Exits 1 on any
# failure, naming it.
set -euo pipefail
cd "$(dirname "$0")/../.."

name=tests/inspector/run.sh
dir=tests/inspector
tmp=$(mktemp -d)
# shellcheck source=../mcp/node_harness.sh
. tests/mcp/node_harness.sh
trap 'cleanup_server; rm -rf "$tmp"' EXIT

build_server
npm_ci "$dir"
echo "tests/inspector: @modelcontextprotocol/inspector $(node -p "require('./$dir/node_modules/@modelcontextprotocol/inspector/package.json').version") on Node $(node --version)"


# inspector NAME EXPECTED_EXIT EXPECT_ARGS -- CLI_ARGS: runs the CLI (JSON on stdout), checks
# its exit status, then its answer with expect.mjs.
inspector() {
    local check=$1 want=$2 status=0
    shift 2
    local expect=()
    while [ "$1" != "--" ]; do
        expect+=("$1")
        shift
    done
    shift
    timeout 120 npx --prefix "$dir" --no-install mcp-inspector --cli --format json "$@" \
        >"$tmp/out" 2>"$tmp/err" </dev/null || status=$?
    if [ "$status" -ne "$want" ]; then
        cat "$tmp/err" >&2
        head -c 2000 "$tmp/out" >&2
        fail "$check: the Inspector exited $status, expected $want (124 is a timeout)"
    fi
    node "$dir/expect.mjs" "${expect[@]}" <"$tmp/out" || fail "$check: unexpected answer"
}

# checks TRANSPORT TARGET...: every check, against the server TARGET names.
checks() {
    local t=$1
    shift
    echo "tests/inspector: over $t"
    inspector "$t tools/list --strict" 0 list schemas -- "$@" --method tools/list --strict
    inspector "$t calculator" 0 call 14 -- "$@" --method tools/call --tool-name calculator --tool-arg 'expr=2*(3+4)'
    inspector "$t search" 0 structured -- "$@" --method tools/call --tool-name search \
        --tool-args-json '{"query": "refund for a damaged item", "limit": 2}'
    # The CLI exits 5 (TOOL_ERROR) on a result with isError; the text names every problem.
    inspector "$t bad search" 5 tool-error invalid_arguments 'query: missing required argument' 'nope: unknown argument' -- \
        "$@" --method tools/call --tool-name search --tool-arg nope=1
    inspector "$t --load" 0 load 1000 -- "$@" --method tools/call --tool-name calculator --tool-arg 'expr=2*(3+4)' \
        --load --load-requests 1000 --load-concurrency 100
}

checks stdio "$server"

start_http
checks "http ($url)" --transport http --server-url "$url"

# SIGTERM: the server exits 0 within a few seconds.
stop_http
echo "tests/inspector/run.sh: the MCP Inspector's CLI accepts the server over stdio and HTTP"
