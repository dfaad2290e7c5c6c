"""A run cancelled before any shard was complete kept nothing: its Summary said "Written:
0" beside "Object problems: 1 object left out or clipped" (the scan's, of the whole
source). Its object problems are those of the complete shards (none), in the summary and
the manifest alike; what was written of the unfinished shard is kept now (its images are
written, and --resume continues it with the objects it counted: the resumed dataset's
object problems are an uninterrupted run's). A real engine run of a YOLO source whose one
clipped box is in the unfinished shard."""

from __future__ import annotations

import pytest
from studio_fixtures import model_of_run, summary_of_run

from engine import protocol as P
from gui.i18n import number
from gui.widgets.summary_panel import SummaryPanel
from tests.engine import imagefactory as F

CLIPPED = {"box extends outside the image": 1}


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    """300 noise JPEGs with a box each; the first one's reaches past the right edge. The
    last (in the --no-shuffle order) is one whose decoder never returns under
    F.HANG_DECODER (``_held``): a cancel sent at an earlier event always lands before the
    run could finish its last shard (it finished the shard 0.1 s after its first batch: on
    a loaded machine the cancel came after the run had ended)."""
    root = tmp_path_factory.mktemp("cancelled") / "yolo"
    for i, name in enumerate([f"{i:05d}" for i in range(300)] + ["zzzzz_HANGME"]):
        F.write(root / "images" / "train" / f"{name}.jpg",
                F.encode(F.noise(160, 160, i), "JPEG", quality=90))
        box = "0 0.95 0.5 0.3 0.2" if i == 0 else "0 0.5 0.5 0.2 0.2"
        F.write(root / "labels" / "train" / f"{name}.txt", (box + "\n").encode())
    (root / "data.yaml").write_text("path: .\ntrain: images/train\nnames:\n  0: cat\n")
    return root


def _held(tmp_path) -> dict:
    """The engine's environment in which ``source``'s last image never decodes."""
    return F.with_sitecustomize(tmp_path, F.HANG_DECODER)


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


def test_a_cancel_before_a_complete_shard_keeps_its_images_and_resumes_them(
        qtbot, source, tmp_path):
    out = tmp_path / "out"
    code, eng = F.cancel_when(_argv(source, out), lambda e: e["type"] == "batch_written",
                              env=_held(tmp_path))
    assert code == P.EXIT_CANCELLED, eng.stderr()[-2000:]
    assert not F.shard_names(out)
    summary = F.types(eng.events, "run_finished")[-1]["summary"]
    converted = sum(e["records"] for e in F.types(eng.events, "batch_written"))
    assert summary["written"] == summary["unfinished"] == converted > 0
    assert summary["removed"] == 0
    # the objects of the records kept, as written counts them: the class table's Written
    # column said 0 of every class beside "480 written", all in the unfinished shard
    assert summary["objects_per_class"] == {"cat": converted}
    # of the complete shards: none (the manifest, which a folder opened again reads, agrees)
    assert summary["object_problems"] == {}
    assert F.manifest(out)["annotations"]["object_problems"] == {}
    panel = summary_of_run(qtbot, eng.events, code)
    assert panel.headline.text() == (
        f"Cancelled before any shard was complete. The {number(converted)} images already "
        "converted into the unfinished shard are kept. Press Resume to continue from "
        "there."), panel.headline.text()
    assert panel.values["written"].text() == \
        f"{number(converted)} (all in the unfinished shard, kept)"
    assert not panel.values["objects"].isVisibleTo(panel)
    assert panel.values["rate"].text().endswith(" images/s")   # (nothing was removed)
    # --resume continues the shard with the objects its journal line counted: the same
    # bytes and object problems as a run never cancelled
    code, events, err = F.run_engine(_argv(source, out, "--resume"))
    assert code == 0, err
    summary = F.types(events, "run_finished")[-1]["summary"]
    assert summary["kept"] == converted and summary["object_problems"] == CLIPPED
    ref = tmp_path / "ref"
    code, events, err = F.run_engine(_argv(source, ref))
    assert code == 0, err
    assert F.folder_bytes(out) == F.folder_bytes(ref)
    assert F.types(events, "run_finished")[-1]["summary"]["objects_per_class"] == \
        summary["objects_per_class"]
    assert F.manifest(out)["annotations"] == F.manifest(ref)["annotations"]


def test_a_cancel_counts_the_object_problems_of_the_shards_it_kept(source, tmp_path):
    """The first of 4 shards holds the clipped box (no shuffle): kept, it is counted."""
    out = tmp_path / "out"
    code, eng = F.cancel_when(_argv(source, out, shards=4),
                              lambda e: e["type"] == "shard_written", env=_held(tmp_path))
    assert code == P.EXIT_CANCELLED, eng.stderr()[-2000:]
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


def test_a_cancel_before_any_image_was_written_names_what_the_folder_holds(qtbot, tmp_path):
    """"Nothing was kept" beside labels.txt, rejected.csv, the log and the journal: the
    folder's other files are named (the walk). A real run held at its first image (under
    F.HANG_DECODER) and cancelled there, so that nothing was written."""
    src, out = tmp_path / "src", tmp_path / "out"
    F.write(src / "a" / "000_HANGME.jpg", F.encode(F.noise(64, 64, 1), "JPEG"))
    for i in range(1, 8):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(64, 64, i), "JPEG"))
    code, eng = F.cancel_when(_argv(src, out), lambda e: e["type"] == "progress",
                              env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    assert code == P.EXIT_CANCELLED, eng.stderr()[-2000:]
    summary = F.types(eng.events, "run_finished")[-1]["summary"]
    assert (summary["written"], summary["shards"], summary["removed"]) == (0, 0, 0)
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.set_run(str(out), "")
    panel.show_model(model_of_run(eng.events, code))
    left = sorted(p.name for p in out.iterdir() if not p.name.startswith("."))
    assert "labels.txt" in left and "tfrecord_studio.json" in left, left
    assert panel.headline.text() == (
        "Cancelled before any image was written: no shard was written. The folder holds "
        "only the run's other files: " + ", ".join(left) + "."), panel.headline.text()
    assert panel.values["written"].text() == "0"
