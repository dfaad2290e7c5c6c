"""A file damaged inside (not cut short) is skipped with a sentence of ours on every path:
the window's scan (engine.codecs.scan_checks), `engine scan`, `engine scan --thorough`,
and the run, default and --exact; never with Pillow's or its libraries' own words, which
no translation has ("cannot decode GIF: index out of range" in a Japanese window), and
the rest of the folder converts. A whole file (a GIF ending in its trailer, a BMP as long
as its header's file size) that Pillow found "truncated", or whose header points past its
end, is damaged, not "cut short"; the same files cut short stay so. The files:
tests/engine/damaged_files.py."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from PIL import Image

from engine.codecs.scan_checks import check_file
from engine.reason_codes import describe
from tests.engine.conftest import ROOT, run_cli
from tests.engine.damaged_files import CUT, DAMAGED, LIBRARY_WORDS

#: Pillow's own pixel limit, which the window's process keeps (the engine lifts it).
PILLOW_LIMIT = 89_478_485


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    src = tmp_path_factory.mktemp("damaged") / "src"
    (src / "a").mkdir(parents=True)
    for name, (data, _code) in DAMAGED.items():
        (src / "a" / name).write_bytes(data)
    for i in range(2):   # the images that convert
        Image.new("RGB", (20, 20), (90 * i, 40, 200)).save(src / "a" / f"good{i}.png")
    return src


def _human(reason: str) -> str:
    """The reason's code, after checking it carries no library words."""
    assert not [w for w in LIBRARY_WORDS if w.lower() in reason.lower()], reason
    code, _params = describe(reason)
    assert code not in ("", "file.cannot_decode", "file.corrupt_header",
                        "file.decoder_error"), reason
    return code


#: --format original stored the GIFs, the TIFF and the WebP whose picture data is damaged
#: (Pillow's verify() reads none of it): the readers failed on them after the run.
@pytest.mark.parametrize("options", [[], ["--exact"], ["--format", "original"]],
                         ids=["default", "exact", "original"])
def test_the_run_skips_each_damaged_file_in_our_words_and_converts_the_rest(
        source, tmp_path, options):
    code, events, err = run_cli("convert", str(source), "--out", str(tmp_path / "out"),
                                "--workers", "1", "--events", "jsonl", *options)
    assert code == 0, err
    failed = {os.path.basename(e["path"]): e for e in events if e["type"] == "item_failed"}
    assert {name: _human(e["reason"]) for name, e in failed.items()} == \
        {name: want for name, (_data, want) in DAMAGED.items()}
    assert {name: e["code"] for name, e in failed.items()} == \
        {name: want for name, (_data, want) in DAMAGED.items()}
    summary = next(e for e in events if e["type"] == "run_finished")["summary"]
    assert summary["written"] == 2


