"""Running the real engine in the tests: as a subprocess (to its end, or with its events
read as they come, to cancel or kill it at a chosen moment), with test-only code loaded
into it and its workers (sitecustomize), at a crash step (TFRS_CRASH_AT_STEP), measuring
its memory, or in this process."""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

from engine.run.journal import JOURNAL

ROOT = Path(__file__).resolve().parents[3]
PYTHON = sys.executable


def with_sitecustomize(folder: Path, code: str, **env: str) -> dict:
    """The environment in which the engine and every process it starts (its workers, Dask
    workers) load ``code``, test-only, as sitecustomize.py (written into ``folder``/site),
    with the variables ``env`` added."""
    site = folder / "site"
    site.mkdir(exist_ok=True)
    (site / "sitecustomize.py").write_text(textwrap.dedent(code))
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), str(ROOT)]), **env)


#: sitecustomize code (test only): the decoding process dies on files named *CRASHME*, as a
#: decoder segfault would.
CRASH_DECODER = """
    import os, signal
    import engine.sources.reading as _reading
    _read_file = _reading.read_file
    def read_file(path):
        if "CRASHME" in os.path.basename(path):
            os.kill(os.getpid(), signal.SIGKILL)
        return _read_file(path)
    _reading.read_file = read_file
"""

#: sitecustomize code (test only): the decoder never returns on files named *HANGME* (or
#: *$HANG_ON* when that variable is set), as a decoder stuck in an endless loop on a crafted
#: file; with $HANG_MARK set, it makes a file there first (the run surely converts now).
HANG_DECODER = """
    import os, time
    import engine.sources.reading as _reading
    _read_file = _reading.read_file
    _hang_on = os.environ.get("HANG_ON") or "HANGME"
    def read_file(path):
        if _hang_on in os.path.basename(path):
            if os.environ.get("HANG_MARK"):   # (says it hangs now: a file there)
                open(os.environ["HANG_MARK"], "w").close()
            while True:
                time.sleep(1)
        return _read_file(path)
    _reading.read_file = read_file
"""

#: sitecustomize code (test only): the run's parent, its shard tasks all ended and
#: committed, makes the file $HOLD_MARK and waits there for the run's cancel (at most 10
#: minutes) before it goes on to its end: a stop that surely comes after the last shard.
HOLD_AFTER_SHARDS = """
    import os
    import engine.run.local_shards as _local_shards
    _run_shards = _local_shards.run_shards
    def run_shards(conv, specs):
        _run_shards(conv, specs)
        open(os.environ["HOLD_MARK"], "w").close()
        conv.cancel.wait(600)
    _local_shards.run_shards = run_shards
"""


def coded_log_lines(err: str) -> list[tuple[str, str, dict]]:
    """(level, code, params) of every line of the engine's stderr `err` that is a log
    record ("note: ...") or one of the CLI's own lines, read as the window reads them
    (engine.reason_codes.describe_log_line); a log record the catalogue does not know
    fails the test (the window would show it in English)."""
    from engine.reason_codes import describe_log_line
    out = []
    for line in err.splitlines():
        level, code, params = describe_log_line(line)
        if line.startswith(("note: ", "warning: ", "error: ")):
            assert code, f"not catalogued (engine/reason_catalogue*.py): {line!r}"
        if code:
            out.append((level, code, params))
    return out


def journal_entry_steps(err: str) -> list[int]:
    """The crash steps (TFRS_CRASH_AT_STEP) at which the shards' journal entries are
    appended, in order, read from the stderr ``err`` (or the window's log) of a run that
    listed its steps (TFRS_CRASH_AT_STEP=-1, engine.run.writer.step). A crash at the n-th
    leaves n-1 shards journalled, the n-th complete but not recorded."""
    appends = re.findall(r"TFRS step (\d+): append to (.*)$", err, re.MULTILINE)
    return [int(n) for n, path in appends if os.path.basename(path.strip()) == JOURNAL]


def after_journal_entry(err: str, shards: int = 1) -> int:
    """The crash step just after the ``shards``-th journal entry (journal_entry_steps): a
    crash there leaves that many shards complete and journalled."""
    steps = journal_entry_steps(err)
    assert len(steps) >= shards, f"{len(steps)} journal entries listed: {err[-2000:]}"
    return steps[shards - 1] + 1


def after_journal_started(err: str) -> int:
    """The crash step just after the journal's header is in place (its atomic rename), read
    as journal_entry_steps reads: a crash there leaves an interrupted run that kept no
    shard."""
    renames = re.findall(r"TFRS step (\d+): rename to (.*)$", err, re.MULTILINE)
    steps = [int(n) for n, path in renames if os.path.basename(path.strip()) == JOURNAL]
    assert steps, f"no journal listed: {err[-2000:]}"
    return steps[0] + 1


