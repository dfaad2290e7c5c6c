"""Inspect draws a record's masks (a segmentation record's class mask, a detection
record's instance masks) in colours: nothing said which colour was which class. A key
under the preview says it: a coloured square and the class of each colour (named from
the dataset's names, else the value), the values drawn uncoloured, 255 as "ignore"."""

from __future__ import annotations

import base64
import io
import json

import pytest
from PIL import Image
from PySide6.QtGui import QColor, QImage

from gui.overlay import KEY_CLASS, KEY_IGNORE, KEY_PLAIN, class_colour, mask_key, paint
from gui.widgets.record_detail import MASK_COLOURS, RecordDetail, key_words

NAMES = {"0": "background", "1": "cell", "2": "nucleus"}


def _png(values: list[int], w: int = 4) -> str:
    m = Image.new("L", (w, len(values) // w))
    m.putdata(values)
    buf = io.BytesIO()
    m.save(buf, "PNG")
    return base64.b64encode(buf.getvalue()).decode("ascii")


def test_the_key_names_each_colour_a_class_mask_is_drawn_in(qtbot):
    overlay = {"segmentation_b64": _png([0, 1, 3, 255])}
    key = mask_key(overlay, NAMES)
    assert [(name, kind) for _c, name, kind in key] == [
        ("background", KEY_PLAIN), ("cell", KEY_CLASS), ("3", KEY_CLASS), ("255", KEY_IGNORE)]
    # each class's square is the colour its pixels are drawn in (over grey)
    grey = QImage(4, 1, QImage.Format.Format_ARGB32)
    grey.fill(QColor(128, 128, 128))
    drawn = paint(grey, overlay)
    for x, (colour, _name, kind) in enumerate(key):
        pixel = drawn.pixelColor(x, 0)
        if kind != KEY_CLASS:   # (0 and 255 are left as the picture is)
            assert pixel.rgb() == QColor(128, 128, 128).rgb(), (x, pixel.name())
            continue
        c = QColor(colour)
        for got, want in ((pixel.red(), c.red()), (pixel.green(), c.green()),
                          (pixel.blue(), c.blue())):
            assert abs(got - (128 + (want - 128) * 110 / 255)) <= 2, (x, pixel.name(), colour)


def test_the_key_of_instance_masks_is_their_boxes_classes(qtbot):
    mask = _png([255, 255, 0, 0])
    overlay = {"boxes": [[0, 0, 0.5, 1, "cat"], [0.5, 0, 1, 1, "dog"], [0, 0, 1, 1, "cat"]],
               "masks_b64": [mask, mask, mask]}
    assert mask_key(overlay) == [(class_colour("cat").name(), "cat", KEY_CLASS),
                                 (class_colour("dog").name(), "dog", KEY_CLASS)]
    assert mask_key({"boxes": [[0, 0, 1, 1, "cat"]]}) == []   # (boxes carry their names)


@pytest.mark.parametrize("lang, ignore", [("en", "255: ignore, not coloured"),
                                          ("ja", "255: 無視"), ("ko", "255: 무시")])
def test_the_key_stands_under_the_preview_in_each_language(qtbot, language, lang, ignore):
    language(lang)
    detail = RecordDetail()
    qtbot.addWidget(detail)
    preview = QImage(64, 64, QImage.Format.Format_ARGB32)
    preview.setText(MASK_COLOURS, json.dumps(mask_key(
        {"segmentation_b64": _png([0, 1, 2, 255])}, NAMES)))
    record = {"index": 0, "offset": 0, "length": 10, "features": [], "is_example": True,
              "image_bytes": b"x"}
    detail.show_record(record, preview)
    key = detail.key
    assert not key.isHidden()
    text = key.text()
    assert "cell" in text and "nucleus" in text and ignore.replace(" ", "&nbsp;") in text, text
    assert "background" in text
    # it fits the narrow pane Inspect has at 1024 px in two lines or three
    lines = key.heightForWidth(280) / key.fontMetrics().lineSpacing()
    assert lines <= 3.5, (lines, text)
    # a record without masks: no key
    detail.show_record(record, QImage(64, 64, QImage.Format.Format_ARGB32))
    assert key.isHidden()


def test_many_classes_are_cut_to_a_few_and_said_whole_in_the_tooltip(qtbot, language):
    language("en")
    preview = QImage(8, 8, QImage.Format.Format_ARGB32)
    preview.setText(MASK_COLOURS, json.dumps(mask_key(
        {"segmentation_b64": _png(list(range(1, 21)))}, {})))
    rich, whole = key_words(preview)
    assert "8 more" in rich and "■ 20" in whole and "■ 13" in whole and rich.count("■") == 12


def test_a_page_of_records_gives_each_preview_its_key_from_the_pages_names(qtbot):
    """The engine's page names the mask's values (mask_names: our label map, a names file
    beside the shard); each record's preview carries its key to the detail pane."""
    from gui.widgets.record_page import PageTask
    picture = io.BytesIO()
    Image.new("RGB", (4, 1), (90, 90, 90)).save(picture, "PNG")
    record = {"index": 0, "offset": 0, "length": 10, "features": [],
              "image_b64": base64.b64encode(picture.getvalue()).decode("ascii"),
              "overlay": {"segmentation_b64": _png([0, 2, 2, 255])}}
    task = PageTask(1, json.dumps({"records": [record], "mask_names": NAMES}).encode())
    got = []
    task.signals.thumbnail.connect(lambda _g, _row, _thumb, preview: got.append(preview))
    task.run()
    (preview,) = got
    colour = mask_key({"segmentation_b64": _png([2, 2, 2, 2])})[0][0]
    assert json.loads(preview.text(MASK_COLOURS)) == [
        ["", "background", KEY_PLAIN], [colour, "nucleus", KEY_CLASS], ["", "255", KEY_IGNORE]]


def test_a_long_class_name_wraps_in_the_narrow_pane(qtbot, language):
    """Each name was kept on one line whatever its length: a label map's "cell in metaphase
    with condensed chromosomes" made the key 340 px wide at least, and Inspect's detail
    pane (~300 px at 1024 px) grew past its room. A short name still stays whole."""
    language("en")
    long_name = "cell in metaphase with condensed chromosomes"
    detail = RecordDetail()
    qtbot.addWidget(detail)
    preview = QImage(64, 64, QImage.Format.Format_ARGB32)
    preview.setText(MASK_COLOURS, json.dumps(mask_key(
        {"segmentation_b64": _png([0, 1, 2, 255])}, {**NAMES, "1": long_name})))
    detail.show_record({"index": 0, "offset": 0, "length": 10, "features": [],
                        "is_example": True, "image_bytes": b"x"}, preview)
    assert detail.key.minimumSizeHint().width() <= 280, detail.key.minimumSizeHint().width()
    assert long_name in detail.key.text() and "■</span>&nbsp;nucleus" in detail.key.text()


def test_a_records_masks_are_decoded_once_for_its_preview_thumbnail_and_key(qtbot,
                                                                           monkeypatch):
    # the preview, the thumbnail and the key each decoded every mask of the record: three
    # decodes of each, on a page of 48 large masks
    import gui.overlay
    from gui.widgets.record_page import PageTask
    decodes: list[int] = []
    read = gui.overlay.read_mask
    monkeypatch.setattr(gui.overlay, "read_mask", lambda src: decodes.append(1) or read(src))
    photo = io.BytesIO()
    Image.new("RGB", (8, 4), (90, 90, 90)).save(photo, "PNG")
    mask = _png([1, 2, 0, 255] * 8, w=8)
    record = {"index": 0, "offset": 0, "is_example": True,
              "image_b64": base64.b64encode(photo.getvalue()).decode("ascii"),
              "overlay": {"segmentation_b64": mask, "boxes": [[0, 0, 1, 1, "cat"],
                                                              [0, 0, 1, 1, "dog"]],
                          "masks_b64": [mask, mask]}}
    task = PageTask(1, json.dumps({"records": [record], "mask_names": NAMES}).encode())
    previews: list[QImage] = []
    task.signals.thumbnail.connect(lambda _g, _row, _thumb, preview: previews.append(preview))
    task.run()
    assert len(decodes) == 3   # one class mask, two instance masks: each once
    key = json.loads(previews[0].text(MASK_COLOURS))
    assert [name for _c, name, _k in key] == ["background", "cell", "nucleus", "255",
                                              "cat", "dog"]
