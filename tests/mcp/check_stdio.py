"""The official MCP Python SDK (`mcp`, pinned in tests/providers/requirements.txt) against
the workspace's server over stdio, in both protocol eras: the `initialize` handshake
(2025-11-25) and `server/discover` (2026-07-28, per-request `_meta`).

In each: `list_tools` equals the `mcp` rendering `cargo xtask gen-schemas --format mcp`
wrote, tool by tool and in order; every tool of `tools/` called with good arguments succeeds
(the SDK itself validates `structuredContent` against `outputSchema`); bad arguments give
`isError` with each problem's path in the text; an unknown tool raises `-32602` with the
did-you-mean; 1,000 concurrent calls come back matched by id with the right values. Every
request has a read timeout, and the whole run a deadline, so a hang fails instead of
waiting forever.

Usage: check_stdio.py SERVER_EXECUTABLE MCP_SCHEMA_DIR; run from the workspace root (the
server reads files relative to it). Exits 1 on any failure.
"""

import asyncio
import json
import sys
import time
from pathlib import Path

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

READ_TIMEOUT = 20.0
CONCURRENT = 1000
DEADLINE = 120.0

# Good arguments for every tool of `tools/`; a tool missing here fails the check.
GOOD_CALLS = {
    "calculator": {"expr": "2*(3+4)"},
    "cancel_order": {"order_id": "O-5003", "reason": "ordered twice"},
    "get_current_datetime": {"date_format": "%Y-%m-%d"},
    "lookup_customer": {"customer_id": "C-1001", "include_orders": True},
    "read_file": {"path": "README.md", "max_chars": 200},
    "search": {"query": "refund for a damaged item", "limit": 2},
    "search_orders": {"customer_id": "C-1002", "status": "pending"},
    "summarise": {
        "messages": [
            {"role": "user", "content": "hi"},
            {"role": "assistant", "content": "hello"},
            {"role": "user", "content": "bye"},
        ]
    },
}
EXPECTED_TEXT = {"calculator": "14"}
# Both pending in the demo store.
ORDER_TO_CANCEL = {"initialize": "O-5003", "discover": "O-5005"}


def fail(message):
    raise AssertionError(message)


async def check_era(server, schema_dir, era):
    params = StdioServerParameters(command=server, args=[], cwd=str(Path.cwd()))
    async with stdio_client(params) as (read, write):
        await check_session(read, write, schema_dir, era)


async def check_session(read, write, schema_dir, era, label=None):
    """Every check of the module docs over one connection; `era` is `initialize` or `discover`.

    One server may serve both eras (over HTTP), so each cancels an order of its own.
    """
    calls = dict(GOOD_CALLS, cancel_order=dict(GOOD_CALLS["cancel_order"], order_id=ORDER_TO_CANCEL[era]))
    era, kind = label or era, era
    async with ClientSession(read, write, read_timeout_seconds=READ_TIMEOUT) as session:
        if kind == "initialize":
            result = await session.initialize()
            print(f"  {era}: protocol {result.protocol_version}")
        else:
            result = await session.discover()
            print(f"  {era}: supported {result.supported_versions}")

        listed = await session.list_tools()
        if listed.next_cursor is not None:
            fail(f"{era}: tools/list has a cursor: {listed.next_cursor}")
        names = [tool.name for tool in listed.tools]
        expected_names = sorted(p.stem for p in schema_dir.glob("*.json"))
        if names != expected_names:
            fail(f"{era}: tools/list names {names}, the mcp rendering has {expected_names}")
        for tool in listed.tools:
            want = json.loads((schema_dir / f"{tool.name}.json").read_text())
            got = tool.model_dump(by_alias=True, mode="json", exclude_none=True)
            if got != want:
                fail(f"{era}: `{tool.name}` differs from its mcp rendering:\n{json.dumps(got)}\n{json.dumps(want)}")
        if set(calls) != set(names):
            fail(f"{era}: GOOD_CALLS covers {sorted(calls)}, the server has {names}")

        for name, arguments in calls.items():
            result = await session.call_tool(name, arguments)
            text = result.content[0].text if result.content else ""
            if result.is_error:
                fail(f"{era}: `{name}` failed with good arguments: {text}")
            if name in EXPECTED_TEXT and text != EXPECTED_TEXT[name]:
                fail(f"{era}: `{name}` answered {text!r}, not {EXPECTED_TEXT[name]!r}")
            tool = next(t for t in listed.tools if t.name == name)
            if tool.output_schema is not None and result.structured_content is None:
                fail(f"{era}: `{name}` has an output schema and no structuredContent")

        result = await session.call_tool("search", {"query": 5, "limit": "3", "sort": "new"})
        text = result.content[0].text
        if not result.is_error:
            fail(f"{era}: bad arguments were not an error: {text}")
        for path in ("- query:", "- limit:", "- sort:"):
            if path not in text:
                fail(f"{era}: the problem at `{path}` is missing from {text!r}")
        if result.structured_content is not None:
            fail(f"{era}: a failed call has structuredContent")

        try:
            await session.call_tool("serch", {"query": "refund"})
            fail(f"{era}: an unknown tool did not raise")
        except MCPError as err:
            if err.error.code != -32602 or "did you mean `search`?" not in err.error.message:
                fail(f"{era}: an unknown tool raised {err.error.code} {err.error.message!r}")
        print(f"  {era}: {len(names)} tools listed and called, bad arguments and an unknown tool refused")

        # Many calls at once come back matched by id, each with its own value.
        started = time.monotonic()
        results = await asyncio.gather(*(session.call_tool("calculator", {"expr": f"{n}*2"}) for n in range(CONCURRENT)))
        for n, result in enumerate(results):
            if result.is_error or result.content[0].text != str(n * 2):
                fail(f"{era}: concurrent call {n} answered {result.content[0].text!r}")
        elapsed = time.monotonic() - started
        print(f"  {era}: {CONCURRENT} concurrent calls matched by id in {elapsed:.2f} s")


def leaves(err):
    """The exceptions inside anyio's task-group wrappers, which say nothing themselves."""
    if isinstance(err, BaseExceptionGroup):
        return [leaf for inner in err.exceptions for leaf in leaves(inner)]
    return [err]


async def main(server, schema_dir):
    for era in ("initialize", "discover"):
        await asyncio.wait_for(check_era(server, schema_dir, era), DEADLINE)


def run(script, usage, checks, verdict):
    """Runs `checks(server, schema_dir)` with the command line's two arguments: exit 2 on a
    wrong command line, 1 with every failure said, or `verdict` said."""
    if len(sys.argv) != 3:
        print(usage, file=sys.stderr)
        sys.exit(2)
    try:
        checks(sys.argv[1], Path(sys.argv[2]))
    except Exception as err:  # noqa: BLE001  (every failure is reported the same way)
        for leaf in leaves(err):
            print(f"{script}: {type(leaf).__name__}: {leaf}", file=sys.stderr)
        sys.exit(1)
    print(f"{script}: {verdict}")


if __name__ == "__main__":
    run(
        "check_stdio.py",
        __doc__,
        lambda server, schema_dir: asyncio.run(main(server, schema_dir)),
        "the MCP Python SDK accepts the server over stdio",
    )
