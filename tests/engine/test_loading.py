"""Every output variant loads with readers nobody on this project wrote: TensorFlow
Datasets (tfds.builder_from_directory), tf.data, and the `tfrecord` package with our .idx
files; and every "How to load" snippet (engine.records.loading) runs against a real output.

DALI's snippet runs too, on the CPU (tests/engine/snippet_run.py), and TF Model Garden's
DataConfig feeds Model Garden's own classification task, whose training input is built
from it as its trainer would (tests/engine/model_garden_run.py).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import tensorflow as tf
import tensorflow_datasets as tfds
from PIL import Image

from engine import protocol
from engine.commands.verify import verify_dataset
from engine.config import ConvertConfig, ImageOptions
from engine.events import Emitter
from engine.records.loading import how_to_load
from engine.run.pipeline import Converter
from tests.engine import imagefactory as F
from tests.engine import model_garden_run, snippet_run
from tests.engine.snippet_run import dali_available, dali_read, python

pytestmark = pytest.mark.e2e


def _rgba(w, h, seed):
    a = np.asarray(F.noise(w, h, seed).convert("RGBA")).copy()
    a[: h // 2, :, 3] = 0   # really transparent, so no encoder drops the alpha channel
    return Image.fromarray(a, "RGBA")


#: name -> (bytes, channels the file decodes to in TensorFlow, format)
def _mixed_files() -> dict[str, tuple[bytes, int, str]]:
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
    for i, (name, (data, _, _)) in enumerate(sorted(_mixed_files().items())):
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


@pytest.fixture(scope="module")
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


def _manifest(out: Path) -> dict:
    return F.manifest(out)


def _expected(out: Path, split: str) -> list[tuple[str, int]]:
    """(filename, label) of every record of a split, in file order, read by TensorFlow."""
    m = _manifest(out)
    files = [str(out / s["filename"]) for s in m["splits"][split]["shards"]]
    spec = {"image/filename": tf.io.FixedLenFeature([], tf.string),
            "image/class/label": tf.io.FixedLenFeature([], tf.int64)}
    ds = tf.data.TFRecordDataset(files, compression_type=m["tf_compression_type"])
    return [(ex["image/filename"].numpy().decode(), int(ex["image/class/label"]))
            for ex in (tf.io.parse_single_example(r, spec) for r in ds)]


def _snippet(out: Path, which: str) -> dict:
    return next(e for e in how_to_load(str(out), _manifest(out)) if e["id"] == which)


def _run(code: str) -> dict:
    ns: dict = {"__name__": "snippet"}
    exec(compile(code, "<snippet>", "exec"), ns)
    return ns


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_tfds_builder_from_directory_reads_every_split(outputs, variant):
    out = outputs(variant)
    m = _manifest(out)
    builder = tfds.builder_from_directory(str(out))
    assert set(builder.info.splits) == {s for s, i in m["splits"].items() if i["shards"]}
    label_feature = builder.info.features["image"]["class"]["label"]
    if m["labels"]:
        assert label_feature.names == m["labels"]
    else:   # unlabeled: -1 is not a class, so a plain int64, not a ClassLabel
        assert not hasattr(label_feature, "names") and label_feature.dtype == np.int64
    for split, info in m["splits"].items():
        assert builder.info.splits[split].num_examples == info["records"]
        if m["compression"] == "none":
            ds = builder.as_dataset(split=split)
        else:   # TFDS's reader has no compression type: records via tf.data (see loading)
            files = [str(out / s["filename"]) for s in info["shards"]]
            ds = tf.data.TFRecordDataset(files, compression_type=m["tf_compression_type"]).map(
                builder.info.features.deserialize_example)
        got = [(ex["image"]["filename"].numpy().decode(),
                int(ex["image"]["class"]["label"]), ex) for ex in ds]
        assert [(n, lab) for n, lab, _ in got] == _expected(out, split)
        for _, lab, ex in got:
            text = ex["image"]["class"]["text"].numpy().decode()
            assert text == (m["labels"][lab] if lab >= 0 else "")
            image = ex["image"]["encoded"]
            if image.dtype == tf.uint8:   # TFDS decoded it (jpeg, png, fixed-size raw)
                assert image.shape == (int(ex["image"]["height"]), int(ex["image"]["width"]),
                                       int(ex["image"]["channels"]))


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_tf_data_snippet_runs(outputs, variant):
    out = outputs(variant)
    m = _manifest(out)
    ns = _run(_snippet(out, "tf.data")["code"])
    assert ns["LABELS"] == m["labels"]
    split = "train"
    images, labels = [], []
    for image, label in ns["dataset"]:
        if image.shape.rank == 4:   # batched
            images += list(image.numpy())
            labels += [int(x) for x in label.numpy()]
        else:
            images.append(image.numpy())
            labels.append(int(label))
    assert labels == [lab for _, lab in _expected(out, split)]
    img = m["options"]["image"]
    for im in images:
        assert im.dtype == np.uint8 and im.ndim == 3
        if img["format"] == "original":
            assert im.shape[2] == 3   # the snippet asks for RGB
        else:
            assert im.shape[2] == img["channels"]
        if img["format"] != "original" and img["resize"] != "none":
            assert im.shape[:2] == (img["height"], img["width"])


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_tfds_snippet_runs(outputs, variant):
    out = outputs(variant)
    ns = _run(_snippet(out, "tfds")["code"])
    pairs = [(image, int(label)) for image, label in ns["dataset"]]
    assert [lab for _, lab in pairs] == [lab for _, lab in _expected(out, "train")]
    for image, _ in pairs:
        assert image.dtype == tf.uint8 and image.shape.rank == 3


#: PyTorch's documented semantics for the three names the snippet and the tfrecord
#: package's dataset use, for machines without PyTorch (a 190 MB+ install the test extra
#: does not require): the tfrecord package's own reading code still runs.
TORCH_STAND_IN = """
import sys, types
import numpy as np
try:
    import torch
