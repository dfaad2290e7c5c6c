"""Running a "How to load" snippet in a fresh interpreter (every reader's tests use it),
and DALI's in particular.

DALI's wheel exists for Linux x86_64 only; there `bash .ci/run` installs it (the `dali`
extra: nvidia-dali-cuda120, whose pipelines run on the CPU with device_id=None), so a
missing DALI is a failed set-up, not a reason to skip.
"""

from __future__ import annotations

import importlib.util
import json
import os
import platform
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from tests.engine import imagefactory as F


def python(code: str, path: Sequence[str] = (), cwd: Path | None = None) -> str:
    """Run code in a fresh interpreter and return what it printed: the tfrecord package
    and TensorFlow cannot be imported into one process (both register
    tensorflow.BytesList with protobuf), and PyTorch or DALI users do not import
    TensorFlow. `path`: folders put first on its import path; `cwd`: the folder it runs
    in (the project's by default)."""
    p = run(code, path, cwd)
    assert p.returncode == 0, p.stderr[-3000:]
    return p.stdout


def run(code: str, path: Sequence[str] = (),
        cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [*path, str(F.ROOT), os.environ.get("PYTHONPATH", "")])) if path else None
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300, cwd=str(cwd or F.ROOT), env=env)


def dali_available() -> bool:
    if sys.platform != "linux" or platform.machine() != "x86_64":
        return False
    assert importlib.util.find_spec("nvidia.dali"), (
        "DALI is missing: bash .ci/run installs it (pip install -e '.[dali]')")
    return True


def dali_read(code: str, count: int, report: str, cwd: Path | None = None) -> list:
    """Run a DALI snippet and return `report` (an expression of sample i of the outputs
    `outs`) for its first `count` samples, in reading order."""
    return json.loads(python(reading_code(code, count, report), cwd=cwd))


def reading_code(code: str, count: int, report: str) -> str:
    """The snippet, then what prints `report` of its first `count` samples as JSON: the
    snippet ran one batch already; more are run until `count` samples have come."""
    outputs = code.rstrip().splitlines()[-1].split("=")[0].strip()
    return code + f"""
import json
seen, outs = [], ({outputs},)
while True:
    for i in range(len(outs[0])):
        seen.append({report})
    if len(seen) >= {count}:
        break
    outs = pipeline.run()
print(json.dumps(seen[:{count}]))
"""


#: PyTorch's documented semantics for the three names the snippet and the tfrecord
#: package's dataset use, for machines without PyTorch (a 190 MB+ install the test extra
#: does not require): the tfrecord package's own reading code still runs.
TORCH_STAND_IN = """
import sys, types
import numpy as np
try:
    import torch
except ImportError:
    torch = types.ModuleType("torch")
    data = types.ModuleType("torch.utils.data")
    class IterableDataset:
        pass
    class ChainDataset(IterableDataset):
        def __init__(self, datasets):
            self.datasets = datasets
        def __iter__(self):
            for d in self.datasets:
                yield from d
    class DataLoader:
        def __init__(self, dataset, batch_size=1):
            self.dataset, self.batch_size = dataset, batch_size
        def __iter__(self):
            items = list(self.dataset)
            if self.batch_size is None:
                yield from items
                return
            for i in range(0, len(items), self.batch_size):
                chunk = items[i:i + self.batch_size]
                yield np.stack([c[0] for c in chunk]), np.array([c[1] for c in chunk])
    data.IterableDataset, data.ChainDataset = IterableDataset, ChainDataset
    data.DataLoader = DataLoader
    data.get_worker_info = lambda: None
    torch.utils = types.ModuleType("torch.utils")
    torch.utils.data = data
    torch.from_numpy = np.asarray
    sys.modules.update({"torch": torch, "torch.utils": torch.utils, "torch.utils.data": data})
"""
