"""A run cancelled before any shard was complete keeps nothing: its Summary said "Written:
0" beside "Object problems: 1 object left out or clipped" (the scan's, of the whole
source) and "Mean throughput: 16.4 images/s" (of images converted into the shard the
cancel removed). Its object problems are now those of the shards kept (none), in the
summary and the manifest alike, and the rate says that it counts the removed images. A
real engine run of a YOLO source whose one clipped box is in the shard the cancel removed."""

from __future__ import annotations

import pytest
from studio_fixtures import model_of_run, summary_of_run

from engine import protocol as P
from gui.i18n import number
from tests.engine import imagefactory as F

CLIPPED = {"box extends outside the image": 1}


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    """300 noise JPEGs with a box each; the first one's reaches past the right edge."""
    root = tmp_path_factory.mktemp("cancelled") / "yolo"
    for i in range(300):
        F.write(root / "images" / "train" / f"{i:05d}.jpg",
                F.encode(F.noise(160, 160, i), "JPEG", quality=90))
        box = "0 0.95 0.5 0.3 0.2" if i == 0 else "0 0.5 0.5 0.2 0.2"
        F.write(root / "labels" / "train" / f"{i:05d}.txt", (box + "\n").encode())
    (root / "data.yaml").write_text("path: .\ntrain: images/train\nnames:\n  0: cat\n")
    return root


def _argv(src, out, *extra, shards: int = 1):
    return F.engine_argv(src, out, "--shards", str(shards), "--workers", "1", "--size", "64",
                         "--no-shuffle", *extra)


def test_a_finished_run_counts_the_clipped_box(qtbot, source, tmp_path):
    code, events, err = F.run_engine(_argv(source, tmp_path / "out"))
    assert code == 0, err
    assert F.types(events, "run_finished")[-1]["summary"]["object_problems"] == CLIPPED
    panel = summary_of_run(qtbot, events, code)
    assert panel.values["objects"].isVisibleTo(panel)
    assert panel.values["rate"].text().endswith(" images/s")


def test_a_cancel_that_kept_nothing_has_no_object_problems(qtbot, source, tmp_path):
    out = tmp_path / "out"
    code, eng = F.cancel_when(_argv(source, out), lambda e: e["type"] == "batch_written")
    assert code == P.EXIT_CANCELLED, eng.stderr()
    assert not F.shard_names(out), "the machine finished the shard before the cancel"
    summary = F.types(eng.events, "run_finished")[-1]["summary"]
    assert summary["written"] == 0 and summary["removed"] > 0
    # of the shards kept: none (the manifest, which a folder opened again reads, agrees)
    assert summary["object_problems"] == {}
    assert F.manifest(out)["annotations"]["object_problems"] == {}
    panel = summary_of_run(qtbot, eng.events, code)
    assert panel.headline.text().startswith("Cancelled before any shard was complete, so "
                                            "no shard was kept.")
    # "nothing was kept" beside labels.txt, rejected.csv, the log and the journal: the
    # folder's other files are named (the walk)
    panel.set_run(str(out), "")
    panel.show_model(model_of_run(eng.events, code))
    left = sorted(p.name for p in out.iterdir() if not p.name.startswith("."))
    assert "labels.txt" in left and "tfrecord_studio.json" in left, left
    assert panel.headline.text().endswith(
        "The folder holds only the run's other files: " + ", ".join(left) + "."), left
    assert panel.values["written"].text() == "0"
    assert not panel.values["objects"].isVisibleTo(panel)
    rate = panel.values["rate"].text()
    assert rate.endswith(f" images/s, counting the {number(summary['removed'])} converted "
                         "images of the unfinished shard that was removed"), rate


def test_a_cancel_counts_the_object_problems_of_the_shards_it_kept(source, tmp_path):
    """The first of 4 shards holds the clipped box (no shuffle): kept, it is counted."""
    out = tmp_path / "out"
    code, eng = F.cancel_when(_argv(source, out, shards=4),
                              lambda e: e["type"] == "shard_written")
    assert code == P.EXIT_CANCELLED, eng.stderr()
    summary = F.types(eng.events, "run_finished")[-1]["summary"]
    assert 0 < summary["shards"] < 4, summary
    assert summary["object_problems"] == CLIPPED
    assert F.manifest(out)["annotations"]["object_problems"] == CLIPPED


def test_a_run_that_kept_no_image_shows_no_object_problems(qtbot):
    # the walk: "Cancelled before any image was written" above "Object problems: 1 object
    # removed or clipped" (the scan's, of the whole source): no dataset has them
    cancelled = [{"type": "run_started", "t": 0.0},
                 {"type": "run_finished", "t": 1.0, "status": "cancelled",
                  "summary": {"written": 0, "shards": 0, "object_problems": CLIPPED}}]
    panel = summary_of_run(qtbot, cancelled, P.EXIT_CANCELLED)
    assert panel.headline.text() == ("Cancelled before any image was written: no shard was "
                                     "written.")
    assert not panel.values["objects"].isVisibleTo(panel)
    kept = [dict(cancelled[0]), {"type": "run_finished", "t": 1.0, "status": "cancelled",
                                 "summary": {"written": 3, "shards": 1,
                                             "object_problems": CLIPPED}}]
    panel = summary_of_run(qtbot, kept, P.EXIT_CANCELLED)
    assert panel.values["objects"].isVisibleTo(panel)