def after_first_journal_entry(err: str) -> int:
    """The crash step just after the first shard's journal entry: a crash there leaves
    one shard complete and journalled."""
    return after_journal_entry(err, 1)


def killed_after_first_shard(argv: list[str], out, timeout: float = 300) -> None:
    """Run ``argv`` (a convert into ``out``) once to list its steps, then again from an
    empty ``out``, killed just after its first shard's journal entry: ``out`` holds one
    complete, journalled shard and an interrupted run."""
    import shutil

    from engine.run.writer import CRASH_EXIT
    code, _, err = run_engine(argv, timeout=timeout,
                              env={**os.environ, "TFRS_CRASH_AT_STEP": "-1"})
    assert code == 0, err
    crash = after_first_journal_entry(err)
    shutil.rmtree(out)
    code, _, err = run_engine(argv, timeout=timeout,
                              env={**os.environ, "TFRS_CRASH_AT_STEP": str(crash)})
    assert code == CRASH_EXIT, err


def engine_argv(source, out, *options) -> list[str]:
    return [PYTHON, "-m", "engine", "convert", str(source), "--out", str(out),
            "--events", "jsonl", *map(str, options)]


def console_script(folder: Path, name: str = "tfrecord-studio-cli") -> Path:
    """The script pip writes for `name`, from its declaration in pyproject.toml (what
    users run after installing the wheel). As pip's, it is guarded: spawned worker
    processes re-run the main script, as `__mp_main__`."""
    import tomllib
    with open(ROOT / "pyproject.toml", "rb") as f:
        target = tomllib.load(f)["project"]["scripts"][name]
    module, func = target.split(":")
    script = Path(folder) / name
    script.write_text(f"import sys\nfrom {module} import {func}\n"
                      f"if __name__ == '__main__':\n    sys.exit({func}())\n")
    return script


def run_engine(argv: list[str], timeout: float = 120, **kw) -> tuple[int, list[dict], str]:
    """Run to the end; (exit code, events, stderr)."""
    p = subprocess.run(argv, cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True,
                       timeout=timeout, **kw)
    events = [json.loads(line) for line in p.stdout.decode("utf-8").splitlines() if line]
    return p.returncode, events, p.stderr.decode("utf-8", errors="replace")


