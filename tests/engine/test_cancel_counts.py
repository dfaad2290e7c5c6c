"""After a cancel, every number describes the kept shards only: the unfinished shard is
deleted, so its images are not written and its broken files are not skipped yet (--resume
tries them again). The header, the summary, rejected.csv and the Resume offer agree."""
from __future__ import annotations

import csv

from engine import protocol
from tests.engine import imagefactory as F


def _source(root, n_good=300, n_bad=12):
    for i in range(n_good):
        F.write(root / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(160, 160, i), "JPEG"))
    whole = F.encode(F.noise(160, 160, 9999), "JPEG")
    for i in range(n_bad):
        F.write(root / "ab"[i % 2] / f"{i:03d}_bad.jpg", whole[: len(whole) * 6 // 10])


def _failed_paths(events) -> set[str]:
    failed = {e["path"] for e in F.types(events, "item_failed") if e["stage"] != "scan"}
    for e in F.types(events, "items_requeued"):
        failed -= set(e["paths"])
    return failed


def test_a_cancel_takes_back_the_deleted_shards_failures(tmp_path):
    src, out = tmp_path / "src", tmp_path / "out"
    _source(src)
    # One shard: a cancel after the first failure lands inside it (the estimate's own
    # decoding happens before the plan, so wait for a failure of the run itself).
    eng = F.Engine(F.engine_argv(src, out, "--workers", "1", "--shards", "1",
                                 "--size", "64"))
    try:
        eng.wait_for(lambda e: e["type"] == "item_failed" and e["stage"] != "scan")
        eng.send("cancel")
        code = eng.wait(timeout=120)
    finally:
        eng.close()
    assert code == protocol.EXIT_CANCELLED, eng.stderr()
    events = eng.events
    summary = F.types(events, "run_finished")[-1]["summary"]
    if F.shard_names(out):      # the machine was fast enough to finish the shard first
        assert summary["failed"] == len(_failed_paths(events)) == 12
        return
    requeued = F.types(events, "items_requeued")
    assert requeued and requeued[0]["paths"], "the deleted shard's failures were kept"
    assert summary["written"] == 0 and summary["failed"] == 0
    assert _failed_paths(events) == set()
    last = F.types(events, "progress")[-1]
    assert (last["done"], last["failed"]) == (0, 0)
    rows = []
    if (out / "rejected.csv").exists():
        with open(out / "rejected.csv", newline="", encoding="utf-8") as f:
            rows = [r for r in csv.DictReader(f) if r["stage"] != "scan"]
    assert rows == []

    # --resume converts the shard again and finds the same broken files
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--shards",
                                                   "1", "--size", "64", "--resume"))
    assert code == 0, err
    summary = F.types(events, "run_finished")[-1]["summary"]
    assert summary["failed"] == 12 and summary["written"] == 300
    assert len([r for r in F.rejected_rows(out) if r["stage"] != "scan"]) == 12
