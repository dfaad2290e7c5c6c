"""Resume and Replace in words: compare the form's job with the options an earlier run in
the output folder recorded, and describe that folder's dataset. Qt-free.

The recorded options are ``ConvertConfig.output_options()`` (in the journal header and the
manifest); --resume refuses to continue when they differ, so the window shows each
difference first and can load the recorded values into the form.
"""

from __future__ import annotations

import dataclasses
import datetime
import math
import time
from typing import TypeGuard

from PySide6.QtCore import QCoreApplication

from engine.config import DECODERS, DEFAULT_MAX_PIXELS, DEFAULT_PREFIX, ConvertConfig, ignored
from engine.option_rules import SHARDS_MAX, binary_size
from engine.output_state import OutputState
from engine.sources.fingerprint import changed_files
from gui.job import Job
from gui.job_rules import N_, SIZE_UNSET, ignored_fields, normalise_split, parse_size
from gui.resume_check import CheckedState

# Job field -> label shown to the user (English, marked for translation).
LABELS = {
    "size": N_("Size"), "resize": N_("Resize"), "format": N_("Format"),
    "quality": N_("JPEG quality"), "channels": N_("Channels"),
    "shard_mb": N_("Shard size (MiB)"), "shards": N_("Files per split"),
    "compression": N_("Compression"),
    "split": N_("Split"), "shuffle": N_("Shuffle"), "seed": N_("Seed"), "prefix": N_("Prefix"),
    "background": N_("Transparent areas"),
    "bit_depth": N_("16-bit images"),
    "task": N_("Write as"), "masks": N_("Object masks"),
    "skip_unannotated": N_("Images without annotations"),
    "max_pixels": N_("Largest image"),
}
_ENGINE_DEFAULT_PREFIX = DEFAULT_PREFIX


# Recorded options the form maps (recorded_job); carried_args passes the others on Resume.
_KNOWN = {"image", "shard_size_mib", "num_shards", "compression", "split", "shuffle", "seed",
          "prefix", "annotations", "keep_absolute_paths"}
_KNOWN_IMAGE = {"width", "height", "resize", "format", "quality", "channels", "background",
                "exact", "max_pixels", "max_file_size", "accept_damaged", "decoder",
                "bit_depth"}


def _engine_defaults() -> dict:
    return ConvertConfig(source="-", out="-").output_options()


def recorded_job(options: dict, base: Job) -> tuple[Job, list[str]]:
    """``base`` with the recorded output options the form shows put in, and the recorded
    options this version cannot use: unknown ones (see carried_args for the ones it knows
    but the form does not show), and values no form field can hold (a damaged or
    hand-edited record: "seed=[1]"), whose form fields stay as they were."""
    job = dataclasses.replace(base)
    bad: list[str] = []

    def whole(key: str, value, low: int | None = 1) -> int | None:
        if _whole(value, low):
            return value
        bad.append(f"{key}={value}")
        return None

    image = options.get("image") or {}
    if not isinstance(image, dict):
        bad.append(f"image={image}")
        image = {}
    if image:
        w, h = whole("width", image.get("width", 224)), whole("height", image.get("height", 224))
        if image.get("resize") == "none":
            job.size = "original"
        elif w and h:
            job.size = str(w) if w == h else f"{w}x{h}"
            job.resize = str(image.get("resize", job.resize))
        job.format = str(image.get("format", job.format))
        job.quality = whole("quality", image.get("quality", job.quality)) or job.quality
        job.channels = whole("channels", image.get("channels", job.channels)) or job.channels
        job.background = str(image.get("background", "white"))   # left out when white
        job.bit_depth = whole("bit_depth", image.get("bit_depth", 16)) or job.bit_depth
        job.max_pixels = whole("max_pixels", image.get("max_pixels", DEFAULT_MAX_PIXELS)) \
            or job.max_pixels
    mib = options.get("shard_size_mib")
    shards = options.get("num_shards")
    if _finite(mib) and mib >= 1 and mib == int(mib) and shards is None:
        job.shard_mb = int(mib)
    # else (or with --shards) the form's stays: carried_args passes or names the recorded one
    job.shards = shards if _whole(shards) and shards <= SHARDS_MAX else 0
    if "compression" in options:
        job.compression = str(options["compression"])
    if "split" in options:
        parts = _split_parts(options["split"])
        if parts is None:
            bad.append(f"split={options['split']}")
        else:
            job.split = "" if parts == [("train", 1.0)] else ",".join(f"{n}={f:g}"
                                                                      for n, f in parts)
    if "shuffle" in options:
        job.shuffle = bool(options["shuffle"])
    if "seed" in options:
        seed = whole("seed", options["seed"], low=None)
        job.seed = job.seed if seed is None else seed
    if "prefix" in options:
        p = str(options["prefix"])
        job.prefix = "" if p == _ENGINE_DEFAULT_PREFIX else p
    # annotated sources (recorded only when not the defaults: auto, no masks, keep all)
    ann = options.get("annotations") or {}
    if not isinstance(ann, dict):
        bad.append(f"annotations={ann}")
        ann = {}
    job.task = str(ann.get("task", "auto"))
    job.masks = bool(ann.get("masks", False))
    job.skip_unannotated = bool(ann.get("skip_unannotated", False))
    return job, carried_args(options)[1] + bad


