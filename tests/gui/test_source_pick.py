"""Choosing the source: what is typed is what is read, and a folder that is not images
(a dataset this app wrote) is said to be one, never converted."""

from __future__ import annotations

import os
import sys

import pytest
from studio_fixtures import make_dataset, model_of_run

from tests.engine import imagefactory as F

WAIT = 120_000


def _type_beside_a_recent(qtbot, window, tmp_path, typed: str, recent: str):
    """Folders ``typed`` and ``recent``; ``recent`` read first (a recent source), then
    ``typed`` typed into the source box and Enter pressed: the box's line edit, once the
    next folder read has been found to be the typed one."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    for name in (typed, recent):
        (tmp_path / name).mkdir()
    panel = window.source_panel
    window.set_source(str(tmp_path / recent))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    edit = panel.path_combo.lineEdit()
    edit.setFocus()
    edit.clear()
    QTest.keyClicks(edit, str(tmp_path / typed))
    QTest.keyClick(edit, Qt.Key_Return)
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert panel.last_result.source == str(tmp_path / typed)
    assert edit.text() == str(tmp_path / typed)
    return edit


def test_enter_reads_the_typed_path_not_a_longer_recent_one(qtbot, window, tmp_path):
    """A walk typed .../coco and pressed Enter: the box had completed it inline from the
    recent list to .../coco_big, Enter took that, and the wrong dataset loaded."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    panel = window.source_panel
    edit = _type_beside_a_recent(qtbot, window, tmp_path, "coco", recent="coco_big")
    assert panel.source() == str(tmp_path / "coco") and not edit.hasSelectedText()
    # the recent sources are still offered while typing: a list, taken when chosen
    completer = panel.path_combo.completer()
    edit.clear()
    QTest.keyClicks(edit, str(tmp_path / "coco_"))
    qtbot.waitUntil(lambda: completer.popup().isVisible(), timeout=5000)
    assert edit.text() == str(tmp_path / "coco_")
    QTest.keyClick(completer.popup(), Qt.Key_Down)
    QTest.keyClick(completer.popup(), Qt.Key_Return)
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and panel.last_result.source == str(tmp_path / "coco_big"), timeout=WAIT)


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="case-insensitive disks")
def test_enter_reads_the_typed_case_not_a_recent_path_in_another(qtbot, window, tmp_path):
    """A review typed .../COCO with .../coco among the recent sources: Enter set the box to
    .../coco (Qt matches the typed text to an entry as its completer does, ignoring
    case), and the other folder was read."""
    _type_beside_a_recent(qtbot, window, tmp_path, "COCO", recent="coco")


def _dataset(tmp_path):
    """A dataset this app wrote (a real run of the engine): its shards and side files."""
    src = make_dataset(tmp_path / "photos", per_class=1, size=(16, 16))
    out = tmp_path / "seg_bad"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size", "16"),
                                timeout=300)
    assert code == 0, err
    return out


WORDS = {"en": ("TFRecord dataset", "Inspect"), "ja": ("TFRecord", "検査"),
         "ko": ("TFRecord", "검사")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_dataset_of_ours_as_the_source_is_said_and_offered_to_inspect(
        qtbot, settings, language, lang, tmp_path):
    """A walk chose an output folder as the source: "1 class, 11 images" with a class
    "(unlabeled)", Ready, Start enabled, and a note to delete the folder. It is said to be
    a dataset, Start is not possible, and Inspect opens it."""
    from gui.main_window import MainWindow
    data = _dataset(tmp_path)
    language(lang)
    window = MainWindow(settings)   # built in the language, as the app builds it
    qtbot.addWidget(window)
    window.show()
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(data))
    res = panel.last_result
    assert res.error and res.error_code() == "source.dataset"
    text = panel.summary.text()
    assert WORDS[lang][0] in text and str(data) in text
    if lang != "en":
        assert "not images" not in text and "Inspect" not in text, text
    assert panel.classes.rowCount() == 0 and panel.notices.isHidden()
    # nothing to show: no empty class table, no empty strip of thumbnails below the words
    assert panel.classes.isHidden() and panel.thumbs.isHidden()
    window.revalidate()
    assert not window.actions_bar.start_btn.isEnabled()
    assert panel.inspect_btn.isVisible() and WORDS[lang][1] in panel.inspect_btn.text()
    panel.inspect_btn.click()
    assert window.main_tabs.currentWidget() is window.inspect
    assert window.inspect.paths == [str(data)]
    # another source: the offer goes
    window.main_tabs.setCurrentIndex(0)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(tmp_path / "photos"))
    assert not panel.inspect_btn.isVisible()
    assert panel.classes.isVisible() and panel.classes.rowCount() and panel.thumbs.isVisible()


