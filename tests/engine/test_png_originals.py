"""--format original stores a PNG's bytes as they are; TensorFlow's decode_png (libpng)
decodes them when the dataset is read. A PNG whose image data's checksum failed or was
missing, or without IEND, was stored, and the ML engineer's training broke on it later
("Invalid PNG data"). Now the run refuses what decode_png refuses (measured here, file by
file, against the TensorFlow installed), in the words the decoding formats use, and keeps
what it accepts of an undamaged file.
"""

from __future__ import annotations

import io
import os
import zlib

import numpy as np
import pytest
from PIL import Image

from engine.codecs import imaging
from engine.codecs.originals import store
from engine.config import ImageOptions
from engine.errors import ImageError
from engine.reason_codes import describe
from tests.engine.conftest import noise_image, read_tfrecords, run_cli
from tests.engine.png_damage import image_stream, padded, parts, png_of, repacked
from tests.engine.test_png_image_data import ORIGINALS, _kinds
from tests.engine.test_png_pillow_checksum import KINDS

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

ORIGINAL = ImageOptions(format="original", resize="none")

#: Refused though the decoding formats store them (all their rows are there): said cut
#: short (as the window's scan says a PNG without IEND), or as a failed checksum.
OWN_WORDS = {"no IEND": "file.iso_cut", "too few rows": "file.iso_cut",
             "stream without its checksum": "file.png_checksum",
             "stream with half its checksum": "file.png_checksum",
             "stream without its last block": "file.png_checksum"}


def _cases() -> list[tuple[str, bytes, bytes]]:
    """(name, file, its undamaged original) of every damaged or odd copy."""
    out = []
    for o, (png, _bits) in ORIGINALS.items():
        for k, (data, _want) in _kinds(png).items():
            out.append((f"{o}: {k}", data, png))
        ihdr, s = parts(png)
        raw = zlib.decompress(s)
        out.append((f"{o}: too few rows", png_of(ihdr, zlib.compress(raw[:len(raw) // 2])), png))
    for k, (png, _bits) in KINDS.items():
        s = image_stream(png)
        out += [(f"{k}: stream without its checksum", repacked(png, s[:-4]), png),
                (f"{k}: checksum past a 64 KiB read", repacked(png, padded(s)), png)]
    return out


CASES = _cases()


def _tf(data: bytes):
    import tensorflow as tf
    try:
        return tf.io.decode_png(data, channels=0, dtype=tf.uint16).numpy()
    except tf.errors.InvalidArgumentError:
        return None


def _stored(data: bytes) -> tuple[str, str]:
    try:
        return "stored", store(data, ORIGINAL).data.hex()
    except ImageError as e:
        return "refused", str(e)


@pytest.mark.parametrize("name, data, png", CASES, ids=[c[0] for c in CASES])
def test_original_refuses_what_tensorflow_cannot_read_as_the_file_was(name, data, png):
    verdict, said = _stored(data)
    tf_pixels, tf_original = _tf(data), _tf(png)
    assert tf_original is not None
    if tf_pixels is not None and np.array_equal(tf_pixels, tf_original):
        assert (verdict, said) == ("stored", data.hex()), name      # read as it was
        return
    # refused by decode_png, or decoded to other pixels than the undamaged file's
    assert verdict == "refused", (name, "TF reads it" if tf_pixels is not None else "")
    kind = name.split(": ", 1)[1]
    if tf_pixels is not None:
        assert describe(said)[0] == "file.png_checksum", name       # damaged, TF misreads
    elif kind in OWN_WORDS:
        assert describe(said)[0] == OWN_WORDS[kind], name
    else:   # the decoding formats' own words
        with pytest.raises(ImageError) as e:
            imaging.convert(data, ImageOptions(resize="none", format="png"))
        assert said == str(e.value), name


def test_a_run_stores_the_readable_and_skips_the_rest_with_coded_reasons(tmp_path):
    """End to end (python -m engine convert --format original): the PNGs TensorFlow cannot
    read are skipped with their codes, the rest stored as they are, and read back."""
    import tensorflow as tf
    cls = tmp_path / "src" / "a"
    cls.mkdir(parents=True)
    buf = io.BytesIO()
    noise_image(48, 40, "RGB", seed=21).save(buf, "PNG")
    kinds = _kinds(buf.getvalue())
    files = {"ok.png": buf.getvalue(), "padded.png": kinds["bytes after the stream"][0],
             "no_checksum.png": kinds["stream without its checksum"][0],
             "flipped.png": kinds["byte flipped mid-data"][0],
             "no_iend.png": kinds["no IEND"][0]}
    for name, data in files.items():
        (cls / name).write_bytes(data)
    out = tmp_path / "out"
    code, events, err = run_cli("convert", str(tmp_path / "src"), "--out", str(out),
                                "--format", "original", "--workers", "1",
                                "--events", "jsonl")
    assert code == 0, err
    failed = {e["path"].rsplit("/", 1)[-1]: e["code"]
              for e in events if e["type"] == "item_failed"}
    assert failed == {"no_checksum.png": "file.png_checksum",
                      "flipped.png": "file.png_checksum", "no_iend.png": "file.iso_cut"}
    records = read_tfrecords(sorted(out.glob("data-*.tfrecord")))
    stored = {r["image/filename"].decode().rsplit("/", 1)[-1]: r["image/encoded"]
              for r in records}
    assert sorted(stored) == ["ok.png", "padded.png"]
    for name, data in stored.items():
        assert data == files[name]
        assert np.array_equal(tf.io.decode_png(data).numpy(),
                              np.asarray(Image.open(io.BytesIO(files["ok.png"]))))
