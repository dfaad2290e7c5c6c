"""Usage errors of the command line as a new user meets them (a walk's session 29):
`--size 160 x 120` (as the window's Size field accepts it) said "unrecognized arguments:
x 120" under the program's usage, and a missing --out printed convert's 20-line usage
before the error."""

from __future__ import annotations

import json
import subprocess

import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine.option_rules import parse_size
from engine.output_state import MANIFEST


def _engine(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([F.PYTHON, "-m", "engine", *argv], cwd=F.ROOT,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          timeout=180)


@pytest.mark.parametrize("words", [["160", "x", "120"], ["160", "X", "120"],
                                   ["160", "×", "120"], ["160x", "120"], ["160", "x120"],
                                   ["160", "×120"]])
def test_a_size_typed_as_words_is_told_how_to_write_it(words, tmp_path):
    out = tmp_path / "out"
    r = _engine("convert", str(tmp_path), "--out", str(out), "--size", *words)
    assert r.returncode == 2
    assert r.stderr.splitlines() == [
        'python -m engine convert: error: --size is one word: write --size 160x120 (or in '
        'quotes: --size "160 x 120")', "(the options: python -m engine convert --help)"]
    assert not out.exists()
    # the same with --size=160
    r = _engine("convert", str(tmp_path), "--out", str(out), f"--size={words[0]}", *words[1:])
    assert r.returncode == 2 and "write --size 160x120" in r.stderr, r.stderr


def test_a_size_the_window_accepts_is_accepted(make_dataset, tmp_path):
    src = make_dataset({"cat": 2, "dog": 1}, size=(40, 30))
    out = tmp_path / "out"
    r = _engine("convert", str(src), "--out", str(out), "--size", "160 x 120", "--workers",
                "1", "--events", "none")
    assert r.returncode == 0, r.stderr
    image = json.loads((out / MANIFEST).read_text())["options"]["image"]
    assert (image["width"], image["height"]) == (160, 120)
    for text in ("160x120", "160X120", "160×120", "160 × 120", " 160x120 "):
        assert parse_size(text) == (160, 120), text


def test_a_missing_out_is_said_first_and_short(tmp_path):
    r = _engine("convert", str(tmp_path))
    assert r.returncode == 2
    assert r.stderr.splitlines() == [
        "python -m engine convert: error: --out DIR is required: folder for the output files",
        "(the options: python -m engine convert --help)"], r.stderr
    r = _engine("convert")
    assert r.returncode == 2 and "usage:" not in r.stderr
    assert r.stderr.splitlines()[0] == \
        "python -m engine convert: error: SOURCE and --out DIR are required", r.stderr


def test_a_word_too_many_is_said_by_its_command(tmp_path):
    # argparse said it under the program's usage ("python -m engine [-h] [--version]
    # COMMAND ..."), as if the command had not been understood
    r = _engine("convert", str(tmp_path), "--out", str(tmp_path / "o"), "extra")
    assert r.returncode == 2 and "usage:" not in r.stderr
    assert r.stderr.splitlines()[0] == \
        "python -m engine convert: error: unrecognized arguments: extra", r.stderr
