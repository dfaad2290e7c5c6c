"""An output folder opened with no run in the window: its Failures tab lists the rows of
its rejected.csv (gui.widgets.folder_failures), as the run's own tab did, and says whose
they are; the Summary's "Skipped" counts them. It said "No failures." beside "Skipped: 3
(see the Failures tab)" after a restart."""

from __future__ import annotations

import csv

from engine.output_state import OutputState
from gui.run_model import Failure
from gui.widgets import folder_failures
from gui.widgets.failures_table import FailuresTable

NO_RUN = "No run in this window yet: the files a run cannot convert are listed here."

_RUNS = iter(range(10, 60))


def _folder(tmp_path, rows, header=("path", "reason", "stage")):
    """A folder whose run wrote ``rows``: each call is another run (its manifest's date),
    as a new rejected.csv comes with a new manifest."""
    with open(tmp_path / "rejected.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)
    return OutputState(kind="dataset", path=str(tmp_path), source=str(tmp_path / "src"),
                       created=f"2026-12-01T10:{next(_RUNS)}:00+00:00")


def test_the_rows_are_the_runs_failures_left_out_images_not_among_them(qtbot, tmp_path):
    state = _folder(tmp_path, [
        (f"{tmp_path}/src/cat/a.jpg", "listed twice in the annotations; the first entry is "
                                      "kept", "scan"),
        (f"{tmp_path}/src/cat/b.jpg", "no annotations for this image (--skip-unannotated)",
         "scan"),
        (f"{tmp_path}/src/cat/c.jpg", "the file is empty (0 bytes), text, with, commas",
         "decode")])
    table = FailuresTable()
    qtbot.addWidget(table)
    counts = []
    table.countChanged.connect(counts.append)
    table.show_folder(state)
    assert [(f.path.rsplit("/", 1)[1], f.stage) for f in table.model.rows] == [
        ("a.jpg", "scan"), ("c.jpg", "decode")]
    assert table.model.rows[0].code == "ann.listed_twice"
    assert table.model.data(table.model.index(0, 0)) == "cat/a.jpg"   # as the run's tab
    assert counts == [2]   # one change, said once (it was said 0, then 2)
    assert table.label.text().startswith("No run into this folder in this window yet: "
                                         "these are the entries")
    assert "1 image could not be converted." in table.label.text()
    table.show_folder(state)   # (every keystroke: not read again)
    assert counts == [2]
    # a run's failures replace them; until it has any, a sync keeps them
    table.sync([])
    assert table.model.rowCount() == 2 and counts == [2]
    table.sync([Failure(path=f"{tmp_path}/src/dog/d.jpg", reason="broken", stage="decode")])
    assert [f.path for f in table.model.rows] == [f"{tmp_path}/src/dog/d.jpg"]
    assert counts == [2, 1]   # the run's count alone, not 0 first
    table.show_folder(state)   # a folder again (another run's): its count, once
    assert counts == [2, 1, 2]
    table.show_folder(OutputState(kind="missing", path=str(tmp_path / "none")))
    assert counts == [2, 1, 2, 0] and table.model.rowCount() == 0
    table.show_folder(state)
    table.clear()   # (no run shown: not "No failures.", which says a run's)
    assert table.model.rowCount() == 0 and table.label.text() == NO_RUN


def test_a_missing_or_foreign_rejected_csv_and_a_long_one_are_said(qtbot, tmp_path,
                                                                   monkeypatch):
    table = FailuresTable()
    qtbot.addWidget(table)
    state = OutputState(kind="dataset", path=str(tmp_path))   # (deleted by hand)
    table.show_folder(state)
    assert table.model.rowCount() == 0 and "is missing or cannot be read" in table.label.text()
    state = _folder(tmp_path, [("a.jpg", "x")], header=("file", "label"))
    table.show_folder(state)
    assert "is missing or cannot be read" in table.label.text()
    state = _folder(tmp_path, [])
    table.show_folder(state)
    assert table.label.text() == ("No run into this folder in this window yet. The output folder's "
                                  "rejected.csv lists nothing that its run could not convert.")
    monkeypatch.setattr(folder_failures, "MAX_ROWS", 3)
    state = _folder(tmp_path, [(f"/s/{i}.jpg", "the file is empty (0 bytes)", "decode")
                               for i in range(5)])
    table.show_folder(state)
    assert table.model.rowCount() == 3
    assert "these are the first 3 entries" in table.label.text()
    assert "could not be converted" not in table.label.text()   # (not all of them counted)
    table.show_folder(OutputState(kind="empty", path=str(tmp_path / "new")))
    assert table.model.rowCount() == 0 and table.label.text() == NO_RUN
