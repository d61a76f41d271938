"""The official MCP Python SDK against the workspace's server over Streamable HTTP
(`mcp --http 127.0.0.1:0`, built with `--features mcp-http`): the checks of
check_stdio.py in both protocol eras through `streamable_http_client`, then what guards the
listener, with plain HTTP requests: a foreign `Host` (DNS rebinding) and a foreign `Origin`
are refused, a server started with a token refuses requests without it and takes them with
it, and a non-loopback address without a token is refused at start-up. Every wait is bounded.

Usage: check_http.py SERVER_EXECUTABLE MCP_SCHEMA_DIR; run from the workspace root. Exits 1
on any failure.
"""

import asyncio
import os
import subprocess
import threading

import httpx2 as httpx
from mcp.client.streamable_http import streamable_http_client

from check_stdio import DEADLINE, check_session, fail, run

TOKEN_VAR = "TOOLSCHEMA_MCP_TOKEN"
INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "check", "version": "0"}},
}
ACCEPT = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


class Running:
    """The server on an address it picks, its URL read from its stderr; stopped with SIGTERM."""

    def __init__(self, server, addr="127.0.0.1:0", token=None):
        env = {k: v for k, v in os.environ.items() if k != TOKEN_VAR}
        if token is not None:
            env[TOKEN_VAR] = token
        self.process = subprocess.Popen(
            [server, "--http", addr], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
        )
        self.url = None
        for line in self.process.stderr:
            line = line.decode()
            if "listening on " in line:
                self.url = line.split("listening on ", 1)[1].strip()
                break
        if self.url is None:
            fail(f"the server did not say where it listens (exit {self.process.wait(5)})")
        # The rest of its log is read away, so a chatty server never blocks on a full pipe.
        threading.Thread(target=self.process.stderr.read, daemon=True).start()

    def stop(self):
        self.process.terminate()
        status = self.process.wait(5)
        if status != 0:
            fail(f"the server exited {status} on SIGTERM")


async def sdk_eras(server, schema_dir):
    running = Running(server)
    try:
        for era in ("initialize", "discover"):
            async with streamable_http_client(running.url) as (read, write):
                await asyncio.wait_for(check_session(read, write, schema_dir, era, f"http {era}"), DEADLINE)
    finally:
        running.stop()


def guards(server):
    running = Running(server)
    try:
        with httpx.Client(timeout=10) as http:
            good = http.post(running.url, json=INIT, headers=ACCEPT)
            if good.status_code != 200:
                fail(f"a good initialize over HTTP answered {good.status_code}: {good.text[:200]}")
            port = running.url.split(":")[2].split("/")[0]
            rebinding = http.post(running.url, json=INIT, headers={**ACCEPT, "Host": f"evil.example:{port}"})
            if rebinding.status_code < 400:
                fail(f"a foreign Host was served ({rebinding.status_code})")
            foreign = http.post(running.url, json=INIT, headers={**ACCEPT, "Origin": "https://evil.example"})
            if foreign.status_code < 400:
                fail(f"a foreign Origin was served ({foreign.status_code})")
            local = http.post(running.url, json=INIT, headers={**ACCEPT, "Origin": f"http://localhost:{port}"})
            if local.status_code != 200:
                fail(f"a page of this machine was refused ({local.status_code}): {local.text[:200]}")
    finally:
        running.stop()
    print("  http: foreign Host and Origin refused, a local Origin served")

    running = Running(server, token="s3cret-token")
    try:
        with httpx.Client(timeout=10) as http:
            missing = http.post(running.url, json=INIT, headers=ACCEPT)
            wrong = http.post(running.url, json=INIT, headers={**ACCEPT, "Authorization": "Bearer nope"})
            right = http.post(running.url, json=INIT, headers={**ACCEPT, "Authorization": "Bearer s3cret-token"})
            if (missing.status_code, wrong.status_code, right.status_code) != (401, 401, 200):
                fail(f"token: without {missing.status_code}, wrong {wrong.status_code}, right {right.status_code}")
    finally:
        running.stop()
    print("  http: the bearer token is required when set")

    env = {k: v for k, v in os.environ.items() if k != TOKEN_VAR}
    refused = subprocess.run([server, "--http", "0.0.0.0:0"], capture_output=True, env=env, timeout=10)
    if refused.returncode != 1 or b"without a bearer token" not in refused.stderr:
        fail(f"a public address without a token: exit {refused.returncode}, {refused.stderr[:300]!r}")
    print("  http: a non-loopback address without a token is refused")


def checks(server, schema_dir):
    asyncio.run(sdk_eras(server, schema_dir))
    guards(server)


if __name__ == "__main__":
    run("check_http.py", __doc__, checks, "the MCP Python SDK accepts the server over Streamable HTTP")
