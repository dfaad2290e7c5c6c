"""The window and the objects Crop cuts from an annotated source: before Start, a note
under Resize says what Crop does to boxes (or masks), only for such a source and only
with Crop; after the run, the Summary's Objects changed row offers the list of the
objects left out or clipped (objects.csv: image, class, place, why), also for the folder
opened again; and the class table shows the objects the records hold beside the scan's
count, as the Inspect tab counts them. A walker's Summary said "8 objects removed or
clipped" and nothing named them; the table kept the scan's 17/17/22 beside Inspect's
13/17/19."""

from __future__ import annotations

import csv
import sys

import pytest
from PySide6.QtCore import Qt
from studio_fixtures import ROOT, quick_run, summary_of_run

from engine.output_state import OBJECTS
from gui.scan_result import ScanResult

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine import imagefactory as F  # noqa: E402
from tests.engine.annotated_sources import coco_cut_by_crop  # noqa: E402

WAIT = 120_000
CROP_NOTE = ("Crop cuts the edges of the images: boxes there are clipped, and those mostly "
             "outside are left out. The run lists each of them (objects.csv). Fit keeps "
             "every box.")


def _form(task: str):
    from gui.widgets.options_form import OptionsForm
    form = OptionsForm()
    form.set_scan(ScanResult("src", kind="coco" if task else "classes", task=task))
    return form


def _note(form) -> str:
    return form.resize_note.text() if form.resize_note.isVisibleTo(form) else ""


def test_the_crop_note_is_said_of_boxes_and_masks_only_with_crop(qtbot):
    form = _form("detection")
    qtbot.addWidget(form)
    assert _note(form) == ""                       # Stretch, the default, cuts nothing
    form.resize_combo.setCurrentIndex(form.resize_combo.findData("crop"))
    assert _note(form) == CROP_NOTE
    form.resize_combo.setCurrentIndex(form.resize_combo.findData("fit"))
    assert _note(form) == ""
    form.resize_combo.setCurrentIndex(form.resize_combo.findData("crop"))
    form.set_size("original")                      # nothing is resized: nothing cut
    assert _note(form) == ""
    form.set_size("224")
    form.format_combo.setCurrentIndex(form.format_combo.findData("original"))
    assert _note(form) == ""                       # the files are stored as they are
    form.format_combo.setCurrentIndex(form.format_combo.findData("jpeg"))
    assert _note(form) == CROP_NOTE
    for task, said in (("", ""), ("multilabel", ""), ("segmentation", (
            "Crop cuts the edges of the images, and of their masks with them: the objects "
            "there lose those parts. Fit keeps every pixel of the masks."))):
        form.set_scan(ScanResult("src", kind="table", task=task))   # another source
        assert _note(form) == said, task


def test_the_crop_note_in_japanese_and_korean(qtbot, language):
    for lang, words in (("ja", "「切り抜いて埋める」は画像の端を切り落とします"),
                        ("ko", "“잘라서 채우기”는 이미지의 가장자리를 잘라 냅니다")):
        language(lang)
        form = _form("detection")
        qtbot.addWidget(form)
        form.resize_combo.setCurrentIndex(form.resize_combo.findData("crop"))
        assert _note(form).startswith(words) and "objects.csv" in _note(form)


@pytest.fixture(scope="module")
def cropped(tmp_path_factory):
    """(output folder, events) of a real crop run over coco_cut_by_crop."""
    root = tmp_path_factory.mktemp("cut")
    source = coco_cut_by_crop(root / "coco")
    out = root / "out"
    code, events, err = F.run_engine(F.engine_argv(source, out, "--size", "64", "--resize",
                                                   "crop", "--workers", "1"))
    assert code == 0, err
    return out, events


def _listed(out) -> list[dict]:
    with open(out / OBJECTS, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def _table(dialog) -> list[list[str]]:
    t = dialog.table
    return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]


def test_the_summary_offers_the_list_of_the_objects(qtbot, cropped):
    out, events = cropped
    rows = _listed(out)
    panel = summary_of_run(qtbot, events)
    panel.show()
    said = panel.values["objects"].text().split(" · ")   # (left out · kept clipped)
    assert sum(int(part.split()[0]) for part in said) == len(rows), said
    button = panel.objects.button
    assert button.isVisibleTo(panel) and button.text() == "Show list…"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = panel.objects.dialog
    assert dialog is not None and dialog.isVisible()
    shown = _table(dialog)
    assert [h for h in (dialog.table.horizontalHeaderItem(c).text() for c in range(4))] == \
        ["Image", "Class", "Object", "Why"]
    # every row of objects.csv, in its order, its image named from their common folder
    assert [(s[0], s[1]) for s in shown] == \
        [(r["image"].rsplit("/", 1)[-1], r["class"]) for r in rows]
    assert shown[0][2:] == ["instances_default.json, annotation 9",
                            "a box past the edge (clipped)"]
    assert shown[1][2:] == ["instances_default.json, annotation 2",
                            "partly cut away by Crop (clipped)"]
    assert shown[2][3] == "mostly cut away by Crop"
    assert shown[3][3] == "outside the picture after resizing"
    assert dialog.table.item(0, 0).toolTip() == rows[0]["image"]   # the whole path
    # the engine's whole sentence where it says more than the few words
    assert dialog.table.item(0, 3).toolTip() == "box extends outside the image: clipped"
    assert dialog.table.item(1, 3).toolTip() == ""
    dialog.close()
    # the folder opened again later (its manifest): the same row, the same list
    from engine.output_kind import read_output_state
    panel.clear()
    assert not button.isVisibleTo(panel)
    panel.show_folder(read_output_state(str(out)))
    assert panel._form.isRowVisible(panel._objects_row) and button.isVisibleTo(panel)