def test_a_folder_of_files_that_are_no_images_is_never_told_to_be_removed(
        qtbot, settings, language, tmp_path):
    """A folder without class folders whose files are no images was "(unlabeled)", in
    English, with "1 class folder has no images: (unlabeled) … remove it"; a class folder
    that holds files (none an image) was told "remove it" too: both hold the user's data."""
    flat = tmp_path / "flat"
    flat.mkdir()
    (flat / "a.bin").write_bytes(b"\x00" * 40)   # (a .tfrecord: a dataset)
    (flat / "notes.txt").write_text("not a picture\n")
    language("ja")
    from gui.main_window import MainWindow
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(flat))
    assert panel.last_result.empty_classes == []
    assert panel.classes.item(0, 0).text() not in ("(unlabeled)", "")
    assert "unlabeled" not in panel.classes.item(0, 0).text()
    assert panel.classes.item(0, 0).text() == "(クラスなし)"
    assert "(unlabeled)" not in panel.notices.text()
    classes = tmp_path / "classes"
    for cls in ("cats", "later", "empty"):
        (classes / cls).mkdir(parents=True)
    from PIL import Image
    Image.new("RGB", (8, 8)).save(classes / "cats" / "a.jpg")
    (classes / "later" / "notes.txt").write_text("photos come next week\n")
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(classes))
    lines = panel.notices.text().splitlines()
    # (the engine's notices, class.empty_holding and class.empty: a folder each here)
    later = [x for x in lines if "later (ラベル 2)" in x]
    empty = [x for x in lines if "empty (ラベル 1)" in x]
    assert len(later) == 1 and "削除" not in later[0] and "画像ではありません" in later[0], lines
    assert len(empty) == 1 and "削除" in empty[0], lines


def _yolo_with_negatives(root):
    """A YOLO source: 2 annotated images and 3 without a label file."""
    from PIL import Image
    (root / "images").mkdir(parents=True)
    (root / "labels").mkdir()
    for name in ("a", "b", "n0", "n1", "n2"):
        Image.new("RGB", (20, 20), (30, 90, 160)).save(root / "images" / f"{name}.jpg")
    (root / "labels" / "a.txt").write_text("0 0.5 0.5 0.2 0.2\n")
    (root / "labels" / "b.txt").write_text("1 0.5 0.5 0.2 0.2\n")
    (root / "classes.txt").write_text("cat\ndog\n")
    return root


def test_images_without_annotations_are_said_left_out_when_the_option_says_so(
        qtbot, window, tmp_path):
    """With "Leave out images without annotations" ticked, the source text said they
    were kept as background images."""
    src = _yolo_with_negatives(tmp_path / "y")
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(src))
    assert "3 images without annotations (kept as background images)" in panel.summary.text()
    assert "kept as background images" in panel.notices.text()
    window.options.skip_unannotated.setChecked(True)
    qtbot.waitUntil(lambda: "left out" in panel.summary.text(), timeout=5000)
    assert "3 images without annotations will be left out, as chosen" in panel.summary.text()
    assert "kept as background" not in panel.summary.text() + panel.notices.text()
    window.options.skip_unannotated.setChecked(False)
    qtbot.waitUntil(lambda: "kept as background" in panel.summary.text(), timeout=5000)


