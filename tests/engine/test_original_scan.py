"""`engine scan --format original` counts what `convert --format original` writes: the run
skips the files it cannot keep as they are (HEIC, AVIF, an animated WebP: TensorFlow cannot
read them back), which the scan said would convert ("9 images will be converted" over a run
that wrote 6). Each is listed with the run's own reason; TIFF, which the run keeps (with a
note in "How to load"), is not; what was written reads back with TensorFlow."""

from __future__ import annotations

import io
import re
import subprocess
from pathlib import Path

import pytest
import tensorflow as tf

from engine import protocol
from tests.engine import imagefactory as F

pytestmark = pytest.mark.e2e


def _animated_webp() -> bytes:
    frames = [F.noise(32, 24, i) for i in range(3)]
    buf = io.BytesIO()
    frames[0].save(buf, "WEBP", save_all=True, append_images=frames[1:], duration=80)
    return buf.getvalue()


def _mixed(src: Path) -> None:
    """One of each: the formats the run keeps, those it does not, and a broken JPEG."""
    import pillow_heif
    pillow_heif.register_heif_opener()
    for name, fmt in (("a.jpg", "JPEG"), ("b.png", "PNG"), ("c.gif", "GIF"), ("d.bmp", "BMP"),
                      ("e.webp", "WEBP"), ("f.tif", "TIFF")):
        F.write(src / "kept" / name, F.encode(F.noise(40, 30, len(name) + ord(name[0])), fmt))
    F.write(src / "phone" / "g.heic", F.corner_marked("HEIF", 1))
    F.write(src / "phone" / "h.avif", F.corner_marked("AVIF", 1))
    F.write(src / "phone" / "i.webp", _animated_webp())
    whole = F.encode(F.noise(320, 240, 3), "JPEG", quality=90)
    F.write(src / "phone" / "cut.jpg", whole[:len(whole) // 2])


def _scan(src: Path, *flags: str) -> tuple[int, dict[str, str]]:
    """The images the text scan says will be converted, and {path: reason} it skips."""
    r = subprocess.run([F.PYTHON, "-m", "engine", "scan", str(src), "--all", *flags],
                       cwd=F.ROOT, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                       timeout=180)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    converted = next(int(m[1]) for ln in lines
                     if (m := re.fullmatch(r"(\d+) images? will be converted", ln)))
    skipped = dict(ln.strip().split(": ", 1) for ln in lines if ln.startswith("  "))
    return converted, {str(src / p): why for p, why in skipped.items()}


def test_the_scan_counts_what_an_original_run_writes(tmp_path):
    src = tmp_path / "src"
    _mixed(src)
    converted, skipped = _scan(src, "--format", "original")
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, "--format", "original",
                                                   "--workers", "1"))
    assert code == protocol.EXIT_OK, err
    failed = {e["path"]: e["reason"] for e in events if e["type"] == "item_failed"}
    assert skipped == failed   # each file with the run's own words
    assert sorted(Path(p).name for p in failed) == ["cut.jpg", "g.heic", "h.avif", "i.webp"]
    assert failed[str(src / "phone" / "i.webp")].startswith("animated WebP cannot be stored")
    records = F.all_records(out)
    assert converted == len(records) == 6
    for r in records:   # read back as the notes on loading read them (TIFF: they name it)
        if r["image/format"] != b"tiff":
            image = tf.io.decode_image(r["image/encoded"], expand_animations=False)
            assert image.shape[:2] == (30, 40), r["image/filename"]

    # the other formats convert them: the scan says so, and lists the broken file alone
    assert _scan(src) == (9, {str(src / "phone" / "cut.jpg"): failed[str(src / "phone" /
                                                                          "cut.jpg")]})


def test_the_scan_at_original_lists_no_16_bit_layout(tmp_path):
    """--bit-depth refuses 16-bit layouts when it decodes them; the original files are not
    decoded, so the run keeps them (and the scan listed them as skipped)."""
    src = tmp_path / "src"
    F.deep_layouts(src)
    assert _scan(src, "--bit-depth", "12", "--format", "original") == (7, {})
    code, events, err = F.run_engine(F.engine_argv(src, tmp_path / "out", "--format",
                                                   "original", "--bit-depth", "12"))
    assert code == protocol.EXIT_OK, err
    assert [e for e in events if e["type"] == "item_failed"] == []
    assert len(F.all_records(tmp_path / "out")) == 7

