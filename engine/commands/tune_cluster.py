"""`tune --cluster`: the sweep over the number of cluster workers.

One connection serves the whole sweep (a LocalCluster or HPC jobs start once, not per
trial); a trial with w workers sends its shard tasks to the first w workers only
(engine.run.cluster.ClusterRun.use). A shard is the unit of work on a cluster, so a trial's
sample is cut into SHARDS_PER_WORKER shards per worker: every worker has work, and each
count pays the same per-task overhead per image.
"""

from __future__ import annotations

import dataclasses
import os
import tempfile

from engine import protocol
from engine.config import ConvertConfig
from engine.errors import RunError

SHARDS_PER_WORKER = 2


class TuneCluster:
    """The cluster a tune sweep runs its trials on, and the folder its trials write to
    (it must be on a file system every worker sees)."""

    def __init__(self, base: ConvertConfig, scratch: str = "") -> None:
        from engine.run.cluster import ClusterRun
        from engine.run.memory_budget import default_limit
        self.scratch = scratch or tempfile.gettempdir()
        # fixed once: the workers' decoding processes are kept for trials of equal options
        self.memory_limit = base.memory_limit or default_limit()
        self.run = ClusterRun(dataclasses.replace(base, out=self.scratch,
                                                  memory_limit=self.memory_limit))

    def open(self, first_file: str) -> int:
        """Connect, check every worker (it reads `first_file` and writes in the scratch
        folder) and return how many workers there are. Raises RunError."""
        if not os.path.isdir(self.scratch):
            raise RunError(f"--scratch {self.scratch}: no such folder.", protocol.EXIT_USAGE)
        self.run.open(first_file)
        return len(self.run.workers())

    def trial(self, cfg: ConvertConfig, workers: int, images: int) -> ConvertConfig:
        """The trial's options: its shard count, and its tasks on `workers` workers."""
        self.run.use(workers)
        shards = max(1, min(images, workers * SHARDS_PER_WORKER))
        return dataclasses.replace(cfg, num_shards=shards, memory_limit=self.memory_limit)

    def out_folder(self) -> str:
        return tempfile.mkdtemp(prefix="tfrecord-studio-tune-", dir=self.scratch)

    def threads(self) -> int:
        self.run.use(0)
        return self.run.threads()

    def close(self) -> None:
        self.run.close()
