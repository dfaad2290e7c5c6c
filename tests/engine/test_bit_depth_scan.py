"""`engine scan --bit-depth N` lists the 16-bit images convert refuses at that depth (grey
with alpha, CMYK, premultiplied alpha: file.deep_layout) in the run's words, among the
images it skips: the scan said nothing of them, and the run then skipped some."""

from __future__ import annotations

import subprocess

from engine import protocol
from engine.reason_codes import describe
from tests.engine import imagefactory as F


def _scan(src, *options) -> tuple[dict, list]:
    """The scan's document and its listed images (--list)."""
    code, lines, err = F.run_engine([F.PYTHON, "-m", "engine", "scan", str(src), "--json",
                                     "--list", *map(str, options)])
    assert code == protocol.EXIT_OK, err
    return lines[0], lines[1:]


def test_the_scan_lists_what_the_run_skips_at_a_bit_depth(tmp_path):
    src = tmp_path / "src"
    refused = sorted(str(p) for p in F.deep_layouts(src))
    doc, listed = _scan(src)
    assert doc["problems"] == [] and doc["images"] == len(listed) == 7
    doc12, _ = _scan(src, "--bit-depth", "12")
    assert sorted(path for path, _why in doc12["problems"]) == refused
    assert doc12["skipped"] == 3 and doc12["set_aside"] == 0 and doc12["images"] == 7
    for (path, why), code in zip(doc12["problems"], doc12["problem_codes"], strict=True):
        kind = "PNG" if path.endswith(".png") else "TIFF"
        assert code == ["file.deep_layout", {"format": kind, "bits": "12"}]
        assert describe(why) == tuple(code)

    out = tmp_path / "out"   # the run at 12 bits skips those, in those words
    code, events, err = F.run_engine(F.engine_argv(src, out, "--bit-depth", "12", "--size",
                                                   "16", "--workers", "1"))
    assert code == protocol.EXIT_OK, err
    failed = {e["path"]: e["reason"] for e in events if e["type"] == "item_failed"}
    assert failed == {path: why for path, why in doc12["problems"]}
    assert len(F.all_records(out)) == 7 - 3

    code, events, err = F.run_engine(F.engine_argv(src, tmp_path / "out16", "--size", "16"))
    assert code == protocol.EXIT_OK, err   # at 16 bits they are converted (their top bytes)
    assert [e for e in events if e["type"] == "item_failed"] == []


def test_the_text_scan_names_them_too(tmp_path):
    src = tmp_path / "src"
    F.deep_layouts(src)
    p = subprocess.run([F.PYTHON, "-m", "engine", "scan", str(src), "--bit-depth", "10"],
                       cwd=F.ROOT, capture_output=True, stdin=subprocess.DEVNULL,
                       timeout=120, check=True)
    text = p.stdout.decode("utf-8")
    assert text.count("cannot be read (grey with alpha, CMYK or premultiplied alpha), so "
                      "--bit-depth 10 cannot be applied") == 3, text
    assert "cmyk.tif" in text and "grey_alpha.png" in text
