"""A PNG whose image data is damaged, cut or padded while its chunk CRCs hold (the damage
was done before the CRCs were made, or the file was cut or padded and its CRCs made
again): never stored with pixels other than its undamaged original's.

libspng (the default path's PNG decoder, engine.codecs.png_fast) stops inflating at the
last pixel row and never read the zlib stream's Adler-32: a byte flipped in the middle of
the data was stored as 11 wrong pixels of 4,096, with 0 skipped, where Pillow refuses the
file and the window's scan listed it as "cannot decode". Now a stream failing its Adler-32
is refused on every path with the IDAT checksum reason, which the scan gives too
(tests/gui/test_one_problem_one_wording.py); any other damage gets Pillow's own verdict,
or is stored with the undamaged file's very bytes.
"""

from __future__ import annotations

import io
import zlib

import numpy as np
import pytest
from PIL import Image

from engine.codecs import imaging, png_check, png_fast
from engine.errors import ImageError
from engine.reason_codes import describe
from tests.engine import imagefactory as F
from tests.engine.conftest import noise_image, read_tfrecords, run_cli
from tests.engine.png_damage import CHECKSUM, adam7, flipped, parts, png_of, verdict


def _original(mode: str, interlace: bool = False) -> bytes:
    """A 64x64 noise PNG; Adam7-interlaced, built by hand, when ``interlace`` (Pillow 13
    ignores its own ``interlace=True``)."""
    im = noise_image(64, 64, mode, seed=3)
    if interlace:
        return adam7(np.asarray(im), {"RGBA": 6, "RGB": 2, "L": 0}[mode])
    buf = io.BytesIO()
    im.save(buf, "PNG")
    return buf.getvalue()


