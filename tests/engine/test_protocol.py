"""The wire protocol on its own: every event type survives encode -> decode with every field
set to a non-default value, and the decoder's rules for lines it does not understand."""

from __future__ import annotations

import dataclasses
import inspect
import json
import re
import typing
from typing import Any

import pytest

from engine import protocol as P


def _differs(default: Any, name: str) -> Any:
    """A JSON value of the default's type that is not the default (and not 0/"")."""
    if isinstance(default, bool):
        return not default
    if isinstance(default, int):
        return default + 7
    if isinstance(default, float):
        return default + 2.5
    if isinstance(default, str):
        return f"{name} 名前 – ü {default}"   # non-ASCII: written as is, not \\u escapes
    if isinstance(default, list):
        return [1, "zwei", {"drei": 3.5}, [True, None]]
    if isinstance(default, dict):
        return {"nested": {"n": 1, "names": ["a", "é"]}, "none": None, "x": 0.25}
    raise AssertionError(f"no sample for {name}: {default!r}")


def _part_class(cls: type, name: str) -> type[P.JsonPart] | None:
    """The JsonPart class a field holds (PlanAnnotations, a Summary), if it holds one."""
    hint = typing.get_type_hints(cls, vars(P))[name]
    for arg in (hint, *typing.get_args(hint)):
        if isinstance(arg, type) and issubclass(arg, P.JsonPart):
            return arg
    return None


def sample(cls: type) -> Any:
    """An instance of `cls` (an event or a typed part) with every field, seq and t
    included, away from its default."""
    values = {}
    for f in dataclasses.fields(cls):
        default = f.default_factory() if f.default_factory is not dataclasses.MISSING \
            else f.default
        part = type(default) if isinstance(default, P.JsonPart) else _part_class(cls, f.name)
        if part is not None:
            values[f.name] = sample(part)
        elif default is None:   # an optional field: a value of its type
            hint = typing.get_type_hints(cls, vars(P))[f.name]
            kind = next(a for a in typing.get_args(hint) if a is not type(None))
            values[f.name] = _differs((typing.get_origin(kind) or kind)(), f.name)
        else:
            values[f.name] = _differs(default, f.name)
    return cls(**values)


def wire(ev: P.Event) -> dict[str, Any]:
    """What the line should hold: every field, typed parts as their JSON objects."""
    return {"v": 1, "type": ev.type, **{
        f.name: getattr(ev, f.name).to_json() if isinstance(getattr(ev, f.name), P.JsonPart)
        else getattr(ev, f.name) for f in dataclasses.fields(ev)}}


EVENT_CLASSES = sorted(P.EVENT_TYPES.values(), key=lambda c: c.type)


def test_every_event_class_is_decodable():
    """A new event class that is not in EVENT_TYPES would reach the GUI as UnknownEvent."""
    defined = {cls for _, cls in inspect.getmembers(P, inspect.isclass)
               if issubclass(cls, P.Event) and cls is not P.Event}
    assert defined == set(P.EVENT_TYPES.values())
    assert all(P.EVENT_TYPES[cls.type] is cls for cls in defined)
    assert len({cls.type for cls in defined}) == len(defined)


@pytest.mark.parametrize("cls", EVENT_CLASSES, ids=lambda c: c.type)
def test_round_trip_keeps_every_field(cls):
    ev = sample(cls)
    line = P.encode(ev)
    assert "\n" not in line and line.isprintable()
    data = json.loads(line)
    assert data["v"] == P.PROTOCOL_VERSION == 1 and data["type"] == cls.type
    assert data == wire(ev)
    if "名前" in json.dumps(data, ensure_ascii=False):
        assert "名前" in line   # UTF-8 on the wire, not ASCII escapes
    assert P.decode(line) == ev
    assert P.decode(line.encode("utf-8") + b"\n") == ev   # what QProcess hands over


@pytest.mark.parametrize("cls", EVENT_CLASSES, ids=lambda c: c.type)
def test_defaults_round_trip(cls):
    ev = cls(seq=3, t=1.5)
    assert P.decode(P.encode(ev)) == ev


