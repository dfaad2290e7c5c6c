"""--resume inside an unfinished shard (engine.run.partial): a cancel keeps what was
written of the shard being written, a killed run's ``.partial`` is read back, and either
way the resumed run's output is byte for byte an uninterrupted run's: shards, DALI
indexes, rejected.csv, digests and the manifest (but for what records the resume), for
NONE, GZIP and ZLIB at one and two workers. What cannot be trusted is converted again.

One shard per split, as a small dataset is planned: before this, a cancel kept nothing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import threading
from pathlib import Path

import pytest

from engine import protocol
from engine.output_state import JOURNAL
from engine.run import partial, writer
from tests.engine import imagefactory as F
from tests.engine.conftest import read_tfrecords
from tests.engine.interrupted import ForkRunner, assert_same_output, reference

BAD = "a/005_bad.jpg"   # the 4th planned image (no shuffle): inside the first batch
N_GOOD = 40


@pytest.fixture(scope="module")
def src(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("partial") / "src"
    for i in range(N_GOOD):
        F.write(root / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(24, 24, i), "JPEG"))
    F.write(root / BAD, b"not an image\n")
    return root


def _cfg(src: Path, out: Path, compression: str, workers: int, **kw):
    from engine.config import ConvertConfig, ImageOptions
    return ConvertConfig(source=str(src), out=str(out),
                         image=ImageOptions(width=32, height=32, format="png"),
                         workers=workers, num_shards=1, compression=compression,
                         shuffle=False, **kw)


def _run(src, out, compression="none", workers=1, *, resume=False, cancel_after=0,
         cancel_in="", **kw):
    """Convert in this process; with ``cancel_after``, cancel once that many batches with
    records were written (of a shard whose name holds ``cancel_in``); ``kw``: more
    options. (exit code, events as dicts)."""
    from engine.events import Emitter
    from engine.run.pipeline import Converter
    events: list[dict] = []
    cancel = threading.Event()
    em = Emitter("none")

    def hear(e):
        d = json.loads(protocol.encode(e))
        events.append(d)
        if cancel_after and d["type"] == "batch_written" and \
                sum(1 for x in events if x["type"] == "batch_written" and x["records"]
                    and cancel_in in x["shard"]) >= cancel_after:
            cancel.set()
    em.listeners.append(hear)
    result = Converter(_cfg(src, out, compression, workers, resume=resume, **kw), em,
                       cancel=cancel).run()
    return result.exit_code, events


def _reference(src: Path, compression: str, tmp_path_factory, workers: int = 1) -> Path:
    """An uninterrupted run's folder (the manifest records the worker count)."""
    return reference((src, compression, workers),
                     lambda out: _run(src, out, compression, workers)[0], tmp_path_factory)


def _summary(events) -> dict:
    return [e for e in events if e["type"] == "run_finished"][-1]["summary"]


def _partials(out: Path) -> list[str]:
    return sorted(n for n in os.listdir(out) if n.endswith(".partial"))


