"""Per-item faults on a cluster (issue 15): an image that crashes or hangs the decoder on a
Dask worker is retried alone, then rejected with the reason a local run gives; the run
finishes with the same shards and rejected.csv as a local run. A LocalCluster of one or
two worker processes, and a test-only sitecustomize.py (on PYTHONPATH, so it is loaded by
the engine, the Dask workers and their decoding processes) that poisons one file."""

from __future__ import annotations

from pathlib import Path

import distributed  # noqa: F401  (the cluster extra: .ci/setup installs it)

try:
    import imagefactory as F
except ImportError:  # pragma: no cover
    from . import imagefactory as F
from engine import protocol


def _both(tmp_path: Path, sitecustomize: str, bad: str, *opts: str):
    """The same poisoned conversion locally and on `local:2`: (cluster events, cluster
    output, local output)."""
    src = F.poisoned_source(tmp_path / "src", bad, 24)
    env = F.with_sitecustomize(tmp_path, sitecustomize)
    opts = ("--shards", "3", "--size", "32", *opts)
    ref = tmp_path / "local"
    code, _, err = F.run_engine(F.engine_argv(src, ref, *opts, "--workers", "2"), env=env,
                                timeout=180)
    assert code == protocol.EXIT_OK, err
    out = tmp_path / "cluster"
    code, events, err = F.run_engine(F.engine_argv(src, out, *opts, "--cluster", "local:2"),
                                     env=env, timeout=300)
    assert code == protocol.EXIT_OK, err[-3000:]
    return events, out, ref


def test_an_image_that_crashes_the_decoder_on_a_worker_is_rejected(tmp_path):
    events, out, ref = _both(tmp_path, F.CRASH_DECODER, "020_CRASHME.jpg")
    failed = F.types(events, "item_failed")
    assert [Path(e["path"]).name for e in failed] == ["020_CRASHME.jpg"]
    assert failed[0]["reason"].startswith("crashed the decoder")
    rows = F.rejected_rows(out)
    assert [(Path(r["path"]).name, r["reason"]) for r in rows] == \
        [("020_CRASHME.jpg", failed[0]["reason"])]
    assert len(F.all_records(out)) == 24
    F.assert_identical(out, ref)     # shards and rejected.csv as a local run's
    fin = F.types(events, "run_finished")[-1]["summary"]
    assert (fin["written"], fin["failed"]) == (24, 1)


def test_an_image_that_hangs_the_decoder_on_a_worker_is_rejected(tmp_path):
    # The limit covers a fresh decoding process's start too: generous on a busy machine.
    events, out, ref = _both(tmp_path, F.HANG_DECODER, "015_HANGME.jpg", "--item-timeout", "6")
    failed = F.types(events, "item_failed")
    assert [Path(e["path"]).name for e in failed] == ["015_HANGME.jpg"], failed
    assert "did not finish within 6 s" in failed[0]["reason"]
    assert len(F.all_records(out)) == 24
    F.assert_identical(out, ref)
