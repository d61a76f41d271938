"""The agent loop's fixtures and answers are the providers' own shapes, not ours.

Reads toolschema-agent's fixtures (crates/agent/tests/fixtures) and the snapshots of what
`agent-turn` appends for each response (crates/agent/tests/it/snapshots, the `turns` ones),
and loads each with the official package of its wire:

- every good response: `anthropic.types.Message`, `openai.types.chat.ChatCompletion`,
  `openai.types.responses.Response`, `google.genai.types.GenerateContentResponse`, MCP's
  `CreateMessageResult` (revision 2025-11-25);
- every stream event: `anthropic.types.RawMessageStreamEvent`,
  `openai.types.chat.ChatCompletionChunk`, `openai.types.responses.ResponseStreamEvent`,
  `GenerateContentResponse`;
- every appended message or item, and every message of the good histories: the SDK's request
  param types (`anthropic.types.MessageParam`, `ChatCompletionMessageParam`,
  `ResponseInputItemParam`, `google.genai.types.Content`, MCP's `SamplingMessage`), with the
  keys of each TypedDict checked too (pydantic ignores unknown ones); the blocks of an
  Anthropic message and the tool calls of a Chat message are validated one by one against
  their own param types (pydantic validates an `Iterable` field lazily, and consuming it
  panics in pydantic-core on these recursive types).

Usage: check_agent.py REPO_ROOT; exits 1 on any rejection.
"""

import json
import sys
import traceback
import typing
from pathlib import Path

import anthropic.types as A
import openai.types.chat as C
import openai.types.responses as R
import pydantic
from google.genai import types as G
from mcp_types import _v2025_11_25 as M


def keys_known(kind, value, at):
    """The keys of `value` are keys of one of the TypedDicts `kind` stands for."""
    options = typing.get_args(kind) if typing.get_origin(kind) in (typing.Union, getattr(__import__("types"), "UnionType", None)) else [kind]
    dicts = [o for o in options if hasattr(o, "__required_keys__")]
    if not dicts or not isinstance(value, dict):
        return
    for d in dicts:
        if set(value) <= (d.__required_keys__ | d.__optional_keys__) and d.__required_keys__ <= set(value):
            return
    raise AssertionError(f"{at}: keys {sorted(value)} fit none of {[d.__name__ for d in dicts]}")


def param(kind, value, at):
    keys_known(kind, value, at)
    pydantic.TypeAdapter(kind).validate_python(value)


TOOL_CALL = getattr(C, "ChatCompletionMessageFunctionToolCallParam", None) or C.ChatCompletionMessageToolCallParam


def anthropic_message(value, at):
    param(A.MessageParam, value, at)
    if isinstance(value.get("content"), list):
        for n, block in enumerate(value["content"]):
            param(A.ContentBlockParam, block, f"{at}/content/{n}")


def chat_message(value, at):
    param(C.ChatCompletionMessageParam, value, at)
    for n, call in enumerate(value.get("tool_calls") or []):
        param(TOOL_CALL, call, f"{at}/tool_calls/{n}")


RESPONSE = {
    "anthropic": lambda v: A.Message.model_validate(v),
    "openai-chat": lambda v: C.ChatCompletion.model_validate(v),
    "openai-responses": lambda v: R.Response.model_validate(v),
    "gemini": lambda v: G.GenerateContentResponse.model_validate(v),
    "mcp-sampling": lambda v: M.CreateMessageResult.model_validate(v),
    "text": lambda v: None,
}
EVENT = {
    "anthropic": lambda v: pydantic.TypeAdapter(A.RawMessageStreamEvent).validate_python(v),
    "openai-chat": lambda v: C.ChatCompletionChunk.model_validate(v),
    "openai-responses": lambda v: pydantic.TypeAdapter(R.ResponseStreamEvent).validate_python(v),
    "gemini": lambda v: G.GenerateContentResponse.model_validate(v),
}
MESSAGE = {
    "anthropic": anthropic_message,
    "openai-chat": chat_message,
    "text": chat_message,
    "openai-responses": lambda v, at: param(R.ResponseInputItemParam, v, at),
    "gemini": lambda v, at: G.Content.model_validate(v),
    "mcp-sampling": lambda v, at: M.SamplingMessage.model_validate(v),
}
HISTORY = {"openai-responses": "input", "gemini": "contents"}


def main(root):
    fixtures = root / "crates/agent/tests/fixtures"
    snapshots = root / "crates/agent/tests/it/snapshots"
    failures, checked = [], 0

    def attempt(what, check):
        nonlocal checked
        checked += 1
        try:
            check()
        except Exception:
            failures.append(f"{what}:\n{traceback.format_exc(limit=1)}")

    for path in sorted(fixtures.glob("responses/*/*.json")):
        wire = path.parent.name
        if path.name.startswith("err_"):
            continue
        attempt(path, lambda: RESPONSE[wire](json.loads(path.read_text())))
    for path in sorted(fixtures.glob("streams/*/*.jsonl")):
        wire = path.parent.name
        for n, line in enumerate(path.read_text().splitlines()):
            # Anthropic documents `ping`, which the SDK drops before its types see it.
            if json.loads(line).get("type") == "ping":
                continue
            attempt(f"{path}: event {n}", lambda: EVENT[wire](json.loads(line)))
    for path in sorted(fixtures.glob("histories/*/good*.json")):
        wire = path.parent.name
        body = json.loads(path.read_text())
        for n, message in enumerate(body[HISTORY.get(wire, "messages")]):
            attempt(f"{path}: message {n}", lambda: MESSAGE[wire](message, f"{path}#{n}"))
    for path in sorted(snapshots.glob("it__turns__*.snap")):
        wire = path.name.split("@")[1].split("__")[0]
        shown = json.loads(path.read_text().split("\n---\n", 1)[1])
        for n, message in enumerate(shown.get("append", [])):
            attempt(f"{path.name}: append {n}", lambda: MESSAGE[wire](message, f"{path.name}#{n}"))
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"check_agent: {checked} checked, {len(failures)} rejected")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
