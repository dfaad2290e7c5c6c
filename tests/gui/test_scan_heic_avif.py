"""The window's pre-run scan takes HEIC and AVIF photos for images (issue 16: the engine
converts them), shows their thumbnails as the engine orients them, and still names other
ISO media files (MP4) as not images."""

import io

import numpy as np
import pillow_heif  # a dependency of the project (pyproject.toml)
import pytest
from PIL import Image

from engine.codecs import imaging
from engine.codecs.scan_checks import check_file, sniff
from engine.commands.inspect_records import records_page
from engine.config import ImageOptions
from gui.scan import ScanTask
from gui.thumbnails import load_thumbnail
from gui.widgets.record_grid import THUMB, PageTask
from tests.engine import imagefactory as F


def _photo(fmt: str, mode: str = "RGB") -> bytes:
    pillow_heif.register_heif_opener()
    im = Image.new(mode, (64, 48), (200, 40, 90, 128)[:len(mode)])
    buf = io.BytesIO()
    im.save(buf, fmt, quality=80)
    return buf.getvalue()


@pytest.mark.parametrize("fmt, kind", [("HEIF", "heic"), ("AVIF", "avif")])
def test_heic_and_avif_are_images(tmp_path, fmt, kind):
    path = tmp_path / f"photo.{kind}"
    path.write_bytes(_photo(fmt))
    assert sniff(path.read_bytes()[:64]) == kind
    check = check_file(str(path))
    assert check.is_image and not check.problem


def test_transparent_heic_is_flagged(tmp_path):
    path = tmp_path / "cutout.heic"
    path.write_bytes(_photo("HEIF", "RGBA"))
    check = check_file(str(path))
    assert check.is_image and check.transparent and not check.problem


def test_mp4_is_not_an_image(tmp_path):
    path = tmp_path / "clip.jpg"
    path.write_bytes(b"\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2" + bytes(300))
    check = check_file(str(path))   # (as the run says it: a video, not a picture)
    assert not check.is_image and check.code == "file.media"


def _marked(fmt: str, orientation: int) -> bytes:
    pillow_heif.register_heif_opener()
    return F.corner_marked(fmt, orientation, quality=90)


