"""What the form says when Format is "Original bytes" (--format original: each file's own
bytes are stored, engine.codecs.originals): the options that do not apply then were left
enabled, as if they did (Size said 224 × 224, Colour, Transparent areas); the command
said "--size 224 --resize stretch" and the manifest and log "width 224, height 224" of
images kept at their own sizes; the 16-bit note said "converted as 12-bit data" of files
stored as they are; and the note under Format counted the HEIC and AVIF files the run
skips but not the animated WebP ones the source panel lists with them."""

from __future__ import annotations

import json
import re

from microscope import microscope
from studio_fixtures import start_and_wait
from test_original_scan_gui import _mixed
from test_tooltips import JARGON

from gui.job import Job
from gui.job_rules import SIZE_UNSET, validate
from gui.resume import differences
from gui.scan import quick_scan
from gui.widgets.bit_depth_note import lines

WAIT = 120_000
ORIGINAL = "“Original bytes” stores each file as it is"


def _write_as(form, stored: str) -> None:
    form.format_combo.setCurrentIndex(form.format_combo.findData(stored))


def test_what_original_ignores_is_greyed_out_and_says_why(qtbot, window, language):
    language("en")
    form = window.options
    ignored = {"size": form.size_combo, "resize": form.resize_combo,
               "quality": form.quality, "channels": form.channels,
               "background": form.background, "bits": form.bit_depth}
    usual = {k: w.toolTip() for k, w in ignored.items()}
    _write_as(form, "original")
    for key, widget in ignored.items():
        tip = widget.toolTip()
        assert not widget.isEnabled() and tip.startswith(ORIGINAL), (key, tip)
        assert not [w for w in JARGON if re.search(w, tip, re.I)], (key, tip)
    assert "own size" in form.size_combo.toolTip()
    assert form.custom_size.toolTip() == form.size_combo.toolTip()
    for on in (form.max_pixels, form.shuffle, form.split, form.prefix):
        assert on.isEnabled()   # (what still applies stays)
    _write_as(form, "jpeg")
    assert {k: w.toolTip() for k, w in ignored.items()} == usual
    assert all(w.isEnabled() for w in ignored.values())
    _write_as(form, "png")   # only JPEG has a quality, and the tooltip says so now
    assert not form.quality.isEnabled() and form.quality.toolTip().startswith("Only JPEG")
    assert form.size_combo.isEnabled() and form.channels.isEnabled()
    _write_as(form, "jpeg")
    form.set_size("original")   # Keep original size: nothing is resized
    assert not form.resize_combo.isEnabled()
    assert form.resize_combo.toolTip().startswith("“Keep original size” is chosen")


def test_the_greyed_tooltips_are_in_the_window_language(qtbot, window, language):
    language("ja")
    form = window.options
    _write_as(form, "original")
    for widget in (form.size_combo, form.resize_combo, form.channels, form.background,
                   form.bit_depth, form.quality):
        tip = widget.toolTip()
        assert tip and not re.search("[A-Za-z]{5,}", tip.replace("Original", "")), tip


def test_the_command_of_original_names_no_size(qtbot, window):
    form = window.options
    form.set_job(Job(size="320x240", resize="crop", channels=1, background="black",
                     bit_depth=12, format="original"))
    job = window.job()
    args = job.convert_args()
    for option in ("--size", "--channels", "--background", "--bit-depth", "--quality"):
        assert option not in args
    assert args[args.index("--resize") + 1] == "none"
    assert "320" not in job.command_line() and "320" not in " ".join(job.tune_args(2, 1))
    _write_as(form, "jpeg")   # the choices were kept, for the formats they apply to
    args = window.job().convert_args()
    assert args[args.index("--size") + 1] == "320x240" and "--channels" in args


def test_a_size_greyed_out_stops_no_run(qtbot, window, tmp_path):
    # a custom size left empty or mistyped, then Original bytes: the field is greyed out,
    # and its problem (which the user could not fix there) kept Start disabled
    for size in (SIZE_UNSET, "abc"):
        job = Job(source=str(tmp_path), out=str(tmp_path / "out"), size=size)
        assert "size" in validate(job)
        job.format = "original"
        assert "size" not in validate(job, prompting=True) and "size" not in validate(job)
    form = window.options
    form.set_size("abc")
    window.revalidate()
    assert form.error_text("size")
    _write_as(form, "original")
    window.revalidate()
    assert not form.error_text("size")


