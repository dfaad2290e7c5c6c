"""The run skips an image above Pillow's own pixel limit ("decompression bomb") with the
sentence the scan says of it (engine.codecs.pixel_limit: one place, whatever Pillow's
process-wide limit), and converts the rest: on every decoder path, with --format original,
for an annotated source's masks; and the run's code paths say so in a process that keeps
Pillow's limit (the window's, the tests'), where they said Pillow's words ("Image size
(256000000 pixels) exceeds limit of 178956970 pixels, could be decompression bomb DOS
attack."). A WebP whose extended header claims a canvas libwebp cannot set up was
"damaged" to the run (Pillow's limit off) and too large to the scan."""

from __future__ import annotations

import glob
import os
from types import SimpleNamespace

import numpy as np
import pytest
from PIL import Image

from engine.codecs import imaging
from engine.codecs.scan_checks import check_file
from engine.config import DEFAULT_MAX_PIXELS, ImageOptions
from engine.errors import ImageError
from engine.sources import annotated, masks
from tests.engine.annotated_sources import seg_masks
from tests.engine.bomb_files import (
    BOMBS,
    PILLOW_LIMIT,
    PILLOW_SMALL,
    SMALL,
    ours,
    source,
    the_runs,
)
from tests.engine.conftest import read_tfrecords, run_cli


@pytest.fixture(scope="module")
def bombs(tmp_path_factory):
    return source(tmp_path_factory.mktemp("bombs") / "src")


@pytest.mark.parametrize("options", [[], ["--decoder", "pillow"], ["--decoder", "turbo"],
                                     ["--format", "original"]],
                         ids=["scaled", "pillow", "turbo", "original"])
def test_the_run_skips_each_bomb_as_the_scan_says_and_converts_the_rest(
        bombs, tmp_path, options):
    out = tmp_path / "out"
    code, events, err = run_cli("convert", str(bombs), "--out", str(out), "--workers", "1",
                                "--events", "jsonl", *options)
    assert code == 0, err
    failed = {os.path.basename(e["path"]): e for e in events if e["type"] == "item_failed"}
    assert {name: ours(e["reason"]) for name, e in failed.items()} == \
        {name: the_runs(name) for name in BOMBS}
    assert {e["code"] for e in failed.values()} == {"file.too_many_pixels"}
    scan = {name: check_file(str(bombs / "a" / name)) for name in BOMBS}
    assert {name: (c.problem, c.code, c.params) for name, c in scan.items()} == \
        {name: (e["reason"], e["code"], e["params"]) for name, e in failed.items()}
    records = read_tfrecords(sorted(glob.glob(str(out / "*.tfrecord"))))
    assert sorted(r["image/filename"].decode() for r in records) == ["a/good.jpg", "a/good.png"]


def test_a_mask_that_is_a_bomb_costs_its_image_in_the_runs_words(tmp_path):
    src = seg_masks(tmp_path / "seg")
    (tmp_path / "seg" / "masks" / "s_1.png").write_bytes(BOMBS["header.png"][0])
    code, events, err = run_cli("convert", src, "--out", str(tmp_path / "out"),
                                "--workers", "1", "--events", "jsonl")
    assert code == 0, err
    failed = [e for e in events if e["type"] == "item_failed"]
    assert [os.path.basename(e["path"]) for e in failed] == ["s_1.png"]
    assert ours(failed[0]["reason"]).endswith(the_runs("header.png"))
    assert failed[0]["params"]["sentence"]["code"] == "file.too_many_pixels"
    done = next(e for e in events if e["type"] == "run_finished")["summary"]
    assert done["written"] == 3


@pytest.fixture
def pillows_limit_on(monkeypatch):
    """Pillow's own limit, as a process that imported the engine keeps it once something
    sets it again (the window's tests do): the engine's paths must not depend on it."""
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", PILLOW_LIMIT)


@pytest.mark.parametrize("decoder", ["scaled", "turbo", "pillow"])
@pytest.mark.parametrize("fmt", ["jpeg", "original"])
def test_the_runs_conversion_refuses_in_its_words_with_pillows_limit_on(
        pillows_limit_on, decoder, fmt):
    opts = ImageOptions(width=32, height=32, decoder=decoder, format=fmt)
    said = {}
    for name, (data, _size) in BOMBS.items():
        with pytest.raises(ImageError) as e:
            imaging.convert(data, opts)
        said[name] = ours(str(e.value))
    assert said == {name: the_runs(name) for name in BOMBS}


def test_what_a_raised_limit_lets_through_converts_with_pillows_limit_on(monkeypatch):
    """Pictures above Pillow's limit (lowered to below 60x60) and within --max-pixels."""
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", PILLOW_SMALL)
    for fmt in ("jpeg", "original"):
        opts = ImageOptions(width=32, height=32, format=fmt, max_pixels=DEFAULT_MAX_PIXELS)
        for name, data in SMALL.items():
            assert imaging.convert(data, opts).width in (32, 60, 76), name   # (GIF: 76)
        # an annotated source's image: its header read again for its geometry
        assert annotated.measure(SMALL["small.webp"], opts)[2] == (60, 60)


def test_an_annotated_image_and_a_mask_are_refused_in_the_runs_words_with_pillows_limit_on(
        pillows_limit_on, tmp_path):
    with pytest.raises(ImageError) as e:
        annotated.measure(BOMBS["lossless.webp"][0], ImageOptions(width=32, height=32))
    assert ours(str(e.value)) == the_runs("lossless.webp")
    image, mask = tmp_path / "s.png", tmp_path / "s_mask.png"
    Image.fromarray(np.zeros((16, 16), np.uint8), "L").save(image)
    mask.write_bytes(BOMBS["header.png"][0])
    sample = SimpleNamespace(path=str(image), ann=SimpleNamespace(
        mask_path=str(mask), colours=(), classes=0))
    refused, _held = masks.read_masks([sample], DEFAULT_MAX_PIXELS)
    assert [(p, ours(why)) for p, why in refused] == \
        [(str(image), f"cannot read the mask {mask}: {the_runs('header.png')}")]
