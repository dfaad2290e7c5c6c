"""Crash points of the kinds of run test_crash_points does not enumerate, at the steps
where their side files and journal disagree for a moment (TFRS_CRASH_AT_STEP,
engine.run.writer.step): an annotated source (Pascal VOC boxes, with a box past its
image's edge for objects.csv and an image that cannot be read for rejected.csv) killed
with one shard journalled, with its label map written but not its manifest, and with its
manifest but not objects.csv; a `--cluster local:1` run killed with everything but the
journal's deletion done (its --resume on the cluster has nothing left to convert). The
folder left is finished by `--resume`; that --resume, killed at the same step of its own
and resumed once more, finishes it too: byte for byte as an uninterrupted run leaves it.

A hunt killed every step of VOC, CVAT, box CSV, COCO (masks, polygons as segmentation),
multi-label CSV and mask-folder runs (and VOC cropped by real workers, VOC and class
folders on a local cluster, a cluster run resumed locally, VOC's --resume killed at each
of its steps) and found no folder that differs: these are the windows kept under test,
cheaply (one warm interpreter forks every run, tests/engine/forkrunner.py).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from engine.output_state import MANIFEST
from engine.run import journal, writer
from tests.engine import annotated_data as A
from tests.engine import imagefactory as F
from tests.engine.interrupted import assert_same_output

VOC_OPTS = ["--format", "original", "--workers", "1", "--shards", "3", "--no-shuffle"]
CLUSTER_OPTS = [*VOC_OPTS[:-1], "--cluster", "local:1"]


@pytest.fixture(scope="module")
def voc(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("voc") / "src"
    A.make_voc(str(root))
    A.save_image(str(root / "JPEGImages" / "g.png"), (100, 80), 1, [("cat", (10, 10, 50, 50))])
    (root / "Annotations" / "g.xml").write_text(   # the box runs past the edge: clipped
        "<annotation><filename>g.png</filename><size><width>100</width><height>80</height>"
        "<depth>3</depth></size><object><name>cat</name><bndbox><xmin>11</xmin><ymin>11"
        "</ymin><xmax>150</xmax><ymax>50</ymax></bndbox></object></annotation>")
    (root / "JPEGImages" / "f.jpg").write_bytes(b"not an image\n")
    (root / "Annotations" / "f.xml").write_text(
        (root / "Annotations" / "b.xml").read_text().replace("b.png", "f.jpg"))
    return root


def _steps(log: str) -> list[str]:
    """What each step of a run listing them (TFRS_CRASH_AT_STEP=-1) does, step 1 first."""
    return [what for _, what in re.findall(r"^TFRS step (\d+): (.*)$", log, re.MULTILINE)]


def _step(steps: list[str], what: str, name: str) -> int:
    """The number of the first step doing ``what`` to the file ``name`` of the output
    folder."""
    found = [k for k, s in enumerate(steps, 1)
             if s.startswith(what) and Path(s[len(what):].strip()).name == name]
    assert found, f"no step {what} {name}: {steps}"
    return found[0]


#: the windows: (the step the crash comes just before, the file it is done to)
WINDOWS = {
    "one shard journalled": ("", journal.JOURNAL),   # just after the first journal entry
    "label map, no manifest": ("rename to", MANIFEST),
    "manifest, no objects.csv": ("rename to", "objects.csv"),
    "all but the journal's deletion": ("delete", journal.JOURNAL),
}


def _crash_step(steps: list[str], window: str) -> int:
    what, name = WINDOWS[window]
    if not what:
        return _step(steps, "append to", name) + 1
    return _step(steps, what, name)


def _reference(runner, src: Path, out: Path, opts: list[str]) -> list[str]:
    """An uninterrupted run into ``out``, listing its steps; the steps."""
    code, log = runner.run(src, out, *opts, crash_at=-1)
    assert code == 0, log
    return _steps(log)


def _killed_resumed_twice(runner, src: Path, out: Path, opts: list[str], ref: Path,
                          window: str, steps: list[str], same=assert_same_output) -> None:
    """``out`` killed at ``window``; --resume: the same output as ``ref``. Then that
    folder's --resume killed at the same window of its own steps, and --resume again:
    the same output too."""
    k = _crash_step(steps, window)
    code, log = runner.run(src, out, *opts, crash_at=k)
    assert code == writer.CRASH_EXIT, f"{window}: exit {code}\n{log}"
    assert f"exiting before {steps[k - 1]}".replace(str(ref), str(out)) in log, log
    crashed = out.parent / "crashed"
    shutil.copytree(out, crashed, symlinks=True)
    code, log = runner.run(src, out, *opts, "--resume", crash_at=-1)
    assert code == 0, f"{window} + --resume: exit {code}\n{log}"
    same(out, ref, f"{window} + --resume")
    again = _steps(log)
    shutil.rmtree(out)
    shutil.copytree(crashed, out, symlinks=True)
    j = _crash_step(again, window)
    code, log = runner.run(src, out, *opts, "--resume", crash_at=j)
    assert code == writer.CRASH_EXIT, f"{window}, --resume killed at {j}: exit {code}\n{log}"
    code, log = runner.run(src, out, *opts, "--resume")
    assert code == 0, f"{window} twice + --resume: exit {code}\n{log}"
    same(out, ref, f"{window} twice + --resume")


@pytest.fixture(scope="module")
def voc_reference(runner, voc, tmp_path_factory) -> tuple[Path, list[str]]:
    out = tmp_path_factory.mktemp("vocref") / "out"
    steps = _reference(runner, voc, out, VOC_OPTS)
    # the files whose windows are tested exist: the run found a clipped box and a failure
    assert (out / "objects.csv").exists() and (out / "label_map.pbtxt").exists()
    assert [r["path"] for r in F.rejected_rows(out)] == [str(voc / "JPEGImages" / "f.jpg")]
    return out, steps


@pytest.mark.parametrize("window", ["one shard journalled", "label map, no manifest",
                                    "manifest, no objects.csv"])
def test_a_voc_run_killed_in_its_side_files_resumes_identically(runner, voc, voc_reference,
                                                                 tmp_path, window):
    ref, steps = voc_reference
    _killed_resumed_twice(runner, voc, tmp_path / "out", VOC_OPTS, ref, window, steps)


@pytest.fixture(scope="module")
def cluster_reference(runner, tmp_path_factory) -> tuple[Path, Path, list[str]]:
    """Class folders (one file not an image) and a cluster run's folder of them, its steps."""
    pytest.importorskip("distributed")
    src = tmp_path_factory.mktemp("cluster") / "src"
    for i in range(6):
        F.write(src / "ab"[i % 2] / f"{i:02d}.jpg", F.encode(F.noise(24, 24, i), "JPEG"))
    F.write(src / "b" / "notes.jpg", b"not an image\n")
    ref = src.parent / "ref"
    return src, ref, _reference(runner, src, ref, CLUSTER_OPTS)


def test_a_cluster_run_killed_resumes_identically(runner, cluster_reference, tmp_path):
    """Killed with every shard committed and its manifest written: its --resume on the
    cluster has nothing left to convert."""
    src, ref, steps = cluster_reference
    _killed_resumed_twice(runner, src, tmp_path / "out", CLUSTER_OPTS, ref,
                          "all but the journal's deletion", steps)
