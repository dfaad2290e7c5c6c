"""Faults (issue 3): cancel, SIGKILL + --resume, worker death, full disk, output folder
safety, flat parent memory. Real signals against `python -m engine convert` subprocesses;
a real tmpfs for ENOSPC where mounting is allowed; an injected OSError at the writer seam
so the write-error path is always covered.
"""

from __future__ import annotations

import errno
import os
import shutil
import signal
import subprocess
import textwrap
import time
from pathlib import Path

import psutil
import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol, writer
from engine.config import ConvertConfig, ImageOptions
from engine.events import Emitter
from engine.pipeline import Converter

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


def _assert_gone(procs: list[psutil.Process], within: float = 5.0) -> None:
    gone, alive = psutil.wait_procs(procs, timeout=within)
    assert not alive, f"left running: {[p.pid for p in alive]}"


def _assert_consistent(out: Path, reference: Path) -> list[str]:
    """Every file under a final shard name is complete: listed in the manifest with its
    hash, and byte-identical to the uninterrupted run's shard. No temporary file is left."""
    assert F.hidden_temp_files(out) == []
    m = F.manifest(out)
    listed = {sh["filename"]: sh for sp in m["splits"].values() for sh in sp["shards"]}
    on_disk = F.shard_names(out)
    assert sorted(listed) == on_disk
    for name in on_disk:
        data = (out / name).read_bytes()
        assert data == (reference / name).read_bytes(), f"{name} differs"
        assert len(F.read_records(out / name)) == listed[name]["records"]
    return on_disk


def _assert_identical(out: Path, reference: Path) -> None:
    assert F.shard_names(out) == F.shard_names(reference)
    assert F.folder_bytes(out) == F.folder_bytes(reference)
    assert F.hidden_temp_files(out) == []
    assert not (out / writer.JOURNAL).exists()
    assert F.rejected_rows(out) == F.rejected_rows(reference)
    assert (out / "labels.txt").read_bytes() == (reference / "labels.txt").read_bytes()
    m, ref = F.manifest(out), F.manifest(reference)
    assert m["status"] == "complete"
    assert m["splits"] == ref["splits"] and m["total_records"] == ref["total_records"]


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
        code = eng.wait(timeout=30)
        elapsed = time.monotonic() - t0
    finally:
        eng.close()
    assert code == protocol.EXIT_CANCELLED == 130, eng.stderr()
    assert elapsed < 3.0, f"took {elapsed:.2f} s to stop"
    _assert_gone(workers)
    fin = F.types(eng.events, "run_finished")[-1]
    assert fin["status"] == "cancelled" and fin["summary"]["status"] == "cancelled"
    assert F.manifest(out)["status"] == "cancelled"
    kept = _assert_consistent(out, reference)
    assert 1 <= len(kept) < 6
    if how == "stdin":   # and the cancelled run can be finished later
        code, events, err = F.run_engine(F.engine_argv(big, out, *BIG_OPTS, "--resume"))
        assert code == protocol.EXIT_OK, err
        _assert_identical(out, reference)


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
        eng.wait(timeout=10)
        # Orphaned workers notice and exit by themselves (nothing else would stop them).
        _assert_gone(workers)
    finally:
        eng.close()
    killed_with = sorted(os.listdir(out))
    if moment == "mid_shard":
        assert F.hidden_temp_files(out), killed_with   # a partial shard was really left
        # A crash can also tear the journal's last line; resume must not trust it.
        with open(out / writer.JOURNAL, "a", encoding="utf-8") as f:
            f.write('{"kind": "shard", "filename": "data-train-000')
    code, events, err = F.run_engine(F.engine_argv(big, out, *BIG_OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    _assert_identical(out, reference)
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
    _assert_identical(out, reference)


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
    _assert_identical(out, reference)


SITECUSTOMIZE = """
    # Test only: makes the decoder process die on files named *CRASHME*, like a decoder
    # segfault would. Loaded through PYTHONPATH into the engine and its spawned workers.
    import os, signal
    import engine.imaging as _imaging
    _read_file = _imaging.read_file
    def read_file(path):
        if "CRASHME" in os.path.basename(path):
            os.kill(os.getpid(), signal.SIGKILL)
        return _read_file(path)
    _imaging.read_file = read_file
"""


def _run_with_poisoned_decoder(tmp_path, sitecustomize: str, bad: str, n: int, *args: str):
    """Convert n good images plus `bad` (in class b) with a test-only sitecustomize.py
    loaded into the engine and its spawned workers; returns (code, events, err, out)."""
    src = tmp_path / "src"
    for i in range(n):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(64, 64, i), "JPEG"))
    F.write(src / "b" / bad, F.encode(F.noise(64, 64, 7), "JPEG"))
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(textwrap.dedent(sitecustomize))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), str(F.ROOT)]))
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "2", "--size", "32",
                                                   *args), env=env, timeout=120)
    return code, events, err, out


