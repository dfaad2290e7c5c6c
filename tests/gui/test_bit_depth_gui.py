"""16-bit images in the window (--bit-depth): the scan finds 12-bit camera data in 16-bit
files and says, in the notes, that converted as 16 bits it would be almost black; "Use 12
bits" sets the "16-bit images" option (shown for such a source only), which the job passes
on, the settings keep, Resume takes from the run, and the thumbnails follow."""

from __future__ import annotations

import numpy as np
import pytest
from microscope import F, microscope, ramp, thumbs_brightest

from engine.codecs import scan_checks
from gui.job import Job
from gui.resume import differences, recorded_job
from gui.scan import quick_scan
from gui.thumbnails import load_thumbnail
from gui.widgets.bit_depth_note import lines

WAIT = 120_000


def test_the_scan_counts_16_bit_images_and_reads_their_brightest_value(tmp_path):
    res = quick_scan(str(microscope(tmp_path / "src")))
    assert res.error == "" and res.images == 7
    assert (res.deep, res.brightest, res.deep_read) == (6, 4095, 6)
    plain = quick_scan(str(F.noise_dataset(tmp_path / "photos", 2, size=32)))
    assert (plain.deep, plain.brightest, plain.deep_read) == (0, -1, 0)


def test_a_large_source_reads_a_sample_spread_over_it_and_says_so(monkeypatch, tmp_path):
    monkeypatch.setattr("gui.scan.DEEP_SAMPLE", 2)
    read: list[str] = []
    real = scan_checks.deep_values
    monkeypatch.setattr("gui.scan.deep_values", lambda p: read.append(p) or real(p))
    res = quick_scan(str(microscope(tmp_path / "src", n=4)))
    assert res.deep == 8 and res.deep_read == 2 == len(read)
    assert {p.split("/")[-2] for p in read} == {"cells", "nuclei"}   # spread, not the first two
    [note] = lines(res, 16)
    assert note.endswith("(The values of 2 of them were read.)")


@pytest.mark.parametrize("chosen, said, advice", [
    (16, "8 images are 16-bit but their brightest value is 4,095 (12-bit camera data): "
         "converted as 16 bits they would be almost black.", 12),
    (14, "converted as 14 bits they would be dark (their brightest 63 of 255).", 12),
    (10, "8 images are 16-bit with values up to 4,095: with 10 bits, every value above "
         "1,023 is stored as white.", 12),
    (12, "8 images are 16-bit with values up to 4,095: converted as 12-bit data, 0 to 4,095 "
         "becomes 0 to 255.", None),
])
def test_the_note_says_what_the_chosen_depth_does(qtbot, language, chosen, said, advice,
                                                   tmp_path):
    language("en")   # (English numbers: 4,095)
    res = quick_scan(str(microscope(tmp_path / "src", n=4)))
    [note] = lines(res, chosen)
    assert said in note
    assert ("Choose 12 bits under “16-bit images”." in note) == (advice is not None)
    res.deep, res.deep_read = 1, 1
    assert lines(res, 16)[0].startswith("1 image is 16-bit but its brightest value")
    res.brightest = 40000   # every bit used: nothing to say at 16, clipped below it
    assert lines(res, 16) == []
    assert "Choose 16 bits under" in lines(res, 12)[0]


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_the_note_is_in_the_window_language(qtbot, language, lang, tmp_path):
    res = quick_scan(str(microscope(tmp_path / "src")))
    language(lang)
    [note] = lines(res, 16)
    assert "4,095" in note and ("16 ビット画像" if lang == "ja" else "16비트 이미지") in note
    assert "bits" not in note and note.endswith(("。", "."))


