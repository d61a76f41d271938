"""Retrieval's Anthropic shapes, checked with the pinned `anthropic` package: every tool
written by `gen-schemas --defer-loading` is a `ToolParam` with `defer_loading` true (but the
search tool, which is not deferred), and the `tool_result` of `cargo xtask retrieve
--tool-reference` is a `ToolResultBlockParam` whose content is `ToolReferenceBlockParam`s
naming deferred tools.

usage: check_deferred.py DEFERRED_DIR TOOL_RESULT_JSON
"""

import json
import sys
from pathlib import Path

from anthropic.types import ToolParam, ToolReferenceBlockParam, ToolResultBlockParam

from check import typed_dict

SEARCH_TOOL = "search_tools"


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    passed, failed = 0, 0
    deferred = set()
    files = sorted(Path(argv[1]).glob("*.json"))
    for path in files:
        try:
            tool = json.loads(path.read_text(encoding="utf-8"))
            typed_dict(ToolParam, tool)
            if tool["name"] == SEARCH_TOOL:
                assert "defer_loading" not in tool, "the search tool is deferred"
            else:
                assert tool.get("defer_loading") is True, "`defer_loading` is not true"
                deferred.add(tool["name"])
            passed += 1
        except Exception as error:
            failed += 1
            print(f"REJECTED {path.name}: {type(error).__name__}: {error}")
    try:
        assert SEARCH_TOOL in {p.stem for p in files}, "no search tool was written"
        result = json.loads(Path(argv[2]).read_text(encoding="utf-8"))
        typed_dict(ToolResultBlockParam, result)
        assert result["content"], "the search found nothing"
        for block in result["content"]:
            typed_dict(ToolReferenceBlockParam, block)
            assert block["tool_name"] in deferred, f"`{block['tool_name']}` is not a deferred tool"
        passed += 1
    except Exception as error:
        failed += 1
        print(f"REJECTED {argv[2]}: {type(error).__name__}: {error}")
    print(f"deferred-loading check ({len(deferred)} deferred tools, one tool_result)")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
