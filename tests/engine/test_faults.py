"""Faults (issue 3): cancel, SIGKILL + --resume, worker death and decoder crashes or hangs,
a full disk. Real signals against `python -m engine convert` subprocesses; a real tmpfs for
ENOSPC where mounting is allowed (the injected errors are in test_output_and_write_errors).
"""

from __future__ import annotations

import os
import shutil
import signal
import time
from pathlib import Path

import psutil
import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.output_kind import read_output_state
from engine.run import journal

BIG_N = 300
BIG_OPTS = ["--workers", "2", "--shards", "6"]


@pytest.fixture(scope="module")
def big(tmp_path_factory) -> Path:
    """A few hundred 600x600 noise JPEGs (slow enough to interrupt) and two bad files."""
    jpeg = F.encode(F.noise(600, 600, 99999), "JPEG", quality=90)
    extra = {"a/zz_truncated.jpg": jpeg[: len(jpeg) // 2], "b/zz_notes.jpg": b"not an image\n"}
    return F.noise_dataset(tmp_path_factory.mktemp("big") / "src", BIG_N, 600, extra=extra)


@pytest.fixture(scope="module")
def reference(big, tmp_path_factory) -> Path:
    """The same conversion, never interrupted."""
    out = tmp_path_factory.mktemp("reference") / "out"
    code, events, err = F.run_engine(F.engine_argv(big, out, *BIG_OPTS))
    assert code == protocol.EXIT_OK, err
    assert len(F.shard_names(out)) == 6
    assert len(F.rejected_rows(out)) == 2
    return out


def _workers_of(pid: int) -> list[psutil.Process]:
    try:
        kids = psutil.Process(pid).children()
    except psutil.NoSuchProcess:
        return []
    workers = []
    for k in kids:
        try:
            if "spawn_main" in " ".join(k.cmdline()):   # not the resource tracker
                workers.append(k)
        except psutil.Error:
            pass
    return workers


def _assert_gone(procs: list[psutil.Process]) -> None:
    alive = F.still_running(procs)
    assert not alive, f"left running: {[p.pid for p in alive]}"


def _assert_consistent(out: Path, reference: Path, partials: int = 0) -> list[str]:
    """Every file under a final shard name is complete: listed in the manifest with its
    hash, and byte-identical to the uninterrupted run's shard. No temporary file is left
    but, after a cancel, at most ``partials`` (the unfinished shard's, which it keeps)."""
    assert len(F.hidden_temp_files(out)) <= partials, F.hidden_temp_files(out)
    m = F.manifest(out)
    listed = {sh["filename"]: sh for sp in m["splits"].values() for sh in sp["shards"]}
    on_disk = F.shard_names(out)
    assert sorted(listed) == on_disk
    for name in on_disk:
        data = (out / name).read_bytes()
        assert data == (reference / name).read_bytes(), f"{name} differs"
        assert len(F.read_records(out / name)) == listed[name]["records"]
    return on_disk


def _first_shard_then_a_batch(eng: F.Engine) -> None:
    """Wait until one shard is complete and the next one is partly written."""
    first = eng.wait_for(lambda e: e["type"] == "shard_written")
    eng.wait_for(lambda e: e["type"] == "batch_written" and e["records"] > 0
                 and e["shard"] != Path(first["path"]).name)


# -- cancel --------------------------------------------------------------------------------

@pytest.mark.parametrize("how", ["stdin", "SIGINT", "SIGTERM"])
def test_cancel_stops_quickly_and_keeps_complete_shards(big, reference, tmp_path, how):
    out = tmp_path / "out"
    eng = F.Engine(F.engine_argv(big, out, *BIG_OPTS))
    try:
        _first_shard_then_a_batch(eng)
        workers = _workers_of(eng.pid)
        t0 = time.monotonic()
        if how == "stdin":
            eng.send("cancel")
        else:
            os.kill(eng.pid, getattr(signal, how))
        code = eng.wait(timeout=60)
        elapsed = time.monotonic() - t0
    finally:
        eng.close()
    assert code == protocol.EXIT_CANCELLED == 130, eng.stderr()
    # Stopping means not converting the rest: fewer than all shards are kept (below) and
    # the last progress is short of the total. The time bound is only against a hang: a
    # loaded 2-core machine can take seconds to stop two busy workers.
    assert elapsed < 60, f"took {elapsed:.2f} s to stop"
    last = F.types(eng.events, "progress")[-1]
    assert last["done"] + last["failed"] < last["total"], last
    _assert_gone(workers)
    fin = F.types(eng.events, "run_finished")[-1]
    assert fin["status"] == "cancelled" and fin["summary"]["status"] == "cancelled"
    assert F.manifest(out)["status"] == "cancelled"
    kept = _assert_consistent(out, reference, partials=1)
    assert 1 <= len(kept) < 6
    # Every number agrees: what was written of the shard being written when Cancel came
    # is kept too (its .partial, journalled: engine.run.partial), so its records are
    # "written", not in a complete shard; what the window reads from the folder agrees.
    m = F.manifest(out)
    in_kept = sum(len(F.read_records(out / n)) for n in kept)
    unfinished = fin["summary"]["unfinished"]
    assert (unfinished > 0) == bool(F.hidden_temp_files(out)) and fin["summary"]["removed"] == 0
    assert fin["summary"]["written"] == in_kept + unfinished
    assert m["total_records"] == in_kept   # (the manifest lists the complete shards)
    assert F.types(eng.events, "progress")[-1]["done"] == in_kept + unfinished
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.status == "cancelled"
    assert (state.records, state.shards, state.shards_planned) == \
        (in_kept + unfinished, len(kept), 6)
    assert state.unfinished == unfinished
    assert state.planned == fin["summary"]["total"] == m["planned_records"]
    assert 0 < state.remaining < state.planned
    if how == "stdin":   # and the cancelled run can be finished later
        code, events, err = F.run_engine(F.engine_argv(big, out, *BIG_OPTS, "--resume"))
        assert code == protocol.EXIT_OK, err
        F.assert_identical(out, reference)


# -- SIGKILL, then --resume ----------------------------------------------------------------

def _kill_moment(eng: F.Engine, moment: str) -> None:
    if moment == "after_plan":
        eng.wait_for(lambda e: e["type"] == "plan")
    elif moment == "after_first_shard":
        eng.wait_for(lambda e: e["type"] == "shard_written")
    elif moment == "mid_shard":
        eng.wait_for(lambda e: e["type"] == "shard_written")
        _first_shard_then_a_batch(eng)


@pytest.mark.parametrize("moment", ["after_plan", "after_first_shard", "mid_shard"])
def test_resume_after_sigkill_is_byte_identical(big, reference, tmp_path, moment):
    out = tmp_path / "out"
    eng = F.Engine(F.engine_argv(big, out, *BIG_OPTS))
    try:
        _kill_moment(eng, moment)
        workers = _workers_of(eng.pid)
        eng.proc.send_signal(signal.SIGKILL)
        eng.wait(timeout=60)
        # Orphaned workers notice and exit by themselves (nothing else would stop them).
        _assert_gone(workers)
    finally:
        eng.close()
    killed_with = sorted(os.listdir(out))
    if moment == "mid_shard":
        assert F.hidden_temp_files(out), killed_with   # a partial shard was really left
        # A crash can also tear the journal's last line; resume must not trust it.
        with open(out / journal.JOURNAL, "a", encoding="utf-8") as f:
            f.write('{"kind": "shard", "filename": "data-train-000')
    code, events, err = F.run_engine(F.engine_argv(big, out, *BIG_OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    F.assert_identical(out, reference)
    fin = F.types(events, "run_finished")[-1]["summary"]
    assert fin["written"] + fin["failed"] == BIG_N + 2   # cumulative over both runs
    assert len(F.types(events, "item_failed")) == 2


def test_resume_with_other_options_is_refused(big, reference, tmp_path):
    out = tmp_path / "out"
    shutil.copytree(reference, out)
    before = F.folder_bytes(out, os.listdir(out))
    code, events, err = F.run_engine(F.engine_argv(big, out, "--workers", "2", "--shards", "5",
                                                   "--resume"))
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    assert F.folder_bytes(out, os.listdir(out)) == before


def test_resume_after_complete_run_keeps_rejected(big, reference, tmp_path):
    out = tmp_path / "out"
    shutil.copytree(reference, out)
    code, events, err = F.run_engine(F.engine_argv(big, out, *BIG_OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    assert not F.types(events, "batch_written")      # nothing to redo
    F.assert_identical(out, reference)


# -- worker death --------------------------------------------------------------------------

def test_worker_killed_mid_run_loses_nothing(big, reference, tmp_path):
    out = tmp_path / "out"
    eng = F.Engine(F.engine_argv(big, out, *BIG_OPTS))
    try:
        eng.wait_for(lambda e: e["type"] == "shard_written")
        victims = _workers_of(eng.pid)
        assert victims
        victims[0].kill()
        code = eng.wait(timeout=120)
    finally:
        eng.close()
    assert code == protocol.EXIT_OK, eng.stderr()
    assert "a worker process died" in eng.stderr()
    # Every input is in the output or rejected, and the output is what it would have been.
    F.assert_identical(out, reference)


def _run_with_poisoned_decoder(tmp_path, sitecustomize: str, bad: str, n: int, *args: str):
    """Convert n good images plus `bad` (in class b) with a test-only sitecustomize.py
    loaded into the engine and its spawned workers; returns (code, events, err, out)."""
    src = F.poisoned_source(tmp_path / "src", bad, n)
    env = F.with_sitecustomize(tmp_path, sitecustomize)
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "2", "--size", "32",
                                                   *args), env=env, timeout=120)
    return code, events, err, out


SLOW_START_ONE_DEATH = """
    # Test only: every worker takes 6 s to start (a loaded machine), and the worker that
    # reads *DIEONCE* dies, once (the marker file), as an outside SIGKILL would do.
    import os, signal, time
    import engine.run.worker as _worker
    import engine.sources.reading as _reading
    _init, _read_file = _worker.init, _reading.read_file
    def init(*args):
        time.sleep(6)
        return _init(*args)
    def read_file(path):
        if "DIEONCE" in os.path.basename(path):
            try:
                os.close(os.open(os.environ["MARKER"], os.O_CREAT | os.O_EXCL))
                os.kill(os.getpid(), signal.SIGKILL)
            except FileExistsError:
                pass
        return _read_file(path)
    _worker.init, _reading.read_file = init, read_file
"""


def test_a_slow_worker_start_after_a_death_is_not_taken_for_a_hang(tmp_path, monkeypatch):
    """After a worker death the in-flight images are retried one at a time in fresh
    workers, each with the item timeout. The workers' start-up is not the image's time:
    here it is longer than the timeout, and no image may be rejected for it."""
    monkeypatch.setenv("MARKER", str(tmp_path / "marker"))
    code, events, err, out = _run_with_poisoned_decoder(
        tmp_path, SLOW_START_ONE_DEATH, "020_DIEONCE.jpg", 20, "--item-timeout", "2")
    assert (tmp_path / "marker").exists(), "no worker died: the test did not test"
    assert code == protocol.EXIT_OK, err
    assert "a worker process died" in err
    assert F.types(events, "item_failed") == []
    assert len(F.all_records(out)) == 21


def test_item_that_crashes_the_decoder_is_rejected(tmp_path):
    code, events, err, out = _run_with_poisoned_decoder(
        tmp_path, F.CRASH_DECODER, "020_CRASHME.jpg", 40, "--shards", "2")
    assert code == protocol.EXIT_OK, err
    failed = F.types(events, "item_failed")
    assert [Path(e["path"]).name for e in failed] == ["020_CRASHME.jpg"]
    assert failed[0]["reason"].startswith("crashed the decoder")
    retries = [p for _, code, p in F.coded_log_lines(err) if code == "log.worker_retry"]
    assert retries and all(int(p["n"]) >= 1 for p in retries), err   # the window's language
    rows = F.rejected_rows(out)
    assert [(Path(r["path"]).name, r["reason"]) for r in rows] == \
        [("020_CRASHME.jpg", failed[0]["reason"])]
    assert len(F.all_records(out)) == 40


def test_item_that_hangs_the_decoder_is_rejected_after_the_item_timeout(tmp_path):
    t0 = time.monotonic()
    code, events, err, out = _run_with_poisoned_decoder(
        tmp_path, F.HANG_DECODER, "015_HANGME.jpg", 30, "--item-timeout", "2")
    assert code == protocol.EXIT_OK, err
    assert time.monotonic() - t0 < 200   # it ends (not a speed claim: CI is shared)
    failed = F.types(events, "item_failed")
    assert [Path(e["path"]).name for e in failed] == ["015_HANGME.jpg"]
    assert "did not finish within 2 s" in failed[0]["reason"]
    lines = F.coded_log_lines(err)   # the window shows them in its language
    assert ("warning", "log.no_image_finished", {"seconds": "2"}) in lines
    assert any(code == "log.worker_retry" for _, code, _ in lines), err
    assert len(F.all_records(out)) == 30


SITECUSTOMIZE_MID_SEND = """
    # Test only: the first worker that converts a file named *KILLMIDSEND* writes half of
    # its result message to the result pipe and is then SIGKILLed, as an outside kill (OOM
    # killer, user) can land while a worker sends a large result. The marker file makes it
    # happen once. Loaded through PYTHONPATH into the engine and its spawned workers.
    import os, signal, struct
    from multiprocessing import connection as _connection
    import engine.run.worker as _worker
    _die = [False]
    _convert_batch = _worker.convert_batch
    def convert_batch(batch_id, items):
        _die[0] = any("KILLMIDSEND" in os.path.basename(p) for p, *_ in items)
        return _convert_batch(batch_id, items)
    _worker.convert_batch = convert_batch
    _send_bytes = _connection.Connection._send_bytes
    def _send_bytes_then_die(self, buf):
        if _die[0] and len(buf) > 4096:
            try:
                fd = os.open(os.environ["KILLMIDSEND_MARKER"], os.O_CREAT | os.O_EXCL)
            except FileExistsError:
                return _send_bytes(self, buf)
            os.close(fd)
            self._send(struct.pack("!i", len(buf)) + bytes(buf[: len(buf) // 2]))
            os.kill(os.getpid(), signal.SIGKILL)
        return _send_bytes(self, buf)
    _connection.Connection._send_bytes = _send_bytes_then_die
"""


def test_worker_killed_while_sending_a_result_does_not_hang(tmp_path):
    """The pool's own manager thread waits forever for the rest of a half-sent message;
    the engine must notice the dead worker itself, retry, and still exit."""
    src = tmp_path / "src"
    for i in range(40):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(64, 64, i), "JPEG"))
    F.write(src / "a" / "005_KILLMIDSEND.jpg", F.encode(F.noise(64, 64, 5), "JPEG"))
    opts = ["--workers", "2", "--shards", "2", "--size", "64"]
    ref = tmp_path / "ref"
    code, _, err = F.run_engine(F.engine_argv(src, ref, *opts))
    assert code == protocol.EXIT_OK, err
    marker = tmp_path / "killed-once"
    env = F.with_sitecustomize(tmp_path, SITECUSTOMIZE_MID_SEND, KILLMIDSEND_MARKER=str(marker))
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, *opts), env=env, timeout=60)
    assert marker.exists(), "the worker was not killed mid-send: the test did not test"
    assert code == protocol.EXIT_OK, err
    assert "a worker process died" in err
    assert not F.types(events, "item_failed")
    F.assert_identical(out, ref)


# -- full disk and write errors ------------------------------------------------------------

@pytest.fixture
def small_disk(tmp_path):
    with F.small_disk(tmp_path / "disk", "2m") as disk:
        yield disk


def test_full_disk_then_resume(big, reference, small_disk):
    out = small_disk / "out"
    code, events, err = F.run_engine(F.engine_argv(big, out, *BIG_OPTS))
    assert code == protocol.EXIT_WRITE_ERROR == 6, err
    msg = F.types(events, "run_failed")[-1]["message"]
    assert str(out) in msg and "full" in msg and "--resume" in msg
    assert "need about" in msg and " MB" in msg, msg
    F.assert_consistent_partial(out, reference)
    # Free space, then finish the run.
    F.make_room(small_disk)
    code, events, err = F.run_engine(F.engine_argv(big, out, *BIG_OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    F.assert_identical(out, reference)