def test_item_that_crashes_the_decoder_is_rejected(tmp_path):
    code, events, err, out = _run_with_poisoned_decoder(
        tmp_path, SITECUSTOMIZE, "020_CRASHME.jpg", 40, "--shards", "2")
    assert code == protocol.EXIT_OK, err
    failed = F.types(events, "item_failed")
    assert [Path(e["path"]).name for e in failed] == ["020_CRASHME.jpg"]
    assert failed[0]["reason"].startswith("crashed the decoder")
    rows = F.rejected_rows(out)
    assert [(Path(r["path"]).name, r["reason"]) for r in rows] == \
        [("020_CRASHME.jpg", failed[0]["reason"])]
    assert len(F.all_records(out)) == 40


SITECUSTOMIZE_HANG = """
    # Test only: the decoder never returns on files named *HANGME*, like a decoder stuck
    # in an endless loop on a crafted file.
    import os, time
    import engine.imaging as _imaging
    _read_file = _imaging.read_file
    def read_file(path):
        if "HANGME" in os.path.basename(path):
            while True:
                time.sleep(1)
        return _read_file(path)
    _imaging.read_file = read_file
"""


def test_item_that_hangs_the_decoder_is_rejected_after_the_item_timeout(tmp_path):
    t0 = time.monotonic()
    code, events, err, out = _run_with_poisoned_decoder(
        tmp_path, SITECUSTOMIZE_HANG, "015_HANGME.jpg", 30, "--item-timeout", "2")
    assert code == protocol.EXIT_OK, err
    assert time.monotonic() - t0 < 60
    failed = F.types(events, "item_failed")
    assert [Path(e["path"]).name for e in failed] == ["015_HANGME.jpg"]
    assert "did not finish within 2 s" in failed[0]["reason"]
    assert len(F.all_records(out)) == 30


