"""Annotated sources drawn in the window: the source panel recognises a COCO dataset
through the engine's scan and draws the boxes on its thumbnails (colour masks in their own
colours, class masks turned with their EXIF-turned photos); the Inspect tab draws the
stored boxes and masks on the output's records. SAVE_SCREENSHOTS=1 writes the screenshots
of docs/gui.md."""

from __future__ import annotations

import os
import sys

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage
from studio_fixtures import ROOT, open_in_inspect

from gui.overlay import _PALETTE, class_colour, contrast, paint, tag_text_colour
from gui.scan import quick_scan

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine import annotated_data as A  # noqa: E402
from tests.engine import annotated_exports as X  # noqa: E402
from tests.engine import imagefactory as F  # noqa: E402

WAIT = 120_000
#: The docs screenshots are rewritten only when asked (SAVE_SCREENSHOTS=1): a test run
#: must not change tracked files.
DOCS = os.path.join(ROOT, "docs")


@pytest.fixture(autouse=True)
def _documents(tmp_path, monkeypatch):
    """A home folder of the test's own: the window proposes its output folder under
    Documents/TFRecord Studio (gui.settings.outputs_folder), numbered past the datasets
    already there, and its dialogs open there, so the screenshots showed whatever the
    machine's ~/Documents held ("coco-tfrecord-7"). QStandardPaths' test mode moves the
    configuration, not Documents; Qt reads Documents from $HOME (and the user-dirs.dirs of
    its configuration, which test mode puts under $HOME too) each time it is asked."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    return home / "Documents"


def test_the_window_proposes_its_output_in_the_tests_documents(window, coco, _documents):
    window.set_source(str(coco[0]))
    assert window.options.output_folder() == str(_documents / "TFRecord Studio" /
                                                  "coco-tfrecord")


@pytest.fixture(scope="module")
def coco(tmp_path_factory):
    root = tmp_path_factory.mktemp("coco")
    A.make_coco(str(root / "coco"))
    out = root / "out"
    code, _, err = F.run_engine(F.engine_argv(root / "coco", out, "--size", "192", "--resize",
                                              "fit", "--workers", "1", "--masks"), timeout=300)
    assert code == 0, err
    return root / "coco", out


def _pixels(img: QImage) -> np.ndarray:
    img = img.convertToFormat(QImage.Format_RGB888)
    arr = np.frombuffer(img.constBits(), np.uint8, img.bytesPerLine() * img.height())
    return arr.reshape(img.height(), img.bytesPerLine())[:, :img.width() * 3].reshape(
        img.height(), img.width(), 3)


def test_quick_scan_recognises_coco_and_paints_boxes(qapp, coco):
    res = quick_scan(str(coco[0]))
    assert res.error == "" and res.task == "detection" and res.kind == "coco"
    assert res.images == 4 and res.classes == {"bird": 1, "cat": 3, "dog": 2}
    a = next(p for p in res.samples if p.endswith("a.jpg"))
    boxes = res.overlays[a]["boxes"]
    assert [b[4] for b in boxes] == ["cat", "dog"]
    plain = QImage(200, 125, QImage.Format_RGB32)
    plain.fill(0)
    drawn = _pixels(paint(plain, res.overlays[a]))
    # the cat box's left edge (x = 0.1) is drawn in the cat's colour
    c = class_colour("cat")
    edge = {tuple(int(v) for v in drawn[60, x]) for x in (19, 20, 21)}
    assert (c.red(), c.green(), c.blue()) in edge
    assert drawn[60, 60].max() == 0  # inside the box: untouched


def test_source_panel_and_inspect_draw_annotations(qtbot, window, coco, tmp_path):
    src, out = coco
    shots = DOCS if os.environ.get("SAVE_SCREENSHOTS") else str(tmp_path)
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(src))
    qtbot.waitUntil(lambda: panel.thumbs.count() == 4, timeout=WAIT)
    assert "object detection" in panel.summary.text()
    assert "6 objects" in panel.summary.text()
    assert panel.classes.horizontalHeaderItem(1).text() == "Objects"
    window.resize(1280, 860)
    window.grab().save(os.path.join(shots, "screenshot-annotated-source.png"))

    insp = window.inspect
    window.main_tabs.setCurrentWidget(insp)
    open_in_inspect(qtbot, insp, out)
    assert insp.grid.count() == 4
    # the class chart counts the boxes (issue 13): 3 cats, 2 dogs, 1 bird, named
    assert insp.histogram.getPlotItem().titleLabel.text.startswith("Objects per class")
    classes = insp.report["summary"]["labels"]["classes"]
    assert {c["text"]: c["count"] for c in classes} == {"cat": 3, "dog": 2, "bird": 1}
    assert list(insp.histogram.bars.opts["height"]) == [c["count"] for c in classes]
    insp.grid.setCurrentRow(0)
    qtbot.wait(200)
    window.grab().save(os.path.join(shots, "screenshot-annotated-inspect.png"))
    icon = insp.grid.item(0).icon().pixmap(96, 96).toImage()
    px = _pixels(icon)
    colours = {(c.red(), c.green(), c.blue()) for c in map(class_colour, A.ORDER)}
    assert any(tuple(int(v) for v in p) in colours for p in px.reshape(-1, 3)), \
        "no box drawn on the Inspect thumbnail"


def test_a_colour_mask_is_drawn_in_its_own_colours(qapp, tmp_path):
    # CVAT's colour masks are read by labelmap.txt; the thumbnail showed them as grey
    # levels coloured by a made-up index (a different colour for each class than its own)
    root = X.make_cvat_masks(str(tmp_path / "cvat"))
    res = quick_scan(root)
    assert res.error == "" and res.task == "segmentation" and not res.problems
    a = next(p for p in res.samples if p.endswith("a.jpg"))
    plain = QImage(320, 200, QImage.Format_RGB32)     # a.jpg is 640x400: half size
    plain.fill(0)
    drawn = _pixels(paint(plain, res.overlays[a]))
    r, g, b = X.LABELMAP_COLOURS["cat"]                 # the cat is at (64, 48)-(256, 208)
    assert tuple(drawn[64, 80]) == tuple(round(v * 110 / 255) for v in (r, g, b))
    assert drawn[5, 5].max() == 0                       # background: nothing drawn


def test_a_class_mask_of_an_exif_turned_photo_lines_up_in_its_thumbnail(qapp, tmp_path):
    # c.jpg is stored sideways with EXIF orientation 6 and its mask is drawn on the stored
    # pixels: the thumbnail is turned, and the mask was laid over it unturned, stretched
    from gui.thumbnails import load_thumbnail, orientation_of
    root = A.make_masks(str(tmp_path / "seg"))
    res = quick_scan(root)
    c = next(p for p in res.samples if p.endswith("c.jpg"))
    assert orientation_of(c) == 4            # Qt's Rotate90
    thumb = load_thumbnail(c)
    assert thumb.height() > thumb.width()    # shown upright
    before = _pixels(thumb).astype(int)
    after = _pixels(paint(thumb, res.overlays[c], orientation_of(c))).astype(int)
    changed = np.abs(after - before).sum(axis=2) > 30
    coloured = before.max(axis=2) > 100      # the rectangles; the rest is black
    assert changed.sum() > 0.8 * coloured.sum()
    assert (changed & coloured).sum() > 0.9 * changed.sum()


def test_a_class_tag_text_reads_on_its_colour(qapp):
    """Every class colour's tag text has a contrast of at least 4.5:1 (WCAG AA): the
    yellow tag's white "cell" could not be read."""
    for hex_colour in _PALETTE:
        c = QColor(hex_colour)
        assert contrast(c, tag_text_colour(c)) >= 4.5, hex_colour
    assert tag_text_colour(QColor("#ffe119")).name() == "#000000"
    assert tag_text_colour(QColor("#000075")).name() == "#ffffff"
    # drawn so: the tag of a box named on a yellow class holds black text
    name = next(n for n in (f"c{i}" for i in range(500)) if class_colour(n).name() == "#ffe119")
    img = QImage(120, 120, QImage.Format.Format_RGB32)
    img.fill(0x808080)
    out = paint(img, {"boxes": [[0.3, 0.4, 0.9, 0.9, name]]})
    tag = [QColor(out.pixel(x, y)).name() for x in range(36, 50) for y in range(36, 47)]
    assert "#000000" in tag and "#ffffff" not in tag, set(tag)
