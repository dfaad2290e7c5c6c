"""An interrupted run's folder opened again (no run in this window): its Failures tab lists
the failures of the shards its journal records as kept (complete, and the unfinished one a
cancel kept), and, when its manifest is the same run's (a cancel), the entries its scan set
aside, from its rejected.csv: what the run's own tab listed before a quit (it listed
"Failures (1)" and nothing after the quit). Not the rejected.csv a resumed run that was
then killed leaves as the earlier part wrote it."""

from __future__ import annotations

import os
import re
import shutil

from studio_fixtures import make_dataset, restarted_window

from engine import protocol
from engine.output_kind import kept_entries, read_output_state
from engine.output_state import JOURNAL, partial_counts, read_journal, read_partials
from engine.run.writer import CRASH_EXIT
from tests.engine import imagefactory as F


def _source(tmp_path):
    src = make_dataset(tmp_path / "images", classes=("alpha", "beta"), per_class=40,
                       size=(64, 64))
    for c in ("alpha", "beta"):
        for i in range(3):
            # first in the order (--no-shuffle): the first shard has failures to list
            (src / c / f"000_broken{i}.jpg").write_bytes(b"\xff\xd8\xff\xe0 not a photo")
    # set aside by the scan: an image beside the class folders
    shutil.copy(next((src / "alpha").iterdir()), src / "stray.png")
    # last in the source's order (--no-shuffle), an image whose decoder never returns
    # under HANG_DECODER: a cancel always lands while the run is still going
    F.write(src / "beta" / "zzz_HANGME.jpg", F.encode(F.noise(64, 64, 7), "JPEG"))
    return src


def _agree(qtbot, settings, src, out, aside: tuple[str, ...] = ()) -> list[str]:
    """The Summary's Skipped and the Failures tab of ``out`` opened after a restart; they
    agree, with what the folder's state counts, and list first the entries the scan set
    aside (``aside``, by name). The names listed after them."""
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.skipped > 0, state
    w = restarted_window(qtbot, settings, src, out)
    assert w.summary.values["failed"].text().startswith(str(state.skipped))
    rows = w.failures.model.rows
    assert len(rows) == state.skipped + len(aside), [f.path for f in rows]
    assert tuple(os.path.basename(f.path) for f in rows if f.stage == "scan") == aside
    assert f"({state.skipped + len(aside)})" in w.tabs.tabText(w.tabs.indexOf(w.failures))
    label = w.failures.label.text()
    assert label.startswith("No run into this folder in this window yet: these are the "
                            "entries the interrupted run set aside before converting and the "
                            "images it could not convert, in the part it finished. Resume "
                            "converts the rest." if aside else
                            "No run into this folder in this window yet: "
                            "these are the images the interrupted run could not convert, "
                            "in the part it finished. Resume converts the rest"), label
    assert f"{state.skipped} images could not be converted." in label, label
    return [os.path.basename(f.path) for f in rows[len(aside):]]


