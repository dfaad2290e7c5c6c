"""--cluster jobqueue:CONFIG.yaml (engine.run.jobqueue): the file is checked with plain
messages, and the job script dask-jobqueue renders from docs/cluster.md's Slurm example
asks for the cores, memory and walltime it says. No Slurm here: nothing is submitted
(`job_script()` only renders the script)."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

try:
    import imagefactory as F
except ImportError:  # pragma: no cover
    from . import imagefactory as F
from engine import protocol
from engine.errors import ConfigError, RunError
from engine.option_rules import check_cluster
from engine.run import jobqueue

DOC = F.ROOT / "docs" / "cluster.md"


def _doc_yaml() -> str:
    blocks = re.findall(r"```yaml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 1
    return blocks[0]


def _write(tmp_path: Path, text: str) -> str:
    p = tmp_path / "cluster.yaml"
    p.write_text(text, encoding="utf-8")
    return str(p)


def _fails(tmp_path: Path, text: str) -> str:
    with pytest.raises(RunError) as e:
        jobqueue.load(_write(tmp_path, text))
    assert e.value.exit_code == protocol.EXIT_USAGE
    message = str(e.value)
    assert message.startswith("Cluster settings ") and "cluster.yaml" in message
    return message


def test_the_option_accepts_a_jobqueue_file():
    check_cluster("jobqueue:conf/slurm.yaml")
    with pytest.raises(ConfigError, match="jobqueue:CONFIG.yaml"):
        check_cluster("jobqueue:")
    assert jobqueue.path_of("jobqueue:a/b.yaml") == "a/b.yaml"
    assert jobqueue.path_of("tcp://h:1") == ""


def test_the_documented_example_is_read(tmp_path):
    spec = jobqueue.load(_write(tmp_path, _doc_yaml()))
    assert (spec.kind, spec.class_name, spec.jobs, spec.wait) == \
        ("slurm", "SLURMCluster", 4, 900.0)
    assert spec.settings["cores"] == 8 and spec.settings["walltime"] == "04:00:00"


@pytest.mark.parametrize("text, words", [
    ("slurm:\n  cores: 8\n", "needs a 'jobqueue:' section"),
    ("- a list\n", "needs a 'jobqueue:' section"),
    ("jobqueue:\n  slurm: {cores: 1, memory: 1GB}\n  pbs: {cores: 1, memory: 1GB}\n",
     "exactly one scheduler"),
    ("jobqueue:\n  kubernetes: {cores: 1, memory: 1GB}\n", "unknown scheduler 'kubernetes'"),
    ("jobqueue:\n  slurm: {memory: 4GB}\n", "needs 'cores:'"),
    ("jobqueue:\n  slurm: {cores: 4}\n", "needs 'memory:'"),
    ("jobqueue:\n  slurm: {cores: 4, memory: 4GB}\ntfrecord-studio: {jobs: 0}\n",
     "jobs:' must be a whole number"),
    ("jobqueue:\n  slurm: {cores: 4, memory: 4GB}\ntfrecord-studio: {jobs: two}\n",
     "not 'two'"),
    ("jobqueue:\n  slurm: {cores: 4, memory: 4GB}\ntfrecord-studio: {wait: -1}\n",
     "wait:' must be a number of seconds"),
    ("jobqueue:\n  slurm: {cores: 4, memory: 4GB}\ntfrecord-studio: {workers: 3}\n",
     "unknown setting 'workers'"),
    ("jobqueue:\n  slurm: {cores: 4, memory: 4GB}\ndistributed: {}\n",
     "unknown section 'distributed'"),
    ("jobqueue:\n  slurm: {cores: 4, memory: 4GB\n", "is not valid YAML at line"),
])
def test_a_wrong_file_is_said_plainly(tmp_path, text, words):
    assert words in _fails(tmp_path, text)


def test_a_missing_file(tmp_path):
    with pytest.raises(RunError, match="cannot be read"):
        jobqueue.load(str(tmp_path / "nope.yaml"))


# -- through dask-jobqueue ------------------------------------------------------------------

def _cluster(spec: jobqueue.JobqueueSpec):
    """The cluster object, its scheduler on 127.0.0.1 (the example's ib0 is not here)."""
    jobqueue.import_dask_jobqueue()    # (the cluster extra: .ci/setup installs it)
    return jobqueue.make_cluster(spec, interface=None, scheduler_options={
        "host": "127.0.0.1", "dashboard_address": ":0"})


def test_the_documented_slurm_job_script(tmp_path):
    """What sbatch would be given for docs/cluster.md's example: the cores, memory and
    walltime it asks for, one worker process per core, the prologue."""
    cluster = _cluster(jobqueue.load(_write(tmp_path, _doc_yaml())))
    try:
        script = cluster.job_script()
    finally:
        cluster.close()
    lines = script.splitlines()
    assert lines[0].startswith("#!")
    for directive in ("#SBATCH -p normal", "#SBATCH -A my-lab", "#SBATCH -n 1",
                      "#SBATCH --cpus-per-task=8", "#SBATCH --mem=30G",
                      "#SBATCH -t 04:00:00"):
        assert directive in lines, (directive, script)
    assert "module load python/3.11" in lines
    worker = next(ln for ln in lines if "distributed.cli.dask_worker" in ln)
    # the environment's Python runs the worker (activating it in the prologue did not:
    # dask-jobqueue writes the submitting Python's full path unless `python:` is set)
    assert worker.startswith("/shared/venvs/tfrecord-studio/bin/python -m "), worker
    assert "--nworkers 8" in worker and "--nthreads 1" in worker
    assert "--local-directory $TMPDIR" in worker
    assert "tcp://127.0.0.1:" in worker       # the scheduler runs in this process


def test_the_readme_slurm_example_renders_its_job_script(tmp_path):
    """The README's short example: the cores, memory and walltime it asks for."""
    blocks = re.findall(r"```yaml\n(.*?)```", (F.ROOT / "README.md").read_text("utf-8"),
                        re.S)
    assert len(blocks) == 1
    spec = jobqueue.load(_write(tmp_path, blocks[0]))
    assert (spec.kind, spec.jobs) == ("slurm", 4)
    cluster = _cluster(spec)
    try:
        script = cluster.job_script()
    finally:
        cluster.close()
    for directive in ("#SBATCH -p normal", "#SBATCH --cpus-per-task=8", "#SBATCH --mem=30G",
                      "#SBATCH -t 04:00:00"):
        assert directive in script.splitlines(), (directive, script)
    worker = next(ln for ln in script.splitlines() if "dask_worker" in ln)
    assert "--nworkers 8" in worker and "--nthreads 1" in worker


def test_the_section_chooses_the_scheduler(tmp_path):
    spec = jobqueue.load(_write(tmp_path, "jobqueue:\n  pbs:\n    cores: 2\n    memory: 4GB\n"
                                          "    walltime: '01:00:00'\n    queue: short\n"))
    cluster = _cluster(spec)
    try:
        assert type(cluster).__name__ == "PBSCluster"
        script = cluster.job_script()
    finally:
        cluster.close()
    assert "#PBS -q short" in script and "#PBS -l walltime=01:00:00" in script
    assert "ncpus=2" in script


def test_a_setting_dask_jobqueue_does_not_know(tmp_path):
    jobqueue.import_dask_jobqueue()    # (the cluster extra: .ci/setup installs it)
    spec = jobqueue.load(_write(tmp_path, "jobqueue:\n  slurm: {cores: 2, memory: 4GB, "
                                          "coress: 4}\n"))
    with pytest.raises(RunError, match="unknown setting 'coress' under 'jobqueue: slurm:'"):
        jobqueue.make_cluster(spec)


def test_convert_with_a_wrong_file_says_so_and_leaves_no_folder(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 4, size=16)
    conf = _write(tmp_path, "jobqueue:\n  slurm: {cores: 4}\n")
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, "--cluster", f"jobqueue:{conf}"))
    assert code == protocol.EXIT_USAGE, err
    message = F.types(events, "run_failed")[0]["message"]
    assert "needs 'memory:'" in message and "cluster.yaml" in message
    assert not out.exists()


