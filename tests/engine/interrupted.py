"""Interrupted runs for the --resume tests: a small BMP source (every picture of one size
has the same number of bytes) and an output folder left as a run killed right after its
n-th shard was journalled (TFRS_CRASH_AT_STEP, read from a run listing its steps)."""

from __future__ import annotations

import errno
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from engine import protocol
from engine.bytes_version import BYTES_VERSION
from engine.output_state import MANIFEST, PARTIAL_SUFFIX
from engine.run import journal, partial, run_stats, writer
from engine.run.lock import LOCK_NAME
from tests.engine import imagefactory as F

#: the resume tests' options: three shards of 16x16 PNGs, one worker, in the source's order
BMP_OPTS = ("--workers", "1", "--shards", "3", "--no-shuffle", "--format", "png", "--size",
            "16", "--resize", "stretch")


def bmp_dataset(root):
    """Nine 16x16 noise BMPs in class folders a and b."""
    for i in range(9):
        F.write(root / ("a", "b")[i % 2] / f"{i:02d}.bmp", F.encode(F.noise(16, 16, i), "BMP"))
    return root


def interrupted(src, out):
    """`out` as a run killed right after its first shard was journalled; its entries."""
    argv = F.engine_argv(src, out, *BMP_OPTS)
    code, _, err = F.run_engine(argv, env=dict(os.environ, TFRS_CRASH_AT_STEP="-1"))
    assert code == protocol.EXIT_OK, err
    crash = F.after_first_journal_entry(err)
    shutil.rmtree(out)
    code, _, err = F.run_engine(argv, env=dict(os.environ, TFRS_CRASH_AT_STEP=str(crash)))
    assert code == writer.CRASH_EXIT, err
    _, entries = journal.Journal(str(out)).read()
    (entry,) = entries.values()
    assert entry["sources"], entry
    return entry


def class_table(src, rows=None, header: str = "path,label") -> Path:
    """A class table ``list.csv`` in bmp_dataset's folder ``src``: a row per image (its path
    relative to the table, its class folder's name as its class), or ``rows`` as given."""
    table = Path(src) / "list.csv"
    if rows is None:
        rows = [f"{p.parent.name}/{p.name},{p.parent.name}"
                for p in sorted(Path(src).rglob("*.bmp"))]
    table.write_text("\n".join([header, *rows]) + "\n", encoding="utf-8")
    return table


#: BMP_OPTS with four shards
FOUR_SHARDS = ("--workers", "1", "--shards", "4", "--no-shuffle", "--format", "png",
               "--size", "16", "--resize", "stretch")


def interrupted_after(src, out, appends: int) -> list[dict]:
    """`out` as a run killed right after its ``appends``-th shard was journalled; its
    entries in journal order."""
    argv = F.engine_argv(src, out, *FOUR_SHARDS)
    code, _, err = F.run_engine(argv, env=dict(os.environ, TFRS_CRASH_AT_STEP="-1"))
    assert code == protocol.EXIT_OK, err
    crash = F.after_journal_entry(err, appends)
    shutil.rmtree(out)
    code, _, err = F.run_engine(argv, env=dict(os.environ, TFRS_CRASH_AT_STEP=str(crash)))
    assert code == writer.CRASH_EXIT, err
    _, entries = journal.Journal(str(out)).read()
    assert len(entries) == appends, entries
    return list(entries.values())


#: the older-version runs' options: three shards of 64x64 PNGs, one worker, in order
OLDER_OPTS = ("--workers", "1", "--shards", "3", "--no-shuffle", "--size", "64", "--format",
              "png")


def as_0_3_6(header: dict) -> None:
    """A journal header as engine 0.3.6 wrote it (it recorded its bytes version)."""
    header.update(engine_version="0.3.6", bytes_version="0.3.6")


