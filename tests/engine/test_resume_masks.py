"""--masks stores detection objects' masks and nothing for another task: the run records it
off there (engine.run.scan_plan), so a multi-label run started with it is finished without
it and the other way round (the window hides "Store object masks" where it does nothing,
and a run it started with the box ticked must still be resumed); a run an engine up to
0.3.6 recorded with it on is accepted too (engine.run.resume.accepted_fingerprints)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from engine.output_state import MANIFEST
from tests.engine import annotated_data as A
from tests.engine.test_resume_annotations import (
    convert,
    crash,
    folder_bytes,
    reference_and_crash_step,
)

pytestmark = pytest.mark.e2e


def _annotations(out) -> dict:
    return json.loads((out / MANIFEST).read_text())["options"].get("annotations", {})


def test_masks_are_recorded_only_where_they_store_something(tmp_path):
    table = A.make_multilabel(str(tmp_path / "ml"))
    code, _, err = convert(table, tmp_path / "ml_out", "--masks")
    assert code == 0, err[-2000:]
    assert _annotations(tmp_path / "ml_out") == {}          # the defaults: not recorded
    coco = A.make_coco(str(tmp_path / "coco"))
    code, _, err = convert(coco, tmp_path / "coco_out", "--masks")
    assert code == 0, err[-2000:]
    assert _annotations(tmp_path / "coco_out")["masks"] is True


@pytest.mark.parametrize("started, finished", [(("--masks",), ()), ((), ("--masks",))])
def test_a_multilabel_run_resumes_with_or_without_masks(tmp_path, started, finished):
    """The window's job of a multi-label source carried the box as ticked (hidden or not):
    a run started with it and resumed without it was refused ("--masks: the run used on,
    now off") though not one byte differs."""
    table = A.make_multilabel(str(tmp_path / "ml"))
    ref, out = tmp_path / "ref", tmp_path / "out"
    step = reference_and_crash_step(table, ref)
    code, _, err = convert(table, out, *started, env={"TFRS_CRASH_AT_STEP": str(step)})
    assert code != 0 and len(list(out.glob("*.tfrecord"))) == 1, err[-2000:]
    code, _, err = convert(table, out, *finished, "--resume")
    assert code == 0, err[-2000:]
    assert folder_bytes(out) == folder_bytes(ref)


def test_a_detection_run_with_masks_is_not_resumed_without_them(tmp_path):
    coco = A.make_coco(str(tmp_path / "coco"))
    out = tmp_path / "out"
    step = reference_and_crash_step(coco, tmp_path / "ref")
    crash(coco, out, step)      # (no masks)
    code, events, err = convert(coco, out, "--masks", "--resume")
    assert code != 0 and "--masks: the run used off, now on" in err, err[-2000:]


def test_a_run_recorded_with_masks_for_another_task_is_accepted():
    """Engines up to 0.3.6 recorded --masks as given: the fingerprint of such a run is
    accepted for a task the masks store nothing for, never for detection."""
    from engine.config import ConvertConfig
    from engine.run import resume
    from engine.run.plan import plan_shards
    from engine.sources.discover import Sample
    samples = [Sample(f"/s/{n}.png", f"{n}.png", -1, "", None, 10) for n in range(4)]
    specs = plan_shards(samples, num_shards=2)
    cfg = ConvertConfig(source="/s", out="/o", task="multilabel")
    ours = resume.fingerprint(cfg.output_options(), specs)
    theirs = resume.fingerprint(dataclasses.replace(cfg, masks=True).output_options(), specs)
    header = {"fingerprint": ours}
    assert theirs in resume.accepted_fingerprints(cfg, specs, header, composed=(),
                                                  task="multilabel")
    assert theirs not in resume.accepted_fingerprints(cfg, specs, header, composed=(),
                                                      task="detection")
    composed = resume.fingerprint(dataclasses.replace(cfg, masks=True).output_options(),
                                  specs, composed=("cat",))
    assert composed in resume.accepted_fingerprints(cfg, specs, header, composed=("cat",),
                                                    task="segmentation")