def test_a_newer_engines_extra_field_is_ignored_and_a_missing_one_defaults():
    line = json.dumps({"v": 1, "type": "progress", "seq": 4, "t": 0.5, "done": 10,
                       "total": 20, "added_in_v2": [1, 2]})
    assert P.decode(line) == P.Progress(done=10, total=20, seq=4, t=0.5)


def test_unknown_types_and_non_protocol_lines():
    ev = P.decode('{"v": 2, "type": "galaxy_found", "stars": 3}')
    assert ev == P.UnknownEvent("galaxy_found", {"v": 2, "type": "galaxy_found", "stars": 3})
    assert P.decode("Traceback (most recent call last):") == \
        P.LogLine("Traceback (most recent call last):")
    assert P.decode("[1, 2]\n") == P.LogLine("[1, 2]")
    assert P.decode('{"type": 5}') == P.LogLine('{"type": 5}')
    assert P.decode('{"no_type": true}') == P.LogLine('{"no_type": true}')
    assert P.decode(b"\xff\xfe not utf-8") == P.LogLine("\ufffd\ufffd not utf-8")
    assert P.decode("") == P.LogLine("")


def test_a_file_name_that_is_not_utf8_is_written_readably():
    name = "photos/bad\udcff.jpg"           # os.fsdecode of the byte 0xff
    line = P.encode(P.ItemFailed(path=name, reason=f"cannot read {name}",
                                 params={name: [name]}))
    line.encode("utf-8")                     # would raise on a lone surrogate
    ev = P.decode(line)
    assert isinstance(ev, P.ItemFailed)
    assert ev.path == "photos/bad\\xff.jpg" and ev.reason == "cannot read photos/bad\\xff.jpg"
    assert ev.params == {"photos/bad\\xff.jpg": ["photos/bad\\xff.jpg"]}



def test_the_event_table_and_design_notes_name_every_event_and_its_fields():
    """Every event type has its row in engine/protocol.py's event table, with each field it
    sends, and docs/design.md §4 names it: the table lacked items_requeued and plan's
    source_splits, and §4 named no event at all, though the GUI side is written from them."""
    from pathlib import Path
    table = P.__doc__.split("Event table")[1].split("Coded text")[0]
    rows: dict[str, str] = {}
    for line in table.splitlines():
        if line[:1].isalpha() and line.split()[0] != "type":
            rows[line.split()[0]] = line[18:]
        elif line.startswith(" " * 18) and rows:
            rows[list(rows)[-1]] += " " + line.strip()
    assert set(rows) == set(P.EVENT_TYPES)
    for name, cls in P.EVENT_TYPES.items():
        sent = {f.name for f in dataclasses.fields(cls)} - {"seq", "t", "code", "params"}
        # (a whole word: "workers" is not named by "per-worker busy fractions")
        missing = [f for f in sorted(sent)
                   if not re.search(rf"(?<![\w-]){f}(?![\w-])", rows[name])]
        assert not missing, (name, missing)
    design = (Path(__file__).resolve().parents[2] / "docs" / "design.md").read_text("utf-8")
    section = design.split("## 4. ")[1].split("## 5. ")[0]
    assert [t for t in P.EVENT_TYPES if f"`{t}`" not in section] == []


def test_a_cluster_runs_summary_carries_its_workers_and_an_older_one_none():
    """run_finished's convert summary of a --cluster run says the cluster's workers that
    converted and the cluster's kind (as its manifest); a local run's, and an older
    engine's, has neither (None), and a malformed value is left unsaid, not guessed."""
    line = P.encode(P.RunFinished(summary=P.ConvertSummary(
        written=8, workers=2, cluster={"kind": "local", "threads": 2})))
    s = P.decode(line).summary
    assert (s.workers, s.cluster) == (2, {"kind": "local", "threads": 2})
    local = json.loads(P.encode(P.RunFinished(summary=P.ConvertSummary(written=8))))
    assert "workers" not in local["summary"] and "cluster" not in local["summary"]
    older = P.decode(json.dumps({"v": 1, "type": "run_finished", "status": "ok",
                                 "summary": {"command": "convert", "written": 8}})).summary
    assert (older.workers, older.cluster) == (None, None)
    bad = P.decode(json.dumps({"v": 1, "type": "run_finished", "summary": {
        "command": "convert", "workers": "2", "cluster": [1]}})).summary
    assert (bad.workers, bad.cluster) == (None, None)
