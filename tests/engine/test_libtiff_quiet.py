"""libtiff's own lines stay out of the run's stderr, which the window shows in its log: a
TIFF whose compressed data is damaged made libtiff write "ZIPDecode: Decoding error at
scanline 0" or "tempfile.tif: Using code not yet in table." from the worker, in English,
naming no file, beside the file's own reason (which says it, in the window's language).
The run, with one worker or several, and `engine scan --thorough` (which decodes) alike."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from PIL import Image

from tests.engine import file_kinds as K
from tests.engine.conftest import ROOT, run_cli
from tests.engine.damaged_files import flipped

#: What libtiff writes of itself (the function that found it, or Pillow's name for the file).
LIBTIFF = re.compile(r"tempfile\.tif|Decode:|TIFFFetch|TIFFVSetField|TIFFRead|not yet in "
                     r"table|scanline")


def _damaged(compression: str) -> bytes:
    data = K.encoded("TIFF", size=(64, 48), compression=compression)
    return flipped(data, *range(20, 60, 7))   # (its picture data, right after the header)


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    src = tmp_path_factory.mktemp("libtiff") / "src"
    (src / "a").mkdir(parents=True)
    (src / "a" / "zip.tif").write_bytes(_damaged("tiff_adobe_deflate"))
    (src / "a" / "lzw.tif").write_bytes(_damaged("tiff_lzw"))
    for i in range(2):
        Image.new("RGB", (20, 20), (90 * i, 40, 200)).save(src / "a" / f"good{i}.tif")
    return src


@pytest.mark.parametrize("workers", ["1", "2"])
def test_the_run_says_the_files_without_libtiff_s_lines(source, tmp_path, workers):
    code, events, err = run_cli("convert", str(source), "--out", str(tmp_path / "out"),
                                "--workers", workers, "--events", "jsonl")
    assert code == 0, err
    failed = {os.path.basename(e["path"]): e["code"] for e in events
              if e["type"] == "item_failed"}
    assert failed == {"zip.tif": "file.damaged_data", "lzw.tif": "file.damaged_data"}
    logged = [e["text"] for e in events if e["type"] == "log"]
    assert not [ln for ln in err.splitlines() + logged if LIBTIFF.search(ln)], err


def test_scan_thorough_says_them_without_libtiff_s_lines(source):
    proc = subprocess.run([sys.executable, "-m", "engine", "scan", str(source), "--all",
                           "--thorough"], capture_output=True, text=True, timeout=180,
                          cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    assert "a/zip.tif: TIFF is damaged inside" in proc.stdout, proc.stdout
    assert "a/lzw.tif: TIFF is damaged inside" in proc.stdout, proc.stdout
    assert not [ln for ln in (proc.stdout + proc.stderr).splitlines() if LIBTIFF.search(ln)], \
        proc.stderr
