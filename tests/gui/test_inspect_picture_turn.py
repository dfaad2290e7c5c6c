"""One rule for the pictures Inspect shows (gui.pillow_image.read_picture): as the
format's decoder gives them, never turned by EXIF, which is what tf.io.decode_image gives
the model. A JPEG, PNG or WebP stored as the original with an EXIF orientation stood
unturned while a HEIC or AVIF one was turned, with nothing that said why; the detail now
says when the file asks to be turned (TensorFlow does not turn it), and names a format
TensorFlow cannot read. HEIC and AVIF hold their turn in the container (irot/imir), part
of the picture in those formats: they stand as every viewer shows them."""

from __future__ import annotations

import json

import numpy as np
import pillow_heif
import pytest
from PySide6.QtGui import QImage

from gui.widgets.record_detail import PICTURE_NOTE, RecordDetail, picture_note
from gui.widgets.record_page import PageTask
from tests.engine import imagefactory as F

KINDS = {"JPEG": "jpeg", "PNG": "png", "WEBP": "webp", "HEIF": "heic", "AVIF": "avif",
         "TIFF": "tiff", "GIF": "gif", "BMP": "bmp"}


def _shown(fmt: str, orientation: int) -> tuple[QImage, QImage, bytes]:
    """(thumbnail, preview, the record's picture bytes) of a record holding corner_marked's
    120x60 picture in ``fmt`` with EXIF ``orientation``, through the Inspect page's task."""
    import base64
    pillow_heif.register_heif_opener()
    data = F.corner_marked(fmt, orientation) if fmt not in ("GIF", "BMP") else \
        F.corner_marked(fmt, 1)   # (neither carries EXIF)
    page = {"records": [{"index": 0, "offset": 0, "is_example": True,
                         "image_b64": base64.b64encode(data).decode("ascii")}]}
    task = PageTask(1, json.dumps(page).encode())
    got: list[tuple[QImage, QImage]] = []
    task.signals.thumbnail.connect(lambda _g, _row, thumb, preview: got.append((thumb,
                                                                                 preview)))
    task.run()
    (thumb, preview), = got
    return thumb, preview, data


def _rgb(img: QImage) -> np.ndarray:
    img = img.convertToFormat(QImage.Format.Format_RGB888)
    arr = np.frombuffer(img.constBits(), np.uint8, img.bytesPerLine() * img.height())
    return arr.reshape(img.height(), img.bytesPerLine())[:, :img.width() * 3].reshape(
        img.height(), img.width(), 3)


@pytest.mark.parametrize("fmt", ["JPEG", "PNG", "WEBP", "GIF", "BMP"])
@pytest.mark.parametrize("orientation", [1, 6, 3])
def test_what_tensorflow_reads_is_shown_as_tensorflow_gives_it(qapp, fmt, orientation):
    import tensorflow as tf
    thumb, preview, data = _shown(fmt, orientation)
    model = tf.io.decode_image(data, channels=3, expand_animations=False).numpy()
    # the model's picture: its shape and where its red corner is
    assert (thumb.height() > thumb.width()) == (model.shape[0] > model.shape[1])
    assert F.red_corner(_rgb(thumb)) == F.red_corner(model)
    asks = orientation if fmt in ("JPEG", "PNG", "WEBP") else 1
    assert preview.text(PICTURE_NOTE) == (f"exif {asks}" if asks != 1 else "")


@pytest.mark.parametrize("fmt", ["HEIF", "AVIF"])
def test_heic_and_avif_stand_as_their_viewers_show_them_and_say_tensorflow_cannot_read(
        qapp, fmt):
    thumb, preview, _data = _shown(fmt, 6)
    assert thumb.height() > thumb.width()          # the container's quarter turn
    assert F.red_corner(_rgb(thumb)) == (0, 1)     # (top-left turned a quarter right)
    assert preview.text(PICTURE_NOTE) == f"format {fmt}"
    words = picture_note(preview)
    assert "TensorFlow cannot read" in words and ("HEIC" if fmt == "HEIF" else fmt) in words


def test_tiff_is_named_as_a_format_tensorflow_cannot_read(qapp):
    _thumb, preview, _data = _shown("TIFF", 1)
    assert preview.text(PICTURE_NOTE) == "format TIFF"


def test_the_detail_says_a_turn_the_model_does_not_get(qtbot):
    _thumb, preview, _data = _shown("JPEG", 6)
    detail = RecordDetail()
    qtbot.addWidget(detail)
    detail.show_record({"index": 0, "offset": 0, "length": 10, "is_example": True,
                        "image_bytes": b"x", "features": []}, preview)
    text = detail.detail_title.text()
    assert "EXIF orientation (6)" in text and "TensorFlow does not" in text
    _thumb, plain, _data = _shown("JPEG", 1)
    detail.show_record({"index": 0, "offset": 0, "length": 10, "is_example": True,
                        "image_bytes": b"x", "features": []}, plain)
    assert "EXIF" not in detail.detail_title.text()
