"""The form's rules for a job (gui.job): the choices it offers, the engine's limits, the
checks of a job before Start and their messages.

Messages are English source strings marked with :func:`N_`; the form passes them through
``QCoreApplication.translate("Job", ...)`` (Qt's QT_TRANSLATE_NOOP pattern).
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine import config as rules
from engine import option_rules, split_names
from engine.errors import ConfigError
from engine.output_kind import read_output_state
from gui.cluster_address import address_problem
from gui.source_kind import source_kind

if TYPE_CHECKING:
    from gui.job import Job

SIZE_PRESETS = (224, 256, 299, 384, 512)
# The engine's resize modes but "none", which the form offers as the size "original".
RESIZE_MODES = tuple(m for m in rules.RESIZE_MODES if m != "none")
FORMATS = rules.FORMATS
COMPRESSIONS = rules.COMPRESSIONS
BACKGROUNDS = tuple(rules.BACKGROUNDS)
# The form's shard size is whole MiB: the engine's range, rounded inwards.
SHARD_MB_MIN = max(1, math.ceil(option_rules.SHARD_SIZE_MIB_MIN))
SHARD_MB_MAX = int(option_rules.SHARD_SIZE_MIB_MAX)
# --task: what to write from an annotated source ("auto": what the source holds).
TASKS = ("auto", "classification", "detection", "segmentation", "multilabel")


#: The form's fields that set each image option engine.config.ignored names (the options a
#: run leaves without effect: a new one there is greyed out, left off the command line and
#: out of the Resume offer's differences through this table). Width and height are Size,
#: and Resize is how the images reach it: without a size, nothing is resized. An option
#: not here has no field (--exact: gui.resume.carried_args).
FIELDS_OF_OPTIONS: dict[str, tuple[str, ...]] = {
    "width": ("size", "resize"), "height": ("size", "resize"), "quality": ("quality",),
    "channels": ("channels",), "background": ("background",), "bit_depth": ("bit_depth",),
}


def ignored_fields(fmt: str, size: str) -> frozenset[str]:
    """The form's fields (gui.job.Job's names) that a run at Format ``fmt`` and Size
    ``size`` leaves without effect, by the engine's one rule (engine.config.ignored):
    at "Original bytes" Size, Resize, quality, Channels, Transparent areas and 16-bit
    images; at PNG and Raw pixels the quality; at "Keep original size" Resize (and the
    size numbers, which that choice has none of)."""
    image = {"format": fmt, "resize": "none" if size == "original" else "stretch"}
    return frozenset(f for option in rules.ignored(image)
                     for f in FIELDS_OF_OPTIONS.get(option, ()))


def N_(text: str) -> str:
    """Mark a string for translation without translating it here."""
    return text


#: A saved job chosen as the source (through "File…"): the engine read it as a table
#: ("line 1: only one column; needed: path,label[,split]"). The scan's error too.
JOB_FILE_SOURCE = N_("This is a job file saved with File → Save job, not a source of "
                     "images. Open it with File → Load job: it puts its source and options "
                     "in the window.")


NOT_EMPTY = N_("The output folder is not empty: tick \u201cReplace existing output\u201d "
              "or choose another folder.")
# After a run that finished in the chosen folder: not a problem, what to do next.
# (its first clause is what Start's line says: "“Output folder”: Converted." told a Korean
# walker neither what was converted nor why Start was grey)
CONVERTED = N_("This folder holds the dataset just converted. To convert again, choose a new "
               "output folder (or tick \u201cReplace existing output\u201d).")
# A finished dataset of ours from an earlier session: say what it is, not just "not empty".
DATASET = N_("This folder holds a finished dataset made by TFRecord Studio. To convert "
             "again, choose a new output folder, or tick \u201cReplace existing output\u201d.")
# Messages that keep Start disabled but describe a normal state, not a mistake: the window
# shows them in the normal text colour (red is for real problems).
# A run that converted no image leaves its reasons (rejected.csv) and a manifest of none.
NOTHING_CONVERTED = N_("This folder holds a run that converted no image (rejected.csv says "
                       "why, file by file). Choose a new output folder, or tick \u201cReplace "
                       "existing output\u201d.")
# Custom… just chosen, its box still empty: what to type, not a mistake (it said "Write the
# size as one number …" in red under the field, beside Start and in the header before the
# user could type anything). Said beside Start; the box's placeholder shows an example.
SIZE_PROMPT = N_("Type the custom size beside \u201cSize\u201d: one number (224) or width x "
                 "height (320x240).")
NOTICES = frozenset({NOT_EMPTY, CONVERTED, DATASET, NOTHING_CONVERTED, SIZE_PROMPT})
#: Notices said beside Start only: the field itself prompts (its placeholder).
PROMPTS = frozenset({SIZE_PROMPT})
#: The size of the form's job while the Custom… box is empty (OptionsForm.job): one the
#: engine refuses, so that no job runs without a size.
SIZE_UNSET = "?"
OUT_IN_SOURCE = N_("The output folder must not be inside the source folder: choose a folder "
                   "outside it, so the run does not read its own files as images.")
OUT_IS_SOURCE = N_("The output folder is the source folder: choose another, empty folder, so "
                   "the TFRecords are not mixed with your images.")

# The window's words for each rule of engine.option_rules (RuleError.rule). Placeholders are
# filled from RULE_VALUES after translation, so the numbers are always the engine's.
RULE_MESSAGES = {
    "size.syntax": N_("Write the size as one number (224) or width x height (320x240)."),
    "size.range": N_("The size must be between {size_min} and {size_max} pixels."),
    "split.empty": N_("Write the split as name=fraction pairs, e.g. train=0.9,val=0.1."),
    "split.name": N_("Split names may hold only the letters A\u2013Z and a\u2013z, digits "
                     "and _ (they are part of the file names), e.g. train=0.9,val=0.1."),
    "split.number": N_("Each split fraction must be a number, e.g. train=0.9,val=0.1."),
    "split.range": N_("Each split fraction must be above 0 and at most 1."),
    "split.twice": N_("A split appears twice (a Japanese or Korean name is the same split as "
                      "its English one: 学習 is train, 検証 is val)."),
    "split.sum": N_("The split fractions must add up to 1."),
    "split.fraction": N_("Give every split a fraction, e.g. train=0.8,val=0.2 (a split "
                         "without one would take all the images)."),
    "workers.syntax": N_("Workers must be between 1 and {max_workers}, or auto."),
    "workers.range": N_("Workers must be between 1 and {max_workers}, or auto."),
    "shard_size.range": N_("The shard size must be between {shard_min} and {shard_max} MiB."),
    "shards.range": N_("The number of files must be between 1 and {shards_max}."),
    "prefix.chars": N_("The prefix may hold only letters, digits, '_', '.' and '-'."),
    "cluster.syntax": N_("Write the scheduler's address like tcp://HOST:8786 "
                         "(or local:4 for Dask workers on this computer)."),
    "quality.range": N_("Quality must be between {quality_min} and {quality_max}."),
}
# The engine's limits, for the placeholders of RULE_MESSAGES.
RULE_VALUES = {"size_min": option_rules.SIZE_MIN, "size_max": option_rules.SIZE_MAX,
               "max_workers": option_rules.max_workers(), "shard_min": SHARD_MB_MIN,
               "shard_max": SHARD_MB_MAX, "shards_max": option_rules.SHARDS_MAX,
               "quality_min": option_rules.QUALITY_MIN,
               "quality_max": option_rules.QUALITY_MAX}


def rule_message(error: ConfigError) -> str:
    """The window's (untranslated) message for an engine option error."""
    return RULE_MESSAGES.get(getattr(error, "rule", ""), str(error))


