"""Every crash point (issue 18): the engine is killed (os._exit, no cleanup) just before
each step that creates, writes, renames or deletes a file in the output folder
(TFRS_CRASH_AT_STEP=k, engine.run.writer.step), for every k of a small run. After each crash,
`--resume` must finish the folder byte-identical to an uninterrupted run, and
`--overwrite` must replace it with the same result.

The enumeration runs a few hundred conversions, so it forks them from one warm interpreter
(tests/engine/forkrunner.py) and uses `--format original` (no worker processes): the
steps are those of the output layer, which does not depend on how images are converted.
A subprocess test with the real worker pool checks the environment variable end to end.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.output_kind import read_output_state
from engine.run import journal, writer
from tests.engine.interrupted import assert_same_output, output_snapshot

OPTS = ["--format", "original", "--workers", "1", "--shards", "2", "--no-shuffle"]
OLD_OPTS = ["--format", "original", "--workers", "1", "--shards", "3"]   # an earlier dataset
MAX_STEPS = 200
# Each enumeration runs the engine ~3 times per step for 30-50 steps: about a minute on an
# idle 2-core machine, but over the suite's 300 s default at a load average of 25-30 (it
# timed out at step 35 there, and the fork runner, left mid-reply, then failed the tests
# after it). A generous limit, not a speed check.
ENUMERATION_TIMEOUT = pytest.mark.timeout(1800)


@pytest.fixture(scope="module")
def src(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("crash") / "src"
    for i in range(6):
        F.write(root / "ab"[i % 2] / f"{i:02d}.jpg", F.encode(F.noise(24, 24, i), "JPEG"))
    F.write(root / "b" / "notes.jpg", b"not an image\n")   # so rejected.csv has a row
    return root


@pytest.fixture(scope="module")
def reference(src, runner, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("ref") / "out"
    code, log = runner.run(src, out, *OPTS)
    assert code == 0, log
    assert len(F.shard_names(out)) == 2 and len(F.rejected_rows(out)) == 1
    return out


@pytest.fixture(scope="module")
def old_dataset(src, runner, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("old") / "out"
    code, log = runner.run(src, out, *OLD_OPTS)
    assert code == 0, log
    return out


def _enumerate(runner, src, reference, tmp_path, before: Path | None, opts: list[str],
               may_refuse: bool = False):
    """Crash at every step k of one run (into a copy of `before`, or a new folder); check
    --resume and --overwrite after each. Returns the number of steps. may_refuse: --resume
    may say the folder is another run's while the crashed run had changed nothing."""
    for k in range(1, MAX_STEPS):
        out = tmp_path / f"k{k}" / "out"
        if before is not None:
            shutil.copytree(before, out)
        code, log = runner.run(src, out, *opts, crash_at=k)
        if code == 0:
            assert k > 5, "no steps were counted: the hook is not wired"
            return k - 1
        assert code == writer.CRASH_EXIT, f"step {k}: exit {code}\n{log}"
        crashed = output_snapshot(out)
        again = tmp_path / f"k{k}" / "overwrite"
        if out.exists():
            shutil.copytree(out, again, symlinks=True)

        code, log = runner.run(src, out, *OPTS, "--resume")
        if may_refuse and code == protocol.EXIT_RESUME_MISMATCH:
            # Only when the crash came before the run changed anything: the earlier
            # dataset is still there, whole, and --resume says it is another run's.
            assert crashed == output_snapshot(before) or \
                {n: b for n, b in crashed.items() if not n.endswith(".partial")} == \
                output_snapshot(before), f"step {k}: --resume refused a changed folder\n{log}"
        else:
            assert code == 0, f"step {k}: --resume exit {code}\n{log}"
            assert_same_output(out, reference, f"step {k} + --resume")

        code, log = runner.run(src, again, *OPTS, "--overwrite")
        assert code == 0, f"step {k}: --overwrite exit {code}\n{log}"
        assert_same_output(again, reference, f"step {k} + --overwrite")
        shutil.rmtree(tmp_path / f"k{k}")
    raise AssertionError(f"the run did not finish within {MAX_STEPS} steps")


@ENUMERATION_TIMEOUT
def test_every_crash_point_of_a_new_run_resumes_identically(runner, src, reference, tmp_path):
    steps = _enumerate(runner, src, reference, tmp_path, None, OPTS)
    assert steps >= 20   # lock, journal, labels, 2 shards + indexes, manifest, rejected...


