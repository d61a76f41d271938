"""The providers' own client libraries accept every tool toolschema emits, in every format.

Reads the tools of the workspace as `cargo xtask gen-schemas --format F --out DIR/F` wrote
them, and the golden snapshots of the type fixtures (`--- FORMAT [TOOL]` sections, see
crates/toolschema/tests/it/formats.rs and crates/codegen/tests/it/formats.rs), then loads
each tool with the official package of its format:

- anthropic, anthropic-strict: `anthropic.types.ToolParam`; strict schemas must be a fixed
  point of `anthropic.transform_schema` (the SDK would change nothing, so nothing of ours
  would be moved or rejected), but for the `type` it drops beside an `enum`;
- openai, openai-strict, openai-responses: the SDK's tool param types; strict schemas must
  be a fixed point of the SDK's strict-schema helper (`_ensure_strict_json_schema`);
- gemini: `google.genai.types.FunctionDeclaration` (unknown keys are rejected), which must
  keep `parametersJsonSchema` as it is;
- mcp: the `Tool` model of revisions 2025-11-25 and 2026-07-28, and SEP-986 tool names;
- every JSON Schema: the draft 2020-12 meta-schema (`jsonschema`).

Usage: check.py GENERATED_DIR SNAPSHOT_FILE_OR_DIR...; exits 1 on any rejection.
"""

import copy
import json
import re
import sys
import traceback
from pathlib import Path

import anthropic
import jsonschema
import pydantic
from anthropic.types import ToolParam
from google.genai import types as genai
from mcp.shared.tool_name_validation import validate_tool_name
from mcp_types import _v2025_11_25 as mcp_2025_11_25
from mcp_types import _v2026_07_28 as mcp_2026_07_28
from openai.lib._pydantic import _ensure_strict_json_schema
from openai.types.chat import ChatCompletionFunctionToolParam
from openai.types.responses import FunctionToolParam
from openai.types.shared_params import FunctionDefinition

FORMATS = ["anthropic", "anthropic-strict", "openai", "openai-strict", "openai-responses", "gemini", "mcp", "text"]


def typed_dict(kind, value):
    """Validates `value` as the SDK's TypedDict `kind`, refusing keys it does not have."""
    keys = kind.__required_keys__ | kind.__optional_keys__
    unknown = set(value) - keys
    assert not unknown, f"keys {sorted(unknown)} are not in {kind.__name__}"
    pydantic.TypeAdapter(kind).validate_python(value)


def meta(schema):
    jsonschema.Draft202012Validator.check_schema(schema)


def without_type_beside_enum(schema):
    """What `transform_schema` makes of a node it keeps whole: no `type` beside an `enum`."""
    if isinstance(schema, dict):
        out = {k: without_type_beside_enum(v) for k, v in schema.items()}
        if "enum" in out and isinstance(out["enum"], list):
            out.pop("type", None)
        return out
    if isinstance(schema, list):
        return [without_type_beside_enum(v) for v in schema]
    return schema


def check_anthropic(tool, strict):
    typed_dict(ToolParam, tool)
    meta(tool["input_schema"])
    if strict:
        assert tool.get("strict") is True, "`strict` is not true"
        transformed = anthropic.transform_schema(copy.deepcopy(tool["input_schema"]))
        expected = without_type_beside_enum(tool["input_schema"])
        assert transformed == expected, f"transform_schema changes the schema:\n{json.dumps(transformed)}"


def check_openai_strict_schema(parameters):
    schema = copy.deepcopy(parameters)
    fixed = _ensure_strict_json_schema(schema, path=(), root=schema)
    assert fixed == parameters, f"the strict-schema helper changes the schema:\n{json.dumps(fixed)}"


def check_openai(tool, strict):
    typed_dict(ChatCompletionFunctionToolParam, tool)
    typed_dict(FunctionDefinition, tool["function"])
    meta(tool["function"]["parameters"])
    if strict:
        assert tool["function"].get("strict") is True, "`strict` is not true"
        check_openai_strict_schema(tool["function"]["parameters"])


