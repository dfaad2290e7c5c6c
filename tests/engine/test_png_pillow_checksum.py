"""The PNGs Pillow decodes (every kind libspng does not take, and every PNG on the pillow
decoder path) with damaged image data whose zlib checksum Pillow never read: never stored
with wrong pixels.

Pillow stops inflating at the last pixel row, and reads the stream's Adler-32 only when it
came in the same read as that row: a byte flipped in the data of a palette PNG whose
checksum was in a later IDAT chunk, or past the first 64 KiB read of one chunk, was stored
with wrong pixels without a word (the fast path's own kinds: test_png_image_data.py).
engine.codecs.png_check.load now checks the stream where Pillow stopped reading early.
"""

from __future__ import annotations

import io
import os

import numpy as np
import pytest
from PIL import Image

from engine.codecs import png_check
from engine.reason_codes import describe
from tests.engine import imagefactory as F
from tests.engine.conftest import noise_image
from tests.engine.png_damage import (
    CHECKSUM,
    chunk,
    flipped,
    image_stream,
    padded,
    repacked,
    verdict,
)


def _save(im: Image.Image, **kw) -> bytes:
    buf = io.BytesIO()
    im.save(buf, "PNG", **kw)
    return buf.getvalue()


def _apng() -> bytes:
    frames = [noise_image(48, 40, "RGB", seed=s) for s in (1, 2)]
    return F.encode(frames[0], "PNG", save_all=True, append_images=frames[1:], duration=100)


#: name -> (undamaged PNG Pillow decodes on every decoder path, --bit-depth)
KINDS = {
    "palette": (_save(noise_image(48, 40, "RGB", seed=1).quantize(64)), 16),
    "grey+alpha": (_save(noise_image(48, 40, "LA", seed=2)), 16),
    "rgb with a tRNS colour": (_save(noise_image(48, 40, "RGB", seed=3),
                                     transparency=(1, 2, 3)), 16),
    "rgb 16-bit at 16 bits": (F.png16(np.random.default_rng(4).integers(
        0, 65535, (40, 48, 3), dtype=np.uint16)), 16),
    "grey 16-bit": (F.png16(np.random.default_rng(5).integers(
        0, 65535, (40, 48), dtype=np.uint16)), 16),
    "rgba 16-bit at 12 bits": (F.png16(np.random.default_rng(6).integers(
        0, 4095, (40, 48, 4), dtype=np.uint16)), 12),
    "animated (APNG)": (_apng(), 16),
    "1-bit": (_save(noise_image(48, 40, "L", seed=7).convert("1")), 16),
    "rgb, text after the pixels": (_save(noise_image(48, 40, "RGB", seed=8)), 16),
    "rgb without IEND": (_save(noise_image(48, 40, "RGB", seed=9)), 16),
}


def _layouts(name: str) -> dict[str, tuple[bytes, bytes, bool]]:
    """layout -> (damaged copy, the undamaged file in the same layout, the original)."""
    png = KINDS[name][0]
    s = image_stream(png)
    kw = {"after": chunk(b"tEXt", b"Comment\x00after the pixels")} \
        if "text after" in name else {"end": False} if "without IEND" in name else {}
    bad = flipped(s, len(s) // 2)
    return {
        "checksum in a later IDAT chunk": (repacked(png, bad, [len(s) - 4], **kw),
                                           repacked(png, s, [len(s) - 4], **kw)),
        "checksum past a 64 KiB read": (repacked(png, flipped(padded(s), len(s) // 2),
                                                  **kw),
                                        repacked(png, padded(s), **kw)),
    }


CASES = [(k, lay) for k in KINDS for lay in ("checksum in a later IDAT chunk",
                                             "checksum past a 64 KiB read")]


@pytest.mark.parametrize("decoder", ["scaled", "pillow"])
@pytest.mark.parametrize("name, layout", CASES, ids=[f"{k}: {lay}" for k, lay in CASES])
def test_damaged_data_pillow_decodes_is_refused(name, layout, decoder):
    damaged, undamaged = _layouts(name)[layout]
    png, bits = KINDS[name]
    im = Image.open(io.BytesIO(damaged))
    im.load()   # (Pillow alone takes the damaged copy: what the engine checks)
    got = verdict(damaged, decoder, bits)
    assert got == ("refused", CHECKSUM), (name, layout)
    assert describe(got[1]) == ("file.png_checksum", {"chunk": "IDAT"})
    # the undamaged file in the same layout: stored as the original is
    assert verdict(undamaged, decoder, bits) == verdict(png, decoder, bits)


def test_a_png_pillow_reads_to_its_end_is_not_inflated_again(monkeypatch):
    """The check costs nothing where Pillow read the whole image data (the usual file):
    only where it stopped early is the stream inflated."""
    checked: list[bytes] = []
    real = png_check.stream_state
    monkeypatch.setattr(png_check, "stream_state", lambda d: checked.append(d) or real(d))
    png = KINDS["palette"][0]
    verdict(png, "pillow", 16)
    assert checked == []
    split = _layouts("palette")["checksum in a later IDAT chunk"][1]
    verdict(split, "pillow", 16)
    assert checked == [split]


def test_a_damaged_mask_never_gives_wrong_classes(tmp_path):
    """A segmentation mask is decoded by Pillow too: one whose stream was damaged, its
    checksum in a chunk of its own, could give its image wrong class values without a
    word; the run now skips the image for its unreadable mask, in words."""
    from tests.engine.annotated_sources import seg_masks
    source = seg_masks(tmp_path / "seg", values=(1, 2))
    mask = tmp_path / "seg" / "masks" / "s_1.png"
    buf = io.BytesIO()   # stored, not deflated: a flipped byte is one pixel's class
    Image.open(mask).save(buf, "PNG", compress_level=0)
    png = buf.getvalue()
    stream = image_stream(png)
    good = np.asarray(Image.open(io.BytesIO(png)))
    for at in range(2, len(stream) - 4):   # a flip Pillow reads as other valid classes
        damaged = flipped(stream, at)
        file = repacked(png, damaged, splits=(len(damaged) - 4,))
        try:
            with Image.open(io.BytesIO(file)) as im:
                read = np.asarray(im)
        except (OSError, SyntaxError, ValueError):
            continue
        if not np.array_equal(read, good) and set(np.unique(read)) <= {0, 1, 2}:
            break
    else:
        pytest.fail("no flip gives other valid classes")
    mask.write_bytes(file)
    code, events, err = F.run_engine(F.engine_argv(source, tmp_path / "out", "--task",
                                                   "segmentation", "--size", "32x24",
                                                   "--workers", "1"))
    assert code == 0, err
    failed = [e for e in events if e["type"] == "item_failed"]
    assert [os.path.basename(e["path"]) for e in failed] == ["s_1.png"], failed
    assert "checksum" in failed[0]["reason"], failed[0]
