"""A conversion job: the form's choices as plain data, the engine argv, and the Save/Load
job JSON. Qt-free. What the form may hold and the checks before Start are gui.job_rules'.
"""

from __future__ import annotations

import json
import os
import shlex
from dataclasses import asdict, dataclass, fields

from engine import config as engine_rules
from engine.config import DEFAULT_MAX_PIXELS
from engine.one_process import runs_inline
from gui.job_rules import TASKS, ignored_fields, normalise_split
from gui.source_kind import JOB_KIND

JOB_SCHEMA = 1
# Job.cluster of "A Dask cluster" chosen without an address (the check refuses it). A job
# file says it plainly, "cluster": "" with "run_on": "cluster"; older ones wrote "?".
CLUSTER_UNSET = "?"
# convert's own options that `tune` does not take (tune measures throughput only).
_CONVERT_ONLY = {"--task": 2, "--masks": 1, "--skip-unannotated": 1}


def absolute_path(path: str) -> str:
    """``path`` resolved against the user's current folder (``~`` expanded), so the engine
    gets the same file whatever folder it runs in. Empty stays empty (validation says so)."""
    if not path.strip():
        return path
    return os.path.abspath(os.path.expanduser(path))


def tune_scratch(out: str) -> str:
    """Where a sweep on a cluster writes its trials: the folder that holds the output folder
    (the nearest one that exists), which the workers see as they must see the output
    folder; "" without an output folder."""
    if not out.strip():
        return ""
    folder = os.path.dirname(absolute_path(out).rstrip(os.sep)) or os.sep
    while not os.path.isdir(folder) and os.path.dirname(folder) != folder:
        folder = os.path.dirname(folder)
    return folder


