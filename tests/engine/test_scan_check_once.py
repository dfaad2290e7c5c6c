"""The scan's check of a file (engine.codecs.scan_checks.check_file) opens it once: its
first and last bytes, engine.codecs.cut_check's look, Pillow's open of its header, a JPEG's
end marker looked for further back, a PNG read whole (without IEND, or decoded for its
transparency) and the bytes of a file Pillow could not open all come through that one
open. Each look opened the file again (two to four opens a file, an open costing ~7% of a
JPEG's check); every open here is counted, Python's and Pillow's alike."""

from __future__ import annotations

import builtins
import io
import os
from collections import Counter

import numpy as np
import pillow_heif
import pytest
from PIL import Image

from engine.codecs.scan_checks import check_file
from tests.engine import damaged_files as D
from tests.engine import png_damage as P
from tests.engine.imagefactory import images as F


def _saved(im: Image.Image, fmt: str, **kw) -> bytes:
    buf = io.BytesIO()
    im.save(buf, fmt, **kw)
    return buf.getvalue()


def _files() -> dict[str, tuple[bytes, str]]:
    """name -> (the file, the code check_file gives it: "" when usable), one for each way
    the check reads a file."""
    pillow_heif.register_heif_opener()
    photo = F.noise(96, 64, 1)
    rgba = photo.convert("RGBA")
    rgba.putalpha(Image.linear_gradient("L").resize(photo.size))
    jpeg = _saved(photo, "JPEG")
    grey = np.arange(12 * 16, dtype=np.uint16).reshape(12, 16) * 300
    return {
        "photo.jpg": (jpeg, ""),
        # its end marker not among its last bytes: looked for further back
        "motion.jpg": (jpeg + b"\0\0\0\x18ftypmp42" + bytes(range(256)) * 32, ""),
        "cut.jpg": (jpeg[:len(jpeg) // 2], "file.iso_cut"),
        "cutout.png": (_saved(rgba, "PNG"), ""),            # decoded: is it transparent
        "small.png": (F.png16(np.dstack([grey, grey])), ""),  # no tail: read whole
        "no_iend.png": (P.without_iend(), ""),              # read whole, its data inflated
        "damaged_alpha.png": (P.damaged_alpha_png(), "file.png_checksum"),
        "header.png": (b"\x89PNG\r\n\x1a\n" + bytes(40) + b"IEND", "file.damaged_header"),
        "anim.gif": (F.animated_gif(), ""),                 # its blocks walked
        "far_frame.gif": (D.DAMAGED["far_frame.gif"][0], "file.too_many_pixels"),
        "photo.tif": (_saved(rgba, "TIFF"), ""),
        "photo.webp": (_saved(photo, "WEBP"), ""),
        "photo.heic": (_saved(photo, "HEIF"), ""),
        "notes.jpg": (b"these are my photos\n", "file.text"),
    }


@pytest.fixture
def opens(monkeypatch):
    """How many times each path was opened (builtins.open, io.open, os.open); an open with
    an ``opener`` that hands over a descriptor already opened (engine.regular_files) opens
    nothing again."""
    counts: Counter = Counter()

    def counting(real):
        def opening(file, *args, **kwargs):
            if isinstance(file, (str, bytes, os.PathLike)) and "opener" not in kwargs:
                counts[os.path.realpath(file)] += 1
            return real(file, *args, **kwargs)
        return opening

    for owner, name in ((builtins, "open"), (io, "open"), (os, "open")):
        monkeypatch.setattr(owner, name, counting(getattr(owner, name)))
    return counts


@pytest.mark.parametrize("name", list(_files()))
def test_a_check_opens_its_file_once(tmp_path, opens, name):
    data, code = _files()[name]
    path = tmp_path / name
    path.write_bytes(data)
    opens.clear()
    check = check_file(str(path))
    assert (check.code, check.problem == "") == (code, code == "")   # (the path it takes)
    assert opens[os.path.realpath(path)] == 1