def _kinds(png: bytes) -> dict[str, tuple[bytes, str]]:
    """name -> (file, what every path must do: "checksum" (refused for its Adler-32),
    "same" (stored as the undamaged file is) or "refused" (with one reason on every
    path)) of a PNG's damaged copies."""
    ihdr, s = parts(png)
    raw = zlib.decompress(s)
    rows_then_junk = zlib.compressobj()
    junk = rows_then_junk.compress(raw) + rows_then_junk.flush(zlib.Z_FULL_FLUSH)
    return {
        "byte flipped mid-data": (png_of(ihdr, flipped(s, len(s) // 2)), "checksum"),
        "byte flipped, checksum in its own chunk": (
            png_of(ihdr, flipped(s, len(s) // 2), splits=[len(s) - 4]), "checksum"),
        "checksum byte flipped": (png_of(ihdr, flipped(s, len(s) - 1)), "checksum"),
        "data cut short": (png_of(ihdr, s[:-12]), "refused"),
        "stream without its checksum": (png_of(ihdr, s[:-4]), "same"),
        "stream with half its checksum": (png_of(ihdr, s[:-2]), "same"),
        "stream without its last block": (png_of(ihdr, _unfinished(raw)), "same"),
        "bytes after the stream": (png_of(ihdr, s + b"not zlib"), "same"),
        "rows after the last row": (png_of(ihdr, zlib.compress(raw + bytes(300))), "same"),
        "junk after the rows": (png_of(ihdr, junk + b"\x00\x00\xff\xffjunk"), "refused"),
        "checksum in its own chunk": (png_of(ihdr, s, splits=[len(s) - 4]), "same"),
        "no IEND": (png_of(ihdr, s, end=False), "same"),
        "file cut in its data": (png[:len(png) // 2], "refused"),
    }


def _unfinished(raw: bytes) -> bytes:
    """A zlib stream of `raw` flushed but never finished (no last block, no checksum)."""
    c = zlib.compressobj()
    return c.compress(raw) + c.flush(zlib.Z_SYNC_FLUSH)


def _rgb16(interlace: bool = False) -> bytes:
    rng = np.random.default_rng(5)
    arr = rng.integers(0, 4096, (48, 40, 3), dtype=np.uint16)
    return adam7(arr, 2) if interlace else F.png16(arr)


#: name -> (undamaged PNG, --bit-depth): each kind the fast path decodes (16-bit colour
#: below --bit-depth 16: made 8-bit from libspng's 16-bit rows, png_fast._deep).
ORIGINALS = {"rgba": (_original("RGBA"), 16), "rgb": (_original("RGB"), 16),
             "grey": (_original("L"), 16),
             "rgba interlaced": (_original("RGBA", interlace=True), 16),
             "rgb 16-bit": (_rgb16(), 12),
             "rgb 16-bit interlaced": (_rgb16(interlace=True), 12)}
CASES = [(f"{o}: {k}", data, want) for o, (png, _bits) in ORIGINALS.items()
         for k, (data, want) in _kinds(png).items()]


@pytest.fixture(params=["zlib", "isal"])
def inflater(request, monkeypatch):
    """The fast path inflating with the standard library's zlib, and with python-isal's
    (the dependency's; where it is not installed, zlib stands in: engine.codecs.png_check)."""
    module = zlib if request.param == "zlib" else pytest.importorskip("isal.isal_zlib")
    monkeypatch.setattr(png_check, "_INFLATER", module)
    return module


@pytest.mark.parametrize("decoder", ["scaled", "turbo", "pillow"])
@pytest.mark.parametrize("name, data, want", CASES, ids=[c[0] for c in CASES])
def test_damaged_image_data_is_refused_or_stored_as_the_original(name, data, want, decoder,
                                                                 inflater):
    original, bits = ORIGINALS[name.split(":")[0]]
    got = verdict(data, decoder, bits)
    if want == "checksum":
        assert got == ("refused", CHECKSUM), name
        assert describe(got[1]) == ("file.png_checksum", {"chunk": "IDAT"})
    elif want == "same":
        assert got == verdict(original, decoder, bits), name
    else:
        assert got[0] == "refused" and got == verdict(data, "pillow", bits), name


@pytest.mark.parametrize("name", sorted(ORIGINALS))
def test_the_fast_path_decodes_the_undamaged_files_as_pillow_does(name, inflater):
    """Its data checked by zlib and handed on stored, libspng still decodes each file, to
    Pillow's pixels (the stored bytes equal: test_codecs_png_webp.py), and is what
    refuses the damaged copy (not Pillow after it)."""
    png, bits = ORIGINALS[name]
    im, _ = imaging.open_image(png, 10**8)
    got = png_fast.decode(png, im, bits)
    assert got is not None
    ihdr, stream = parts(png)
    with pytest.raises(ImageError, match="IDAT chunk fails its checksum"):
        png_fast.decode(png_of(ihdr, flipped(stream, len(stream) // 2)), im, bits)
    if bits == 16:
        ref = Image.open(io.BytesIO(png))
        ref.load()
        assert np.array_equal(np.asarray(got.convert(ref.mode)), np.asarray(ref))


def test_a_run_skips_the_damaged_and_stores_the_rest_as_their_originals(tmp_path):
    """End to end (python -m engine convert, the default decoder path, --format png at
    the images' own size), read back with TensorFlow: the files whose data fails its
    checksum are skipped with the coded reason; those whose damage loses nothing (a
    stream without its checksum, bytes after it) hold their original's very pixels."""
    import tensorflow as tf
    cls = tmp_path / "src" / "a"
    cls.mkdir(parents=True)
    want = {}
    for i, (name, mode, kind) in enumerate([
            ("flipped.png", "RGBA", "byte flipped mid-data"),
            ("flipped_apart.png", "RGB", "byte flipped, checksum in its own chunk"),
            ("flipped_grey.png", "L", "checksum byte flipped"),
            ("no_checksum.png", "RGB", "stream without its checksum"),
            ("padded.png", "RGB", "bytes after the stream"),
            ("more_rows.png", "L", "rows after the last row"),
            ("junk.png", "RGB", "junk after the rows")]):
        im = noise_image(48, 40, mode, seed=10 + i)
        buf = io.BytesIO()
        im.save(buf, "PNG")
        (cls / name).write_bytes(_kinds(buf.getvalue())[kind][0])
        want[name] = np.asarray(im.convert("RGB"))
    out = tmp_path / "out"
    code, events, err = run_cli("convert", str(tmp_path / "src"), "--out", str(out),
                                "--format", "png", "--resize", "none", "--workers", "1",
                                "--events", "jsonl")
    assert code == 0, err
    failed = {e["path"].rsplit("/", 1)[-1]: (e["code"], e["params"])
              for e in events if e["type"] == "item_failed"}
    checksum = ("file.png_checksum", {"chunk": "IDAT"})
    assert failed == {"flipped.png": checksum, "flipped_apart.png": checksum,
                      "flipped_grey.png": checksum,
                      "junk.png": ("file.cannot_decode", {
                          "format": "PNG", "detail": "broken data stream when reading image "
                                                     "file"})}
    records = read_tfrecords(sorted(out.glob("data-*.tfrecord")))
    stored = {r["image/filename"].decode().rsplit("/", 1)[-1]:
              tf.io.decode_png(r["image/encoded"]).numpy() for r in records}
    assert sorted(stored) == ["more_rows.png", "no_checksum.png", "padded.png"]
    for name, pixels in stored.items():
        assert np.array_equal(pixels, want[name]), name


@pytest.mark.parametrize("name, data, want", CASES, ids=[c[0] for c in CASES])
def test_a_large_image_is_checked_alike_without_keeping_its_rows(monkeypatch, name, data,
                                                                 want):
    """Above png_check.ROWS_KEPT_MAX of rows the fast path checks the stream without
    keeping it (the memory budget counts no copy), and libspng inflates it again: the
    same verdict, the same bytes."""
    bits = ORIGINALS[name.split(":")[0]][1]
    kept = verdict(data, "scaled", bits)
    checked: list[bool] = []
    real = png_check.stream_state
    monkeypatch.setattr(png_check, "stream_state", lambda d: checked.append(True) or real(d))
    monkeypatch.setattr(png_check, "ROWS_KEPT_MAX", 0)
    assert verdict(data, "scaled", bits) == kept, name
    assert checked or name.endswith("no IEND")      # (a file without IEND is Pillow's)
