"""The outputs every reader's test reads (tests/engine/test_loading_*.py): one source of
mixed files (every channel count, GIF, palette with transparency) converted to each
variant in VARIANTS, once a session and only when a test asks for it (`outputs(variant)`,
a session fixture through tests/engine/conftest.py), and the few readings those tests share.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from engine import protocol
from engine.config import ConvertConfig, ImageOptions
from engine.events import Emitter
from engine.records.loading import how_to_load
from engine.run.pipeline import Converter
from tests.engine import imagefactory as F


def _rgba(w, h, seed):
    a = np.asarray(F.noise(w, h, seed).convert("RGBA")).copy()
    a[: h // 2, :, 3] = 0   # really transparent, so no encoder drops the alpha channel
    return Image.fromarray(a, "RGBA")


#: name -> (bytes, channels the file decodes to in TensorFlow, format)
def mixed_files() -> dict[str, tuple[bytes, int, str]]:
    p = F.noise(40, 30, 7).convert("P")
    return {
        "rgb.jpg": (F.encode(F.noise(40, 30, 1), "JPEG"), 3, "jpeg"),
        "grey.jpg": (F.encode(F.noise(40, 30, 2).convert("L"), "JPEG"), 1, "jpeg"),
        "rgba.png": (F.encode(_rgba(40, 30, 3), "PNG"), 4, "png"),
        "la.png": (F.encode(_rgba(40, 30, 4).convert("LA"), "PNG"), 2, "png"),
        "grey.png": (F.encode(F.noise(40, 30, 5).convert("L"), "PNG"), 1, "png"),
        "palette_t.png": (F.encode(p, "PNG", transparency=0), 4, "png"),
        "rgba.webp": (F.encode(_rgba(40, 30, 6), "WEBP"), 4, "webp"),
        "rgb.webp": (F.encode(F.noise(40, 30, 8), "WEBP"), 3, "webp"),
        "anim.gif": (F.animated_gif(), 3, "gif"),
        "rgba.bmp": (F.encode(_rgba(40, 30, 9), "BMP"), 4, "bmp"),
    }


def _source(root: Path) -> Path:
    if root.exists():
        return root
    for i, (name, (data, _, _)) in enumerate(sorted(mixed_files().items())):
        F.write(root / ("cat" if i % 2 else "dog") / name, data)
    return root


#: variant -> (source kind, options)
VARIANTS = {
    "jpeg-splits-shards": ("folders", dict(num_shards=3, split=(("train", 0.7), ("val", 0.3)))),
    "png-gzip": ("folders", dict(image=ImageOptions(width=24, height=20, format="png"),
                                 compression="gzip", num_shards=2)),
    "png-grey-zlib": ("folders", dict(image=ImageOptions(width=24, height=20, format="png",
                                                         channels=1), compression="zlib")),
    "raw": ("folders", dict(image=ImageOptions(width=16, height=12, format="raw"),
                            num_shards=2)),
    "raw-anysize-gzip": ("folders", dict(image=ImageOptions(format="raw", resize="none"),
                                         compression="gzip")),
    "original": ("folders", dict(image=ImageOptions(format="original"), num_shards=2)),
    "original-zlib": ("folders", dict(image=ImageOptions(format="original"),
                                      compression="zlib")),
    "original-no-gif": ("no-gif", dict(image=ImageOptions(format="original"))),
    "original-jpeg-png": ("jpeg-png", dict(image=ImageOptions(format="original"))),
    "csv-absolute": ("csv", dict(image=ImageOptions(width=24, height=24))),
    "unlabeled-png": ("flat", dict(image=ImageOptions(width=20, height=20, format="png"))),
}


@pytest.fixture(scope="session")
def outputs(tmp_path_factory):
    base = tmp_path_factory.mktemp("loading")
    src = _source(base / "src")
    table = base / "lists" / "images.csv"
    table.parent.mkdir()
    # Absolute paths to images outside the CSV's folder: never stored as given.
    table.write_text("".join(f"{p},{p.parent.name}\n" for p in sorted(src.rglob("*.*"))))
    flat = base / "flat"   # images without class folders: an unlabeled dataset
    for i, name in enumerate(("a.jpg", "b.png", "c.webp")):
        F.write(flat / name, F.encode(F.noise(30, 20, 50 + i), name.split(".")[1]
                                      .replace("jpg", "JPEG").upper()))
    no_gif = base / "no-gif"   # the mixed files but the GIF, which DALI cannot decode
    jpeg_png = base / "jpeg-png"   # and but WebP and BMP too, which Model Garden cannot
    for p in src.rglob("*.*"):
        if p.suffix != ".gif":
            F.write(no_gif / p.relative_to(src), p.read_bytes())
        if p.suffix in (".jpg", ".png"):
            F.write(jpeg_png / p.relative_to(src), p.read_bytes())
    made: dict[str, Path] = {}

    def get(variant: str) -> Path:
        if variant not in made:
            kind, opts = VARIANTS[variant]
            out = base / variant
            source = {"csv": table, "flat": flat, "no-gif": no_gif,
                      "jpeg-png": jpeg_png}.get(kind, src)
            cfg = ConvertConfig(source=str(source), out=str(out),
                                workers=1, shuffle=True, **opts)
            assert Converter(cfg, Emitter("none")).run().exit_code == protocol.EXIT_OK, variant
            made[variant] = out
        return made[variant]

    return get


def manifest(out: Path) -> dict:
    return F.manifest(out)


def expected_pairs(out: Path, split: str) -> list[tuple[str, int]]:
    """(filename, label) of every record of a split, in file order, read by TensorFlow."""
    import tensorflow as tf  # here, not above: conftest imports this module for every test
    m = manifest(out)
    files = [str(out / s["filename"]) for s in m["splits"][split]["shards"]]
    spec = {"image/filename": tf.io.FixedLenFeature([], tf.string),
            "image/class/label": tf.io.FixedLenFeature([], tf.int64)}
    ds = tf.data.TFRecordDataset(files, compression_type=m["tf_compression_type"])
    return [(ex["image/filename"].numpy().decode(), int(ex["image/class/label"]))
            for ex in (tf.io.parse_single_example(r, spec) for r in ds)]


def snippet_of(out: Path, which: str) -> dict:
    return next(e for e in how_to_load(str(out), manifest(out)) if e["id"] == which)


def run_code(code: str) -> dict:
    ns: dict = {"__name__": "snippet"}
    exec(compile(code, "<snippet>", "exec"), ns)
    return ns
