"""The output folder opened again (after a restart) says the rows its run's own Summary
said, with the same words and numbers, from what the manifest records: it said only
"Skipped: 5" where the run had said "5 (of them 2 before converting: images or annotation
entries that could not be used; …)", and showed no Objects changed or Splits row. A real
engine run of a Pascal VOC source with a clipped box, an image that cannot be decoded and
an annotation naming an image that is not there."""

from __future__ import annotations

import json
import shutil

from studio_fixtures import quick_run, restarted_window

from engine.output_kind import read_output_state
from gui.widgets.summary_panel import SummaryPanel
from tests.engine import annotated_data as A

ROWS = ("written", "failed", "shards", "splits", "size", "objects", "copies", "time", "rate",
        "out")


def _source(root):
    src = A.make_voc(str(root / "voc"))
    ann = root / "voc" / "Annotations"
    # b.png's bird reaches past the right edge: clipped (an object problem)
    b = ann / "b.xml"
    xml = b.read_text()
    b.write_text(xml.replace("<xmax>280</xmax>", "<xmax>330</xmax>"))
    # e.jpg cannot be decoded (it fails while converting); f.jpg is not there (the scan
    # sets its entry aside); a copy of a.jpg under another name (a Copies row)
    (root / "voc" / "JPEGImages" / "e.jpg").write_bytes(b"\xff\xd8\xff\xe0 not a photo")
    (ann / "e.xml").write_text(xml.replace("b.png", "e.jpg"))
    (ann / "f.xml").write_text(xml.replace("b.png", "f.jpg"))
    shutil.copy(root / "voc" / "JPEGImages" / "c.jpg", root / "voc" / "JPEGImages" / "g.jpg")
    (ann / "g.xml").write_text((ann / "c.xml").read_text().replace("c.jpg", "g.jpg"))
    return src


def _rows(panel: SummaryPanel) -> dict[str, tuple[str, bool]]:
    return {k: (panel.values[k].text(), panel.values[k].isVisibleTo(panel)) for k in ROWS}


def test_a_reopened_folder_says_the_rows_of_its_runs_summary(qtbot, window, settings,
                                                             tmp_path):
    src, out = _source(tmp_path), tmp_path / "out"
    window.options.split.setText("train=0.5,val=0.5")
    assert quick_run(qtbot, window, src, out)
    ran = _rows(window.summary)
    # the rows this test is about say something (else it could not fail)
    assert ran["failed"][0] == ("1 · 1 image entry whose file is missing not used (see "
                                "the Failures tab)"), ran
    assert ran["objects"] == ("1 object kept clipped or with only its box (a box past the "
                              "edge (clipped): 1)", True)
    assert ran["splits"][1] and ran["splits"][0].startswith("train: "), ran
    assert ran["copies"][1], ran
    failures = window.failures
    listed = [(f.path, f.reason, f.stage) for f in failures.model.rows]
    assert len(listed) == 2, listed
    reopened = restarted_window(qtbot, settings, src, out)
    assert reopened.summary.headline.text().startswith("The output folder holds a dataset")
    assert _rows(reopened.summary) == ran
    # the Failures tab beside "Skipped: 2 (… see Failures and rejected.csv)" said "No
    # failures.": it shows rejected.csv's rows, in the run's order, and says whose they are
    table = reopened.failures
    assert [(f.path, f.reason, f.stage) for f in table.model.rows] == listed
    assert [f.code for f in table.model.rows] == [f.code for f in failures.model.rows]
    assert table.label.text() == (
        "No run into this folder in this window yet: "
        "these are the entries the output folder's rejected.csv "
        "lists, from the run that made it. " + failures.label.text())
    tabs = reopened.tabs
    assert tabs.tabText(tabs.indexOf(table)) == "Failures (2)"
    # another folder: none of them; a run in this window: its own
    reopened.options.out_edit.setText(str(tmp_path / "elsewhere"))
    reopened.revalidate()
    # (no run yet in this window: its source's problems are listed before Start)
    assert table.model.rowCount() == 0 and table.label.text() == (
        "No run in this window yet. The problems found in the source are listed under “1. "
        "Source images”, with what the run will do about each; the files a run cannot "
        "convert are listed here.")


def test_an_older_manifest_says_what_it_records(qtbot, window, tmp_path):
    """A manifest without the fields (an engine before 0.3.5) says the count of
    rejected.csv's rows alone, never a guessed part of it."""
    src, out = _source(tmp_path), tmp_path / "out"
    assert quick_run(qtbot, window, src, out)
    m = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert (m["set_aside"], m["ignored"], m["timings"]["kept_records"]) == (
        {"ann.voc_image_missing": 1}, 0, 0), m
    for key in ("set_aside", "ignored"):
        del m[key]
    del m["timings"]["kept_records"]
    (out / "tfrecord_studio.json").write_text(json.dumps(m), encoding="utf-8")
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_folder(read_output_state(str(out)))
    rows = _rows(panel)
    assert rows["failed"][0] == "2" and rows["written"] == _rows(window.summary)["written"]
    assert rows["objects"] == _rows(window.summary)["objects"]   # (a dataset's: its own)


def test_a_reopened_dataset_shows_its_progress_complete(qtbot, window, settings, tmp_path):
    """A walk reopened a finished dataset: the Summary said its images written above a
    bar at 0% and "—". The bar is full and the line is the one its run ended with (an
    image that failed, an image entry whose file is missing not used)."""
    src, out = _source(tmp_path), tmp_path / "out"
    assert quick_run(qtbot, window, src, out)
    ran = window.progress
    line = ran.counts.text()
    assert line == ("6 of 6 images (100.0%) · 5 written · 1 skipped · 1 image entry whose "
                    "file is missing not used"), line
    reopened = restarted_window(qtbot, settings, src, out)
    p = reopened.progress
    assert (p.bar.value(), p.bar.maximum(), p.bar.text()) == (1000, 1000, "100.0%")
    assert p.counts.text() == line
    assert not p.phase.text().startswith("An interrupted run")
    # another folder: nothing of it
    reopened.options.out_edit.setText(str(tmp_path / "elsewhere"))
    reopened.revalidate()
    assert p.bar.value() == 0 and p.counts.text() == "—"


def test_a_reopened_resumed_dataset_says_whose_time_and_speed(qtbot, window, tmp_path):
    """A Korean walk resumed a run, closed the window and opened the folder again: the run's
    Summary said "10.4 s (the 76 images converted now)" and "7.3 images/s (the 76 …)"; the
    reopened folder said "10.4 s" and "7.3 images/s" beside "Written: 118 (76 converted
    now; 42 kept …)", a speed that 118 images over 10.4 s is not."""
    src, out = _source(tmp_path), tmp_path / "out"
    assert quick_run(qtbot, window, src, out)
    m = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    m["timings"]["kept_records"] = 2   # as a Resume that kept 2 of the 5 records writes it
    (out / "tfrecord_studio.json").write_text(json.dumps(m), encoding="utf-8")
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_folder(read_output_state(str(out)))
    rows = _rows(panel)
    assert rows["written"][0] == "5 (3 converted now; 2 kept from the interrupted run)"
    assert rows["time"][0].endswith(" (the 3 images converted now)"), rows
    assert rows["rate"][0].endswith(" (the 3 images converted now)"), rows
