"""Before the run, the window says which photos "Original bytes" stores as their files are,
not turned upright: their EXIF orientation asks viewers to turn them, TensorFlow's
decode_image does not, so a model gets them sideways (only Inspect's note said so, after
the run). Under Format, how many and what to choose; in the source's notes, which ones.
The re-encoding formats turn them upright (and their boxes: tests/engine/
test_turned_originals.py): then nothing is said. The scan reads nothing more for it."""

from __future__ import annotations

import pytest

from gui.widgets import option_fields as fields
from tests.engine.test_turned_originals import _coco, _folder

WAIT = 120_000
ENGLISH = ("3 photos will be stored as their files are, not turned upright (their EXIF says "
           "to turn them; TensorFlow does not): they reach the model sideways or upside down. "
           "Choose JPEG or PNG to store them upright, or keep them as they are if your model "
           "expects that.")


def _write_as(form, stored: str) -> None:
    form.format_combo.setCurrentIndex(form.format_combo.findData(stored))


def _scanned(qtbot, window, src: str):
    panel = window.source_panel
    window.set_source(src)
    qtbot.waitUntil(lambda: panel.last_result is not None and
                    panel.last_result.source == src, timeout=WAIT)
    return panel


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_original_bytes_says_which_photos_reach_the_model_turned(qtbot, window, language,
                                                                  tmp_path, lang):
    language(lang)
    # p0 (6), p1 (8), p3 (6) turned; p2 (1) upright
    panel = _scanned(qtbot, window, _folder(tmp_path / "src"))
    form = window.options
    _write_as(form, "jpeg")
    assert not form.format_note.isVisibleTo(window)
    assert "p0_o6" not in panel.notices.text()
    _write_as(form, "original")
    assert form.format_note.isVisibleTo(window)
    assert form.format_note.text() == fields.turned_note(3)
    assert "3" in form.format_note.text()
    if lang == "en":
        assert form.format_note.text() == ENGLISH
    else:
        assert form.format_note.text() != ENGLISH and "TensorFlow" in form.format_note.text()
    notes = panel.notices.text()
    assert all(f"cats/{n}.jpg" in notes for n in ("p0_o6", "p1_o8", "p3_o6")), notes
    assert "p2_o1" not in notes
    _write_as(form, "png")   # turned upright by the run: nothing to say
    assert not form.format_note.isVisibleTo(window)
    assert "p0_o6" not in panel.notices.text()


def test_an_annotated_source_at_original_bytes_says_so_too(qtbot, window, language,
                                                           tmp_path):
    language("en")
    panel = _scanned(qtbot, window, _coco(tmp_path / "coco"))
    assert panel.last_result.task == "detection"
    form = window.options
    _write_as(form, "original")
    assert form.format_note.text() == ENGLISH.replace("3 photos", "2 photos")
    assert form.format_note.isVisibleTo(window)
    assert "o6.jpg" in panel.notices.text() and "o8.jpg" in panel.notices.text()
    _write_as(form, "jpeg")
    assert not form.format_note.isVisibleTo(window)