def as_0_3_7(header: dict) -> None:
    """A journal header as engine 0.3.7 wrote it: no task, and the bytes version of its
    rule (annotated 0.3.6 when the run read annotation files, else 0.3.0, this engine's for
    class labels; crop 0.3.7)."""
    # (this engine's journal names a segmentation run's task, and no classification's)
    assert header.pop("task", "classification") in ("segmentation", "classification")
    crop = header["options"]["image"]["resize"] == "crop"
    header.update(engine_version="0.3.7", bytes_version=(
        BYTES_VERSION if not header.get("annotation_files") else "0.3.7" if crop else "0.3.6"))


def killed_at(argv: list[str], out, step: Callable[[str], int]) -> None:
    """`out` left by the run ``argv`` killed at the crash step ``step`` picks from the
    steps a run listing them writes on stderr (TFRS_CRASH_AT_STEP=-1), e.g.
    ``lambda err: F.after_journal_entry(err, 3)``: its third shard journalled, the
    manifest not written."""
    code, _, err = F.run_engine(argv, timeout=300,
                                env=dict(os.environ, TFRS_CRASH_AT_STEP="-1"))
    assert code == protocol.EXIT_OK, err
    crash = step(err)
    shutil.rmtree(out)
    code, _, err = F.run_engine(argv, timeout=300,
                                env=dict(os.environ, TFRS_CRASH_AT_STEP=str(crash)))
    assert code == writer.CRASH_EXIT, err


def into_shard(n: int) -> Callable[[str], int]:
    """killed_at's step just after the first write into shard ``n``'s temporary file: shard
    ``n`` unfinished, its first batch in its .partial file."""
    def step(err: str) -> int:
        name = f"-{n:05d}-of-"
        writes = [int(k) for k, path in re.findall(r"TFRS step (\d+): write (.*)$", err,
                                                    re.MULTILINE)
                  if name in path and path.strip().endswith(PARTIAL_SUFFIX)
                  and ".idx." not in path]
        assert writes, f"no write into shard {n} listed: {err[-2000:]}"
        return writes[0] + 1
    return step


def killed_as_older(src, out, *extra: str, older: Callable[[dict], None] = as_0_3_6,
                    at: Callable[[str], int] = F.after_first_journal_entry) -> list[str]:
    """`out` left as a run of `src` (OLDER_OPTS and `extra`) killed right after its first
    shard was journalled (or at the step ``at`` picks: killed_at), as an older engine
    leaves it: its journal header made by ``older(header)`` to say that version wrote
    it. The run's argv."""
    argv = F.engine_argv(src, out, *OLDER_OPTS, *extra)
    killed_at(argv, out, at)
    as_older(out, older)
    return argv


def cancelled_in_first_shard(src, out, site: Path, hang_on: str,
                             older: Callable[[dict], None] | None = None) -> list[str]:
    """`out` left as a run of `src` (OLDER_OPTS) cancelled once the first batch of its first
    shard was written, the cancel keeping that unfinished shard (its .partial file and
    journal line): the image named ``hang_on`` (in that shard's second batch) never
    decodes in that run (F.HANG_DECODER, its sitecustomize under ``site``), so the cancel
    lands in the shard. With ``older``, as an older engine leaves it (killed_as_older).
    The run's argv."""
    argv = F.engine_argv(src, out, *OLDER_OPTS)
    code, eng = F.cancel_when(argv, lambda e: e["type"] == "batch_written" and e["records"],
                              env=F.with_sitecustomize(site, F.HANG_DECODER, HANG_ON=hang_on))
    assert code == protocol.EXIT_CANCELLED, eng.stderr()
    _, entries = journal.Journal(str(out)).read()
    assert not entries and partial.journalled(str(out)), eng.stderr()
    if older is not None:
        as_older(out, older)
    return argv


def as_older(out, older: Callable[[dict], None]) -> None:
    """The journal of the run in ``out`` with its header made by ``older(header)``."""
    path = Path(out) / journal.JOURNAL
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    older(header)
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")


