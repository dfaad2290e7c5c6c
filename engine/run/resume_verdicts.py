"""--resume of a run that an older engine started, whose rule for which files become records
was not this one's (engine.verdicts): refused, in the catalogue's words
(resume.other_verdicts), when a shard it keeps holds a file of a kind whose verdict changed
since, given the verdict the shard recorded for it (its entry's rejected items). Finishing
it would keep records this engine refuses (or leave out files it converts) beside shards
written by today's rule, and its failure list and counts would describe neither. A run
whose kept shards hold no such file resumes as before: its shards are what this engine
would write.

The check opens every file of the kept shards (a few are decoded, and a segmentation run's
masks are read unless the scan read them already): thousands take seconds, minutes on a
share. It says how far it is (``progress(checked, total)``: as it starts, at most every
engine.verdicts.PROGRESS_S and at the end, the rule of the window's look too; the
pipeline sends verdict_check events) and stops when ``cancelled()`` (the run's Cancel:
engine.errors.Cancelled, the folder left untouched), at each file and within a file read
whole (engine.verdicts.Ticks)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from engine import __version__, protocol, reason_codes
from engine.bytes_version import recorded_engine_version
from engine.config import ConvertConfig
from engine.errors import RunError
from engine.run.plan import ShardSpec
from engine.sources.discover import Sample
from engine.sources.names import display
from engine.verdicts import (
    GREY_MASKS_SINCE,
    MASKS_SINCE,
    UNREAD_NAMED,
    VERDICTS_SINCE,
    Ticks,
    Unread,
    changed_rule,
    colour_refused,
    grey_mask_rule,
    mask_rule,
    older,
    shard_files,
    unopened_mask,
)

log = logging.getLogger(__name__)

#: checked, total: the kept files looked at so far
CheckProgress = Callable[[int, int], None]


@dataclass(frozen=True)
class Check:
    """How a --resume checks the kept files (:func:`other_rule`'s arguments of that name)."""

    progress: CheckProgress | None = None
    cancelled: Callable[[], bool] | None = None
    scanned_masks: list[tuple[str, str]] | None = None


def refuse_other_rule(cfg: ConvertConfig, record: dict, specs: list[ShardSpec],
                      kept: dict[str, dict], check: Check | None = None) -> None:
    """Raise RunError when a shard of ``kept`` ({filename: journal entry}) of the run that
    ``record`` (its journal header, else its manifest) describes holds a file this engine
    would judge otherwise (:func:`other_rule`, as ``check`` says); Cancelled when its
    ``cancelled()`` while it looks."""
    unread = Unread()
    check = check or Check()
    found = other_rule(record, specs, kept, cfg.image.max_pixels, unread, check.progress,
                       check.cancelled, check.scanned_masks)
    if found is None:
        if unread:
            log_unread(record, unread)
        return
    code, path = found
    params = {"out": cfg.out, "started": recorded_engine_version(record) or "?",
              "ours": __version__, "sentence": {"code": code, "params": {}},
              "file": display(path)}
    raise RunError(reason_codes.render("resume.other_verdicts", params),
                   protocol.EXIT_RESUME_MISMATCH, "resume.other_verdicts", params)


def other_rule(record: dict, specs: list[ShardSpec], kept: dict[str, dict],
               max_pixels: int, unread: Unread | None = None,
               progress: CheckProgress | None = None,
               cancelled: Callable[[], bool] | None = None,
               scanned_masks: list[tuple[str, str]] | None = None
               ) -> tuple[str, str] | None:
    """(the words for its kind, the file) of the first file of the kept shards whose
    verdict may differ (engine.verdicts.changed_rule, by content); of a segmentation run
    whose masks are files, the first image converted whose mask this engine refuses (each
    kept mask read as the run reads it: engine.sources.masks.read_masks, by the rule the
    window's look asks too: engine.verdicts.mask_rule); then the first image a kept shard
    refused for its mask in colour whose mask this engine reads as grey (those masks read
    again: engine.verdicts.grey_mask_rule). None: none. ``unread``: (file, why) of each
    file that could not be read to tell. ``progress(checked, total)``: the files (and masks)
    looked at so far; ``cancelled()``: stop (Cancelled). ``scanned_masks``: [image, why] of
    each image whose mask the run's scan read and refuses (ScanResult.mask_problems, when
    it read every mask: a source numbered by its masks' values), taken instead of reading
    the kept masks again (the same function, on the same masks, moments before); None:
    read here. A run of an engine since VERDICTS_SINCE is not looked at."""
    if not older(record, VERDICTS_SINCE):
        return None
    files: list[tuple[str, bool]] = []
    masked: list = []
    coloured: list[tuple[str, str]] = []   # (image shown, why) refused for a colour mask
    samples: dict[str, Sample] = {}
    for spec in specs:
        entry = kept.get(spec.filename)
        if entry is None:
            continue
        judged = list(shard_files((s.path for s in spec.samples), entry))
        files += judged
        masked += [s for s, (_, refused) in zip(spec.samples, judged, strict=True)
                   if not refused and s.ann is not None and s.ann.mask_path]
        coloured += colour_refused(entry)
        samples.update((display(s.path), s) for s in spec.samples
                       if s.ann is not None and s.ann.mask_path)
    again = [samples[image] for image, _ in coloured if image in samples]
    reads_masks = scanned_masks is None
    ticks = Ticks(len(files) + (len(masked) if older(record, MASKS_SINCE) else 0) * reads_masks
                   + (len(again) if older(record, GREY_MASKS_SINCE) else 0) * reads_masks,
                   progress, cancelled)
    ticks.tell(0)
    found = changed_rule(record, files, unread, ticks)
    ticks.base = len(files)
    if found is None and masked and older(record, MASKS_SINCE):
        refused_now = _masks_refused(masked, max_pixels, ticks, scanned_masks)
        ticks.base += len(masked) * reads_masks
        mask_of = {s.path: s.ann.mask_path for s in masked}
        found = mask_rule(record, (s.path for s in masked), {
            display(path): (mask_of[path], unopened_mask(why)) for path, why in refused_now},
            unread)
    if found is None and again and older(record, GREY_MASKS_SINCE):
        refused_now = _masks_refused(again, max_pixels, ticks, scanned_masks)
        mask_of = {s.path: s.ann.mask_path for s in again if s.ann is not None}
        found = grey_mask_rule(record, coloured, {
            display(path): (mask_of[path], unopened_mask(why)) for path, why in refused_now},
            unread)
    if found is None:
        ticks.tell(ticks.total)
    return found


def _masks_refused(samples: list, max_pixels: int, ticks: Ticks,
                   scanned: list[tuple[str, str]] | None) -> list[tuple[str, str]]:
    """[image path, why] of each of ``samples`` whose mask the run refuses: the scan's
    (``scanned``), else each mask read now (engine.sources.masks.read_masks, whose tick
    counts the masks read)."""
    if scanned is not None:
        paths = {s.path for s in samples}
        return [(path, why) for path, why in scanned if path in paths]
    from engine.sources.masks import read_masks
    refused, _ = read_masks(samples, max_pixels, ticks)
    return refused


def log_unread(record: dict, unread: Unread) -> None:
    """Say that --resume keeps shards holding files it could not read to check them
    (engine.verdicts: their verdict may be another rule's), naming the first UNREAD_NAMED
    with why, and how many more (log.resume_unread, _list, _more): an unreadable share
    named thousands in one line before."""
    path, why = unread[0]
    started = recorded_engine_version(record) or "?"
    if len(unread) == 1:
        said = reason_codes.say("log.resume_unread", n=1, file=display(path), why=why,
                                ours=__version__, started=started)
    else:
        files = "; ".join(f"{display(p)}: {w}" for p, w in list(unread)[:UNREAD_NAMED])
        said = reason_codes.say(
            "log.resume_unread_more" if unread.more else "log.resume_unread_list",
            n=f"{len(unread):,}", files=files, more=f"{unread.more:,}", ours=__version__,
            started=started)
    log.warning("%s", said)