def _tf_compression(c: str) -> str:
    return {"none": "", "gzip": "GZIP", "zlib": "ZLIB"}[c]


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("compression", ["none", "gzip", "zlib"])
def test_a_cancel_keeps_the_unfinished_shard_and_resume_finishes_it_identically(
        src, tmp_path, tmp_path_factory, compression, workers):
    ref = _reference(src, compression, tmp_path_factory, workers)
    out = tmp_path / "out"
    code, events = _run(src, out, compression, workers, cancel_after=1)
    assert code == protocol.EXIT_CANCELLED
    # the unfinished shard is kept, journalled, and counted as done
    (temp,) = _partials(out)
    line = partial.journalled(str(out))[F.shard_names(ref)[0]]
    assert line["temp"] == temp and 0 < line["records"] < N_GOOD
    assert line["samples"] == line["records"] + 1 and line["skipped"] == [3]
    assert line["compression"] == compression
    summary = _summary(events)
    assert summary["written"] == line["records"] and summary["removed"] == 0
    assert summary["failed"] == 1
    assert F.manifest(out)["removed_records"] == 0
    assert [r["path"] for r in F.rejected_rows(out) if r["stage"] != "scan"] == \
        [str(src / BAD)]
    assert not [e for e in events if e["type"] == "items_requeued"]

    code, events = _run(src, out, compression, workers, resume=True)
    assert code == protocol.EXIT_OK
    assert_same_output(out, ref)
    summary = _summary(events)
    assert summary["kept"] == line["records"] and summary["written"] == N_GOOD
    assert summary["failed"] == 1
    # every count on screen agrees: the kept records are done from the first progress on,
    # and the resumed run converts only the rest
    progress = [e for e in events if e["type"] == "progress"]
    assert progress[0]["done"] >= line["records"] and progress[-1]["done"] == N_GOOD
    converted = sum(e["records"] for e in events if e["type"] == "batch_written")
    assert converted == N_GOOD - line["records"]
    failed = [e["path"] for e in events if e["type"] == "item_failed" and e["stage"] != "scan"]
    assert failed == [str(src / BAD)]
    # TensorFlow reads the resumed shard as the uninterrupted one
    got = read_tfrecords([out / n for n in F.shard_names(out)], _tf_compression(compression))
    want = read_tfrecords([ref / n for n in F.shard_names(ref)], _tf_compression(compression))
    assert [r["image/filename"] for r in got] == [r["image/filename"] for r in want]
    assert len(got) == N_GOOD


def test_a_cancel_of_a_resumed_shard_keeps_more_and_drops_the_older_partial(
        src, tmp_path, tmp_path_factory):
    ref = _reference(src, "gzip", tmp_path_factory)
    out = tmp_path / "out"
    code, _ = _run(src, out, "gzip", cancel_after=1)
    assert code == protocol.EXIT_CANCELLED
    (first,) = _partials(out)
    code, events = _run(src, out, "gzip", resume=True, cancel_after=1)
    assert code == protocol.EXIT_CANCELLED
    (second,) = _partials(out)
    assert second != first
    line = partial.journalled(str(out))[F.shard_names(ref)[0]]
    assert line["temp"] == second and _summary(events)["written"] == line["records"]
    code, _ = _run(src, out, "gzip", resume=True)
    assert code == protocol.EXIT_OK
    assert_same_output(out, ref)


def _crash_before_write(src: Path, out: Path, opts: list[str], nth: int) -> str:
    """Kill the engine (TFRS_CRASH_AT_STEP) before its ``nth`` write into the shard's
    temporary file; its stderr."""
    argv = F.engine_argv(src, out, *opts)
    code, _, err = F.run_engine(argv, env=dict(os.environ, TFRS_CRASH_AT_STEP="-1"))
    assert code == protocol.EXIT_OK, err
    writes = [int(n) for n, path in re.findall(r"TFRS step (\d+): write (.*)$", err, re.M)
              if path.strip().endswith(".partial") and ".tfrecord" in path]
    assert len(writes) > nth, err
    shutil.rmtree(out)
    code, _, err = F.run_engine(argv, env=dict(os.environ, TFRS_CRASH_AT_STEP=str(writes[nth])))
    assert code == writer.CRASH_EXIT, err
    return err


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("compression", ["none", "gzip", "zlib"])
def test_a_killed_runs_partial_is_read_back_and_resumed_identically(src, tmp_path,
                                                                    compression, workers):
    opts = ["--workers", str(workers), "--shards", "1", "--no-shuffle", "--format", "png",
            "--size", "32", "--resize", "stretch", "--compression", compression]
    ref = tmp_path / "ref"
    code, _, err = F.run_engine(F.engine_argv(src, ref, *opts))
    assert code == protocol.EXIT_OK, err
    out = tmp_path / "out"
    _crash_before_write(src, out, opts, 3)
    assert _partials(out) and not partial.journalled(str(out))
    code, events, err = F.run_engine(F.engine_argv(src, out, *opts, "--resume"))
    assert code == protocol.EXIT_OK, err
    assert_same_output(out, ref)
    kept = _summary(events)["kept"]
    # A killed run journals no failure: the records before the failed 4th image are kept
    # (its failure is found again, with its own words), the rest converted.
    assert kept == (3 if compression == "none" else kept) and 0 <= kept <= 3
    assert [r["path"] for r in F.rejected_rows(out) if r["stage"] != "scan"] == \
        [str(src / BAD)]


