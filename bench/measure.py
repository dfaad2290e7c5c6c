"""Run one command and measure what a user waits for and what the machine pays.

- wall time: from just before the process is created until it has exited (imports, worker
  start-up and teardown included: users wait for all of it);
- peak tree RSS: the largest sum of RSS over the process and all its descendants, sampled
  with psutil every ~50 ms (shared pages count once per process, as `top` would show them);
- CPU seconds (user + system) of the process and every descendant it reaped, from wait4();
- foreign CPU: what the rest of the machine used meanwhile (all CPUs' busy time minus ours),
  as a share of the machine's capacity over the run.  On a shared machine this says which
  runs other people's work landed in.

The command runs in its own session so that a timeout can end exactly its process group.
"""

from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import psutil

SAMPLE_INTERVAL = 0.05


@dataclass
class Measurement:
    argv: list[str]
    returncode: int
    wall_s: float
    peak_rss_bytes: int
    peak_procs: int
    cpu_s: float
    samples: int
    foreign_cpu_pct: float = 0.0
    timed_out: bool = False
    stdout_tail: str = ""
    stderr_tail: str = ""
    extra: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return asdict(self)


class _TreeSampler(threading.Thread):
    """Samples the summed RSS of a process tree until stopped."""

    def __init__(self, pid: int, interval: float = SAMPLE_INTERVAL):
        super().__init__(daemon=True)
        self.pid = pid
        self.interval = interval
        self.peak = 0
        self.peak_procs = 0
        self.samples = 0
        self._halt = threading.Event()
        self._known: dict[int, psutil.Process] = {}

    def _procs(self, root: psutil.Process) -> list[psutil.Process]:
        try:
            found = [root] + root.children(recursive=True)
        except psutil.Error:
            return []
        # Reuse Process objects so psutil's pid-reuse checks stay cheap and correct.
        procs = []
        for p in found:
            procs.append(self._known.setdefault(p.pid, p))
        return procs

    def sample_once(self, root: psutil.Process) -> None:
        total = 0
        n = 0
        for p in self._procs(root):
            try:
                total += p.memory_info().rss
                n += 1
            except psutil.Error:
                pass  # exited between listing and reading
        self.samples += 1
        if total > self.peak:
            self.peak = total
        self.peak_procs = max(self.peak_procs, n)

    def run(self) -> None:
        try:
            root = psutil.Process(self.pid)
        except psutil.Error:
            return
        while not self._halt.is_set():
            self.sample_once(root)
            self._halt.wait(self.interval)

    def stop(self) -> None:
        self._halt.set()


def _busy_seconds() -> float:
    """Busy CPU seconds of the whole machine so far (guest time is already in user)."""
    t = psutil.cpu_times()
    idle = t.idle + getattr(t, "iowait", 0.0)
    total = sum(t) - getattr(t, "guest", 0.0) - getattr(t, "guest_nice", 0.0)
    return total - idle


def _tail(path: Path, limit: int = 4000) -> str:
    try:
        data = path.read_bytes()
    except OSError:
        return ""
    return data[-limit:].decode("utf-8", "replace")


def run_measured(argv: list[str], *, cwd: str | os.PathLike | None = None,
                 env: dict | None = None, timeout: float = 900.0,
                 log_dir: Path | None = None, name: str = "run") -> Measurement:
    """Run argv to completion (or timeout) and return its Measurement.

    stdout/stderr go to files (``log_dir/name.stdout`` etc.) rather than pipes, so a chatty
    child can never block on a full pipe and the measuring process does no work per line.
    """
    log_dir = Path(log_dir) if log_dir else None
    if log_dir:
        log_dir.mkdir(parents=True, exist_ok=True)
        out_path, err_path = log_dir / f"{name}.stdout", log_dir / f"{name}.stderr"
    else:
        out_path = err_path = None
    out_f = open(out_path, "wb") if out_path else subprocess.DEVNULL
    err_f = open(err_path, "wb") if err_path else subprocess.DEVNULL
    timed_out = False
    try:
        busy0 = _busy_seconds()
        t0 = time.perf_counter()
        proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                stdout=out_f, stderr=err_f, start_new_session=True)
        sampler = _TreeSampler(proc.pid)
        sampler.start()
        killed = threading.Event()

        def on_timeout(pid=proc.pid):
            killed.set()
            _kill_group(pid)

        timer = threading.Timer(timeout, on_timeout)
        timer.daemon = True
        timer.start()
        # wait4 blocks until exit (no polling latency in the wall time) and reports the
        # CPU time of the child plus every descendant it waited for.
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
        busy1 = _busy_seconds()
        timer.cancel()
        timed_out = killed.is_set()
        sampler.stop()
        sampler.join()
        proc.returncode = os.waitstatus_to_exitcode(status)
        # Grandchildren left behind (they should not be) are ended so runs don't overlap.
        _kill_group(proc.pid)
    finally:
        for f in (out_f, err_f):
            if f is not subprocess.DEVNULL:
                f.close()
    cpu = usage.ru_utime + usage.ru_stime
    foreign = max(0.0, (busy1 - busy0) - cpu) / (wall * (os.cpu_count() or 1)) * 100
    return Measurement(
        argv=[str(a) for a in argv], returncode=proc.returncode, wall_s=wall,
        foreign_cpu_pct=foreign,
        peak_rss_bytes=sampler.peak, peak_procs=sampler.peak_procs,
        cpu_s=cpu, samples=sampler.samples, timed_out=timed_out,
        stdout_tail=_tail(out_path) if out_path else "",
        stderr_tail=_tail(err_path) if err_path else "",
    )


def _kill_group(pgid: int) -> None:
    """SIGKILL the process group we created for one measured run (and only that group)."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
