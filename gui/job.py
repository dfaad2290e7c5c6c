"""A conversion job: the form's choices as plain data, its validation, the engine argv,
and the Save/Load job JSON. Qt-free.

Validation messages are English source strings marked with :func:`N_`; the form passes
them through ``QCoreApplication.translate("Job", ...)`` (Qt's QT_TRANSLATE_NOOP pattern).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import sys
from dataclasses import asdict, dataclass, fields
from pathlib import Path

JOB_SCHEMA = 1
SIZE_PRESETS = (224, 256, 299, 384, 512)
RESIZE_MODES = ("stretch", "fit", "crop")
FORMATS = ("jpeg", "png", "raw", "original")
COMPRESSIONS = ("none", "gzip", "zlib")
BACKGROUNDS = ("white", "black", "grey")
IMAGE_EXTENSIONS = frozenset(
    ".jpg .jpeg .jpe .png .bmp .gif .webp .tif .tiff .ppm .pgm .pbm .heic .heif .avif"
    .split())
TABLE_EXTENSIONS = frozenset({".csv", ".tsv"})


def absolute_path(path: str) -> str:
    """``path`` resolved against the user's current folder (``~`` expanded), so the engine
    gets the same file whatever folder it runs in. Empty stays empty (validation says so)."""
    if not path.strip():
        return path
    return os.path.abspath(os.path.expanduser(path))


def N_(text: str) -> str:
    """Mark a string for translation without translating it here."""
    return text


NOT_EMPTY = N_("The output folder is not empty: tick \u201cReplace existing output\u201d "
              "or choose another folder.")


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
    workers: int = 0           # 0 = auto
    shard_mb: int = 128
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
    cluster: str = ""          # "" = this computer; else --cluster (tcp://HOST:PORT, local:N)

    # ------------------------------------------------------------------ argv
    def convert_args(self) -> list[str]:
        """Arguments after `python -m engine` for the convert run."""
        a = ["convert", absolute_path(self.source), "--out", absolute_path(self.out)]
        if self.size == "original":
            a += ["--resize", "none"]
        else:
            a += ["--size", self.size, "--resize", self.resize]
        a += ["--format", self.format]
        if self.format == "jpeg":
            a += ["--quality", str(self.quality)]
        a += ["--channels", str(self.channels)]
        if self.background != "white":  # the engine's default; short command lines
            a += ["--background", self.background]
        a += ["--workers", "auto" if self.workers <= 0 else str(self.workers)]
        # Workers yield the CPU to the window (and the rest of the desktop) when it needs it.
        a += ["--priority", "low"]
        a += ["--shard-size", str(self.shard_mb)]
        a += ["--compression", self.compression]
        if self.split.strip():
            a += ["--split", normalise_split(self.split)]
        a += ["--shuffle" if self.shuffle else "--no-shuffle", "--seed", str(self.seed)]
        if self.prefix.strip():
            a += ["--prefix", self.prefix.strip()]
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
        a += ["--events", "jsonl"]
        return a

    def tune_args(self, max_workers: int, repeats: int, sample: int = 0) -> list[str]:
        """Arguments for `python -m engine tune` with this job's output options.

        Tune writes into its own temporary folder at its own worker counts, so the output
        folder, workers, overwrite and event options of convert are left out.
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
            a.append(opt)
            i += 1
        a += ["--max-workers", str(max(1, max_workers)), "--repeats", str(max(1, repeats))]
        if sample > 0:
            a += ["--sample", str(sample)]
        a += ["--events", "jsonl"]
        return a

    def verify_args(self) -> list[str]:
        return ["verify", absolute_path(self.out), "--events", "jsonl"]

    def command_line(self, program: list[str] | None = None) -> str:
        """The shell line that reproduces this run (for "Copy command")."""
        args = [a for a in self.convert_args()]
        i = args.index("--events")
        args[i + 1] = "text"  # a human at a terminal wants readable output
        prog = list(program or ["python", "-m", "engine"])
        if os.name == "nt":
            import subprocess
            return subprocess.list2cmdline(prog + args)
        return shlex.join(prog + args)

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> str:
        d = {"schema": JOB_SCHEMA, "kind": "tfrecord-studio-job"}
        d.update(asdict(self))
        return json.dumps(d, indent=2, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Job:
        """Parse a saved job; unknown keys are ignored, missing ones take defaults.

        Raises ValueError when the text is not a job file.
        """
        try:
            d = json.loads(text)
        except ValueError as e:
            raise ValueError(f"not JSON: {e}") from None
        if not isinstance(d, dict) or d.get("kind") != "tfrecord-studio-job":
            raise ValueError("not a TFRecord Studio job file")
        job = cls()
        for f in fields(cls):
            if f.name in d:
                default = getattr(job, f.name)
                value = d[f.name]
                try:
                    value = type(default)(value) if not isinstance(default, bool) else bool(value)
                except (TypeError, ValueError):
                    raise ValueError(f"bad value for {f.name!r}: {value!r}") from None
                setattr(job, f.name, value)
        return job


def parse_size(text: str) -> tuple[int, int] | None:
    """"224" -> (224, 224); "320x240" -> (320, 240); anything else -> None."""
    m = re.fullmatch(r"\s*(\d+)\s*(?:[xX×]\s*(\d+))?\s*", text or "")
    if not m:
        return None
    w = int(m.group(1))
    h = int(m.group(2)) if m.group(2) else w
    return (w, h) if w > 0 and h > 0 else None


def parse_split(text: str) -> dict[str, float]:
    """"train=0.9, val=0.1" -> {"train": 0.9, "val": 0.1}. Raises ValueError (English)."""
    out: dict[str, float] = {}
    for part in (text or "").split(","):
        part = part.strip()
        if not part:
            continue
        name, sep, value = part.partition("=")
        name = name.strip()
        if not sep or not re.fullmatch(r"[A-Za-z0-9_]+", name):
            raise ValueError(N_("Write the split as name=fraction pairs, e.g. train=0.9,val=0.1."))
        try:
            frac = float(value)
        except ValueError:
            raise ValueError(
                N_("Each split fraction must be a number, e.g. train=0.9,val=0.1.")) from None
        if not 0 < frac <= 1:
            raise ValueError(N_("Each split fraction must be above 0 and at most 1."))
        if name in out:
            raise ValueError(N_("A split name appears twice."))
        out[name] = frac
    if out and abs(sum(out.values()) - 1.0) > 1e-6:
        raise ValueError(N_("The split fractions must add up to 1."))
    return out


def normalise_split(text: str) -> str:
    return ",".join(f"{k}={v:g}" for k, v in parse_split(text).items())


def source_kind(path: str) -> str:
    """"folder", "table", "missing" or "unsupported"."""
    p = Path(path)
    if not path or not p.exists():
        return "missing"
    if p.is_dir():
        return "folder"
    if p.suffix.lower() in TABLE_EXTENSIONS:
        return "table"
    if p.suffix.lower() == ".json":  # COCO instances_*.json: the engine recognises it
        return "table"
    return "unsupported"


def validate(job: Job) -> dict[str, str]:
    """Field name -> English problem (marked with N_). Empty when the job can start."""
    errors: dict[str, str] = {}
    kind = source_kind(job.source)
    if not job.source:
        errors["source"] = N_("Choose a folder of images or a CSV/TSV file.")
    elif kind == "missing":
        errors["source"] = N_("The source does not exist.")
    elif kind == "unsupported":
        errors["source"] = N_("The source must be a folder or a .csv/.tsv file.")

    if not job.out.strip():
        errors["out"] = N_("Choose an output folder.")
    else:
        out = Path(job.out).expanduser()
        if out.exists() and not out.is_dir():
            errors["out"] = N_("The output path is a file, not a folder.")
        elif out.is_dir() and any(out.iterdir()) and not job.overwrite:
            errors["out"] = NOT_EMPTY
        elif job.source and kind == "folder":
            src = Path(job.source).resolve()
            if out.resolve() == src or src in out.resolve().parents:
                errors["out"] = N_("The output folder must not be inside the source folder.")

    if job.size != "original":
        wh = parse_size(job.size)
        if wh is None:
            errors["size"] = N_("Write the size as one number (224) or width x height (320x240).")
        elif max(wh) > 8192 or min(wh) < 8:
            errors["size"] = N_("The size must be between 8 and 8192 pixels.")
    if job.resize not in RESIZE_MODES:
        errors["resize"] = N_("Unknown resize mode.")
    if job.format not in FORMATS:
        errors["format"] = N_("Unknown format.")
    if job.size == "original" and job.format == "raw":
        errors["format"] = N_("Raw pixels need a fixed size: choose a size or another format.")
    if not 1 <= job.quality <= 100:
        errors["quality"] = N_("Quality must be between 1 and 100.")
    if job.background not in BACKGROUNDS:
        errors["background"] = N_("The background must be white, black or grey.")
    if job.channels not in (1, 3):
        errors["channels"] = N_("Channels must be 1 (grey) or 3 (colour).")
    if job.workers < 0 or job.workers > 256:
        errors["workers"] = N_("Workers must be between 1 and 256, or auto.")
    if not 1 <= job.shard_mb <= 1 << 20:
        errors["shard_mb"] = N_("The shard size must be at least 1 MiB.")
    if job.compression not in COMPRESSIONS:
        errors["compression"] = N_("Unknown compression.")
    if job.cluster.strip() and not re.fullmatch(
            r"local(:[1-9][0-9]{0,3})?|(tcp|tls)://\S+", job.cluster.strip()):
        errors["cluster"] = N_("Write the scheduler's address like tcp://HOST:8786 "
                               "(or local:4 for Dask workers on this computer).")
    try:
        parse_split(job.split)
    except ValueError as e:
        errors["split"] = str(e)
    if job.prefix and not re.fullmatch(r"[A-Za-z0-9_.]+", job.prefix.strip()):
        errors["prefix"] = N_("The prefix may hold only letters, digits, '_' and '.'.")
    return errors


def default_python() -> str:
    return sys.executable