def test_resume_names_no_difference_original_ignores():
    recorded = {"image": {"width": 224, "height": 224, "resize": "none",
                          "format": "original", "quality": 95, "channels": 3}}
    assert differences(Job(format="original", size="320", channels=1), recorded) == []
    assert [d[0] for d in differences(Job(format="png"), recorded)] == ["size", "format"]


def test_the_16_bit_note_says_what_original_does(qtbot, window, language, tmp_path):
    language("en")
    res = quick_scan(str(microscope(tmp_path / "src", n=4)))
    [note] = lines(res, 12, "original")
    assert "converted" not in note
    assert note.startswith("8 images are 16-bit with values up to 4,095 (12-bit camera "
                           "data): “Original bytes” stores the files as they are")
    assert "almost black" in note and "choose JPEG or PNG under Format and 12 bits" in note
    res.brightest = 40000   # every bit used: read as 8 bits it is as it should be
    assert lines(res, 16, "original") == []
    panel, form = window.source_panel, window.options
    window.set_source(str(tmp_path / "src"))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert panel.bits_offer.isVisibleTo(window)
    _write_as(form, "original")
    assert not panel.bits_offer.isVisibleTo(window)   # no bit depth applies
    assert "converted as" not in panel.notices.text()
    assert "stores the files as they are" in panel.notices.text()
    form.set_bit_depth(12)
    _write_as(form, "png")
    assert "0 to 4,095 becomes 0 to 255" in panel.notices.text()


def _scanned_at_original(qtbot, window, tmp_path) -> dict[str, str]:
    src = tmp_path / "src"
    said = _mixed(src)   # a broken JPEG, a HEIC photo and an animated WebP among 7
    panel = window.source_panel
    window.set_source(str(src))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    _write_as(window.options, "original")
    return said


def test_the_format_note_counts_what_the_panel_lists(qtbot, window, language, tmp_path):
    language("en")
    said = _scanned_at_original(qtbot, window, tmp_path)
    kept_not = [p for p, why in window.source_panel.last_result.problems
                if "as the original" in why]
    assert len(kept_not) == 2 and len(said) == 3
    note = window.options.format_note
    assert note.isVisibleTo(window) and note.text().startswith(
        "2 files of this source are HEIC, AVIF or animated WebP, which “Original bytes” "
        "cannot keep")


def test_a_run_at_original_says_no_size(qtbot, window, language, tmp_path):
    language("en")
    _scanned_at_original(qtbot, window, tmp_path)
    form = window.options
    form.out_edit.setText(str(tmp_path / "out"))
    form.verify.setChecked(False)
    form.workers.setValue(1)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    assert start_and_wait(qtbot, window), window.controller.convert.stderr_tail()
    assert window.model.failed == 3 and window.model.done == 4
    # the Log tab, the Summary, the manifest and the engine's log: no size claimed
    texts = [window.log.toPlainText(), (tmp_path / "out" / "tfrecord-studio.log").read_text()]
    texts += [w.text() for w in window.summary.findChildren(type(form.format_note))]
    for text in texts:
        assert "224" not in text, text
    image = json.loads((tmp_path / "out" / "tfrecord_studio.json").read_text())[
        "options"]["image"]
    assert image["format"] == "original" and "width" not in image and "channels" not in image
    assert "each at its own size" in (tmp_path / "out" / "HOW_TO_LOAD.md").read_text() or \
        "not resized" in (tmp_path / "out" / "HOW_TO_LOAD.md").read_text()


def test_no_background_is_promised_of_what_original_keeps(qtbot, window):
    """The sample's 6 transparent images: "they will be placed on white" stayed under the
    source at Original bytes, which keeps them as they are (Transparent areas greyed)."""
    notices, form = window.source_panel.notices, window.options
    assert "transparent areas" in notices.text()
    form.format_combo.setCurrentIndex(form.format_combo.findData("original"))
    qtbot.waitUntil(lambda: "transparent areas" not in notices.text(), timeout=10_000)
    form.format_combo.setCurrentIndex(form.format_combo.findData("png"))
    qtbot.waitUntil(lambda: "placed on white" in notices.text(), timeout=10_000)
