"""The official MCP Python SDK through nginx in front of three stateless server processes
(`mcp --http 127.0.0.1:0 --stateless`): the checks of check_stdio.py in both protocol eras,
then 300 calls one after another, with one of the processes killed (SIGKILL) after the 100th:
every call must succeed, those that reached the dead process retried by nginx on another.

Usage: check_proxy.py PROXY_URL MCP_SCHEMA_DIR PID_TO_KILL; run from the workspace root.
Exits 1 on any failure.
"""

import asyncio
import os
import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "mcp"))

from mcp import ClientSession  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402

from check_stdio import DEADLINE, READ_TIMEOUT, check_session, fail, leaves  # noqa: E402

CALLS = 300
KILL_AFTER = 100


async def eras(url, schema_dir):
    for era in ("initialize", "discover"):
        async with streamable_http_client(url) as (read, write):
            await asyncio.wait_for(check_session(read, write, schema_dir, era, f"proxy {era}"), DEADLINE)


async def calls_through_a_kill(url, victim):
    async with streamable_http_client(url) as (read, write):
        async with ClientSession(read, write, read_timeout_seconds=READ_TIMEOUT) as session:
            await session.initialize()
            for n in range(CALLS):
                if n == KILL_AFTER:
                    os.kill(victim, signal.SIGKILL)
                    print(f"  killed process {victim} after call {n}")
                result = await session.call_tool("calculator", {"expr": f"{n}+1"})
                text = result.content[0].text if result.content else ""
                if result.is_error or text != str(n + 1):
                    fail(f"call {n} answered {text!r} (isError {result.is_error})")
    print(f"  {CALLS} calls, every one answered")


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    url, schema_dir, victim = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    try:
        asyncio.run(eras(url, schema_dir))
        asyncio.run(asyncio.wait_for(calls_through_a_kill(url, victim), DEADLINE))
    except Exception as err:  # noqa: BLE001  (every failure is reported the same way)
        for leaf in leaves(err):
            print(f"check_proxy.py: {type(leaf).__name__}: {leaf}", file=sys.stderr)
        sys.exit(1)
    print("check_proxy.py: the SDK is served through the proxy, and no call was lost to a killed process")


if __name__ == "__main__":
    main()