except ImportError:
    torch = types.ModuleType("torch")
    data = types.ModuleType("torch.utils.data")
    class IterableDataset:
        pass
    class ChainDataset(IterableDataset):
        def __init__(self, datasets):
            self.datasets = datasets
        def __iter__(self):
            for d in self.datasets:
                yield from d
    class DataLoader:
        def __init__(self, dataset, batch_size=1):
            self.dataset, self.batch_size = dataset, batch_size
        def __iter__(self):
            items = list(self.dataset)
            if self.batch_size is None:
                yield from items
                return
            for i in range(0, len(items), self.batch_size):
                chunk = items[i:i + self.batch_size]
                yield np.stack([c[0] for c in chunk]), np.array([c[1] for c in chunk])
    data.IterableDataset, data.ChainDataset = IterableDataset, ChainDataset
    data.DataLoader = DataLoader
    data.get_worker_info = lambda: None
    torch.utils = types.ModuleType("torch.utils")
    torch.utils.data = data
    torch.from_numpy = np.asarray
    sys.modules.update({"torch": torch, "torch.utils": torch.utils, "torch.utils.data": data})
"""

PYTORCH_REPORT = """
import json
out = []
for images, labels in loader:
    images, labels = np.asarray(images), np.asarray(labels)
    if labels.ndim == 0:
        out.append([int(labels), list(images.shape)])
    else:
        out += [[int(x), list(images.shape[1:])] for x in labels]
print(json.dumps(out))
"""


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_pytorch_snippet_runs(outputs, variant):
    out = outputs(variant)
    entry = _snippet(out, "pytorch")
    m = _manifest(out)
    if m["compression"] == "zlib":
        assert entry["code"] == "" and "zlib" in entry["note"]
        return
    got = json.loads(python(TORCH_STAND_IN + entry["code"] + PYTORCH_REPORT))
    # With an index the package starts each file at a random record: compare as sets.
    assert sorted(lab for lab, _ in got) == sorted(lab for _, lab in _expected(out, "train"))
    img = m["options"]["image"]
    for _, shape in got:
        assert len(shape) == 3
        if img["format"] == "raw" or img["format"] != "original" and img["resize"] != "none":
            assert shape == [img["height"], img["width"], img["channels"]] or \
                img["resize"] == "none"


@pytest.mark.parametrize("variant", ["jpeg-splits-shards", "raw", "original", "png-gzip"])
def test_tfrecord_package_reads_with_our_index(outputs, variant):
    out = outputs(variant)
    m = _manifest(out)
    for split, info in m["splits"].items():
        assert all(bool(s.get("dali_index")) == (m["compression"] == "none")
                   for s in info["shards"])
        # The package cannot load a one-line index (np.loadtxt gives a 1-D array): such a
        # shard is read without one, as the PyTorch snippet does.
        shards = [(str(out / s["filename"]),
                   str(out / s["dali_index"]) if s.get("dali_index") and s["records"] > 1
                   else None) for s in info["shards"]]
        comp = "gzip" if m["compression"] == "gzip" else None
        got = json.loads(python(f"""
import json
from tfrecord.reader import tfrecord_loader
out = []
for path, index in {shards!r}:
    for r in tfrecord_loader(path, index, compression_type={comp!r}):
        out.append([r["image/filename"].decode(), int(r["image/class/label"][0]),
                    int(r["image/channels"][0])])