@ENUMERATION_TIMEOUT
def test_every_crash_point_of_an_overwrite_resumes_identically(runner, src, reference,
                                                               old_dataset, tmp_path):
    """An --overwrite over an earlier dataset with other options: its deletions are steps
    too. A crash while deleting must not leave a folder that both refuse (issue 18 #11)."""
    steps = _enumerate(runner, src, reference, tmp_path, old_dataset, [*OPTS, "--overwrite"],
                       may_refuse=True)
    assert steps >= 28


@ENUMERATION_TIMEOUT
def test_every_crash_point_of_a_resume_resumes_identically(runner, src, reference, tmp_path):
    """A crash during --resume itself (its journal rewrite, the index it rebuilds, the
    shards it writes) is finished by the next --resume too. The starting folder: a run
    killed after its first shard, with that shard's DALI index lost as well."""
    start = tmp_path / "start"
    for k in range(1, MAX_STEPS):
        shutil.rmtree(start, ignore_errors=True)
        code, log = runner.run(src, start, *OPTS, crash_at=k)
        assert code == writer.CRASH_EXIT, log
        # a shard task's temporary name: .NAME.ATTEMPT.partial
        if "exiting before create" in log and \
                re.search(r"00001-of-00002\.tfrecord\.[0-9a-f]+\.partial", log):
            break
    (start / "data-train-00000-of-00002.tfrecord.idx").unlink()
    steps = _enumerate(runner, src, reference, tmp_path, start, [*OPTS, "--resume"])
    assert steps >= 15


def test_a_run_killed_writing_its_journal_is_started_again_in_the_window(runner, src,
                                                                          reference, tmp_path):
    """Killed while its journal's header was written, before that file's rename (a large
    plan's header takes a while): the folder holds the lock and the journal's temporary file,
    nothing else of the run. The window read it as another program's files ("not empty":
    neither Start nor Resume, over a folder that looks empty) and a plain run refused it, so
    the run could not be finished from the window. It is an empty folder."""
    out = tmp_path / "out"
    code, log = runner.run(src, out, *OPTS, crash_at=-1)
    assert code == 0, log
    rename = F.after_journal_started(log) - 1
    shutil.rmtree(out)
    code, log = runner.run(src, out, *OPTS, crash_at=rename)
    assert code == writer.CRASH_EXIT, log
    assert f"exiting before rename to {out / journal.JOURNAL}" in log
    assert read_output_state(str(out)).kind == "empty"   # the window: Start, no question
    code, log = runner.run(src, out, *OPTS)
    assert code == 0, log
    assert_same_output(out, reference, "a run in the folder a killed journal write left")


@pytest.mark.parametrize("step_name", ["rename to", "delete"])
def test_crash_hook_through_the_environment_with_real_workers(src, tmp_path, step_name):
    """TFRS_CRASH_AT_STEP in the environment of `python -m engine` (spawned workers and
    all): crash at the first shard rename / at the journal's deletion, then --resume."""
    opts = ["--workers", "2", "--shards", "2", "--size", "24", "--no-shuffle"]
    ref = tmp_path / "ref"
    env = dict(os.environ, PYTHONPATH=str(F.ROOT), TFRS_CRASH_AT_STEP="-1")
    code, _, err = F.run_engine(F.engine_argv(src, ref, *opts), env=env)
    assert code == 0, err
    steps = [line.split(": ", 1) for line in err.splitlines() if line.startswith("TFRS step ")]
    want = "tfrecord" if step_name == "rename to" else journal.JOURNAL
    k = next(int(n.split()[-1]) for n, what in steps
             if what.startswith(step_name) and want in what)
    out = tmp_path / "out"
    env["TFRS_CRASH_AT_STEP"] = str(k)
    code, _, err = F.run_engine(F.engine_argv(src, out, *opts), env=env)
    assert code == writer.CRASH_EXIT, err
    assert f"exiting before {step_name}" in err
    code, _, err = F.run_engine(F.engine_argv(src, out, *opts, "--resume"))
    assert code == 0, err
    assert "took over a stale lock" in err
    assert_same_output(out, ref, f"crash before {step_name} + --resume")