def _whole(value: object, low: int | None = 1) -> TypeGuard[int]:
    """A recorded whole number (not a bool) of at least `low` (None: any)."""
    return isinstance(value, int) and not isinstance(value, bool) and (
        low is None or value >= low)


def _finite(value: object) -> TypeGuard[float]:
    """A recorded real number (not a bool, not inf or nan)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and \
        math.isfinite(value)


def _split_parts(value) -> list[tuple[str, float]] | None:
    """The recorded split ([[name, fraction], ...]) as pairs; None when it is not one."""
    if not isinstance(value, list):
        return None
    parts = []
    for part in value:
        if not (isinstance(part, list) and len(part) == 2 and _finite(part[1])):
            return None
        parts.append((str(part[0]), float(part[1])))
    return parts


def carried_args(options: dict) -> tuple[list[str], list[str]]:
    """The engine arguments that give Resume the recorded options the form has no control
    for (a run started on the command line with --exact, --decoder, ...), so the
    window can finish it; and the recorded options no argument of this version sets ("name=
    value", from a newer version), with which Resume cannot finish the run here."""
    defaults = _engine_defaults()
    default_image = defaults["image"]
    args: list[str] = []
    unknown: list[str] = []
    recorded_image = options.get("image")
    image: dict = recorded_image if isinstance(recorded_image, dict) else {}
    off = ignored(image)   # (--exact at --resize none, the decoder at original: no effect)

    if image.get("exact") is True and "exact" not in off:
        args.append("--exact")
    # (max_pixels is the form's Largest image: recorded_job)
    value = image.get("max_file_size", default_image.get("max_file_size"))
    if value != default_image.get("max_file_size"):
        if _whole(value):   # as typed ("512M", not its 536870912 bytes), when it was so
            args += ["--max-file-size", (binary_size(int(value)) or ("", str(value)))[1]]
        else:
            unknown.append(f"max_file_size={value}")
    if image.get("accept_damaged") is True:
        args.append("--accept-damaged")
    # recorded only when not "pillow" (engine.config.ImageOptions); the default is this
    # process's, whose environment (TFRS_DECODER) the engine inherits
    decoder = image.get("decoder", "pillow")
    if decoder != default_image.get("decoder", "pillow") and "decoder" not in off:
        if decoder in DECODERS:
            args += ["--decoder", str(decoder)]
        else:
            unknown.append(f"decoder={decoder}")
    shards = options.get("num_shards")
    if shards is not None:   # the form's "Files per split" (recorded_job), when it can be
        if not (_whole(shards) and shards <= SHARDS_MAX):
            unknown.append(f"num_shards={shards}")
    else:
        mib = options.get("shard_size_mib", defaults["shard_size_mib"])
        if not _finite(mib) or mib <= 0:
            unknown.append(f"shard_size_mib={mib}")
        elif mib < 1 or mib != int(mib):
            args += ["--shard-size", f"{mib:g}"]
    if options.get("keep_absolute_paths") is True:
        args.append("--keep-absolute-paths")
    for key, value in options.items():
        if key not in _KNOWN and value != defaults.get(key):
            unknown.append(f"{key}={value}")
    for key, value in image.items():
        if key not in _KNOWN_IMAGE and value != default_image.get(key):
            unknown.append(f"{key}={value}")
    return args, unknown


def differences(job: Job, options: dict) -> list[tuple[str, str, str]]:
    """(field, value in the form, value of the earlier run) for every output option that
    differs; empty when --resume can continue with this job."""
    if not options:
        return []
    return _differences(job, recorded_job(options, job)[0])


def _differences(job: Job, theirs: Job) -> list[tuple[str, str, str]]:
    out = []
    # what both runs leave without effect (the engine's rule: a PNG's quality, the size of
    # original bytes...) makes no difference between them
    off = ignored_fields(job.format, job.size) & ignored_fields(theirs.format, theirs.size)
    for f in LABELS:
        mine, rec = _norm(job, f), _norm(theirs, f)
        if f in off:
            continue
        if f == "resize" and "original" in (job.size, theirs.size):
            continue   # (Size's difference says it: one keeps each image's own size)
        if mine != rec:
            out.append((f, _show(job, f), _show(theirs, f)))
    return out


def _norm(job: Job, f: str):
    v = getattr(job, f)
    if f == "split":
        try:
            v = normalise_split(v) or "train=1"
        except ValueError:
            return v
    if f == "prefix":
        v = v.strip() or _ENGINE_DEFAULT_PREFIX
    if f == "size":
        v = v.lower().replace(" ", "")
        a, _, b = v.partition("x")
        v = a if b == a else v
    return v


def _show(job: Job, f: str) -> str:
    v = getattr(job, f)
    if f == "split":
        return v or "train=1"
    if f == "prefix":
        return v or _ENGINE_DEFAULT_PREFIX
    if f in ("shuffle", "masks"):
        return "on" if v else "off"
    if f == "skip_unannotated":
        return "left out" if v else "kept"
    if f == "max_pixels":
        return f"{v / 1e6:g} MP"
    if f == "size" and v != "original":
        wh = parse_size(v)
        return f"{wh[0]} × {wh[1]}" if wh else v   # as the Size list writes it
    return str(v)


# field -> value -> the words for values the form has no list of (its drop-down lists'
# own texts are used for the others: gui.window_layout.offer_words)
_WORDS: dict[str, dict[str, str]] = {
    "task": {"auto": N_("Automatic")},
    "shuffle": {"on": N_("on"), "off": N_("off")},
    "masks": {"on": "on", "off": "off"},
    "skip_unannotated": {"left out": N_("left out"), "kept": N_("kept")},
    "shards": {"0": N_("by size")},
    # a custom size left empty (OptionsForm.job): "Size: ? here" said nothing
    "size": {SIZE_UNSET: N_("(not set)")},
}


def words(field: str, value: str) -> str:
    """A value of the Resume offer's differences in the window's language, for the few
    the form's lists do not word ("Write as: auto here" was the job's English id in a
    Japanese window); anything else as it is."""
    text = _WORDS.get(field, {}).get(value)
    return QCoreApplication.translate("Job", text) if text else value


def can_resume(state: OutputState) -> bool:
    return state.kind == "interrupted"


def offer_details(job: Job, options) -> tuple[list[tuple[str, str, str]], list[str], list[str]]:
    """What the Resume offer says about an interrupted run recorded with `options`: the
    form's differences from it (differences), the options Resume passes for it and the
    ones this version cannot use (recorded_job: unknown or damaged)."""
    theirs, unknown = recorded_job(options, job)   # carried_args' unknown, and damaged values
    diffs = _differences(job, theirs) if options else []
    return diffs, carried_args(options)[0], unknown


def offer_now(job: Job, state: OutputState, scan, check=None, scanning: bool = False) -> tuple[
        list[tuple[str, str, str]], list[str], list[str], list[tuple[str, str]], OutputState]:
    """offer_details for the run in ``state``, what changed in the source since, given
    ``scan`` (the source panel's ScanResult, used when it is a finished scan of the job's
    source), and ``state`` as the offer shows it. Changed: its annotation_changes, else
    [(N, "images")] when the source now lists N images where the run planned another
    number, or when the look at the run (``check``, a gui.resume_check.ResumeCheck or the
    gui.output_folder.OutputFolder that holds it, asked here; its answer is the state's
    ``outlook``) found images added or removed: --resume refuses, its plan would differ (an
    image of another size is not among them: its kept shard is converted again). While
    that look at this scan runs (same number of images: one may have been renamed), the
    state is a CheckedState with ``checking`` set (nothing has changed that is known yet),
    and its outlook names no image added or removed (those were of an earlier scan); so it
    is while the source's scan itself runs (``scanning``): at launch on the run's folder
    Resume was the default then, and Start over… once the scan found images removed.
    The state's bytes version is the one --resume compares, by the scan's task
    (OutputState.scanned: a mask folder's run that 0.3.7 started is segmentation)."""
    diffs, carried, unknown = offer_details(job, state.options)
    usable = scan is not None and scan.source == job.source and not scan.error
    if usable and scan.task != "detection":   # masks store nothing: --resume finishes a run
        diffs = [d for d in diffs if d[0] != "masks"]   # recorded with or without them
    pending = False
    if check is not None:
        check.request(state, scan if usable else None, job.skip_unannotated)
        pending = not check.answered()
        state = check.checked(state)   # as the look asked for now finds it (a look at an
        # earlier scan: its images added or removed are not what is there now)
    if usable:   # the bytes version --resume reads the run's with: by the source's task
        state = state.scanned(scan.task)   # (a journal of 0.3.7 names none)
    seen = state.outlook if isinstance(state, CheckedState) else None
    if diffs or not usable:
        if not diffs and scanning and state.planned:   # (what it finds is not known yet)
            state = _checking(state)
        return diffs, carried, unknown, [], state
    changed = annotation_changes(state, scan.annotation_files, scan.source)
    images = scan.images
    if job.skip_unannotated:   # the scan lists them; the run leaves them out
        images -= sum(int(scan.annotations.get(k) or 0)
                      for k in ("unannotated_images", "emptied_images"))
    if not changed and state.planned and (images != state.planned or
                                          (seen is not None and seen.changes)):
        changed = [(str(images), "images")]
    elif not changed and state.planned and pending:
        state = _checking(state)
    if changed and changed[0][1] != "unrecorded" and older_than_run(scan, state):
        # a scan made before the run began is no news of the source since: the window
        # reads it again (stale_scan) and says only what that finds (images copied in
        # after the form's scan, then a run and a cancel: "images were added or removed
        # since, so Resume cannot finish it" of a source nobody had touched since)
        return diffs, carried, unknown, [], _checking(state, stale=True)
    return diffs, carried, unknown, changed, state


def older_than_run(scan, state: OutputState) -> bool:
    """Whether ``scan`` (a ScanResult) began to read the source before the run in
    ``state`` was first started (its plan is of the source as it was then). False when
    either time is not known (a scan's ``read_at`` 0, a run of before 0.3.8 without its
    journal's dates), or the run's is still to come by this computer's clock (another
    computer's, ahead of it: a scan read again now would be "older" too, again and again)."""
    read_at = getattr(scan, "read_at", 0.0)
    when = state.started or state.created
    if not read_at or not when:
        return False
    try:   # (recorded to the second, cut: a scan in the run's first second counts as after)
        started = datetime.datetime.fromisoformat(when).timestamp()
    except ValueError:
        return False
    return read_at < started <= time.time()


def _checking(state: OutputState, stale: bool = False) -> CheckedState:
    """``state`` as the offer shows it while what changed in the source is not known;
    ``stale``: because the scan is older than the run (CheckedState.stale_scan)."""
    return dataclasses.replace(state, checking=True, stale_scan=stale) \
        if isinstance(state, CheckedState) else CheckedState(
            **{f.name: getattr(state, f.name) for f in dataclasses.fields(OutputState)},
            checking=True, stale_scan=stale)


def resume_job(job: Job, options) -> Job:
    """The form's job as --resume of the run recorded with `options`, with its options the
    form has no control for (--shards, --exact, ...: they must match too)."""
    return dataclasses.replace(job, resume=True, overwrite=False,
                               carried=tuple(carried_args(options)[0]))


def annotation_changes(state: OutputState, scanned: dict | None, source: str = ""
                       ) -> list[tuple[str, str]]:
    """Why --resume would refuse the run in ``state`` for its annotations, as
    (file name, "added" | "removed" | "changed") of each annotation file that is not what
    the run read (``scanned``: the digests of the source's scan, None before it ends), or
    [("", "unrecorded")] for a run that recorded none of a source that has them
    (engine.sources.fingerprint.mismatch). Empty when Resume can finish it. ``source``:
    the scanned source (the run's recorded one is display text, relative or escaped)."""
    if not scanned:
        return []
    if state.annotation_files is None:
        return [("", "unrecorded")]
    return changed_files(state.annotation_files, scanned, source or state.source)
