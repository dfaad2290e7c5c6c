"""The Summary's Skipped row (and the Failures tab's line, and the progress line) name what
the scan set aside in the words of the source it came from: a COCO or VOC source has
images and annotations, a class table has rows. It said "rows or files that could not be
used" of every source. And they count it apart from the files skipped, which with those
written make the files counted: a walk read "145 of 145 files · 142 written · 5 skipped
(of them 2 before converting)"."""

from __future__ import annotations

import os

from studio_fixtures import model_of_run

from gui.widgets.failures_table import FailuresTable
from gui.widgets.progress_panel import ProgressPanel
from gui.widgets.summary_panel import SummaryPanel
from tests.engine import annotated_data as A
from tests.engine import imagefactory as F


def _skipped(qtbot, src, out) -> tuple[str, str]:
    """(the Summary's Skipped row, the Failures tab's line) after a real run of ``src``."""
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size", "32"))
    assert code == 0, err
    model = model_of_run(events, code)
    assert model.refused_at_scan == 1, model.failures
    panel, table, progress = SummaryPanel(), FailuresTable(), ProgressPanel()
    for widget in (panel, table, progress):
        qtbot.addWidget(widget)
    panel.show_model(model)
    table.sync(model.failures)
    progress.refresh(model)
    # the files counted are written or skipped: the entry set aside is said apart, in the
    # Summary's words
    s, summary = model.summary, panel.values["failed"].text()
    assert s.written + s.failed == s.total
    unused = summary.split(" · ", 1)[1].removesuffix(" (see the Failures tab)")
    assert progress.counts.text().startswith(f"{s.total} of {s.total} image"), \
        progress.counts.text()
    assert progress.counts.text().endswith(
        f"(100.0%) · {s.written} written · {s.failed} skipped · {unused}"), \
        progress.counts.text()
    return summary, table.label.text()


def test_an_annotated_source_sets_aside_images_or_annotation_entries(qtbot, tmp_path):
    coco = tmp_path / "coco"
    A.make_coco(str(coco))
    os.remove(coco / "images" / "b.png")      # listed in the JSON, not on disk
    voc = tmp_path / "voc"
    A.make_voc(str(voc))
    os.remove(voc / "JPEGImages" / "a.jpg")   # its XML names it
    for src in (coco, voc):
        summary, failures = _skipped(qtbot, src, tmp_path / f"{src.name}-out")
        # (which it is: an entry of the annotations whose image is missing)
        assert summary == "0 · 1 image entry whose file is missing not used (see " \
                          "the Failures tab)", src.name
        assert failures == "Nothing failed while converting; 1 item was not used (listed " \
                           "above): 1 image entry whose file is missing.", failures


def test_a_class_table_sets_aside_rows(qtbot, tmp_path):
    src = tmp_path / "table"
    (src / "cat").mkdir(parents=True)
    F.solid().save(src / "cat" / "a.png")
    F.solid().save(src / "cat" / "b.png")
    (src / "t.csv").write_text("path,label\ncat/a.png,cat\ncat/b.png,dog\n,cat\n")
    summary, failures = _skipped(qtbot, src / "t.csv", tmp_path / "out")
    assert summary == "0 · 1 table row not used (see the Failures tab)"
    assert failures == ("Nothing failed while converting; 1 item was not used (listed above): "
                        "1 table row.")
    # a row naming a file that is not there is a row too, with a file that cannot be
    # converted (the walk's: "5 skipped (of them 2 before converting)" of 145 files)
    (src / "cat" / "c.png").write_text("not a picture")
    (src / "t.csv").write_text("path,label\ncat/a.png,cat\ncat/c.png,dog\ncat/gone.png,cat\n")
    summary, failures = _skipped(qtbot, src / "t.csv", tmp_path / "out2")
    assert summary == "1 · 1 table row not used (see the Failures tab)"
    assert failures == "1 image could not be converted. Listed as well, not used: 1 table row."


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
    words = ("1 repeated entry not used; a repeated entry's image is converted from its "
             "first entry")
    assert summary == f"0 · {words} (see the Failures tab)"
    assert failures == ("Nothing failed while converting; 1 item was not used (listed above): "
                        "1 repeated entry; a repeated entry's image is converted from its "
                        "first entry.")
    # a table's repeated row, in its words
    src = tmp_path / "table"
    (src / "cat").mkdir(parents=True)
    F.solid().save(src / "cat" / "a.png")
    (src / "t.csv").write_text("path,label\ncat/a.png,cat\ncat/a.png,dog\n")
    summary, failures = _skipped(qtbot, src / "t.csv", tmp_path / "table-out")
    words = "1 repeated table row not used; a repeated row's image is converted from its first row"
    assert summary == f"0 · {words} (see the Failures tab)"
    assert failures.endswith("1 repeated table row; a repeated row's image is converted from "
                             "its first row."), failures
