"""Write errors (injected at the OS-call seam), output-folder safety and flat parent
memory (issue 3), with the engine run in-process or as a subprocess."""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path

import psutil
import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.run import journal, writer


@pytest.fixture(scope="module")
def small_src(tmp_path_factory) -> Path:
    return F.noise_dataset(tmp_path_factory.mktemp("small") / "src", 96, 64)


def _convert_in_process(src: Path, out: Path, **kw) -> tuple[int, list]:
    return F.convert_in_process(src, out, **kw)


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
        if len(calls) == 4:   # shard 0 done (3 batches of 12), shard 1's first refused
            raise OSError(err, os.strerror(err), path)

    monkeypatch.setattr(writer, "os_write_hook", failing_write)
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
    F.assert_consistent_partial(out, small_reference)
    assert F.hidden_temp_files(out) == []   # nothing went into shard 1: nothing to keep
    assert F.manifest(out)["status"] == "failed"

    monkeypatch.setattr(writer, "os_write_hook", None)
    code, events = _convert_in_process(small_src, out, resume=True)
    assert code == protocol.EXIT_OK
    F.assert_identical(out, small_reference)


def test_disk_full_before_anything_then_resume(small_src, small_reference, tmp_path,
                                               monkeypatch):
    """Full before even the journal could be written: --resume must start afresh, not
    call the folder a dataset of another run."""
    def full(self, header):
        raise writer.as_write_error(OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)),
                                     os.path.dirname(self.path))

    monkeypatch.setattr(journal.Journal, "start", full)
    out = tmp_path / "out"
    code, events = _convert_in_process(small_src, out)
    assert code == protocol.EXIT_WRITE_ERROR
    assert F.shard_names(out) == [] and not (out / journal.JOURNAL).exists()
    monkeypatch.undo()
    code, events = _convert_in_process(small_src, out, resume=True)
    assert code == protocol.EXIT_OK, [e for e in events if isinstance(e, protocol.RunFailed)]
    F.assert_identical(out, small_reference)


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
    assert F.shard_names(out) == [f"data-train-0000{i}-of-00003.tfrecord" for i in range(3)]
    assert not (out / "data-train-00000-of-00001.tfrecord").exists()  # the old run's shard
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


@pytest.fixture
def catalogue_restored():
    """Templates of engine.reason_codes changed by a test are matched again as they were."""
    from engine import reason_codes
    yield reason_codes.CATALOGUE
    reason_codes._ordered.cache_clear()
    reason_codes._regex.cache_clear()


def test_the_images_left_out_are_counted_by_their_reasons_code(tmp_path, monkeypatch,
                                                                catalogue_restored):
    """The manifest's left_out counts rejected.csv's rows whose reason has the code the
    window counts (item_failed's ann.unannotated), not the rows equal to one English text:
    the catalogue's English may change, even gain a value, while its code stays."""
    from engine import reason_codes
    from engine.config import ConvertConfig, ImageOptions
    from engine.run import output

    monkeypatch.setitem(catalogue_restored, reason_codes.LEFT_OUT,
                        "no annotations for {name} (--skip-unannotated)")
    reason_codes._ordered.cache_clear()
    reason_codes._regex.cache_clear()
    out = tmp_path / "out"
    out.mkdir()
    rejected = [("a.jpg", "no annotations for a.jpg (--skip-unannotated)", "scan"),
                ("b.jpg", "no annotations for b.jpg (--skip-unannotated)", "scan"),
                ("c.jpg", "not an image", "decode")]
    assert reason_codes.describe(rejected[0][1])[0] == reason_codes.LEFT_OUT
    cfg = ConvertConfig(source=str(tmp_path), out=str(out),
                        image=ImageOptions(width=16, height=16))
    output.write_side_files(cfg, [], {}, rejected, status="complete", labels=[],
                            source_kind="coco", timings={}, fingerprint="", plan=None)
    m = F.manifest(out)
    assert (m["rejected"], m["left_out"]) == (3, 2)
