""""Store object masks" is shown for a detection source only: for multi-label (or masks) it
stored nothing and still showed, and a run carried it. Hidden there, the job has none
and the engine records it off; a multi-label run recorded with it on (engines up to 0.3.6,
or the window then) is still offered Resume and finished by it."""

from __future__ import annotations

import json

import pytest
from studio_fixtures import RUN_TIMEOUT

from engine.output_state import JOURNAL
from tests.engine import annotated_data as A
from tests.engine.test_resume_annotations import convert, folder_bytes, reference_and_crash_step
from tests.gui.test_resume_annotations_gui import open_with_the_runs_options
from tests.gui.test_task_choice import _choose

WAIT = 120_000


def test_masks_are_offered_only_where_they_store_something(qtbot, window, tmp_path):
    A.make_coco(str(tmp_path / "coco"))
    table = A.make_multilabel(str(tmp_path / "ml"))
    panel, opts = window.source_panel, window.options
    opts.masks.setChecked(True)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(tmp_path / "coco"))
    assert opts.masks.isVisibleTo(window) and window.job().masks
    _choose(qtbot, panel, "multilabel")                 # the boxes' classes: no masks
    assert not opts.masks.isVisibleTo(window) and not window.job().masks
    assert opts.skip_unannotated.isVisibleTo(window)    # (it still leaves images out)
    _choose(qtbot, panel, "auto")
    assert opts.masks.isVisibleTo(window) and window.job().masks
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(table)
    assert panel.last_result.task == "multilabel"
    assert not opts.masks.isVisibleTo(window) and not window.job().masks
    assert "--masks" not in window.job().convert_args()
    assert opts.masks.isChecked()                        # kept for the next boxes


@pytest.mark.e2e
def test_a_multilabel_run_recorded_with_masks_is_resumed(qtbot, window, tmp_path):
    table = A.make_multilabel(str(tmp_path / "ml"))
    ref, out = tmp_path / "ref", tmp_path / "out"
    step = reference_and_crash_step(table, ref)
    code, _, err = convert(table, out, "--masks", env={"TFRS_CRASH_AT_STEP": str(step)})
    assert code != 0 and len(list(out.glob("*.tfrecord"))) == 1, err[-2000:]
    # as an engine up to 0.3.6 recorded it (this one records --masks off for multi-label)
    journal = out / JOURNAL
    lines = journal.read_text().splitlines()
    header = json.loads(lines[0])
    header["options"]["annotations"] = {"task": "auto", "masks": True,
                                        "skip_unannotated": False}
    journal.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    bar = open_with_the_runs_options(qtbot, window, table, out)
    assert window.options.masks.isChecked()              # the run's, loaded (and hidden)
    assert not window.options.masks.isVisibleTo(window)
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)
    assert bar.diff_text.isHidden(), bar.diff_text.text()
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        assert window.primary()                          # Ctrl+Enter: Resume
    assert ended.args == [True], window.controller.convert.stderr_tail()
    assert folder_bytes(out) == folder_bytes(ref)


def test_the_masks_option_s_problems_are_listed_before_start(qtbot, window, tmp_path):
    """A COCO RLE mask of another size than its image: with Masks ticked the run sets its
    image aside (ann.coco_rle_size), and the window's scan, run without --masks, listed it
    only for segmentation; with the detection + Masks option it first appeared in the
    run's Failures. The scan runs with Masks as ticked, and again when it changes."""
    path = A.make_coco(str(tmp_path / "coco"), rle=True)
    with open(path) as f:
        doc = json.load(f)
    doc["annotations"][1]["segmentation"]["size"] = [640, 400]   # a.jpg's, as [w, h]
    with open(path, "w") as f:
        json.dump(doc, f)
    panel, opts = window.source_panel, window.options
    opts.masks.setChecked(False)

    def codes() -> set[str]:
        res = panel.last_result
        return {res.coded.get(reason, ("",))[0] for _, reason in res.problems}

    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(path)
    assert panel.last_result.task == "detection" and opts.masks.isVisibleTo(window)
    assert "ann.coco_rle_size" not in codes()   # (the run without masks draws none)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        opts.masks.setChecked(True)
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert "ann.coco_rle_size" in codes(), panel.last_result.problems
    assert any(p.endswith("a.jpg") for p, _ in panel.last_result.problems)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        opts.masks.setChecked(False)
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert "ann.coco_rle_size" not in codes()


def test_leave_out_is_greyed_for_images_beside_masks_and_keeps_its_tick(qtbot, window,
                                                                        tmp_path):
    # an image without a mask is skipped already: the box was offered as though it left
    # out something; greyed with why, as ticked, and offered again for a YOLO source
    from tests.engine.annotated_sources import seg_masks, yolo_with_splits
    panel, opts = window.source_panel, window.options
    opts.skip_unannotated.setChecked(True)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(seg_masks(tmp_path / "seg"))
    box = opts.skip_unannotated
    assert box.isVisibleTo(window) and not box.isEnabled() and box.isChecked()
    assert "skipped already" in box.toolTip()
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(yolo_with_splits(tmp_path / "y", {"train": 2, "val": 1}))
    assert box.isEnabled() and box.isChecked() and "skipped already" not in box.toolTip()
    assert window.job().skip_unannotated
