"""Originals no reader of the "How to load" notes decodes: TIFF is stored but named in
the TensorFlow notes; HEIC, AVIF and animated WebP are listed with a reason instead of
stored (converted, they read like any other image)."""

from __future__ import annotations

from pathlib import Path

import pytest
import tensorflow as tf

from engine import protocol
from engine.config import ConvertConfig, ImageOptions
from engine.events import Emitter
from engine.records.loading import how_to_load
from engine.run.pipeline import Converter
from tests.engine import imagefactory as F
from tests.engine.loading_outputs import manifest, run_code

pytestmark = pytest.mark.e2e


def test_tiff_originals_are_named_where_tensorflow_reads(tmp_path):
    """TensorFlow's decode_image refuses TIFF (the tf.data snippet stops there, shown
    below), so the tf.data and Model Garden notes say how many TIFF files were kept."""
    src = tmp_path / "src" / "cells"
    F.write(src / "a.tif", F.encode(F.noise(40, 30, 1), "TIFF"))
    F.write(src / "b.png", F.encode(F.noise(40, 30, 2), "PNG"))
    out = tmp_path / "out"
    cfg = ConvertConfig(source=str(src.parent), out=str(out), workers=1,
                        image=ImageOptions(format="original"))
    assert Converter(cfg, Emitter("none")).run().exit_code == protocol.EXIT_OK
    entries = {e["id"]: e for e in how_to_load(str(out), manifest(out))}
    said = ("TensorFlow cannot decode TIFF, and this dataset holds 1 TIFF file: convert "
            "with --format png to read it with TensorFlow.")
    assert entries["tf.data"]["note"].endswith(said)
    assert entries["model_garden"]["note"].endswith(said)
    assert "GIF, WebP" not in entries["model_garden"]["note"]
    assert [p["code"] for p in entries["tf.data"]["note_params"]["parts"]][-1] == "load.tf_tiff"
    with pytest.raises(tf.errors.InvalidArgumentError, match="Unknown image file format"):
        list(run_code(entries["tf.data"]["code"])["dataset"])
    png = tmp_path / "png"
    cfg = ConvertConfig(source=str(src.parent), out=str(png), workers=1,
                        image=ImageOptions(width=40, height=30, format="png"))
    assert Converter(cfg, Emitter("none")).run().exit_code == protocol.EXIT_OK
    entry = next(e for e in how_to_load(str(png), manifest(png)) if e["id"] == "tf.data")
    assert "TIFF" not in entry["note"]
    assert len(list(run_code(entry["code"])["dataset"].unbatch())) == 2


def test_heic_and_avif_are_converted_but_not_stored_as_original(tmp_path):
    """No reader of the how-to-load notes decodes HEIC or AVIF bytes (TensorFlow 2.21:
    "Unknown image file format"; DALI 2.4 fails its whole pipeline): with --format
    original such photos are listed with a reason and the rest is written; converted,
    they read in TensorFlow like any other image."""
    import pillow_heif
    pillow_heif.register_heif_opener()
    src = tmp_path / "src" / "cat"
    for name, fmt in (("a.heic", "HEIF"), ("b.avif", "AVIF"), ("c.jpg", "JPEG")):
        F.write(src / name, F.corner_marked(fmt, 1))
    out = tmp_path / "orig"
    cfg = ConvertConfig(source=str(src.parent), out=str(out), workers=1,
                        image=ImageOptions(format="original"))
    assert Converter(cfg, Emitter("none")).run().exit_code == protocol.EXIT_OK
    assert [r["image/filename"].decode() for r in F.all_records(out)] == ["cat/c.jpg"]
    reasons = {Path(row["path"]).name: row["reason"] for row in F.rejected_rows(out)}
    assert reasons == {
        "a.heic": "HEIC cannot be stored as the original: TensorFlow and DALI cannot "
                  "decode it (use --format jpeg or png, which convert it)",
        "b.avif": "AVIF cannot be stored as the original: TensorFlow and DALI cannot "
                  "decode it (use --format jpeg or png, which convert it)"}
    from engine import reason_codes
    assert reason_codes.describe(reasons["a.heic"]) == (
        "file.original_unreadable", {"format": "HEIC"})
    jpeg = tmp_path / "jpeg"
    cfg = ConvertConfig(source=str(src.parent), out=str(jpeg), workers=1,
                        image=ImageOptions(width=48, height=24))
    assert Converter(cfg, Emitter("none")).run().exit_code == protocol.EXIT_OK
    for r in F.all_records(jpeg):
        image = tf.io.decode_jpeg(r["image/encoded"]).numpy()
        assert image.shape == (24, 48, 3) and F.red_corner(image) == (0, 0)


def test_animated_webp_is_not_stored_as_original():
    """TensorFlow 2.21 aborts the whole process decoding an animated WebP (measured), so
    such a file is listed with a reason instead of being stored for readers to crash on."""

    from engine.codecs.imaging import convert
    from engine.errors import ImageError
    frames = [F.noise(30, 20, s) for s in range(3)]
    animated = F.encode(frames[0], "WEBP", save_all=True, append_images=frames[1:])
    with pytest.raises(ImageError, match="animated WebP"):
        convert(animated, ImageOptions(format="original"))
    assert convert(animated, ImageOptions(width=16, height=16)).format == "jpeg"
    still = F.encode(frames[0], "WEBP")
    img = convert(still, ImageOptions(format="original"))
    assert (img.format, img.channels, img.colorspace) == ("webp", 3, "RGB")
