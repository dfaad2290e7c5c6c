"""`--cluster jobqueue:CONFIG.yaml`: Dask workers started as jobs of an HPC scheduler
(Slurm, PBS, SGE, LSF, OAR, Moab, HTCondor) through dask-jobqueue.

The file is in dask-jobqueue's own format (the same keys as its ``jobqueue.yaml``), with
exactly one scheduler section under ``jobqueue:``; its name chooses the cluster class
(``slurm`` -> SLURMCluster ...). One optional section of ours says how many jobs to
submit and how long to wait for the first one to start::

    jobqueue:
      slurm:
        cores: 8
        processes: 8
        memory: 32GB
        walltime: "04:00:00"
    tfrecord-studio:
      jobs: 4
      wait: 900

docs/cluster.md explains every key we rely on. Reading the file needs PyYAML (a
dependency of Dask); building the cluster needs dask-jobqueue (the [cluster] extra).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from engine import protocol
from engine.errors import RunError
from engine.sources.names import display

PREFIX = "jobqueue:"
#: scheduler section name -> dask_jobqueue class
CLASSES = {"slurm": "SLURMCluster", "pbs": "PBSCluster", "sge": "SGECluster",
           "lsf": "LSFCluster", "oar": "OARCluster", "moab": "MoabCluster",
           "htcondor": "HTCondorCluster"}
OURS = "tfrecord-studio"
DEFAULT_JOBS = 1
#: seconds to wait for the first job to start: a queue on a busy cluster takes minutes
DEFAULT_WAIT = 600.0
INSTALL_HINT = ("--cluster jobqueue:... needs dask-jobqueue, which is not installed. "
                "Install it with: pip install 'tfrecord-studio[cluster]'")


@dataclass(frozen=True)
class JobqueueSpec:
    """What a jobqueue YAML file asks for."""

    path: str
    kind: str                            # slurm, pbs, sge, ...
    settings: dict[str, Any] = field(default_factory=dict)   # dask-jobqueue's keys
    jobs: int = DEFAULT_JOBS
    wait: float = DEFAULT_WAIT

    @property
    def class_name(self) -> str:
        return CLASSES[self.kind]


def path_of(cluster: str) -> str:
    """'jobqueue:conf/slurm.yaml' -> 'conf/slurm.yaml' ('' when not a jobqueue value)."""
    return cluster[len(PREFIX):] if cluster.startswith(PREFIX) else ""


def _fail(path: str, what: str) -> RunError:
    return RunError(f"Cluster settings {display(path)}: {what}", protocol.EXIT_USAGE)


def load(path: str) -> JobqueueSpec:
    """Read and check a jobqueue YAML file. Raises RunError with a plain message."""
    try:
        import yaml
    except ImportError:
        raise RunError(INSTALL_HINT, protocol.EXIT_USAGE) from None
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise _fail(path, f"cannot be read ({e.strerror or e}).") from None
    try:
        doc = yaml.safe_load(text)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        raise _fail(path, f"is not valid YAML{where} "
                          f"({getattr(e, 'problem', None) or e}).") from None
    return parse(doc, path)


def parse(doc: object, path: str = "CONFIG.yaml") -> JobqueueSpec:
    """Check the document of a jobqueue YAML file (see the module's docstring)."""
    if not isinstance(doc, dict) or not isinstance(doc.get("jobqueue"), dict):
        raise _fail(path, "needs a 'jobqueue:' section with one scheduler in it, e.g. "
                          "'jobqueue: {slurm: {cores: 8, memory: 32GB}}' (see "
                          "docs/cluster.md).")
    unknown_top = sorted(str(k) for k in doc if k not in ("jobqueue", OURS))
    if unknown_top:
        raise _fail(path, f"unknown section {', '.join(map(repr, unknown_top))}; only "
                          f"'jobqueue' and '{OURS}' are read.")
    sections = doc["jobqueue"]
    if len(sections) != 1:
        found = ", ".join(map(repr, map(str, sections))) or "none"
        raise _fail(path, f"'jobqueue:' must hold exactly one scheduler (one of "
                          f"{', '.join(CLASSES)}); found {found}.")
    kind = str(next(iter(sections)))
    if kind not in CLASSES:
        raise _fail(path, f"unknown scheduler {kind!r} under 'jobqueue:'; use one of "
                          f"{', '.join(CLASSES)}.")
    settings = sections[kind] or {}
    if not isinstance(settings, dict):
        raise _fail(path, f"'jobqueue: {kind}:' must hold settings like 'cores: 8'.")
    for key in ("cores", "memory"):
        if settings.get(key) in (None, ""):
            raise _fail(path, f"'jobqueue: {kind}:' needs '{key}:' (what one job asks "
                              f"the scheduler for, e.g. cores: 8 and memory: 32GB).")
    ours = doc.get(OURS) or {}
    if not isinstance(ours, dict):
        raise _fail(path, f"'{OURS}:' must hold settings like 'jobs: 4'.")
    extra = sorted(str(k) for k in ours if k not in ("jobs", "wait"))
    if extra:
        raise _fail(path, f"unknown setting {', '.join(map(repr, extra))} under "
                          f"'{OURS}:'; it reads 'jobs' and 'wait'.")
    jobs = ours.get("jobs", DEFAULT_JOBS)
    if isinstance(jobs, bool) or not isinstance(jobs, int) or not 1 <= jobs <= 10000:
        raise _fail(path, f"'{OURS}: jobs:' must be a whole number from 1 to 10000 (the "
                          f"jobs to submit), not {jobs!r}.")
    wait = ours.get("wait", DEFAULT_WAIT)
    if isinstance(wait, bool) or not isinstance(wait, (int, float)) or wait <= 0:
        raise _fail(path, f"'{OURS}: wait:' must be a number of seconds above 0, not "
                          f"{wait!r}.")
    return JobqueueSpec(os.path.abspath(path), kind, dict(settings), jobs, float(wait))


def _known_keys(kind: str) -> set[str]:
    """dask-jobqueue's own keys for this scheduler (from its default configuration)."""
    import dask
    return set(dask.config.get(f"jobqueue.{kind}", default={}) or {})


def make_cluster(spec: JobqueueSpec, **overrides: Any) -> Any:
    """The dask-jobqueue cluster object (its scheduler runs in this process; no job is
    submitted until .scale()). `overrides`: extra keyword arguments (tests)."""
    dask_jobqueue = import_dask_jobqueue()
    known = _known_keys(spec.kind)
    unknown = sorted(k for k in spec.settings if known and k not in known)
    if unknown:
        raise _fail(spec.path, f"unknown setting {', '.join(map(repr, unknown))} under "
                               f"'jobqueue: {spec.kind}:' (dask-jobqueue "
                               f"{dask_jobqueue.__version__} knows: {', '.join(sorted(known))}).")
    kwargs = {k.replace("-", "_"): v for k, v in spec.settings.items()}
    kwargs.update(overrides)
    cls = getattr(dask_jobqueue, spec.class_name)
    from engine.run.cluster_watch import made_or_closed  # (it imports this module)
    try:
        return made_or_closed(cls, **kwargs)
    # dask-jobqueue's own check of a value; RuntimeError: its scheduler could not start
    # here ("Cluster failed to start: 'ib0' is not a valid network interface ...")
    except (ValueError, TypeError, RuntimeError) as e:
        raise _fail(spec.path, f"dask-jobqueue refused the '{spec.kind}' settings: "
                               f"{str(e).rstrip('.')}.") from None


def import_dask_jobqueue() -> Any:
    """dask_jobqueue, imported without the SIGINT handler its 0.9.0 sets on import
    (dask/dask-jobqueue#696, moved into its runners by #697): from the thread that connects
    while the engine scans, setting it raised "signal only works in main thread" (#667), so
    every --cluster jobqueue: run failed; from the main thread it would replace the
    engine's Ctrl+C handling (cancel, keep the finished shards) with sys.exit()."""
    import signal
    import sys
    real = signal.signal

    def keep_sigint(signum, handler):
        caller = sys._getframe(1).f_globals.get("__name__", "")
        if signum == signal.SIGINT and caller.startswith("dask_jobqueue"):
            return signal.getsignal(signum)
        return real(signum, handler)
    signal.signal = keep_sigint
    try:
        import dask_jobqueue
    except ImportError:
        raise RunError(INSTALL_HINT, protocol.EXIT_USAGE) from None
    finally:
        signal.signal = real
    return dask_jobqueue