SITECUSTOMIZE_MID_SEND = """
    # Test only: the first worker that converts a file named *KILLMIDSEND* writes half of
    # its result message to the result pipe and is then SIGKILLed, as an outside kill (OOM
    # killer, user) can land while a worker sends a large result. The marker file makes it
    # happen once. Loaded through PYTHONPATH into the engine and its spawned workers.
    import os, signal, struct
    from multiprocessing import connection as _connection
    import engine.worker as _worker
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
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(textwrap.dedent(SITECUSTOMIZE_MID_SEND))
    marker = tmp_path / "killed-once"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), str(F.ROOT)]),
               KILLMIDSEND_MARKER=str(marker))
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, *opts), env=env, timeout=60)
    assert marker.exists(), "the worker was not killed mid-send: the test did not test"
    assert code == protocol.EXIT_OK, err
    assert "a worker process died" in err
    assert not F.types(events, "item_failed")
    _assert_identical(out, ref)


# -- full disk and write errors ------------------------------------------------------------

@pytest.fixture
def small_disk(tmp_path):
    mnt = tmp_path / "disk"
    mnt.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root; the injected ENOSPC test covers the path")
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(mnt)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({r.stderr.strip()}); the injected ENOSPC "
                    "test covers the path")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", "-l", str(mnt)], capture_output=True)


def test_full_disk_then_resume(big, reference, small_disk):
    out = small_disk / "out"
    code, events, err = F.run_engine(F.engine_argv(big, out, *BIG_OPTS))
    assert code == protocol.EXIT_WRITE_ERROR == 6, err
    msg = F.types(events, "run_failed")[-1]["message"]
    assert str(out) in msg and "full" in msg and "--resume" in msg
    assert "need about" in msg and " MB" in msg, msg
    _assert_consistent_partial(out, reference)
    # Free space, then finish the run.
    r = subprocess.run(["mount", "-o", "remount,size=64m", str(small_disk)], capture_output=True)
    assert r.returncode == 0, r.stderr
    code, events, err = F.run_engine(F.engine_argv(big, out, *BIG_OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    _assert_identical(out, reference)


def _assert_consistent_partial(out: Path, reference: Path) -> None:
    """After a failed write: no temporary file, and whatever is under a final shard name
    is complete (identical to the uninterrupted run's shard)."""
    assert F.hidden_temp_files(out) == []
    for name in F.shard_names(out):
        assert (out / name).read_bytes() == (reference / name).read_bytes(), name
    assert (out / writer.JOURNAL).exists()   # what --resume continues from


@pytest.fixture(scope="module")
def small_src(tmp_path_factory) -> Path:
    return F.noise_dataset(tmp_path_factory.mktemp("small") / "src", 96, 64)


def _convert_in_process(src: Path, out: Path, **kw) -> tuple[int, list]:
    events: list = []
    em = Emitter("none")
    em.listeners.append(events.append)
    kw = {"num_shards": 3, **kw}
    cfg = ConvertConfig(source=str(src), out=str(out), image=ImageOptions(width=32, height=32),
                        workers=2, **kw)
    return Converter(cfg, em).run(), events


@pytest.fixture(scope="module")
def small_reference(small_src, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("small_ref") / "out"
    code, _ = _convert_in_process(small_src, out)
    assert code == protocol.EXIT_OK
    return out


@pytest.mark.parametrize("err", [errno.ENOSPC, errno.EIO])
def test_injected_write_error_then_resume(small_src, small_reference, tmp_path, monkeypatch, err):
    calls = []

    def failing_write(path, nbytes):
        calls.append(path)
        if len(calls) == 4:   # shard 0 done (2 batches), shard 1 half written
            raise OSError(err, os.strerror(err), path)

    monkeypatch.setattr(writer, "_os_write_hook", failing_write)
    out = tmp_path / "out"
    code, events = _convert_in_process(small_src, out)
    assert code == protocol.EXIT_WRITE_ERROR
    failed = [e for e in events if isinstance(e, protocol.RunFailed)][-1]
    assert str(out) in failed.message and "--resume" in failed.message
    if err == errno.ENOSPC:
        assert "full" in failed.message and "need about" in failed.message
    else:
        assert os.strerror(errno.EIO) in failed.message
    assert F.shard_names(out) == ["data-train-00000-of-00003.tfrecord"]
    _assert_consistent_partial(out, small_reference)
    assert F.manifest(out)["status"] == "failed"

    monkeypatch.setattr(writer, "_os_write_hook", None)
    code, events = _convert_in_process(small_src, out, resume=True)
    assert code == protocol.EXIT_OK
    _assert_identical(out, small_reference)


def test_disk_full_before_anything_then_resume(small_src, small_reference, tmp_path,
                                               monkeypatch):
    """Full before even the journal could be written: --resume must start afresh, not
    call the folder a dataset of another run."""
    def full(self, header):
        raise writer._as_write_error(OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)),
                                     os.path.dirname(self.path))

    monkeypatch.setattr(writer.Journal, "start", full)
    out = tmp_path / "out"
    code, events = _convert_in_process(small_src, out)
    assert code == protocol.EXIT_WRITE_ERROR
    assert F.shard_names(out) == [] and not (out / writer.JOURNAL).exists()
    monkeypatch.undo()
    code, events = _convert_in_process(small_src, out, resume=True)
    assert code == protocol.EXIT_OK, [e for e in events if isinstance(e, protocol.RunFailed)]
    _assert_identical(out, small_reference)


# -- output folder -------------------------------------------------------------------------

def test_non_empty_output_folder_is_refused(small_src, tmp_path):
    out = tmp_path / "out"
    F.write(out / "notes.txt", b"mine")
    code, events, err = F.run_engine(F.engine_argv(small_src, out))
    assert code == protocol.EXIT_OUTPUT_EXISTS == 4, err
    msg = F.types(events, "run_failed")[-1]["message"]
    assert str(out) in msg and "not empty" in msg and "--overwrite" in msg and "--resume" in msg
    assert os.listdir(out) == ["notes.txt"]


