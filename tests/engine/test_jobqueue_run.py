"""convert --cluster jobqueue:slurm.yaml from start to end, without Slurm: stand-ins for
`sbatch` and `scancel` on PATH run the job scripts dask-jobqueue renders as local
processes (a Dask nanny and worker each), so the file is read, the jobs are submitted,
their workers join, the shards are written and the jobs are cancelled at the end, as on a
cluster. (Every such run failed before anything was submitted: importing dask-jobqueue
from the connecting thread raised, dask/dask-jobqueue#667.)"""

from __future__ import annotations

import os
import textwrap
import time
from pathlib import Path

import psutil

try:
    import imagefactory as F
except ImportError:  # pragma: no cover
    from . import imagefactory as F
from engine import protocol

#: Slurm's sbatch, as far as dask-jobqueue uses it: run the script, print the job id
#: (here the id of the job's own session, so that scancel can end the whole job). The
#: script is copied first, as Slurm does: dask-jobqueue deletes its temporary file once
#: sbatch returns, and a background shell slow to start (a loaded machine) found it gone.
SBATCH = """#!/bin/sh
cp "$1" "$FAKE_SLURM/job-$$.sh"
setsid sh "$FAKE_SLURM/job-$$.sh" > "$FAKE_SLURM/job-$$.log" 2>&1 < /dev/null &
echo $! >> "$FAKE_SLURM/jobs"
echo "Submitted batch job $!"
"""
SCANCEL = """#!/bin/sh
for id in "$@"; do kill -TERM -- "-$id" 2>/dev/null; done
exit 0
"""


def _fake_slurm(folder: Path) -> dict:
    """The environment with sbatch and scancel stand-ins first on PATH."""
    bin_ = folder / "bin"
    bin_.mkdir()
    for name, text in (("sbatch", SBATCH), ("scancel", SCANCEL)):
        (bin_ / name).write_text(text)
        (bin_ / name).chmod(0o755)
    return dict(os.environ, PATH=f"{bin_}{os.pathsep}{os.environ['PATH']}",
                FAKE_SLURM=str(folder))


def _sessions_left(folder: Path) -> list[int]:
    """Processes still running in the jobs' sessions."""
    ids = {int(x) for x in (folder / "jobs").read_text().split()}
    left = []
    for p in psutil.process_iter():
        try:
            if os.getsid(p.pid) in ids:
                left.append(p.pid)
        except (OSError, psutil.Error):
            pass
    return left


def test_a_conversion_on_slurm_jobs(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 24, size=48)
    slurm = tmp_path / "slurm"
    slurm.mkdir()
    env = _fake_slurm(slurm)
    conf = tmp_path / "slurm.yaml"
    conf.write_text(textwrap.dedent(f"""\
        jobqueue:
          slurm:
            cores: 1
            processes: 1
            memory: 1GB
            walltime: "00:10:00"
            local-directory: {tmp_path / "scratch"}
            scheduler-options: {{host: 127.0.0.1, dashboard_address: ":0"}}
            job-script-prologue:
              - export PYTHONPATH={F.ROOT}
        tfrecord-studio:
          jobs: 2
          wait: 120
        """))
    opts = ("--shards", "4", "--size", "32", "--split", "train=0.75,val=0.25")
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, *opts, "--cluster",
                                                   f"jobqueue:{conf}"), env=env, timeout=300)
    assert code == protocol.EXIT_OK, err[-3000:]
    assert len((slurm / "jobs").read_text().split()) == 2      # two jobs submitted
    started = F.types(events, "cluster_started")[0]
    assert started["workers"] and all(w["name"].startswith("tcp://127.0.0.1:")
                                      for w in started["workers"])
    ref = tmp_path / "ref"
    code, _, err = F.run_engine(F.engine_argv(src, ref, *opts, "--workers", "2"))
    assert code == protocol.EXIT_OK, err
    F.assert_identical(out, ref)
    # the jobs were cancelled when the run ended (their workers too)
    deadline = time.monotonic() + 60
    while _sessions_left(slurm) and time.monotonic() < deadline:
        time.sleep(0.5)
    assert not _sessions_left(slurm)