def test_images_left_out_as_chosen_are_no_failures(qtbot, tmp_path):
    """After a run with the option, the Summary said "Skipped 3 (of them 3 before
    converting: unusable images …)" and Failures listed the images the user had chosen
    to leave out. rejected.csv still names them."""

    from gui.widgets.failures_table import FailuresTable
    from gui.widgets.summary_panel import SummaryPanel
    src = _yolo_with_negatives(tmp_path / "y")
    (src / "images" / "broken.jpg").write_bytes(b"\xff\xd8\xff not a jpeg")
    (src / "labels" / "broken.txt").write_text("0 0.5 0.5 0.2 0.2\n")
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size",
                                                   "16", "--skip-unannotated"))
    assert code == 0, err
    model = model_of_run(events, code)
    panel, table = SummaryPanel(), FailuresTable()
    qtbot.addWidget(panel)
    qtbot.addWidget(table)
    panel.show_model(model)
    table.sync(model.failures)
    assert model.left_out == 3 and model.refused_at_scan == 0
    assert [os.path.basename(f.path) for f in model.failures] == ["broken.jpg"]
    assert panel.values["failed"].text() == \
        "1 (see the Failures tab) · 3 images without annotations left out, as chosen"
    rejected = (out / "rejected.csv").read_text(encoding="utf-8")
    assert all(f"n{i}.jpg" in rejected for i in range(3))





def test_folder_opens_in_the_tables_folder_not_on_the_table(qtbot, window, tmp_path,
                                                             monkeypatch):
    """With a CSV as the source, Folder… offered "labels.csv" as the folder's name, with
    Choose greyed out (the Korean walk): it opens in the folder that holds the table."""
    table = tmp_path / "pets" / "labels.csv"
    table.parent.mkdir()
    table.write_text("path,label\n", encoding="utf-8")
    panel = window.source_panel
    panel.last_dir = ""
    window.set_source(str(table))
    opened: list[str] = []
    monkeypatch.setattr("gui.widgets.source_picker.QFileDialog.getExistingDirectory",
                        lambda _p, _t, start, *a, **k: opened.append(start) or "")
    panel.choose_folder()
    assert opened == [str(table.parent)]


def test_the_dialogs_open_among_the_users_files_not_the_apps(qtbot, window, tmp_path,
                                                             monkeypatch):
    """A new user starts on the built-in sample: Folder… opened inside it (inside
    site-packages once installed) and File… in the folder the app was started from (the
    checkout, in an English walk at 1024x640). Both open in the user's Pictures folder
    then; with the user's own source, in its folder."""
    from gui.settings import SAMPLE_DIR
    pictures = tmp_path / "Pictures"
    pictures.mkdir()
    from PySide6.QtCore import QStandardPaths
    monkeypatch.setattr(QStandardPaths, "writableLocation",
                        staticmethod(lambda _where: str(pictures)))
    opened: list[str] = []
    monkeypatch.setattr("gui.widgets.source_picker.QFileDialog.getExistingDirectory",
                        lambda _p, _t, start, *a, **k: opened.append(start) or "")
    monkeypatch.setattr("gui.pickers.QFileDialog.getOpenFileName",
                        lambda _p, _t, start, *a, **k: (opened.append(start) or "", ""))
    panel = window.source_panel
    panel.last_dir = ""
    assert os.path.samefile(panel.source(), SAMPLE_DIR)   # (fresh settings: the sample)
    panel.choose_folder()
    panel.choose_table()
    assert opened == [str(pictures)] * 2
    mine = make_dataset(tmp_path / "mine", per_class=1)
    window.set_source(str(mine))
    opened.clear()
    panel.choose_folder()
    panel.choose_table()
    assert opened == [str(mine)] * 2