class Engine:
    """The engine as a subprocess with stdin open (for `cancel`), its events collected
    by a reader thread so the test can wait for a particular moment."""

    def __init__(self, argv: list[str], env: dict | None = None):
        self.stderr_path = None
        # (faulthandler: wait() that times out asks for every thread's stack, SIGABRT)
        env = dict(os.environ if env is None else env, PYTHONFAULTHANDLER="1")
        self.proc = subprocess.Popen(argv, cwd=ROOT, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        self.events: list[dict] = []
        self.bad_lines: list[bytes] = []
        self._q: queue.Queue = queue.Queue()
        self._err: list[bytes] = []
        self._readers = [threading.Thread(target=self._read, daemon=True),
                         threading.Thread(target=lambda: self._err.extend(self.proc.stderr),
                                          daemon=True)]
        for t in self._readers:
            t.start()

    @property
    def pid(self) -> int:
        return self.proc.pid

    def _read(self):
        for line in self.proc.stdout:
            try:
                ev = json.loads(line)
            except ValueError:     # stdout must carry protocol lines only
                self.bad_lines.append(line)
                continue
            self.events.append(ev)
            self._q.put(ev)
        self._q.put(None)

    def wait_for(self, pred, timeout: float = 120) -> dict:
        """Block until an event satisfies pred; returns it."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no matching event within {timeout} s; "
                                     f"stderr: {self.stderr()[-2000:]}")
            try:
                ev = self._q.get(timeout=left)
            except queue.Empty:
                continue
            if ev is None:
                raise AssertionError(f"the engine ended before the expected event; "
                                     f"exit {self.proc.wait()}; stderr: {self.stderr()[-2000:]}")
            if pred(ev):
                return ev

    def send(self, line: str) -> None:
        try:
            self.proc.stdin.write(line.encode() + b"\n")
            self.proc.stdin.flush()
        except BrokenPipeError:  # the engine has already ended
            pass

    def wait(self, timeout: float = 120) -> int:
        """The exit code; an engine still running after ``timeout`` s fails the test with
        where each of its threads was (a hang, e.g. test_cluster_workers' under load, was a
        bare TimeoutExpired that said nothing of where it waited)."""
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.send_signal(signal.SIGABRT)   # (PYTHONFAULTHANDLER: the stacks)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
            self._readers[1].join(timeout=5)
            raise AssertionError(
                f"the engine did not end within {timeout} s; its last events: "
                f"{self.events[-3:]}; stderr (with its threads' stacks): "
                f"{self.stderr()[-8000:]}") from None

    def stderr(self) -> str:
        return b"".join(self._err).decode("utf-8", errors="replace")

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=60)

    def close(self) -> None:
        """Make sure nothing of this run is left: the engine and (by pid) its workers."""
        import psutil
        try:
            children = psutil.Process(self.proc.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            children = []
        self.kill()
        for c in children:
            try:
                c.kill()
            except psutil.NoSuchProcess:
                pass
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        # Workers inherit the engine's stdout: the readers see EOF only when all are gone.
        # (Closing a stream that a reader thread is blocked on would deadlock.)
        for t in self._readers:   # (generous: orphaned workers exit on their own)
            t.join(timeout=60)
        assert not any(t.is_alive() for t in self._readers), \
            "the engine's stdout is still open: a worker outlived the engine"
        self.proc.stdout.close()
        self.proc.stderr.close()
        # (A line without its newline is the last one of a SIGKILLed engine.)
        bad = [ln for ln in self.bad_lines if ln.endswith(b"\n")]
        assert not bad, f"non-protocol lines on stdout: {bad[:3]}"


def cancel_when(argv: list[str], pred, timeout: float = 120,
                env: dict | None = None) -> tuple[int, Engine]:
    """Run the engine (in environment `env`), send `cancel` at the first event satisfying
    pred, and wait for it to end: (its exit code, the finished Engine with its events and
    stderr)."""
    eng = Engine(argv, env=env)
    try:
        eng.wait_for(pred, timeout)
        eng.send("cancel")
        code = eng.wait(timeout=timeout)
    finally:
        eng.close()
    return code, eng


def types(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


def still_running(procs: list, timeout: float = 60.0) -> list:
    """The psutil processes of `procs` that have not exited within `timeout` s (generous:
    a loaded 2-core machine is slow to schedule them). A zombie has exited: only its
    parent's wait is missing, and orphans in a container whose init does not reap them
    stay zombies for good, so psutil.wait_procs alone would call them running."""
    import psutil

    def alive(p) -> bool:
        try:
            return p.status() != psutil.STATUS_ZOMBIE
        except psutil.NoSuchProcess:
            return False

    deadline = time.monotonic() + timeout
    left = [p for p in procs if alive(p)]
    while left and time.monotonic() < deadline:
        psutil.wait_procs(left, timeout=min(1.0, max(0.0, deadline - time.monotonic())))
        left = [p for p in left if alive(p)]
    return left


def tree_rss(pid: int) -> int:
    """Resident memory of a process and all its descendants, in bytes (0 once gone)."""
    import psutil
    try:
        proc = psutil.Process(pid)
        procs = [proc, *proc.children(recursive=True)]
    except psutil.NoSuchProcess:
        return 0
    total = 0
    for p in procs:
        try:
            total += p.memory_info().rss
        except psutil.NoSuchProcess:
            pass
    return total


def run_engine_measuring(argv: list[str], timeout: float = 300, interval: float = 0.01,
                         **kw) -> tuple[int, list[dict], str, int]:
    """run_engine, sampling the process tree's resident memory every `interval` s:
    (exit code, events, stderr, peak tree RSS in bytes)."""
    import tempfile
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        p = subprocess.Popen(argv, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=out,
                             stderr=err, **kw)
        peak = 0
        deadline = time.monotonic() + timeout
        while p.poll() is None:
            peak = max(peak, tree_rss(p.pid))
            if time.monotonic() > deadline:
                p.kill()
                raise AssertionError(f"engine did not finish in {timeout} s")
            time.sleep(interval)
        out.seek(0)
        err.seek(0)
        events = [json.loads(line) for line in out.read().decode().splitlines() if line]
        return p.returncode, events, err.read().decode(errors="replace"), peak


def convert_in_process(src: Path, out: Path, workers: int = 2, num_shards: int = 3,
                       image=None, **kw) -> tuple[int, list]:
    """Convert `src` (to 32x32, or by ImageOptions `image`; `num_shards` shards) in this
    process, as the CLI would: (exit code, every event emitted)."""
    from engine.config import ConvertConfig, ImageOptions
    from engine.events import Emitter
    from engine.run.pipeline import Converter
    events: list = []
    em = Emitter("none")
    em.listeners.append(events.append)
    cfg = ConvertConfig(source=str(src), out=str(out),
                        image=image or ImageOptions(width=32, height=32),
                        workers=workers, num_shards=num_shards, **kw)
    return Converter(cfg, em).run().exit_code, events


def end_left(proc, started: list) -> None:
    """Test clean-up: ``proc`` (a Popen) killed and reaped if it still runs, and each of
    ``started`` (psutil processes: an engine and its workers) still alive killed."""
    if proc.poll() is None:
        proc.kill()
        proc.wait()
    for p in still_running(started, timeout=0):
        p.kill()
