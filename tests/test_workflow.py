"""The release workflow's supply chain: pinned actions, no cache, no persisted token (issue 13)."""
from __future__ import annotations

import re
from pathlib import Path

WORKFLOW = Path(__file__).resolve().parents[1] / ".github" / "workflows" / "build.yml"


def _steps(text: str) -> list[str]:
    """Return each step's text (from its `- ` line to the next one at the same indent)."""
    return re.split(r"\n(?=\s+- (?:uses|name):)", text)


def test_every_action_is_pinned_by_a_full_commit() -> None:
    uses = re.findall(r"uses:\s*(\S+)", WORKFLOW.read_text(encoding="utf-8"))
    assert uses, "the workflow names no action"
    for ref in uses:
        assert re.fullmatch(r"[\w.-]+/[\w./-]+@[0-9a-f]{40}", ref), f"{ref} is not pinned by a commit"


def test_no_job_uses_a_cache() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert not re.search(r"^\s+cache:", text, re.MULTILINE)
    assert "actions/cache" not in text


def test_every_checkout_keeps_no_credentials() -> None:
    steps = [s for s in _steps(WORKFLOW.read_text(encoding="utf-8")) if "actions/checkout@" in s]
    assert steps
    for step in steps:
        assert re.search(r"persist-credentials:\s*false", step), step


def _run_scripts(text: str) -> list[str]:
    """Return the text of every `run:` script (its line and the lines indented below it)."""
    scripts: list[str] = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"(\s*)(?:- )?run:(.*)", line)
        if not m:
            continue
        indent = len(m.group(1))
        body = [m.group(2)]
        for nxt in lines[i + 1:]:
            if nxt.strip() and len(nxt) - len(nxt.lstrip()) <= indent:
                break
            body.append(nxt)
        scripts.append("\n".join(body))
    return scripts


def test_no_expression_is_expanded_into_a_script() -> None:
    scripts = _run_scripts(WORKFLOW.read_text(encoding="utf-8"))
    assert len(scripts) >= 5
    for script in scripts:
        assert "${{" not in script, script
