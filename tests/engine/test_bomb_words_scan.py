"""An image above Pillow's own pixel limit ("decompression bomb") is said in the run's
sentence by the pre-run scan: the window's (engine.codecs.scan_checks.check_file, in a
process that keeps Pillow's limit) and `engine scan`'s text, for every format family
(tests/engine/bomb_files.py), with the run's code and parameters so that the window says
it in its language. The scan said "corrupt WEBP header: Image size (256000000 pixels)
exceeds limit of 178956970 pixels, could be decompression bomb DOS attack.; copy it again
from the original" of a 16000x16000 WebP the run refuses as "image is 16000x16000 = 256
megapixels, above the --max-pixels limit of 100 MP (...)"; and, with --max-pixels raised
above Pillow's limit, the same of a WebP or GIF the run converts."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from PIL import Image

from engine.codecs.scan_checks import check_file
from engine.reason_codes import describe
from tests.engine.bomb_files import (
    BOMBS,
    PILLOW_LIMIT,
    PILLOW_SMALL,
    SMALL,
    ours,
    source,
    the_runs,
)
from tests.engine.conftest import ROOT


@pytest.fixture(scope="module")
def bombs(tmp_path_factory):
    return source(tmp_path_factory.mktemp("bombs") / "src")


def test_the_windows_scan_says_the_runs_sentence_of_every_bomb(bombs, monkeypatch):
    """The window's process keeps Pillow's limit (nothing there turned it off)."""
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", PILLOW_LIMIT)
    checks = {name: check_file(str(bombs / "a" / name)) for name in BOMBS}
    assert {name: ours(c.problem) for name, c in checks.items()} == \
        {name: the_runs(name) for name in BOMBS}
    for name, c in checks.items():
        assert (c.code, c.params) == describe(the_runs(name)), name
        assert c.code == "file.too_many_pixels" and c.is_image, name
        w, h = BOMBS[name][1]
        assert c.params["size"] == f"{w}x{h}" and c.params["limit"] == "100", name


def test_the_windows_scan_says_the_raised_limit_of_a_bomb_above_it(bombs, monkeypatch):
    """A --max-pixels raised above Pillow's limit, and still below the file's claim: the
    run's sentence names the raised limit (the WebP's said Pillow's)."""
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", PILLOW_LIMIT)
    limit = 250_000_000
    said = {name: ours(check_file(str(bombs / "a" / name), max_pixels=limit).problem)
            for name in ("lossless.webp", "lossy.webp", "canvas.webp", "far_frame.gif")}
    assert said == {name: the_runs(name, limit) for name in said}


def test_the_windows_scan_opens_what_a_raised_limit_lets_through(tmp_path, monkeypatch):
    """Images above Pillow's limit (lowered here to pictures of 60x60) but within the run's
    --max-pixels are images to the scan, as the run converts them: a WebP and a GIF whose
    frame enlarges its screen were "corrupt WEBP/GIF header: Image size (...) exceeds
    limit ...", whose openers check Pillow's limit themselves."""
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", PILLOW_SMALL)
    for name, data in SMALL.items():
        (tmp_path / name).write_bytes(data)
    checks = {name: check_file(str(tmp_path / name)) for name in SMALL}
    assert {name: c.problem for name, c in checks.items()} == dict.fromkeys(SMALL, "")
    assert all(c.is_image and c.aspect > 0 for c in checks.values()), checks


def test_engine_scan_lists_every_bomb_in_the_runs_sentence(bombs):
    """`engine scan`'s process kept Pillow's limit too: its list said the WebPs in
    Pillow's words."""
    proc = subprocess.run([sys.executable, "-m", "engine", "scan", str(bombs), "--all"],
                          capture_output=True, text=True, timeout=180, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    found = dict(re.findall(r"^  a/(\S+): (.*)$", proc.stdout, re.M))
    assert {name: ours(why) for name, why in found.items()} == \
        {name: the_runs(name) for name in BOMBS}
    assert "2 images will be converted" in proc.stdout