def judged_as_converted(out, name: str) -> None:
    """The journal of the run in ``out`` as an older engine that converted the file
    ``name`` (which this one refuses) wrote it: its first shard's entry without that
    rejected item, one record more (engine.verdicts)."""
    path = Path(out) / journal.JOURNAL
    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    shard = next(x for x in lines if x.get("kind") == "shard")
    before = len(shard["rejected"])
    shard["rejected"] = [r for r in shard["rejected"] if not r[0].endswith(name)]
    assert len(shard["rejected"]) == before - 1, shard["rejected"]
    shard["records"] += 1
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")


def judged_as_refused(out, path: str, why: str) -> None:
    """The journal of the run in ``out`` as an older engine that refused the file ``path``
    (which this one converts) for ``why`` wrote it: its first shard's entry with that
    rejected item, one record less (engine.verdicts)."""
    path_ = Path(out) / journal.JOURNAL
    lines = [json.loads(x) for x in path_.read_text(encoding="utf-8").splitlines()]
    shard = next(x for x in lines if x.get("kind") == "shard")
    assert not any(r[0] == path for r in shard["rejected"]), shard["rejected"]
    shard["rejected"].append([path, why, "decode"])
    shard["records"] -= 1
    path_.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")


#: sitecustomize code (test only): engine.verdicts cannot read a file named *UNREAD* (no
#: permission, as a cluster's driver that does not see the source; the tests run as root)
UNREADABLE = """
    import errno, os
    import engine.verdicts as _verdicts
    _kind = _verdicts._kind
    def kind(path):
        if "UNREAD" in os.path.basename(path):
            raise PermissionError(errno.EACCES, "Permission denied", path)
        return _kind(path)
    _verdicts._kind = kind
"""


#: the journal-lost runs' options: three shards of 16x16 PNGs, one worker, in order
JOURNAL_LOST_OPTS = ("--workers", "1", "--shards", "3", "--no-shuffle", "--size", "16",
                     "--format", "png")


def cancelled_without_journal(src, out, when=lambda e: e.get("type") == "shard_written",
                              env=None) -> list[str]:
    """`out` as a run of `src` (JOURNAL_LOST_OPTS) cancelled at the first event ``when``
    holds, its journal then deleted (as a copy that skips hidden files leaves it). The
    run's argv."""
    argv = F.engine_argv(src, out, *JOURNAL_LOST_OPTS)
    code, _ = F.cancel_when(argv, when, env=env)
    assert code == protocol.EXIT_CANCELLED
    (Path(out) / journal.JOURNAL).unlink()
    return argv


def failed_writing_shard_1(src: Path, out: Path, monkeypatch, **kw) -> None:
    """``out`` as a run (in this process, one worker) left it when writing its shard 1
    failed (a full disk): shard 0 complete, shard 1 half written (its .partial file,
    which --resume continues)."""
    calls: list = []

    def failing_write(path, nbytes):
        calls.append(path)
        if len(calls) == 4:   # shard 0 done (2 batches), shard 1 half written
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), path)

    monkeypatch.setattr(writer, "os_write_hook", failing_write)
    code, _ = F.convert_in_process(src, out, workers=1, **kw)
    assert code == protocol.EXIT_WRITE_ERROR
    monkeypatch.setattr(writer, "os_write_hook", None)


def resumed_after_a_failed_write(src: Path, out: Path, monkeypatch, **kw) -> list:
    """The events of a --resume (in this process, one worker) that keeps shard 0 of 3 and
    the first batch of shard 1 (the first run failed writing its second), with a progress
    event after every batch."""
    failed_writing_shard_1(src, out, monkeypatch, **kw)
    monkeypatch.setattr(run_stats, "PROGRESS_INTERVAL", 0.0)
    code, events = F.convert_in_process(src, out, workers=1, resume=True, **kw)
    assert code == protocol.EXIT_OK
    return events


