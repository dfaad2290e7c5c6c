"""Whether a Dask worker can run a cluster run's shard tasks (engine.run.cluster): it sees
the source and the output folder (a shared file system: cluster_task.check_worker), and it
runs the same TFRecord Studio and image libraries as this computer.

The driver asks every worker before the run (check_all); workers that join later (an HPC
job that starts after the first, a worker restarted elsewhere) are asked by their first
task (check_task), which raises UnfitWorker instead of converting: such a worker rejected
every image as "moved or deleted" and the run ended "ok", and one with another engine or
Pillow wrote other bytes than a run on this computer, silently. A worker that cannot
import the engine (not installed there) is named with the error Dask reports.
"""

from __future__ import annotations

import re
import threading
import zlib
from dataclasses import dataclass, field

from engine import __version__, protocol
from engine.config import ConvertConfig
from engine.errors import RunError, UnfitWorker

#: The name the messages give this program's own version among the libraries.
PROGRAM = "TFRecord Studio"


@dataclass(frozen=True)
class Needs:
    """What a worker must have for this run: the file it must read, the folder it must
    write in and the versions it must run (software())."""

    first_file: str
    out: str
    software: dict[str, str] = field(default_factory=dict)


def software(cfg: ConvertConfig) -> dict[str, str]:
    """The versions that decide a record's bytes for these options: the engine's, Pillow's
    (its libjpeg and zlib encode the images), numpy's (masks, 16-bit images), simplejpeg's
    and OpenCV's on the turbo path, zlib's when the shards are compressed."""
    from engine.run.runlog import library_versions
    libs = library_versions()
    names = ["Pillow", "numpy"] + (["simplejpeg", "opencv"] if cfg.image.decoder == "turbo"
                                   else [])
    found = {PROGRAM: __version__, **{n: libs.get(n, "(none)") for n in names}}
    if cfg.compression != "none":
        found["zlib"] = zlib.ZLIB_RUNTIME_VERSION
    return found


def differences(theirs: dict[str, str], ours: dict[str, str]) -> list[str]:
    """Ends of "the worker at ADDRESS ..." sentences, one per version that differs."""
    said = []
    for name, version in ours.items():
        there = theirs.get(name, "(none)")
        if there != version:
            said.append(f"has {name} version {there} where this computer has {version}")
    return said


def fitness(needs: Needs, cfg: ConvertConfig) -> list[str]:
    """On a worker: what keeps it from running this run's tasks (ends of sentences that
    begin "the worker at ADDRESS"); [] when nothing does."""
    from engine.run.cluster_task import check_worker
    problems = differences(software(cfg), needs.software)
    if problems:          # (its files are moot: it would write other bytes)
        return problems
    said = check_worker(needs.first_file, needs.out)
    return [said] if said else []


_SEEN: dict[str, tuple[str, list[str]]] = {}    # worker address -> (run, its problems)
_SEEN_LOCK = threading.Lock()


def check_task(worker: str, run: str, needs: Needs, cfg: ConvertConfig) -> None:
    """At the start of a shard task: raise UnfitWorker when this worker cannot run the
    run's tasks. Asked once per worker and run (`run`: the run's Dask topic)."""
    with _SEEN_LOCK:
        seen = _SEEN.get(worker)
    if seen is None or seen[0] != run:
        seen = (run, fitness(needs, cfg))
        with _SEEN_LOCK:
            _SEEN[worker] = seen
    if seen[1]:
        raise UnfitWorker(worker, seen[1])


def cannot_run(e: BaseException) -> str:
    """The end of "the worker at ADDRESS ..." for a worker whose answer was an error: the
    engine is not importable there, or is a version without this check."""
    text = str(e)
    # (Dask hands back a worker's error in a plain Exception: 'ModuleNotFoundError("...")')
    wrapped = re.fullmatch(r"(\w+)\((['\"])(.*)\2\)", text, re.S)
    kind, text = (wrapped[1], wrapped[3]) if wrapped else (type(e).__name__, text)
    detail = f"{kind}: {text}".replace("(", "").replace(")", "")
    return f"cannot run {PROGRAM} ({detail})"


def check_all(client, needs: Needs, cfg: ConvertConfig) -> None:
    """Ask every worker of `client` (cluster_task's checks). Raises RunError naming each
    worker that cannot, and what to do."""
    answers = client.run(fitness, needs, cfg, on_error="return")
    software_said: list[str] = []
    files_said: list[str] = []
    for worker, answer in sorted(answers.items()):
        if isinstance(answer, BaseException):
            software_said.append(f"the worker at {worker} {cannot_run(answer)}")
            continue
        for problem in answer:
            said = f"the worker at {worker} {problem}"
            (software_said if problem.startswith("has ") else files_said).append(said)
    if software_said:
        raise RunError(f"Every Dask worker must run the same {PROGRAM} and image libraries "
                       f"as this computer ({PROGRAM} {__version__}), or its shards would not "
                       f"be the bytes a run here writes: {'; '.join(software_said)}. Install "
                       f"the versions this computer has in the workers' Python environment "
                       f"(docs/cluster.md), then start the run again.", protocol.EXIT_USAGE)
    if files_said:
        raise RunError(f"Every Dask worker must see the source and the output folder (a "
                       f"shared file system): {'; '.join(files_said)}.", protocol.EXIT_USAGE)


def joined_unfit(e: UnfitWorker) -> RunError:
    """The run's error when a worker that joined during the run cannot run its tasks."""
    return RunError(f"A Dask worker that joined during the run cannot convert: {e}. The "
                    f"shards finished so far are kept: fix that worker or stop it, then run "
                    f"the same command again with --resume.", protocol.EXIT_WRITE_ERROR)


def task_cannot_run(e: BaseException) -> RunError:
    """The run's error when a shard task could not even start on a worker (the engine is
    not importable there: a worker that joined during the run)."""
    return RunError(f"A Dask worker that joined during the run {cannot_run(e)}: every "
                    f"worker needs {PROGRAM} {__version__} installed, as this computer has. "
                    f"The shards finished so far are kept: fix that worker or stop it, then "
                    f"run the same command again with --resume.", protocol.EXIT_WRITE_ERROR)
