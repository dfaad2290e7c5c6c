"""The tree is what the docs say it is: docs/design.md's module map lists every module of
engine/ and gui/ (and nothing that is gone), modules stay small or say why not, and test
modules stay small."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "engine/sources", "engine/codecs", "engine/records", "engine/run",
            "engine/commands", "gui", "gui/widgets")
MAX_LINES = 400


def _map() -> dict[str, set[str]]:
    """{package: module file names} as docs/design.md's module map lists them."""
    text = (ROOT / "docs" / "design.md").read_text(encoding="utf-8")
    listed: dict[str, set[str]] = {}
    package = None
    for line in text.splitlines():
        head = re.match(r"^([a-z_/]+)/  \(", line)
        if head:
            package = head.group(1)
            listed[package] = set()
            continue
        entry = re.match(r"^  ([a-z0-9_]+\.py) ", line)
        if entry and package:
            listed[package].add(entry.group(1))
        elif line.startswith("```"):
            package = None
    return listed


def test_every_module_is_in_the_module_map_and_every_listed_module_exists():
    listed = _map()
    assert set(listed) == set(PACKAGES)
    for package in PACKAGES:
        real = {p.name for p in (ROOT / package).glob("*.py") if p.name != "__init__.py"}
        assert listed[package] == real, (package, "missing from docs/design.md:",
                                         sorted(real - listed[package]), "gone:",
                                         sorted(listed[package] - real))


def test_every_engine_subpackage_is_in_the_wheel():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    for package in PACKAGES:
        assert f'"{package.replace("/", ".")}"' in pyproject, package


def test_modules_stay_small_or_say_why():
    """Over MAX_LINES lines, a module says at its top why it is one module."""
    long = []
    for package in PACKAGES:
        for path in (ROOT / package).glob("*.py"):
            lines = path.read_text(encoding="utf-8").splitlines()
            head = "\n".join(lines[:40]).lower()
            if len(lines) > MAX_LINES and "one module because" not in head:
                long.append(f"{path.relative_to(ROOT)}: {len(lines)} lines")
    assert not long, long


def test_test_modules_stay_small():
    """Tests too (every .py under tests/: test modules, conftest and shared helpers): over
    MAX_LINES lines, a module is split by topic into test_<topic>_<subtopic>.py, its shared
    fixtures and helpers moved to a helper module or conftest. No exception: ten test
    modules had grown to 420-600 lines while only engine/ and gui/ were checked."""
    long = []
    for path in sorted((ROOT / "tests").rglob("*.py")):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_LINES:
            long.append(f"{path.relative_to(ROOT)}: {lines} lines")
    assert not long, long


def test_test_modules_have_unique_names():
    """tests/gui is no package: its modules import as top-level names, so a module of the
    same name elsewhere in tests/ breaks collection of both ("import file mismatch") when
    the whole suite runs, though each passes alone (it happened twice)."""
    names: dict[str, list[str]] = {}
    for path in (ROOT / "tests").rglob("*.py"):
        if path.name != "__init__.py" and path.name != "conftest.py":
            names.setdefault(path.name, []).append(str(path.relative_to(ROOT)))
    assert {n: p for n, p in names.items() if len(p) > 1} == {}