def test_overwrite_deletes_only_files_the_engine_wrote(small_src, small_reference, tmp_path):
    out = tmp_path / "out"
    code, _ = _convert_in_process(small_src, out, num_shards=None)   # one shard
    assert code == protocol.EXIT_OK
    F.write(out / "notes.txt", b"mine")
    F.write(out / "my-of-data.tfrecord", b"mine too")
    F.write(out / "sub" / "data-train-00000-of-00001.tfrecord", b"in a sub-folder")
    code, events, err = F.run_engine(F.engine_argv(small_src, out, "--workers", "2",
                                                   "--shards", "3", "--size", "32",
                                                   "--overwrite"))
    assert code == protocol.EXIT_OK, err
    assert F.shard_names(out) == ["data-train-0000%d-of-00003.tfrecord" % i for i in range(3)] \
        + ["my-of-data.tfrecord"]
    assert (out / "notes.txt").read_bytes() == b"mine"
    assert (out / "my-of-data.tfrecord").read_bytes() == b"mine too"
    assert (out / "sub" / "data-train-00000-of-00001.tfrecord").exists()
    assert F.folder_bytes(out, F.shard_names(small_reference)) == F.folder_bytes(small_reference)


def test_overwrite_refuses_files_it_did_not_write(small_src, tmp_path):
    out = tmp_path / "out"
    F.write(out / "labels.txt", b"my own labels\n")
    F.write(out / "dataset_info.json", b'{"name": "from another tool"}')
    code, events, err = F.run_engine(F.engine_argv(small_src, out, "--overwrite"))
    assert code == protocol.EXIT_OUTPUT_EXISTS, err
    assert "did not write" in F.types(events, "run_failed")[-1]["message"]
    assert (out / "labels.txt").read_bytes() == b"my own labels\n"
    assert sorted(os.listdir(out)) == ["dataset_info.json", "labels.txt"]
    # --resume must not take them for an interrupted run of ours either.
    code, events, err = F.run_engine(F.engine_argv(small_src, out, "--resume"))
    assert code == protocol.EXIT_OUTPUT_EXISTS, err
    assert "did not write" in F.types(events, "run_failed")[-1]["message"]
    assert (out / "labels.txt").read_bytes() == b"my own labels\n"
    assert sorted(os.listdir(out)) == ["dataset_info.json", "labels.txt"]


def test_output_inside_source_is_refused(small_src, tmp_path):
    code, events, err = F.run_engine(F.engine_argv(small_src, small_src / "out"))
    assert code == protocol.EXIT_USAGE, err
    assert "inside the source folder" in F.types(events, "run_failed")[-1]["message"]
    assert not (small_src / "out").exists()


# -- memory --------------------------------------------------------------------------------

def _peak_parent_rss(src: Path, out: Path) -> tuple[int, int]:
    """(peak RSS of the engine's parent process, records written), sampled every 10 ms."""
    eng = F.Engine(F.engine_argv(src, out, "--workers", "2", "--size", "128", "--format", "raw",
                                 "--no-shuffle"))
    peak = 0
    try:
        proc = psutil.Process(eng.pid)
        while eng.proc.poll() is None:
            try:
                peak = max(peak, proc.memory_info().rss)
                with open(f"/proc/{eng.pid}/status") as f:
                    hwm = [ln for ln in f if ln.startswith("VmHWM:")]
                if hwm:
                    peak = max(peak, int(hwm[0].split()[1]) * 1024)
            except (psutil.NoSuchProcess, OSError):
                break
            time.sleep(0.01)
        code = eng.wait(timeout=120)
    finally:
        eng.close()
    assert code == protocol.EXIT_OK, eng.stderr()
    return peak, F.types(eng.events, "run_finished")[-1]["summary"]["written"]


def test_parent_memory_stays_flat(tmp_path):
    """2000 records of 48 KiB each (94 MiB) go through the parent; holding them, or even a
    tenth of them, would show. In flight is bounded by workers x INFLIGHT_PER_WORKER."""
    tiny = F.encode(F.noise(8, 8, 1), "PNG")
    for n in (200, 2000):
        for i in range(n):
            F.write(tmp_path / f"src{n}" / f"c{i % 10}" / f"{i:05d}.png", tiny)
    small, n_small = _peak_parent_rss(tmp_path / "src200", tmp_path / "out200")
    large, n_large = _peak_parent_rss(tmp_path / "src2000", tmp_path / "out2000")
    assert (n_small, n_large) == (200, 2000)
    grew = (large - small) / 2**20
    assert grew < 30, f"parent peak RSS grew by {grew:.1f} MiB from 200 to 2000 images"
