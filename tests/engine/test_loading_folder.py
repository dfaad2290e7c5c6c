"""Every "How to load" snippet builds its paths from FOLDER: an engineer who copies the
dataset elsewhere edits that one line, and the snippet reads the copy (it globbed the
literal path before, so the copy loaded as an empty dataset, silently); with FOLDER
naming a folder without the shards, the tf.data and PyTorch snippets fail loudly."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys

import pytest

from engine import protocol
from engine.config import ConvertConfig, ImageOptions
from engine.events import Emitter
from engine.records.loading import how_to_load
from engine.run.pipeline import Converter
from tests.engine import imagefactory as F
from tests.engine.snippet_run import python

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def moved(tmp_path_factory):
    """(the snippets of a dataset, written for the folder it was converted into; the copy
    they are pointed at, the original gone)."""
    base = tmp_path_factory.mktemp("moved")
    for i in range(6):
        F.write(base / "src" / ("cat", "dog")[i % 2] / f"{i}.png",
                F.encode(F.noise(20, 16, i), "PNG"))
    out = base / "dataset"
    cfg = ConvertConfig(source=str(base / "src"), out=str(out), workers=1, num_shards=2,
                        image=ImageOptions(width=16, height=16, format="png"))
    assert Converter(cfg, Emitter("none")).run().exit_code == protocol.EXIT_OK
    snippets = {e["id"]: e["code"] for e in how_to_load(str(out), F.manifest(out))}
    copy = base / "received"
    shutil.copytree(out, copy)
    shutil.rmtree(out)
    return snippets, str(out), str(copy)


def _pointed_at(code: str, old: str, new: str) -> str:
    """The snippet with its FOLDER line edited (only that line), as an engineer would."""
    line = f"FOLDER = {json.dumps(old)}\n"
    assert code.count(line) == 1, code
    edited = code.replace(line, f"FOLDER = {json.dumps(new)}\n")
    assert old not in edited, edited   # no other path of the old folder is left
    return edited


@pytest.mark.parametrize("which", ["tf.data", "tfds", "pytorch", "dali", "model_garden"])
def test_every_snippet_names_the_folder_once(moved, which):
    snippets, old, _ = moved
    code = snippets[which]
    assert code, which
    assert len(re.findall(re.escape(old), code)) == 1, code
    compile(code, which, "exec")


def test_the_tf_data_snippet_reads_the_copy_when_folder_is_edited(moved):
    snippets, old, copy = moved
    code = _pointed_at(snippets["tf.data"], old, copy)
    report = "\nprint(sum(int(tf.shape(i)[0]) for i, _ in dataset))\n"
    assert python(code + report).strip() == "6"


def test_the_tfds_snippet_reads_the_copy_when_folder_is_edited(moved):
    snippets, old, copy = moved
    code = _pointed_at(snippets["tfds"], old, copy)
    assert python(code + "\nprint(sum(1 for _ in dataset))\n").strip() == "6"


def test_the_tf_data_snippet_fails_loudly_where_there_are_no_shards(moved):
    snippets, old, _ = moved
    # left as it was: the original folder is gone (the copy is elsewhere)
    p = subprocess.run([sys.executable, "-c", snippets["tf.data"]], capture_output=True,
                       text=True, timeout=300, cwd=str(F.ROOT))
    assert p.returncode != 0
    assert f"FileNotFoundError: no train shards in {old}" in p.stderr, p.stderr[-2000:]
