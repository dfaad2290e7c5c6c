"""bench/scan_calls.py counts the scan's file-system calls for its three generated sources,
this checkout against another (here: itself), side by side. No timing asserted (DESIGN
§6.9): only that the harness works and counts what it says."""

from __future__ import annotations

import pytest

from bench import scan_calls

pytestmark = [pytest.mark.bench, pytest.mark.timeout(240)]


def test_both_sides_count_the_same_scan(tmp_path, capsys):
    repo = str(scan_calls.REPO)
    assert scan_calls.main(["--images", "60", "--data", str(tmp_path), "--before", repo]) == 0
    out = capsys.readouterr().out
    assert "| masks | masks folder listed | 1 | 1 |" in out, out
    assert "| yolo_non_ascii | label file checks per image | 1.00 | 1.00 |" in out, out
    assert "| masks | samples / set aside | 59 / 1 | 59 / 1 |" in out, out
    assert "| yolo | samples / set aside | 60 / 0 | 60 / 0 |" in out, out


def test_a_file_opened_through_its_descriptor_is_one_open(tmp_path):
    """engine.regular_files opens a user's file with os.open, then builtins.open with an
    opener that hands it that descriptor (one open of the file): each was counted, so every
    file the scan reads was two opens an image (1.97 for the mask folder's ~1)."""
    sources = scan_calls.generate(tmp_path, 20)
    counted = scan_calls.count(str(sources["masks"]))
    assert counted["samples"] == 20
    assert counted["open"] <= 20 + 2, counted   # (one an image, and classes.txt)
