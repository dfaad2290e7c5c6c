"""The Summary's Skipped row (and the Failures tab's line) name what the scan set aside in
the words of the source it came from: a COCO or VOC source has images and annotation
entries, a class table has rows. It said "rows or files that could not be used" of every
source."""

from __future__ import annotations

import os

from studio_fixtures import model_of_run

from gui.widgets.failures_table import FailuresTable
from gui.widgets.summary_panel import SummaryPanel
from tests.engine import annotated_data as A
from tests.engine import imagefactory as F


def _skipped(qtbot, src, out) -> tuple[str, str]:
    """(the Summary's Skipped row, the Failures tab's line) after a real run of ``src``."""
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size", "32"))
    assert code == 0, err
    model = model_of_run(events, code)
    assert model.refused_at_scan == 1, model.failures
    panel, table = SummaryPanel(), FailuresTable()
    qtbot.addWidget(panel)
    qtbot.addWidget(table)
    panel.show_model(model)
    table.sync(model.failures)
    return panel.values["failed"].text(), table.label.text()


def test_an_annotated_source_sets_aside_images_or_annotation_entries(qtbot, tmp_path):
    coco = tmp_path / "coco"
    A.make_coco(str(coco))
    os.remove(coco / "images" / "b.png")      # listed in the JSON, not on disk
    voc = tmp_path / "voc"
    A.make_voc(str(voc))
    os.remove(voc / "JPEGImages" / "a.jpg")   # its XML names it
    for src in (coco, voc):
        summary, failures = _skipped(qtbot, src, tmp_path / f"{src.name}-out")
        words = "images or annotation entries that could not be used"
        # (all of them before converting: "1 (of them 1 before converting" read oddly)
        assert summary == f"1 (all before converting: {words}; see Failures and " \
                          "rejected.csv)", src.name
        assert "rows" not in summary and f"({words})" in failures, failures


def test_a_class_table_sets_aside_rows(qtbot, tmp_path):
    src = tmp_path / "table"
    (src / "cat").mkdir(parents=True)
    F.solid().save(src / "cat" / "a.png")
    F.solid().save(src / "cat" / "b.png")
    (src / "t.csv").write_text("path,label\ncat/a.png,cat\ncat/b.png,dog\n,cat\n")
    summary, failures = _skipped(qtbot, src / "t.csv", tmp_path / "out")
    assert "before converting: table rows that could not be used;" in summary
    assert "(table rows that could not be used)" in failures


def test_an_entry_repeating_an_image_is_not_said_to_have_failed(qtbot, tmp_path):
    # A COCO export listing an image twice: its first entry is converted, the second set
    # aside. "images or annotation entries that could not be used" read as a failed image.
    import json
    coco = tmp_path / "coco"
    path = A.make_coco(str(coco))
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    data["images"].append({**data["images"][0], "id": 77})   # the same file_name again
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)
    summary, failures = _skipped(qtbot, coco, tmp_path / "coco-out")
    words = "repeated entries, not used: their images are converted from the first entry"
    assert summary == f"1 (all before converting: {words}; see Failures and rejected.csv)"
    assert failures.startswith("Nothing failed while converting") and f"({words})" in failures
    # a table's repeated row, in its words
    src = tmp_path / "table"
    (src / "cat").mkdir(parents=True)
    F.solid().save(src / "cat" / "a.png")
    (src / "t.csv").write_text("path,label\ncat/a.png,cat\ncat/a.png,dog\n")
    summary, failures = _skipped(qtbot, src / "t.csv", tmp_path / "table-out")
    words = "repeated table rows, not used: their images are converted from the first row"
    assert f"before converting: {words};" in summary and f"({words})" in failures