def _cancelled(src, out, compression="none") -> dict:
    code, _ = _run(src, out, compression, cancel_after=2)
    assert code == protocol.EXIT_CANCELLED
    (line,) = partial.journalled(str(out)).values()
    assert line["records"] > 4
    return line


def test_a_damaged_record_ends_what_is_kept(src, tmp_path, tmp_path_factory):
    ref = _reference(src, "none", tmp_path_factory)
    out = tmp_path / "out"
    line = _cancelled(src, out)
    path = out / line["temp"]
    data = bytearray(path.read_bytes())
    data[len(data) * 3 // 4] ^= 0xFF     # inside a later record: its CRC fails
    path.write_bytes(bytes(data))
    code, events = _run(src, out, resume=True)
    assert code == protocol.EXIT_OK
    assert_same_output(out, ref)
    kept = _summary(events)["kept"]
    assert 3 <= kept < line["records"]   # the prefix before the failed image at least


def test_records_that_are_not_the_planned_samples_are_not_kept(src, tmp_path,
                                                               tmp_path_factory):
    ref = _reference(src, "none", tmp_path_factory)
    out = tmp_path / "out"
    line = _cancelled(src, out)
    path = out / line["temp"]
    with open(path, "rb") as f:
        from engine.records.tfrecord import frame, iter_records
        records = [r.data for r in iter_records(f)]
    path.write_bytes(b"".join(frame(r) for r in reversed(records)))   # CRCs sound, order not
    code, events = _run(src, out, resume=True)
    assert code == protocol.EXIT_OK
    assert_same_output(out, ref)
    assert _summary(events)["kept"] == 0


def test_a_changed_image_or_another_engine_version_is_converted_again(src, tmp_path,
                                                                      tmp_path_factory):
    ref = _reference(src, "none", tmp_path_factory)
    for how in ("touched", "version"):
        out = tmp_path / how
        _cancelled(src, out)
        if how == "touched":   # a kept image's time changes (its bytes do not)
            first = src / "a" / "000.jpg"
            st = first.stat()
            os.utime(first, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
        else:
            lines = (out / JOURNAL).read_text(encoding="utf-8").splitlines()
            header = json.loads(lines[0])
            header["engine_version"] = "0.0.1"
            (out / JOURNAL).write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n",
                                       encoding="utf-8")
        try:
            code, events = _run(src, out, resume=True)
        finally:
            if how == "touched":
                os.utime(first, ns=(st.st_atime_ns, st.st_mtime_ns))
        assert code == protocol.EXIT_OK
        assert _summary(events)["kept"] == 0, how
        if how == "version":
            assert_same_output(out, ref)
        else:   # (the manifest's stamp of the shard's files has the new time)
            assert F.folder_bytes(out) == F.folder_bytes(ref)
            assert F.rejected_rows(out) == F.rejected_rows(ref)


@pytest.mark.timeout(1800)
@pytest.mark.parametrize("compression", ["gzip", "zlib"])
def test_every_crash_point_of_a_compressed_shard_resumes_identically(src, tmp_path,
                                                                     compression):
    """test_crash_points enumerates an uncompressed run; a compressed shard's partial is a
    cut GZIP/ZLIB stream: killed before each step of a run (and, the second time, of the
    --resume that continues it), --resume finishes the folder as an uninterrupted run."""
    opts = ["--format", "original", "--workers", "1", "--shards", "1", "--no-shuffle",
            "--compression", compression]
    runner = ForkRunner(tmp_path)
    try:
        ref = tmp_path / "ref"
        code, log = runner.run(src, ref, *opts)
        assert code == 0, log
        kept_somewhere = False
        for k in range(1, 200):
            out = tmp_path / f"k{k}"
            code, log = runner.run(src, out, *opts, crash_at=k)
            if code == 0:
                assert k > 10, "no steps were counted"
                break
            assert code == writer.CRASH_EXIT, f"step {k}: exit {code}\n{log}"
            again = tmp_path / f"k{k}-again"
            if out.exists():   # (killed before it made the folder: nothing to copy)
                shutil.copytree(out, again)
            code, log = runner.run(src, out, *opts, "--resume")
            assert code == 0, f"step {k}: --resume exit {code}\n{log}"
            assert_same_output(out, ref, f"step {k} + --resume")
            # killed again while that --resume continues the shard (its k-th step)
            code, log = runner.run(src, again, *opts, "--resume", crash_at=k)
            if code == writer.CRASH_EXIT:
                kept_somewhere |= bool(partial.journalled(str(again)))
                code, log = runner.run(src, again, *opts, "--resume")
            assert code == 0, f"step {k} twice: --resume exit {code}\n{log}"
            assert_same_output(again, ref, f"step {k} twice + --resume")
            shutil.rmtree(out)
            shutil.rmtree(again)
        else:
            raise AssertionError("the run did not finish within 200 steps")
        assert kept_somewhere, "no resumed run carried a kept partial forward"
    finally:
        runner.close()


def test_the_terminal_says_what_a_cancel_kept_of_the_unfinished_shard():
    import io

    from engine import events
    buf = io.StringIO()
    em = events.Emitter("text", stream=buf)
    em.emit(protocol.RunFinished(status="cancelled", summary=protocol.ConvertSummary(
        status="cancelled", written=20, unfinished=12, failed=1, shards=1, out="/o")))
    assert buf.getvalue().startswith(
        "cancelled: 20 images written (12 of them in the unfinished shard, kept: --resume "
        "continues it), 1 skipped, 1 shard"), buf.getvalue()


def test_the_outlook_counts_a_kept_partial_until_one_of_its_images_changes(src, tmp_path):
    """What the Resume offer reads (engine.resume_check.outlook): a cancel's journalled
    partial is among the kept images, unless an image of its shard changed since (then
    --resume converts it again, and the offer must not count it)."""
    from engine.output_kind import read_output_state
    from engine.resume_check import outlook
    out = tmp_path / "out"
    line = _cancelled(src, out)
    seen = outlook(str(out))
    assert seen is not None
    assert (seen.kept_records, seen.kept_skipped, seen.kept_unfinished) == \
        (line["records"], 1, line["records"])
    assert seen.unfinished_records == 0 and seen.kept_shards == 0
    state = read_output_state(str(out))
    assert (state.records, state.skipped, state.unfinished) == (line["records"], 1,
                                                                line["records"])
    first = src / "a" / "000.jpg"
    st = first.stat()
    os.utime(first, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    try:
        seen = outlook(str(out))
    finally:
        os.utime(first, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert seen is not None and (seen.kept_records, seen.kept_unfinished) == (0, 0)


def test_a_cancel_before_a_kept_partial_is_reached_counts_it_unfinished(tmp_path):
    """Two unfinished shards kept (a shard of the first run's converted again after an
    image changed, cancelled before the kept partial is reached): the summary's
    ``unfinished`` counts both, as the journal does (engine.output_kind)."""
    from engine.output_kind import read_output_state
    src = tmp_path / "src"   # batches of 16: a cancel leaves most of a split's 80 images
    for i in range(160):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(8, 8, i), "JPEG"))
    out, val = tmp_path / "out", "data-val-00000-of-00001.tfrecord"

    def run(resume: bool, cancel_in: str) -> dict:
        code, events = _run(src, out, resume=resume, cancel_after=1, cancel_in=cancel_in,
                            split=(("train", 0.5), ("val", 0.5)))
        assert code == protocol.EXIT_CANCELLED
        return _summary(events)

    run(False, "-val-")   # train committed, val's partial kept
    assert list(partial.journalled(str(out))) == [val]
    first = src / "a" / "000.jpg"
    st = first.stat()
    os.utime(first, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    try:
        summary = run(True, "-train-")   # train again: cancelled there, val's not reached
    finally:
        os.utime(first, ns=(st.st_atime_ns, st.st_mtime_ns))
    lines = partial.journalled(str(out))
    assert len(lines) == 2 and len(_partials(out)) == 2
    state = read_output_state(str(out))
    assert summary["unfinished"] == state.unfinished == sum(x["records"] for x in
                                                            lines.values())
    assert summary["written"] == state.records