def check_openai_responses(tool):
    typed_dict(FunctionToolParam, tool)
    assert tool.get("strict") in (True, False), "`strict` must be sent"
    meta(tool["parameters"])
    if tool["strict"]:
        check_openai_strict_schema(tool["parameters"])


def check_gemini(tool):
    assert "parameters" not in tool, "`parameters` and `parametersJsonSchema` exclude each other"
    declaration = genai.FunctionDeclaration.model_validate(tool)
    assert declaration.parameters_json_schema == tool["parametersJsonSchema"], "parametersJsonSchema changed"
    meta(tool["parametersJsonSchema"])


def check_mcp(tool):
    for revision in (mcp_2025_11_25, mcp_2026_07_28):
        revision.Tool.model_validate(tool)
    naming = validate_tool_name(tool["name"])
    assert naming.is_valid and not naming.warnings, naming.warnings
    meta(tool["inputSchema"])
    if "outputSchema" in tool:
        meta(tool["outputSchema"])


def check_text(text):
    assert text.startswith("Tool Name: ") and "\n" not in text.rstrip("\n"), "not one `Tool Name:` line"


def check(format, text):
    if format == "text":
        return check_text(text)
    tool = json.loads(text)
    {
        "anthropic": lambda t: check_anthropic(t, strict=False),
        "anthropic-strict": lambda t: check_anthropic(t, strict=True),
        "openai": lambda t: check_openai(t, strict=False),
        "openai-strict": lambda t: check_openai(t, strict=True),
        "openai-responses": check_openai_responses,
        "gemini": check_gemini,
        "mcp": check_mcp,
    }[format](tool)


def generated(directory):
    """(origin, format, text) of every file gen-schemas wrote under DIR/FORMAT/."""
    for format in FORMATS:
        for path in sorted((directory / format).glob("*.json" if format != "text" else "*.txt")):
            yield f"{path}", format, path.read_text(encoding="utf-8")


SECTION = re.compile(r"^--- (\S+)(?: (\S+))?$")


def snapshotted(path):
    """(origin, format, text) of every section of a golden snapshot that has a rendering."""
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines[0] != "---" or "---" not in lines[1:]:
        return  # not an insta snapshot
    body = lines[lines.index("---", 1) + 1 :]  # after insta's header
    sections, current = [], None
    for line in body:
        match = SECTION.match(line)
        if match and match.group(1) in FORMATS:
            current = [match.group(1), match.group(2), []]
            sections.append(current)
        elif current is not None:
            current[2].append(line)
    for format, tool, text in sections:
        if any(line.startswith("error: ") for line in text):
            continue  # the format has no rendering of this tool, and says why
        rendering = "\n".join(line for line in text if not line.startswith("warning: ")).strip()
        if rendering:
            yield f"{path.name} [{format}{' ' + tool if tool else ''}]", format, rendering


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    cases = list(generated(Path(argv[1])))
    for target in map(Path, argv[2:]):
        files = sorted(target.glob("*.snap")) if target.is_dir() else [target]
        for path in files:
            cases.extend(snapshotted(path))
    passed, failed = 0, 0
    for origin, format, text in cases:
        try:
            check(format, text)
            passed += 1
        except Exception as error:  # every rejection, whatever the library raises
            failed += 1
            print(f"REJECTED {origin} ({format}): {type(error).__name__}: {error}")
            traceback.print_exc(limit=1, file=sys.stdout)
    seen = {format for _, format, _ in cases}
    missing = [f for f in FORMATS if f not in seen]
    if missing:
        print(f"no rendering was checked in {', '.join(missing)}")
        failed += 1
    by_format = ", ".join(f"{f}: {sum(1 for _, g, _ in cases if g == f)}" for f in FORMATS)
    print(f"provider check ({by_format})")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