def _scan(source, *options: str) -> dict[str, str]:
    """{file name: reason} of the problems `engine scan` lists."""
    proc = subprocess.run([sys.executable, "-m", "engine", "scan", str(source), "--all",
                           *options], capture_output=True, text=True, timeout=180, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    found = dict(re.findall(r"^  a/(\S+): (.*)$", proc.stdout, re.M))
    assert f"{len(DAMAGED) + 2 - len(found)} images will be converted" in proc.stdout
    return found


def test_scan_thorough_says_what_the_run_says(source):
    found = _scan(source, "--thorough")
    assert {name: _human(why) for name, why in found.items()} == \
        {name: want for name, (_data, want) in DAMAGED.items()}


def test_the_quick_scans_say_what_they_find_in_our_words(source, monkeypatch):
    """The cheap checks find what a header shows (not the damaged picture data, which
    only decoding shows: --thorough); what they find is said in our words. The window
    keeps Pillow's pixel limit: a GIF whose frame lies far beyond its screen, which
    Pillow's GIF opener refuses in its own words ("... could be decompression bomb DOS
    attack"), is said as the run says it."""
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", PILLOW_LIMIT)
    window = {name: check_file(str(source / "a" / name)) for name in DAMAGED}
    said = {name: _human(c.problem) for name, c in window.items() if c.problem}
    assert said == {name: code for name, (code, _p) in
                    ((n, (c.code, c.params)) for n, c in window.items() if c.problem)}
    assert said["far_frame.gif"] == "file.too_many_pixels"
    assert said["compression.bmp"] == said["header.webp"] == "file.damaged_header"
    quick = _scan(source)
    assert {name: _human(why) for name, why in quick.items()} == said


def test_the_same_files_really_cut_short_stay_cut_short(tmp_path):
    """The whole-but-damaged GIFs and BMPs above, cut short as well: the run, `engine scan`
    (quick and --thorough) and the window's scan say "cut short" (or "truncated or
    incomplete", Pillow's count of a GIF missing only its trailer), never "damaged"."""
    src = tmp_path / "src"
    (src / "a").mkdir(parents=True)
    for name, (data, _code) in CUT.items():
        (src / "a" / name).write_bytes(data)
    Image.new("RGB", (20, 20), (90, 40, 200)).save(src / "a" / "good.png")
    code, events, err = run_cli("convert", str(src), "--out", str(tmp_path / "out"),
                                "--workers", "1", "--events", "jsonl")
    assert code == 0, err
    want = {name: code for name, (_data, code) in CUT.items()}
    assert {os.path.basename(e["path"]): e["code"] for e in events
            if e["type"] == "item_failed"} == want
    proc = subprocess.run([sys.executable, "-m", "engine", "scan", str(src), "--all",
                           "--thorough"], capture_output=True, text=True, timeout=180,
                          cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    found = dict(re.findall(r"^  a/(\S+): (.*)$", proc.stdout, re.M))
    assert {name: describe(why)[0] for name, why in found.items()} == want
    window = {name: check_file(str(src / "a" / name)).code for name in CUT}
    assert window == {name: c if c == "file.iso_cut" else "" for name, c in want.items()}


def _tiff_4x4(width_type: int = 3, tiled: bool = False) -> bytes:
    """A 4x4 grey TIFF (one strip, or one tile) built by hand: its width of TIFF type
    ``width_type`` (3: SHORT; 5: RATIONAL, no whole number), its tile width RATIONAL."""
    import struct
    entries = [(256, width_type, 4), (257, 3, 4), (258, 3, 8), (259, 3, 1), (262, 3, 1)]
    entries += [(322, 5, 0), (323, 3, 4), (324, 4, 200), (325, 4, 16)] if tiled else \
        [(273, 4, 200), (278, 3, 4), (279, 4, 16)]
    ifd = struct.pack("<H", len(entries))
    for tag, kind, value in sorted(entries):
        ifd += struct.pack("<HHIHH" if kind == 3 else "<HHII", tag, kind, 1,
                           *((value, 0) if kind == 3 else (180 if kind == 5 else value,)))
    head = (b"II*\x00" + struct.pack("<I", 8) + ifd + b"\0\0\0\0").ljust(180, b"\0")
    return (head + struct.pack("<II", 4, 1)).ljust(200, b"\0") + bytes(range(16))


@pytest.mark.parametrize("tiled", [False, True], ids=["width", "tile width"])
def test_a_tiff_whose_size_is_no_whole_number_is_damaged_inside(tiled):
    """Pillow's "Invalid dimensions" and "Invalid tile dimensions" (a ValueError, which
    Image.open lets through) of the first page: said as a picture's broken description."""
    from engine.codecs import imaging
    from engine.errors import ImageError
    im, _ = imaging.open_image(_tiff_4x4(), 10**8)   # (as built: a sound TIFF)
    assert im.size == (4, 4)
    with pytest.raises(ImageError) as e:
        imaging.open_image(_tiff_4x4(3 if tiled else 5, tiled), 10**8)
    assert describe(str(e.value)) == ("file.damaged_frame", {"format": "TIFF"})
