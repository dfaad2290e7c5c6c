"""A full temporary disk under objects.csv's rows (engine.sources.object_rows): past a
limit they go to a temporary SQLite database, and when that disk was full the run ended
with sqlite3's own "database or disk is full" as an internal error, and the window's scan
with nothing. Both now say which folder is full and what to do, in a coded sentence.

The disk is made "full" by SQLite itself: a database limited to a page or two fails its
writes with SQLITE_FULL, the very error a full disk gives."""

from __future__ import annotations

import json
import sqlite3
import tempfile

import pytest

from engine import protocol
from engine.errors import WriteError
from engine.reason_codes import code_pair, render
from engine.sources import object_rows
from engine.sources.object_rows import ObjectRows
from tests.engine.annotated_sources import coco_cut_by_crop


@pytest.fixture
def full(monkeypatch):
    """Every new SQLite database holds at most one page (about 4 KiB): full at once."""
    real = sqlite3.connect

    def small(*args, **kwargs):
        db = real(*args, **kwargs)
        db.execute("PRAGMA max_page_count = 1")
        return db
    monkeypatch.setattr(object_rows.sqlite3, "connect", small)


def test_a_full_temporary_disk_names_the_folder(full):
    rows = ObjectRows(limit=2)
    with pytest.raises(WriteError) as caught:
        for i in range(1000):
            rows.append((f"/d/img{i}.png", f"a.json annotation {i}", "cat", "outside"))
    message = str(caught.value)
    code, params = code_pair(message)
    assert code == "run.temp_full" and params == {"folder": tempfile.gettempdir()}
    assert render(code, params) == message
    assert caught.value.errno is None   # the output's disk is not the full one


def test_a_temporary_folder_that_cannot_be_used(monkeypatch):
    def refuse(*args, **kwargs):
        raise sqlite3.OperationalError("unable to open database file")
    monkeypatch.setattr(object_rows.sqlite3, "connect", refuse)
    with pytest.raises(WriteError) as caught:
        ObjectRows(limit=1).append(("/d/a.png", "a.json annotation 1", "cat", "outside"))
    code, params = code_pair(str(caught.value))
    assert code == "run.temp_failed"
    assert params == {"folder": tempfile.gettempdir(), "detail": "unable to open database file"}


def test_a_run_ends_with_the_words_not_an_internal_error(full, monkeypatch, tmp_path):
    """The scan's rows (a box past img00's edge) spill at a limit of one row: the run
    ends as a write error in words, before it writes a shard."""
    from engine.config import ConvertConfig, ImageOptions
    from engine.events import Emitter
    from engine.run.pipeline import Converter
    monkeypatch.setenv("TFRS_OBJECT_ROWS_IN_MEMORY", "1")
    source = coco_cut_by_crop(tmp_path / "coco", 2)
    events: list = []
    em = Emitter("none")
    em.listeners.append(events.append)
    cfg = ConvertConfig(source=source, out=str(tmp_path / "out"), workers=1, num_shards=1,
                        image=ImageOptions(width=64, height=64, resize="crop"))
    assert Converter(cfg, em).run().exit_code == protocol.EXIT_WRITE_ERROR
    failed = [e for e in events if isinstance(e, protocol.RunFailed)]
    assert len(failed) == 1 and failed[0].code == "run.temp_full", failed
    assert render(failed[0].code, failed[0].params) == failed[0].message


def test_the_windows_scan_is_told_in_words(full, monkeypatch, tmp_path, capsys):
    """`engine scan --json` (what the window runs) gives the error and its code."""
    from engine.commands.cli import main
    monkeypatch.setenv("TFRS_OBJECT_ROWS_IN_MEMORY", "1")
    source = coco_cut_by_crop(tmp_path / "coco", 2)
    assert main(["scan", source, "--json"]) == protocol.EXIT_WRITE_ERROR
    doc = json.loads(capsys.readouterr().out.splitlines()[0])
    assert doc["error_code"][0] == "run.temp_full", doc
