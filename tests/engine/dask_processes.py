"""A real Dask scheduler and worker processes on 127.0.0.1 for the cluster tests
(`dask scheduler` / `dask worker` as separate processes), shared by
tests/engine/test_cluster.py and tests/gui/test_cluster_e2e.py. Waits are polls on
the scheduler file and `Client.wait_for_workers`, never fixed sleeps; the processes are
always killed when the context ends, also when the test fails."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def env(item_sleep: float = 0.0, site: Path | None = None) -> dict[str, str]:
    """The cluster processes' environment: this checkout first on the path and, with
    `item_sleep` > 0, every image converted that many seconds slower (dask_slow_preload).
    `site`: a folder whose sitecustomize.py replaces dask_site's (a worker set up wrongly
    on purpose; it imports dask_slow_preload itself when it wants slow images)."""
    return dict(os.environ, PYTHONPATH=os.pathsep.join(
        ([str(site)] if site else []) +
        [str(HERE / "dask_site"), str(ROOT), str(HERE), os.environ.get("PYTHONPATH", "")]),
        TFRS_TEST_ITEM_SLEEP=str(item_sleep) if item_sleep > 0 else "",
        DASK_DISTRIBUTED__WORKER__DAEMON="False")


def start_worker(sched_file: Path, name: str, log: Path, item_sleep: float = 0.0,
                 site: Path | None = None, preload: bool = True) -> subprocess.Popen:
    """One `dask worker` process (1 thread, no nanny) for the scheduler in `sched_file`
    (`site`: see env; `preload`: dask_slow_preload, which imports the engine)."""
    with open(log, "wb") as err:   # the child has its own copy of the descriptor
        return subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_worker", "--scheduler-file",
             str(sched_file), "--nthreads", "1", "--no-nanny", "--no-dashboard", "--name",
             name] + (["--preload", "dask_slow_preload"] if preload else []),
            env=env(item_sleep, site), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=err)


def wait_workers(address: str, n: int) -> None:
    """Return once `n` workers have registered with the scheduler at `address`."""
    from distributed import Client
    with Client(address, timeout=30) as c:
        c.wait_for_workers(n, timeout=60)


@contextlib.contextmanager
def scheduler_and_workers(folder: Path, n_workers: int = 2, item_sleep: float = 0.0
                          ) -> Iterator[tuple[str, Path, list[subprocess.Popen]]]:
    """A scheduler and `n_workers` worker processes, logs in `folder`; yields (address,
    scheduler file, processes [scheduler first]) and kills them all on exit."""
    sched_file = folder / "scheduler.json"
    with open(folder / "s.log", "wb") as err:
        procs = [subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
             "--port", "0", "--no-dashboard", "--scheduler-file", str(sched_file)],
            env=env(item_sleep), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=err)]
    try:
        deadline = time.monotonic() + 60
        address = ""
        while not address:   # until the scheduler has written the whole file
            assert time.monotonic() < deadline, (folder / "s.log").read_text()
            assert procs[0].poll() is None, (folder / "s.log").read_text()
            try:
                address = json.loads(sched_file.read_text())["address"]
            except (OSError, ValueError, KeyError):
                time.sleep(0.2)   # a poll interval, not a wait for something to happen
        procs += [start_worker(sched_file, f"w{i}", folder / f"w{i}.log", item_sleep)
                  for i in range(1, n_workers + 1)]
        if n_workers:
            wait_workers(address, n_workers)
        yield address, sched_file, procs
    finally:
        for p in reversed(procs):
            p.kill()
            p.wait(timeout=30)
