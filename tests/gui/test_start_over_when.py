"""The "Start over?" question says when the unfinished run is deleted, as the engine does
it: once the new run has scanned the source and planned (its first change to the folder),
before it writes its first shard; so a cancel while it scans the source leaves the
unfinished run, and one after leaves neither. It said only "Start over deletes it"."""

from __future__ import annotations

import os
import re
import shutil

from studio_fixtures import make_dataset

from engine import protocol
from engine.output_kind import read_output_state
from engine.run.writer import CRASH_EXIT
from gui import dialogs
from tests.engine import imagefactory as F

WHEN = ("The files are deleted when the new run has finished scanning the source, before "
        "it converts any image. Cancelling the new run during its scan keeps them; "
        "cancelling it later does not bring them back, and Resume can then finish the new "
        "run.")


def test_start_over_says_when_the_unfinished_run_is_deleted(qtbot, tmp_path):
    src = make_dataset(tmp_path / "images", classes=("alpha", "beta"), per_class=40,
                       size=(64, 64))
    # last in the source's order (--no-shuffle), an image whose decoder never returns
    # under HANG_DECODER: the cancel always lands while the run is still going
    F.write(src / "beta" / "zzz_HANGME.jpg", F.encode(F.noise(64, 64, 7), "JPEG"))
    out = tmp_path / "out"
    argv = F.engine_argv(src, out, "--size", "16", "--shards", "4", "--workers", "1",
                         "--no-shuffle")
    code, eng = F.cancel_when([*argv, "--prefix", "old"],
                              lambda e: e["type"] == "shard_written",
                              env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    assert code == protocol.EXIT_CANCELLED, eng.stderr()
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.shards >= 1, state
    kept = sorted(p.name for p in out.glob("old-*"))
    for blocked in ("", "options", "checking", "other"):
        box = dialogs.confirm_replace(None, state, blocked)
        qtbot.addWidget(box)
        assert box.windowTitle() == "Start over?"
        # the last paragraph: when, then what Cancel keeps
        when = box.informativeText().split("\n\n")[-1].splitlines()
        assert when[0] == WHEN and "the unfinished run stays" in when[1], when
    # as the engine does it: the steps of a Start over (--overwrite) in the folder
    copy = tmp_path / "copy"
    shutil.copytree(out, copy)
    code, _, err = F.run_engine([*argv, "--overwrite"], timeout=300,
                                env={**os.environ, "TFRS_CRASH_AT_STEP": "-1"})
    assert code == 0, err
    steps = re.findall(r"^TFRS step (\d+): (\w+(?: to)?) (.*)$", err, re.MULTILINE)
    old = [int(n) for n, what, path in steps
           if what == "delete" and os.path.basename(path).startswith("old-")]
    first_shard = next(int(n) for n, what, path in steps
                       if what == "create" and ".data-train-" in path)
    assert old and max(old) < first_shard   # deleted before the first shard is written
    # ... and not before the new run's first change to the folder, after its scan: a
    # cancel (here a crash) up to then leaves the unfinished run as it was
    shutil.rmtree(out)
    shutil.copytree(copy, out)
    code, _, err = F.run_engine([*argv, "--overwrite"], timeout=300,
                                env={**os.environ, "TFRS_CRASH_AT_STEP": "1"})
    assert code == CRASH_EXIT, err
    again = read_output_state(str(out))
    assert (again.kind, again.shards, again.records) == (
        "interrupted", state.shards, state.records)
    assert sorted(p.name for p in out.glob("old-*")) == kept