def test_the_list_in_japanese(qtbot, cropped, language):
    out, events = cropped
    language("ja")
    panel = summary_of_run(qtbot, events)
    assert panel.objects.button.text() == "一覧を表示…"
    panel.objects.show_list()
    dialog = panel.objects.dialog
    assert [dialog.table.horizontalHeaderItem(c).text() for c in range(4)] == \
        ["画像", "クラス", "オブジェクト", "理由"]
    shown = _table(dialog)
    assert shown[1][2:] == ["instances_default.json のアノテーション 2",
                            "切り抜きで一部が切り取られた (切り詰め)"]
    assert shown[2][3] == "切り抜きでほとんど切り取られた"
    assert dialog.table.item(0, 3).toolTip() == \
        "ボックスが画像からはみ出しています: 画像の範囲に切り詰めました"


def test_no_objects_lost_no_list(qtbot, tmp_path):
    """Fit cuts nothing (and this export has no box past an edge): no row, no list."""
    source = coco_cut_by_crop(tmp_path / "coco", 2, past_edge=False)
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(source, out, "--size", "64", "--resize",
                                                   "fit", "--workers", "1"))
    assert code == 0, err
    assert not (out / OBJECTS).exists()
    panel = summary_of_run(qtbot, events)
    assert not panel._form.isRowVisible(panel._objects_row)
    assert not panel.objects.button.isVisibleTo(panel)


def test_the_class_table_shows_what_the_records_hold_beside_the_scan(qtbot, window,
                                                                    tmp_path):
    """In the window: the note before Start, then after the run the Written column
    beside the scan's counts (what Inspect counts), and the list from the Summary."""
    source = coco_cut_by_crop(tmp_path / "coco", 3)
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(source)
    form = window.options
    form.resize_combo.setCurrentIndex(form.resize_combo.findData("crop"))
    assert _note(form) == CROP_NOTE
    table = panel.classes
    scanned = {table.item(r, 0).text(): table.item(r, 1).text()
               for r in range(table.rowCount())}
    assert table.columnCount() == 2 or table.horizontalHeaderItem(2).text() != "Written"
    assert quick_run(qtbot, window, source, tmp_path / "out", size="64")
    written = window.controller.model.summary.objects_per_class
    # three images: each keeps its nucleus and one cell (the other cell and the debris
    # are cut away), img00 its second nucleus (clipped at the bottom, kept)
    assert written == {"cell": 3, "nucleus": 4}
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers[:3] == ["Class", "Objects", "Written"]
    assert {table.item(r, 0).text(): (table.item(r, 1).text(), table.item(r, 2).text())
            for r in range(table.rowCount())} == {
        cls: (n, str(written.get(cls, 0))) for cls, n in scanned.items()}
    assert window.summary.objects.button.isVisibleTo(window.summary)
    # another output folder: the run's results (and its column) are no longer shown
    window.options.out_edit.setText(str(tmp_path / "elsewhere"))
    qtbot.waitUntil(lambda: table.columnCount() == 2 or
                    table.horizontalHeaderItem(2).text() != "Written", timeout=10_000)


def test_the_written_column_only_when_the_numbers_differ(qtbot):
    from gui.widgets.class_table import ClassTable
    table = ClassTable()
    qtbot.addWidget(table)
    res = ScanResult("src", kind="coco", task="detection",
                     classes={"cell": 17, "nucleus": 17, "debris": 22})
    table.show_result(res)
    table.show_written({"cell": 17, "nucleus": 17, "debris": 22})
    assert table.columnCount() == 2
    table.show_written({"cell": 13, "nucleus": 17, "debris": 19})
    assert table.horizontalHeaderItem(2).text() == "Written"
    assert [table.item(r, 2).text() for r in range(3)] == ["13", "17", "19"]
    table.show_written(None)
    assert table.columnCount() == 2
    # a source numbering its classes otherwise keeps its column after Written
    res.source_ids = {"cell": 5, "nucleus": 6, "debris": 7}
    table.show_result(res)
    table.show_written({"cell": 13, "nucleus": 17, "debris": 19})
    assert [table.horizontalHeaderItem(c).text() for c in range(4)] == \
        ["Class", "Objects", "Written", "COCO id"]
    assert table.item(0, 3).text() == "5"


def test_the_written_column_goes_when_another_run_starts(qtbot, window, tmp_path):
    """The Written column is of the last run's records: a Resume (or a run replacing them)
    went on showing a cancelled run's 290/258/276/310 while it wrote more (a walk with
    detection data); it goes as the run starts, and the run's end says it again."""
    source = coco_cut_by_crop(tmp_path / "coco", 3)
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(source)
    form = window.options
    form.resize_combo.setCurrentIndex(form.resize_combo.findData("crop"))
    assert quick_run(qtbot, window, source, tmp_path / "out", size="64")
    table = panel.classes
    assert table.horizontalHeaderItem(2).text() == "Written"
    at_start = []
    window.controller.started.connect(lambda: at_start.append(
        table.columnCount() > 2 and table.horizontalHeaderItem(2).text() == "Written"))
    form.overwrite.setChecked(True)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=30_000)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        assert window.start(confirmed=True)
    assert at_start == [False]
    assert table.horizontalHeaderItem(2).text() == "Written"   # (the new run's)