print(json.dumps(out))
"""))
        # With an index each file starts at a random record: compare as sets.
        assert sorted((n, lab) for n, lab, _ in got) == sorted(_expected(out, split))
        if m["options"]["image"]["format"] != "original":
            assert {c for _, _, c in got} == {m["options"]["image"]["channels"]}


def test_original_describes_the_stored_bytes(outputs):
    out = outputs("original")
    expected = {name: (ch, fmt) for name, (_, ch, fmt) in _mixed_files().items()}
    records = F.all_records(out)
    assert len(records) == len(expected)
    for r in records:
        name = r["image/filename"].decode().split("/")[-1]
        channels, fmt = expected[name]
        assert (r["image/channels"], r["image/format"].decode()) == (channels, fmt), name
        decoded = tf.io.decode_image(r["image/encoded"], expand_animations=False)
        assert decoded.shape == (r["image/height"], r["image/width"], channels), name
        assert r["image/colorspace"].decode() == {1: "Grayscale", 2: "GrayscaleAlpha",
                                                  3: "RGB", 4: "RGBA"}[channels]
    assert verify_dataset(str(out), reader="tensorflow").ok
    assert verify_dataset(str(out), reader="builtin").ok


def test_csv_filenames_are_relative_and_never_absolute(outputs, tmp_path):
    out = outputs("csv-absolute")
    names = sorted(r["image/filename"].decode() for r in F.all_records(out))
    assert names == sorted(f"{'cat' if i % 2 else 'dog'}/{n}"
                           for i, n in enumerate(sorted(_mixed_files())))
    src = Path(_manifest(out)["source"])
    keep = tmp_path / "keep"
    cfg = ConvertConfig(source=str(src), out=str(keep), keep_absolute_paths=True, workers=1)
    assert Converter(cfg, Emitter("none")).run().exit_code == protocol.EXIT_OK
    assert all(os.path.isabs(r["image/filename"].decode()) for r in F.all_records(keep))
    assert _manifest(keep)["options"]["keep_absolute_paths"] is True


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_dali_snippet_runs(outputs, variant):
    out = outputs(variant)
    m = _manifest(out)
    entry = _snippet(out, "dali")
    img = m["options"]["image"]
    gifs = sum(p.suffix == ".gif" for p in Path(m["source"]).rglob("*.*"))
    if gifs and img["format"] == "original" and m["compression"] == "none":
        # its pipeline would stop at the GIF (measured below on a manifest that does not
        # say which formats it holds)
        assert entry["code"] == "" and entry["note"] == (
            f"DALI does not decode GIF, and this dataset holds {gifs} GIF "
            f"{'file' if gifs == 1 else 'files'}: convert with --format jpeg or png for DALI.")
        return
    if m["compression"] != "none" or (img["format"] == "raw" and img["resize"] == "none"):
        assert entry["code"] == "" and entry["note"]
        return
    code = entry["code"]
    assert entry["note"].startswith("Runs on the CPU as written.")
    assert "GIF" not in entry["note"]           # the manifest lists what is stored
    assert "device_id=None" in code and "device_id=0)" not in code
    files = [str(out / s["filename"]) for s in m["splits"]["train"]["shards"]]
    assert f"FOLDER = {json.dumps(str(out))}" in code
    assert json.dumps([os.path.basename(f) for f in files]) in code
    assert all(os.path.isfile(f + ".idx") for f in files)
    if not dali_available():
        compile(code, "<dali>", "exec")
        return
    expected = _expected(out, "train")
    got = dali_read(code, len(expected),
                    "[int(outs[1].at(i)[0]), list(outs[0].at(i).shape)]")
    # DALI reads the files in the order given, each record in file order.
    assert [lab for lab, _ in got] == [lab for _, lab in expected]
    for _, shape in got:
        if img["format"] == "original":
            assert len(shape) == 3 and shape[2] == 3   # decoded to RGB
        else:
            assert shape == [img["height"], img["width"], img["channels"]]


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_model_garden_snippet_trains_on_the_dataset(outputs, variant):
    out = outputs(variant)
    m = _manifest(out)
    entry = _snippet(out, "model_garden")
    fmt = m["options"]["image"]["format"]
    if fmt == "raw" or m["compression"] == "zlib" or not m["labels"]:
        assert entry["code"] == ""
        assert any(w in entry["note"] for w in ("cannot read raw", "gzip", "unlabeled"))
        return
    code = entry["code"]
    assert ("decode_jpeg_only=False" in code) == (fmt != "jpeg")
    assert f"num_classes={len(m['labels'])}" in code
    run = code + model_garden_run.CLASSIFY.format(height=20, width=24)
    stored = {p.suffix for p in Path(m["source"]).rglob("*.*")}
    if fmt == "original" and stored - {".jpg", ".png"}:
        # As its note says: Model Garden decodes with channels=3 and animations expanded,
        # which GIF, WebP and 32-bit BMP originals do not survive.
        assert "GIF, WebP and 32-bit BMP" in entry["note"]
        failed = model_garden_run.run(run)
        assert failed.returncode != 0 and "InvalidArgument" in failed.stderr
        return
    assert "still fail" not in entry["note"]
    shape, labels = json.loads(model_garden_run.python(run))
    assert shape == [64, 20, 24, 3]          # its own resize to model.input_size
    # training repeats the split, so each record's label comes at least once
    assert set(labels) == {lab for _, lab in _expected(out, "train")}


def test_notes_of_originals_without_recorded_formats_warn_of_every_format(outputs):
    """A manifest from before the stored formats were recorded: the notes cannot tell
    whether a GIF is there, so DALI's snippet is given with the warning, and the note is
    right: its pipeline stops at the GIF."""
    out = outputs("original")
    m = _manifest(out)
    for split in m["splits"].values():
        for shard in split["shards"]:
            assert shard["formats"] and sum(shard["formats"].values()) == shard["records"]
            del shard["formats"]
    entries = {e["id"]: e for e in how_to_load(str(out), m)}
    assert entries["dali"]["note"] == "Runs on the CPU as written. DALI does not decode GIF."
    assert "GIF, WebP and 32-bit BMP" in entries["model_garden"]["note"]
    if dali_available():
        failed = snippet_run.run(snippet_run.reading_code(
            entries["dali"]["code"], m["splits"]["train"]["records"], "0"))
        assert failed.returncode != 0 and "nvImageCodec failure" in failed.stderr


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
    entries = {e["id"]: e for e in how_to_load(str(out), _manifest(out))}
    said = ("TensorFlow cannot decode TIFF, and this dataset holds 1 TIFF file: convert "
            "with --format png to read it with TensorFlow.")
    assert entries["tf.data"]["note"].endswith(said)
    assert entries["model_garden"]["note"].endswith(said)
    assert "GIF, WebP" not in entries["model_garden"]["note"]
    assert [p["code"] for p in entries["tf.data"]["note_params"]["parts"]][-1] == "load.tf_tiff"
    with pytest.raises(tf.errors.InvalidArgumentError, match="Unknown image file format"):
        list(_run(entries["tf.data"]["code"])["dataset"])
    png = tmp_path / "png"
    cfg = ConvertConfig(source=str(src.parent), out=str(png), workers=1,
                        image=ImageOptions(width=40, height=30, format="png"))
    assert Converter(cfg, Emitter("none")).run().exit_code == protocol.EXIT_OK
    entry = next(e for e in how_to_load(str(png), _manifest(png)) if e["id"] == "tf.data")
    assert "TIFF" not in entry["note"]
    assert len(list(_run(entry["code"])["dataset"].unbatch())) == 2


def test_manifest_reading_block_is_enough_to_read(outputs):
    out = outputs("png-gzip")
    reading = _manifest(out)["reading"]
    files = tf.io.gfile.glob(str(out / reading["globs"]["train"]))
    ds = tf.data.TFRecordDataset(files, compression_type=reading["compression_type"])
    assert sum(1 for _ in ds) == _manifest(out)["splits"]["train"]["records"]
    assert reading["decode"].startswith("tf.io.decode_png(")
    assert reading["image_shape"] == [20, 24, 3]


def test_inspect_json_carries_how_to_load(outputs):
    out = outputs("jpeg-splits-shards")
    p = subprocess.run([sys.executable, "-m", "engine", "inspect", str(out), "--json",
                        "--samples", "0"], capture_output=True, text=True, cwd=F.ROOT,
                       env=dict(os.environ, PYTHONPATH=str(F.ROOT)), timeout=120)
    assert p.returncode == 0, p.stderr
    dataset = json.loads(p.stdout)["dataset"]
    assert dataset["folder"] == str(out)
    assert [e["id"] for e in dataset["how_to_load"]] == ["tf.data", "tfds", "pytorch", "dali",
                                                         "model_garden"]
    assert dataset["how_to_load"] == how_to_load(str(out), _manifest(out))


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
    import io as _io

    from engine.codecs.imaging import convert
    from engine.errors import ImageError
    frames = [F.noise(30, 20, s) for s in range(3)]
    buf = _io.BytesIO()
    frames[0].save(buf, "WEBP", save_all=True, append_images=frames[1:])
    with pytest.raises(ImageError, match="animated WebP"):
        convert(buf.getvalue(), ImageOptions(format="original"))
    assert convert(buf.getvalue(), ImageOptions(width=16, height=16)).format == "jpeg"
    still = F.encode(frames[0], "WEBP")
    img = convert(still, ImageOptions(format="original"))
    assert (img.format, img.channels, img.colorspace) == ("webp", 3, "RGB")
