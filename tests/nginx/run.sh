#!/usr/bin/env bash
# Stateless serving behind a reverse proxy: Debian's nginx (installed here with apt-get when
# missing, at the version pinned below when apt still offers it) in front of three processes
# of a server started with `--stateless`, round robin, retrying a request on the next process
# when one cannot be reached or drops it (`proxy_next_upstream ... non_idempotent`).
# 1. The MCP Python SDK (the venv of tests/providers/run.sh) through the proxy against three
#    `mcp` processes of `tools/`: check_stdio.py's checks in both eras, then 300 calls with one
#    process killed after the 100th; every call must succeed.
# 2. The conformance suite's stateless scenarios (`server-stateless`, with baseline.yml) through
#    the proxy against three `conformance-mcp` processes.
# Needs root (or nginx already installed), Python 3 and npm (as tests/conformance/run.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."

name=tests/nginx/run.sh
dir=tests/nginx
# The version of Debian 12's nginx this was written against; apt keeps only the newest
# security update of a release, so an older pin falls back to the release's current one.
NGINX_VERSION=1.22.1-9+deb12u7
tmp=$(mktemp -d)
pids=()
nginx_pid=
cleanup() {
    [ -n "$nginx_pid" ] && kill "$nginx_pid" 2>/dev/null || true
    for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$tmp"
}
trap cleanup EXIT
fail() {
    echo "$name: $*" >&2
    [ -f "$tmp/error.log" ] && tail -n 20 "$tmp/error.log" >&2
    exit 1
}

if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
    [ "$(id -u)" -eq 0 ] || fail "nginx is not installed, and installing it needs root: apt-get install nginx"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends "nginx=$NGINX_VERSION" >/dev/null 2>&1 \
        || apt-get install -y -qq --no-install-recommends nginx >/dev/null \
        || fail "apt-get install nginx failed"
fi
nginx=$(command -v nginx || echo /usr/sbin/nginx)
echo "$name: $("$nginx" -v 2>&1)"

target_dir=${CARGO_TARGET_DIR:-target}
case "$target_dir" in /*) ;; *) target_dir=$PWD/$target_dir ;; esac
timeout 900 cargo build --quiet -p tools --features mcp-http --bin mcp -p conformance-tools --bin conformance-mcp \
    || fail "cargo build failed"

# Starts three processes of `$@ --http 127.0.0.1:0`, each on the port it picks; sets `ports`.
start_three() {
    pids=() ports=()
    for i in 1 2 3; do
        "$@" </dev/null >"$tmp/server$i.out" 2>"$tmp/server$i.err" &
        pids+=($!)
    done
    for i in 1 2 3; do
        local url=
        for _ in $(seq 100); do
            url=$(sed -n 's/^toolschema-mcp: listening on //p' "$tmp/server$i.err" | head -n 1)
            [ -n "$url" ] && break
            sleep 0.1
        done
        [ -n "$url" ] || { cat "$tmp/server$i.err" >&2; fail "server $i did not say where it listens"; }
        url=${url#http://127.0.0.1:}
        ports+=("${url%/mcp}")
    done
}

# nginx on a free port in front of `ports`; sets `proxy`.
start_nginx() {
    local port
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    {
        echo "daemon off; worker_processes 1; pid $tmp/nginx.pid; error_log $tmp/error.log warn;"
        echo "events { worker_connections 1024; }"
        echo "http {"
        echo "  access_log off;"
        echo "  client_body_temp_path $tmp/body; proxy_temp_path $tmp/proxy;"
        echo "  fastcgi_temp_path $tmp/fastcgi; uwsgi_temp_path $tmp/uwsgi; scgi_temp_path $tmp/scgi;"
        echo "  upstream mcp {"
        for p in "${ports[@]}"; do echo "    server 127.0.0.1:$p max_fails=1 fail_timeout=30s;"; done
        echo "    keepalive 16;"
        echo "  }"
        echo "  server {"
        echo "    listen 127.0.0.1:$port;"
        echo "    location /mcp {"
        echo "      proxy_pass http://mcp;"
        echo "      proxy_http_version 1.1;"
        echo "      proxy_set_header Connection \"\";"
        # The servers accept loopback names as Host; the proxy's public name would go in --allow-host.
        echo "      proxy_set_header Host localhost;"
        echo "      proxy_buffering off;"
        # A POST is retried too: every tool a stateless server runs must bear running twice
        # when a process dies after it ran and before it answered.
        echo "      proxy_next_upstream error timeout http_502 http_503 non_idempotent;"
        echo "      proxy_next_upstream_tries 3;"
        echo "      proxy_connect_timeout 2s;"
        echo "    }"
        echo "  }"
        echo "}"
    } >"$tmp/nginx.conf"
    "$nginx" -p "$tmp" -c "$tmp/nginx.conf" &
    nginx_pid=$!
    for _ in $(seq 50); do
        python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1)" 2>/dev/null && break
        sleep 0.1
    done
    proxy=http://127.0.0.1:$port/mcp
}

stop_all() {
    kill "$nginx_pid" 2>/dev/null || true
    wait "$nginx_pid" 2>/dev/null || true
    nginx_pid=
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    pids=()
}

# 1. The Python SDK, with the venv and the `mcp` schemas tests/providers/run.sh makes.
venv=target/provider-check/venv
requirements=tests/providers/requirements.txt
if ! cmp -s "$requirements" "$venv/requirements.txt" 2>/dev/null; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$venv/requirements.txt"
fi
cargo xtask gen-schemas --format mcp --out "$tmp/mcp" >/dev/null
start_three "$target_dir/debug/mcp" --http 127.0.0.1:0 --stateless
start_nginx
echo "$name: nginx at $proxy in front of 127.0.0.1:{${ports[*]}}"
"$venv/bin/python" "$dir/check_proxy.py" "$proxy" "$tmp/mcp" "${pids[1]}" || fail "the SDK through the proxy failed"
stop_all

# 2. The conformance suite's stateless scenarios through the proxy.
# shellcheck source=../mcp/node_harness.sh
. tests/mcp/node_harness.sh
npm_ci tests/conformance
start_three "$target_dir/debug/conformance-mcp" --http 127.0.0.1:0 --stateless
start_nginx
status=0
timeout 600 npx --prefix tests/conformance --no-install conformance server --url "$proxy" \
    --scenario server-stateless --expected-failures tests/conformance/baseline.yml -o "$tmp/results" \
    >"$tmp/suite.out" 2>&1 || status=$?
sed 's/\x1b\[[0-9;]*m//g' "$tmp/suite.out" | grep -E '^Passed: |^Baseline check' || true
if [ "$status" -ne 0 ]; then
    sed 's/\x1b\[[0-9;]*m//g' "$tmp/suite.out" | tail -n 40 >&2
    fail "the conformance suite's stateless scenarios failed through the proxy (exit $status)"
fi
stop_all
echo "$name: the SDK and the stateless conformance scenarios pass through nginx, and a killed process lost no call"
