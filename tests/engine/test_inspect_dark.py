"""`inspect` says when most images of intact files are almost black: a 12-bit camera's
pictures converted as 16 bits (as every conversion did before --bit-depth), through the
real engine's convert and `inspect` command; not for the same pictures converted with
--bit-depth 12, nor for dark but real photos, nor for a segmentation dataset's class masks
(a separate feature). How many pictures are decoded, and which (engine.commands
.inspect_dark)."""

from __future__ import annotations

import io
import json
import subprocess

import numpy as np
import pytest
from PIL import Image

from engine.commands import inspect as ins
from engine.commands import inspect_dark as D
from engine.records.example import encode_example
from engine.records.tfrecord import frame
from tests.engine import imagefactory as F

RNG_SEED = 7


def _inspect(*argv) -> tuple[int, str, str]:
    p = subprocess.run([F.PYTHON, "-m", "engine", "inspect", *map(str, argv)], cwd=F.ROOT,
                       capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def _convert(src, out, *options) -> None:
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", *options))
    assert code == 0, err


@pytest.fixture(scope="module")
def twelve_bit(tmp_path_factory):
    """The 12-bit source converted as 16 bits (JPEG and PNG) and with --bit-depth 12."""
    root = tmp_path_factory.mktemp("dark")
    src = F.twelve_bit_folder(root / "src", seed=RNG_SEED)
    outs = {}
    for name, options in (("jpeg16", ()), ("png16", ("--format", "png")),
                          ("jpeg12", ("--bit-depth", "12"))):
        outs[name] = root / name
        _convert(src, outs[name], "--size", "32", *options)
    return outs


@pytest.mark.parametrize("name", ["jpeg16", "png16"])
def test_twelve_bit_images_converted_as_16_bits_are_said_to_be_almost_black(twelve_bit,
                                                                              name):
    code, out, err = _inspect(twelve_bit[name])
    assert code == 0, err   # the files are intact: the exit code says so
    assert "Every" not in out
    warning = next(line for line in out.splitlines() if line.startswith("WARNING: "))
    assert warning.startswith("WARNING: Most images in these files are almost black (8 of 8 "
                              "looked at; brightest value 1"), warning
    assert warning.endswith("If they came from a 12-bit camera, convert the source again "
                            "with --bit-depth 12."), warning

    code, out, err = _inspect(twelve_bit[name], "--json", "--samples", "0")
    doc = json.loads(out)
    assert doc["summary"]["images_looked_at"] == 8 and doc["summary"]["almost_black"] == 8
    [w] = doc["warnings"]
    assert w["reason_code"][0] == "inspect.dark", w
    assert w["reason_code"][1]["n"] == "8" and w["reason_code"][1]["m"] == "8"
    assert int(w["reason_code"][1]["v"]) <= D.DARK_MAX   # 15, or 16 after JPEG's ringing


def test_the_same_images_converted_with_bit_depth_12_are_not(twelve_bit):
    code, out, err = _inspect(twelve_bit["jpeg12"], "--json", "--samples", "0")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["warnings"] == []
    assert doc["summary"]["images_looked_at"] == 8 and doc["summary"]["almost_black"] == 0
    code, out, _ = _inspect(twelve_bit["jpeg12"])
    assert "WARNING" not in out and "almost black" not in out


def _photo(h: int, w: int, rng, low: int, high: int) -> np.ndarray:
    y, x = np.mgrid[0:h, 0:w]
    shade = low + (high - low) * (x + y) / (w + h - 2)
    rgb = np.stack([shade, shade * 0.8, shade * 0.6], -1) + rng.normal(0, 2, (h, w, 3))
    return np.clip(rgb, 0, 255).astype(np.uint8)


def test_dark_but_real_photos_are_not_said_to_be_almost_black(tmp_path):
    rng = np.random.default_rng(RNG_SEED)
    src = tmp_path / "src"
    for i in range(3):   # night: a dark street under its lamps
        night = _photo(48, 64, rng, 2, 14)
        for cy, cx in ((10, 8 + 20 * i), (30, 50 - 9 * i)):
            night[cy - 2:cy + 2, cx - 2:cx + 2] = (255, 230, 160)
        F.write(src / "night" / f"n{i}.jpg", F.encode(Image.fromarray(night), "JPEG"))
    for i in range(3):   # underexposed: dark all over, but not black
        F.write(src / "dim" / f"d{i}.jpg",
                F.encode(Image.fromarray(_photo(48, 64, rng, 3, 45 + 5 * i)), "JPEG"))
    # one almost black frame among them (a lens cap): one is not "most"
    F.write(src / "dim" / "cap.jpg",
            F.encode(Image.fromarray(_photo(48, 64, rng, 0, 8)), "JPEG"))
    out = tmp_path / "out"
    _convert(src, out, "--size", "64x48")
    code, text, err = _inspect(out, "--json", "--samples", "0")
    assert code == 0, err
    doc = json.loads(text)
    assert doc["summary"]["images_looked_at"] == 7 and doc["summary"]["almost_black"] == 1
    assert doc["warnings"] == []


def test_a_segmentation_datasets_masks_are_not_looked_at(tmp_path):
    rng = np.random.default_rng(RNG_SEED)
    src = tmp_path / "seg"
    for i in range(4):   # bright photos; class masks of values 0-3 (almost black as images)
        F.write(src / "images" / f"s{i}.png",
                F.encode(Image.fromarray(_photo(24, 32, rng, 60, 220)), "PNG"))
        mask = np.zeros((24, 32), np.uint8)
        mask[4:12, 6:20], mask[14:22, 2:10], mask[2:8, 24:30] = 1, 2, 3
        F.write(src / "masks" / f"s{i}.png", F.encode(Image.fromarray(mask, "L"), "PNG"))
    out = tmp_path / "out"
    _convert(src, out, "--size", "32x24")
    code, text, err = _inspect(out, "--json", "--samples", "0")
    assert code == 0, err
    doc = json.loads(text)
    assert doc["files"][0]["task"] == "segmentation"
    assert D.picture_key({"image/segmentation/class/encoded": ("bytes", [b"\x89PNG\r\n\x1a\n"])}
                         ) is None
    # the 4 photos were looked at, and only they (with the masks: 4 of 8 almost black)
    assert doc["summary"]["images_looked_at"] == 4 and doc["summary"]["almost_black"] == 0
    assert doc["warnings"] == []


# --- what is decoded, and what counts ------------------------------------------------------


def _png(arr: np.ndarray, mode: str | None = None) -> bytes:
    buf = io.BytesIO()
    Image.fromarray(arr, mode).save(buf, "PNG")
    return buf.getvalue()


def test_what_counts_as_an_almost_black_picture():
    rng = np.random.default_rng(RNG_SEED)
    dark = _photo(16, 16, rng, 0, 15)
    assert D.brightest(_png(dark)) == int(dark.max()) <= D.DARK_MAX
    assert D.brightest(_png(_photo(16, 16, rng, 0, 200))) > D.DARK_MAX
    mask = np.zeros((16, 16), np.uint8)
    mask[4:8, 4:8] = 1
    assert D.brightest(_png(mask, "L")) is None   # a binary mask: not a picture
    palette = Image.fromarray(dark[..., 0], "L").convert("P")
    buf = io.BytesIO()
    palette.save(buf, "PNG")
    assert D.brightest(buf.getvalue()) is None    # a palette image (VOC's class masks)
    assert D.brightest(F.png16(np.full((8, 8), 4000, np.uint16))) is None   # 16 bits
    assert D.brightest(b"\x89PNG\r\n\x1a\n broken") is None
    assert D.dark_sentence([15, 14, 200]) == ""             # 2 of 3: not most
    assert D.dark_sentence([15, 14, 13, 200]) == (   # 3 of 4
        "Most images in these files are almost black (3 of 4 looked at; brightest value 15 "
        "of 255). If they came from a 12-bit camera, convert the source again with "
        "--bit-depth 12")
    assert D.dark_sentence([9]).startswith("Most images in these files are almost black (1 "
                                           "of 1 looked at; brightest value 9 of 255)")
    assert D.dark_sentence([]) == ""
    # brighter than 12 bits can be (19 of 255: ~5,000 of 65,535): never advise fewer bits
    # than the data has (they would cut its bright values off); 17 may be 12-bit JPEG's
    assert D.dark_sentence([19, 12, 18]).endswith(
        "brightest value 19 of 255). If they came from a 14-bit camera, convert the source "
        "again with --bit-depth 14")
    assert D.dark_sentence([17, 3]).endswith("--bit-depth 12")


def test_the_pictures_looked_at_are_few_and_spread_over_the_files(tmp_path):
    assert D.quotas(1) == [24] and D.quotas(5) == [5, 5, 5, 5, 4]
    spread = D.quotas(100)
    picked = [i for i, q in enumerate(spread) if q]   # one image from each of 24 files,
    assert sum(spread) == 24 and len(picked) == 24   # from first to last
    assert picked[0] == 0 and picked[-1] >= 95 and max(b - a for a, b in zip(
        picked, picked[1:], strict=False)) <= 5
    rng = np.random.default_rng(RNG_SEED)
    bright, dark = _png(_photo(8, 8, rng, 100, 250)), _png(_photo(8, 8, rng, 0, 12))

    def shard(path, pictures):
        path.write_bytes(b"".join(frame(encode_example({"image/encoded": [p]}))
                                  for p in pictures))
        return path

    # 200 records, bright then dark: the pictures looked at come from both halves
    one = ins.inspect_file(str(shard(tmp_path / "a.tfrecord", [bright] * 100 + [dark] * 100)))
    assert len(one.brightness) == D.MAX_LOOKED
    assert 8 <= sum(v <= D.DARK_MAX for v in one.brightness) <= 16, one.brightness
    many = tmp_path / "many"
    many.mkdir()
    for i in range(30):
        shard(many / f"data-{i:05d}-of-00030.tfrecord", [dark] * 3)
    report = ins.inspect_paths([str(many)], samples=0)
    assert len(report.brightness) == D.MAX_LOOKED
    assert len(report.warnings()) == 1
