"""--resume of a run that an older engine started, whose rule for which files become records
was not this one's (engine.verdicts): refused, in the catalogue's words
(resume.other_verdicts), when a shard it keeps holds a file of a kind whose verdict changed
since, given the verdict the shard recorded for it (its entry's rejected items). Finishing
it would keep records this engine refuses (or leave out files it converts) beside shards
written by today's rule, and its failure list and counts would describe neither. A run
whose kept shards hold no such file resumes as before: its shards are what this engine
would write."""

from __future__ import annotations

import logging

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
    changed_rule,
    colour_refused,
    grey_mask_rule,
    mask_rule,
    older,
    shard_files,
    unopened_mask,
)

log = logging.getLogger(__name__)


def refuse_other_rule(cfg: ConvertConfig, record: dict, specs: list[ShardSpec],
                      kept: dict[str, dict]) -> None:
    """Raise RunError when a shard of ``kept`` ({filename: journal entry}) of the run that
    ``record`` (its journal header, else its manifest) describes holds a file this engine
    would judge otherwise (:func:`other_rule`)."""
    unread: list[tuple[str, str]] = []
    found = other_rule(record, specs, kept, cfg.image.max_pixels, unread)
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
               max_pixels: int, unread: list[tuple[str, str]] | None = None
               ) -> tuple[str, str] | None:
    """(the words for its kind, the file) of the first file of the kept shards whose
    verdict may differ (engine.verdicts.changed_rule, by content); of a segmentation run
    whose masks are files, the first image converted whose mask this engine refuses (each
    kept mask read as the run reads it: engine.sources.masks.read_masks, by the rule the
    window's look asks too: engine.verdicts.mask_rule); then the first image a kept shard
    refused for its mask in colour whose mask this engine reads as grey (those masks read
    again: engine.verdicts.grey_mask_rule). None: none. ``unread``: (file, why) of each
    file that could not be read to tell."""
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
    found = changed_rule(record, files, unread)
    if found is None and masked and older(record, MASKS_SINCE):
        from engine.sources.masks import read_masks
        refused_now, _ = read_masks(masked, max_pixels)
        mask_of = {s.path: s.ann.mask_path for s in masked}
        found = mask_rule(record, (s.path for s in masked), {
            display(path): (mask_of[path], unopened_mask(why)) for path, why in refused_now},
            unread)
    again = [samples[image] for image, _ in coloured if image in samples]
    if found is None and again and older(record, GREY_MASKS_SINCE):
        from engine.sources.masks import read_masks
        refused_now, _ = read_masks(again, max_pixels)
        mask_of = {s.path: s.ann.mask_path for s in again if s.ann is not None}
        found = grey_mask_rule(record, coloured, {
            display(path): (mask_of[path], unopened_mask(why)) for path, why in refused_now},
            unread)
    return found


def log_unread(record: dict, unread: list[tuple[str, str]]) -> None:
    """Say that --resume keeps shards holding files it could not read to check them
    (engine.verdicts: their verdict may be another rule's), naming the first
    (log.resume_unread)."""
    path, why = unread[0]
    log.warning("%s", reason_codes.say(
        "log.resume_unread", n=len(unread), file=display(path), why=why, ours=__version__,
        started=recorded_engine_version(record) or "?"))