def test_a_cancelled_and_a_resumed_then_killed_run_list_what_skipped_counts(
        qtbot, settings, tmp_path):
    src, out = _source(tmp_path), tmp_path / "out"
    argv = F.engine_argv(src, out, "--size", "16", "--shards", "4", "--workers", "1",
                         "--no-shuffle")
    code, eng = F.cancel_when(argv, lambda e: e["type"] == "shard_written",
                              env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    assert code == protocol.EXIT_CANCELLED, eng.stderr()
    assert "stray.png" in (out / "rejected.csv").read_text()
    first = _agree(qtbot, settings, src, out, aside=("stray.png",))
    # resumed, and killed after its next shard was journalled: rejected.csv is the
    # cancel's, the journal holds more shards and their failures
    copy = tmp_path / "copy"
    shutil.copytree(out, copy)
    code, _, err = F.run_engine([*argv, "--resume"], timeout=300,
                                env={**os.environ, "TFRS_CRASH_AT_STEP": "-1"})
    assert code == 0, err
    step = next(int(n) for n, what in re.findall(r"TFRS step (\d+): (.*)", err)
                if what.startswith("append to") and "journal" in what)
    shutil.rmtree(out)
    shutil.copytree(copy, out)
    code, _, err = F.run_engine([*argv, "--resume"], timeout=300,
                                env={**os.environ, "TFRS_CRASH_AT_STEP": str(step + 1)})
    assert code == CRASH_EXIT, err
    # the tab lists the failures of the shards the journal keeps, not the cancel's
    # rejected.csv (how many shards the cancel kept depends on when it landed: the
    # journal, not a fixed count, is what the listing must follow)
    _, entries = read_journal(str(out / JOURNAL))
    kept = kept_entries(str(out), [*entries.values()])
    # and the unfinished shard's a cancel kept, when its .partial is there
    kept += [line for name, line in read_partials(str(out / JOURNAL)).items()
             if name not in {e["filename"] for e in kept}
             and partial_counts(str(out), line) is not None]
    journalled = sorted(os.path.basename(r[0]) for e in kept for r in e.get("rejected", []))
    # and first what the resumed run's scan set aside, which its journal names
    listed = _agree(qtbot, settings, src, out, aside=("stray.png",))
    assert sorted(listed) == journalled and len(listed) >= len(first)


def test_a_killed_run_without_rejected_csv_lists_its_journals_failures(qtbot, tmp_path):
    """A kill writes no rejected.csv: the tab said it was missing beside "Skipped: 2". It
    lists what the journal names: the entries the scan set aside (its header's), then the
    failures of the shards it keeps; a journal from before its header named them says how
    many it counts."""
    import json

    from gui.widgets.failures_table import FailuresTable
    src, out = _source(tmp_path), tmp_path / "out"
    argv = F.engine_argv(src, out, "--size", "16", "--shards", "4", "--workers", "1")
    F.killed_after_first_shard(argv, out)
    assert not (out / "rejected.csv").exists()
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.shards == 1 and state.skipped > 0, state
    assert state.set_aside == {"file.not_in_class": 1}
    table = FailuresTable()
    qtbot.addWidget(table)
    table.show_folder(state)
    rows = table.model.rows
    assert [(os.path.basename(f.path), f.stage, f.code) for f in rows[:1]] == [
        ("stray.png", "scan", "file.not_in_class")]
    assert len(rows) == state.skipped + 1
    assert "set aside before converting and the images it could not convert, in the part " \
        "it finished" in table.label.text()
    # a journal written before its header named them: counted, said, not listed
    journal = out / JOURNAL
    lines = journal.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    del header["set_aside_rows"]
    journal.write_text(json.dumps(header) + "\n" + "".join(lines[1:]), encoding="utf-8")
    state = read_output_state(str(out))
    table.clear()   # (the same folder's key, within the journal's second)
    table.show_folder(state)
    assert table.model.rowCount() == state.skipped
    assert all(f.stage != "scan" for f in table.model.rows)
    assert table.label.text().endswith(
        "The run's journal counts 1 entry set aside before converting and does not name it "
        "(an earlier version wrote it)."), table.label.text()
    assert "Resume converts the rest (and lists again the files set aside before " \
        "converting)." in table.label.text()
    # the shard cut short (or removed) is not kept, nor its failures: none listed
    (out / next(iter(sorted(p.name for p in out.glob("*.tfrecord"))))).write_bytes(b"")
    state = read_output_state(str(out))
    assert state.shards == 0 and state.skipped == 0
    table.show_folder(state)
    assert table.model.rowCount() == 0
    assert table.label.text().startswith("No run into this folder in this window yet. "
                                         "No image failed in the part the "
                                         "interrupted run finished."), table.label.text()
    assert "counts 1 entry set aside" in table.label.text()


def test_a_cancelled_run_opened_again_lists_what_its_tab_listed(qtbot, window, settings,
                                                                 tmp_path, monkeypatch):
    """Cancelled in the window, then the window closed and opened again on the folder: the
    Failures tab lists the same rows, in the same order and words (the set-aside image
    beside the class folders, then the images that could not be converted)."""
    from interrupted_runs import cancel_after_a_shard
    src, out = _source(tmp_path), tmp_path / "out"
    monkeypatch.setenv("PYTHONPATH", F.with_sitecustomize(tmp_path, F.HANG_DECODER)[
        "PYTHONPATH"])
    cancel_after_a_shard(qtbot, window, src, out)
    live = [(f.path, f.reason, f.stage, f.code) for f in window.failures.model.rows]
    assert live[0][2] == "scan" and os.path.basename(live[0][0]) == "stray.png", live
    assert len(live) > 1
    window.close()
    w = restarted_window(qtbot, settings, src, out)
    assert [(f.path, f.reason, f.stage, f.code) for f in w.failures.model.rows] == live
    tabs = w.tabs
    assert tabs.tabText(tabs.indexOf(w.failures)) == f"Failures ({len(live)})"
