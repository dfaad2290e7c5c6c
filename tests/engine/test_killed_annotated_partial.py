"""A killed run of an annotated source keeps none of its unfinished shard: --resume keeps
a killed run's .partial records only for a source without annotations (engine.run.partial:
an annotated record needs the journal line a cancel writes). The window's outlook words
its offer by the same rule (engine.output_state.keeps_killed_partial): it promised "Resume
keeps those that read back whole" of 114 images, and the resumed run kept none."""

from __future__ import annotations

import shutil

from engine.output_kind import read_output_state
from engine.output_state import keeps_killed_partial
from engine.resume_check import outlook
from tests.engine import annotated_data as A
from tests.engine.test_resume_annotations import convert, crash, reference_and_crash_step

SECOND = "data-train-00001-of-00002.tfrecord"


def test_the_rule_is_the_annotation_files():
    assert keeps_killed_partial(None) and keeps_killed_partial({})
    assert not keeps_killed_partial({"instances.json": "ab" * 32})


def test_a_killed_coco_runs_unfinished_shard_is_said_converted_again(tmp_path):
    source, ref, out = A.make_coco(str(tmp_path / "src")), tmp_path / "ref", tmp_path / "out"
    crash(source, out, reference_and_crash_step(source, ref))
    # the unfinished shard's .partial as a kill leaves it: every record whole, each the
    # planned image's (an uninterrupted run's second shard)
    shutil.copy(ref / SECOND, out / f".{SECOND}.partial")
    state = read_output_state(str(out))
    assert not state.keeps_killed_partial and state.records == 2
    seen = outlook(str(out))
    assert seen is not None
    assert (seen.unfinished_records, seen.unfinished_redone) == (0, 2)
    code, events, err = convert(source, out, "--resume")
    assert code == 0, err[-2000:]
    (summary,) = [e["summary"] for e in events if e["type"] == "run_finished"]
    # what the offer said: the complete shard kept, the unfinished one's converted again
    assert summary["kept"] == seen.kept_records == 2 and summary["written"] == 4