def parse_size(text: str) -> tuple[int, int] | None:
    """"224" -> (224, 224); "320x240" -> (320, 240); anything the engine refuses -> None."""
    try:
        return option_rules.parse_size(text or "")
    except ConfigError:
        return None


def parse_split(text: str) -> dict[str, float]:
    """"train=0.9, val=0.1" -> {"train": 0.9, "val": 0.1}; "" -> {} (all in train). The
    engine's rules (engine.split_names.parse_split); raises its RuleError."""
    if not (text or "").strip():
        return {}
    return dict(split_names.parse_split(text))


def normalise_split(text: str) -> str:
    return ",".join(f"{k}={v:g}" for k, v in parse_split(text).items())


def source_facts(source: str) -> tuple[str, Path | None]:
    """What validate asks the disk of the source (in any thread: it stats it): its
    source_kind, and where a folder really is (None for another kind)."""
    kind = source_kind(source)
    return kind, Path(source).resolve() if source and kind == "folder" else None


def validate(job: Job, seen: tuple[str, str] | None = None,
             prompting: bool = False,
             source: tuple[str, Path | None] | None = None) -> dict[str, str]:
    """Field name -> English message (marked with N_). Empty when the job can start.
    The messages in NOTICES describe a normal state and those in PROMPTS ask for what is
    not typed yet (the window says them in the normal colour, not red); the others are
    problems. ``seen``: the output folder's OutputState kind and real path (else read
    here). ``prompting``: the form asks for the size (Custom… chosen, its box empty and not
    typed in, Start not pressed): an unset size prompts (SIZE_PROMPT) instead of being
    wrong. ``source``: source_facts of the job's source (else asked here)."""
    errors: dict[str, str] = {}
    kind, src = source or source_facts(job.source)
    if not job.source:
        errors["source"] = N_("Choose a folder of images, a table (CSV/TSV) or an annotation file.")
    elif kind == "missing":
        errors["source"] = N_("The source does not exist.")
    elif kind == "unsupported":
        errors["source"] = N_("The source must be a folder or a .csv/.tsv file.")
    elif kind == "job":
        errors["source"] = JOB_FILE_SOURCE
    if not job.out.strip():
        errors["out"] = N_("Choose an output folder.")
    else:
        # where it is before what it holds: the source's images are not ours either
        held, real = seen or (read_output_state(os.path.expanduser(job.out)).kind,
                              os.path.realpath(os.path.expanduser(job.out)))
        if held == "file":
            errors["out"] = N_("The output path is a file, not a folder.")
        elif src is not None and Path(real) == src:
            errors["out"] = OUT_IS_SOURCE
        elif src is not None and src in Path(real).parents:
            # (what to do too, as the engine's run.out_in_source says: a Korean walker read
            # only "출력 폴더는 소스 폴더 안에 둘 수 없습니다." under the field)
            errors["out"] = OUT_IN_SOURCE
        elif held in ("foreign", "dataset", "interrupted") and not job.overwrite:
            errors["out"] = NOT_EMPTY

    checks: list[tuple[str, Callable[[Any], object], Any]] = [
        ("quality", option_rules.check_quality, job.quality),
              ("shard_mb", option_rules.check_shard_size, job.shard_mb),
              ("split", parse_split, job.split)]
    if job.shards:   # 0 = by size
        checks.append(("shard_mb", option_rules.check_num_shards, job.shards))
    if job.format == "original":
        pass   # each file stored as it is: no size applies (the form greys the field out)
    elif prompting and job.size == SIZE_UNSET:   # asked for, not wrong
        errors["size"] = SIZE_PROMPT
    elif job.size != "original":
        checks.append(("size", option_rules.parse_size, job.size))
    if job.workers > 0:   # 0 = auto
        checks.append(("workers", option_rules.resolve_workers, job.workers))
    if job.prefix.strip():
        checks.append(("prefix", option_rules.check_prefix, job.prefix.strip()))
    if job.cluster.strip():
        checks.append(("cluster", option_rules.check_cluster, job.cluster.strip()))
    for key, check, value in checks:
        try:
            check(value)
        except ConfigError as e:
            errors[key] = rule_message(e)
    if "cluster" in errors:   # what is wrong with the address as typed, when it can say
        errors["cluster"] = address_problem(job.cluster) or errors["cluster"]
    if job.workers < 0:
        errors["workers"] = RULE_MESSAGES["workers.range"]
    if job.shard_mb < SHARD_MB_MIN:   # whole MiB in the form
        errors["shard_mb"] = RULE_MESSAGES["shard_size.range"]
    if job.resize not in RESIZE_MODES:
        errors["resize"] = N_("Unknown resize mode.")
    if job.format not in FORMATS:
        errors["format"] = N_("Unknown format.")
    if job.size == "original" and job.format == "raw":
        errors["format"] = N_("Raw pixels need a fixed size: choose a size or another format.")
    if job.background not in BACKGROUNDS:
        errors["background"] = N_("The background must be white, black or grey.")
    if job.bit_depth not in rules.BIT_DEPTHS:
        errors["bit_depth"] = N_("16-bit images take 16, 14, 12 or 10 bits.")
    if job.channels not in rules.CHANNEL_CHOICES:
        errors["channels"] = N_("Channels must be 1 (grey) or 3 (colour).")
    if job.compression not in COMPRESSIONS:
        errors["compression"] = N_("Unknown compression.")
    return errors
