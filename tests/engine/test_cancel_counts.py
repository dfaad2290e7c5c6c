"""After a cancel, every number describes what is kept: the complete shards and what was
written of the unfinished one (its .partial file, which --resume continues: its images are
written and its broken files skipped). The header, the summary, rejected.csv and the
Resume offer agree."""
from __future__ import annotations

import csv

import pytest

from engine import protocol
from engine.output_kind import read_output_state
from tests.engine import imagefactory as F


def _source(root, n_good=300, n_bad=12):
    """``n_good`` images, ``n_bad`` cut short, and last in the source's order one whose
    decoder never returns under F.HANG_DECODER (HELD): a run given --no-shuffle cannot
    end before a cancel sent at an earlier event lands (the shard was finished 0.1 s
    after that event: on a loaded machine the cancel came after the run had ended)."""
    for i in range(n_good):
        F.write(root / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(160, 160, i), "JPEG"))
    whole = F.encode(F.noise(160, 160, 9999), "JPEG")
    for i in range(n_bad):
        F.write(root / "ab"[i % 2] / f"{i:03d}_bad.jpg", whole[: len(whole) * 6 // 10])
    F.write(root / "b" / "zzz_HANGME.jpg", F.encode(F.noise(160, 160, 7), "JPEG"))


HELD = 1   # the image HANG_DECODER holds: converted (whole) by a run without it


def _failed_paths(events) -> set[str]:
    failed = {e["path"] for e in F.types(events, "item_failed") if e["stage"] != "scan"}
    for e in F.types(events, "items_requeued"):
        failed -= set(e["paths"])
    return failed


def test_a_cancel_keeps_the_unfinished_shards_images_and_failures(tmp_path):
    src, out = tmp_path / "src", tmp_path / "out"
    _source(src)
    # One shard: a cancel after the first failure lands inside it, which cannot be
    # finished (the estimate's own decoding happens before the plan, so wait for a
    # failure of the run itself).
    eng = F.Engine(F.engine_argv(src, out, "--workers", "1", "--shards", "1",
                                 "--size", "64", "--no-shuffle"),
                   env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    try:
        eng.wait_for(lambda e: e["type"] == "item_failed" and e["stage"] != "scan")
        eng.send("cancel")
        code = eng.wait(timeout=120)
    finally:
        eng.close()
    assert code == protocol.EXIT_CANCELLED, eng.stderr()[-2000:]
    events = eng.events
    summary = F.types(events, "run_finished")[-1]["summary"]
    assert F.shard_names(out) == []
    # nothing was taken back: what was converted is kept, and so are its failures
    assert not F.types(events, "items_requeued") and summary["removed"] == 0
    converted = sum(e["records"] for e in F.types(events, "batch_written"))
    failed = _failed_paths(events)
    assert converted > 0 and failed
    assert summary["written"] == converted and summary["failed"] == len(failed)
    assert summary["images_per_s"] * summary["seconds"] == \
        pytest.approx(converted, rel=0.02, abs=1)
    last = F.types(events, "progress")[-1]
    assert (last["done"], last["failed"]) == (converted, len(failed))
    with open(out / "rejected.csv", newline="", encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f) if r["stage"] != "scan"]
    assert {r["path"] for r in rows} == failed
    state = read_output_state(str(out))
    assert state.done == converted + len(failed) and state.unfinished == converted

    # --resume keeps them and finds the same broken files, each once
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--shards",
                                                   "1", "--size", "64", "--no-shuffle",
                                                   "--resume"))
    assert code == 0, err
    summary = F.types(events, "run_finished")[-1]["summary"]
    assert summary["failed"] == 12 and summary["written"] == 300 + HELD
    assert summary["kept"] == converted
    assert len([r for r in F.rejected_rows(out) if r["stage"] != "scan"]) == 12


def test_a_resumed_runs_speed_counts_only_what_it_converted(tmp_path):
    # The kept shards are written, not converted, by the resumed run: its images/s (the
    # summary's, the window's "Mean throughput") showed 1,284 for a run converting 780.
    src, out = tmp_path / "src", tmp_path / "out"
    _source(src, n_good=240, n_bad=0)
    argv = F.engine_argv(src, out, "--workers", "1", "--shards", "4", "--size", "64",
                         "--no-shuffle")
    code, eng = F.cancel_when(argv, lambda e: e["type"] == "shard_written",
                              env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    # the complete shards and what was written of the next one are kept
    kept = F.types(eng.events, "run_finished")[-1]["summary"]["written"]
    assert code == protocol.EXIT_CANCELLED and 0 < kept < 240, eng.stderr()[-2000:]
    code, events, err = F.run_engine(argv + ["--resume"])
    assert code == 0, err
    summary = F.types(events, "run_finished")[-1]["summary"]
    assert summary["written"] == 240 + HELD and summary["kept"] == kept
    converted = summary["images_per_s"] * summary["seconds"]
    assert abs(converted - (240 + HELD - kept)) <= 1, (converted, kept)


def test_the_terminals_speed_of_a_resumed_run_counts_from_its_first_progress(monkeypatch):
    # text mode (a terminal, not a tty here: every 5 s); its first progress already
    # counts the 3,766 images of the kept shards
    import io
    import itertools

    from engine import events
    buf = io.StringIO()
    em = events.Emitter("text", stream=buf)
    stamps = iter([0.0, 0.3, 10.3])         # the events' t: progress 10 s apart
    monkeypatch.setattr(em, "elapsed", lambda: next(stamps))
    wall = itertools.count(100.0, 10.0)     # far enough apart to print both
    monkeypatch.setattr(events.time, "monotonic", lambda: next(wall))
    em.emit(protocol.RunStarted(command="convert", options={"resume": True}))
    em.emit(protocol.Progress(done=3766, total=10000))
    em.emit(protocol.Progress(done=3766 + 8000, total=10000))   # 8,000 in 10 s
    lines = buf.getvalue().splitlines()
    assert "800.0 images/s" in lines[-1], lines
    # a new run's speed counts from its first count, sent as converting begins (the
    # workers started: engine.run.pipeline), as the end line's speed does: from the
    # process's start, the sample's last line read 43.0 images/s above the end's 89.6
    buf.truncate(0)
    buf.seek(0)
    em = events.Emitter("text", stream=buf)
    stamps = iter([0.0, 2.0, 4.0])
    monkeypatch.setattr(em, "elapsed", lambda: next(stamps))
    em.emit(protocol.RunStarted(command="convert", options={"resume": False}))
    em.emit(protocol.Progress(done=0, total=10000))
    em.emit(protocol.Progress(done=300, total=10000))
    assert "150.0 images/s" in buf.getvalue(), buf.getvalue()
