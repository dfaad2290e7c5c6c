"""The Summary tab of the fullest runs fits the tab at 1024x640 and 1366x768 in every
language: each row wraps inside the panel, the buttons too, and no horizontal scroll bar is
needed. A walk at 1024x640 saw the long rows ("Copies", "Skipped" in Japanese, Object
problems with "Show list…", Size on disk) and the "Copy command" button cut off by a few
pixels at the right: the row of four buttons held the panel wider than the tab."""

from __future__ import annotations

import json
import shutil

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from studio_fixtures import model_of_run, window_at

from gui import i18n
from tests.engine import annotated_data as A
from tests.engine import imagefactory as F

OBJECTS_LABEL = {"en": "Objects changed:", "ja": "変更されたオブジェクト:", "ko": "바뀐 객체:"}


def _folder_source(src):
    """Two class folders with broken files, a file beside them that is not an image, and
    byte-identical copies (in another folder, and within one)."""
    for i in range(8):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg",
                F.encode(F.noise(40, 40, i), "JPEG", quality=90))
    shutil.copy(src / "a" / "000.jpg", src / "b" / "from a.jpg")
    for k in range(3):
        shutil.copy(src / "b" / "001.jpg", src / "b" / f"001 copy {k}.jpg")
    for k in range(4):
        (src / "a" / f"broken {k}.jpg").write_bytes(b"\xff\xd8\xff not a jpeg")
    (src / "notes.txt").write_text("not an image")
    return src


def _coco_source(root):
    """A COCO source whose boxes Crop clips or cuts away, and a box with no size."""
    path = A.make_coco(str(root), polygons=False)
    with open(path) as f:
        data = json.load(f)
    data["annotations"] += [
        {"id": 99, "image_id": 2, "category_id": 2, "bbox": [10, 170, 50, 20], "iscrowd": 0},
        {"id": 98, "image_id": 2, "category_id": 2, "bbox": [10, 10, 0, 20], "iscrowd": 0}]
    with open(path, "w") as f:
        json.dump(data, f)
    return root


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """{name: (output folder, engine events)} of two real runs that fill every row."""
    root = tmp_path_factory.mktemp("summaryfit")
    found = {}
    for key, src, opts in (
            ("folder", _folder_source(root / "folder"),
             ("--split", "train=0.5,validation=0.5", "--seed", "5", "--size", "24")),
            ("coco", _coco_source(root / "coco"), ("--size", "160", "--resize", "crop"))):
        out = root / f"out-{key}"
        code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", *opts),
                                         timeout=300)
        assert code == 0, err
        found[key] = (str(out), events)
    return found


def _cut(panel) -> list[str]:
    """The labels and buttons shown in the Summary whose right edge is past the panel's
    visible width."""
    view = panel.scroller.viewport()
    inner = panel.scroller.widget()
    cut = []
    for widget in inner.findChildren(QLabel) + inner.findChildren(QPushButton):
        if widget.isVisibleTo(inner) and widget.text():
            right = widget.mapTo(view, QPoint(widget.width(), 0)).x()
            if right > view.width():
                cut.append(f"{widget.objectName()} {widget.text()[:40]!r}: {right} > "
                           f"{view.width()}")
    return cut


@pytest.mark.parametrize("screen", [(1008, 610), (1350, 740)])   # less the frame
@pytest.mark.parametrize("lang", ["en", *i18n.TRANSLATED])
def test_every_row_and_button_fits_the_tab(qtbot, settings, language, runs, lang, screen):
    language(lang)
    w = window_at(qtbot, settings, *screen)
    w.tabs.setCurrentWidget(w.summary)
    panel = w.summary
    shown = set()
    for key, (out, events) in runs.items():
        panel.set_run(out, "python -m engine convert")
        panel.show_model(model_of_run(events))
        QApplication.processEvents()
        rows = panel._form
        for at in (panel._copies_row, panel._splits_row) if key == "folder" else \
                (panel._objects_row,):
            assert rows.isRowVisible(at), (key, at)
        if key == "coco":   # what Crop did, as the user chose: said without "problems"
            assert rows.labelForField(panel.objects).text() == OBJECTS_LABEL[lang]
        if key == "folder":   # the broken files, and the file beside the class folders
            assert panel.values["failed"].text().startswith(f"{i18n.number(4)} "), lang
        shown |= {b.objectName() for b in panel.findChildren(QPushButton) if b.isVisible()}
        # every value wraps inside the tab, no button is past its edge, no scroll sideways
        assert not _cut(panel), (lang, key, _cut(panel))
        assert panel.scroller.horizontalScrollBar().maximum() == 0, (lang, key)
        # the buttons keep clear of the code below them, on as many lines as they need
        buttons = [panel.open_btn, panel.inspect_btn, panel.verify_btn, panel.copy_btn]
        bottom = max(b.geometry().bottom() for b in buttons if b.isVisible())
        assert bottom < panel.how_to_load.geometry().top(), (lang, key)
    # the run's rows that were cut: Skipped with the ignored file, Copies, Objects changed
    # with "Show list…", and the buttons
    assert {"showObjectList", "copyCommand", "verifyOutput"} <= shown