def test_use_12_bits_sets_the_option_the_job_and_the_thumbnails_follow(qtbot, window, language,
                                                                       tmp_path):
    language("en")
    src = microscope(tmp_path / "src")
    form, panel = window.options, window.source_panel
    window.set_source(str(src))
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.thumbs.count() == 7,
                    timeout=WAIT)
    assert thumbs_brightest(panel) <= 16   # as the run would store them: almost black
    assert form.bit_depth.isVisibleTo(window) and form.bit_depth.currentData() == 16
    assert "almost black" in panel.notices.text()
    offer = panel.bits_offer
    assert offer.isVisibleTo(window) and offer.text() == "Use 12 bits"
    offer.click()
    assert form.bit_depth.currentData() == 12
    job = window.job()
    assert job.bit_depth == 12
    args = job.convert_args()
    assert args[args.index("--bit-depth") + 1] == "12"
    assert "--bit-depth" in job.tune_args(2, 1)
    # the thumbnails are drawn again, as the run stores the images now
    qtbot.waitUntil(lambda: thumbs_brightest(panel) >= 250, timeout=WAIT)
    assert panel.thumbs.count() == 7
    assert "0 to 4,095 becomes 0 to 255" in panel.notices.text()
    assert not offer.isVisibleTo(window)


def test_the_row_shows_for_16_bit_sources_and_for_a_value_other_than_16(qtbot, window,
                                                                          tmp_path):
    form, panel = window.options, window.source_panel
    window.set_source(str(F.noise_dataset(tmp_path / "photos", 2, size=32)))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert not form.bit_depth.isVisibleTo(window)
    assert window.job().bit_depth == 16 and "--bit-depth" not in window.job().convert_args()
    form.set_job(Job(bit_depth=10))   # a loaded job's, a run's: never a hidden value
    assert form.bit_depth.isVisibleTo(window) and window.job().bit_depth == 10
    form.set_bit_depth(16)
    assert not form.bit_depth.isVisibleTo(window)
    window.set_source(str(microscope(tmp_path / "src")))
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.last_result.deep > 0,
                    timeout=WAIT)
    assert form.bit_depth.isVisibleTo(window)


def test_thumbnails_follow_the_bit_depth(qtbot, tmp_path):
    png = F.write(tmp_path / "c.png", F.png16(ramp(4095, 3)))
    tif = F.write(tmp_path / "c.tif", F.tiff16(ramp(4095)))
    for path in (png, tif):
        dark = load_thumbnail(str(path), bits=16)
        bright = load_thumbnail(str(path), bits=12)
        assert dark.width() == bright.width() == 96
        right = bright.width() - 1   # the ramp's bright end
        assert bright.pixelColor(right, 5).red() >= 250
        assert dark.pixelColor(right, 5).red() <= 16


def test_settings_job_files_and_resume_keep_the_bit_depth(qtbot, settings):
    settings.save_job(Job(bit_depth=12))
    assert settings.load_job().bit_depth == 12
    assert Job.from_json(Job(bit_depth=14).to_json()).bit_depth == 14
    recorded = {"image": {"width": 224, "height": 224, "bit_depth": 12}}
    job, unknown = recorded_job(recorded, Job())
    assert (job.bit_depth, unknown) == (12, [])
    assert differences(Job(), recorded) == [("bit_depth", "16", "12")]
    assert differences(Job(bit_depth=12), recorded) == []
    assert differences(Job(bit_depth=12), {"image": {"width": 224, "height": 224}}) == [
        ("bit_depth", "12", "16")]


@pytest.mark.parametrize("orientation, late", [(6, False), (8, True), (3, False)])
def test_16_bit_thumbnails_turn_as_the_run_turns_the_image(qtbot, orientation, late, tmp_path):
    """A 16-bit picture with an EXIF orientation (in its header, or after its pixels) was
    shown as stored, on its side, while the run turns it (and Qt turns 8-bit ones): its
    thumbnail is the run's very picture, at 12 bits too."""
    from engine.codecs import imaging
    from engine.config import ImageOptions
    wide = ramp(4095, 3)   # 64 x 24, dark on the left
    png = F.png_oriented(F.png16(wide), orientation, late=late)
    path = F.write(tmp_path / "turned.png", png)
    stored = imaging.convert(png, ImageOptions(resize="none", format="raw", bit_depth=12))
    thumb = load_thumbnail(str(path), edge=64, bits=12)   # fitted: the stored size
    assert (thumb.width(), thumb.height()) == (stored.width, stored.height)
    assert (thumb.width() < thumb.height()) == (orientation in (6, 8))
    run = np.frombuffer(stored.data, np.uint8).reshape(stored.height, stored.width, 3)
    shown = np.array([[thumb.pixelColor(x, y).getRgb()[:3] for x in range(thumb.width())]
                      for y in range(thumb.height())], np.uint8)
    assert np.array_equal(shown, run)
