"""A file of several pictures (an animated GIF, WebP or PNG, a multi-page TIFF, an MPO) whose
first picture is whole converts, however damaged a later picture is: its first picture is
stored, as for the same file undamaged, and the run (default, --exact, --decoder pillow,
--bit-depth 12, --format original), `engine scan` (quick and --thorough) and the window's
scan agree on it. Before, counting a GIF's frames or a TIFF's pages (Pillow's n_frames,
which reads each later frame's description) failed the whole file on the run's paths, in
--thorough and, for a transparent one, in the window's scan; --format original decoded
each of a GIF's frames. The files: tests/engine/later_frames.py."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import numpy as np
import pytest

from engine.codecs import bit_depth
from engine.codecs.scan_checks import check_file
from tests.engine import later_frames as L
from tests.engine.conftest import ROOT, read_tfrecords, run_cli
from tests.engine.imagefactory import records_by_name

TWINS = L.twins()


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    """Class folders "damaged" and "whole": each file of TWINS in both, the same name;
    checked to be what it says (each damaged file's first picture is its whole twin's, its
    second fails to decode or to be counted; the WebP's decodes to other pixels)."""
    src = tmp_path_factory.mktemp("later") / "src"
    for name, (damaged, whole) in TWINS.items():
        assert np.array_equal(L.first_picture(damaged), L.first_picture(whole)), name
        assert not L.second_fails(whole), name
        assert L.second_fails(damaged) != name.endswith(".webp"), name
        for folder, data in (("damaged", damaged), ("whole", whole)):
            (src / folder).mkdir(parents=True, exist_ok=True)
            (src / folder / name).write_bytes(data)
    assert np.array_equal(L.first_picture(TWINS["data.gif"][0]), L.GIF_FIRST)
    return src


def _converted(source, out, *options: str) -> dict[str, dict]:
    code, events, err = run_cli("convert", str(source), "--out", str(out), "--workers", "1",
                                "--events", "jsonl", *options)
    assert code == 0, err
    failed = {os.path.relpath(e["path"], source): e["code"] for e in events
              if e["type"] == "item_failed"}
    # (TensorFlow crashes on any animated WebP: never stored as the original)
    assert failed == ({f"{folder}/animated.webp": "file.animated_webp"
                       for folder in ("damaged", "whole")}
                      if "original" in options else {}), failed
    return records_by_name(out)


@pytest.mark.parametrize("options", [[], ["--exact"], ["--decoder", "pillow"],
                                     ["--bit-depth", "12"], ["--format", "original"]],
                         ids=["default", "exact", "pillow", "bit_depth", "original"])
def test_the_run_stores_the_first_picture_as_for_the_whole_file(source, tmp_path, options):
    """Every file converts; its record holds what its whole twin's does (the first picture
    encoded alike), or, --format original, its own bytes."""
    records = _converted(source, tmp_path / "out", *options)
    for name, (damaged, _whole) in TWINS.items():
        if "original" in options:
            if not name.endswith(".webp"):
                assert records[f"damaged/{name}"]["image/encoded"] == damaged, name
            continue
        got, want = records[f"damaged/{name}"], records[f"whole/{name}"]
        assert got["image/encoded"] == want["image/encoded"], name
        assert (got["image/height"], got["image/width"]) == \
            (want["image/height"], want["image/width"]), name


def _listed(source, *options: str) -> dict[str, str]:
    """{file: reason} of the problems `engine scan` lists."""
    proc = subprocess.run([sys.executable, "-m", "engine", "scan", str(source), "--all",
                           *options], capture_output=True, text=True, timeout=180, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    assert f"{2 * len(TWINS)} images will be converted" in proc.stdout, proc.stdout
    return dict(re.findall(r"^  (\S+): (.*)$", proc.stdout, re.M))


def test_the_scans_find_nothing_to_say(source):
    """`engine scan`, quick and --thorough (which converts each file as the run does), and
    the window's scan (transparent files: their first frame decoded) list none of them."""
    assert _listed(source) == {}
    assert _listed(source, "--thorough") == {}
    window = {name: check_file(str(source / "damaged" / name)) for name in TWINS}
    assert {name: c.problem for name, c in window.items() if c.problem} == {}
    assert all(c.is_image for c in window.values())
    assert {name for name, c in window.items() if c.transparent} == \
        {name for name in TWINS if name.startswith("transparent_")} | {"alpha_samples.tif"}
    # its 16-bit values, whose brightest it shows, read from the first page
    deep = bit_depth.read_whole(str(source / "damaged" / "deep_samples.tif"), 10 ** 6)
    assert deep is not None and np.array_equal(deep.values, L.DEEP_FIRST)


def test_tensorflow_reads_the_first_picture(source, tmp_path):
    """End to end: TensorFlow reads back, from --format png at each file's own size, the
    first picture of each damaged file (the GIF's frame pixel for pixel; the others as
    their whole twins'); and from --format original, the first frame of each GIF
    (decode_image with expand_animations=False, as the notes on loading say)."""
    import tensorflow as tf
    out = tmp_path / "png"
    _converted(source, out, "--format", "png", "--resize", "none")
    pictures = {r["image/filename"].decode(): tf.io.decode_png(r["image/encoded"]).numpy()
                for r in read_tfrecords(sorted(out.glob("*.tfrecord")))}
    for name in TWINS:
        assert np.array_equal(pictures[f"damaged/{name}"], pictures[f"whole/{name}"]), name
    for name in L.GIF_SECOND:
        assert np.array_equal(pictures[f"damaged/{name}.gif"], L.GIF_FIRST), name
    for name, (damaged, _whole) in L.TIFF_DAMAGED.items():
        if not name.startswith("alpha"):   # (its transparency on white)
            assert np.array_equal(pictures[f"damaged/{name}"], L.first_picture(damaged)), name
    out = tmp_path / "original"
    _converted(source, out, "--format", "original")
    for record in read_tfrecords(sorted(out.glob("*.tfrecord"))):
        name = record["image/filename"].decode()
        if name.startswith("damaged/") and name.endswith(".gif"):   # (TF: no transparency)
            first = tf.io.decode_image(record["image/encoded"], channels=3,
                                       expand_animations=False).numpy()
            assert np.array_equal(first, L.GIF_FIRST), name
