"""A journal or manifest damaged in any field (a disk error, a hand edit, another tool)
must never crash what reads it before a run: the window's folder check, its Resume offer
and the job it would launch, and the engine's choice of the shards --resume may keep. The
targeted cases are in tests/engine/test_damaged_journal.py (found by running a fuzzer like
this one by hand); this one, seeded, keeps trying the rest."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from test_resume_options import JOBS, recorded

from engine.errors import RunError
from engine.output_kind import read_output_state
from engine.output_state import JOURNAL, MANIFEST
from engine.run.resume import resumable_entries
from gui.resume import offer_details, recorded_job, resume_job
from gui.widgets.action_bar import ActionBar

#: What a damaged field may hold instead.
HOSTILE = [None, True, 0, -1, 2**70, 1.5, float("inf"), "", "x", "../../victim.txt", "/etc",
           [], [1, "a"], [["a.jpg", "why"]], {}, {"a": {"b": []}}]

SHARD = "data-train-{:05d}-of-00004.tfrecord"


def _journal(options: dict) -> list[dict]:
    header = {"kind": "header", "fingerprint": "fp", "source": "/src", "options": options,
              "planned_records": 40, "planned_shards": 4, "engine_version": "0.3.0",
              "bytes_version": "0.3.0", "plan": {"records_per_shard": 10},
              "annotation_files": {"annotations.xml": "0" * 64}, "replacing": []}
    shards = [{"kind": "shard", "filename": SHARD.format(i), "records": 10, "bytes": 10,
               "sha256": "0" * 64, "rejected": [["a.jpg", "cut off", "decode"]]}
              for i in range(2)]
    return [header, *shards]


def _paths(value, path=()):
    """Every (key path) inside nested dicts and lists."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*path, i))


def _damage(doc, rng: random.Random):
    """`doc` with one field replaced by a hostile value, or removed."""
    doc = copy.deepcopy(doc)
    path = rng.choice([p for p in _paths(doc) if p])
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    if isinstance(parent, dict) and rng.random() < 0.2:
        del parent[path[-1]]
    else:
        parent[path[-1]] = copy.deepcopy(rng.choice(HOSTILE))
    return doc


def _write(out: Path, lines: list, manifest: dict | None) -> None:
    out.mkdir(exist_ok=True)
    (out / JOURNAL).write_text("".join(json.dumps(x) + "\n" for x in lines))
    for i in range(2):
        (out / SHARD.format(i)).write_bytes(b"r" * 10)
    if manifest is None:
        (out / MANIFEST).unlink(missing_ok=True)
    else:
        (out / MANIFEST).write_text(json.dumps(manifest))


@pytest.mark.parametrize("seed", range(4))
def test_a_damaged_journal_or_manifest_never_crashes_the_window_or_resume(qtbot, tmp_path,
                                                                          seed):
    rng = random.Random(seed)
    bar = ActionBar()
    qtbot.addWidget(bar)
    out = tmp_path / "out"
    tried = 0
    for _ in range(60):
        job = rng.choice(JOBS)
        lines = _journal(recorded(job))
        manifest = {"status": "cancelled", "fingerprint": "fp", "options": lines[0]["options"],
                    "splits": {}, "engine": {"name": "tfrecord-studio", "version": "0.3.0"},
                    "total_records": 20}
        which = rng.random()
        if which < 0.6:
            lines = _damage(lines, rng)
        elif which < 0.8:
            manifest = _damage(manifest, rng)
        else:   # no journal: the manifest alone speaks for the run
            lines, manifest = [], _damage(manifest, rng)
        _write(out, lines, manifest)
        where = json.dumps([lines, manifest], default=str)[:600]
        state = read_output_state(str(out))                     # the window's folder check
        if state.kind == "interrupted":
            form = job.__class__(source="/src", out=str(out))
            diffs, carried, unknown = offer_details(form, state.options)
            bar.set_offer(state, diffs, unknown, carried)       # the offer, drawn
            recorded_job(state.options, form)                   # "Use its options"
            resume_job(form, state.options).convert_args()      # what Resume would run
            tried += 1
        try:   # the engine: the shards it may keep, or a refusal that says why
            kept = resumable_entries(str(out), "fp", [], None, "scaled")
        except RunError as e:
            assert str(e), where
        else:
            assert isinstance(kept, dict), where
    assert tried > 10      # most damage still leaves a run the window offers to finish


def _bar_and_a_cancelled_run(qtbot):
    """An ActionBar, and the state of a folder whose run (of this version) was cancelled
    after 2 shards, 20 of 40 records."""
    from engine import __version__
    from engine.bytes_version import BYTES_VERSION
    from engine.output_state import OutputState
    bar = ActionBar()
    qtbot.addWidget(bar)
    return bar, OutputState(path="out", kind="interrupted", status="cancelled", shards=2,
                            records=20, planned=40, engine_version=__version__,
                            bytes_version=BYTES_VERSION)


def test_an_offer_it_cannot_finish_does_not_say_press_resume(qtbot):
    bar, state = _bar_and_a_cancelled_run(qtbot)
    assert not state.other_bytes
    bar.set_offer(state, [], ["seed=[1]"], [])
    assert "Press Resume" not in bar.offer_text.text()
    assert bar.diff_text.text().startswith(   # no "Different now:" above it: nothing differs
        "The interrupted run recorded options this version of TFRecord Studio cannot use "
        "(seed=[1]: a newer version's, or a damaged record)")
    bar.set_offer(state, [], [], [])
    assert "Press Resume to finish it." in bar.offer_text.text()


def test_the_offer_says_press_resume_only_while_resume_can_be_pressed(qtbot):
    # after a cancel and a changed Size the box ended "Press Resume to finish it." above a
    # greyed-out Resume and the lines saying to put the options back first
    bar, state = _bar_and_a_cancelled_run(qtbot)
    bar.set_offer(state, [("size", "320 × 240", "512 × 512")], [], [])
    bar.set_actions(start=True, resume=False, cancel=False)
    assert "Press Resume" not in bar.offer_text.text()
    assert bar.offer_text.text().startswith(
        "<b>The conversion into the output folder “out” was cancelled.")
    assert bar.diff_text.text().startswith("Resume needs the same options")
    # the options put back: the window offers it again and enables Resume
    bar.set_offer(state, [], [], [])
    bar.set_actions(start=True, resume=True, cancel=False)
    assert bar.offer_text.text().endswith("Press Resume to finish it.")
    # held back for another reason (a problem in the form, Tune running): not said either
    bar.set_actions(start=False, resume=False, cancel=False)
    assert "Press Resume" not in bar.offer_text.text()
    bar.set_actions(start=True, resume=True, cancel=False)
    assert bar.offer_text.text().endswith("Press Resume to finish it.")