@dataclass
class Job:
    """Every option of `python -m engine convert`, as the form shows them."""

    source: str = ""
    out: str = ""
    size: str = "224"          # "224" | "WxH" | "original"
    resize: str = "stretch"
    format: str = "jpeg"
    quality: int = 95
    channels: int = 3
    background: str = "white"  # what transparent areas are placed on
    bit_depth: int = 16        # --bit-depth: the bits of 16-bit images that hold values
    workers: int = 0           # 0 = auto
    shard_mb: int = 128
    shards: int = 0            # files per split (--shards); 0 = by size (shard_mb)
    compression: str = "none"
    split: str = ""            # "" = one split (train)
    shuffle: bool = True
    seed: int = 0
    prefix: str = ""           # "" = engine default
    overwrite: bool = False
    verify: bool = True
    resume: bool = False       # finish the interrupted run in `out` (never with overwrite)
    masks: bool = False             # annotated sources: store object masks (--masks)
    skip_unannotated: bool = False  # annotated sources: --skip-unannotated
    task: str = "auto"              # annotated sources: --task (TASKS)
    cluster: str = ""          # "" = this computer; else --cluster (tcp://HOST:PORT, local:N)
    # --max-pixels: larger images are skipped before decoding (a job file without it: the
    # engine's default, which the command line leaves out)
    max_pixels: int = DEFAULT_MAX_PIXELS
    # Engine options of an interrupted run that the form has no control for (--exact,
    # --decoder, ...: gui.resume.carried_args), passed on Resume only; never saved.
    carried: tuple[str, ...] = ()

    # ------------------------------------------------------------------ argv
    def convert_args(self) -> list[str]:
        """Arguments after `python -m engine` for the convert run."""
        a = ["convert", absolute_path(self.source), "--out", absolute_path(self.out)]
        # The options the run leaves without effect are not passed (the engine's rule,
        # gui.job_rules.ignored_fields): at original each file's own bytes (its log said
        # "--size 224" of images kept as they were), at PNG and raw no quality.
        off = ignored_fields(self.format, self.size)
        a += ["--resize", "none"] if "size" in off else \
            ["--size", self.size, "--resize", self.resize]
        a += ["--format", self.format]
        if "quality" not in off:
            a += ["--quality", str(self.quality)]
        if "channels" not in off:
            a += ["--channels", str(self.channels)]
        if self.background != "white" and "background" not in off:   # (white: the
            a += ["--background", self.background]   # engine's default; short commands)
        if self.bit_depth != 16 and "bit_depth" not in off:   # likewise
            a += ["--bit-depth", str(self.bit_depth)]
        # At original the engine checks and stores each file itself, one process whatever
        # --workers says (engine.one_process): the command says so (the Log tab showed
        # "--workers auto" of a run that started no worker). The job keeps the user's
        # Workers for JPEG, PNG and Raw pixels.
        a += ["--workers", "1" if runs_inline(self.format) else
              "auto" if self.workers <= 0 else str(self.workers)]
        # Workers yield the CPU to the window (and the rest of the desktop) when it needs it.
        a += ["--priority", "low"]
        if not {"--shards", "--shard-size"} & set(self.carried):   # (they exclude each other)
            a += ["--shards", str(self.shards)] if self.shards else \
                ["--shard-size", str(self.shard_mb)]
        a += ["--compression", self.compression]
        if self.split.strip():
            a += ["--split", normalise_split(self.split)]
        a += ["--shuffle" if self.shuffle else "--no-shuffle", "--seed", str(self.seed)]
        prefix = self.prefix.strip()
        if prefix:
            # "-x" as a separate word would read as an option: join it to its name
            a += [f"--prefix={prefix}"] if prefix.startswith("-") else ["--prefix", prefix]
        if self.cluster.strip():
            a += ["--cluster", self.cluster.strip()]
        if self.resume:
            a.append("--resume")
        elif self.overwrite:
            a.append("--overwrite")
        if self.masks:
            a.append("--masks")
        if self.skip_unannotated:
            a.append("--skip-unannotated")
        if self.task != "auto" and self.task in TASKS:   # (a hand-edited job file)
            a += ["--task", self.task]
        if self.max_pixels != DEFAULT_MAX_PIXELS and "--max-pixels" not in self.carried:
            a += ["--max-pixels", str(self.max_pixels)]
        a += list(self.carried)
        a += ["--events", "jsonl"]
        return a

    def tune_args(self, max_workers: int, repeats: int, sample: int = 0) -> list[str]:
        """Arguments for `python -m engine tune` with this job's output options.

        Tune writes into its own temporary folder at its own worker counts, so the output
        folder, workers, overwrite and event options of convert are left out. On a Dask
        cluster it measures 1, 2, ... of the cluster's workers, and its trials write beside
        the output folder, on the disk every worker sees (tune_scratch).
        """
        conv = self.convert_args()
        a = ["tune", absolute_path(self.source)]
        i = conv.index("--out") + 2  # options follow "convert SOURCE --out DIR"
        while i < len(conv):
            opt = conv[i]
            if opt in ("--workers", "--events", "--cluster"):
                i += 2
                continue
            if opt in ("--overwrite", "--resume"):
                i += 1
                continue
            if opt in _CONVERT_ONLY:
                i += _CONVERT_ONLY[opt]
                continue
            a.append(opt)
            i += 1
        a += ["--max-workers", str(max(1, max_workers)), "--repeats", str(max(1, repeats))]
        if sample > 0:
            a += ["--sample", str(sample)]
        cluster = self.cluster.strip()
        if cluster and cluster != CLUSTER_UNSET:
            a += ["--cluster", cluster]
            scratch = tune_scratch(self.out)
            if scratch:
                a += ["--scratch", scratch]
        a += ["--events", "jsonl"]
        return a

    def verify_args(self) -> list[str]:
        return ["verify", absolute_path(self.out), "--events", "jsonl"]

    def inherited_decoder(self) -> list[str]:
        """``["--decoder", PATH]`` when the engine the window starts takes its decoder path
        from TFRS_DECODER (it inherits the window's environment, and nothing on its command
        line says so): the copied command, pasted in a terminal without that variable,
        converted with the default path, whose bytes differ. [] when the variable is not
        set, the job already names the path (a Resume's carried options), or the run has
        no decoder path (--format original stores each file's own bytes: the engine's
        rule, engine.config.ignored). A value the engine refuses is passed as it is: the
        command is refused as the window's run is."""
        wanted = os.environ.get(engine_rules.DECODER_ENV, "").strip()
        if not wanted or "--decoder" in self.carried or \
                "decoder" in engine_rules.ignored({"format": self.format}):
            return []
        return ["--decoder", wanted]

    def command_line(self, program: list[str] | None = None) -> str:
        """The shell line that reproduces this run (for "Copy command")."""
        args = [a for a in self.convert_args()]
        i = args.index("--events")
        args[i + 1] = "text"  # a human at a terminal wants readable output
        args[i:i] = self.inherited_decoder()
        prog = list(program or ["python", "-m", "engine"])
        if os.name == "nt":
            import subprocess
            return subprocess.list2cmdline(prog + args)
        return shlex.join(prog + args)

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> str:
        d = {"schema": JOB_SCHEMA, "kind": "tfrecord-studio-job"}
        d.update(asdict(self))
        del d["carried"]   # one Resume's, not the form's
        d["run_on"] = "cluster" if self.cluster.strip() else "this computer"
        if d["cluster"] == CLUSTER_UNSET:   # no address yet: none written, not "?"
            d["cluster"] = ""
        return json.dumps(d, indent=2, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Job:
        """Parse a saved job; unknown keys are ignored, missing ones take defaults.

        Raises ValueError when the text is not a job file.
        """
        try:
            d = json.loads(text)
        except ValueError as e:   # ours if its start says so: then damaged or cut short
            kind = "damaged" if JOB_KIND.search(text) else "not_json"
            raise JobFileError(kind, f"not JSON: {e}") from None
        if not isinstance(d, dict) or d.get("kind") != "tfrecord-studio-job":
            raise JobFileError("not_job", "not a TFRecord Studio job file")
        job = cls()
        for f in fields(cls):
            if f.name in d and f.name != "carried":
                default = getattr(job, f.name)
                value = d[f.name]
                try:
                    value = _flag(value) if isinstance(default, bool) else type(default)(value)
                except (TypeError, ValueError):
                    raise JobFileError("bad_value", f"bad value for {f.name!r}: {value!r}",
                                       name=f.name, value=repr(value)[:80]) from None
                setattr(job, f.name, value)
        if d.get("run_on") == "cluster" and not job.cluster.strip():
            job.cluster = CLUSTER_UNSET
        return job


class JobFileError(ValueError):
    """A job file this version cannot read: ``kind`` (not_json, damaged: ours but cut short,
    not_job, bad_value) and the field's ``name`` and ``value``, for the window's sentence."""

    def __init__(self, kind: str, text: str, name: str = "", value: str = "") -> None:
        super().__init__(text)
        self.kind, self.name, self.value = kind, name, value


def _flag(value) -> bool:
    """A yes/no of a job file: JSON's true/false (or 1/0, "true"/"false" by hand);
    ``bool("false")`` was True, and turned "Verify" on."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "false", "yes", "no"):
        return value.strip().lower() in ("true", "yes")
    raise ValueError(value)
