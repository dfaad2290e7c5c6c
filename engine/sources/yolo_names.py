"""YOLO's class names (engine.sources.yolo): ``names`` in ``data.yaml`` (a list or a
mapping numbered 0, 1, 2, ...), else ``classes.txt`` / ``obj.names``, one name a line. Each
file is read as a table is (engine.sources.label_text): Notepad's "ANSI" on Japanese or
Korean Windows is Shift-JIS or EUC-KR, and so is the classes.txt LabelImg writes there (in
the computer's own encoding: open(path, 'w')); "背景" was "�w�i" in labels.txt read as UTF-8.
"""

from __future__ import annotations

import ast
import os
import re

from engine.reason_codes import render
from engine.regular_files import file_there
from engine.sources.annotation_builder import Builder
from engine.sources.label_text import text_or_refusal


def parse_names_yaml(text: str) -> list[str] | dict | None:
    """The ``names`` entry of a data.yaml: PyYAML when installed, else a small tolerant
    reader of the two forms Ultralytics writes (an inline/indented list, or an indented
    ``index: name`` mapping). Raises ValueError(line, message) on what it cannot read."""
    try:
        import yaml  # noqa: F401
    except ImportError:
        return names_without_pyyaml(text)
    return names_with_pyyaml(text)


def names_with_pyyaml(text: str) -> list[str] | dict | None:
    import yaml

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as e:
        # The context mark is where the broken construct starts (the line to look at);
        # the problem mark is where the scanner gave up, often a line later.
        mark = getattr(e, "context_mark", None) or getattr(e, "problem_mark", None)
        raise ValueError(mark.line + 1 if mark else 0, str(e).splitlines()[0]) from None
    return data.get("names") if isinstance(data, dict) else None


def names_without_pyyaml(text: str) -> list[str] | dict | None:
    """The tolerant reader used when PyYAML is not installed."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"^names\s*:\s*(.*)$", line)
        if not m:
            continue
        rest = m.group(1).split(" #")[0].strip()
        if rest:
            try:
                value = ast.literal_eval(rest)
            except (ValueError, SyntaxError):
                raise ValueError(i + 1, f"cannot read the names list {rest[:60]!r}") from None
            if isinstance(value, (list, tuple)):
                return [str(v) for v in value]
            raise ValueError(i + 1, "names must be a list or an indented mapping")
        items: list[str] = []
        mapping: dict[int, str] = {}
        for j in range(i + 1, len(lines)):
            s = lines[j]
            if not s.strip() or s.lstrip().startswith("#"):
                continue
            if not s[:1].isspace() and not s.startswith("-"):
                break
            s = s.strip()
            if s.startswith("- "):
                items.append(_unquote(s[2:]))
            elif re.match(r"^\d+\s*:", s):
                k, _, v = s.partition(":")
                mapping[int(k)] = _unquote(v)
            else:
                raise ValueError(j + 1, f"cannot read {s[:60]!r} under names:")
        return mapping or items
    return None


def _unquote(s: str) -> str:
    s = s.split(" #")[0].strip()
    if len(s) >= 2 and s[0] == s[-1] and s[0] in "'\"":
        return s[1:-1]
    return s


def _numbered(names: dict) -> list[str] | None:
    """A names mapping ``{0: cat, 1: dog}`` (keys may be written "0") as the list of its
    names in index order; None unless its keys are exactly 0..n-1, as Ultralytics requires
    (a gap would move every later class to another index)."""
    try:
        keyed = {int(k): v for k, v in names.items() if not isinstance(k, (bool, float))}
    except (TypeError, ValueError):
        return None
    if len(keyed) != len(names) or sorted(keyed) != list(range(len(keyed))):
        return None
    return [str(keyed[i]) for i in range(len(keyed))]


def class_names(source: str, b: Builder) -> tuple[str, list[str]] | None:
    """(the file, the class names): from the data.yaml, else the classes.txt (or
    obj.names); None when there is neither (the classes are then numbered, and the scan
    says so)."""
    from_yaml = _yaml_names(source, b)
    # read beside a data.yaml only to compare: not a file the annotations depend on then
    listed = _listed_names(source, b if from_yaml is None else None)
    if from_yaml is not None and listed is not None and listed[1] != from_yaml[1]:
        b.notices.append(render("ann.yolo_names_differ",
                                {"yaml": from_yaml[0], "txt": listed[0]}))
    return from_yaml or listed


def _yaml_names(source: str, b: Builder) -> tuple[str, list[str]] | None:
    for n in ("data.yaml", "dataset.yaml", "data.yml"):
        p = os.path.join(source, n)
        if file_there(p):
            b.uses(p)
            text = text_or_refusal(p, n, b.reject, b.notices)   # (Notepad's "ANSI" too)
            if text is None:
                break
            try:
                names = parse_names_yaml(text)
            except ValueError as e:
                line, msg = e.args
                b.reject(p, render("ann.yaml_malformed", {"line": line, "detail": msg}))
                break
            if isinstance(names, dict):
                by_index = _numbered(names)
                if by_index is None:
                    b.reject(p, render("ann.yaml_names_unnumbered", {}))
                    break
                names = by_index
            if isinstance(names, list) and names:   # names: [] names nothing
                return n, [str(v) for v in names]
    return None


def _listed_names(source: str, b: Builder | None) -> tuple[str, list[str]] | None:
    for n in ("classes.txt", "obj.names", os.path.join("labels", "classes.txt")):
        p = os.path.join(source, n)
        if file_there(p):
            if b is not None:
                b.uses(p)
            # (as a table is read: Notepad's "ANSI" on Japanese Windows is Shift-JIS)
            text = text_or_refusal(p, n.replace(os.sep, "/"),
                                   _no if b is None else b.reject, [] if b is None else b.notices)
            names = [ln.strip() for ln in (text or "").splitlines() if ln.strip()]
            if names:   # an empty classes.txt names nothing: the classes are numbered
                return n.replace(os.sep, "/"), names   # (it refused every labelled image)
    return None


def _no(path: str, reason: str) -> None:
    """A names file read only to compare is not refused (it is not used)."""