def test_a_network_this_computer_does_not_have_is_said_plainly(tmp_path):
    """The example's `interface: ib0` on a computer without it: dask-jobqueue's scheduler
    cannot start (a RuntimeError, which was an internal error)."""
    spec = jobqueue.load(_write(tmp_path, "jobqueue:\n  slurm: {cores: 1, memory: 1GB, "
                                          "interface: nosuchnet0}\n"))
    with pytest.raises(RunError) as e:
        jobqueue.make_cluster(spec, scheduler_options={"dashboard_address": ":0"})
    message = str(e.value)
    assert message.startswith("Cluster settings ") and "cluster.yaml" in message
    assert "'nosuchnet0' is not a valid network interface" in message


def test_importing_dask_jobqueue_keeps_the_engines_ctrl_c():
    """dask-jobqueue 0.9.0 sets a SIGINT handler when imported (dask/dask-jobqueue#696):
    from the thread that connects while the engine scans it raised, so no jobqueue: run
    could start, and from the main thread it replaced the engine's handler."""
    code = textwrap.dedent("""
        import signal, threading
        from engine.run import jobqueue
        def mine(*_):
            pass
        signal.signal(signal.SIGINT, mine)
        errors = []
        def connect():
            try:
                jobqueue.import_dask_jobqueue()
            except BaseException as e:
                errors.append(repr(e))
        t = threading.Thread(target=connect)
        t.start()
        t.join()
        assert not errors, errors
        jobqueue.import_dask_jobqueue()
        assert signal.getsignal(signal.SIGINT) is mine
        signal.signal(signal.SIGTERM, signal.SIG_DFL)    # others are set as before
    """)
    p = subprocess.run([sys.executable, "-c", code], cwd=F.ROOT, capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 0, p.stderr[-3000:]