def resumed_after_a_cancel(src: Path, out: Path, monkeypatch, **kw) -> list:
    """The events of a --resume (in this process, one worker, two shards) of a run
    cancelled once a batch of its shard 1 was written: it keeps shard 0 and shard 1's
    first records (written again first), with a progress event after every batch. `src`:
    enough images for five batches a shard (160), so the cancel is in time."""
    import threading

    from engine.config import ConvertConfig, ImageOptions
    from engine.events import Emitter
    from engine.run.pipeline import Converter

    image = kw.pop("image", ImageOptions(width=32, height=32))

    def run(resume: bool) -> tuple[int, list]:
        events: list = []
        cancel = threading.Event()
        em = Emitter("none")

        def hear(ev) -> None:
            events.append(ev)
            if not resume and isinstance(ev, protocol.BatchWritten) and ev.records \
                    and "-00001-of-" in ev.shard:
                cancel.set()
        em.listeners.append(hear)
        cfg = ConvertConfig(source=str(src), out=str(out),
                            image=image, workers=1,
                            num_shards=2, shuffle=False, resume=resume, **kw)
        return Converter(cfg, em, cancel=cancel).run().exit_code, events

    code, first = run(False)
    assert code == protocol.EXIT_CANCELLED
    monkeypatch.setattr(run_stats, "PROGRESS_INTERVAL", 0.0)
    code, events = run(True)
    assert code == protocol.EXIT_OK
    return events


_REFERENCES: dict[tuple, Path] = {}


def reference(key: tuple, make: Callable[[Path], int], tmp_path_factory) -> Path:
    """An uninterrupted run's output folder, made once a test session for each ``key``
    (name in it all that tells two runs apart: the source, the options): ``make(out)``
    converts into ``out`` and returns the exit code, which must be EXIT_OK."""
    if key not in _REFERENCES:
        out = tmp_path_factory.mktemp("ref") / "out"
        code = make(out)
        assert code == protocol.EXIT_OK, f"the reference run {key} exited {code}"
        _REFERENCES[key] = out
    return _REFERENCES[key]


#: manifest keys that differ between any two runs
VOLATILE = ("created", "started", "timings")


def output_snapshot(folder: Path) -> dict[str, bytes]:
    """Every file of an output folder, except our lock, the run log (timestamps) and the
    manifest's run-specific fields: what two runs that should agree must agree on."""
    if not folder.exists():
        return {}
    files = {}
    for name in sorted(os.listdir(folder)):
        if name in (LOCK_NAME, protocol.RUN_LOG):
            continue
        data = (folder / name).read_bytes()
        if name == MANIFEST:
            m = json.loads(data)
            for k in VOLATILE:
                m.pop(k, None)
            data = json.dumps(m, sort_keys=True).encode()
        files[name] = data
    return files


def assert_same_output(out: Path, ref: Path, what: str = "the run") -> None:
    """``out`` holds what ``ref`` holds (output_snapshot), and no lock was left behind."""
    got, want = output_snapshot(out), output_snapshot(ref)
    assert sorted(got) == sorted(want), f"{what}: files {sorted(got)} != {sorted(want)}"
    for name in want:
        assert got[name] == want[name], f"{what}: {name} differs"
    assert not (out / LOCK_NAME).exists(), f"{what}: the lock was left behind"


class ForkRunner:
    """Runs `python -m engine convert ...` many times, fast, each forked from one warm
    interpreter (tests/engine/forkrunner.py), optionally killed at a step (crash_at)."""

    def __init__(self, tmp: Path):
        self.tmp = tmp
        self.n = 0
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).with_name("forkrunner.py"))], cwd=F.ROOT,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            env=dict(os.environ, PYTHONPATH=str(F.ROOT)))

    def run(self, source: Path, out: Path, *opts: str, crash_at: int = 0) -> tuple[int, str]:
        self.n += 1
        log = self.tmp / f"run{self.n}.log"
        argv = ["convert", str(source), "--out", str(out), "--events", "jsonl", *opts]
        self.proc.stdin.write(json.dumps({"argv": argv, "crash_at": crash_at,
                                          "log": str(log)}) + "\n")
        self.proc.stdin.flush()
        reply = self.proc.stdout.readline()
        assert reply, "the fork runner died"
        return json.loads(reply)["code"], log.read_text(encoding="utf-8", errors="replace")

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=30)
        self.proc.stdout.close()