@pytest.mark.parametrize("fmt, kind", [("HEIF", "heic"), ("AVIF", "avif")])
@pytest.mark.parametrize("orientation", [1, 6, 3])
def test_heic_and_avif_thumbnails_show_the_picture_as_the_engine_stores_it(
        tmp_path, fmt, kind, orientation):
    # Qt's image plugins read neither: the samples showed "?" though they convert.
    data = _marked(fmt, orientation)
    path = tmp_path / f"photo.{kind}"
    path.write_bytes(data)
    thumb = load_thumbnail(str(path))
    assert not thumb.isNull()
    stored = imaging.convert(data, ImageOptions(resize="none", format="raw"))
    assert (thumb.width(), thumb.height()) == ((96, 48) if stored.width > stored.height
                                               else (48, 96))
    rgba = thumb.convertToFormat(thumb.Format.Format_RGBA8888)
    thumb_px = np.frombuffer(rgba.constBits(), np.uint8).reshape(
        rgba.height(), rgba.bytesPerLine() // 4, 4)[:, :rgba.width(), :3]
    stored_px = np.frombuffer(stored.data, np.uint8).reshape(stored.height, stored.width, 3)
    assert F.red_corner(thumb_px) == F.red_corner(stored_px)


def test_a_heic_photo_with_a_corrupt_exif_block_has_its_thumbnail(tmp_path):
    """Pillow's ImageOps.exif_transpose raised on it ("not a TIFF file"), so the photo the
    run converts (its EXIF unreadable: no turn) showed as "?" among the samples and in
    Inspect; it is turned as the run turns it (engine.codecs.orientation)."""
    pillow_heif.register_heif_opener()
    buf = io.BytesIO()
    Image.new("RGB", (256, 128), (200, 40, 90)).save(buf, "HEIF", quality=80,
                                                     exif=b"Exif\0\0garbage!!garbage!!")
    path = tmp_path / "photo.heic"
    path.write_bytes(buf.getvalue())
    stored = imaging.convert(buf.getvalue(), ImageOptions(resize="none", format="raw"))
    assert (stored.width, stored.height) == (256, 128)
    thumb = load_thumbnail(str(path))
    assert (thumb.width(), thumb.height()) == (96, 48)
    assert thumb.pixelColor(48, 24).red() > 150


def test_the_scan_sends_heic_thumbnails(qtbot, tmp_path):
    (tmp_path / "cats").mkdir()
    for i in range(2):
        (tmp_path / "cats" / f"p{i}.heic").write_bytes(_marked("HEIF", 1))
    task = ScanTask(str(tmp_path), 1, lambda: False, max_samples=2)
    thumbs = []
    task.signals.thumbnail.connect(lambda g, p, img: thumbs.append(img))
    task.run()
    assert len(thumbs) == 2 and not any(t.isNull() for t in thumbs)


def test_an_unreadable_file_still_has_no_thumbnail(tmp_path):
    path = tmp_path / "broken.heic"
    path.write_bytes(_marked("HEIF", 1)[:200])
    assert load_thumbnail(str(path)).isNull()


def test_inspect_shows_heic_and_avif_records_stored_as_original(tmp_path):
    # --format original keeps a phone's HEIC bytes; Inspect's grid drew an empty tile.
    import base64
    import json

    from engine.records.example import encode_example_parts
    from engine.records.tfrecord import frame_parts
    shard = tmp_path / "data-train-00000-of-00001.tfrecord"
    shard.write_bytes(b"".join(frame_parts(encode_example_parts({
        "image/encoded": _marked(fmt, 6), "image/format": kind, "image/class/label": 0}))
        for fmt, kind in (("HEIF", "heic"), ("AVIF", "avif"))))
    page = records_page(str(shard), 0, 2)
    assert [base64.b64decode(r["image_b64"])[4:8] for r in page["records"]] == [b"ftyp"] * 2
    task = PageTask(1, json.dumps(page).encode())
    thumbs = []
    task.signals.thumbnail.connect(lambda g, row, thumb, preview: thumbs.append(thumb))
    task.run()
    # portrait: EXIF orientation 6 turns the 120x60 picture
    assert [(t.width(), t.height()) for t in thumbs] == [(THUMB // 2, THUMB)] * 2


@pytest.mark.parametrize("fmt, kind", [("HEIF", "heic"), ("AVIF", "avif")])
def test_a_cut_heic_or_avif_is_marked_cut_off_before_start(tmp_path, fmt, kind):
    data = _marked(fmt, 1)
    path = tmp_path / f"photo.{kind}"
    path.write_bytes(data[:len(data) * 2 // 3])
    check = check_file(str(path))
    assert check.is_image and check.problem.startswith(f"{kind.upper()} is cut short")
    path.write_bytes(data)
    assert not check_file(str(path)).problem


def test_original_bytes_says_before_start_which_photos_it_will_skip(qtbot, window, tmp_path):
    # --format original refuses HEIC and AVIF (TensorFlow reads neither): the window says
    # how many before Start, and the run skips exactly those, with the engine's reason.
    from studio_fixtures import start_and_wait
    src = tmp_path / "phone" / "cats"
    for i, fmt in enumerate(("HEIF", "HEIF", "AVIF")):
        F.write(src / f"img{i}.{'heic' if fmt == 'HEIF' else 'avif'}", _photo(fmt))
    F.write(src / "cut.heic", _photo("HEIF")[:300])     # cut off: a problem, not counted
    F.write(src / "img3.jpg", F.encode(F.noise(64, 48, 1), "JPEG"))
    w = window
    w.set_source(str(src.parent))
    qtbot.waitUntil(lambda: w.source_panel.last_result is not None, timeout=30_000)
    note = w.options.format_note
    assert not note.isVisibleTo(w)                                     # JPEG converts them
    w.options.format_combo.setCurrentIndex(w.options.format_combo.findData("original"))
    assert note.isVisibleTo(w) and note.text().startswith(
        "3 files of this source are HEIC, AVIF or animated WebP, which “Original bytes” "
        "cannot keep: TensorFlow cannot read them, so they will be skipped.")
    # said beside the choice it is about, not with the source's notices far above it
    assert "HEIC" not in w.source_panel.notices.text()
    assert note.parentWidget() is w.options.format_combo.parentWidget().parentWidget()
    w.options.out_edit.setText(str(tmp_path / "out"))
    w.options.verify.setChecked(False)
    w.options.workers.setValue(1)
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
    assert start_and_wait(qtbot, w), w.controller.convert.stderr_tail()
    skipped = [f for f in w.model.failures if f.code == "file.original_unreadable"]
    assert len(skipped) == 3 and w.model.failed == 4                # and the cut one
    w.options.format_combo.setCurrentIndex(w.options.format_combo.findData("png"))
    assert not note.isVisibleTo(w)
    # another source: the count is its own, and gone while it is being scanned
    w.options.format_combo.setCurrentIndex(w.options.format_combo.findData("original"))
    assert note.isVisibleTo(w)
    jpegs = tmp_path / "jpegs" / "dogs"
    F.write(jpegs / "a.jpg", F.encode(F.noise(64, 48, 2), "JPEG"))
    w.set_source(str(jpegs.parent))
    assert not note.isVisibleTo(w)
    qtbot.waitUntil(lambda: w.source_panel.last_result is not None, timeout=30_000)
    assert not note.isVisibleTo(w)
